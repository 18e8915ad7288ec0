import { describe, expect, it } from 'vitest'
import { decide, opensAfterSalaries, type Command, type CompanyInput, type GameEvent } from '@/domain'
import { apply, refusedBy, startedState } from '../support/games'
import { guidedGame, playTo } from '../support/guided'

/**
 * The guards and bookkeeping of play/companies.ts that, mutated, left every other test green
 * (issue 10, mutation run of play/companies.ts). Basic rules, Other Rules of Play: "Closing",
 * "Re-opening Costs", "Buying and Selling"; Stage 4 and "Squatter's Rights" for transfers.
 */

const INDIA: CompanyInput = { name: 'Mahabir Mines', territory: 'India', resource: 'minerals', units: 3, origin: 'independent' }

/** The events a command decides (it must be accepted). */
function eventsOf(state: Parameters<typeof decide>[0], command: Command): GameEvent[] {
  const result = decide(state, command)
  if (!result.ok) throw new Error(`refused: ${result.refusal.message}`)
  return result.value
}

const usaCards = (g: ReturnType<typeof guidedGame>) => g.state.powers.usa!.companies
const setCash = (power: 'usa' | 'ussr', cash: number) => ({ kind: 'correctCash', power, cash, reason: 'test set-up' }) as const

describe('Closing and Re-opening: the card must be among the power\'s own, and in the other face', () => {
  it('a card the power does not hold is refused in plain words', () => {
    const g = guidedGame()
    const refusal = refusedBy(g.state, { kind: 'closeCompany', power: 'usa', companyId: 'no-such-card' })
    expect(refusal.code).toBe('unknown-company')
    expect(refusal.message).toBe("That company is not among USA's cards.")
  })

  it('a card id that is not text names no card (not the second card in the hand)', () => {
    const g = guidedGame()
    expect(refusedBy(g.state, { kind: 'closeCompany', power: 'usa', companyId: 1 }).code).toBe('unknown-company')
    expect(usaCards(g).every((c) => c.isOpen)).toBe(true)
  })

  it('"Closing": a card already face down cannot be closed again', () => {
    const g = guidedGame()
    const [bainbridge] = usaCards(g)
    g.do({ kind: 'closeCompany', power: 'usa', companyId: bainbridge!.id })
    const refusal = refusedBy(g.state, { kind: 'closeCompany', power: 'usa', companyId: bainbridge!.id })
    expect(refusal.code).toBe('already-closed')
    expect(refusal.message).toBe('Bainbridge Grains is already closed (face down).')
  })

  it('"Re-opening": a card already face up cannot be opened (and nothing is paid)', () => {
    const g = guidedGame()
    const [bainbridge] = usaCards(g)
    const refusal = refusedBy(g.state, { kind: 'openCompany', power: 'usa', companyId: bainbridge!.id })
    expect(refusal.code).toBe('already-open')
    expect(refusal.message).toBe('Bainbridge Grains is already open (face up).')
  })

  it('"at any time, except during Stage 2": the refusal code is wrong-stage', () => {
    const h = guidedGame()
    const [bainbridge] = usaCards(h)
    h.do({ kind: 'closeCompany', power: 'usa', companyId: bainbridge!.id })
    for (const id of h.state.order) h.do({ kind: 'settleStage1', power: id })
    h.do({ kind: 'advancePlay' })
    expect(h.state.play?.stage).toBe(2)
    expect(refusedBy(h.state, { kind: 'openCompany', power: 'usa', companyId: bainbridge!.id }).code).toBe('wrong-stage')
  })
})

describe('"Re-opening Costs": $200M to the bank, checked against the cash; a first opening is free', () => {
  it('a power that cannot pay the $200M is refused, with a loan offered, and the card stays face down', () => {
    const g = guidedGame()
    const [bainbridge] = usaCards(g)
    g.do({ kind: 'closeCompany', power: 'usa', companyId: bainbridge!.id })
    g.do(setCash('usa', 150))
    const refusal = refusedBy(g.state, { kind: 'openCompany', power: 'usa', companyId: bainbridge!.id })
    expect(refusal.code).toBe('insufficient-funds')
    expect(refusal.remedies[0]?.command).toEqual({ kind: 'takeLoan', power: 'usa', amount: expect.any(Number) })
    expect(usaCards(g)[0]?.isOpen).toBe(false)
  })

  it('the $200M goes to the bank as a reopening, named after the card', () => {
    const g = guidedGame()
    const [bainbridge] = usaCards(g)
    g.do({ kind: 'closeCompany', power: 'usa', companyId: bainbridge!.id })
    const events = eventsOf(g.state, { kind: 'openCompany', power: 'usa', companyId: bainbridge!.id })
    expect(events[0]).toEqual({ type: 'moneyTransferred', from: 'usa', to: 'bank', amount: 200, reason: 'reopening', note: 'Bainbridge Grains' })
  })

  it('a prospected card opened for the first time moves no money at all (not even $0)', () => {
    const state = apply(startedState(), { kind: 'prospect', power: 'usa', resource: 'minerals', cardsTurned: 2, outcome: 'found', card: INDIA })
    const events = eventsOf(state, { kind: 'openCompany', power: 'usa', companyId: 'card-1' })
    expect(events.map((e) => e.type)).toEqual(['companyChanged'])
  })
})

describe('"Closing": a card opened after its owner paid Stage 1 is unpaid this cycle', () => {
  it('opensAfterSalaries is false in a game kept as bookkeeping only (no order of play)', () => {
    expect(opensAfterSalaries(startedState(), 'usa')).toBe(false)
  })

  it('opensAfterSalaries is true only in Stage 1 after paying; Stage 2, once collected, lists every power as done, yet is not "after salaries"', () => {
    const g = guidedGame()
    expect(opensAfterSalaries(g.state, 'usa')).toBe(false)
    g.do({ kind: 'settleStage1', power: 'usa' })
    expect(opensAfterSalaries(g.state, 'usa')).toBe(true)
    g.do({ kind: 'settleStage1', power: 'ussr' })
    g.do({ kind: 'settleStage1', power: 'europe' })
    g.do({ kind: 'advancePlay' })
    g.do({ kind: 'collectProduction' })
    expect(g.state.play).toMatchObject({ stage: 2, done: ['usa', 'ussr', 'europe'] })
    expect(opensAfterSalaries(g.state, 'usa')).toBe(false)
  })

  it('an unpaid card that changes hands takes its mark with it; the other unpaid card stays marked', () => {
    const g = guidedGame()
    const [bainbridge, kain] = usaCards(g)
    g.do({ kind: 'closeCompany', power: 'usa', companyId: bainbridge!.id })
    g.do({ kind: 'closeCompany', power: 'usa', companyId: kain!.id })
    // Both USA and USSR have paid Stage 1: USSR will not pay the cards' salaries either.
    g.do({ kind: 'settleStage1', power: 'usa' })
    g.do({ kind: 'settleStage1', power: 'ussr' })
    g.do({ kind: 'openCompany', power: 'usa', companyId: bainbridge!.id })
    g.do({ kind: 'openCompany', power: 'usa', companyId: kain!.id })
    expect(g.state.play?.unpaid).toEqual({ usa: [bainbridge!.id, kain!.id] })
    g.do({ kind: 'transferCompany', from: 'usa', to: 'ussr', companyId: bainbridge!.id, reason: 'squatting' })
    expect(g.state.play?.unpaid).toEqual({ usa: [kain!.id], ussr: [bainbridge!.id] })
    g.do({ kind: 'transferCompany', from: 'usa', to: 'ussr', companyId: kain!.id, reason: 'squatting' })
    // The giver's entry goes (not an empty list); the taker's marks add up.
    expect(g.state.play?.unpaid).toStrictEqual({ ussr: [bainbridge!.id, kain!.id] })
    // Neither card produces in this cycle's Stage 2 for its new owner.
    const grain = g.state.powers.ussr!.supplies.grain
    g.do({ kind: 'settleStage1', power: 'europe' })
    g.do({ kind: 'advancePlay' })
    g.do({ kind: 'collectProduction' })
    expect(g.state.powers.ussr!.supplies.grain).toBe(grain + 5)
  })
})

describe('Transfers and sales need two different superpowers, a reason, a price', () => {
  it('a card cannot be transferred or sold from a power to itself', () => {
    const g = guidedGame()
    const card = usaCards(g)[0]!.id
    const refusal = refusedBy(g.state, { kind: 'transferCompany', from: 'usa', to: 'usa', companyId: card, reason: 'squatting' })
    expect(refusal.code).toBe('same-power')
    expect(refusal.message).toBe('Choose two different superpowers.')
  })

  it('a transfer names capture, squatting or surrender', () => {
    const g = guidedGame()
    const card = usaCards(g)[0]!.id
    for (const reason of ['theft', 42]) {
      const refusal = refusedBy(g.state, { kind: 'transferCompany', from: 'usa', to: 'ussr', companyId: card, reason })
      expect(refusal.code).toBe('bad-reason')
      expect(refusal.message).toBe('Say why the card changes hands: capture, squatting or surrender.')
    }
  })

  it('"Buying and Selling": never to the bank, and never outside Stages 3 and 7 (codes)', () => {
    const g = guidedGame()
    const card = usaCards(g)[2]!.id
    expect(refusedBy(g.state, { kind: 'sellCompany', seller: 'usa', buyer: 'bank', companyId: card, price: 0 }).code).toBe('not-to-bank')
    expect(refusedBy(g.state, { kind: 'sellCompany', seller: 'usa', buyer: 'ussr', companyId: card, price: 0 }).code).toBe('wrong-stage')
  })

  it('"during stages 3 and 7": a card is sold in Stage 7, the money going from buyer to seller', () => {
    const g = guidedGame()
    const card = usaCards(g)[2]!
    playTo(g, { stage: 7, bidders: ['usa'] })
    const [usa, ussr] = [g.state.accounts.usa!, g.state.accounts.ussr!]
    const events = eventsOf(g.state, { kind: 'sellCompany', seller: 'usa', buyer: 'ussr', companyId: card.id, price: 700 })
    expect(events.at(-1)).toEqual({ type: 'moneyTransferred', from: 'ussr', to: 'usa', amount: 700, reason: 'company-sale', note: card.name })
    g.do({ kind: 'sellCompany', seller: 'usa', buyer: 'ussr', companyId: card.id, price: 700 })
    expect([g.state.accounts.usa, g.state.accounts.ussr]).toEqual([usa + 700, ussr - 700])
  })

  it('a gift (price 0) moves the card and no money at all (not even $0)', () => {
    const g = guidedGame()
    const card = usaCards(g)[2]!.id
    playTo(g, { stage: 3, bidders: ['usa'] })
    const events = eventsOf(g.state, { kind: 'sellCompany', seller: 'usa', buyer: 'ussr', companyId: card, price: 0 })
    expect(events.map((e) => e.type)).toEqual(['companyRemoved', 'companyAdded'])
  })

  it('the price is whole millions, 0 or more', () => {
    const g = guidedGame()
    const card = usaCards(g)[2]!.id
    playTo(g, { stage: 3, bidders: ['usa'] })
    for (const price of [-100, 1.5, '700']) {
      expect(refusedBy(g.state, { kind: 'sellCompany', seller: 'usa', buyer: 'ussr', companyId: card, price }).code).toBe('bad-amount')
    }
  })

  it('a buyer who cannot pay the price is refused and the card stays', () => {
    const g = guidedGame()
    const card = usaCards(g)[2]!.id
    playTo(g, { stage: 3, bidders: ['usa'] })
    g.do(setCash('ussr', 100))
    expect(refusedBy(g.state, { kind: 'sellCompany', seller: 'usa', buyer: 'ussr', companyId: card, price: 700 }).code).toBe('insufficient-funds')
    expect(usaCards(g).map((c) => c.id)).toContain(card)
  })
})
