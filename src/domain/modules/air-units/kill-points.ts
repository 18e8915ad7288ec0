/**
 * Air Units, "Kill Points" and "Identify Primary Target": how a side's points (its dice total plus
 * its Fire Power Edge Points) destroy the other side's units. Pure; shared by the rules core
 * (fight-air-battle.ts) and the odds (air-odds.ts), so the two can never count differently.
 */
import type { PhraseValue } from '../../kernel/phrase'
import { ok, type Result } from '../../kernel/result'
import { airRefusal } from './refusals'
import type { AirForces, AirTarget } from './commands'
import { AIR_RULE, ARMY_KILL_POINTS, NAVY_KILL_POINTS } from './data'

/** The kinds a side can aim at, in the order units not named in the aims follow. */
export const AIR_TARGETS: readonly AirTarget[] = ['armies', 'navies', 'airUnits']

export const NO_AIR_FORCES: AirForces = { armies: 0, navies: 0, airUnits: 0 }

/** What destroying one unit of each kind costs: armies and navies 3, an air unit the game's setting (6 or 8). */
export function killCosts(airUnitKillPoints: number): Record<AirTarget, number> {
  return { armies: ARMY_KILL_POINTS, navies: NAVY_KILL_POINTS, airUnits: airUnitKillPoints }
}

/**
 * Aims as entered: a non-empty list of distinct kinds (armies, navies, air units). The first the
 * other side has is the primary target ("both players must identify which army or air unit they
 * will attempt to destroy first").
 */
export function checkAims(aims: unknown, who: PhraseValue): Result<AirTarget[]> {
  const isTarget = (a: unknown): a is AirTarget => (AIR_TARGETS as readonly unknown[]).includes(a)
  if (!Array.isArray(aims) || aims.length === 0 || !aims.every(isTarget) || new Set(aims).size !== aims.length) {
    return airRefusal('bad-aims', 'nameAims', { who }, AIR_RULE.primaryTarget)
  }
  return ok([...aims])
}

export interface AirLosses {
  /** The units destroyed by the points, by kind. */
  lost: AirForces
  /** The primary target: the first kind of the aims the side has (undefined when it has none at stake). */
  primary: AirTarget | undefined
  /** The points left over, too few for any unit still standing of an aimed kind. */
  left: number
}

/**
 * Kill Points: `points` spent on the units `atStake` in the order `aims` gives (kinds not named
 * follow in the order armies, navies, air units; kinds not at stake are skipped). "If a player
 * does not destroy his primary target, then he can not use the points to destroy another target":
 * fewer points than the primary target's cost destroy nothing. Once it is destroyed, each kind in
 * turn loses as many units as the points left pay for, and a kind costing more than what is left
 * is skipped for the next. The worked example (one air unit and three armies, a 12 at the air unit
 * first) leaves one point over only at 8 kill points an air unit; at the text's 6 the same 12 takes
 * the air unit and two armies, hence the setting (settings.ts).
 */
export function airLosses(atStake: AirForces, aims: readonly AirTarget[], points: number, airUnitKillPoints: number): AirLosses {
  const costs = killCosts(airUnitKillPoints)
  const order = [...aims, ...AIR_TARGETS.filter((k) => !aims.includes(k))].filter((k) => atStake[k] > 0)
  const primary = order[0]
  const lost = { ...NO_AIR_FORCES }
  if (primary === undefined || points < costs[primary]) return { lost, primary, left: points }
  let left = points
  for (const kind of order) {
    const n = Math.min(atStake[kind], Math.floor(left / costs[kind]))
    lost[kind] = n
    left -= n * costs[kind]
  }
  return { lost, primary, left }
}
