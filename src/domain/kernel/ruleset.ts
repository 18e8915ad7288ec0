/**
 * Which rules a game is played by, chosen at setup and stored with the game (its first event and
 * its game file). A game saved before rulesets existed has none: it is the basic game.
 */
/**
 * The economies a game can be played with; each composes its own base rule modules (rules.ts).
 * 'war-of-supremacy' is the card game, a second game with no economy at all: the field names the
 * base rules a game is composed from (kept as `economy` so games saved before it read unchanged).
 */
export const ECONOMIES = ['price-index', 'cash-flow', 'war-of-supremacy'] as const
export type Economy = (typeof ECONOMIES)[number]

export interface Ruleset {
  /**
   * How money meets resources: the basic game's Price Index market, or the Cash Flow variant's
   * player-priced market and labor market (a whole second economy with its own turn).
   */
  economy: Economy
  /** Guided stages, or the books only (the app refuses nothing for being out of turn). */
  sequence: 'guided' | 'bookkeeping'
  /** Optional rule modules switched on at setup, by id. */
  modules: string[]
}

export const BASIC_GUIDED: Ruleset = { economy: 'price-index', sequence: 'guided', modules: [] }
export const BASIC_BOOKKEEPING: Ruleset = { economy: 'price-index', sequence: 'bookkeeping', modules: [] }
/** The Cash Flow variant (variant-cash-flow.txt): its own turn, so always guided. */
export const CASH_FLOW: Ruleset = { economy: 'cash-flow', sequence: 'guided', modules: [] }
