import { MOVE_COSTS } from '../play/data'
import type { ForceCount } from './commands'

/**
 * Which kind of unit a side loses (Step D: "he may remove one of the defender's armies or
 * navies"): the bounds of the roller's choice and the default, shared by fightBattle and the desk
 * so both always agree.
 */

/** The default when the roller does not say: armies first. */
export function defaultLosses(count: number, present: ForceCount): ForceCount {
  const armies = Math.min(count, present.armies)
  return { armies, navies: Math.min(count - armies, present.navies) }
}

/** The armies the `count` losses may include: never more of a kind than was in the battle. */
export function armiesBounds(count: number, present: ForceCount): { min: number; max: number } {
  const n = Math.min(count, present.armies + present.navies)
  return { min: Math.max(0, n - present.navies), max: Math.min(n, present.armies) }
}

/**
 * The Militia: "If it is an amphibious assault, the Marshall always removes the armies"; there
 * the attacker's losses are armies first and no one chooses.
 */
export function isForcedArmiesFirst(defender: string, side: 'attacker' | 'defender', assault: string | undefined): boolean {
  return defender === 'militia' && side === 'attacker' && assault === 'amphibious'
}

/**
 * The armies aboard the attacking navies: the convoyed ones; in an amphibious assault every
 * attacking army, unless the game reads them as landed (setting `amphibiousArmies`: 'landed',
 * Amphibious Assault, Step E: the attacker withdraws "his armies from that territory to a navy").
 */
export function armiesAboard(attacking: ForceCount, assault: string | undefined, convoyed: number, isLanded = false): number {
  if (assault !== 'amphibious') return convoyed
  return isLanded ? 0 : attacking.armies
}

/**
 * "If a navy is sunk while convoying armies, the armies are lost as well": of the `aboard` armies,
 * those not already removed go down with the sunk navies, up to a navy's load (`perNavy`) each.
 */
export function armiesDrowned(aboard: number, lost: ForceCount, perNavy: number = MOVE_COSTS.convoyArmiesPerNavy): number {
  return Math.min(Math.max(0, aboard - lost.armies), lost.navies * perNavy)
}

/** The armies drowned when the attacker loses `lost` (see armiesAboard and armiesDrowned). */
export function drownedArmies(attacking: ForceCount, lost: ForceCount, assault: string | undefined, convoyed: number): number {
  return armiesDrowned(armiesAboard(attacking, assault, convoyed), lost)
}
