import { describe, expect, it } from 'vitest'
import { cashOf, decide, type GameState, type PowerId } from '@/domain'
import { LABOR_MARKET, productionYield, type CashFlowState } from '@/domain/modules/cash-flow'
import { cashFlowGame, cashFlowPower } from '../support/cash-flow'
import { apply, refusedBy } from '../support/games'

/**
 * The Production, Build and Deployment actions and blockades (variant-cash-flow.txt v1.2, Action
 * Selection). The test table: USA holds Bainbridge Grains 3 and Kain Grain 2 (home), Clark Oil 3 and
 * Hurren Oil 2 (home), Mahabir Mines 3 (India) and Cairo Grain 2 (Egypt); USSR Rovno 3, Haliskie 2,
 * Baku Oil 3, Tiksi 2, Basra Oil 3 (Iraq), Pampas Grain 2 (Central America).
 */
const POWERS: PowerId[] = ['usa', 'ussr', 'europe']

function atAction(action: 'production' | 'build' | 'deployment' | 'attack' | 'market', resources?: { grain: number; oil: number; minerals: number }) {
  const powers = POWERS.map((id, seat) => cashFlowPower(id, seat, id === 'usa' && resources ? resources : undefined))
  const g = cashFlowGame(POWERS, { powers, entropyHolder: 'europe' })
  g.do({ kind: 'selectAction', power: 'usa', action })
  return g
}

/** A state with the Cash Flow slice changed (tech cards revealed, blockades), as other actions would leave it. */
const withCf = (state: GameState, changes: Partial<CashFlowState>): GameState => ({ ...state, cashFlow: { ...state.cashFlow!, ...changes } })

describe('Cash Flow, Production: one labor unit per resource type activated', () => {
  it('"One labor unit is required to activate all of the resource companies of each particular type"', () => {
    const g = atAction('production')
    const before = g.state
    g.do({ kind: 'produce', power: 'usa', resources: ['grain', 'oil'] })
    // Two labor units, bought one after another: the 25 and the 50 boxes.
    expect(cashOf(g.state, 'usa')).toBe(3000 - 75)
    expect(cashOf(g.state, LABOR_MARKET)).toBe(75)
    expect(g.state.cashFlow!.laborFilled).toBe(2)
    // "transfer a number of resource units equal to the number of pips on the resource company card": grain 3+2+2, oil 3+2.
    expect(g.state.powers.usa!.supplies).toMatchObject({ grain: 12, oil: 10, minerals: 5 })
    expect(before.powers.usa!.supplies).toMatchObject({ grain: 5, oil: 5 })
  })

  it('refuses a type with no company producing, and a type twice', () => {
    const g = atAction('production')
    const closed = { ...g.state, powers: { ...g.state.powers, usa: { ...g.state.powers.usa!, companies: g.state.powers.usa!.companies.map((c) => (c.resource === 'minerals' ? { ...c, isOpen: false } : c)) } } }
    expect(refusedBy(closed, { kind: 'produce', power: 'usa', resources: ['minerals'] }).message).toBe('USA has no open mineral company producing: nothing to activate (Mahabir Mines: closed).')
    const none = { ...g.state, powers: { ...g.state.powers, usa: { ...g.state.powers.usa!, companies: g.state.powers.usa!.companies.filter((c) => c.resource !== 'grain') } } }
    expect(refusedBy(none, { kind: 'produce', power: 'usa', resources: ['grain'] }).message).toBe('USA has no open grain company producing: nothing to activate.')
    expect(refusedBy(g.state, { kind: 'produce', power: 'usa', resources: ['oil', 'oil'] }).message).toMatch(/oil is ticked twice/)
    expect(refusedBy(g.state, { kind: 'produce', power: 'usa', resources: [] }).code).toBe('bad-command')
    expect(refusedBy(g.state, { kind: 'produce', power: 'usa', resources: ['gold'] }).code).toBe('unknown-resource')
  })

  it('only in the Production action, on the power\'s turn', () => {
    const g = atAction('market')
    expect(refusedBy(g.state, { kind: 'produce', power: 'usa', resources: ['grain'] }).code).toBe('wrong-action')
    expect(refusedBy(g.state, { kind: 'produce', power: 'ussr', resources: ['grain'] }).code).toBe('not-your-turn')
  })

  it('"If such excess units are not placed on the market, they are lost"', () => {
    const g = atAction('production', { grain: 10, oil: 3, minerals: 2 })
    g.do({ kind: 'produce', power: 'usa', resources: ['grain'] })
    expect(g.state.powers.usa!.supplies.grain).toBe(12)
    const event = g.entries.at(-1)!.events.find((e) => e.type === 'supplyChanged')
    expect(event).toMatchObject({ row: 'grain', from: 10, to: 12, lost: 5 })
    expect(g.state.cashFlow!.listings).toEqual([])
  })

  it('"the additional resources may immediately be placed on the market at any price the owning player wishes to set"', () => {
    const g = atAction('production', { grain: 10, oil: 3, minerals: 2 })
    g.do({ kind: 'produce', power: 'usa', resources: ['grain'], excessPrice: { grain: 150 } })
    expect(g.state.cashFlow!.listings).toEqual([{ seller: 'usa', resource: 'grain', price: 150, units: 5 }])
    expect(g.entries.at(-1)!.events.find((e) => e.type === 'supplyChanged')).not.toHaveProperty('lost')
    expect(refusedBy(atAction('production').state, { kind: 'produce', power: 'usa', resources: ['grain'], excessPrice: { grain: 120 } }).code).toBe('bad-price')
  })

  it('"At any time, a player may have no more than twelve (12) resource units for sale": the part beyond is lost', () => {
    const g = atAction('production', { grain: 10, oil: 3, minerals: 2 })
    const listed = withCf(g.state, { listings: [{ seller: 'usa', resource: 'oil', price: 100, units: 9 }] })
    const after = apply(listed, { kind: 'produce', power: 'usa', resources: ['grain'], excessPrice: { grain: 150 } })
    expect(after.cashFlow!.listings).toContainEqual({ seller: 'usa', resource: 'grain', price: 150, units: 3 })
    expect(productionYield(listed, 'usa', ['grain'], { grain: 150 })[0]).toMatchObject({ units: 7, from: 10, to: 12, listed: 3, lost: 2 })
    // Undo puts the market back as it was: the listings patch remembers the asks before it.
    const events = decide(listed, { kind: 'produce', power: 'usa', resources: ['grain'], excessPrice: { grain: 150 } })
    expect(events.ok && events.value.find((e) => e.type === 'slicePatched' && 'listings' in e.to)).toMatchObject({ from: { listings: listed.cashFlow!.listings } })
  })

  it('"if all of the ports of a foreign territory ... are blocked ... the player may choose to blockade the territory"; a siege stops all outside the home country', () => {
    const g = atAction('production')
    const blockaded = withCf(g.state, { blockades: [{ territory: 'Egypt', by: 'ussr' }] })
    expect(productionYield(blockaded, 'usa', ['grain'])[0]).toMatchObject({ units: 5, idle: [{ name: 'Cairo Grain', why: 'blockade' }] })
    // A home territory is never blockaded: the siege is the rule for home ports.
    expect(productionYield(withCf(g.state, { blockades: [{ territory: 'Midwest U.S.A.', by: 'ussr' }] }), 'usa', ['grain'])[0]!.units).toBe(7)
    const besieged = withCf(g.state, { sieges: [{ power: 'usa', by: 'ussr' }] })
    expect(refusedBy(besieged, { kind: 'produce', power: 'usa', resources: ['minerals'] }).message).toBe('USA has no open mineral company producing: nothing to activate (Mahabir Mines: siege).')
    expect(apply(besieged, { kind: 'produce', power: 'usa', resources: ['grain'] }).powers.usa!.supplies.grain).toBe(10)
  })

  it('no bank loans: labor the power cannot pay is refused', () => {
    const g = atAction('production')
    const poor = { ...g.state, accounts: { ...g.state.accounts, usa: 60 } }
    expect(refusedBy(poor, { kind: 'produce', power: 'usa', resources: ['grain', 'oil'] }).code).toBe('insufficient-funds')
    expect(refusedBy(withCf(g.state, { laborFilled: 35 }), { kind: 'produce', power: 'usa', resources: ['grain', 'oil'] }).code).toBe('no-labor-box')
  })
})

describe('Cash Flow, Build: a labor unit per unit type, minerals per unit', () => {
  it('"only one (1) labor unit is required for each type of unit produced without regard to the number of forces produced"', () => {
    const g = atAction('build', { grain: 1, oil: 2, minerals: 12 })
    g.do({ kind: 'buildWithLabor', power: 'usa', units: { armies: 4, navies: 2 } })
    // "Each army unit requires one (1) mineral unit ... Each navy requires two (2)": 4 + 4.
    expect(g.state.powers.usa!.supplies.minerals).toBe(4)
    expect(g.state.powers.usa!.forces).toMatchObject({ armies: 21 + 4, navies: 4 })
    expect(cashOf(g.state, 'usa')).toBe(3000 - 25 - 50)
  })

  it('"needs 7 minerals, USA has 5"', () => {
    const g = atAction('build')
    expect(refusedBy(g.state, { kind: 'buildWithLabor', power: 'usa', units: { armies: 3, navies: 2 } }).message).toBe('3 armies, 2 navies need 7 minerals, USA has 5.')
    expect(refusedBy(g.state, { kind: 'buildWithLabor', power: 'usa', units: {} }).code).toBe('bad-number')
    expect(refusedBy(g.state, { kind: 'buildWithLabor', power: 'usa', units: { armies: -1 } }).code).toBe('bad-number')
    expect(refusedBy(g.state, { kind: 'buildWithLabor', power: 'usa', units: { tanks: 1 } }).code).toBe('bad-command')
    expect(refusedBy(g.state, { kind: 'buildWithLabor', power: 'usa', units: null }).code).toBe('bad-command')
    expect(refusedBy(atAction('deployment').state, { kind: 'buildWithLabor', power: 'usa', units: { armies: 1 } }).code).toBe('wrong-action')
  })

  it('"nukes and l-stars may not be produced until the technology becomes available"', () => {
    const g = atAction('build', { grain: 1, oil: 2, minerals: 12 })
    expect(refusedBy(g.state, { kind: 'buildWithLabor', power: 'usa', units: { nukes: 1 } }).message).toBe('Nukes may not be built until the technology becomes available: the nuke card has not come up yet.')
    expect(refusedBy(g.state, { kind: 'buildWithLabor', power: 'usa', units: { lstars: 1 } }).code).toBe('no-tech')
    const after = apply(withCf(g.state, { tech: ['nukes', 'lstars'] }), { kind: 'buildWithLabor', power: 'usa', units: { nukes: 2, lstars: 1 } })
    // "Each nuke requires three (3) mineral units. Each l-star requires four (4)": 6 + 4.
    expect(after.powers.usa!.supplies).toMatchObject({ minerals: 2, nukes: 2, lstars: 1 })
  })

  it('the nuke and L-star meters hold 12, like the basic game\'s rows', () => {
    const g = atAction('build', { grain: 1, oil: 2, minerals: 12 })
    const full = withCf({ ...g.state, powers: { ...g.state.powers, usa: { ...g.state.powers.usa!, supplies: { ...g.state.powers.usa!.supplies, nukes: 11 } } } }, { tech: ['nukes'] })
    expect(refusedBy(full, { kind: 'buildWithLabor', power: 'usa', units: { nukes: 2 } }).message).toBe("USA has room for 1 more nuke (the supply center's nuke row holds 12), not 2.")
  })
})

describe('Cash Flow, Deployment: the oil the moves cost', () => {
  it('"by deleting one oil unit"; "one (1) oil unit for each navy being moved"; bridging "requires one (1) oil unit"', () => {
    const g = atAction('deployment')
    g.do({ kind: 'deploy', power: 'usa', armyMoves: 2, naviesMoved: 1, bridgings: 1 })
    expect(g.state.powers.usa!.supplies.oil).toBe(1)
  })

  it('refuses short oil, nothing moved, and more navies than the power has', () => {
    const g = atAction('deployment')
    expect(refusedBy(g.state, { kind: 'deploy', power: 'usa', armyMoves: 4, naviesMoved: 2, bridgings: 0 }).message).toBe('These moves need 6 oil, USA has 5.')
    expect(refusedBy(g.state, { kind: 'deploy', power: 'usa', armyMoves: 0, naviesMoved: 0, bridgings: 0 }).code).toBe('nothing-moved')
    expect(refusedBy(g.state, { kind: 'deploy', power: 'usa', armyMoves: 0, naviesMoved: 3, bridgings: 0 }).message).toMatch(/USA has 2 navies; it cannot move 3/)
    expect(refusedBy(g.state, { kind: 'deploy', power: 'usa', armyMoves: 1.5, naviesMoved: 0, bridgings: 0 }).code).toBe('bad-number')
    expect(refusedBy(atAction('build').state, { kind: 'deploy', power: 'usa', armyMoves: 1, naviesMoved: 0, bridgings: 0 }).code).toBe('wrong-action')
  })
})

describe('Cash Flow, blockade and siege: "At the conclusion of any deploy action [attack action], a player may declare blockade"', () => {
  it('declares a blockade of a territory; it idles the companies there until lifted', () => {
    const g = cashFlowGame(POWERS, { entropyHolder: 'europe' })
    g.do({ kind: 'selectAction', power: 'usa', action: 'deployment' })
    g.do({ kind: 'declareBlockade', power: 'usa', territory: 'Iraq' })
    expect(g.state.cashFlow!.blockades).toEqual([{ territory: 'Iraq', by: 'usa' }])
    expect(productionYield(g.state, 'ussr', ['oil'])[0]).toMatchObject({ units: 5, idle: [{ name: 'Basra Oil', why: 'blockade' }] })
    expect(refusedBy(g.state, { kind: 'declareBlockade', power: 'usa', territory: 'iraq' }).message).toBe('USA already blockades iraq.')
    g.do({ kind: 'declareBlockade', power: 'usa', territory: 'Iraq', lift: true })
    expect(g.state.cashFlow!.blockades).toEqual([])
    expect(refusedBy(g.state, { kind: 'declareBlockade', power: 'usa', territory: 'Iraq', lift: true }).message).toBe('USA has no blockade of Iraq to lift.')
  })

  it('a siege of a power\'s home ports; not of oneself, not twice', () => {
    const g = cashFlowGame(POWERS, { entropyHolder: 'europe' })
    g.do({ kind: 'selectAction', power: 'usa', action: 'attack' })
    g.do({ kind: 'declareBlockade', power: 'usa', siegeOf: 'ussr' })
    expect(g.state.cashFlow!.sieges).toEqual([{ power: 'ussr', by: 'usa' }])
    expect(refusedBy(g.state, { kind: 'declareBlockade', power: 'usa', siegeOf: 'ussr' }).code).toBe('already-declared')
    expect(refusedBy(g.state, { kind: 'declareBlockade', power: 'usa', siegeOf: 'usa' }).code).toBe('same-power')
    expect(refusedBy(g.state, { kind: 'declareBlockade', power: 'usa', territory: 'Alaska' }).message).toBe("Alaska is USA's own home territory: a power does not blockade itself.")
    expect(refusedBy(g.state, { kind: 'declareBlockade', power: 'usa', siegeOf: 'europe', lift: true }).code).toBe('no-blockade')
    expect(refusedBy(g.state, { kind: 'declareBlockade', power: 'usa' }).code).toBe('bad-command')
    expect(refusedBy(g.state, { kind: 'declareBlockade', power: 'usa', territory: 'Iraq', siegeOf: 'ussr' }).code).toBe('bad-command')
    expect(refusedBy(g.state, { kind: 'declareBlockade', power: 'usa', siegeOf: 'china' }).code).toBe('unknown-power')
    expect(refusedBy(g.state, { kind: 'declareBlockade', power: 'usa', territory: '  ' }).message).toBe('Name the territory blockaded.')
    expect(refusedBy(g.state, { kind: 'declareBlockade', power: 'usa', territory: 'Iraq', lift: 'yes' }).message).toBe('Declare or lift: say which.')
  })

  it('only at the conclusion of a Deployment or Attack action', () => {
    const g = atAction('market')
    expect(refusedBy(g.state, { kind: 'declareBlockade', power: 'usa', territory: 'Iraq' }).message).toBe('A blockade is declared at the conclusion of a Deployment or Attack action; USA selected the Market action this turn.')
    const fresh = cashFlowGame(POWERS, { entropyHolder: 'europe' })
    expect(refusedBy(fresh.state, { kind: 'declareBlockade', power: 'usa', territory: 'Iraq' }).code).toBe('wrong-action')
    expect(refusedBy(fresh.state, { kind: 'declareBlockade', power: 'ussr', territory: 'Iraq' }).code).toBe('not-your-turn')
  })
})
