import { defineCatalog } from '../i18n/words'
import { WARLORD_REFUSALS } from '../../domain/modules/warlords/refusals'

/** The warlords' and pirates' refusals (the rules' own English table, translated like any area). */
export const warlordsRefusalWords = defineCatalog('refusalsWarlords', WARLORD_REFUSALS)
