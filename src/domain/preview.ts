import type { Command } from './kernel/commands'
import type { GameEvent } from './kernel/events'
import type { Account, Resource } from './kernel/ids'
import type { Millions } from './kernel/money'
import type { Result } from './kernel/result'
import type { GameState } from './kernel/state'
import { priceAt } from './modules/market/price-index'
import { decide } from './rules'

export interface Preview {
  events: GameEvent[]
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
  return { ok: true, value: { events: result.value, cash, market } }
}
