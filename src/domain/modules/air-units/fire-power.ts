/**
 * Air Units, "Fire Power Rating Points (FPR)" and "Fire Power Edge Points": the two comparisons
 * every battle with air units makes, whoever the defender is (a superpower in air-plan.ts, a
 * warlord in warlords/air-defence.ts), so the two battles can never count differently. Pure.
 */
import { FIRE_POWER_PER_EDGE_POINT } from './data'

/**
 * "If your opponent does not have any air units, he must halve his FPR (round down)": read as the
 * worked example does (FACTS.md), the side with no air units halves its rating when the other side
 * has some. `mine` and `theirs` count the air units that fight as air units.
 */
export function halvedFirePower(raw: number, mine: number, theirs: number): number {
  return halves(mine, theirs) ? Math.floor(raw / 2) : raw
}

/** Whether a side with `mine` air units halves its rating against `theirs`. */
export function halves(mine: number, theirs: number): boolean {
  return mine === 0 && theirs > 0
}

/**
 * "The player with the highest fire power rating adds one Fire Power Edge Point to his die roll for
 * every three points that his Fire Power Rating exceeds his opponent's FPR" (the ratings after the
 * halving: "The air unit stipulation applies for this too"). Zero for the lower side and on a tie.
 */
export function edgePoints(mine: number, theirs: number): number {
  return mine > theirs ? Math.floor((mine - theirs) / FIRE_POWER_PER_EDGE_POINT) : 0
}
