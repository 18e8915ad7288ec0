import { defineCatalog } from '../i18n/words'
import { GAME_FILE_REFUSALS } from '../../domain/game-file-refusals'
import { RULES_REFUSALS } from '../../domain/rules-refusals'

/** Why a game file is refused, and the composed rules' own refusals (the rules' English tables). */
export const gameFileRefusalWords = defineCatalog('refusalsGameFile', GAME_FILE_REFUSALS)
export const rulesRefusalWords = defineCatalog('refusalsRules', RULES_REFUSALS)
