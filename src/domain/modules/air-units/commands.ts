import type { PowerId } from '../../kernel/ids'
import type { Millions } from '../../kernel/money'
import type { MoveInput } from '../play/commands'

/** Stage 6: air units built at home (or where the power has an army), two per set of supplies and $400M. */
export interface BuildAirUnits {
  kind: 'buildAirUnits'
  power: PowerId
  count: number
}

/**
 * Stage 5 (and Stage 4 battle moves): one move with air units flown, 2 oil per territory each
 * crosses or enters; armies and navies moving with them in the same move are paid in the same
 * command (the basic Table of Standard Moving Costs), so the move is one turn.
 */
export interface FlyAirUnits extends Partial<MoveInput> {
  kind: 'flyAirUnits'
  power: PowerId
  /** Air units x territories each crosses or enters (air units without cargo). */
  airUnitTerritories: number
  /**
   * Air units carrying cargo (two armies or one tank each) x territories each crosses or enters:
   * "All moving costs for this kind of transportation is the same as transporting on a navy", so
   * one oil each, as a navy's convoy pays one oil a sea for its load.
   */
  cargoTerritories?: number
}

/** Stage 6, Phase F: air units sold between powers for whatever terms they agree. */
export interface SellAirUnits {
  kind: 'sellAirUnits'
  seller: PowerId
  buyer: PowerId
  count: number
  price: Millions
}

export type AirTarget = 'armies' | 'navies' | 'airUnits'

export interface AirForces {
  armies: number
  navies: number
  airUnits: number
}

/** Tanks and helicopters: miniatures of other sets a group may use, counted for fire power only. */
export interface Miniatures {
  tanks?: number
  helicopters?: number
}

/** How to Attack with Air units: fight the opposing air units only, or the ground attack. */
export type AirBattleOption = 'ground' | 'airToAir'

/**
 * The conventional battle drill with air units on either side (Air Units, How to Attack): Fire
 * Power Ratings, Edge Points, Kill Points and the primary target, with the basic drill's dice,
 * supplies, Resist and convoys.
 */
export interface FightAirBattle {
  kind: 'fightAirBattle'
  attacker: PowerId
  /** The defending power, or 'militia' for an empty territory or sea (basic "The Militia"; air-militia.ts). */
  defender: PowerId | 'militia'
  /** The territory or sea under attack (for the log). */
  target: string
  option: AirBattleOption
  attacking: AirForces
  defending: AirForces
  /** Air units carrying cargo (two armies each): their FPR is 1. Some of each side's air units. */
  attackerCargo?: number
  defenderCargo?: number
  /** Tanks (FPR 5) and helicopters (FPR 4) on each side, where the group uses those miniatures: ground attack only. */
  attackerMiniatures?: Miniatures
  defenderMiniatures?: Miniatures
  assault?: 'amphibious'
  convoyedArmies?: number
  defenderConvoyedArmies?: number
  defenderResists?: boolean
  /**
   * The order in which each side's kill points destroy the other side's units: the first is the
   * primary target ("both players must identify which army or air unit they will attempt to
   * destroy first"). Kinds the other side does not have are skipped.
   */
  attackerAims: AirTarget[]
  defenderAims: AirTarget[]
  attackerDice: number[]
  defenderDice: number[]
}

/** High altitude bombing: one die per air unit; a record of the roll and what it would destroy. */
export interface BombingRun {
  kind: 'bombingRun'
  power: PowerId
  /** The power whose territory is bombed. */
  defender: PowerId
  target: string
  aim: 'siloOrSpaceport' | 'factory'
  dice: number[]
}

declare module '../../kernel/registry' {
  interface CommandRegistry {
    buildAirUnits: BuildAirUnits
    flyAirUnits: FlyAirUnits
    sellAirUnits: SellAirUnits
    fightAirBattle: FightAirBattle
    bombingRun: BombingRun
  }
}
