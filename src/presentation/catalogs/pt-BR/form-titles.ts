import type { Translation } from '../../i18n/words'
import type { FORM_TITLES } from '../form-titles'

export const formTitles = {
  settleStage1: '{power}: soldo e empréstimos da Fase 1',
  placeBid: 'Lances secretos',
  rollSequenceDie: 'Ordem dos jogadores',
  payMoveCost: '{power} paga um movimento',
  buildForces: '{power} constrói',
  prospect: '{power} prospecta',
  attacks: '{power} ataca',
  counterattacks: '{power} contra-ataca',
  notInApp: 'Ainda não está no app',
  keptAtTable: 'Este passo fica com a mesa: o app não tem formulário para ele neste jogo.',
  booksOnly: 'Este jogo só faz a contabilidade: a mesa cuida da ordem dos jogadores.',
} satisfies Translation<typeof FORM_TITLES>
