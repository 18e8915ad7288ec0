import type { RepayLoan, TakeLoan, TransferMoney, TransferPurpose } from './commands'
import { LOAN_STEP } from '../../kernel/rules-constants'
import { RULE } from '../../kernel/rule-references'
import type { GameEvent } from '../../kernel/events'
import { formatMoney } from '../../kernel/money'
import { ok, refuse, type Result } from '../../kernel/result'
import type { GameState } from '../../kernel/state'
import { isPowerId } from '../../kernel/ids'
import { requireFunds } from './funds'
import { accountName, cashOf, findPower, powerName, requireAccount, requirePositiveMoney } from '../../kernel/guards'
import type { ComposedRules } from '../../kernel/module'
import { tooLong } from '../../kernel/text'

/** A payment's note, in characters as a person counts them. */
const MAX_NOTE = 200

const PURPOSES: readonly TransferPurpose[] = ['salary', 'interest', 'resource-trade', 'player-loan', 'deal', 'other']

/** Pay the bank, receive from the bank, or pay another power. */
export function decideTransfer(state: GameState, cmd: TransferMoney, rules?: ComposedRules): Result<GameEvent[]> {
  // Modules may add accounts beyond the superpowers (a warlord's treasury).
  const known = rules?.accounts(state) ?? []
  const badAccount = requireAccount(state, cmd.from, known) ?? requireAccount(state, cmd.to, known)
  if (badAccount) return badAccount
  if (cmd.from === cmd.to) return refuse('same-account', 'Payer and receiver are the same; choose two different accounts.')
  const badAmount = requirePositiveMoney(cmd.amount)
  if (badAmount) return badAmount
  if (!PURPOSES.includes(cmd.purpose)) return refuse('bad-purpose', 'Choose what the payment is for.')
  // Stage 1, Phase A: salaries are paid to the bank ("Pay Salaries"), never to another player.
  if (cmd.purpose === 'salary' && isPowerId(cmd.from) && isPowerId(cmd.to)) {
    return refuse('salary-to-bank', `Salaries are paid to the bank, not to another player. Choose the Bank as who receives, or call a payment from ${powerName(cmd.from)} to ${powerName(cmd.to)} a deal.`, RULE.salaries, [
      { label: `Pay the bank instead`, command: { ...cmd, to: 'bank' } },
      { label: 'Call it a deal', command: { ...cmd, purpose: 'deal' } },
    ])
  }
  if (cmd.note !== undefined && typeof cmd.note !== 'string') return refuse('bad-note', 'Type the note, or leave it empty.')
  const longNote = cmd.note === undefined ? undefined : tooLong(cmd.note, MAX_NOTE, 'The note')
  if (longNote) return refuse('bad-note', longNote)
  if (isPowerId(cmd.from)) {
    const short = requireFunds(state, cmd.from, cmd.amount)
    if (short) return short
  } else if (cmd.from !== 'bank' && cashOf(state, cmd.from) < cmd.amount) {
    const name = accountName(cmd.from, known)
    return refuse('insufficient-funds', `${name[0]!.toUpperCase()}${name.slice(1)} has ${formatMoney(cashOf(state, cmd.from))}; this costs ${formatMoney(cmd.amount)}.`)
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

function requireLoanStep(amount: unknown, verb: string): Result<never> | undefined {
  const bad = requirePositiveMoney(amount)
  if (bad) return bad
  if ((amount as number) % LOAN_STEP !== 0) {
    return refuse(
      'loan-step',
      `Bank loans are ${verb} in whole billions: ${formatMoney(LOAN_STEP)}, ${formatMoney(2 * LOAN_STEP)}, and so on.`,
      RULE.borrowing,
    )
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
    return refuse('out-of-game', `${powerName(power.id)} is out of the game: the bank lends only to powers still playing.`, RULE.borrowing)
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
    return refuse(
      'repay-more-than-owed',
      `${powerName(power.id)} owes the bank ${formatMoney(power.loans)}; it cannot repay ${formatMoney(cmd.amount)}.`,
      RULE.repayment,
      power.loans > 0 ? [{ label: `Repay ${formatMoney(power.loans)}`, command: { ...cmd, amount: power.loans } }] : [],
    )
  }
  if (cmd.amount > cashOf(state, power.id)) {
    return refuse(
      'insufficient-funds',
      `${powerName(power.id)} has ${formatMoney(cashOf(state, power.id))}; repaying costs ${formatMoney(cmd.amount)}.`,
      RULE.repayment,
      [{ label: 'Repay a smaller whole number of billions, or sell resources first' }],
    )
  }
  return ok([
    { type: 'moneyTransferred', from: power.id, to: 'bank', amount: cmd.amount, reason: 'loan-repayment' },
    { type: 'loanChanged', power: power.id, from: power.loans, to: power.loans - cmd.amount },
  ])
}
