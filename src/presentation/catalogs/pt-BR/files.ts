import type { FILES } from '../files'
import type { Translation } from '../../i18n/words'

export default {
  gameFile: 'Arquivo do jogo',
  intro: 'O jogo inteiro em um arquivo: guarde-o em segurança ou importe-o em outro aparelho (ele chega como um novo jogo salvo).',
  exportFile: 'Exportar arquivo do jogo',
  share: 'Compartilhar…',
  reportTitle: 'Relatório de fim de jogo',
  reportCsv: 'Relatório em CSV',
  printReport: 'Imprimir o relatório',
  savedTo: '{name} salvo nos seus downloads.',
  popupBlocked: 'O navegador bloqueou a janela do relatório. Permita pop-ups para este app e tente de novo.',
  backups: 'Backups automáticos',
  backupLine: '{when} · {n} linha de registro | {when} · {n} linhas de registro',
  restore: 'Restaurar como novo jogo',
  restored: 'Restaurado como novo jogo salvo “{title}”.',
  openIt: 'Abrir',
  checking: 'Verificando o arquivo…',
  importFile: 'Importar arquivo do jogo',
  fileToImport: 'Arquivo do jogo a importar',
  imported: '“{title}” importado como novo jogo.',
  reportYes: 'Sim',
  reportUntitled: 'Jogo de Supremacy',
  reportWindow: '{title} — relatório',
  reportOn: 'Relatório de fim de jogo · {printed}',
  reportOnCycle: 'Relatório de fim de jogo · {printed} · ciclo {cycle}',
  reportOnTurn: 'Relatório de fim de jogo · {printed} · vez {turn}',
} satisfies Translation<typeof FILES>
