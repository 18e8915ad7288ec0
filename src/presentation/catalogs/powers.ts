import { defineCatalog } from '../i18n/words'
import type { PowerId } from '../../domain/kernel/ids'

/**
 * The superpowers' names (the rules' SUPERPOWERS names, which tests/unit/catalogs-rules-names.test.ts
 * keeps equal). Their codes (SAM, EUR…) are printed on the board and stay as they are.
 */
export const POWERS = {
  'south-america': 'South America',
  africa: 'Africa',
  europe: 'Europe',
  china: 'China',
  usa: 'USA',
  ussr: 'USSR',
} as const satisfies Record<PowerId, string>

const powerWords = defineCatalog('powers', POWERS)

/** A superpower's name in the reader's language. */
export const powerName = (power: PowerId): string => powerWords(power)
