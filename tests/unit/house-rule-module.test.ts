import { describe, expect, it } from 'vitest'
import { BASIC_MODULES, cashOf, composeRules, currentTurn, decideUndo, foldEntries, totalMoney, type LogEntry } from '@/domain'
import { MARKET_TAX, marketTaxModule } from '../house-rules/market-tax/module'
import { entry } from '../support/games'
import { guidedGame, playTo } from '../support/guided'

// The proof that rule modules are additive: a group's house rule lives in one folder under
// tests/, is composed with the basic game's modules, and a game is played by it, with no edit
// to the kernel or to another module.
describe('a house-rule module composed with the basic game', () => {
  const taxed = composeRules([...BASIC_MODULES, marketTaxModule])

  function toRotatingSales(rules = taxed) {
    const g = guidedGame(['usa', 'ussr', 'europe'], rules)
    playTo(g, { stage: 3, bidders: ['ussr', 'usa'] })
    return g
  }

  it('charges the tax on every sale, to the bank, and money still sums to zero', () => {
    const g = toRotatingSales()
    expect(currentTurn(g.state.play!)).toBe('ussr')
    const before = cashOf(g.state, 'ussr')
    const bank = cashOf(g.state, 'bank')
    const price = g.state.settings.priceIndex[g.state.market!.oil]!
    g.do({ kind: 'sellToMarket', power: 'ussr', resource: 'oil', units: 2 })
    expect(cashOf(g.state, 'ussr')).toBe(before + 2 * price - MARKET_TAX)
    expect(cashOf(g.state, 'bank')).toBe(bank - 2 * price + MARKET_TAX)
    expect(totalMoney(g.state)).toBe(0)
    // The basic game's own follow-up still runs: the turn passes on after the sale.
    expect(currentTurn(g.state.play!)).toBe('usa')
  })

  it('refuses a sale too small to pay the tax, with its own words', () => {
    const g = toRotatingSales()
    const bullPen = { ...g.state, settings: { ...g.state.settings, priceIndex: [5, ...g.state.settings.priceIndex.slice(1)] }, market: { ...g.state.market!, oil: 0 } }
    const refused = taxed.decide(bullPen, { kind: 'sellToMarket', power: 'ussr', resource: 'oil', units: 1 })
    expect(refused.ok).toBe(false)
    if (!refused.ok) expect(refused.refusal).toMatchObject({ code: 'house-tax-too-small', message: `This sale brings less than the $${MARKET_TAX}M market tax.` })
  })

  it('undo takes the taxed sale back exactly', () => {
    const g = toRotatingSales()
    const before = g.state
    g.do({ kind: 'sellToMarket', power: 'ussr', resource: 'oil', units: 2 })
    const entries: LogEntry[] = [...g.entries]
    const fold = foldEntries(entries)
    const undo = decideUndo(fold)
    if (!undo.ok) throw new Error(undo.refusal.message)
    const undone = foldEntries([...entries, entry(entries.length + 1, undo.value, [])])
    expect(undone.state).toEqual(before)
  })

  it('a game without the module is the basic game: no tax', () => {
    const plain = composeRules(BASIC_MODULES)
    const g = toRotatingSales(plain)
    const before = cashOf(g.state, 'ussr')
    const price = g.state.settings.priceIndex[g.state.market!.oil]!
    g.do({ kind: 'sellToMarket', power: 'ussr', resource: 'oil', units: 2 })
    expect(cashOf(g.state, 'ussr')).toBe(before + 2 * price)
  })

  it('refuses a module whose requirements are missing', () => {
    expect(() => composeRules([marketTaxModule])).toThrow('house-market-tax needs market, bank')
  })
})
