import { describe, expect, it } from 'vitest'
import { DEFAULT_SETTINGS, type Command, type GameState } from '@/domain'
import {
  balanceChanges,
  bankStanding,
  boardMoves,
  holdingLine,
  loanAmount,
  loanStepsOwed,
  moneyLines,
  previewOutcome,
  priceLines,
  priceTrack,
  supplyMeter,
  type Outcome,
} from '@/presentation/ui-selectors'
import { apply, startedState } from '../support/games'

function outcome(state: GameState, command: Command): Outcome {
  const result = previewOutcome(state, command)
  if (!result.ok) throw new Error(result.refusal.message)
  return result.value
}

describe('previewOutcome', () => {
  it('gives the state a sale would leave, without changing the state given', () => {
    const state = startedState()
    const sale = outcome(state, { kind: 'sellToMarket', power: 'usa', resource: 'oil', units: 2 })
    expect(sale.after.accounts.usa).toBe(8000)
    expect(sale.after.market!.oil).toBe(10)
    expect(state.accounts.usa).toBe(7000)
    expect(state.market!.oil).toBe(12)
  })

  it('passes refusals through', () => {
    const result = previewOutcome(startedState(), { kind: 'transferMoney', from: 'usa', to: 'bank', amount: 8000, purpose: 'salary' })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.refusal.message).toContain('USA has $7,000M; this costs $8,000M.')
  })
})

describe('balanceChanges and moneyLines', () => {
  it('lists each superpower whose cash changes, before and after, leaving out the bank', () => {
    const state = startedState()
    const pay = outcome(state, { kind: 'transferMoney', from: 'usa', to: 'europe', amount: 600, purpose: 'deal' })
    expect(balanceChanges(state, pay)).toEqual([
      { account: 'usa', before: 7000, after: 6400 },
      { account: 'europe', before: 7000, after: 7600 },
    ])
    expect(moneyLines(state, pay)).toEqual(['USA pays $600M', 'Europe receives $600M'])
  })

  it('says what a market sale pays and how the price moves (Stage 3, Phase C example)', () => {
    const state = startedState()
    const sale = outcome(state, { kind: 'sellToMarket', power: 'usa', resource: 'oil', units: 2 })
    expect(moneyLines(state, sale)).toEqual(['USA receives $1,000M'])
    expect(priceLines(sale)).toEqual(['Oil $500M → $400M'])
  })

  it('says what a power holds, or nothing until both are chosen', () => {
    const state = startedState()
    expect(holdingLine(state, 'usa', 'oil')).toBe('USA holds 3 oil')
    expect(holdingLine(state, 'bank', 'oil')).toBeUndefined()
    expect(holdingLine(state, 'usa', null)).toBeUndefined()
  })
})

describe('boardMoves', () => {
  it('tells the players which meters to move, and how far (Stage 3, Phase C example)', () => {
    const state = startedState()
    const sale = outcome(state, { kind: 'sellToMarket', power: 'usa', resource: 'oil', units: 2 })
    expect(boardMoves(sale.preview.events, state.settings)).toEqual([
      "Move USA's oil supply meter 2 spots left, to 1",
      'Move the oil market meter 2 spots left, to $400M',
    ])
  })

  it('mentions units lost past the 12-spot row, and a loan meter with its interest', () => {
    const state = apply(startedState(), { kind: 'correctSupply', power: 'usa', row: 'grain', value: 11, reason: 'test' })
    const buy = outcome(state, { kind: 'buyFromMarket', power: 'usa', resource: 'grain', units: 2, acceptLoss: true })
    expect(boardMoves(buy.preview.events, state.settings)[0]).toBe("Move USA's grain supply meter 1 spot right, to 12; 1 lost (the row is full)")
    const loan = outcome(state, { kind: 'takeLoan', power: 'usa', amount: 2000 })
    expect(boardMoves(loan.preview.events, state.settings)).toEqual(["Set USA's bank-loan meter to $2,000M (interest $100M per turn)"])
  })

  it('says when the market meter cannot move past the end of the index', () => {
    const state = apply(startedState(), { kind: 'correctMarket', resource: 'oil', index: 0, reason: 'test' })
    const sale = outcome(state, { kind: 'sellToMarket', power: 'usa', resource: 'oil', units: 1 })
    expect(boardMoves(sale.preview.events, state.settings)).toContain('Leave the oil market meter where it is (end of the Price Index)')
  })
})

describe('bankStanding', () => {
  it('presents the negative bank account as money paid out', () => {
    expect(bankStanding(startedState())).toEqual({ isPaidOut: true, amount: 21000, text: 'Bank has paid out $21,000M' })
  })

  it('says so when the bank has taken in more than it paid out', () => {
    const state = startedState()
    const rich: GameState = { ...state, accounts: { ...state.accounts, bank: 500 } }
    expect(bankStanding(rich).isPaidOut).toBe(false)
    expect(bankStanding(rich).text).toBe('Bank has taken in $500M more than it paid out')
  })
})

describe('meters', () => {
  it('lays out every Price Index spot from the Bull Pen to the Bear Pit', () => {
    const track = priceTrack(DEFAULT_SETTINGS, 12)
    expect(track).toHaveLength(18)
    expect(track[0]).toEqual({ index: 0, price: 1, isCurrent: false, end: 'bull' })
    expect(track[17]).toEqual({ index: 17, price: 1000, isCurrent: false, end: 'bear' })
    expect(track.filter((s) => s.isCurrent).map((s) => s.price)).toEqual([500])
  })

  it('lays out a supply row as spots 0 to 12', () => {
    const row = supplyMeter(3)
    expect(row).toHaveLength(13)
    expect(row.filter((s) => s.isFilled).map((s) => s.spot)).toEqual([1, 2, 3])
    expect(row.find((s) => s.isCurrent)?.spot).toBe(3)
  })

  it('counts loans in whole $1,000M steps', () => {
    expect(loanAmount(3)).toBe(3000)
    const state = apply(startedState(), { kind: 'takeLoan', power: 'usa', amount: 2000 })
    expect(loanStepsOwed(state, 'usa')).toBe(2)
    expect(loanStepsOwed(state, 'ussr')).toBe(0)
  })
})
