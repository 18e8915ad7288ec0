import { defineCatalog } from '../i18n/words'
import { CASH_FLOW_REFUSALS } from '../../domain/modules/cash-flow/refusals'

/** Cash Flow's refusals (the rules' own English table, translated like any area). */
export const cashFlowRefusalWords = defineCatalog('refusalsCashFlow', CASH_FLOW_REFUSALS)
