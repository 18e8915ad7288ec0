import { LOAN_STEP } from '../../kernel/rules-constants'
import { RULE } from '../../kernel/rule-references'
import type { PowerId } from '../../kernel/ids'
import type { Millions } from '../../kernel/money'
import { asMoney, asPower } from '../../kernel/phrase'
import type { Remedy, Result } from '../../kernel/result'
import { bankRefusal, bankRemedy } from './refusals'
import type { GameState } from '../../kernel/state'
import { cashOf } from '../../kernel/guards'

/** The smallest bank loan (whole $1,000M) that covers a shortfall. */
export function loanToCover(shortfall: number): number {
  return Math.ceil(shortfall / LOAN_STEP) * LOAN_STEP
}

/** Refuses a payment the power cannot make, offering the loan that would make it possible. */
export function requireFunds(state: GameState, power: PowerId, cost: number): Result<never> | undefined {
  const cash = cashOf(state, power)
  if (cost <= cash) return undefined
  const loan = loanToCover(cost - cash)
  // A power in default may not borrow from the bank: offer what it can do instead.
  const inDefault = (state.play?.arrears[power] ?? 0) > 0
  const remedies: Remedy[] = inDefault
    ? [bankRemedy('payArrearsFirst', {}, { kind: 'payArrears', power }), bankRemedy('sellArrearsFirst')]
    : [bankRemedy('borrowAmount', { amount: asMoney(loan) }, { kind: 'takeLoan', power, amount: loan }), bankRemedy('sellOrAskLoan')]
  const values = { power: asPower(power), cash: asMoney(cash), cost: asMoney(cost) }
  return bankRefusal('insufficient-funds', inDefault ? 'cannotAfford' : 'cannotAffordBorrow', values, RULE.borrowing, remedies)
}

/** Interest due each Stage 1: the game's rate per $1,000M of principal. */
export function interestPerTurn(state: GameState, power: PowerId): Millions {
  const loans = state.powers[power]?.loans ?? 0
  return (loans / LOAN_STEP) * state.settings.interestPerBillion
}
