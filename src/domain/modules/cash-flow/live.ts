import type { PowerId } from '../../kernel/ids'
import type { GameState } from '../../kernel/state'

/** The powers still in the game, in seating order: not eliminated by Nuclear Destruction. */
export function livePowers(state: GameState): PowerId[] {
  const out = state.cashFlow?.eliminated ?? []
  return state.order.filter((id) => state.powers[id] !== undefined && !out.includes(id))
}
