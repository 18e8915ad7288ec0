import { defineCatalog } from '../i18n/words'
import { CORRECTIONS_REFUSALS } from '../../domain/modules/corrections/refusals'

/** Corrections' refusals (the rules' own English table, translated like any area). */
export const correctionsRefusalWords = defineCatalog('refusalsCorrections', CORRECTIONS_REFUSALS)
