/**
 * What a phone may ask the banker for (issue 28: "a payment to another player, a sale"), in each
 * rule set: the commands are the rule set's own, and the rules accept them from the seat's phone.
 */
import { describe, expect, it } from 'vitest'
import { decide, rulesFor } from '@/domain'
import { phoneRequest, phoneRequestKinds } from '@/presentation/phone-requests'
import { requestWords } from '@/presentation/link-ui'
import { basicMidStage1, cashFlowMidGame, wosInCombat } from '../support/player-books'

describe('a phone\'s requests', () => {
  it('basic game: a payment is a transfer, a sale is a resource trade, both the seat\'s own and decided by the rules', () => {
    const g = basicMidStage1()
    expect(phoneRequestKinds(g.state, 'usa')).toEqual(['pay', 'sell'])
    const pay = phoneRequest(g.state, 'usa', 'pay', { to: 'ussr', amount: 30, note: 'rent' })!
    expect(pay).toEqual({ kind: 'transferMoney', from: 'usa', to: 'ussr', amount: 30, purpose: 'deal', note: 'rent' })
    expect(rulesFor(g.state.ruleset).actorOf(pay)).toBe('usa')
    expect(decide(g.state, pay).ok).toBe(true)
    const sell = phoneRequest(g.state, 'usa', 'sell', { to: 'europe', amount: 200, resource: 'oil', units: 2 })!
    expect(sell).toEqual({ kind: 'tradeResources', seller: 'usa', buyer: 'europe', resource: 'oil', units: 2, price: 200 })
    // Out of its phase the rules refuse it, and those words are what the phone is told.
    const refused = decide(g.state, sell)
    expect(refused.ok ? '' : refused.refusal.message).toContain('Players trade resources in Stage 3 or 7, Phase D')
  })

  it('Cash Flow: both are Direct Trades of the seat\'s power (a loan any time is this game\'s default reading)', () => {
    const g = cashFlowMidGame()
    expect(phoneRequestKinds(g.state, 'usa')).toEqual(['pay', 'sell'])
    const pay = phoneRequest(g.state, 'usa', 'pay', { to: 'ussr', amount: 100 })!
    expect(pay).toEqual({ kind: 'directTrade', power: 'usa', partner: 'ussr', gives: { cash: 100 }, gets: {} })
    expect(decide(g.state, pay).ok).toBe(true)
    const sell = phoneRequest(g.state, 'usa', 'sell', { to: 'ussr', amount: 150, resource: 'oil', units: 1 })!
    expect(sell).toEqual({ kind: 'directTrade', power: 'usa', partner: 'ussr', gives: { resources: { oil: 1 } }, gets: { cash: 150 } })
    expect(rulesFor(g.state.ruleset).actorOf(sell)).toBe('usa')
  })

  it('War of Supremacy has no money between players: a phone asks for nothing', () => {
    const g = wosInCombat()
    const seat = g.state.warOfSupremacy!.players[0]!.id
    expect(phoneRequestKinds(g.state, seat)).toEqual([])
    expect(phoneRequest(g.state, seat, 'pay', { to: 'x', amount: 1 })).toBeUndefined()
  })
})

describe('a Cash Flow request as the banker reads it', () => {
  it('says what the seat gives and gets, in the present', () => {
    const g = cashFlowMidGame()
    expect(requestWords(phoneRequest(g.state, 'usa', 'pay', { to: 'ussr', amount: 100 })!, g.state)).toBe('trade with USSR: give $100M, get nothing')
    expect(requestWords(phoneRequest(g.state, 'usa', 'sell', { to: 'ussr', amount: 150, resource: 'oil', units: 1 })!, g.state)).toBe('trade with USSR: give 1 oil, get $150M')
  })
})
