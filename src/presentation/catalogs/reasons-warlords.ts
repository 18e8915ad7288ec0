import { defineCatalog } from '../i18n/words'
import { WARLORD_REASONS } from '../../domain/modules/warlords/reasons'

/** Why each side of a battle against a warlord or pirate rolls what it does (the rules' own English table). */
export const warlordReasonWords = defineCatalog('reasonsWarlords', WARLORD_REASONS)
