import type { COMMON } from '../common'
import type { Translation } from '../../i18n/words'

export default {
  appName: 'Supremacy Companion',
  // No-break spaces: an amount never splits across two lines.
  money: '$\u00a0{amount}\u00a0mi',
  close: 'Fechar',
  cancel: 'Cancelar',
  back: 'Voltar',
  next: 'Avançar',
  done: 'Pronto',
  delete: 'Excluir',
  help: 'Ajuda',
  language: 'Idioma',
  savedGames: 'Nenhum jogo salvo | {n} jogo salvo | {n} jogos salvos',
  players: '{n} jogador | {n} jogadores',
  languageIncomplete: '{name} (incompleto: algumas telas em inglês)',
} satisfies Translation<typeof COMMON>
