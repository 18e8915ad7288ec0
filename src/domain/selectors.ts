import type { Command } from './commands'
import { LOAN_STEP } from './data/rules-constants'
import { decide } from './decide'
import { describeEvent } from './describe'
import type { GameEvent } from './events'
import { RESOURCES, type Account, type PowerId, type Resource } from './ids'
import { priceAt } from './market'
import type { Millions } from './money'
import type { Result } from './result'
import type { GameState, PowerState } from './state'

/** Read-only questions the UI asks of the state. Computed here so components never do rules. */

export function cashOf(state: GameState, account: Account): Millions {
  return state.accounts[account] ?? 0
}

export function powersInOrder(state: GameState): PowerState[] {
  return state.order.map((id) => state.powers[id]).filter((p): p is PowerState => p !== undefined)
}

export function marketPrice(state: GameState, resource: Resource): Millions {
  return priceAt(state.settings, state.market[resource])
}

/** Interest due each Stage 1: the game's rate per $1,000M of principal. */
export function interestPerTurn(state: GameState, power: PowerId): Millions {
  const loans = state.powers[power]?.loans ?? 0
  return (loans / LOAN_STEP) * state.settings.interestPerBillion
}

/** The sum of every account, bank included: zero unless money was created or destroyed. */
export function totalMoney(state: GameState): Millions {
  return Object.values(state.accounts).reduce((sum, v) => sum + (v ?? 0), 0)
}

export interface Preview {
  events: GameEvent[]
  /** Plain lines: money moved, meters to move on the board. */
  lines: string[]
  /** Net cash change per account. */
  cash: Partial<Record<Account, Millions>>
  /** New Price Index spot per resource the command moves. */
  market: Partial<Record<Resource, { from: number; to: number; priceFrom: Millions; priceTo: Millions }>>
}

/** What a command would do, without doing it: the same `decide` the session uses. */
export function preview(state: GameState, command: Command): Result<Preview> {
  const result = decide(state, command)
  if (!result.ok) return result
  const cash: Preview['cash'] = {}
  const market: Preview['market'] = {}
  for (const e of result.value) {
    if (e.type === 'moneyTransferred') {
      cash[e.from] = (cash[e.from] ?? 0) - e.amount
      cash[e.to] = (cash[e.to] ?? 0) + e.amount
    } else if (e.type === 'marketMoved') {
      market[e.resource] = { from: e.from, to: e.to, priceFrom: priceAt(state.settings, e.from), priceTo: priceAt(state.settings, e.to) }
    }
  }
  const lines = result.value.map((e) => describeEvent(e, state.settings)).filter((l): l is string => l !== undefined)
  return { ok: true, value: { events: result.value, lines, cash, market } }
}

/** A one-line status per power for lists: cash, loans, supplies. */
export function supplyTotal(power: PowerState): number {
  return RESOURCES.reduce((sum, r) => sum + power.supplies[r], 0)
}
