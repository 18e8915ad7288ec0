import { AIR_BUILD_COST_PER_SET, AIR_BUILD_COST_PER_UNIT, AIR_MOVE_OIL_PER_TERRITORY, AIR_UNITS_PER_SET } from './data'
import type { Millions } from '../../kernel/money'
import { MOVE_COSTS } from '../play/data'
import type { AirBuildPrice } from './settings'

/**
 * How to Build: two air units per set of supplies and $400M. An odd one costs a whole set (a set
 * is not split) and, by the game's reading, the pair's $400M ('perPair') or $200M ('perUnit').
 */
export function airBuildCost(count: number, price: AirBuildPrice = 'perPair'): { sets: number; money: Millions } {
  const sets = Math.ceil(count / AIR_UNITS_PER_SET)
  return { sets, money: price === 'perUnit' ? count * AIR_BUILD_COST_PER_UNIT : sets * AIR_BUILD_COST_PER_SET }
}

/**
 * How to Move: two oil per territory each air unit crosses or enters; an air unit with cargo pays
 * as a navy transporting a convoy, one oil per territory (Transporting with Air units).
 */
export function airMoveOil(airUnitTerritories: number, cargoTerritories = 0): number {
  return airUnitTerritories * AIR_MOVE_OIL_PER_TERRITORY + cargoTerritories * MOVE_COSTS.convoyOilPerSea
}
