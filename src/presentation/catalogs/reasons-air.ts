import { defineCatalog } from '../i18n/words'
import { AIR_REASONS } from '../../domain/modules/air-units/reasons'

/** Why each side of an air battle rolls and scores what it does (the rules' own English table). */
export const airReasonWords = defineCatalog('reasonsAir', AIR_REASONS)
