/**
 * The Air Units battle drill (shared/rules/variant-air-units.txt, "How to Attack with Air units"
 * to "Airborne Assaults"): Fire Power Ratings, the halving, the fire-power die, Edge Points, Kill
 * Points and the primary target, cargo, air-to-air, Out of Oil, and the high altitude bombing run.
 * Line numbers are those of variant-air-units.txt; the cargo rule ("its FPR is 1") is line 61.
 */
import { describe, expect, it } from 'vitest'
import { airBattleOdds, airLosses, decide, planAirBattle, type BombingRun, type Command, type FightAirBattle, type GameState, type PowerId } from '@/domain'
import { airGameAtWar as atWar } from '../support/air-units'
import { guidedGame } from '../support/guided'
import { refusedBy } from '../support/games'
import { setPaid, attackMadePatch } from '../support/battle-events'

const AIR = ['air-units']
const AIM_AIR: FightAirBattle['attackerAims'] = ['airUnits', 'armies', 'navies']
const AIM_ARMIES: FightAirBattle['attackerAims'] = ['armies', 'navies', 'airUnits']

const war = atWar()
const state = war.state

const battle = (over: Partial<FightAirBattle> = {}): FightAirBattle => ({
  kind: 'fightAirBattle',
  attacker: 'usa',
  defender: 'ussr',
  target: 'Kazakh',
  option: 'ground',
  attacking: { armies: 2, navies: 0, airUnits: 1 },
  defending: { armies: 2, navies: 0, airUnits: 0 },
  attackerAims: AIM_ARMIES,
  defenderAims: AIM_AIR,
  attackerDice: [1, 1],
  defenderDice: [1, 1],
  ...over,
})
const plan = (over: Partial<FightAirBattle> = {}, s: GameState = state) => {
  const r = planAirBattle(s, battle(over))
  if (!r.ok) throw new Error(r.refusal.message)
  return r.value
}
const events = (cmd: Command, s: GameState = state) => {
  const r = decide(s, cmd)
  if (!r.ok) throw new Error(r.refusal.message)
  return r.value
}
/** The battle with as many dice as its plan gives each side, every die showing `a` (attacker) or `d` (defender). */
const rolled = (cmd: FightAirBattle, a = 1, d = 1, s: GameState = state): FightAirBattle => {
  const p = plan(cmd, s)
  return { ...cmd, attackerDice: Array<number>(p.attacker.dice).fill(a), defenderDice: Array<number>(p.defender.dice).fill(d) }
}

describe('Fire Power Rating Points (FPR), lines 95-163', () => {
  it('"one air unit and two basic army units against ... two basic army units": FPR 7 against 1 (2 halved)', () => {
    const p = plan()
    expect([p.attacker.rawFirePower, p.attacker.firePower]).toEqual([7, 7])
    expect([p.defender.rawFirePower, p.defender.firePower]).toEqual([2, 1])
    expect(p.reasons).toContain('Air Units, Fire Power Rating Points (FPR): the defender has no air units against air units, so its FPR is halved, rounding down: 2 → 1.')
  })

  it('the halving rounds down (3 armies → 1), and only the side without air units halves', () => {
    const p = plan({ defending: { armies: 3, navies: 0, airUnits: 0 } })
    expect(p.defender.firePower).toBe(1)
    expect(p.attacker.firePower).toBe(7)
    const both = plan({ defending: { armies: 3, navies: 0, airUnits: 1 } })
    expect([both.attacker.firePower, both.defender.firePower]).toEqual([7, 8])
  })

  it('the table\'s miniatures: a tank adds 5 and a helicopter 4 in a ground attack, nothing air-to-air; neither is an air unit for the halving', () => {
    const p = plan({ attackerMiniatures: { tanks: 1, helicopters: 1 }, defenderMiniatures: { tanks: 1 } })
    expect(p.attacker.rawFirePower).toBe(7 + 5 + 4)
    // The defender's 2 armies and a tank (7) are halved: a tank is not an air unit.
    expect([p.defender.rawFirePower, p.defender.firePower]).toEqual([7, 3])
    const air = plan({ option: 'airToAir', defending: { armies: 2, navies: 0, airUnits: 1 }, attackerMiniatures: { tanks: 2, helicopters: 2 } })
    expect(air.attacker.rawFirePower).toBe(5)
    expect(refusedBy(state, battle({ attackerMiniatures: { tanks: -1 } })).code).toBe('bad-forces')
    expect(refusedBy(state, battle({ defenderMiniatures: { helicopters: 1.5 } })).code).toBe('bad-forces')
    expect(events(rolled(battle({ attackerMiniatures: { tanks: 99 } })))).not.toHaveLength(0)
  })

  it("the table's reading: an air unit's FPR is 4 when the game chose it", () => {
    const g = atWar({ airUnitFirePower: 4 })
    expect(plan({}, g.state).attacker.firePower).toBe(6)
  })

  it('"the player with the highest Fire Power Rating gets the extra die, not the player with the most armies or navies"', () => {
    // One air unit (5) against four armies (4, halved 2): the attacker has fewer units and the die.
    const p = plan({ attacking: { armies: 0, navies: 0, airUnits: 1 }, defending: { armies: 4, navies: 0, airUnits: 0 } })
    expect([p.attacker.dice, p.defender.dice]).toEqual([2, 2])
    // The defender's air unit makes its FPR the higher: 3 armies against 1 army + 1 air unit (6).
    const q = plan({ attacking: { armies: 3, navies: 0, airUnits: 0 }, defending: { armies: 1, navies: 0, airUnits: 1 } })
    expect([q.attacker.firePower, q.defender.firePower]).toEqual([1, 6])
    expect([q.attacker.dice, q.defender.dice]).toEqual([1, 3])
  })

  it('a tie of Fire Power Ratings gives no fire-power die and no edge', () => {
    const p = plan({ attacking: { armies: 1, navies: 0, airUnits: 1 }, defending: { armies: 0, navies: 1, airUnits: 1 } })
    expect([p.attacker.firePower, p.defender.firePower]).toEqual([6, 6])
    expect([p.attacker.dice, p.defender.dice, p.attacker.edge, p.defender.edge]).toEqual([1, 2, 0, 0])
    expect(p.reasons).toContain('Air Units, Fire Power Rating Points (FPR): both sides have a Fire Power Rating of 6, a tie: no fire-power die.')
  })

  it('"When an air unit has cargo, it will lose all benefits as an air unit and its FPR is 1"', () => {
    const p = plan({ attacking: { armies: 0, navies: 0, airUnits: 2 }, attackerCargo: 1 })
    expect(p.attacker.firePower).toBe(6)
    // Only cargo-carrying air units against armies: no air battle at all.
    expect(refusedBy(state, battle({ attackerCargo: 1 }))).toEqual({
      code: 'not-air-battle',
      message: 'No air units on either side: fight it with the basic battle drill.',
      remedies: [],
      rule: 'Air Units, How to Attack with Air units (Air-to-air, High altitude bombing, Ground attack)',
    })
    // Against an air unit, the cargo carrier is no air unit: its side halves (1 → 0).
    const q = plan({ attacking: { armies: 0, navies: 0, airUnits: 1 }, attackerCargo: 1, defending: { armies: 0, navies: 0, airUnits: 1 } })
    expect([q.attacker.rawFirePower, q.attacker.firePower, q.defender.firePower]).toEqual([1, 0, 5])
  })

  it('convoyed armies aboard navies are not counted unless the assault is amphibious (basic Step C)', () => {
    const base = { attacking: { armies: 2, navies: 1, airUnits: 1 }, convoyedArmies: 2 }
    expect(plan(base).attacker.firePower).toBe(6)
    expect(plan({ ...base, assault: 'amphibious' }).attacker.firePower).toBe(8)
  })
})

describe('Step C as in the basic drill: Resist and the L-star die', () => {
  it('"At Step A ... a player may choose to resist ... In this case he may count the fire power points for his air unit(s)" (lines 202-208)', () => {
    const p = plan({ defending: { armies: 1, navies: 0, airUnits: 1 }, defenderResists: true })
    expect(p.defender).toMatchObject({ firePower: 6, paysSupplies: false, dice: 1 })
    expect(p.reasons).toContain("Stage 4, Defensive Tactics, \"Resist\": the defender resists, removes no supplies and begins with 1 die; it still counts its air units' fire power (Air Units, Resist).")
    const made = events(battle({ defending: { armies: 1, navies: 0, airUnits: 1 }, defenderResists: true, attackerDice: [1, 1], defenderDice: [1] }))
    expect(made.filter((e) => e.type === 'supplyChanged').map((e) => e.power)).toEqual(['usa', 'usa', 'usa'])
  })

  it('the side with more L-stars gets the L-star die, either side', () => {
    const g = atWar()
    g.do({ kind: 'correctSupply', power: 'usa', row: 'lstars', value: 2, reason: 'test' })
    expect(plan({}, g.state).attacker.dice).toBe(3)
    g.do({ kind: 'correctSupply', power: 'ussr', row: 'lstars', value: 3, reason: 'test' })
    expect([plan({}, g.state).attacker.dice, plan({}, g.state).defender.dice]).toEqual([2, 3])
  })
})

describe('Fire Power Edge Points, lines 165-174', () => {
  it('"if the attacker has a Fire Power Rating of nine and the defender has an FPR of two, the attacker may add two"', () => {
    const p = plan({ attacking: { armies: 4, navies: 0, airUnits: 1 }, defending: { armies: 4, navies: 0, airUnits: 0 } })
    expect([p.attacker.firePower, p.defender.firePower, p.attacker.edge, p.defender.edge]).toEqual([9, 2, 2, 0])
    expect(p.reasons).toContain("Air Units, Fire Power Edge Points: the attacker's FPR exceeds the other's by 7: 2 Fire Power Edge Points added to its roll.")
  })

  it("the defender's edge counts in its roll: FPR 6 against 1, 2 + 2 + 1 plus 1 edge destroy two armies", () => {
    const cmd = battle({ attacking: { armies: 3, navies: 0, airUnits: 0 }, defending: { armies: 1, navies: 0, airUnits: 1 }, attackerDice: [1], defenderDice: [2, 2, 1] })
    expect(plan(cmd).defender.edge).toBe(1)
    expect(events(cmd).filter((e) => e.type === 'forcesChanged')).toEqual([{ type: 'forcesChanged', power: 'usa', force: 'armies', from: 6, to: 4 }])
  })

  it('the edge points count in the roll: a 1 and a 1 plus 2 edge destroy one army (3 kill points)', () => {
    const cmd = battle({ attacking: { armies: 4, navies: 0, airUnits: 1 }, defending: { armies: 4, navies: 0, airUnits: 0 }, attackerDice: [1, 1], defenderDice: [1, 1] })
    expect(events(cmd).filter((e) => e.type === 'forcesChanged')).toEqual([{ type: 'forcesChanged', power: 'ussr', force: 'armies', from: 6, to: 5 }])
  })
})

describe('Kill Points and the primary target, lines 89-93 and 176-200', () => {
  const territory = { armies: 3, navies: 0, airUnits: 1 }
  it.each([
    ['the air unit first, a twelve, 8 kill points: the air unit and one army, one point over', AIM_AIR, 12, 8, { armies: 1, navies: 0, airUnits: 1 }, 1],
    ['the air unit first, a seven, 8 kill points: nothing', AIM_AIR, 7, 8, { armies: 0, navies: 0, airUnits: 0 }, 7],
    ['the armies first, a twelve: all three armies', AIM_ARMIES, 12, 8, { armies: 3, navies: 0, airUnits: 0 }, 3],
    ['the air unit first, a twelve, the text’s 6 kill points: the air unit and two armies (hence the setting)', AIM_AIR, 12, 6, { armies: 2, navies: 0, airUnits: 1 }, 0],
    ['the air unit first, a seven, 6 kill points: the air unit only', AIM_AIR, 7, 6, { armies: 0, navies: 0, airUnits: 1 }, 1],
  ])('%s', (_, aims, points, killPoints, lost, left) => {
    expect(airLosses(territory, aims, points, killPoints)).toMatchObject({ lost, left })
  })

  it('kinds the other side lacks are skipped for the primary target; unnamed kinds follow the aims', () => {
    expect(airLosses({ armies: 2, navies: 0, airUnits: 0 }, ['airUnits'], 6, 6).lost).toEqual({ armies: 2, navies: 0, airUnits: 0 })
    // No air unit there: the armies are the primary target, and 4 points destroy one.
    expect(airLosses({ armies: 2, navies: 0, airUnits: 0 }, ['airUnits', 'armies'], 4, 6)).toEqual({ lost: { armies: 1, navies: 0, airUnits: 0 }, primary: 'armies', left: 1 })
    expect(airLosses({ armies: 0, navies: 1, airUnits: 1 }, ['navies', 'airUnits'], 8, 6).lost).toEqual({ armies: 0, navies: 1, airUnits: 0 })
  })

  it('in the drill: the game’s 8 kill points, the air unit aimed at first, 6 + 6 and the edge take the air unit and one army', () => {
    const g = atWar({ airUnitKillPoints: 8 })
    // FPR 6 + 5 = 11 against 3 + 5 = 8: the attacker's two dice and one edge point, 6 + 6 + 1 = 13: 8 for the air unit, 3 for an army.
    const cmd = battle({ attacking: { armies: 6, navies: 0, airUnits: 1 }, defending: territory, attackerDice: [6, 6], defenderDice: [1, 1], attackerAims: AIM_AIR })
    expect(plan(cmd, g.state).attacker).toMatchObject({ dice: 2, edge: 1 })
    expect(events(cmd, g.state).filter((e) => e.type === 'forcesChanged')).toEqual([
      { type: 'forcesChanged', power: 'ussr', force: 'armies', from: 6, to: 5 },
      { type: 'forcesChanged', power: 'ussr', force: 'airUnits', from: 3, to: 2 },
    ])
  })

  it('a sunk navy drowns the armies it convoys, as in the basic drill', () => {
    const cmd = battle({ defending: { armies: 2, navies: 1, airUnits: 0 }, defenderConvoyedArmies: 2, attackerAims: ['navies', 'armies'], attackerDice: [2, 1], defenderDice: [1, 1] })
    expect(events(cmd).filter((e) => e.type === 'forcesChanged')).toEqual([
      { type: 'forcesChanged', power: 'ussr', force: 'armies', from: 6, to: 4 },
      { type: 'forcesChanged', power: 'ussr', force: 'navies', from: 2, to: 1 },
    ])
  })
})

describe('Air-to-air combat, lines 73-75', () => {
  it('"the rest of the phase will use totals for FPR and Kill Points on the air units only"', () => {
    const cmd = battle({ option: 'airToAir', attacking: { armies: 5, navies: 1, airUnits: 2 }, defending: { armies: 6, navies: 2, airUnits: 1 } })
    const p = plan(cmd)
    expect([p.attacker.firePower, p.defender.firePower]).toEqual([10, 5])
    expect([p.attacker.atStake, p.defender.atStake]).toEqual([
      { armies: 0, navies: 0, airUnits: 2 },
      { armies: 0, navies: 0, airUnits: 1 },
    ])
    // Sixes everywhere: only air units fall, whatever the aims.
    const gone = events(rolled({ ...cmd, attackerAims: AIM_ARMIES, defenderAims: AIM_ARMIES }, 6, 6)).filter((e) => e.type === 'forcesChanged')
    expect(gone).toEqual([
      { type: 'forcesChanged', power: 'usa', force: 'airUnits', from: 4, to: 2 },
      { type: 'forcesChanged', power: 'ussr', force: 'airUnits', from: 3, to: 2 },
    ])
  })

  it('"If the defender loses all his aircraft, the attacker may proceed to implement one of the other two options with the cost of another set of supplies"', () => {
    const g = atWar()
    const cmd = rolled(battle({ option: 'airToAir', attacking: { armies: 0, navies: 0, airUnits: 2 }, defending: { armies: 2, navies: 0, airUnits: 1 } }), 6, 1, g.state)
    g.do(cmd)
    expect(g.state.powers.ussr!.forces.airUnits).toBe(2)
    // The attack goes on: the ground attack, paying another set, is accepted and is the attack.
    const grain = g.state.powers.usa!.supplies.grain
    g.do(rolled(battle(), 1, 1, g.state))
    expect(g.state.powers.usa!.supplies.grain).toBe(grain - 1)
    expect(g.state.play).toMatchObject({ attackMade: 'usa', counterattacks: ['ussr'] })
  })

  it('an air-to-air battle that leaves the defender an aircraft is the attack', () => {
    const g = atWar()
    g.do(rolled(battle({ option: 'airToAir', attacking: { armies: 0, navies: 0, airUnits: 1 }, defending: { armies: 0, navies: 0, airUnits: 3 } }), 1, 1, g.state))
    expect(g.state.play).toMatchObject({ attackMade: 'usa' })
    expect(g.refuse(rolled(battle(), 1, 1, g.state)).code).toBe('attack-made')
  })

  it('"If the area has opposing air units": without them air-to-air is refused', () => {
    expect(refusedBy(state, battle({ option: 'airToAir' }))).toEqual({
      code: 'air-to-air-without-air',
      message: 'Air-to-air combat needs opposing air units: the defender has none there. Choose the ground attack.',
      remedies: [],
      rule: 'Air Units, How to Attack with Air units (Air-to-air, High altitude bombing, Ground attack)',
    })
    expect(refusedBy(state, battle({ option: 'airToAir', attacking: { armies: 2, navies: 0, airUnits: 0 }, defending: { armies: 0, navies: 0, airUnits: 1 } })).code).toBe('no-forces')
  })
})

describe('Out of Oil - Out of Air unit, lines 210-216', () => {
  function outOfOil(settings = {}) {
    const g = atWar(settings)
    g.do({ kind: 'correctSupply', power: 'ussr', row: 'oil', value: 0, reason: 'test' })
    return g
  }

  it('"The defender can not add the air unit\'s fire power points to his total", and they halve as no air units', () => {
    const g = outOfOil()
    const p = plan({ defending: { armies: 3, navies: 0, airUnits: 2 } }, g.state)
    expect([p.defender.rawFirePower, p.defender.firePower]).toEqual([3, 1])
    expect(p.defender.atStake.airUnits).toBe(2)
    expect(p.defender.paysSupplies).toBe(false)
    expect(p.defender.dice).toBe(1)
    // An air unit with cargo adds its 1 no more than the others their 5.
    expect(plan({ defending: { armies: 3, navies: 0, airUnits: 2 }, defenderCargo: 1 }, g.state).defender.rawFirePower).toBe(3)
  })

  it('grounded air units on one side and none on the other: no one halves (no air unit fights); the air units can still fall', () => {
    const g = outOfOil()
    const p = plan({ attacking: { armies: 3, navies: 0, airUnits: 0 }, defending: { armies: 1, navies: 0, airUnits: 2 } }, g.state)
    expect([p.attacker.firePower, p.defender.firePower]).toEqual([3, 1])
    expect(p.defender.atStake).toEqual({ armies: 1, navies: 0, airUnits: 2 })
  })

  it('a navy there defends the air units too: no capture, a battle', () => {
    const g = outOfOil()
    const p = plan({ defending: { armies: 0, navies: 1, airUnits: 2 } }, g.state)
    expect(p.capture).toBeUndefined()
    expect(p.defender.dice).toBe(1)
  })

  it('"If there are no armies in the territory to defend the air units, then the air units are captured by the attacker"', () => {
    const g = outOfOil()
    const s = g.state
    const cmd = battle({ attacking: { armies: 1, navies: 0, airUnits: 0 }, defending: { armies: 0, navies: 0, airUnits: 2 }, attackerDice: [], defenderDice: [] })
    const supplies = s.powers.usa!.supplies.grain
    expect(events(cmd, s)).toEqual([
      ...setPaid('usa', supplies, supplies - 1),
      { type: 'forcesChanged', power: 'ussr', force: 'airUnits', from: 3, to: 1 },
      { type: 'forcesChanged', power: 'usa', force: 'airUnits', from: 4, to: 6 },
      attackMadePatch('usa', ['ussr']),
    ])
    expect(refusedBy(s, { ...cmd, attackerDice: [3] })).toMatchObject({ code: 'dice-count', message: expect.stringContaining('captured without a roll') })
    expect(planAirBattle(s, cmd)).toMatchObject({ ok: true, value: { capture: { airUnits: 2, kept: 2, outOfPlay: 0 } } })
  })

  it('captured air units beyond the attacker’s twenty pieces go out of play (said in a reason)', () => {
    const g = outOfOil()
    g.do({ kind: 'correctForces', power: 'usa', forces: { airUnits: 19 }, reason: 'test' })
    const cmd = battle({ attacking: { armies: 1, navies: 0, airUnits: 0 }, defending: { armies: 0, navies: 0, airUnits: 3 }, attackerDice: [], defenderDice: [] })
    const p = plan(cmd, g.state)
    expect(p.capture).toEqual({ airUnits: 3, kept: 1, outOfPlay: 2 })
    expect(p.reasons.join(' ')).toContain('the attacker keeps 1 and 2 air units go out of play')
    expect(events(cmd, g.state).filter((e) => e.type === 'forcesChanged')).toEqual([
      { type: 'forcesChanged', power: 'ussr', force: 'airUnits', from: 3, to: 0 },
      { type: 'forcesChanged', power: 'usa', force: 'airUnits', from: 19, to: 20 },
    ])
  })
})

describe('High altitude bombing, lines 77-85', () => {
  const run = (over: Partial<BombingRun> = {}): BombingRun => ({ kind: 'bombingRun', power: 'usa', defender: 'ussr', target: 'Ukraine', aim: 'siloOrSpaceport', dice: [3, 4, 6], ...over })

  it('"Silo/Spaceport 4-6", "Factory 5-6": one die per air unit, a record of the hits, a set of supplies, the turn\'s attack', () => {
    const g = atWar()
    const grain = g.state.powers.usa!.supplies.grain
    const made = events(run(), g.state)
    expect(made).toEqual([
      ...setPaid('usa', grain, grain - 1),
      { type: 'slicePatched', slice: 'air', from: { bombingRuns: [] }, to: { bombingRuns: [{ cycle: 2, power: 'usa', target: 'Ukraine', aim: 'siloOrSpaceport', dice: [3, 4, 6], hits: 2 }] } },
      attackMadePatch('usa', ['ussr']),
    ])
    g.do(run({ aim: 'factory', dice: [4, 5, 6, 6] }))
    const factory = { cycle: 2, power: 'usa', target: 'Ukraine', aim: 'factory', dice: [4, 5, 6, 6], hits: 3 }
    expect(g.state.air!.bombingRuns).toEqual([factory])
    // The USSR's counterattack by air is recorded after it: the record is appended to.
    g.do(run({ power: 'ussr', defender: 'usa', target: 'Alaska', dice: [4] }))
    expect(g.state.air!.bombingRuns).toEqual([factory, { cycle: 2, power: 'ussr', target: 'Alaska', aim: 'siloOrSpaceport', dice: [4], hits: 1 }])
  })

  it('more dice than air units, none, or a face outside 1-6 are refused; no air units, no run', () => {
    expect(refusedBy(state, run({ dice: [1, 2, 3, 4, 5] }))).toMatchObject({ code: 'dice-count', message: 'One die for every air unit flown: USA has 4 air units, so roll 1 to 4 dice, not 5.' })
    expect(refusedBy(state, run({ dice: [] })).code).toBe('dice-count')
    expect(refusedBy(state, run({ dice: [7] })).code).toBe('bad-dice')
    expect(refusedBy(state, run({ dice: [0, 6] })).code).toBe('bad-dice')
    expect(refusedBy(state, run({ aim: 'city' as BombingRun['aim'] })).code).toBe('bad-command')
    expect(refusedBy(state, run({ power: 'mars' as PowerId })).code).toBe('unknown-power')
    expect(refusedBy(state, run({ power: 'china' })).message).toBe('Choose the bombing superpower.')
    expect(refusedBy(state, run({ defender: 'china' })).code).toBe('unknown-power')
    expect(refusedBy(state, run({ defender: 'mars' as PowerId })).message).toBe('Choose the superpower whose territory is bombed.')
    expect(refusedBy(state, run({ defender: 'usa' })).code).toBe('same-power')
    expect(refusedBy(state, run({ target: '' })).code).toBe('bad-target')
    expect(refusedBy(state, run({ target: 'x'.repeat(41) })).code).toBe('bad-target')
    expect(refusedBy(state, run({ power: 'ussr', defender: 'usa' })).code).toBe('not-your-turn')
    const g = atWar()
    g.do({ kind: 'correctForces', power: 'usa', forces: { airUnits: 0 }, reason: 'test' })
    expect(refusedBy(g.state, run()).code).toBe('no-air-units')
    // More than the box's twenty (a victor's own and the spoils' pieces) still rolls at most twenty dice.
    const usa = g.state.powers.usa!
    const many = { ...g.state, powers: { ...g.state.powers, usa: { ...usa, forces: { ...usa.forces, airUnits: 25 } } } }
    expect(refusedBy(many, run({ dice: Array<number>(21).fill(6) })).message).toContain('roll 1 to 20 dice, not 21')
    expect(events(run({ dice: Array<number>(20).fill(6) }), many)).toHaveLength(5)
  })
})

describe('the air battle refuses in plain words and changes nothing', () => {
  const raw = (over: Record<string, unknown>) => ({ ...battle(), ...over })
  it.each<[string, object, string]>([
    ['an unknown attacker', raw({ attacker: 'mars' }), 'unknown-power'],
    ['an attacker not in this game', battle({ attacker: 'china' }), 'unknown-power'],
    ['an attacker named like an object property', raw({ attacker: 'toString' }), 'unknown-power'],
    ['a defender named like an object property', raw({ defender: 'constructor' }), 'unknown-power'],
    ['a defender not in this game', battle({ defender: 'china' }), 'unknown-power'],
    ['the militia with defending units (an empty zone has none)', raw({ defender: 'militia' }), 'bad-forces'],
    ['itself', battle({ defender: 'usa' }), 'same-power'],
    ['no target', battle({ target: ' ' }), 'bad-target'],
    ['a target of 41 letters', battle({ target: 'x'.repeat(41) }), 'bad-target'],
    ['an airborne assault', raw({ assault: 'airborne' }), 'bad-command'],
    ['no attacking unit', battle({ attacking: { armies: 0, navies: 0, airUnits: 0 } }), 'no-forces'],
    ['more attacking armies than held', battle({ attacking: { armies: 7, navies: 0, airUnits: 1 } }), 'no-forces'],
    ['an unknown option', raw({ option: 'nuke' }), 'bad-command'],
    ['more air units than held', battle({ attacking: { armies: 0, navies: 0, airUnits: 5 } }), 'no-forces'],
    ['more defending air units than held', battle({ defending: { armies: 0, navies: 0, airUnits: 4 } }), 'no-forces'],
    ['no defending unit', battle({ defending: { armies: 0, navies: 0, airUnits: 0 } }), 'no-forces'],
    ['a count that is not whole', raw({ attacking: { armies: 1.5, navies: 0, airUnits: 1 } }), 'no-forces'],
    ['more cargo than air units', battle({ attackerCargo: 2 }), 'bad-cargo'],
    ["more defender's cargo than its air units", battle({ defenderCargo: 1 }), 'bad-cargo'],
    ['convoyed armies beyond the attacking armies', battle({ convoyedArmies: 3 }), 'bad-convoy'],
    ['defender convoys without navies', battle({ defenderConvoyedArmies: 1 }), 'bad-convoy'],
    ["defender's convoyed armies beyond its armies", battle({ defending: { armies: 2, navies: 1, airUnits: 0 }, defenderConvoyedArmies: 3 }), 'bad-convoy'],
    ['a cargo count that is not whole', raw({ attackerCargo: -1 }), 'bad-cargo'],
    ['no air units anywhere', battle({ attacking: { armies: 2, navies: 0, airUnits: 0 } }), 'not-air-battle'],
    ['empty aims', battle({ attackerAims: [] }), 'bad-aims'],
    ['aims twice the same kind', battle({ defenderAims: ['armies', 'armies'] }), 'bad-aims'],
    ['an unknown aim', raw({ attackerAims: ['tanks'] }), 'bad-aims'],
    ['a die of 7', battle({ attackerDice: [7, 1] }), 'bad-dice'],
    ['one die too few', battle({ attackerDice: [6] }), 'dice-count'],
    ["one of the defender's dice too many", battle({ defenderDice: [1, 1, 1] }), 'dice-count'],
    ["a defender's die of 0", battle({ defenderDice: [0, 1] }), 'bad-dice'],
  ])('%s', (_, cmd, code) => {
    expect(refusedBy(state, cmd).code).toBe(code)
  })

  it('the messages say what is wrong', () => {
    expect(refusedBy(state, battle({ attacking: { armies: 0, navies: 0, airUnits: 5 } })).message).toBe('USA has 6 armies, 2 navies and 4 air units.')
    expect(refusedBy(state, battle({ attackerAims: [] })).message).toBe("Name USA's primary target first, then the other kinds in the order its points destroy them: armies, navies or air units, each once.")
    expect(refusedBy(state, battle({ attackerCargo: 2 })).message).toBe("The air units carrying cargo are some of USA's 1 air units in the battle.")
  })

  it('an attacker without a set of supplies cannot attack', () => {
    const g = atWar()
    g.do({ kind: 'correctSupply', power: 'usa', row: 'minerals', value: 0, reason: 'test' })
    expect(refusedBy(g.state, battle()).code).toBe('no-supplies')
    expect(refusedBy(g.state, { kind: 'bombingRun', power: 'usa', defender: 'ussr', target: 'Ukraine', aim: 'factory', dice: [6] }).code).toBe('no-supplies')
  })
})

describe('Stage 4 rotation: the air battle and the bombing run are the turn’s attack', () => {
  it('the full events: sets of supplies, losses, the war record with its expectation, the attack made', () => {
    const cmd = battle({ attackerDice: [6, 6], defenderDice: [6, 6] })
    const made = events(cmd)
    const [usa, ussr] = [state.powers.usa!.supplies.grain, state.powers.ussr!.supplies.grain]
    expect(made.slice(0, 6)).toEqual([...setPaid('usa', usa, usa - 1), ...setPaid('ussr', ussr, ussr - 1)])
    // 12 + 2 edge at the armies: both; 12 at the air unit (6 kill points): the air unit and both armies.
    expect(made.filter((e) => e.type === 'forcesChanged')).toEqual([
      { type: 'forcesChanged', power: 'usa', force: 'armies', from: 6, to: 4 },
      { type: 'forcesChanged', power: 'usa', force: 'airUnits', from: 4, to: 3 },
      { type: 'forcesChanged', power: 'ussr', force: 'armies', from: 6, to: 4 },
    ])
    const record = made.find((e) => e.type === 'slicePatched' && e.slice === 'war')
    const odds = airBattleOdds(plan(cmd), { attacker: cmd.attackerAims, defender: cmd.defenderAims })
    expect(record).toMatchObject({
      to: { record: { usa: { unitsDestroyed: 2, expectedUnitsDestroyed: odds.defender.expected }, ussr: { unitsDestroyed: 3, expectedUnitsDestroyed: odds.attacker.expected } } },
    })
    expect(odds.defender.expected).toBeGreaterThan(0)
    expect(made.at(-1)).toEqual(attackMadePatch('usa', ['ussr']))
  })

  function counterattackAfter(first: object) {
    const g = atWar()
    g.do(first as FightAirBattle)
    expect(g.state.play!.attackMade).toBe('usa')
    expect(g.state.play!.counterattacks).toEqual(['ussr'])
    expect(g.refuse(battle()).code).toBe('attack-made')
    expect(g.refuse({ kind: 'fightBattle', attacker: 'usa', defender: 'ussr', target: 'Kazakh', attacking: { armies: 1, navies: 0 }, defending: { armies: 1, navies: 0 }, attackerDice: [1], defenderDice: [1, 1] }).code).toBe('attack-made')
    return g
  }

  it('after an air battle the attacker may not attack again; the defender counterattacks (by air), then the turn moves on', () => {
    const g = counterattackAfter(battle({ attackerDice: [1, 1], defenderDice: [1, 1] }))
    const back = battle({ attacker: 'ussr', defender: 'usa', attacking: { armies: 0, navies: 0, airUnits: 1 }, defending: { armies: 1, navies: 0, airUnits: 0 }, attackerDice: [1, 1], defenderDice: [1, 1] })
    g.do(back)
    expect(g.state.play!.counterattacks).toEqual([])
    expect(g.state.play!.attackMade ?? null).toBeNull()
  })

  it('fought with the power that fired a first strike at the attacker, it clears the first-strike marker (as fightBattle)', () => {
    const marked = { ...state, play: { ...state.play!, firstStrike: { by: 'ussr' as PowerId, against: 'usa' as PowerId } } }
    const clear = { type: 'slicePatched', slice: 'play', from: { firstStrike: { by: 'ussr', against: 'usa' } }, to: { firstStrike: null } }
    expect(events(battle(), marked).at(-1)).toEqual(clear)
    expect(events({ kind: 'bombingRun', power: 'usa', defender: 'ussr', target: 'Ukraine', aim: 'factory', dice: [6] }, marked).at(-1)).toEqual(clear)
    expect(events(battle()).some((e) => e.type === 'slicePatched' && e.slice === 'play' && 'firstStrike' in e.to)).toBe(false)
  })

  it('a bombing run is the attack too', () => {
    counterattackAfter({ kind: 'bombingRun', power: 'usa', defender: 'ussr', target: 'Ukraine', aim: 'factory', dice: [6] })
  })

  it('out of turn, or in the first cycle, no air battle and no bombing', () => {
    expect(refusedBy(state, battle({ attacker: 'ussr', defender: 'usa', attacking: { armies: 0, navies: 0, airUnits: 1 } })).code).toBe('not-your-turn')
    const g = guidedGame(['usa', 'ussr', 'europe'] as PowerId[], undefined, {}, AIR)
    expect(refusedBy(g.state, { kind: 'bombingRun', power: 'usa', defender: 'ussr', target: 'Ukraine', aim: 'factory', dice: [6] }).code).toBe('first-cycle')
  })
})
