/**
 * What the game bar says of a game of each base: where it is ("Cycle 2 · Stage 4", "Cash Flow ·
 * Turn 3"). Wording only, read from the state each base keeps.
 */
import type { GameState } from '../domain/kernel/state'
import type { Economy } from '../domain/kernel/ruleset'

export const BASE_WHERE: Readonly<Record<Economy, (state: GameState) => string>> = {
  'price-index': (state) => (state.play ? `Cycle ${state.play.cycle} · Stage ${state.play.stage}` : 'Bookkeeping'),
  // Cash Flow counts turns, not cycles and stages (its own turn sequence).
  'cash-flow': (state) => `Cash Flow · Turn ${state.cashFlow?.turn.number ?? 1}`,
  'war-of-supremacy': (state) => `War of Supremacy · Turn ${state.warOfSupremacy?.turn.number ?? 1}`,
}
