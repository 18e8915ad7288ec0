import type { Translation } from '../../i18n/words'
import type { FORM_TITLES } from '../form-titles'

export const formTitles = {
  settleStage1: '{power}: Sold und Kredite in Phase 1',
  placeBid: 'Verdeckte Gebote',
  rollSequenceDie: 'Spielerreihenfolge',
  payMoveCost: '{power} bezahlt einen Zug',
  buildForces: '{power} baut',
  prospect: '{power} prospektiert',
  attacks: '{power} greift an',
  counterattacks: '{power} schlägt zurück',
  notInApp: 'Noch nicht in der App',
  keptAtTable: 'Dieser Schritt wird am Tisch geführt: die App hat in diesem Spiel kein Formular dafür.',
  booksOnly: 'Dieses Spiel führt nur die Bücher: die Reihenfolge führt der Tisch.',
} satisfies Translation<typeof FORM_TITLES>
