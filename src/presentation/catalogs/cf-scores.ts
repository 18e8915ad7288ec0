import { defineCatalog } from '../i18n/words'

/** Cash Flow's Scores panel and a scoring round's table: the headings, the totals and the columns. */
export const CF_SCORES = {
  scores: 'Scores',
  totalsAfter: 'Totals after {n} of 3 rounds',
  winner: 'Winner',
  leading: 'Leading',
  ifScoredNow: 'If a round were scored now',
  showCharts: 'Show charts',
  treasury: 'Treasury',
  productionLeads: 'Production leads',
  nukeClouds: 'Nuke clouds',
  power: 'Power',
  points: 'Points',
} as const

export const cfScoresWords = defineCatalog('cfScores', CF_SCORES)
