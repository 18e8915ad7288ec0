import type { Phrase } from '../../kernel/phrase'
/** The shapes of an air battle's plan (air-plan.ts), apart so the militia's plan (air-militia.ts) shares them without an import cycle. */
import type { PowerId } from '../../kernel/ids'
import type { AirBattleOption, AirForces, FightAirBattle } from './commands'

/** What the plan reads of an air battle: a FightAirBattle before the dice and the aims. */
export type AirBattleSetup = Omit<FightAirBattle, 'kind' | 'target' | 'attackerAims' | 'defenderAims' | 'attackerDice' | 'defenderDice'>

export type AirSide = 'attacker' | 'defender'

export interface AirSidePlan {
  /** The attacking or defending power, or the militia of an empty zone (air-militia.ts). */
  power: PowerId | 'militia'
  /** The units the other side's kill points may destroy (air units only in air-to-air). */
  atStake: AirForces
  /** Air units that fight as air units: not carrying cargo, not grounded for want of oil. */
  flyingAirUnits: number
  /** Fire Power Rating before the halving. */
  rawFirePower: number
  /** Fire Power Rating after the halving (the one the fire-power die and the edge compare). */
  firePower: number
  /** Step C: base dice, the fire-power die and the L-star die. */
  dice: number
  lstars: number
  /** Fire Power Edge Points added to this side's roll. */
  edge: number
  /** Step B: this side removes one set of supplies. */
  paysSupplies: boolean
  /** Armies aboard this side's navies that go down with a sunk navy (convoys; none in air-to-air). */
  aboard: number
}

export interface AirBattlePlan {
  option: AirBattleOption
  attacker: AirSidePlan
  defender: AirSidePlan
  /** The game's kill points for an air unit (6 or 8). */
  airUnitKillPoints: number
  /** Armies a navy carries (a sunk navy drowns at most so many). */
  perNavy: number
  /** Out of Oil: the defender's air units are captured without dice. */
  capture?: { airUnits: number; kept: number; outOfPlay: number }
  /** One plain sentence per rule applied, with where it is written (English, and as phrases for the screens). */
  reasons: string[]
  reasonPhrases: Phrase[]
}
