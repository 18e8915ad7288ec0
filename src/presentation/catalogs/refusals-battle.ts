import { defineCatalog } from '../i18n/words'
import { BATTLE_REFUSALS } from '../../domain/modules/battle/refusals'

/** The battle desk's refusals (the rules' own English table, translated like any area). */
export const battleRefusalWords = defineCatalog('refusalsBattle', BATTLE_REFUSALS)
