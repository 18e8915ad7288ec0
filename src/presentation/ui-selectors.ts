import type { Command } from '../domain/kernel/commands'
import type { TransferPurpose } from '../domain/modules/bank/commands'
import { LOAN_STEP, SUPPLY_ROW_CAPACITY } from '../domain/kernel/rules-constants'
import type { GameSettings } from '../domain/kernel/settings'
import type { GameEvent } from '../domain/kernel/events'
import { isPowerId, type Account, type PowerId, type Resource, type SupplyRow } from '../domain/kernel/ids'
import { applyEvents } from '../domain/log'
import { lastIndex, priceAt } from '../domain/modules/market/price-index'
import type { Millions } from '../domain/kernel/money'
import type { Result } from '../domain/kernel/result'
import { cashOf } from '../domain/kernel/selectors'
import { preview, type Preview } from '../domain/preview'
import { stage1Bill } from '../domain/questions'
import type { GameState } from '../domain/kernel/state'

/**
 * Questions the game screens ask that are rules arithmetic: what a command would leave behind,
 * what to move on the physical board, where the meters stand. Pure, so components only display.
 */

export { RESOURCE_LABELS, SUPPLY_ROW_LABELS } from './labels'
import { RESOURCE_LABELS } from './labels'
import { bankWords } from './catalogs/bank'
import { unitInSentence } from './catalogs/board'
import { money } from './catalogs/common'
import { moveWords, rowInSentence } from './catalogs/moves'
import { powerName } from './catalogs/powers'

/** The supply-center card's rows, top to bottom as printed ("L-star, nukes, minerals, oil and grain"). */
export const SUPPLY_CARD_ROWS: readonly SupplyRow[] = ['lstars', 'nukes', 'minerals', 'oil', 'grain']

/** What a payment between accounts can be for, in the order the Pay sheet offers them. */
export const TRANSFER_PURPOSES: readonly { purpose: TransferPurpose; readonly label: string }[] = [
  { purpose: 'salary', get label() { return bankWords('purposeSalary') } },
  { purpose: 'interest', get label() { return bankWords('purposeInterest') } },
  { purpose: 'resource-trade', get label() { return bankWords('purposeResourceTrade') } },
  { purpose: 'player-loan', get label() { return bankWords('purposePlayerLoan') } },
  { purpose: 'deal', get label() { return bankWords('purposeDeal') } },
  { purpose: 'other', get label() { return bankWords('purposeOther') } },
]

/**
 * The purpose a payment gets before anyone chooses one: between two superpowers it is a deal (the
 * usual reason, so a payment between players needs no extra tap); with the bank, none (it matters).
 */
export function defaultPurpose(from: Account | null, to: Account | null): TransferPurpose | null {
  return isPowerId(from) && isPowerId(to) ? 'deal' : null
}

/**
 * What a power owes the bank for a purpose, as the rules' Stage 1 bill says: salaries (companies
 * and forces) or this turn's loan interest. Undefined for other purposes or accounts.
 */
export function amountOwed(state: GameState, purpose: TransferPurpose | null, payer: Account | null): Millions | undefined {
  const power = isPowerId(payer) ? state.powers[payer] : undefined
  if (!power) return undefined
  const bill = stage1Bill(state, power)
  if (purpose === 'salary') return bill.companySalaries + bill.forceSalaries
  if (purpose === 'interest') return bill.interest
  return undefined
}

export interface Outcome {
  preview: Preview
  /** The state the command would leave: read cash, loans and interest "after" from it. */
  after: GameState
}

/** `preview` plus the state after it, so "before → after" figures need no sums in the UI. */
export function previewOutcome(state: GameState, command: Command): Result<Outcome> {
  const result = preview(state, command)
  if (!result.ok) return result
  return { ok: true, value: { preview: result.value, after: applyEvents(state, result.value.events) } }
}

export interface BalanceChange {
  account: Account
  before: Millions
  after: Millions
}

/** Each superpower whose cash the outcome changes, in seating order (the bank is left out). */
export function balanceChanges(state: GameState, outcome: Outcome): BalanceChange[] {
  return state.order
    .filter((id) => (outcome.preview.cash[id] ?? 0) !== 0)
    .map((id) => ({ account: id, before: cashOf(state, id), after: cashOf(outcome.after, id) }))
}

/** "USA receives $1,000M", "Europe pays $1,500M": the net cash each superpower moves. */
export function moneyLines(state: GameState, outcome: Outcome): string[] {
  return state.order.flatMap((id) => {
    const net = outcome.preview.cash[id] ?? 0
    if (net === 0) return []
    return [moveWords(net > 0 ? 'receives' : 'pays', { power: powerName(id), amount: money(Math.abs(net)) })]
  })
}

/** "Oil $500M → $400M" for each market price the outcome moves. */
export function priceLines(outcome: Outcome): string[] {
  return Object.entries(outcome.preview.market).map(
    ([r, m]) => moveWords('priceChange', { resource: RESOURCE_LABELS[r as Resource], from: money(m.priceFrom), to: money(m.priceTo) }),
  )
}

/** "USA holds 3 oil": a power's supply-center row, for steppers. */
export function holdingLine(state: GameState, power: Account | null, resource: Resource | null): string | undefined {
  const p = isPowerId(power) ? state.powers[power] : undefined
  return p && resource ? moveWords('holds', { power: powerName(p.id), n: p.supplies[resource], resource: rowInSentence(resource) }) : undefined
}

/** What to do on the physical board and cards for each event (money is counted separately). */
export function boardMoves(events: readonly GameEvent[], settings: GameSettings): string[] {
  return events.flatMap((e): string[] => {
    switch (e.type) {
      case 'marketMoved': {
        const n = Math.abs(e.to - e.from)
        const resource = rowInSentence(e.resource)
        if (n === 0) return [moveWords('marketStays', { resource })]
        return [moveWords(e.to < e.from ? 'marketLeft' : 'marketRight', { resource, n, price: money(priceAt(settings, e.to)) }, n)]
      }
      case 'supplyChanged': {
        const n = Math.abs(e.to - e.from)
        const at = { power: powerName(e.power), row: rowInSentence(e.row), to: e.to, n, ...(e.lost ? { lost: e.lost } : {}) }
        if (n === 0) return [moveWords(e.lost ? 'supplyStaysLost' : 'supplyStays', at)]
        const left = e.to < e.from
        return [moveWords(e.lost ? (left ? 'supplyLeftLost' : 'supplyRightLost') : left ? 'supplyLeft' : 'supplyRight', at, n)]
      }
      case 'loanChanged':
        return [moveWords('loanMeter', { power: powerName(e.power), amount: money(e.to), interest: money(interestFor(settings, e.to)) })]
      case 'forcesChanged':
        return [moveWords('forces', { power: powerName(e.power), force: unitInSentence(e.force), from: e.from, to: e.to })]
      case 'companyAdded': {
        const c = e.company
        return [moveWords('giveCard', { power: powerName(e.power), name: c.name, territory: c.territory, n: c.units, resource: rowInSentence(c.resource) })]
      }
      case 'companyRemoved':
        return [moveWords('takeCard', { name: e.company.name, power: powerName(e.power) })]
      case 'companyChanged':
        return [moveWords(e.to.isOpen ? 'turnUp' : 'turnDown', { power: powerName(e.power), name: e.to.name })]
      case 'moneyTransferred':
      case 'gameStarted':
      case 'slicePatched':
      case 'gameEnded':
      case 'endTermsChanged':
        return []
    }
  })
}

function interestFor(settings: GameSettings, loans: Millions): Millions {
  return (loans / LOAN_STEP) * settings.interestPerBillion
}

export interface BankStanding {
  /** True when the bank has paid out more than it took in (the usual case). */
  isPaidOut: boolean
  amount: Millions
  text: string
}

/** The bank's account goes negative by design: say it as money paid out. */
export function bankStanding(state: GameState): BankStanding {
  const balance = cashOf(state, 'bank')
  if (balance <= 0) {
    const amount = -balance
    return { isPaidOut: true, amount, text: bankWords('paidOut', { amount: money(amount) }) }
  }
  return { isPaidOut: false, amount: balance, text: bankWords('takenIn', { amount: money(balance) }) }
}

export interface PriceSpot {
  index: number
  price: Millions
  isCurrent: boolean
  end?: 'bull' | 'bear'
}

/** Every spot of the Price Index, Bull Pen (left) to Bear Pit (right), marking the meter's spot. */
export function priceTrack(settings: GameSettings, current: number): PriceSpot[] {
  const last = lastIndex(settings)
  return settings.priceIndex.map((price, index) => ({
    index,
    price,
    isCurrent: index === current,
    ...(index === 0 ? { end: 'bull' as const } : index === last ? { end: 'bear' as const } : {}),
  }))
}

export interface MeterSpot {
  spot: number
  isFilled: boolean
  isCurrent: boolean
}

/** A supply-center row's spots 0 to 12 (more with captured supply centers: `rowCapacity`) and where its meter stands. */
export function supplyMeter(value: number, capacity = SUPPLY_ROW_CAPACITY): MeterSpot[] {
  return Array.from({ length: capacity + 1 }, (_, spot) => ({
    spot,
    isFilled: spot > 0 && spot <= value,
    isCurrent: spot === value,
  }))
}

/** Loans move in whole $1,000M steps: the amount for a number of steps. */
export function loanAmount(steps: number): Millions {
  return steps * LOAN_STEP
}

/** How many whole $1,000M steps a power owes the bank. */
export function loanStepsOwed(state: GameState, power: PowerId): number {
  return Math.floor((state.powers[power]?.loans ?? 0) / LOAN_STEP)
}
