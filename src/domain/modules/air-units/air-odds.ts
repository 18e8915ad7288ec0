/**
 * Exact odds of a planned air battle, by convolution over the dice totals (diceSumDistribution)
 * shifted by the roller's Fire Power Edge Points, each total turned into losses by the same
 * airLosses the rules core applies. No simulation. Checked against brute-force enumeration of
 * every dice outcome in tests/unit/air-odds.test.ts.
 */
import { armiesDrowned } from '../battle/loss-choice'
import { diceSumDistribution } from '../battle/odds'
import type { AirForces, AirTarget } from './commands'
import type { AirBattlePlan, AirSide } from './air-plan'
import { AIR_TARGETS, airLosses, NO_AIR_FORCES } from './kill-points'

/** One side's losses: the units its opponent's points destroy, and the armies drowned with its sunk navies. */
export interface SideLosses {
  lost: AirForces
  drowned: number
}

/** The losses of `side` when the other side scores `points` (dice total plus edge) aimed in `aims` order. */
export function sideLosses(plan: AirBattlePlan, side: AirSide, aims: readonly AirTarget[], points: number): SideLosses {
  const s = plan[side]
  const { lost } = airLosses(s.atStake, aims, points, plan.airUnitKillPoints)
  // "If a navy is sunk while convoying armies, the armies are lost as well" (basic Step D), only armies still standing.
  const drowned = Math.min(armiesDrowned(s.aboard, lost, plan.perNavy), s.atStake.armies - lost.armies)
  return { lost, drowned }
}

/** Units lost in all: those destroyed and those drowned. */
export function unitsLostIn(l: SideLosses): number {
  return l.lost.armies + l.lost.navies + l.lost.airUnits + l.drowned
}

export interface SideOdds {
  /** P(k units of each kind lost), k = 0..at stake (drowned armies counted with the armies). */
  byKind: Record<AirTarget, number[]>
  /** P(k units lost in all). */
  total: number[]
  /** P(every unit at stake is lost). */
  pDestroyed: number
  /** Expected units lost (drowned armies too). */
  expected: number
  expectedByKind: AirForces
}

export interface AirOdds {
  attacker: SideOdds
  defender: SideOdds
  pOnlyDefenderDestroyed: number
  pOnlyAttackerDestroyed: number
  pMutualDestruction: number
  pNeitherDestroyed: number
}

const zeros = (n: number) => new Array<number>(n + 1).fill(0)
const expectation = (d: readonly number[]) => d.reduce((sum, p, k) => sum + p * k, 0)

/** The odds of one side's losses to the other side's dice (the capture: all its air units, for certain). */
function sideOdds(plan: AirBattlePlan, side: AirSide, aims: readonly AirTarget[]): SideOdds {
  const s = plan[side]
  const roller = plan[side === 'attacker' ? 'defender' : 'attacker']
  const stakeTotal = s.atStake.armies + s.atStake.navies + s.atStake.airUnits
  const byKind = { armies: zeros(s.atStake.armies), navies: zeros(s.atStake.navies), airUnits: zeros(s.atStake.airUnits) }
  const total = zeros(stakeTotal)
  const add = (l: SideLosses, p: number) => {
    byKind.armies[l.lost.armies + l.drowned]! += p
    byKind.navies[l.lost.navies]! += p
    byKind.airUnits[l.lost.airUnits]! += p
    total[unitsLostIn(l)]! += p
  }
  if (plan.capture && side === 'defender') add({ lost: { ...NO_AIR_FORCES, airUnits: s.atStake.airUnits }, drowned: 0 }, 1)
  else diceSumDistribution(roller.dice).forEach((p, sum) => add(sideLosses(plan, side, aims, sum + roller.edge), p))
  const expectedByKind = Object.fromEntries(AIR_TARGETS.map((k) => [k, expectation(byKind[k])])) as unknown as AirForces
  return { byKind, total, pDestroyed: stakeTotal === 0 ? 0 : (total[stakeTotal] ?? 0), expected: expectation(total), expectedByKind }
}

/**
 * The odds of the planned battle with each side's points aimed as given: both sides roll
 * independently (basic Step D: "The defender may still roll his dice, even if all of his forces
 * have been destroyed"). A side with nothing at stake is never destroyed.
 */
export function airBattleOdds(plan: AirBattlePlan, aims: { attacker: readonly AirTarget[]; defender: readonly AirTarget[] }): AirOdds {
  // The attacker's aims choose the defender's losses, and the other way round.
  const defender = sideOdds(plan, 'defender', aims.attacker)
  const attacker = sideOdds(plan, 'attacker', aims.defender)
  const a = attacker.pDestroyed
  const d = defender.pDestroyed
  return {
    attacker,
    defender,
    pOnlyDefenderDestroyed: d * (1 - a),
    pOnlyAttackerDestroyed: a * (1 - d),
    pMutualDestruction: a * d,
    pNeitherDestroyed: (1 - a) * (1 - d),
  }
}
