/**
 * Air Units with Warlords and Pirates, Conventional Attack (variant-air-units.txt, "Rules Relating
 * to Other Expansion Sets"): "Warlords get an extra die if they have the most fire power points.
 * They always choose the highest value target in the attacker's forces." The one place the
 * warlords' battle asks whether Air Units is in the game: the composed unit table has an air unit.
 */
import type { ComposedRules } from '../../kernel/module'
import type { GameState } from '../../kernel/state'
import { AIR_BUILD_COST_PER_SET, AIR_RULE, AIR_UNITS_PER_SET, ARMY_FIRE_POWER, NAVY_FIRE_POWER } from '../air-units/data'
import { edgePoints, halvedFirePower, halves } from '../air-units/fire-power'
import { airLosses } from '../air-units/kill-points'
import { airSettingsOf } from '../air-units/settings'
import type { AirForces, AirTarget } from '../air-units/commands'
import { FORCE_BUILD_COST } from '../play/data'
import type { NeutralZone } from './state'
import { zoneForce, zoneForces } from './zones'
import { reasonList } from '../../kernel/reasons'
import type { Phrase } from '../../kernel/phrase'
import { warlordReason } from './reasons'

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

/** The zone's units the attacker's kill points may destroy: its armies (or a pirate's navies) and a warlord's air units. */
export function zoneAtStake(zone: NeutralZone): AirForces {
  const force = zoneForce(zone)
  return { armies: force === 'armies' ? zoneForces(zone) : 0, navies: force === 'navies' ? zoneForces(zone) : 0, airUnits: zone.airUnits ?? 0 }
}

/** Each side's Fire Power Rating as compared (after any halving) and the Fire Power Edge Points added to its roll. */
export interface WarlordFireBattle {
  firePower: { attacker: number; zone: number }
  edge: { attacker: number; zone: number }
  reasons: string[]
  reasonPhrases: Phrase[]
}

/**
 * With an air unit on either side the attack is an air battle, fought by the same rules as any
 * other (air-units/fire-power.ts): "If your opponent does not have any air units, he must halve his
 * FPR (round down)", and the higher rating "adds one Fire Power Edge Point to his die roll for every
 * three points that his Fire Power Rating exceeds his opponent's FPR. The air unit stipulation
 * applies for this too". With none, the points are the unit counts and no edge (the basic drill).
 * `airRules` false is Warlords version 1 (legacy.ts): no halving and no edge.
 */
export function warlordFireBattle(attacking: AttackingForces, zone: NeutralZone, air: WarlordAir, airRules: boolean): WarlordFireBattle {
  const raw = { attacker: attackerFirePower(attacking, air), zone: zoneFirePower(zone, air) }
  const flying = { attacker: attacking.airUnits ?? 0, zone: zone.airUnits ?? 0 }
  if (!airRules || flying.attacker + flying.zone === 0) return { firePower: raw, edge: { attacker: 0, zone: 0 }, reasons: [], reasonPhrases: [] }
  const why = reasonList()
  const holder = zone.kind === 'pirate' ? 'Pirate' : 'Warlord'
  const halve = (who: 'Attacker' | 'Warlord' | 'Pirate', mine: number, theirs: number, points: number) => {
    const halved = halvedFirePower(points, mine, theirs)
    if (halves(mine, theirs)) why.add(warlordReason(`halved${who}`, { rule: AIR_RULE.firePower, raw: points, halved }))
    return halved
  }
  const firePower = { attacker: halve('Attacker', flying.attacker, flying.zone, raw.attacker), zone: halve(holder, flying.zone, flying.attacker, raw.zone) }
  const edge = { attacker: edgePoints(firePower.attacker, firePower.zone), zone: edgePoints(firePower.zone, firePower.attacker) }
  const points = edge.attacker + edge.zone
  if (points > 0) {
    why.add(warlordReason(`edge${edge.attacker > 0 ? 'Attacker' : holder}`, { rule: AIR_RULE.edge, by: Math.abs(firePower.attacker - firePower.zone), n: points }))
  }
  return { firePower, edge, ...why.reasons() }
}

/**
 * The zone's losses to the attacker's points (its dice total plus its edge): the Air Units Kill
 * Points (3 an army or navy, the setting's 6 or 8 an air unit), the attacker's primary target first
 * ("During Step A, both players must identify which army or air unit they will attempt to destroy
 * first"); with no aims given, the armies (or navies) first.
 */
export function zoneLosses(zone: AirForces, aims: readonly AirTarget[], points: number, air: WarlordAir): AirForces {
  return airLosses(zone, aims, points, air.airKillPoints).lost
}
