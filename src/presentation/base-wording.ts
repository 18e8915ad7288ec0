/**
 * What the game bar says of a game of each base: where it is ("Cycle 2 · Stage 4", "Cash Flow ·
 * Turn 3"). Wording only, read from the state each base keeps.
 */
import type { GameState } from '../domain/kernel/state'
import type { Economy } from '../domain/kernel/ruleset'
import { gameWords } from './catalogs/game'

export const BASE_WHERE: Readonly<Record<Economy, (state: GameState) => string>> = {
  'price-index': (state) => (state.play ? gameWords('whereCycle', { cycle: state.play.cycle, stage: state.play.stage }) : gameWords('whereBookkeeping')),
  // Cash Flow counts turns, not cycles and stages (its own turn sequence).
  'cash-flow': (state) => gameWords('whereCashFlow', { turn: state.cashFlow?.turn.number ?? 1 }),
  'war-of-supremacy': (state) => gameWords('whereWos', { turn: state.warOfSupremacy?.turn.number ?? 1 }),
}
