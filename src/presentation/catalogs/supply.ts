import { defineCatalog } from '../i18n/words'

/** The resources and the supply center's rows, as the rulebook and the board print them. */
export const SUPPLY = {
  grain: 'Grain',
  oil: 'Oil',
  minerals: 'Minerals',
  nukes: 'Nukes',
  lstars: 'L-stars',
  grainInSentence: 'grain',
  oilInSentence: 'oil',
  mineralsInSentence: 'minerals',
  nukesInSentence: 'nukes',
  lstarsInSentence: 'L-stars',
} as const

export const supplyWords = defineCatalog('supply', SUPPLY)
