import type { GameState } from '../domain/kernel/state'
import type { AirFirePower, AirKillPoints } from '../domain/modules/air-units/settings'
import { airBuildCost } from '../domain/modules/air-units/costs'
import { AIR_MOVE_OIL_PER_TERRITORY } from '../domain/modules/air-units/data'
import { formatMoney } from '../domain/kernel/money'

/** The Air Units variant's id in a ruleset. */
export const AIR_UNITS_MODULE = 'air-units'

/** Whether the open game plays with Air Units (its screens show only then). */
export function hasAirUnits(state: GameState): boolean {
  return state.ruleset?.modules.includes(AIR_UNITS_MODULE) ?? false
}

export const FIRE_POWER_CHOICES: readonly { value: `${AirFirePower}`; label: string }[] = [
  { value: '5', label: '5: the prose and its worked example (default)' },
  { value: '4', label: '4: the variant’s table' },
]

export const KILL_POINTS_CHOICES: readonly { value: `${AirKillPoints}`; label: string }[] = [
  { value: '6', label: '6: the text (default)' },
  { value: '8', label: '8: what the worked example adds up to' },
]

/** Where the variant names pieces this app does not have: said once at setup and on the battle desk. */
export const AIR_UNITS_LEFT_OUT =
  'Left out: the variant’s pieces from other expansions (neutron bombs, killer satellites, tech levels, Fortuna, saboteurs, silos, spaceports, factories). Tanks and helicopters count on the battle desk for fire power only. High-altitude bombing is kept as a record of the roll and what it would destroy.'

/** "2 air units: 1 set (1 grain, 1 oil, 1 mineral) and $400M". */
export function airBuildText(count: number): string {
  const cost = airBuildCost(count)
  return `${count} air unit${count === 1 ? '' : 's'}: ${cost.sets} set${cost.sets === 1 ? '' : 's'} (${cost.sets} grain, ${cost.sets} oil, ${cost.sets} mineral${cost.sets === 1 ? '' : 's'}) and ${formatMoney(cost.money)}`
}

export const AIR_MOVE_HINT = `${AIR_MOVE_OIL_PER_TERRITORY} oil per territory each air unit crosses or enters`
