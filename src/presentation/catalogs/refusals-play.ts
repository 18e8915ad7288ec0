import { defineCatalog } from '../i18n/words'
import { PLAY_REFUSALS } from '../../domain/modules/play/refusals'

/** The order of play's refusals (the rules' own English table, translated like any area). */
export const playRefusalWords = defineCatalog('refusalsPlay', PLAY_REFUSALS)
