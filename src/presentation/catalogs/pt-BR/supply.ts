import type { SUPPLY } from '../supply'
import type { Translation } from '../../i18n/words'

export const supply = {
  grain: 'Grãos',
  oil: 'Petróleo',
  minerals: 'Minérios',
  nukes: 'Mísseis nucleares',
  lstars: 'L-Stars',
  grainInSentence: 'grãos',
  oilInSentence: 'petróleo',
  mineralsInSentence: 'minérios',
  nukesInSentence: 'mísseis nucleares',
  lstarsInSentence: 'L-Stars',
} satisfies Translation<typeof SUPPLY>
