/**
 * Which rules a game is played by, chosen at setup and stored with the game (its first event and
 * its game file). A game saved before rulesets existed has none: it is the basic game.
 */
export interface Ruleset {
  /** How money meets resources: the basic game's Price Index market (later: Cash Flow). */
  economy: 'price-index'
  /** Guided stages, or the books only (the app refuses nothing for being out of turn). */
  sequence: 'guided' | 'bookkeeping'
  /** Optional rule modules switched on at setup, by id. */
  modules: string[]
}

export const BASIC_GUIDED: Ruleset = { economy: 'price-index', sequence: 'guided', modules: [] }
export const BASIC_BOOKKEEPING: Ruleset = { economy: 'price-index', sequence: 'bookkeeping', modules: [] }
