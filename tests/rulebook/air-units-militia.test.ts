/**
 * Air units against an empty territory or sea: the basic rules' "The Militia" (supremacy-basic-
 * rules-v3.txt, lines 692-698) with the Air Units variant (variant-air-units.txt: "Air units can be
 * used during the conventional battle drill only", Kill Points "It takes six points to kill an air
 * unit", Amphibious Assaults "A player may convoy his air units to the target of the attack").
 * The militia text names only armies and navies; the game's reading (setting `airUnitMilitia`)
 * says whether air units may attack it alone and then fall to its points.
 */
import { describe, expect, it } from 'vitest'
import { airBattleOdds, decide, militiaOdds, planAirBattle, type FightAirBattle, type GameState } from '@/domain'
import { airGameAtWar as atWar } from '../support/air-units'
import { refusedBy } from '../support/games'
import { setPaid } from '../support/battle-events'

const NONE = { armies: 0, navies: 0, airUnits: 0 }
const state = atWar().state
const alone = atWar({ airUnitMilitia: 'alone' }).state
const aloneAt8 = atWar({ airUnitMilitia: 'alone', airUnitKillPoints: 8 }).state

/** USA attacks an empty zone with 2 armies and 1 air unit; the Marshall's one die shows `die`. */
const battle = (over: Partial<FightAirBattle> = {}, die = 1): FightAirBattle => ({
  kind: 'fightAirBattle',
  attacker: 'usa',
  defender: 'militia',
  target: 'Greenland',
  option: 'ground',
  attacking: { armies: 2, navies: 0, airUnits: 1 },
  defending: { ...NONE },
  attackerAims: ['armies'],
  defenderAims: ['armies'],
  attackerDice: [],
  defenderDice: [die],
  ...over,
})
const events = (cmd: FightAirBattle, s: GameState = state) => {
  const r = decide(s, cmd)
  if (!r.ok) throw new Error(r.refusal.message)
  return r.value
}
const losses = (cmd: FightAirBattle, s: GameState = state) => events(cmd, s).filter((e) => e.type === 'forcesChanged')
const plan = (cmd: FightAirBattle, s: GameState = state) => {
  const r = planAirBattle(s, cmd)
  if (!r.ok) throw new Error(r.refusal.message)
  return r.value
}

describe('"the Marshall rolls one die once for the defenders, and removes one army or navy unit from the attacking forces for every three points on the die"', () => {
  it('the attacker rolls no dice, the militia one; the attacker alone removes a set of supplies (Step B); no counterattack', () => {
    const p = plan(battle())
    expect([p.attacker.dice, p.defender.dice, p.defender.power]).toEqual([0, 1, 'militia'])
    expect([p.attacker.paysSupplies, p.defender.paysSupplies]).toEqual([true, false])
    const made = events(battle({}, 6))
    const grain = state.powers.usa!.supplies.grain
    expect(made.slice(0, 3)).toEqual(setPaid('usa', grain, grain - 1))
    expect(made.filter((e) => e.type === 'supplyChanged')).toHaveLength(3)
    // The attack is made; the militia has no counterattack (as in fightBattle).
    expect(made.at(-1)).toEqual({ type: 'slicePatched', slice: 'play', from: { attackMade: null }, to: { attackMade: 'usa' } })
  })

  it('a 6 removes two armies, a 5 one, a 2 none: the air unit going along is never lost to it (this game’s reading, the default)', () => {
    expect(losses(battle({}, 6))).toEqual([{ type: 'forcesChanged', power: 'usa', force: 'armies', from: 6, to: 4 }])
    expect(losses(battle({}, 5))).toEqual([{ type: 'forcesChanged', power: 'usa', force: 'armies', from: 6, to: 5 }])
    expect(losses(battle({}, 2))).toEqual([])
    // One army and one air unit: a 6 takes the army and stops; the air unit is not at stake.
    expect(losses(battle({ attacking: { armies: 1, navies: 0, airUnits: 1 } }, 6))).toEqual([{ type: 'forcesChanged', power: 'usa', force: 'armies', from: 6, to: 5 }])
    expect(plan(battle()).attacker.atStake).toEqual({ armies: 2, navies: 0, airUnits: 0 })
  })

  it('the armies and navies fall as in the basic militia battle, with the same odds', () => {
    const basic = decide(state, { kind: 'fightBattle', attacker: 'usa', defender: 'militia', target: 'Greenland', attacking: { armies: 2, navies: 1 }, defending: { armies: 0, navies: 0 }, attackerDice: [], defenderDice: [6], attackerLosses: { armies: 1, navies: 1 } })
    const air = losses(battle({ attacking: { armies: 2, navies: 1, airUnits: 2 }, defenderAims: ['navies', 'armies'] }, 6))
    expect(basic.ok && basic.value.filter((e) => e.type === 'forcesChanged')).toEqual(air)
    const odds = airBattleOdds(plan(battle({ attacking: { armies: 2, navies: 1, airUnits: 2 } })), { attacker: ['armies'], defender: ['armies'] })
    militiaOdds(3).forEach((p, k) => expect(odds.attacker.total[k]).toBeCloseTo(p, 12))
    expect(odds.defender.expected).toBe(0)
  })

  it('"the militia" keeps no war record: only the attacker’s line changes', () => {
    const record = events(battle({}, 6)).find((e) => e.type === 'slicePatched' && e.slice === 'war')
    expect(record).toMatchObject({ to: { record: { usa: { unitsDestroyed: 0 } } } })
    expect(Object.keys((record as { to: { record: object } }).to.record)).toEqual(Object.keys({ ...state.war!.record, usa: 0 }))
  })
})

describe('"If it is an amphibious assault, the Marshall always removes the armies"; "A player may convoy his air units to the target of the attack"', () => {
  const amphibious = battle({ attacking: { armies: 2, navies: 1, airUnits: 1 }, assault: 'amphibious' }, 6)
  it('armies first: a 6 takes the two armies, the navy and the air unit stay', () => {
    expect(losses(amphibious)).toEqual([{ type: 'forcesChanged', power: 'usa', force: 'armies', from: 6, to: 4 }])
  })
  it('an order putting the navies first is refused, as in the basic drill', () => {
    const r = refusedBy(state, { ...amphibious, defenderAims: ['navies', 'armies'] })
    expect(r).toMatchObject({ code: 'bad-aims', message: 'In an amphibious assault on an empty zone the Marshall always removes the armies: put armies first in the militia’s order.' })
  })
})

describe('air units alone against an empty zone: "removes one army or navy unit" (the default) or Kill Points (the setting)', () => {
  const airOnly = (die: number) => battle({ attacking: { armies: 0, navies: 0, airUnits: 2 } }, die)

  it('by default air units alone are refused: the militia’s die removes armies and navies, and armies occupy', () => {
    expect(refusedBy(state, airOnly(6))).toMatchObject({
      code: 'air-units-alone',
      message: 'Air units alone cannot take an empty zone in this game: the militia’s die removes armies and navies, and an army or navy occupies what is taken. Add at least one attacking army or navy.',
    })
  })

  it('with the setting, "It takes six points to kill an air unit": a 6 takes one air unit, a 5 none', () => {
    expect(losses(airOnly(6), alone)).toEqual([{ type: 'forcesChanged', power: 'usa', force: 'airUnits', from: 4, to: 3 }])
    expect(losses(airOnly(5), alone)).toEqual([])
    const odds = airBattleOdds(plan(airOnly(1), alone), { attacker: ['armies'], defender: ['armies'] })
    expect(odds.attacker.total[1]).toBeCloseTo(1 / 6, 12)
  })

  it('with the setting, an army or navy of the attack goes first: a 6 takes the army and leaves 3 points, too few for an air unit', () => {
    expect(losses(battle({ attacking: { armies: 1, navies: 0, airUnits: 1 } }, 6), alone)).toEqual([{ type: 'forcesChanged', power: 'usa', force: 'armies', from: 6, to: 5 }])
    expect(refusedBy(alone, battle({ defenderAims: ['airUnits', 'armies'] }, 6)).code).toBe('bad-aims')
  })

  it('with the setting and 8 kill points, one die never reaches an air unit, and the plan says so', () => {
    expect(losses(airOnly(6), aloneAt8)).toEqual([])
    expect(plan(airOnly(6), aloneAt8).reasons.join(' ')).toContain('one die never reaches 8')
  })
})

describe('what an air battle against the militia refuses, in plain words, changing nothing', () => {
  it.each<[string, FightAirBattle, string]>([
    ['air-to-air: "If the area has opposing air units"', battle({ option: 'airToAir' }), 'air-to-air-without-air'],
    ['no air unit in the attack: the basic drill', battle({ attacking: { armies: 2, navies: 0, airUnits: 0 } }), 'not-air-battle'],
    ['defending units', battle({ defending: { armies: 1, navies: 0, airUnits: 0 } }), 'bad-forces'],
    ['a resisting militia', battle({ defenderResists: true }), 'bad-forces'],
    ['defending convoys', battle({ defenderConvoyedArmies: 1 }), 'bad-forces'],
    ['an attacker’s die', battle({ attackerDice: [3] }), 'dice-count'],
    ['two militia dice', battle({ defenderDice: [3, 3] }), 'dice-count'],
  ])('%s', (_, cmd, code) => {
    expect(refusedBy(state, cmd).code).toBe(code)
  })
  it('the militia’s dice are named', () => {
    expect(refusedBy(state, battle({ defenderDice: [3, 3] })).message).toBe('The militia rolls 1 die in this battle, not 2.')
  })
})
