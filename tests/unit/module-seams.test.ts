import { describe, expect, it } from 'vitest'
import { applyEvents, BASIC_MODULES, cashOf, composeRules, decide, totalMoney, type RuleModule } from '@/domain'
import { startedState } from '../support/games'

// The seams a rule module plugs into, each used by a small module kept in this test.
describe('rule module seams', () => {
  const treasury: RuleModule = { id: 'test-warlords', accounts: () => [{ id: 'warlords:treasury', name: "the warlords' treasury" }] }
  const withTreasury = composeRules([...BASIC_MODULES, treasury])

  it('an account a module lists can be paid and pays, and money still sums to zero', () => {
    const state = startedState()
    const paid = withTreasury.decide(state, { kind: 'transferMoney', from: 'usa', to: 'warlords:treasury', amount: 300, purpose: 'deal' })
    if (!paid.ok) throw new Error(paid.refusal.message)
    const after = applyEvents(state, paid.value)
    expect(cashOf(after, 'warlords:treasury')).toBe(300)
    expect(cashOf(after, 'usa')).toBe(6700)
    expect(totalMoney(after)).toBe(0)
    expect(paid.value).toEqual([{ type: 'moneyTransferred', from: 'usa', to: 'warlords:treasury', amount: 300, reason: 'deal' }])
  })

  it("refuses a payment from a module's account that has too little", () => {
    const refused = withTreasury.decide(startedState(), { kind: 'transferMoney', from: 'warlords:treasury', to: 'usa', amount: 50, purpose: 'deal' })
    expect(refused.ok).toBe(false)
    if (!refused.ok) expect(refused.refusal.message).toBe("The warlords' treasury has $0M; this costs $50M.")
    // With exactly enough, it pays.
    const funded = applyEvents(startedState(), [{ type: 'moneyTransferred', from: 'bank', to: 'warlords:treasury', amount: 50, reason: 'other' }])
    expect(withTreasury.decide(funded, { kind: 'transferMoney', from: 'warlords:treasury', to: 'usa', amount: 50, purpose: 'deal' }).ok).toBe(true)
  })

  it('refuses an account no module of the game lists', () => {
    const refused = decide(startedState(), { kind: 'transferMoney', from: 'usa', to: 'warlords:treasury', amount: 300, purpose: 'deal' })
    expect(refused.ok).toBe(false)
    if (!refused.ok) expect(refused.refusal.code).toBe('unknown-account')
    expect(cashOf(startedState(), 'usa')).toBe(7000)
  })

  it('two modules deciding the same command kind cannot be composed', () => {
    const twin: RuleModule = { id: 'twin', deciders: { takeLoan: () => ({ ok: true, value: [] }) } }
    expect(() => composeRules([...BASIC_MODULES, twin])).toThrow('Two rule modules decide takeLoan: bank and twin')
  })
})
