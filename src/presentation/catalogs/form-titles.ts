import { defineCatalog } from '../i18n/words'

/** The titles of the forms the big button opens in place (play and battle), and the host's own words. */
export const FORM_TITLES = {
  settleStage1: '{power}: Stage 1 salaries and loans',
  placeBid: 'Secret bids',
  rollSequenceDie: 'Player sequence',
  payMoveCost: '{power} pays a move',
  buildForces: '{power} builds',
  prospect: '{power} prospects',
  attacks: '{power} attacks',
  counterattacks: '{power} counterattacks',
  notInApp: 'Not in the app yet',
  keptAtTable: 'This step is kept at the table: the app has no form for it in this game.',
  booksOnly: 'This game keeps the books only: the table keeps the order of play.',
} as const

export const formTitleWords = defineCatalog('formTitles', FORM_TITLES)
