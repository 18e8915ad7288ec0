import { describe, expect, it } from 'vitest'
import { decide, DEFAULT_SETTINGS, foldEntries, totalMoney, unitsRemoved, type FightBattle } from '@/domain'
import { buildStartGame, emptyPowerForm, emptySetupForm } from '@/presentation'
import { guidedGame, playTo } from '../support/guided'
import { apply, standardStart, startedState } from '../support/games'

const battle = (over: Partial<FightBattle> = {}): FightBattle => ({
  kind: 'fightBattle',
  attacker: 'usa',
  defender: 'ussr',
  target: 'Kazakh',
  attacking: { armies: 3, navies: 0 },
  defending: { armies: 2, navies: 0 },
  attackerDice: [5, 3],
  defenderDice: [2, 2],
  ...over,
})

describe('Rulebook: the conventional battle drill', () => {
  it('Step D: "if the attacker rolls a five and a three ... he may remove two" units', () => {
    expect(unitsRemoved([5, 3], 5)).toBe(2)
    expect(unitsRemoved([6, 6, 6], 2)).toBe(2)
    expect(unitsRemoved([2], 4)).toBe(0)
  })

  it('Steps B to D: both remove a set of supplies; dice by the rules; losses per three points', () => {
    const g = guidedGame(['usa', 'ussr'])
    playTo(g, { cycle: 2, stage: 4, bidders: ['usa'] })
    const before = g.state
    // USA: 1 die + the fire power die (3 units against 2); USSR: 2 dice (it has supplies).
    g.do(battle())
    expect(g.state.powers.ussr?.forces.armies).toBe(before.powers.ussr!.forces.armies - 2)
    expect(g.state.powers.usa?.forces.armies).toBe(before.powers.usa!.forces.armies - 1)
    for (const r of ['grain', 'oil', 'minerals'] as const) {
      expect(g.state.powers.usa?.supplies[r]).toBe(before.powers.usa!.supplies[r] - 1)
      expect(g.state.powers.ussr?.supplies[r]).toBe(before.powers.ussr!.supplies[r] - 1)
    }
    expect(g.state.war?.record.usa?.unitsDestroyed).toBe(2)
    expect(g.state.war?.record.ussr?.unitsDestroyed).toBe(1)
    expect(totalMoney(g.state)).toBe(0)
  })

  it('Step C: the wrong number of dice, or a face outside 1 to 6, is refused', () => {
    const g = guidedGame(['usa', 'ussr'])
    playTo(g, { cycle: 2, stage: 4, bidders: ['usa'] })
    expect(g.refuse(battle({ attackerDice: [5] })).message).toBe('USA rolls 2 dice in this battle, not 1.')
    expect(g.refuse(battle({ defenderDice: [7, 1] })).code).toBe('bad-dice')
  })

  it('Resist: the defender removes no supplies and rolls one die', () => {
    const g = guidedGame(['usa', 'ussr'])
    playTo(g, { cycle: 2, stage: 4, bidders: ['usa'] })
    const before = g.state.powers.ussr!.supplies
    g.do(battle({ defenderResists: true, defenderDice: [6] }))
    expect(g.state.powers.ussr?.supplies).toEqual(before)
    expect(g.state.powers.usa?.forces.armies).toBe(4 - 2)
  })

  it('each attacked player gets one counterattack, out of turn', () => {
    const g = guidedGame(['usa', 'ussr'])
    playTo(g, { cycle: 2, stage: 4, bidders: ['usa'] })
    g.do(battle())
    const counter = battle({ attacker: 'ussr', defender: 'usa', target: 'Alaska', attacking: { armies: 1, navies: 0 }, defending: { armies: 1, navies: 0 }, attackerDice: [1], defenderDice: [1, 1] })
    g.do(counter)
    expect(g.refuse(counter).code).toBe('not-your-turn')
  })

  it('The Militia: the Marshall rolls one die; the attacker loses a unit per three points', () => {
    const state = apply(startedState(['usa', 'ussr']), { ...battle({ defender: 'militia', target: 'Greenland', attackerDice: [], defenderDice: [6] }) })
    expect(state.powers.usa?.forces.armies).toBe(4 - 2)
  })

  it('amphibious assault, reading "aboard": a sunk navy takes the armies it carries', () => {
    let state = startedState(['usa', 'ussr'], { amphibiousArmies: 'aboard' })
    state = apply(state, { kind: 'correctForces', power: 'usa', armies: 4, navies: 1, reason: 'test' })
    state = apply(state, battle({ attacking: { armies: 3, navies: 1 }, assault: 'amphibious', defenderDice: [2, 1], attackerLosses: { armies: 0, navies: 1 } }))
    expect(state.powers.usa?.forces.navies).toBe(0)
    expect(state.powers.usa?.forces.armies).toBe(4 - 3)
    // The USSR's record counts the navy and the 3 armies that went down with it.
    expect(state.war?.record.ussr?.unitsDestroyed).toBe(4)
  })

  it('amphibious assault, reading "landed" (Step E: "withdraw his armies from that territory to a navy"): a sunk navy drowns no landed army', () => {
    let state = startedState(['usa', 'ussr'], { amphibiousArmies: 'landed' })
    state = apply(state, { kind: 'correctForces', power: 'usa', armies: 4, navies: 1, reason: 'test' })
    state = apply(state, battle({ attacking: { armies: 3, navies: 1 }, assault: 'amphibious', defenderDice: [2, 1], attackerLosses: { armies: 0, navies: 1 } }))
    expect(state.powers.usa?.forces.navies).toBe(0)
    expect(state.powers.usa?.forces.armies).toBe(4)
  })

  it('a game set up before the reading existed keeps the old one (aboard), so old games go on as they were played', () => {
    let state = startedState(['usa', 'ussr'])
    const old = { ...state.settings }
    delete old.amphibiousArmies
    state = { ...state, settings: old }
    state = apply(state, { kind: 'correctForces', power: 'usa', armies: 4, navies: 1, reason: 'test' })
    state = apply(state, battle({ attacking: { armies: 3, navies: 1 }, assault: 'amphibious', defenderDice: [2, 1], attackerLosses: { armies: 0, navies: 1 } }))
    expect(state.powers.usa?.forces.armies).toBe(4 - 3)
  })

  it('new games read the amphibious armies as landed; the setup form sends both battle readings; a reading not on the list is refused', () => {
    expect(startedState(['usa', 'ussr']).settings.amphibiousArmies).toBe('landed')
    const form = { ...emptySetupForm(), powers: [emptyPowerForm('usa'), emptyPowerForm('ussr')] }
    expect(buildStartGame(form, 'g1').settings).toMatchObject({ amphibiousArmies: 'landed', nuclearRoulette: 'perTerritory' })
    const start = standardStart(['usa', 'ussr'], 'g1', { ...DEFAULT_SETTINGS, amphibiousArmies: 'swimming' as never })
    const refused = decide(foldEntries([]).state, start)
    expect(!refused.ok && refused.refusal.code).toBe('bad-settings')
  })

  it('Step D: "If a navy is sunk while convoying armies, the armies are lost as well": the defender\'s convoys too', () => {
    let state = startedState(['usa', 'ussr'])
    state = apply(state, { kind: 'correctForces', power: 'ussr', armies: 4, navies: 2, reason: 'test' })
    state = apply(state, { kind: 'correctForces', power: 'usa', armies: 4, navies: 3, reason: 'test' })
    // USSR defends a sea with 2 navies carrying 3 armies; USA's 9 points remove 3 units: 1 army, then 2 navies sunk.
    const b = battle({ target: 'Sea of Japan', attacking: { armies: 0, navies: 3 }, defending: { armies: 3, navies: 2 }, defenderConvoyedArmies: 3, attackerDice: [5, 4], defenderDice: [1, 1], defenderLosses: { armies: 1, navies: 2 } })
    state = apply(state, b)
    expect(state.powers.ussr?.forces.navies).toBe(0)
    // The 2 armies still aboard go down with the navies: 3 armies lost in all.
    expect(state.powers.ussr?.forces.armies).toBe(4 - 3)
    // The war record (Top Brass, luck) counts the drowned armies among the units destroyed.
    expect(state.war?.record.usa?.unitsDestroyed).toBe(5)
  })

  it("the defender's convoyed armies are some of its defending armies, aboard its navies", () => {
    const state = apply(startedState(['usa', 'ussr']), { kind: 'correctForces', power: 'ussr', armies: 4, navies: 2, reason: 'test' })
    const tooMany = decide(state, battle({ defending: { armies: 2, navies: 1 }, defenderConvoyedArmies: 3 }))
    expect(!tooMany.ok && tooMany.refusal.code).toBe('bad-convoy')
    const noNavy = decide(state, battle({ defending: { armies: 2, navies: 0 }, defenderConvoyedArmies: 1 }))
    expect(!noNavy.ok && noNavy.refusal.code).toBe('bad-convoy')
  })

  it('no attacks in the first cycle, and none outside Stage 4', () => {
    const g = guidedGame(['usa', 'ussr'])
    expect(g.refuse(battle()).message).toContain('On the first turn, no one may attack')
    playTo(g, { cycle: 2, stage: 5, bidders: ['usa'] })
    expect(g.refuse(battle()).message).toContain('Attacks are Stage 4, Phase C')
  })

  it('a battle with no forces, or more forces than the power has, is refused', () => {
    const state = startedState(['usa', 'ussr'])
    expect(decide(state, battle({ attacking: { armies: 0, navies: 0 } })).ok).toBe(false)
    const tooMany = decide(state, battle({ attacking: { armies: 9, navies: 0 } }))
    expect(tooMany.ok || tooMany.refusal.message).toBe('USA has 4 armies and 0 navies.')
    expect(decide(state, battle({ defending: { armies: 0, navies: 0 } })).ok).toBe(false)
  })
})
