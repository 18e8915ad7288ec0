import { describe, expect, it } from 'vitest'
import { rulesFor } from '@/domain'
import { seatsOf } from '@/link/seats'
import { secretsPending } from '@/link/publish'
import { guidedGame } from '../support/guided'
import { cashFlowGame } from '../support/cash-flow'
import { wosGame } from '../support/war-of-supremacy'
import { startedState } from '../support/games'

describe('secretsPending, composed from the rule modules', () => {
  it('the basic game keeps a secret from the first bid entered until the hands open', () => {
    const g = guidedGame()
    for (const power of g.state.order) g.do({ kind: 'settleStage1', power })
    expect(secretsPending(g.state)).toBe(false)
    g.do({ kind: 'advancePlay' })
    g.do({ kind: 'collectProduction' })
    g.do({ kind: 'advancePlay' })
    expect(g.state.play?.step).toBe('bid')
    expect(secretsPending(g.state)).toBe(false)
    g.do({ kind: 'placeBid', power: 'usa', bid: false })
    expect(secretsPending(g.state)).toBe(true)
    g.do({ kind: 'placeBid', power: 'ussr', bid: false })
    g.do({ kind: 'placeBid', power: 'europe', bid: false })
    expect(secretsPending(g.state)).toBe(true)
    g.do({ kind: 'revealBids' })
    expect(secretsPending(g.state)).toBe(false)
  })

  it('a bookkeeping game, Cash Flow and the card game keep none', () => {
    expect(secretsPending(startedState())).toBe(false)
    expect(secretsPending(cashFlowGame().state)).toBe(false)
    expect(secretsPending(wosGame().state)).toBe(false)
  })
})

describe('actorOf: the commands a phone may request, and who acts in each', () => {
  const basic = rulesFor(undefined)
  it('the basic game: a payment is the payer’s, a sale the seller’s, a Drop Ship order the buyer’s', () => {
    expect(basic.actorOf({ kind: 'transferMoney', from: 'usa', to: 'ussr', amount: 1, purpose: 'deal' })).toBe('usa')
    expect(basic.actorOf({ kind: 'transferMoney', from: 'bank', to: 'ussr', amount: 1, purpose: 'deal' })).toBeUndefined()
    expect(basic.actorOf({ kind: 'sellCompany', seller: 'europe', buyer: 'usa', companyId: 'c', price: 0 })).toBe('europe')
    expect(basic.actorOf({ kind: 'sellTerritory', seller: 'china', buyer: 'usa', territory: 'Japan', armies: 1, price: 0 })).toBe('china')
    expect(basic.actorOf({ kind: 'sellArms', seller: 'ussr', buyer: 'usa', armies: 1, navies: 0, nukes: 0, lstars: 0, price: 0 })).toBe('ussr')
    expect(basic.actorOf({ kind: 'tradeResources', seller: 'africa', buyer: 'usa', resource: 'oil', units: 1, price: 0 } as never)).toBe('africa')
    expect(basic.actorOf({ kind: 'orderDropShip', seller: 'ussr', buyer: 'usa', resource: 'oil', units: 1, price: 0 })).toBe('usa')
  })

  it('everything else, and anything malformed, is not requestable', () => {
    expect(basic.actorOf({ kind: 'takeLoan', power: 'usa', amount: 1000 })).toBeUndefined()
    expect(basic.actorOf({ kind: 'placeBid', power: 'usa', bid: true })).toBeUndefined()
    expect(basic.actorOf({ kind: 'constructor' } as never)).toBeUndefined()
    expect(basic.actorOf(null as never)).toBeUndefined()
    expect(basic.actorOf({ kind: 'transferMoney' } as never)).toBeUndefined()
  })

  it('Cash Flow: a direct trade and buying listed units are the acting power’s', () => {
    const cf = rulesFor({ economy: 'cash-flow', sequence: 'guided', modules: [] })
    expect(cf.actorOf({ kind: 'directTrade', power: 'usa', partner: 'ussr', gives: { cash: 100 }, gets: {} })).toBe('usa')
    expect(cf.actorOf({ kind: 'buyListed', power: 'europe', seller: 'usa', resource: 'oil', price: 100, units: 1 })).toBe('europe')
    expect(cf.actorOf({ kind: 'transferMoney', from: 'usa', to: 'ussr', amount: 1, purpose: 'deal' })).toBeUndefined()
  })
})

describe('seatsOf', () => {
  it('the superpowers in play in seating order, the Cash Flow powers, the card game’s players', () => {
    expect(seatsOf(startedState(['usa', 'china']))).toEqual([
      { id: 'usa', name: 'USA' },
      { id: 'china', name: 'China' },
    ])
    expect(seatsOf(cashFlowGame(['europe', 'ussr']).state).map((s) => s.id)).toEqual(['europe', 'ussr'])
    expect(seatsOf(wosGame().state).map((s) => s.name)).toEqual(['Ana', 'Ben', 'Cy'])
    expect(seatsOf(guidedGame().state)).toHaveLength(3)
  })
})
