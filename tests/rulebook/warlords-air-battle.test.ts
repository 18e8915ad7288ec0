/**
 * Air Units with Warlords and Pirates, Conventional Attack (shared/rules/variant-air-units.txt,
 * "Rules Relating to Other Expansion Sets"): "Warlords get an extra die if they have the most fire
 * power points. They always choose the highest value target in the attacker's forces."
 */
import { describe, expect, it } from 'vitest'
import { decide, NEUTRAL_TERRITORIES, PIRATE_SEAS, planWarlordBattle, rulesFor, type AttackWarlord, type Command, type GameState } from '@/domain'
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
    // Greenland: 3 armies (3 points) against 2 armies and 1 air unit (7): the attacker's die, not the warlord's.
    expect(plan('Greenland', 2, 1)).toMatchObject({ attackerDice: 2, defenderDice: 2, firePower: { attacker: 7, zone: 3 } })
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
