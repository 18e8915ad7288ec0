import { AIR_BUILD_COST_PER_SET, AIR_MOVE_OIL_PER_TERRITORY, AIR_UNITS_PER_SET } from './data'
import type { Millions } from '../../kernel/money'

/** How to Build: two air units per set of supplies and $400M; one more (an odd one) costs a whole set and $400M. */
export function airBuildCost(count: number): { sets: number; money: Millions } {
  const sets = Math.ceil(count / AIR_UNITS_PER_SET)
  return { sets, money: sets * AIR_BUILD_COST_PER_SET }
}

/** How to Move: two oil per territory each air unit crosses or enters. */
export function airMoveOil(airUnitTerritories: number): number {
  return airUnitTerritories * AIR_MOVE_OIL_PER_TERRITORY
}
