import type { GameState } from '../domain/kernel/state'
import type { AirBuildPrice, AirFirePower, AirKillPoints, AirMilitia, AirSpoils } from '../domain/modules/air-units/settings'
import { airBuildCost } from '../domain/modules/air-units/costs'
import { stageFormWords as fw } from './catalogs/stage-forms'
import { AIR_MOVE_OIL_PER_TERRITORY } from '../domain/modules/air-units/data'
import { money } from './catalogs/common'
import { airUnitsWords as w } from './catalogs/air-units'
import { setupVariantsWords, variantChoice } from './catalogs/setup-variants'

/** The Air Units variant's id in a ruleset. */
export const AIR_UNITS_MODULE = 'air-units'

/** Whether the open game plays with Air Units (its screens show only then). */
export function hasAirUnits(state: GameState): boolean {
  return state.ruleset?.modules.includes(AIR_UNITS_MODULE) ?? false
}

/** The setup's readings of the variant; labels in the reader's language (getters). */
export const FIRE_POWER_CHOICES: readonly { value: `${AirFirePower}`; label: string }[] = [variantChoice('5', 'firePower5'), variantChoice('4', 'firePower4')]

export const KILL_POINTS_CHOICES: readonly { value: `${AirKillPoints}`; label: string }[] = [variantChoice('6', 'killPoints6'), variantChoice('8', 'killPoints8')]

export const BUILD_PRICE_CHOICES: readonly { value: AirBuildPrice; label: string }[] = [variantChoice('perPair', 'buildPerPair'), variantChoice('perUnit', 'buildPerUnit')]

export const SPOILS_CHOICES: readonly { value: AirSpoils; label: string }[] = [variantChoice('all', 'spoilsAll'), variantChoice('twenty', 'spoilsTwenty')]

export const MILITIA_CHOICES: readonly { value: AirMilitia; label: string }[] = [variantChoice('withArmies', 'militiaWithArmies'), variantChoice('alone', 'militiaAlone')]

/** The build card's rule line, with the game's reading of an odd air unit's price. */
export function airBuildRule(price: AirBuildPrice): string {
  return w(price === 'perUnit' ? 'buildRulePerUnit' : 'buildRulePerPair')
}

/** Where the variant names pieces this app does not have: said once at setup and on the battle desk. */
export function airUnitsLeftOut(): string {
  return setupVariantsWords('airLeftOut')
}

/** "2 air units: 1 set (1 grain, 1 oil, 1 mineral) and $400M", at the game's price reading. */
export function airBuildText(count: number, price: AirBuildPrice = 'perPair'): string {
  const cost = airBuildCost(count, price)
  return w('buildText', { units: w('airUnits', { n: count }, count), sets: w('sets', { n: cost.sets }, cost.sets), supplies: w('supplies', { n: cost.sets }, cost.sets), amount: money(cost.money) })
}

export const airMoveHint = (): string => fw('airMoveHint', { n: AIR_MOVE_OIL_PER_TERRITORY })
export const airCargoHint = (): string => fw('airCargoHint')
