import { defineCatalog } from '../i18n/words'
import { AIR_REFUSALS } from '../../domain/modules/air-units/refusals'

/** The Air Units variant's refusals (the rules' own English table, translated like any area). */
export const airRefusalWords = defineCatalog('refusalsAir', AIR_REFUSALS)
