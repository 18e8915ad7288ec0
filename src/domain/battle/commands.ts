import type { PowerId } from '../ids'

export interface ForceCount {
  armies: number
  navies: number
}

/**
 * One conventional battle (Stage 4, Battle Drill for Conventional Forces, Steps B to D), with
 * the dice as rolled: by the app (crypto) or typed from real dice. Losses are the units each
 * side's points remove; the roller may say which kind (armies or navies) it removes.
 */
export interface FightBattle {
  kind: 'fightBattle'
  attacker: PowerId
  /** The defending power, or 'militia' for an unoccupied territory or sea ("The Militia"). */
  defender: PowerId | 'militia'
  /** The territory or sea under attack (for the log and the board). */
  target: string
  attacking: ForceCount
  /** Ignored for militia. */
  defending: ForceCount
  /** Amphibious: the convoyed armies count for fire power. Airborne: flown armies. */
  assault?: 'amphibious' | 'airborne'
  /** Armies aboard the attacking navies outside an amphibious assault (not counted for fire power). */
  convoyedArmies?: number
  /** Defensive tactic "Resist": the defender removes no supplies and begins with one die. */
  defenderResists?: boolean
  attackerDice: number[]
  defenderDice: number[]
  /** Which defender units the attacker's points remove; default armies first. */
  defenderLosses?: ForceCount
  /** Which attacker units the defender's points remove; default armies first. */
  attackerLosses?: ForceCount
}

export type BattleCommand = FightBattle
