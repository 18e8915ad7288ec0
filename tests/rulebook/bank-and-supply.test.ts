import { describe, expect, it } from 'vitest'
import { decide, interestPerTurn, totalMoney } from '@/domain'
import { apply, startedState } from '../support/games'

describe('Rulebook: borrowing money', () => {
  it('a player may borrow from the bank at any time, in billion dollar amounts', () => {
    const state = apply(startedState(), { kind: 'takeLoan', power: 'usa', amount: 2000 })
    expect(state.accounts.usa).toBe(9000)
    expect(state.powers.usa?.loans).toBe(2000)
    expect(totalMoney(state)).toBe(0)
  })

  it('a loan that is not whole billions is refused', () => {
    const result = decide(startedState(), { kind: 'takeLoan', power: 'usa', amount: 1500 })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.refusal.code).toBe('loan-step')
  })

  it('FACTS.md: interest per turn is the setting ($50M) per $1,000M of principal', () => {
    const state = apply(startedState(), { kind: 'takeLoan', power: 'usa', amount: 3000 })
    expect(interestPerTurn(state, 'usa')).toBe(150)
  })

  it('Principal Pay Back: $1,000M of a $2,000M loan is repaid; then repaying $2,000M (more than is owed) is refused', () => {
    let state = apply(startedState(), { kind: 'takeLoan', power: 'usa', amount: 2000 })
    state = apply(state, { kind: 'repayLoan', power: 'usa', amount: 1000 })
    expect(state.powers.usa?.loans).toBe(1000)
    expect(state.accounts.usa).toBe(8000)
    const tooMuch = decide(state, { kind: 'repayLoan', power: 'usa', amount: 2000 })
    expect(!tooMuch.ok && tooMuch.refusal.code).toBe('repay-more-than-owed')
  })

  it('paying more than you have is refused with the numbers and a loan that would cover it', () => {
    const result = decide(startedState(), { kind: 'transferMoney', from: 'usa', to: 'bank', amount: 7450, purpose: 'salary' })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.refusal.code).toBe('insufficient-funds')
    expect(result.refusal.message).toBe('USA has $7,000M; this costs $7,450M. Borrow from the bank?')
    expect(result.refusal.remedies[0]?.command).toEqual({ kind: 'takeLoan', power: 'usa', amount: 1000 })
  })
})

describe('Rulebook: salaries go to the bank', () => {
  it('a salary payment between two players is refused in plain words, and changes nothing', () => {
    const state = startedState()
    const result = decide(state, { kind: 'transferMoney', from: 'usa', to: 'ussr', amount: 300, purpose: 'salary' })
    if (result.ok) throw new Error('accepted')
    expect(result.refusal.code).toBe('salary-to-bank')
    expect(result.refusal.message).toBe('Salaries are paid to the bank, not to another player. Choose the Bank as who receives, or call a payment from USA to USSR a deal.')
    expect(result.refusal.remedies.map((r) => r.command)).toEqual([
      { kind: 'transferMoney', from: 'usa', to: 'bank', amount: 300, purpose: 'salary' },
      { kind: 'transferMoney', from: 'usa', to: 'ussr', amount: 300, purpose: 'deal' },
    ])
    expect(decide(state, { kind: 'transferMoney', from: 'usa', to: 'bank', amount: 300, purpose: 'salary' }).ok).toBe(true)
    expect(decide(state, { kind: 'transferMoney', from: 'usa', to: 'ussr', amount: 300, purpose: 'deal' }).ok).toBe(true)
  })
})

describe('Rulebook: supply centers', () => {
  it('selling more than the supply center holds is refused', () => {
    const result = decide(startedState(), { kind: 'sellToMarket', power: 'usa', resource: 'oil', units: 4 })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.refusal.message).toBe('USA has 3 oil in its supply center; it cannot sell 4.')
  })

  it('Stage 2: units past a full row are lost; buying past 12 needs the player to accept the loss', () => {
    const state = apply(startedState(), { kind: 'correctSupply', power: 'usa', row: 'grain', value: 11, reason: 'test' })
    const warned = decide(state, { kind: 'buyFromMarket', power: 'usa', resource: 'grain', units: 3 })
    expect(warned.ok).toBe(false)
    if (warned.ok) return
    expect(warned.refusal.code).toBe('supply-overflow')
    const remedy = warned.refusal.remedies[0]?.command
    expect(remedy).toEqual({ kind: 'buyFromMarket', power: 'usa', resource: 'grain', units: 3, acceptLoss: true })
    const after = apply(state, remedy as never)
    expect(after.powers.usa?.supplies.grain).toBe(12)
    expect(after.market!.grain).toBe(15)
    expect(after.accounts.usa).toBe(7000 - 1500)
  })

  it('the overflow warning says how far the meter really moves: it stops at the Bear Pit end, and one spot is "1 spot"', () => {
    const state = apply(startedState(), { kind: 'correctSupply', power: 'usa', row: 'grain', value: 11, reason: 'test' })
    const twelve = decide(state, { kind: 'buyFromMarket', power: 'usa', resource: 'grain', units: 12 })
    if (twelve.ok) throw new Error('accepted')
    // The meter starts at spot 12 of 0..17: twelve units would pass the end, so it moves 5.
    expect(twelve.refusal.message).toBe("USA's grain row holds 12; it has 11, so 11 grain of 12 would be lost. The market meter still moves 5 spots, to the Bear Pit end.")
    expect(apply(state, { kind: 'buyFromMarket', power: 'usa', resource: 'grain', units: 12, acceptLoss: true }).market!.grain).toBe(17)
    const full = apply(state, { kind: 'correctSupply', power: 'usa', row: 'grain', value: 12, reason: 'test' })
    const one = decide(full, { kind: 'buyFromMarket', power: 'usa', resource: 'grain', units: 1 })
    if (one.ok) throw new Error('accepted')
    expect(one.refusal.message).toBe("USA's grain row holds 12; it has 12, so 1 grain of 1 would be lost. The market meter still moves 1 spot.")
  })

  it('reading: a trade past the buyer\'s full row is warned as a purchase is, and the units that do not fit are lost', () => {
    const state = apply(startedState(), { kind: 'correctSupply', power: 'usa', row: 'grain', value: 11, reason: 'test' })
    const trade = { kind: 'tradeResources', seller: 'ussr', buyer: 'usa', resource: 'grain', units: 3, price: 300 } as const
    const warned = decide(state, trade)
    if (warned.ok) throw new Error('accepted')
    expect(warned.refusal.code).toBe('supply-overflow')
    expect(warned.refusal.message).toBe("USA's grain row holds 12; it has 11, so 2 grain of 3 would be lost.")
    expect(warned.refusal.remedies.map((r) => r.command)).toEqual([{ ...trade, acceptLoss: true }, { ...trade, units: 1 }])
    const after = apply(state, { ...trade, acceptLoss: true })
    expect(after.powers.usa?.supplies.grain).toBe(12)
    expect(after.powers.ussr?.supplies.grain).toBe(0)
    expect(after.accounts.usa).toBe(7000 - 300)
  })

  it('a correction with a blank reason is refused (reason-required)', () => {
    const result = decide(startedState(), { kind: 'correctSupply', power: 'usa', row: 'oil', value: 5, reason: '  ' })
    expect(!result.ok && result.refusal.code).toBe('reason-required')
  })

  it('a supply row cannot be corrected past 12 (out-of-range); 12 is accepted', () => {
    const result = decide(startedState(), { kind: 'correctSupply', power: 'usa', row: 'nukes', value: 13, reason: 'x' })
    expect(!result.ok && result.refusal.code).toBe('out-of-range')
    expect(apply(startedState(), { kind: 'correctSupply', power: 'usa', row: 'nukes', value: 12, reason: 'x' }).powers.usa?.supplies.nukes).toBe(12)
  })
})
