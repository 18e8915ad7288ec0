/**
 * Winning the Game and Joining the Top Brass (basic rules v3.0): the three endings and the
 * leadership ranks. Checked by tests/rulebook/endgame.test.ts.
 */
export const DETENTE_RULE_END = 'Winning the Game, "Detente"'
export const SUPREMACY_RULE = 'Winning the Game, "Supremacy"'
export const COUP_FINAL_RULE_END = 'Winning the Game, "Coup Final – Nuclear Roulette"'
export const HANDICAP_RULE = 'Joining the Top Brass, "Handicap – Optional"'

/** "5-Star General" down to "1-Star General". */
export const STAR_RANKS = [5, 4, 3, 2, 1] as const
export type StarRank = (typeof STAR_RANKS)[number]

/** A Detente point agreed at setup: a number of cycles (guided games count them) or none. */
export const MAX_DETENTE_CYCLES = 99
