import { defineCatalog } from '../i18n/words'
import { MARKET_REFUSALS } from '../../domain/modules/market/refusals'

/** The market's refusals (the rules' own English table, translated like any area). */
export const marketRefusalWords = defineCatalog('refusalsMarket', MARKET_REFUSALS)
