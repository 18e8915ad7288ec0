/**
 * Cash Flow helpers the screens and deciders share, on the edges the golden decision tables do not
 * reach (found by the mutation run of deck.ts, listings-core.ts, production-count.ts, due.ts and
 * companies.ts; docs/mutation/cash-flow.md).
 */
import { describe, expect, it } from 'vitest'
import type { Company } from '@/domain'
import { allOneResource, asksFor, cashFlowDue, isBesieged, nextCardOdds, openProduction, unitsAt, withUnits, type DeckCard, type Listing } from '@/domain/modules/cash-flow'
import { outcome, table } from '../support/cash-flow-golden'

const card = (resource: Company['resource']): DeckCard => ({ company: { name: `A ${resource}`, territory: 'Somewhere', resource, units: 2, origin: 'independent' } })

describe('the face-up row and the deck', () => {
  // "If, at any time, the three face-up cards depict the same resource, discard all three": three cards, all one resource.
  it('calls a row all one resource only with three company cards of it', () => {
    expect(allOneResource([card('grain'), card('grain'), card('grain')])).toBe(true)
    expect(allOneResource([card('grain'), card('grain')])).toBe(false)
    expect(allOneResource([card('grain'), card('grain'), card('oil')])).toBe(false)
    expect(allOneResource([{ tech: 'nukes' }, { tech: 'nukes' }, { tech: 'nukes' }])).toBe(false)
  })
  it('gives no odds for an empty deck', () => {
    expect(nextCardOdds({ deck: { thirds: [14, 14, 14], drawn: 45 }, tech: [] })).toBeUndefined()
    expect(nextCardOdds({ deck: { thirds: [14, 14, 14], drawn: 44 }, tech: ['nukes', 'lstars'] })).toMatchObject({ position: 45, tech: 'supremacy', techChance: 1 })
  })
})

describe('the market\'s asks', () => {
  const asks: Listing[] = [
    { seller: 'ussr', resource: 'grain', price: 200, units: 1 },
    { seller: 'usa', resource: 'oil', price: 50, units: 2 },
    { seller: 'europe', resource: 'grain', price: 100, units: 3 },
  ]
  it('lists one resource\'s asks, cheapest first', () => {
    expect(asksFor(asks, 'grain').map((l) => [l.seller, l.price])).toEqual([['europe', 100], ['ussr', 200]])
  })
  it('keeps each seller\'s ask apart at one price', () => {
    expect(withUnits(asks, 'usa', 'grain', 200, 2)).toContainEqual({ seller: 'usa', resource: 'grain', price: 200, units: 2 })
    expect(withUnits(asks, 'usa', 'grain', 200, 2)).toContainEqual({ seller: 'ussr', resource: 'grain', price: 200, units: 1 })
    expect(unitsAt(asks, 'usa', 'grain', 200)).toBe(0)
    expect(unitsAt(asks, 'ussr', 'grain', 200)).toBe(1)
  })
})

describe('production and sieges', () => {
  // "if all of your home ports are blocked by enemy navies then the enemy may declare a siege": a siege of the power, by another.
  it('counts a siege of the power by another power only', () => {
    const s = table().state
    const withSieges = (sieges: { power: 'usa' | 'ussr'; by: 'usa' | 'ussr' | 'europe' }[]) => ({ ...s, cashFlow: { ...s.cashFlow!, sieges } })
    expect(isBesieged(withSieges([{ power: 'usa', by: 'ussr' }]), 'usa')).toBe(true)
    expect(isBesieged(withSieges([{ power: 'ussr', by: 'europe' }]), 'usa')).toBe(false)
    expect(isBesieged(withSieges([{ power: 'usa', by: 'usa' }]), 'usa')).toBe(false)
  })
  it('counts no production for a power not in the game', () => {
    expect(openProduction(table().state, 'china')).toEqual({ grain: 0, oil: 0, minerals: 0 })
  })
})

describe('what is due, and opening a card kept closed', () => {
  it('asks nothing once the game is over or without the slice, and names the action to end', () => {
    const s = table().state
    expect(cashFlowDue({ ...s, cashFlow: { ...s.cashFlow!, winners: ['usa'] } })).toBeUndefined()
    expect(cashFlowDue({ ...s, cashFlow: undefined })).toBeUndefined()
    const g = table()
    g.do({ kind: 'selectAction', power: 'usa', action: 'market' })
    expect(cashFlowDue(g.state)).toMatchObject({ label: 'USA: end the Market turn', command: { kind: 'endCashFlowTurn', power: 'usa' }, form: { kind: 'listUnits' } })
  })
  it('refuses a card the power does not hold, or one already open, as no such company', () => {
    const s = table().state
    expect(outcome(s, { kind: 'openCompany', power: 'usa', companyId: 'ussr-1' })).toMatchObject({ refused: { code: 'no-company' } })
    expect(outcome(s, { kind: 'openCompany', power: 'usa', companyId: 'usa-1' })).toMatchObject({ refused: { code: 'no-company', message: expect.stringMatching(/is already open/) as unknown } })
  })
})
