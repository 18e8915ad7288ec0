import { defineCatalog } from '../i18n/words'
import { BANK_REFUSALS } from '../../domain/modules/bank/refusals'

/** The bank's refusals (the rules' own English table, translated like any area). */
export const bankRefusalWords = defineCatalog('refusalsBank', BANK_REFUSALS)
