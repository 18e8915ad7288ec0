import type { SUPPLY } from '../supply'
import type { Translation } from '../../i18n/words'

export const supply = {
  grain: 'Getreide',
  oil: 'Öl',
  minerals: 'Mineralien',
  nukes: 'Atomraketen',
  lstars: 'L-Stars',
  grainInSentence: 'Getreide',
  oilInSentence: 'Öl',
  mineralsInSentence: 'Mineralien',
  nukesInSentence: 'Atomraketen',
  lstarsInSentence: 'L-Stars',
} satisfies Translation<typeof SUPPLY>
