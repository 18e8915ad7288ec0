import { defineCatalog } from '../i18n/words'
import { SETUP_REFUSALS } from '../../domain/modules/setup/refusals'

/** The game's setup: refusals (the rules' own English table, translated like any area). */
export const setupRefusalWords = defineCatalog('refusalsSetup', SETUP_REFUSALS)
