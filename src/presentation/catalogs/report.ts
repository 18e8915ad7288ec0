import { defineCatalog } from '../i18n/words'

/** The end-of-game report's columns (the CSV file and the print window) and its yes / no cells. */
export const REPORT = {
  name: 'Superpower',
  player: 'Player',
  cash: 'Cash',
  grain: 'Grain',
  oil: 'Oil',
  minerals: 'Minerals',
  companies: 'Companies',
  armies: 'Armies',
  navies: 'Navies',
  nukes: 'Nukes',
  lstars: 'L-stars',
  loans: 'Bank loans',
  detente: 'Detente value',
  eliminated: 'Out of the game',
  listed: 'Listed on the market',
  round: 'Round {n}: {tech} (points)',
  points: 'Total points',
  winner: 'Winner',
  inMillions: '{label} ($M)',
  yes: 'yes',
  no: 'no',
} as const

export const reportWords = defineCatalog('report', REPORT)
