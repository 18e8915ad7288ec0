import type { RepayLoan, TakeLoan, TransferMoney, TransferPurpose } from './commands'
import { LOAN_STEP } from '../../kernel/rules-constants'
import { RULE } from '../../kernel/rule-references'
import type { GameEvent } from '../../kernel/events'
import { asMoney, asPower } from '../../kernel/phrase'
import { ok, refusePhrase, type Result } from '../../kernel/result'
import { bankPhrase, bankRefusal, bankRemedy } from './refusals'
import type { GameState } from '../../kernel/state'
import { isPowerId } from '../../kernel/ids'
import { requireFunds } from './funds'
import { accountName, cashOf, findPower, requireAccount, requirePositiveMoney } from '../../kernel/guards'
import type { ComposedRules } from '../../kernel/module'
import { capitalFirst, tooLongPhrase } from '../../kernel/text'

/** A payment's note, in characters as a person counts them. */
const MAX_NOTE = 200

const PURPOSES: readonly TransferPurpose[] = ['salary', 'interest', 'resource-trade', 'player-loan', 'deal', 'other']

/** Pay the bank, receive from the bank, or pay another power. */
export function decideTransfer(state: GameState, cmd: TransferMoney, rules?: ComposedRules): Result<GameEvent[]> {
  // Modules may add accounts beyond the superpowers (a warlord's treasury).
  const known = rules?.accounts(state) ?? []
  const badAccount = requireAccount(state, cmd.from, known) ?? requireAccount(state, cmd.to, known)
  if (badAccount) return badAccount
  if (cmd.from === cmd.to) return bankRefusal('same-account', 'sameAccount')
  const badAmount = requirePositiveMoney(cmd.amount)
  if (badAmount) return badAmount
  if (!PURPOSES.includes(cmd.purpose)) return bankRefusal('bad-purpose', 'choosePurpose')
  // Stage 1, Phase A: salaries are paid to the bank ("Pay Salaries"), never to another player.
  if (cmd.purpose === 'salary' && isPowerId(cmd.from) && isPowerId(cmd.to)) {
    return bankRefusal('salary-to-bank', 'salaryToBank', { from: asPower(cmd.from), to: asPower(cmd.to) }, RULE.salaries, [
      bankRemedy('payBankInstead', {}, { ...cmd, to: 'bank' }),
      bankRemedy('callItDeal', {}, { ...cmd, purpose: 'deal' }),
    ])
  }
  if (cmd.note !== undefined && typeof cmd.note !== 'string') return bankRefusal('bad-note', 'badNote')
  const longNote = cmd.note === undefined ? undefined : tooLongPhrase(cmd.note, MAX_NOTE, bankPhrase('theNote'))
  if (longNote) return refusePhrase('bad-note', longNote)
  if (isPowerId(cmd.from)) {
    const short = requireFunds(state, cmd.from, cmd.amount)
    if (short) return short
  } else if (cmd.from !== 'bank' && cashOf(state, cmd.from) < cmd.amount) {
    const name = accountName(cmd.from, known)
    return bankRefusal('insufficient-funds', 'accountCannotAfford', { account: capitalFirst(name), cash: asMoney(cashOf(state, cmd.from)), cost: asMoney(cmd.amount) })
  }
  const note = cmd.note?.trim()
  return ok([
    {
      type: 'moneyTransferred',
      from: cmd.from,
      to: cmd.to,
      amount: cmd.amount,
      reason: cmd.purpose,
      ...(note ? { note } : {}),
    },
  ])
}

function requireLoanStep(amount: unknown, verb: 'taken' | 'repaid'): Result<never> | undefined {
  const bad = requirePositiveMoney(amount)
  if (bad) return bad
  if ((amount as number) % LOAN_STEP !== 0) {
    return bankRefusal('loan-step', verb === 'taken' ? 'loanStepTaken' : 'loanStepRepaid', { step: asMoney(LOAN_STEP), twoSteps: asMoney(2 * LOAN_STEP) }, RULE.borrowing)
  }
  return undefined
}

/** "A player may borrow money from the bank at any time, in billion dollar amounts." */
export function decideTakeLoan(state: GameState, cmd: TakeLoan): Result<GameEvent[]> {
  return takeLoan(state, cmd, true)
}

/** Bank version 2's loan (editions 1-3), which lent to a power out of the game too. */
export function decideTakeLoanV2(state: GameState, cmd: TakeLoan): Result<GameEvent[]> {
  return takeLoan(state, cmd, false)
}

function takeLoan(state: GameState, cmd: TakeLoan, outChecked: boolean): Result<GameEvent[]> {
  const found = findPower(state, cmd.power)
  if (!found.ok) return found
  const bad = requireLoanStep(cmd.amount, 'taken')
  if (bad) return bad
  const power = found.value
  // A power out of the game (eliminated or bankrupt) plays no more: the bank lends it nothing.
  if (outChecked && state.war?.eliminated.includes(power.id)) {
    return bankRefusal('out-of-game', 'outOfGame', { power: asPower(power.id) }, RULE.borrowing)
  }
  return ok([
    { type: 'loanChanged', power: power.id, from: power.loans, to: power.loans + cmd.amount },
    { type: 'moneyTransferred', from: 'bank', to: power.id, amount: cmd.amount, reason: 'loan' },
  ])
}

/** Principal goes back in whole billions (due in Stage 1; the stage assistant enforces when). */
export function decideRepayLoan(state: GameState, cmd: RepayLoan): Result<GameEvent[]> {
  const found = findPower(state, cmd.power)
  if (!found.ok) return found
  const bad = requireLoanStep(cmd.amount, 'repaid')
  if (bad) return bad
  const power = found.value
  if (cmd.amount > power.loans) {
    return bankRefusal(
      'repay-more-than-owed',
      'repayMoreThanOwed',
      { power: asPower(power.id), owed: asMoney(power.loans), amount: asMoney(cmd.amount) },
      RULE.repayment,
      power.loans > 0 ? [bankRemedy('repayAmount', { amount: asMoney(power.loans) }, { ...cmd, amount: power.loans })] : [],
    )
  }
  if (cmd.amount > cashOf(state, power.id)) {
    return bankRefusal('insufficient-funds', 'cannotAffordRepay', { power: asPower(power.id), cash: asMoney(cashOf(state, power.id)), cost: asMoney(cmd.amount) }, RULE.repayment, [
      bankRemedy('repaySmaller'),
    ])
  }
  return ok([
    { type: 'moneyTransferred', from: power.id, to: 'bank', amount: cmd.amount, reason: 'loan-repayment' },
    { type: 'loanChanged', power: power.id, from: power.loans, to: power.loans - cmd.amount },
  ])
}
