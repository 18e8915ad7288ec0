import { defineCatalog } from '../i18n/words'
import { LINK_SAYINGS } from '../../domain/link-sayings'

/**
 * What the tablet says to a player's phone: the table link's own English table
 * (src/domain/link-sayings.ts), sent as `message` for older phones with the key and values; the
 * phone writes the sentence in its reader's language.
 */
export const PHONE_SAYINGS = LINK_SAYINGS

export const phoneSayingWords = defineCatalog('phoneSayings', PHONE_SAYINGS)
