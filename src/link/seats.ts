import { rulesFor, type GameState, type Seat } from '@/domain'

/**
 * The seats a phone may pick, asked of the game's rules (RuleModule.seats): the superpowers in play
 * (the basic game and Cash Flow) or the card game's players, in seating order.
 */
export function seatsOf(state: GameState): Seat[] {
  return state.isStarted ? rulesFor(state.ruleset).seats(state) : []
}

export type { Seat }
