import type { GameState } from '../domain/kernel/state'
import type { AirBuildPrice, AirFirePower, AirKillPoints, AirMilitia, AirSpoils } from '../domain/modules/air-units/settings'
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

export const BUILD_PRICE_CHOICES: readonly { value: AirBuildPrice; label: string }[] = [
  { value: 'perPair', label: 'An odd air unit pays the pair’s $400M: the text’s price (default)' },
  { value: 'perUnit', label: '$200M an air unit (an odd one still takes a whole set)' },
]

export const SPOILS_CHOICES: readonly { value: AirSpoils; label: string }[] = [
  { value: 'all', label: 'The victor of the spoils takes every air unit: the text (default)' },
  { value: 'twenty', label: 'At most 20, like a build or a sale (the rest out of play)' },
]

export const MILITIA_CHOICES: readonly { value: AirMilitia; label: string }[] = [
  { value: 'withArmies', label: 'Beside an army or navy; the militia removes only armies and navies, as the text names (default)' },
  { value: 'alone', label: 'Alone too; the militia’s points take an air unit at its kill points once no army or navy is left' },
]

/** The build card's rule line, with the game's reading of an odd air unit's price. */
export function airBuildRule(price: AirBuildPrice): string {
  return price === 'perUnit'
    ? 'Two air units per set (1 grain, 1 oil, 1 mineral), $200M each (setting); an odd one takes a whole set. Air Units, How to Build Air units.'
    : 'Two air units per set (1 grain, 1 oil, 1 mineral) and $400M; an odd one costs a whole set and $400M (the text prices the pair). Air Units, How to Build Air units.'
}

/** Where the variant names pieces this app does not have: said once at setup and on the battle desk. */
export const AIR_UNITS_LEFT_OUT =
  'Left out: the variant’s pieces from other expansions (neutron bombs, killer satellites, tech levels, Fortuna, saboteurs, silos, spaceports, factories). Tanks and helicopters count on the battle desk for fire power only. High-altitude bombing is kept as a record of the roll and what it would destroy.'

/** "2 air units: 1 set (1 grain, 1 oil, 1 mineral) and $400M", at the game's price reading. */
export function airBuildText(count: number, price: AirBuildPrice = 'perPair'): string {
  const cost = airBuildCost(count, price)
  return `${count} air unit${count === 1 ? '' : 's'}: ${cost.sets} set${cost.sets === 1 ? '' : 's'} (${cost.sets} grain, ${cost.sets} oil, ${cost.sets} mineral${cost.sets === 1 ? '' : 's'}) and ${formatMoney(cost.money)}`
}

export const AIR_MOVE_HINT = `${AIR_MOVE_OIL_PER_TERRITORY} oil per territory each air unit crosses or enters`
export const AIR_CARGO_HINT = 'An air unit carrying two armies or a tank pays as a navy’s convoy: 1 oil per territory (Transporting with Air units)'
