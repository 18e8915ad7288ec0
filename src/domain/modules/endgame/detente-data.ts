import { ARMIES } from '../supply/units'

/**
 * Winning the Game, "Detente": the valuation of each power's wealth when the game ends by
 * Detente (basic rules v3.0). Cash is at face value and supplies at the current market price;
 * these are the fixed values. Checked by tests/rulebook/detente.test.ts.
 */
export const DETENTE_RULE = 'Winning the Game, "Detente" (valuation)'

/** "Companies (Resource Cards): $100 million each." */
export const DETENTE_PER_COMPANY = 100
/** "Armies and Navies: $50 million each.": read from the unit table, which the valuation uses. */
export const DETENTE_PER_ARMY_OR_NAVY = ARMIES.detenteValue
/** "Nukes: $250 million each." */
export const DETENTE_PER_NUKE = 250
/** "L-stars: $500 million each." */
export const DETENTE_PER_LSTAR = 500
