import { COMPANY_SALARY } from './data'
import { LOAN_STEP } from '../../kernel/rules-constants'
import { RULE } from '../../kernel/rule-references'
import { loanToCover } from '../bank/funds'
import type { GameEvent } from '../../kernel/events'
import { isPowerId } from '../../kernel/ids'
import type { Millions } from '../../kernel/money'
import { asMoney, asPower } from '../../kernel/phrase'
import { ok, type Remedy, type Result } from '../../kernel/result'
import { playPhrase, playRefusal, playRemedy, wherePhrase } from './refusals'
import type { Forces, GameState, PowerState } from '../../kernel/state'
import type { BillLine, ComposedRules } from '../../kernel/module'
import { forcesTo } from '../supply/forces'
import { unitCount } from '../supply/units'
import type { PayArrears, SettleStage1 } from './commands'
import { requirePlay } from './guards'
import { playChanged, withEntry } from './patch'

const SALARIES = 'Basic rules, Stage 1, Phase A (Pay Salaries)'
const LOANS = 'Basic rules, Stage 1, Phase B (Pay Bank Loans)'
const DEFAULT = 'Basic rules, Other Rules of Play, "Default on Loans"'

export interface Stage1Bill {
  paidCompanies: number
  unpaidCompanies: string[]
  companySalaries: Millions
  /** The units kept (after any disbanded for want of salary), and what they are paid. */
  forces: Forces
  /** The composed rules' bill lines for the units kept: one per unit line of the unit table. */
  forceLines: BillLine[]
  forceSalaries: Millions
  interest: Millions
  /** Interest this turn left unpaid: it goes into arrears. */
  interestUnpaid: Millions
  principal: Millions
  total: Millions
}

export function interestDue(state: GameState, power: PowerState): Millions {
  return (power.loans / LOAN_STEP) * state.settings.interestPerBillion
}

/**
 * The units' salaries: the composed rules' bill lines (each unit's salary from the unit table),
 * asked of the power as it stands with `forces` kept, so a disbanded unit is not paid, and
 * without the companies left `unpaid`, so a module's per-card line (a warlord's salary) skips them.
 */
function unitBill(state: GameState, power: PowerState, forces: Forces, unpaid: readonly string[], rules: ComposedRules): BillLine[] {
  const companies = unpaid.length === 0 ? power.companies : power.companies.filter((c) => !unpaid.includes(c.id))
  const kept: GameState = { ...state, powers: { ...state.powers, [power.id]: { ...power, forces, companies } } }
  return rules.bill(kept, power.id)
}

/** What a power owes in Stage 1 with the given choices: $50M per open paid company, each unit's salary. */
export function stage1Bill(state: GameState, power: PowerState, choices: Omit<SettleStage1, 'kind' | 'power'>, rules: ComposedRules): Stage1Bill {
  const open = power.companies.filter((c) => c.isOpen)
  const unpaid = open.filter((c) => choices.unpaidCompanies?.includes(c.id)).map((c) => c.id)
  const paidCompanies = open.length - unpaid.length
  const others = Object.fromEntries(Object.entries(choices.disband ?? {}).map(([unit, n]) => [unit, unitCount(power.forces, unit) - n]))
  const forces: Forces = { ...power.forces, ...others, armies: power.forces.armies - (choices.disbandArmies ?? 0), navies: power.forces.navies - (choices.disbandNavies ?? 0) }
  const due = interestDue(state, power)
  const interest = choices.payInterest === false ? 0 : due
  const principal = choices.repayPrincipal ?? 0
  const companySalaries = paidCompanies * COMPANY_SALARY
  const forceLines = unitBill(state, power, forces, unpaid, rules)
  const forceSalaries = forceLines.reduce((sum, l) => sum + l.amount, 0)
  return {
    paidCompanies,
    unpaidCompanies: unpaid,
    companySalaries,
    forces,
    forceLines,
    forceSalaries,
    interest,
    interestUnpaid: due - interest,
    principal,
    total: companySalaries + forceSalaries + interest + principal,
  }
}

/** Units of the game's other unit types disbanded: each a unit of this game's table, no more than are held. */
function validateDisband(power: PowerState, disband: unknown, rules: ComposedRules): Result<never> | undefined {
  if (disband === undefined) return undefined
  if (typeof disband !== 'object' || disband === null) return playRefusal('bad-forces', 'sayDisband', {}, SALARIES)
  for (const [id, n] of Object.entries(disband)) {
    const unit = rules.unit(id)
    // Armies and navies have fields of their own (older games); the table's other rows go here.
    if (unit === undefined || id === 'armies' || id === 'navies') return playRefusal('bad-forces', 'noSuchUnit', { unit: id }, SALARIES)
    const have = unitCount(power.forces, id)
    if (!Number.isSafeInteger(n) || n < 0 || n > have) return playRefusal('bad-forces', 'cannotDisband', { power: asPower(power.id), have, units: unit.plural, count: String(n) }, SALARIES)
  }
  return undefined
}

function validateChoices(power: PowerState, cmd: SettleStage1): Result<never> | undefined {
  const ids = cmd.unpaidCompanies ?? []
  if (!Array.isArray(ids) || ids.some((id) => !power.companies.some((c) => c.id === id && c.isOpen))) {
    return playRefusal('bad-company', 'onlyOpenUnpaid', {}, SALARIES)
  }
  for (const [n, have, what] of [[cmd.disbandArmies ?? 0, power.forces.armies, 'armies'], [cmd.disbandNavies ?? 0, power.forces.navies, 'navies']] as const) {
    if (!Number.isSafeInteger(n) || n < 0 || n > have) return playRefusal('bad-forces', 'cannotDisband', { power: asPower(power.id), have, units: { phrase: playPhrase(what) }, count: String(n) }, SALARIES)
  }
  const principal = cmd.repayPrincipal ?? 0
  if (!Number.isSafeInteger(principal) || principal < 0 || principal % LOAN_STEP !== 0) {
    return playRefusal('loan-step', 'principalSteps', { step: asMoney(LOAN_STEP) }, RULE.repayment)
  }
  if (principal > power.loans) return playRefusal('repay-more-than-owed', 'owesBank', { power: asPower(power.id), owed: asMoney(power.loans) }, RULE.repayment)
  if (cmd.payInterest !== undefined && typeof cmd.payInterest !== 'boolean') return playRefusal('bad-choice', 'sayInterest', {}, LOANS)
  return undefined
}

export function decideSettleStage1(state: GameState, cmd: SettleStage1, rules: ComposedRules): Result<GameEvent[]> {
  const found = requirePlay(state)
  if (!found.ok) return found
  const play = found.value
  if (!isPowerId(cmd.power) || !state.powers[cmd.power]) return playRefusal('unknown-power', 'notPlaying')
  const power = state.powers[cmd.power]!
  if (play.stage !== 1) return playRefusal('wrong-stage', 'stage1Only', { where: wherePhrase(play) }, SALARIES)
  if (play.done.includes(power.id)) return playRefusal('already-paid', 'alreadySettled', { power: asPower(power.id) }, SALARIES)
  const bad = validateChoices(power, cmd) ?? validateDisband(power, cmd.disband, rules)
  if (bad) return bad
  const bill = stage1Bill(state, power, cmd, rules)
  const cash = state.accounts[power.id] ?? 0
  if (bill.total > cash) return shortfall(state, power, bill, cash, cmd.payInterest !== false)
  const events: GameEvent[] = []
  const pay = (amount: number, reason: 'salary' | 'interest' | 'loan-repayment') => {
    if (amount > 0) events.push({ type: 'moneyTransferred', from: power.id, to: 'bank', amount, reason })
  }
  pay(bill.companySalaries + bill.forceSalaries, 'salary')
  events.push(...forcesTo(power, bill.forces))
  pay(bill.interest, 'interest')
  if (bill.principal > 0) {
    pay(bill.principal, 'loan-repayment')
    events.push({ type: 'loanChanged', power: power.id, from: power.loans, to: power.loans - bill.principal })
  }
  const arrears = (play.arrears[power.id] ?? 0) + bill.interestUnpaid
  events.push(
    playChanged(play, {
      done: [...play.done, power.id],
      unpaid: withEntry(play.unpaid, power.id, bill.unpaidCompanies.length > 0 ? bill.unpaidCompanies : undefined),
      shortOnSalaries: bill.unpaidCompanies.length > 0 ? [...play.shortOnSalaries, power.id] : play.shortOnSalaries,
      arrears: withEntry(play.arrears, power.id, arrears > 0 ? arrears : undefined),
    }),
  )
  return ok(events)
}

/**
 * The loan that covers `short` when, borrowed before settling, its own interest is due in this
 * Stage 1 too (the reading stated in the offer); whole $1,000M steps.
 */
function stage1Loan(state: GameState, short: Millions, paysInterest: boolean): { loan: Millions; interest: Millions } {
  const rate = paysInterest ? state.settings.interestPerBillion : 0
  let loan = loanToCover(short)
  // A rate of $1,000M per $1,000M could never be covered: stop after a sane number of steps.
  for (let i = 0; i < 20 && loan - short < (loan / LOAN_STEP) * rate; i += 1) loan += LOAN_STEP
  return { loan, interest: (loan / LOAN_STEP) * rate }
}

function shortfall(state: GameState, power: PowerState, bill: Stage1Bill, cash: Millions, paysInterest: boolean): Result<never> {
  const inDefault = (state.play?.arrears[power.id] ?? 0) > 0
  const remedies: Remedy[] = []
  if (!inDefault) {
    const { loan, interest } = stage1Loan(state, bill.total - cash, paysInterest)
    const take = { kind: 'takeLoan', power: power.id, amount: loan } as const
    remedies.push(interest > 0 ? playRemedy('borrowForStage1Interest', { loan: asMoney(loan), interest: asMoney(interest) }, take) : playRemedy('borrowForStage1', { loan: asMoney(loan) }, take))
  }
  remedies.push(playRemedy('chooseUnpaid'))
  return playRefusal('insufficient-funds', 'stage1Short', { power: asPower(power.id), cash: asMoney(cash), cost: asMoney(bill.total) }, SALARIES, remedies)
}

/** Paying back all interest in arrears restores the rights to borrow and trade. */
export function decidePayArrears(state: GameState, cmd: PayArrears): Result<GameEvent[]> {
  const found = requirePlay(state)
  if (!found.ok) return found
  const play = found.value
  if (!isPowerId(cmd.power) || !state.powers[cmd.power]) return playRefusal('unknown-power', 'notPlaying')
  const arrears = play.arrears[cmd.power] ?? 0
  if (arrears === 0) return playRefusal('no-arrears', 'noArrears', { power: asPower(cmd.power) }, DEFAULT)
  const cash = state.accounts[cmd.power] ?? 0
  if (cash < arrears) {
    return playRefusal('insufficient-funds', 'arrearsShort', { power: asPower(cmd.power), cash: asMoney(cash), arrears: asMoney(arrears) }, DEFAULT)
  }
  return ok([
    { type: 'moneyTransferred', from: cmd.power, to: 'bank', amount: arrears, reason: 'interest' },
    playChanged(play, { arrears: withEntry(play.arrears, cmd.power, undefined) }),
  ])
}
