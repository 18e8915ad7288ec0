import { describe, expect, it } from 'vitest'
import { ARMIES, BASIC_MODULES, BASIC_UNITS, composeRules, foldEntries, NAVIES, rulesFor, type GameEvent, type GameState, type RuleModule, type UnitSpec } from '@/domain'
import { detenteLines, salaryLines } from '@/domain/modules/supply/units'
import { forcesTo } from '@/domain/modules/supply/forces'
import { stage1Bill } from '@/domain/modules/play/stage1'
import { detenteValue } from '@/domain/modules/endgame/detente'
import { stage1Lines } from '@/presentation/play-ui'
import { detenteLineText } from '@/presentation/standings-ui'
import { guidedGame } from '../support/guided'
import { apply, entry, mustDecide, standardStart, startedState } from '../support/games'

describe('The unit table: every number the rules print for armies and navies, through the rules that use it', () => {
  it('Stage 1, Phase A: "Armies and Navies $10 million each": 4 armies and 2 navies pay $60M beside six companies at $50M', () => {
    const g = guidedGame(['usa', 'ussr'])
    g.do({ kind: 'correctForces', power: 'usa', navies: 2, reason: 'test' })
    g.do({ kind: 'settleStage1', power: 'usa' })
    expect(g.state.accounts.usa).toBe(7000 - 6 * 50 - (4 + 2) * 10)
  })

  it('Winning the Game, Detente: "Armies and Navies: $50 million each": 4 armies and 2 navies are worth $300M', () => {
    const state = apply(startedState(['usa', 'ussr']), { kind: 'correctForces', power: 'usa', navies: 2, reason: 'test' })
    expect(state.powers.usa?.forces).toEqual({ armies: 4, navies: 2 })
    expect(detenteValue(state, state.powers.usa!, rulesFor(undefined)).lines.find((l) => l.key === 'forces')?.value).toBe(300)
  })

  it('the basic game composes exactly armies and navies', () => {
    expect(rulesFor(undefined).units.map((u) => u.id)).toEqual(BASIC_UNITS.map((u) => u.id))
    expect(BASIC_UNITS.map((u) => u.id)).toEqual(['armies', 'navies'])
  })
})

/** A variant's module that only adds a unit row: no other file knows it. */
const airModule: RuleModule = {
  id: 'test-air-units',
  units: [{ id: 'airUnits', name: 'air unit', plural: 'air units', salary: 30, detenteValue: 100, firePower: 2 }],
}
const airRules = composeRules([...BASIC_MODULES, airModule])

function withAirUnits(state: GameState, count: number): GameState {
  const usa = state.powers.usa!
  return { ...state, powers: { ...state.powers, usa: { ...usa, forces: { ...usa.forces, airUnits: count } } } }
}

describe('A module that adds a unit row', () => {
  it('gets its salary in the Stage 1 bill with no other edit', () => {
    const g = guidedGame()
    const state = withAirUnits(g.state, 3)
    const usa = state.powers.usa!
    const bill = stage1Bill(state, usa, {}, airRules)
    expect(bill.forceLines.map((l) => [l.key, l.amount])).toEqual([['forces', 4 * 10], ['airUnits', 3 * 30]])
    expect(bill.total).toBe(6 * 50 + 4 * 10 + 3 * 30)
    expect(stage1Lines(bill).slice(1, 3)).toEqual(['4 armies and 0 navies × $10M = $40M', '3 air units × $30M = $90M'])
    // The basic rules know no air units: the same power pays for its armies and navies only.
    expect(stage1Bill(state, usa, {}, rulesFor(undefined)).total).toBe(6 * 50 + 4 * 10)
  })

  it('pays that salary when Stage 1 is settled', () => {
    const g = guidedGame()
    const state = withAirUnits(g.state, 3)
    const decided = airRules.decide(state, { kind: 'settleStage1', power: 'usa' })
    if (!decided.ok) throw new Error(decided.refusal.message)
    const paid = decided.value.filter((e): e is Extract<GameEvent, { type: 'moneyTransferred' }> => e.type === 'moneyTransferred' && e.reason === 'salary')
    expect(paid.map((e) => e.amount)).toEqual([6 * 50 + 4 * 10 + 3 * 30])
  })

  it('gets its value in the Detente valuation with no other edit', () => {
    const state = withAirUnits(startedState(['usa', 'ussr']), 2)
    const usa = state.powers.usa!
    const lines = detenteValue(state, usa, airRules).lines
    expect(lines.find((l) => l.key === 'airUnits')).toMatchObject({ count: 2, each: 100, value: 200 })
    expect(lines.find((l) => l.key === 'forces')).toMatchObject({ count: usa.forces.armies + usa.forces.navies, each: 50 })
    expect(lines.filter((l) => l.key === 'airUnits').map(detenteLineText)).toEqual(['2 air units × $100M = $200M'])
    expect(detenteValue(state, usa, airRules).total - detenteValue(state, usa, rulesFor(undefined)).total).toBe(200)
  })

  it('can be corrected by id; the basic rules refuse a unit they do not have', () => {
    const state = startedState(['usa', 'ussr'])
    const correct = { kind: 'correctForces' as const, power: 'usa' as const, forces: { airUnits: 2 }, reason: 'counted again' }
    const decided = airRules.decide(state, correct)
    expect(decided.ok && decided.value).toEqual([{ type: 'forcesChanged', power: 'usa', force: 'airUnits', from: 0, to: 2 }])
    const refused = rulesFor(undefined).decide(state, correct)
    expect(!refused.ok && refused.refusal.code).toBe('unknown-unit')
  })

  it('refuses a unit line whose units are priced differently, and a unit defined twice', () => {
    const odd: RuleModule = { id: 'odd', units: [{ ...ARMIES, id: 'marines', salary: 20 }] }
    expect(() => composeRules([...BASIC_MODULES, odd])).toThrow(/differ/)
    expect(() => composeRules([...BASIC_MODULES, { id: 'again', units: [ARMIES] }])).toThrow(/unit armies/)
  })
})

describe('Spoils of War: every unit type passes', () => {
  it('The Capture: the victor takes the defeated power\'s air units too; The Destruction removes them', () => {
    let state = startedState(['usa', 'ussr'])
    const ussr = state.powers.ussr!
    state = { ...state, powers: { ...state.powers, ussr: { ...ussr, forces: { ...ussr.forces, airUnits: 2 } } } }
    for (const territory of ['Buryatsk', 'Kazakh', 'Kola', 'Russia', 'Siberia', 'Yakutsk']) {
      state = foldEntries([entry(2, { kind: 'captureTerritory', attacker: 'usa', defender: 'ussr', territory }, mustDecide(state, { kind: 'captureTerritory', attacker: 'usa', defender: 'ussr', territory }))], { state, headSeq: 1, applied: [1], undone: [] }).state
    }
    const decided = airRules.decide(state, { kind: 'claimSpoils', victor: 'usa', defeated: 'ussr' })
    if (!decided.ok) throw new Error(decided.refusal.message)
    const air = decided.value.filter((e) => e.type === 'forcesChanged' && e.force === 'airUnits')
    expect(air).toEqual([
      { type: 'forcesChanged', power: 'usa', force: 'airUnits', from: 0, to: 2 },
      { type: 'forcesChanged', power: 'ussr', force: 'airUnits', from: 2, to: 0 },
    ])
  })
})

describe('Old data: a game saved before forces', () => {
  it('a gameStarted with armies and navies on the powers folds to forces', () => {
    const [started, ...cash] = mustDecide(foldEntries([]).state, standardStart(['usa', 'ussr']))
    if (started?.type !== 'gameStarted') throw new Error('no gameStarted')
    const old = { ...started, powers: started.powers.map(({ forces, ...p }) => ({ ...p, armies: forces.armies, navies: forces.navies })) }
    const state = foldEntries([entry(1, standardStart(['usa', 'ussr']), [old as unknown as GameEvent, ...cash])]).state
    expect(state.powers.usa?.forces).toEqual({ armies: 4, navies: 0 })
    expect(state.powers.usa).not.toHaveProperty('armies')
    expect(state).toEqual(startedState(['usa', 'ussr']))
  })
})

describe('The supply module: bill and valuation lines, forces events', () => {
  const marines: UnitSpec = { ...ARMIES, id: 'marines', name: 'marine', plural: 'marines' }

  it('names a unit line after its units as the rules print them ("Armies and Navies"), capitalized', () => {
    const forces = { armies: 2, navies: 1, marines: 1, airUnits: 3 }
    expect(salaryLines(forces, BASIC_UNITS).map((l) => l.label)).toEqual(['Armies and navies'])
    expect(salaryLines(forces, [ARMIES, NAVIES, marines]).map((l) => [l.label, l.amount])).toEqual([['Armies, navies and marines', 4 * 10]])
    expect(detenteLines(forces, [...BASIC_UNITS, airModule.units![0]!]).map((l) => [l.label, l.value])).toEqual([['Armies and navies', 3 * 50], ['Air units', 3 * 100]])
  })

  it('gives no bill or valuation lines for a superpower not in the game', () => {
    const rules = rulesFor(undefined)
    const state = startedState(['usa', 'ussr'])
    expect(rules.bill(state, 'china')).toEqual([])
    expect(rules.valuation(state, 'china')).toEqual([])
    expect(rules.bill(state, 'usa').filter((l) => l.key === 'forces')).toHaveLength(1)
  })

  it('brings forces to a new count with one event per changed unit, none for a unit left as it is', () => {
    const usa = startedState(['usa', 'ussr']).powers.usa!
    expect(forcesTo(usa, { armies: usa.forces.armies, navies: usa.forces.navies + 2 })).toEqual([
      { type: 'forcesChanged', power: 'usa', force: 'navies', from: usa.forces.navies, to: usa.forces.navies + 2 },
    ])
  })
})
