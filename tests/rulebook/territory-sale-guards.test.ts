import { describe, expect, it } from 'vitest'
import { currentTurn, decide, type Command, type CompanyInput, type GameState } from '@/domain'
import { apply, startedState } from '../support/games'
import { guidedGame, playTo } from '../support/guided'

/**
 * Basic rules, Other Rules of Play, "Buying and Selling Territories": "Players may sell any
 * foreign territories they occupy during Stage 6 only. The buyer replaces the seller's forces with
 * units in his own color." The refusals and events that the mutation run on
 * play/territory-sale.ts found untested (issue 10). Refusals are checked by code and words; an
 * accepted boundary stands beside each refused one.
 */

type Game = ReturnType<typeof guidedGame>
const INDIA: CompanyInput = { name: 'Mahabir Mines', territory: 'India', resource: 'minerals', units: 3, origin: 'independent' }
const INDIA_OIL: CompanyInput = { name: 'Bombay Oil', territory: 'India', resource: 'oil', units: 2, origin: 'independent' }
const CONGO: CompanyInput = { name: 'Congo Grain', territory: 'Congo', resource: 'grain', units: 2, origin: 'independent' }
const KOLA: CompanyInput = { name: 'Kola Mines', territory: 'Kola', resource: 'minerals', units: 2, origin: 'ussr' }
const sale = { kind: 'sellTerritory', seller: 'usa', buyer: 'ussr', territory: 'India', armies: 2, price: 800 } as const

const refusal = (g: Game, command: Command) => {
  const r = g.refuse(command)
  return [r.code, r.message]
}
const refusedIn = (state: GameState, command: Command) => {
  const r = decide(state, command)
  return r.ok ? undefined : [r.refusal.code, r.refusal.message]
}

/** USA holds India (a card) among its cards; the game at Stage 6, Phase C, USA's turn, USSR next. */
function atStage6(cards: CompanyInput[] = [INDIA]) {
  const g = guidedGame()
  for (const company of cards) g.do({ kind: 'addCompany', power: 'usa', company, reason: 'captured earlier' })
  playTo(g, { stage: 6, bidders: ['usa', 'ussr'] })
  expect(g.state.play).toMatchObject({ stage: 6, step: 'phase', phase: 'C' })
  return g
}

describe('Selling a territory: who sells to whom, and when', () => {
  it('the seller and the buyer are superpowers playing in this game, and two different ones', () => {
    const g = atStage6()
    expect(refusal(g, { ...sale, seller: 'china' })).toEqual(['unknown-power', 'China is not playing in this game.'])
    expect(refusal(g, { ...sale, buyer: 'africa' })).toEqual(['unknown-power', 'Africa is not playing in this game.'])
    expect(refusal(g, { ...sale, buyer: 'usa' })).toEqual(['same-power', 'Choose two different superpowers.'])
  })

  it('"During Stage 6 only": not while Stage 6 is being bid for', () => {
    const g = guidedGame()
    g.do({ kind: 'addCompany', power: 'usa', company: INDIA, reason: 'captured earlier' })
    playTo(g, { stage: 5, bidders: ['usa'] })
    // Stage 5 played through (USA passes its phases), up to Stage 6's blind bid.
    while (!(g.state.play?.stage === 6 && g.state.play.step === 'bid')) {
      const who = currentTurn(g.state.play!)
      g.do(who ? { kind: 'passTurn', power: who } : { kind: 'advancePlay' })
    }
    expect(refusal(g, sale)).toEqual(['wrong-stage', 'Players may sell foreign territories during Stage 6 only; the game is at Stage 6 (Build Forces and Weapons), the Blind Bid.'])
    // The seller's own turn and Phase F are shown accepted in stages-5-to-7.test.ts.
  })

  it('Phase F is free for all, and the stage then ends', () => {
    const g = atStage6()
    g.do({ kind: 'passTurn', power: 'usa' })
    g.do({ kind: 'passTurn', power: 'ussr' })
    expect(g.state.play).toMatchObject({ stage: 6, step: 'phase', phase: 'F' })
    expect(decide(g.state, sale).ok).toBe(true)
    g.do({ kind: 'advancePlay' })
    expect(g.state.play).toMatchObject({ stage: 7, step: 'bid' })
    expect(g.refuse(sale).code).toBe('wrong-stage')
  })
})

describe('Selling a territory: the territory named', () => {
  it('a name is typed, up to 40 characters, and is trimmed', () => {
    const g = atStage6()
    for (const territory of ['', '   ', 42, undefined]) {
      expect(refusal(g, { ...sale, territory } as unknown as Command)).toEqual(['bad-territory', 'Type the name of the foreign territory sold.'])
    }
    expect(refusal(g, { ...sale, territory: 'X'.repeat(41) })).toEqual(['bad-territory', 'The territory’s name is 41 characters long: keep it to at most 40 characters.'])
    // Any foreign territory the seller says it occupies may be sold, cards there or not.
    expect(decide(g.state, { ...sale, territory: 'X'.repeat(40) }).ok).toBe(true)
    g.do({ ...sale, territory: '  India ' })
    expect(g.entries.at(-1)!.events.at(-1)).toEqual({ type: 'moneyTransferred', from: 'ussr', to: 'usa', amount: 800, reason: 'territory-sale', note: 'India' })
  })

  it('not a nuked territory, not the seller\'s home, not another power\'s home it does not occupy (names match however typed)', () => {
    const g = atStage6()
    const nuked = { ...g.state, war: { ...g.state.war!, nuked: ['India'] } }
    expect(refusedIn(nuked, { ...sale, territory: ' india' })).toEqual(['territory-nuked', 'India was nuked: it is out of play and cannot be sold.'])
    expect(refusal(g, { ...sale, territory: 'midwest u.s.a.' })).toEqual(['territory-home', 'Midwest U.S.A. is a home territory of USA; only foreign territories may be sold.'])
    expect(refusal(g, { ...sale, territory: 'KOLA' })).toEqual([
      'territory-not-held',
      'Kola is a home territory of USSR, and USA does not occupy it (record its capture first).',
    ])
    // Occupied by another power than the seller: still not the seller's to sell.
    const europeHolds = { ...g.state, war: { ...g.state.war!, occupiedHomes: { Kola: 'europe' as const } } }
    expect(refusedIn(europeHolds, { ...sale, territory: 'Kola' })?.[0]).toBe('territory-not-held')
    const usaHolds = { ...g.state, war: { ...g.state.war!, occupiedHomes: { Kola: 'usa' as const } } }
    expect(decide(usaHolds, { ...sale, territory: 'kola', armies: 1 }).ok).toBe(true)
  })
})

describe('Selling a territory: the armies handed over and the price', () => {
  it('at least one army, at most 999, and no more than the seller has', () => {
    const g = atStage6()
    const [armies, ussrArmies] = [g.state.powers.usa!.forces.armies, g.state.powers.ussr!.forces.armies]
    for (const n of [0, 1.5, 1000, '2']) {
      expect(refusal(g, { ...sale, armies: n } as unknown as Command)).toEqual([
        'bad-number',
        "Enter USA's armies in India: at least one, since a territory is sold by the power occupying it.",
      ])
    }
    expect(refusal(g, { ...sale, armies: 999 })).toEqual(['not-enough-arms', `USA has ${armies} armies in all; it cannot hand over 999.`])
    expect(refusal(g, { ...sale, armies: armies + 1 })).toEqual(['not-enough-arms', `USA has ${armies} armies in all; it cannot hand over ${armies + 1}.`])
    g.do({ ...sale, armies })
    expect([g.state.powers.usa?.forces.armies, g.state.powers.ussr?.forces.armies]).toEqual([0, ussrArmies + armies])
  })

  it('the buyer must afford the price; a gift (price 0) moves no money', () => {
    const g = atStage6()
    const cash = g.state.accounts.ussr!
    expect(g.refuse({ ...sale, price: cash + 50 }).code).toBe('insufficient-funds')
    expect(decide(g.state, { ...sale, price: cash }).ok).toBe(true)
    g.do({ ...sale, price: 0 })
    expect(g.entries.at(-1)!.events.some((e) => e.type === 'moneyTransferred')).toBe(false)
  })
})

describe('Selling a territory: what passes to the buyer', () => {
  it('every card of the seller in the territory, and only those, in order; an unpaid mark passes with its card', () => {
    const g = guidedGame()
    for (const company of [INDIA, CONGO, INDIA_OIL]) g.do({ kind: 'addCompany', power: 'usa', company, reason: 'captured earlier' })
    const cards = g.state.powers.usa!.companies
    const [india, congo, indiaOil] = cards.slice(-3).map((c) => c.id) as [string, string, string]
    g.do({ kind: 'settleStage1', power: 'usa', unpaidCompanies: [india, congo, indiaOil] })
    playTo(g, { stage: 6, bidders: ['usa', 'ussr'] })
    const ussrCards = g.state.powers.ussr!.companies
    g.do(sale)
    const [first, second] = [cards.at(-3)!, cards.at(-1)!]
    expect(g.state.powers.usa?.companies).toEqual(cards.filter((c) => c.territory !== 'India'))
    expect(g.state.powers.ussr?.companies).toEqual([...ussrCards, first, second])
    expect(g.state.play?.unpaid).toEqual({ usa: [congo], ussr: [india, indiaOil] })
    // Each card's place as the books stood when it moved: what undo puts back.
    const moves = g.entries.at(-1)!.events.filter((e) => e.type === 'companyRemoved' || e.type === 'companyAdded')
    expect(moves).toEqual([
      { type: 'companyRemoved', power: 'usa', company: first, index: cards.length - 3 },
      { type: 'companyAdded', power: 'ussr', company: first, index: ussrCards.length },
      { type: 'companyRemoved', power: 'usa', company: second, index: cards.length - 2 },
      { type: 'companyAdded', power: 'ussr', company: second, index: ussrCards.length + 1 },
    ])
  })

  it('an occupied home territory is the buyer\'s to hold, the others stay as they were; sold back to its owner it is its own again', () => {
    let state = startedState(['usa', 'ussr', 'europe'])
    for (const territory of ['Kola', 'Russia']) state = apply(state, { kind: 'captureTerritory', attacker: 'usa', defender: 'ussr', territory })
    expect(state.war?.occupiedHomes).toEqual({ Kola: 'usa', Russia: 'usa' })
    state = apply(state, { ...sale, buyer: 'europe', territory: 'Kola', armies: 1, price: 0 })
    expect(state.war?.occupiedHomes).toEqual({ Kola: 'europe', Russia: 'usa' })
    state = apply(state, { ...sale, territory: 'Russia', armies: 1, price: 0 })
    expect(state.war?.occupiedHomes).toEqual({ Kola: 'europe' })
  })

  it('a blockade of the territory now blocks the buyer\'s ports there; the seller\'s other blockades stay', () => {
    const g = atStage6([INDIA, CONGO])
    g.do({ kind: 'addCompany', power: 'ussr', company: { ...CONGO, name: 'Iran Oil', territory: 'Iran', resource: 'oil' }, reason: 'captured earlier' })
    for (const [power, territory] of [['usa', 'India'], ['usa', 'Congo'], ['ussr', 'Iran']] as const) g.do({ kind: 'setBlockade', power, territory, blockaded: true })
    g.do(sale)
    expect(g.state.play?.blockaded).toEqual({ usa: ['Congo'], ussr: ['Iran', 'India'] })
    g.do({ ...sale, buyer: 'europe', territory: 'Congo' })
    // Strictly: the seller's last blockade gone leaves no entry for it, not an empty or undefined one.
    expect(g.state.play?.blockaded).toStrictEqual({ ussr: ['Iran', 'India'], europe: ['Congo'] })
  })

  it('a blockaded home territory sold back to its owner is no longer under blockade', () => {
    const g = atStage6([KOLA])
    g.do({ kind: 'setBlockade', power: 'usa', territory: 'Kola', blockaded: true })
    const held = { ...g.state, war: { ...g.state.war!, occupiedHomes: { Kola: 'usa' as const } } }
    const state = apply(held, { ...sale, territory: 'Kola', armies: 1 })
    expect(state.play?.blockaded).toStrictEqual({})
    expect(state.powers.ussr?.companies.at(-1)?.territory).toBe('Kola')
  })
})
