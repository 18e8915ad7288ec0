import type { BASE } from '../base'
import type { Translation } from '../../i18n/words'

export default {
  updateReady: 'Uma nova versão do Supremacy Companion está pronta.',
  updateWaiting: 'Atualizando assim que a ação atual for salva…',
  updating: 'Atualizando…',
  updateNow: 'Atualizar agora',
  later: 'Depois',
  offlineReady: 'Funciona offline',
  offlineHint: 'Este aparelho guarda o app e seus jogos sem conexão. Toque para ocultar.',
  confirm: 'Confirmar',
  ok: 'OK',
  amount: 'Valor',
  unit: 'Unidade',
  decimalPoint: 'ponto decimal',
  deleteDigit: 'apagar o último dígito',
  addNote: 'Adicionar uma nota',
  addAmount: 'adicionar {amount}',
  clear: 'Limpar',
  fewer: '{label}: menos',
  more: '{label}: mais',
  theme: 'Tema: {mode}',
  themeSwitch: 'Tema: {mode}. Mudar para {next}',
  themeSystem: 'Sistema',
  themeLight: 'Claro',
  themeDark: 'Escuro',
} satisfies Translation<typeof BASE>
