import type { Account } from './ids'
import type { Millions } from './money'
import type { GameState, PowerState } from './state'
import { RESOURCES } from './ids'

/** Read-only questions every area asks of the state. */

export function cashOf(state: GameState, account: Account): Millions {
  return state.accounts[account] ?? 0
}

export function powersInOrder(state: GameState): PowerState[] {
  return state.order.map((id) => state.powers[id]).filter((p): p is PowerState => p !== undefined)
}

/** The sum of every account, bank included: zero unless money was created or destroyed. */
export function totalMoney(state: GameState): Millions {
  return Object.values(state.accounts).reduce<number>((sum, v) => sum + (v ?? 0), 0)
}

/** Resource units in a power's supply center (grain, oil and minerals). */
export function supplyTotal(power: PowerState): number {
  return RESOURCES.reduce((sum, r) => sum + power.supplies[r], 0)
}
