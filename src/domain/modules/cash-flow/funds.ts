import { cashOf } from '../../kernel/selectors'
import { powerName } from '../../kernel/guards'
import type { PowerId } from '../../kernel/ids'
import { formatMoney, type Millions } from '../../kernel/money'
import { refuse, type Result } from '../../kernel/result'
import type { GameState } from '../../kernel/state'
import { CASH_FLOW_RULE } from './data'

/**
 * "No bank loans are permitted. If a player wishes to borrow money, he must convince another player
 * to lend it to him." So a shortfall is refused with what the power can do instead.
 */
export function requireCash(state: GameState, power: PowerId, cost: Millions, what: string): Result<never> | undefined {
  const cash = cashOf(state, power)
  if (cost <= cash) return undefined
  return refuse(
    'insufficient-funds',
    `${powerName(power)} has ${formatMoney(cash)}; ${what} costs ${formatMoney(cost)}. There are no bank loans in Cash Flow: sell units on the market, or ask another player for a loan (a direct trade).`,
    `${CASH_FLOW_RULE}, Game Overview ("No bank loans are permitted")`,
  )
}
