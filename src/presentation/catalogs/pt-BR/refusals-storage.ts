import type { STORAGE_REFUSALS } from '../../../domain/storage-refusals'
import type { Translation } from '../../i18n/words'

export const refusalsStorage = {
  staleGame: 'Outra aba ou outro aparelho alterou este jogo desde que ele foi aberto aqui.',
  staleNothingSaved: 'Outra aba ou outro aparelho alterou este jogo desde que ele foi aberto aqui. Nada foi salvo por esta aba. Recarregue para ver o estado atual.',
  gameNotFound: 'Este jogo não está salvo neste aparelho. Talvez tenha sido excluído em outra aba.',
  newerGame: 'Este jogo foi salvo por uma versão mais nova do Supremacy Companion. Atualize o app (recarregue-o com internet) para abri-lo.',
  databaseBlocked:
    'Feche a outra aba deste app e depois recarregue esta. Uma aba mais antiga do Supremacy Companion está mantendo os jogos salvos abertos, então esta aba ainda não consegue abri-los (ela continua sozinha assim que aquela aba for fechada).',
  databaseReplaced: 'Uma versão mais nova do app está abrindo em outra aba. Recarregue esta aba para continuar.',
  outOfSpaceAction: 'Este aparelho está sem espaço de armazenamento, então a ação não foi salva. Libere espaço (ou exclua jogos antigos) e tente de novo.',
  outOfSpaceImport:
    'O jogo não foi importado: este aparelho está sem espaço de armazenamento. Libere espaço (ou exclua jogos antigos de que você não precisa mais) e importe o arquivo de novo.',
  outOfSpaceRestore:
    'O backup não foi restaurado: este aparelho está sem espaço de armazenamento. Libere espaço (ou exclua jogos antigos de que você não precisa mais) e restaure-o de novo.',
  outOfSpaceBackup: 'Este aparelho está sem espaço de armazenamento. O jogo em si está salvo; libere espaço (ou exclua jogos antigos) para que os backups possam ser guardados.',
  notSavedAction: 'Não foi possível salvar a ação neste aparelho, então ela não foi aplicada. Tente de novo; se continuar falhando, recarregue o app.',
  notSavedImport: 'Não foi possível salvar o jogo neste aparelho, então ele não foi importado. Tente de novo; se continuar falhando, recarregue o app.',
  notSavedRestore: 'Não foi possível salvar o backup como jogo neste aparelho, então ele não foi restaurado. Tente de novo; se continuar falhando, recarregue o app.',
  notSavedBackup: 'O jogo em si está salvo. O app tenta de novo após as próximas ações; se continuar falhando, recarregue o app.',
  noIndexedDb:
    'Este navegador não dá armazenamento ao app (o IndexedDB está ausente ou desativado), então não é possível salvar jogos aqui. Abra o app em uma janela normal de um navegador atualizado.',
  storageRefused:
    'O navegador não deixa o app abrir seus jogos salvos aqui (os dados de sites podem estar bloqueados nas configurações, ou esta é uma janela anônima). Permita cookies e dados de sites para este app, ou use uma janela normal, e depois recarregue.',
  backupNotSaved: 'Não foi possível salvar o backup automático: {reason}',
  backupsNotRead: 'Não foi possível ler os backups automáticos: {reason}',
  backupGone: 'Este backup não está mais neste aparelho.',
  reloadGame: 'Recarregar o jogo',
  tryAgain: 'Tentar de novo',
  openGameFirst: 'Abra um jogo primeiro.',
  pageCannotFollow: 'Este jogo mudou de um jeito que esta página não consegue acompanhar: recarregue-a.',
} satisfies Translation<typeof STORAGE_REFUSALS>
