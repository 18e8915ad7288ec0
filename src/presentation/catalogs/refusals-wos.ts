import { defineCatalog } from '../i18n/words'
import { WOS_REFUSALS } from '../../domain/modules/war-of-supremacy/refusals'

/** The card game's refusals (the rules' own English table, translated like any area). */
export const wosRefusalWords = defineCatalog('refusalsWos', WOS_REFUSALS)
