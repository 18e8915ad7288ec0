import { cashOf } from '../../kernel/selectors'
import type { PowerId } from '../../kernel/ids'
import type { Millions } from '../../kernel/money'
import { asMoney, asPower, type Phrase } from '../../kernel/phrase'
import type { Result } from '../../kernel/result'
import type { GameState } from '../../kernel/state'
import { CASH_FLOW_RULE } from './data'
import { cashFlowRefusal } from './refusals'

/**
 * "No bank loans are permitted. If a player wishes to borrow money, he must convince another player
 * to lend it to him." So a shortfall is refused with what the power can do instead; `what` names
 * what is paid for, a phrase of the Cash Flow table.
 */
export function requireCash(state: GameState, power: PowerId, cost: Millions, what: Phrase): Result<never> | undefined {
  const cash = cashOf(state, power)
  if (cost <= cash) return undefined
  const values = { power: asPower(power), cash: asMoney(cash), what: { phrase: what }, cost: asMoney(cost) }
  return cashFlowRefusal('insufficient-funds', 'noCashNoLoans', values, `${CASH_FLOW_RULE}, Game Overview ("No bank loans are permitted")`)
}
