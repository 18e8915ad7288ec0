import { describe, expect, it } from 'vitest'
import { decide, DEFAULT_SETTINGS, foldEntries, HOME_COMPANIES, marketPrice, POWER_IDS, type StartGame } from '@/domain'
import { apply, entry, mustDecide, standardStart, startedState } from '../support/games'
import { guidedGame, playTo } from '../support/guided'

/**
 * The rulebook's worked examples, one row per example, each citing where it is printed
 * (shared/rules/supremacy-basic-rules-v3.txt, FACTS.md).
 */
describe('Rulebook: the market', () => {
  it('Stage 3, Phase C: 2 oil sold at $500M pay $1,000M and move the oil meter 2 spots left', () => {
    const before = startedState()
    expect(marketPrice(before, 'oil')).toBe(500)
    const after = apply(before, { kind: 'sellToMarket', power: 'usa', resource: 'oil', units: 2 })
    expect(after.accounts.usa).toBe(7000 + 1000)
    expect(after.market!.oil).toBe(before.market!.oil - 2)
    expect(after.powers.usa?.supplies.oil).toBe(3 - 2)
  })

  it('Stage 7, Phase C: 3 grain bought at $500M cost $1,500M and move the grain meter 3 spots right', () => {
    const before = startedState()
    const after = apply(before, { kind: 'buyFromMarket', power: 'usa', resource: 'grain', units: 3 })
    expect(after.accounts.usa).toBe(7000 - 1500)
    expect(after.market!.grain).toBe(before.market!.grain + 3)
    expect(after.powers.usa?.supplies.grain).toBe(3 + 3)
  })

  it('Stage 3, Phase D: trades between players never move the market', () => {
    const before = startedState()
    const after = apply(before, { kind: 'tradeResources', seller: 'usa', buyer: 'ussr', resource: 'oil', units: 2, price: 300 })
    expect(after.market!).toEqual(before.market!)
    expect(after.powers.usa?.supplies.oil).toBe(1)
    expect(after.powers.ussr?.supplies.oil).toBe(5)
    expect(after.accounts.usa).toBe(7300)
    expect(after.accounts.ussr).toBe(6700)
  })

  it('Game Board Description: the meter stops at the Bull Pen ($1M) and the Bear Pit ($1 billion)', () => {
    let state = startedState()
    state = apply(state, { kind: 'correctSupply', power: 'usa', row: 'oil', value: 12, reason: 'test' })
    state = apply(state, { kind: 'sellToMarket', power: 'usa', resource: 'oil', units: 12 })
    expect(state.market!.oil).toBe(0)
    expect(marketPrice(state, 'oil')).toBe(1)
    state = apply(state, { kind: 'sellToMarket', power: 'ussr', resource: 'oil', units: 3 })
    expect(state.market!.oil).toBe(0)
    expect(state.accounts.ussr).toBe(7000 + 3 * 1)
    state = apply(state, { kind: 'buyFromMarket', power: 'europe', resource: 'minerals', units: 9 })
    expect(state.market!.minerals).toBe(17)
    expect(marketPrice(state, 'minerals')).toBe(1000)
  })

  it('FACTS.md, Price Index: one oil sold at a time from the Bear Pit down to the Bull Pen pays each of the 18 printed prices', () => {
    let state = apply(startedState(), { kind: 'correctMarket', resource: 'oil', index: 17, reason: 'test' })
    state = apply(state, { kind: 'correctSupply', power: 'usa', row: 'oil', value: 12, reason: 'test' })
    const paid: number[] = []
    for (const power of [...Array<'usa'>(12).fill('usa'), 'ussr', 'ussr', 'ussr', 'europe', 'europe', 'europe'] as const) {
      const cash = state.accounts[power]!
      state = apply(state, { kind: 'sellToMarket', power, resource: 'oil', units: 1 })
      paid.push(state.accounts[power]! - cash)
    }
    expect(paid).toEqual([1000, 900, 800, 700, 600, 500, 400, 400, 200, 200, 100, 100, 50, 50, 25, 10, 5, 1])
    expect(state.market!.oil).toBe(0)
  })
})

describe('Rulebook: setting up (Standard Open)', () => {
  const state = startedState(['usa', 'ussr', 'europe'])

  it('Get Your Money: each player has $7 billion', () => {
    for (const id of ['usa', 'ussr', 'europe'] as const) expect(state.accounts[id]).toBe(7000)
    expect(state.accounts.bank).toBe(-21000)
  })

  it('Store Starting Resources: three units each of grain, oil and minerals; no nukes or L-stars', () => {
    expect(state.powers.usa?.supplies).toEqual({ grain: 3, oil: 3, minerals: 3, nukes: 0, lstars: 0 })
  })

  it('Pricing the Market: every resource starts at the $500 million point (index 12)', () => {
    expect(state.market!).toEqual({ grain: 12, oil: 12, minerals: 12 })
    for (const resource of ['grain', 'oil', 'minerals'] as const) expect(marketPrice(state, resource)).toBe(500)
  })

  it('Place Armies and Navies: one army on each home territory', () => {
    expect(state.powers.usa?.forces.armies).toBe(4)
    expect(state.powers.ussr?.forces.armies).toBe(6)
    expect(state.powers.europe?.forces.armies).toBe(5)
    expect(state.powers.usa?.forces.navies).toBe(0)
  })

  it('Choose a Superpower: each takes its six home companies (FACTS.md catalog), which make 5 grain, 5 oil and 5 minerals in Stage 2', () => {
    expect(state.powers.usa?.companies.map((c) => c.name)).toEqual(HOME_COMPANIES.usa.map((c) => c.name))
    const g = guidedGame([...POWER_IDS])
    playTo(g, { stage: 3, bidders: [] })
    for (const id of POWER_IDS) {
      expect(g.state.powers[id]?.companies).toHaveLength(6)
      expect(g.state.powers[id]?.supplies).toMatchObject({ grain: 3 + 5, oil: 3 + 5, minerals: 3 + 5 })
    }
  })

  it('Place Armies and Navies, for all six superpowers: one army on each home territory (USA 4, USSR 6, Europe 5, China 5, Africa 4, South America 4)', () => {
    const order = ['usa', 'ussr', 'europe', 'china', 'africa', 'south-america'] as const
    const six = startedState([...order])
    expect(order.map((id) => six.powers[id]?.forces.armies)).toEqual([4, 6, 5, 5, 4, 4])
  })

  it('For two to six players: one power or a repeated power is refused (all six may play: above)', () => {
    const one = decide(foldEntries([]).state, standardStart(['usa']))
    expect(one.ok).toBe(false)
    const twice = decide(foldEntries([]).state, { ...standardStart(['usa']), powers: [{ id: 'usa', player: 'A' }, { id: 'usa', player: 'B' }] })
    expect(twice.ok).toBe(false)
  })
})

describe('Rulebook: Random Open', () => {
  const randomStart: StartGame = {
    kind: 'startGame',
    gameId: 'r1',
    title: 'Random',
    openMode: 'random',
    settings: DEFAULT_SETTINGS,
    marketDice: { grain: [4, 2], oil: [6, 6], minerals: [1, 1] },
    powers: [
      {
        id: 'china',
        player: 'Li',
        companies: HOME_COMPANIES.china.slice(0, 3).map((c) => ({ ...c, origin: 'china' as const })),
        bonusResources: { grain: 2, oil: 3, minerals: 4 },
        armies: 12,
        navies: 2,
      },
      {
        id: 'usa',
        player: 'Sam',
        companies: [{ name: 'Mahabir Mines', territory: 'India', resource: 'minerals', units: 2, origin: 'independent' }],
        bonusResources: { grain: 9, oil: 0, minerals: 0 },
        armies: 13,
        navies: 0,
      },
    ],
  }
  const state = foldEntries([entry(1, randomStart, mustDecide(foldEntries([]).state, randomStart), 'r1')]).state

  it('Pricing the Market: a 4 and a 2 make the starting grain price $100 million', () => {
    expect(state.market!.grain).toBe(6)
    expect(marketPrice(state, 'grain')).toBe(100)
    expect(marketPrice(state, 'oil')).toBe(500)
    expect(marketPrice(state, 'minerals')).toBe(10)
  })

  it('Store Bonus Resources: e.g. two grain, three oil and four minerals on top of the three each', () => {
    expect(state.powers.china?.supplies).toMatchObject({ grain: 5, oil: 6, minerals: 7 })
    expect(state.powers.usa?.supplies).toMatchObject({ grain: 12, oil: 3, minerals: 3 })
  })

  it('Bonus Armies and Navies and dealt cards are recorded as typed', () => {
    expect(state.powers.china?.forces.armies).toBe(12)
    expect(state.powers.china?.forces.navies).toBe(2)
    expect(state.powers.usa?.companies[0]?.territory).toBe('India')
  })

  it('bonus resources must add up to nine', () => {
    const bad = { ...randomStart, powers: randomStart.powers.map((p) => ({ ...p, bonusResources: { grain: 1, oil: 1, minerals: 1 } })) }
    const result = decide(foldEntries([]).state, bad)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.refusal.message).toContain('must add up to 9')
  })

  it.each([
    // USA: 4 home territories and India (a dealt card): at most 5 armies and 4 navies placed, plus exactly 9 bonus.
    ['"nine more armies and/or navies": 8 forces in all is fewer than the nine bonus', 8, 0, false],
    ['the nine bonus, none placed', 9, 0, true],
    ['5 armies placed (homes and India) and 9 bonus armies', 14, 0, true],
    ['5 armies and 4 navies placed, 9 bonus', 14, 4, true],
    ['one more than homes, India, home ports and nine bonus allow', 15, 4, false],
    ['10 armies beyond homes and India is more than nine bonus', 15, 0, false],
  ])('Bonus Armies and Navies, counted against the cards dealt: %s', (_row, armies, navies, accepted) => {
    const start = { ...randomStart, powers: randomStart.powers.map((p) => (p.id === 'usa' ? { ...p, armies, navies } : p)) }
    const result = decide(foldEntries([]).state, start)
    expect(result.ok).toBe(accepted)
    if (!result.ok) expect(result.refusal.code).toBe('bad-forces')
  })

  it('a market die showing 7 is refused (dice show 1 to 6)', () => {
    const bad = { ...randomStart, marketDice: { ...randomStart.marketDice!, oil: [7, 1] as [number, number] } }
    expect(decide(foldEntries([]).state, bad).ok).toBe(false)
  })
})
