/**
 * Air Units with Warlords and Pirates, Conventional Attack (variant-air-units.txt, "Rules Relating
 * to Other Expansion Sets"): "Warlords get an extra die if they have the most fire power points.
 * They always choose the highest value target in the attacker's forces." The one place the
 * warlords' battle asks whether Air Units is in the game: the composed unit table has an air unit.
 */
import type { ComposedRules } from '../../kernel/module'
import type { GameState } from '../../kernel/state'
import { AIR_BUILD_COST_PER_SET, AIR_UNITS_PER_SET, ARMY_FIRE_POWER, NAVY_FIRE_POWER } from '../air-units/data'
import { airLosses } from '../air-units/kill-points'
import { airSettingsOf } from '../air-units/settings'
import type { AirTarget } from '../air-units/commands'
import { FORCE_BUILD_COST } from '../play/data'
import type { NeutralZone } from './state'
import { zoneForce, zoneForces } from './zones'

/** The game's air unit figures, when Air Units is composed (else undefined: the basic drill as before). */
export interface WarlordAir {
  /** An air unit's Fire Power Rating: 5 (the text) or 4 (the table), the game's setting. */
  airFirePower: number
  /** The points that destroy an air unit: 6 (the text) or 8 (the worked example), the game's setting. */
  airKillPoints: number
}

export function warlordAir(state: GameState, rules: ComposedRules | undefined): WarlordAir | undefined {
  if (rules?.unit('airUnits') === undefined) return undefined
  const air = airSettingsOf(state.settings)
  return { airFirePower: air.firePower, airKillPoints: air.killPoints }
}

export interface AttackingForces {
  armies: number
  navies: number
  airUnits?: number
}

/** Fire Power Rating Points: armies and navies 1 each, an air unit the game's rating. */
export function attackerFirePower(attacking: AttackingForces, air: WarlordAir): number {
  return attacking.armies * ARMY_FIRE_POWER + attacking.navies * NAVY_FIRE_POWER + (attacking.airUnits ?? 0) * air.airFirePower
}

/** The zone's points: its armies (or a pirate's navies) and a warlord's air units ("Only warlords can buy air units"). */
export function zoneFirePower(zone: NeutralZone, air: WarlordAir): number {
  const per = zoneForce(zone) === 'armies' ? ARMY_FIRE_POWER : NAVY_FIRE_POWER
  return zoneForces(zone) * per + (zone.airUnits ?? 0) * air.airFirePower
}

/** An air unit's price when built ($400M for two) against an army's or navy's ($100M each). */
export const AIR_UNIT_VALUE = AIR_BUILD_COST_PER_SET / AIR_UNITS_PER_SET
/**
 * "The highest value target in the attacker's forces", by the build prices: air units ($200M)
 * first, then armies and navies ($100M each; armies first, as the drill's own default loss).
 */
export const MARSHALL_TARGETS: readonly AirTarget[] = AIR_UNIT_VALUE > FORCE_BUILD_COST ? ['airUnits', 'armies', 'navies'] : ['armies', 'navies', 'airUnits']

/**
 * The Marshall's points (his dice total) against the attacker: the Air Units Kill Points (3 an
 * army or navy, the setting's 6 or 8 an air unit), the highest value target first; "If a player
 * does not destroy his primary target, then he can not use the points to destroy another target".
 */
export function marshallLosses(attacking: AttackingForces, points: number, air: WarlordAir): Required<AttackingForces> {
  const atStake = { armies: attacking.armies, navies: attacking.navies, airUnits: attacking.airUnits ?? 0 }
  return airLosses(atStake, MARSHALL_TARGETS, points, air.airKillPoints).lost
}
