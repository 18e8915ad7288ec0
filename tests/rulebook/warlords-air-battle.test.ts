/**
 * Air Units with Warlords and Pirates, Conventional Attack (shared/rules/variant-air-units.txt,
 * "Rules Relating to Other Expansion Sets"): "Warlords get an extra die if they have the most fire
 * power points. They always choose the highest value target in the attacker's forces."
 */
import { describe, expect, it } from 'vitest'
import { decide, evolve, NEUTRAL_TERRITORIES, PIRATE_SEAS, planWarlordBattle, rulesFor, type AttackWarlord, type Command, type GameState, type GameEvent, type NeutralZone } from '@/domain'
import { decideUnder } from '@/domain/editions'
import { MARSHALL_TARGETS } from '@/domain/modules/warlords/air-defence'
import { guidedGame, playTo } from '../support/guided'
import { noteClients } from '../support/warlords'

const BOTH = ['air-units', 'warlords']

/** Cycle 2, Stage 4, the USA's turn; every zone 3 armies or navies; the USSR sold India 2 air units; the USA has 6 armies, 2 navies, 3 air units. */
function atWar(modules = BOTH) {
  const g = guidedGame(['usa', 'ussr', 'europe'], undefined, {}, modules)
  g.do({ kind: 'setUpNeutralZones', mode: 'fullHouse', zones: [...NEUTRAL_TERRITORIES, ...PIRATE_SEAS].map((zone) => ({ zone, die: 3 })) })
  playTo(g, { cycle: 1, stage: 6, bidders: ['usa'] })
  if (modules.includes('air-units')) noteClients(g, ['ussr', 'India', 'airUnits', 2])
  g.do({ kind: 'passTurn', power: 'usa' })
  if (modules.includes('air-units')) {
    g.do({ kind: 'correctForces', power: 'ussr', forces: { airUnits: 2 }, reason: 'test' })
    g.do({ kind: 'sellToWarlord', power: 'ussr', zone: 'India', weapon: 'airUnits', count: 2 })
  }
  playTo(g, { cycle: 2, stage: 4, bidders: ['usa'] })
  g.do({ kind: 'correctForces', power: 'usa', armies: 6, navies: 2, ...(modules.includes('air-units') ? { forces: { airUnits: 3 } } : {}), reason: 'test' })
  return g
}
const base = atWar().state
const rules = rulesFor(base.ruleset)
const zoneOf = (s: GameState, zone: string) => s.neutral!.zones.find((z) => z.zone === zone)!
const plan = (zone: string, armies: number, airUnits: number) => planWarlordBattle(base, { attacker: 'usa', zone, attacking: { armies, navies: 0, airUnits } }, zoneOf(base, zone), rules)
const attack = (over: Partial<AttackWarlord> = {}): AttackWarlord => ({ kind: 'attackWarlord', attacker: 'usa', zone: 'Greenland', attacking: { armies: 2, navies: 0, airUnits: 1 }, attackerDice: [1, 1], defenderDice: [3, 3], ...over })
const refusal = (s: GameState, cmd: Command) => {
  const r = decide(s, cmd)
  if (r.ok) throw new Error(`accepted: ${cmd.kind}`)
  return r.refusal
}

describe('Air Units with Warlords: "an extra die if they have the most fire power points"', () => {
  it('the extra die for forces goes by Fire Power Rating Points (an air unit 5, an army 1), the warlord\'s air units counting', () => {
    // Greenland: 3 armies (3 points, halved to 1: no air units against air units) against 2 armies and 1 air unit (7): the attacker's die, not the warlord's.
    expect(plan('Greenland', 2, 1)).toMatchObject({ attackerDice: 2, defenderDice: 2, firePower: { attacker: 7, zone: 1 } })
    // India: 3 armies and 2 air units (13) against 4 armies and 1 air unit (9): more units attack, the warlord has the points.
    expect(plan('India', 4, 1)).toMatchObject({ attackerDice: 1, defenderDice: 3, firePower: { attacker: 9, zone: 13 } })
    expect(plan('India', 4, 1).reasons.join(' ')).toContain('fire power points')
    // Without the rules (Air Units not composed), the basic count of armies and navies: 4 against 3.
    expect(planWarlordBattle(base, { attacker: 'usa', zone: 'India', attacking: { armies: 4, navies: 0 } }, zoneOf(base, 'India'))).toMatchObject({ attackerDice: 2, defenderDice: 2 })
  })
})

describe('"They always choose the highest value target in the attacker\'s forces"', () => {
  it('by build price air units ($200M each) before armies and navies ($100M)', () => {
    expect(MARSHALL_TARGETS).toEqual(['airUnits', 'armies', 'navies'])
  })

  it('the Marshall\'s points take the air unit first (6 kill points), then armies (3 each)', () => {
    const g = atWar()
    g.do(attack({ defenderDice: [6, 3] }))
    expect(g.state.powers.usa!.forces).toMatchObject({ armies: 5, navies: 2, airUnits: 2 })
    // 6 points: the air unit only.
    const h = atWar()
    h.do(attack({ defenderDice: [3, 3] }))
    expect(h.state.powers.usa!.forces).toMatchObject({ armies: 6, airUnits: 2 })
    // 5 points: "If a player does not destroy his primary target, then he can not use the points to destroy another target".
    const k = atWar()
    k.do(attack({ defenderDice: [4, 1] }))
    expect(k.state.powers.usa!.forces).toMatchObject({ armies: 6, airUnits: 3 })
  })

  it('the attacker may not choose its losses; air units only with Air Units, and only those it has', () => {
    expect(refusal(base, attack({ attackerLosses: { armies: 2, navies: 0 } })).code).toBe('bad-losses')
    const r0 = decide(base, attack({ attackerLosses: { armies: 0, navies: 0, airUnits: 1 } }))
    expect(r0.ok ? 'ok' : r0.refusal.message).toBe('ok')
    expect(refusal(base, attack({ attacking: { armies: 2, navies: 0, airUnits: 4 } })).code).toBe('no-forces')
    expect(refusal(atWar(['warlords']).state, attack())).toMatchObject({ code: 'no-forces', message: 'This game is played without Air Units: attack with armies and navies.' })
    const r = decide(atWar(['warlords']).state, attack({ attacking: { armies: 2, navies: 0 }, attackerDice: [1], defenderDice: [3, 3, 3] }))
    expect(r.ok ? 'ok' : r.refusal.message).toBe('ok')
  })
})

/** `s` with the zone changed (the Marshall's supply center as a table might have it). */
function withZone(s: GameState, zone: string, changes: Partial<NeutralZone>): GameState {
  return { ...s, neutral: { ...s.neutral!, zones: s.neutral!.zones.map((z) => (z.zone === zone ? { ...z, ...changes } : z)) } }
}
const applyEvents = (s: GameState, events: readonly GameEvent[]) => events.reduce(evolve, s)
const accepted = (s: GameState, cmd: Command) => {
  const r = decide(s, cmd)
  if (!r.ok) throw new Error(r.refusal.message)
  return applyEvents(s, r.value)
}
/** Warlords version 1 (editions 1 to 4): how an older entry is checked. */
const V1_EDITION = 4

describe('Issue 26: a warlord battle with air units is an air battle ("If your opponent does not have any air units, he must halve his FPR(round down)")', () => {
  it('1 air unit against 6 warlord armies: 5 points against 6 halved to 3, so the extra die is the attacker\'s', () => {
    const six = { ...zoneOf(base, 'Greenland'), armies: 6 }
    const p = planWarlordBattle(base, { attacker: 'usa', zone: 'Greenland', attacking: { armies: 0, navies: 0, airUnits: 1 } }, six, rules)
    expect(p).toMatchObject({ attackerDice: 2, defenderDice: 2, firePower: { attacker: 5, zone: 3 }, air: { edge: { attacker: 0, zone: 0 } } })
    expect(p.reasons.join(' ')).toContain('halved, rounding down: 6 → 3')
  })

  it('"one Fire Power Edge Point ... for every three points that his Fire Power Rating exceeds his opponent\'s FPR. The air unit stipulation applies for this too": 3 air units against 3 armies, dice 1+1, destroy 2 by 4 Edge Points', () => {
    // 15 points against 3 halved to 1: 14 more, 4 Edge Points; 1 + 1 + 4 = 6 kill points, 3 an army.
    const p = plan('Greenland', 0, 3)
    expect(p).toMatchObject({ attackerDice: 2, firePower: { attacker: 15, zone: 1 }, air: { edge: { attacker: 4, zone: 0 } } })
    const after = accepted(base, attack({ attacking: { armies: 0, navies: 0, airUnits: 3 }, attackerDice: [1, 1], defenderDice: [1, 1] }))
    expect(zoneOf(after, 'Greenland').armies).toBe(1)
    expect(after.war!.record.usa!.unitsDestroyed).toBe(2)
  })

  it('the warlord\'s Edge Points go on the Marshall\'s roll: India\'s 3 armies and 2 air units (13) against 4 armies (4, halved to 2)', () => {
    const p = planWarlordBattle(base, { attacker: 'usa', zone: 'India', attacking: { armies: 4, navies: 0, airUnits: 0 } }, zoneOf(base, 'India'), rules)
    expect(p).toMatchObject({ attackerDice: 1, defenderDice: 3, firePower: { attacker: 2, zone: 13 }, air: { edge: { attacker: 0, zone: 3 } } })
    // The Marshall's 1 + 1 + 1 and 3 Edge Points: 6 kill points, 2 armies (with no edge, one).
    const after = accepted(base, attack({ zone: 'India', attacking: { armies: 4, navies: 0, airUnits: 0 }, attackerDice: [1], defenderDice: [1, 1, 1] }))
    expect(after.powers.usa!.forces.armies).toBe(4)
  })

  it('with no air unit on either side there is no halving and no edge (the basic drill\'s count)', () => {
    expect(plan('Greenland', 6, 0)).toMatchObject({ attackerDice: 2, firePower: { attacker: 6, zone: 3 }, air: { edge: { attacker: 0, zone: 0 } } })
  })

  it('an older entry (Warlords version 1) is still checked as it was decided: no halving and no edge', () => {
    const cmd = attack({ attacking: { armies: 0, navies: 0, airUnits: 3 }, attackerDice: [1, 1], defenderDice: [1, 1] })
    const then = decideUnder(V1_EDITION, base, cmd, [])
    expect(then?.ok).toBe(true)
    if (then?.ok) expect(zoneOf(applyEvents(base, then.value), 'Greenland').armies).toBe(3)
  })
})

describe('Issue 26: a warlord\'s air units can be hit ("Air units may attack opposing armies, air units ...") and are captured with the zone', () => {
  // USA 4 armies and 3 air units (19) against India's 3 armies and 2 air units (13): no halving, 2 Edge Points.
  const india = (over: Partial<AttackWarlord>) => attack({ zone: 'India', attacking: { armies: 4, navies: 0, airUnits: 3 }, attackerDice: [6, 6], defenderDice: [1, 1], ...over })

  it('"both players must identify which army or air unit they will attempt to destroy first": air units aimed at first, 12 + 2 takes both', () => {
    expect(planWarlordBattle(base, { attacker: 'usa', zone: 'India', attacking: { armies: 4, navies: 0, airUnits: 3 } }, zoneOf(base, 'India'), rules)).toMatchObject({
      firePower: { attacker: 19, zone: 13 },
      air: { edge: { attacker: 2, zone: 0 }, zone: { armies: 3, airUnits: 2 } },
    })
    const after = accepted(base, india({ attackerAims: ['airUnits'] }))
    expect(zoneOf(after, 'India')).toMatchObject({ armies: 3, airUnits: 0 })
    expect(after.war!.record.usa!.unitsDestroyed).toBe(2)
  })

  it('the armies first (no aims given): 14 points take the 3 armies, the 5 left are too few for an air unit (6)', () => {
    const after = accepted(base, india({}))
    expect(zoneOf(after, 'India')).toMatchObject({ armies: 0, airUnits: 2 })
    // "If a player does not destroy his primary target, then he can not use the points to destroy another target": 5 at the air units take nothing.
    const missed = accepted(base, india({ attackerAims: ['airUnits'], attackerDice: [2, 1] }))
    expect(zoneOf(missed, 'India')).toMatchObject({ armies: 3, airUnits: 2 })
    expect(refusal(base, india({ attackerAims: ['tanks' as never] })).code).toBe('bad-aims')
    expect(refusal(atWar(['warlords']).state, attack({ attacking: { armies: 2, navies: 0 }, attackerDice: [1], defenderDice: [3, 3, 3], attackerAims: ['armies'] })).code).toBe('bad-aims')
  })

  it('"If there are no armies in the territory to defend the air units, then the air units are captured by the attacker": the captor takes them; they do not come back when it leaves', () => {
    const emptied = accepted(base, india({}))
    expect(refusal(withZone(base, 'India', { armies: 0 }), india({})).message).toContain('its 2 air units, with no army to defend them, are captured with it')
    const taken = accepted(emptied, { kind: 'captureWarlordZone', attacker: 'usa', zone: 'India' })
    expect(zoneOf(taken, 'India')).toMatchObject({ occupiedBy: 'usa', airUnits: 0 })
    expect(taken.powers.usa!.forces.airUnits).toBe(5)
    // The USA leaves in a later Stage 5: Sivaji has no air units to take back.
    const left = accepted({ ...taken, play: { ...taken.play!, stage: 5 } }, { kind: 'vacateWarlordZone', power: 'usa', zone: 'India' })
    expect(zoneOf(left, 'India').airUnits).toBe(0)
  })

  it('"twenty per superpower": a captor holding 19 keeps one, the other goes out of play', () => {
    const emptied = accepted(base, india({}))
    const full = { ...emptied, powers: { ...emptied.powers, usa: { ...emptied.powers.usa!, forces: { ...emptied.powers.usa!.forces, airUnits: 19 } } } }
    const taken = accepted(full, { kind: 'captureWarlordZone', attacker: 'usa', zone: 'India' })
    expect(taken.powers.usa!.forces.airUnits).toBe(20)
    expect(zoneOf(taken, 'India').airUnits).toBe(0)
  })

  it('an older entry (Warlords version 1) is still checked as it was decided: the warlord\'s air units neither hit nor captured', () => {
    // India down to 1 army: 12 points take it, and the 9 left would take an air unit were they at stake.
    const one = withZone(base, 'India', { armies: 1 })
    const then = decideUnder(V1_EDITION, one, india({}), [])
    expect(then?.ok).toBe(true)
    if (!then?.ok) return
    const emptied = applyEvents(one, then.value)
    expect(zoneOf(emptied, 'India')).toMatchObject({ armies: 0, airUnits: 2 })
    const kept = decideUnder(V1_EDITION, emptied, { kind: 'captureWarlordZone', attacker: 'usa', zone: 'India' }, [])
    expect(kept?.ok).toBe(true)
    if (kept?.ok) expect(zoneOf(applyEvents(emptied, kept.value), 'India')).toMatchObject({ occupiedBy: 'usa', airUnits: 2 })
  })
})
