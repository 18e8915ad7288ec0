import { defineCatalog } from '../i18n/words'
import { ENDGAME_REFUSALS } from '../../domain/modules/endgame/refusals'

/** The game's end: refusals (the rules' own English table, translated like any area). */
export const endgameRefusalWords = defineCatalog('refusalsEndgame', ENDGAME_REFUSALS)
