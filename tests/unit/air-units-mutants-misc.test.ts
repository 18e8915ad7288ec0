/**
 * Edges of the Air Units rules the worked examples do not reach (shared/rules/variant-air-units.txt):
 * the primary-target rule with too few points, the odds of air units at stake, a battle in a game
 * without a war record, the settings' refusals, and a side of one army and one navy.
 */
import { describe, expect, it } from 'vitest'
import { airBattleOdds, airLosses, checkAims, decide, planAirBattle, type FightAirBattle, type GameState } from '@/domain'
import { airSettings } from '@/domain/modules/air-units/settings'
import { airGameAtWar as atWar } from '../support/air-units'

const state = atWar().state
const fight: FightAirBattle = {
  kind: 'fightAirBattle', attacker: 'usa', defender: 'ussr', target: 'Kazakh', option: 'ground',
  attacking: { armies: 2, navies: 0, airUnits: 1 }, defending: { armies: 2, navies: 0, airUnits: 0 },
  attackerAims: ['armies', 'navies', 'airUnits'], defenderAims: ['airUnits', 'armies', 'navies'], attackerDice: [1, 1], defenderDice: [1, 1],
}

describe('Kill Points and the primary target (lines 185-200)', () => {
  it('"If a player does not destroy his primary target, then he can not use the points to destroy another target"', () => {
    // 5 points at an air unit (6 kill points) with two armies beside it: nothing is destroyed.
    expect(airLosses({ armies: 2, navies: 0, airUnits: 1 }, ['airUnits', 'armies'], 5, 6)).toEqual({ lost: { armies: 0, navies: 0, airUnits: 0 }, primary: 'airUnits', left: 5 })
    // 6 points destroy it, and none is left for the armies.
    expect(airLosses({ armies: 2, navies: 0, airUnits: 1 }, ['airUnits', 'armies'], 6, 6).lost).toEqual({ armies: 0, navies: 0, airUnits: 1 })
  })

  it('aims are each kind once, all of them known', () => {
    expect(checkAims(['armies', 'bogus', 'navies'], 'USA').ok).toBe(false)
    expect(checkAims(['armies', 'armies'], 'USA').ok).toBe(false)
    expect(checkAims([], 'USA').ok).toBe(false)
    expect(checkAims('armies', 'USA').ok).toBe(false)
    expect(checkAims(['navies', 'armies'], 'USA')).toEqual({ ok: true, value: ['navies', 'armies'] })
  })
})

describe('the odds of a battle with air units at stake', () => {
  it("the defender's air units are lost only as the dice decide, not for certain", () => {
    const r = planAirBattle(state, { ...fight, attacking: { armies: 0, navies: 0, airUnits: 2 }, defending: { armies: 1, navies: 0, airUnits: 2 } })
    if (!r.ok) throw new Error(r.refusal.message)
    const odds = airBattleOdds(r.value, { attacker: ['airUnits', 'armies', 'navies'], defender: ['airUnits', 'armies', 'navies'] })
    expect(odds.defender.expectedByKind.airUnits).toBeGreaterThan(0)
    expect(odds.defender.expectedByKind.airUnits).toBeLessThan(2)
    expect(odds.defender.byKind.airUnits[0]).toBeGreaterThan(0)
  })
})

describe('a battle and its sides', () => {
  it('a side of one army and one navy is a side (the count adds them)', () => {
    const r = decide(state, { ...fight, defending: { armies: 1, navies: 1, airUnits: 0 } })
    expect(r.ok).toBe(true)
  })

  it('a game without a war record still fights the battle; it records nothing', () => {
    const noWar: GameState = { ...state, war: undefined }
    const r = decide(noWar, fight)
    if (!r.ok) throw new Error(r.refusal.message)
    expect(r.value.some((e) => e.type === 'slicePatched' && e.slice === 'war')).toBe(false)
    expect(r.value).toContainEqual({ type: 'forcesChanged', power: 'ussr', force: 'armies', from: 6, to: 5 })
  })
})

describe('the settings of the variant, refused in plain words', () => {
  it.each([
    [{ airUnitFirePower: 3 }, 'An air unit’s Fire Power Rating must be 5 or 4 (5 by the variant’s prose and example, 4 by its table), not 3 (setting “airUnitFirePower”).'],
    [{ airUnitKillPoints: 7 }, 'The kill points that destroy an air unit must be 6 or 8 (6 by the text, 8 by what the worked example adds up to), not 7 (setting “airUnitKillPoints”).'],
  ])('%o', (input, words) => {
    const r = airSettings.read(input)
    expect(r.ok).toBe(false)
    if (!r.ok) expect([r.refusal.code, r.refusal.message]).toEqual(['bad-settings', words])
  })
})
