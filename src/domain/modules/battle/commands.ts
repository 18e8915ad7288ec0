import type { PowerId } from '../../kernel/ids'
import type { MoveInput } from '../play/commands'

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
  /**
   * Armies aboard the defending navies (some of the defending armies): not counted for fire power,
   * and "If a navy is sunk while convoying armies, the armies are lost as well".
   */
  defenderConvoyedArmies?: number
  /** Defensive tactic "Resist": the defender removes no supplies and begins with one die. */
  defenderResists?: boolean
  attackerDice: number[]
  defenderDice: number[]
  /** Which defender units the attacker's points remove; default armies first. */
  defenderLosses?: ForceCount
  /** Which attacker units the defender's points remove; default armies first. */
  attackerLosses?: ForceCount
}

/** One nuke of a strike: its ground zero and, for the defender, what is in the zone. */
export interface NukeTarget {
  /** The territory or light-blue sea (a nuked territory is out of play). */
  zone: string
  isSea: boolean
  /** The defender's armies, navies and cards in the zone (destroyed if any nuke at the zone gets through). */
  armies?: number
  navies?: number
  companyIds?: string[]
  /**
   * Other powers' resource cards in the zone (any power's in an unoccupied zone): "Everything
   * within that territory is destroyed including armies and/or companies", whoever holds them.
   */
  otherCards?: { power: PowerId; companyIds: string[] }[]
}

/**
 * A nuclear strike, solo or cluster (Battle Drill for Strategic Forces, Steps A to D): one target
 * per nuke fired. Dice are aimed as `assignScreen` aims them (see battle/strategic.ts).
 */
export interface NuclearStrike {
  kind: 'nuclearStrike'
  attacker: PowerId
  /** The power struck, or 'unoccupied' for a zone no one holds. */
  defender: PowerId | 'unoccupied'
  targets: NukeTarget[]
  /** One die per defender L-star used (hits on 1 to 5). */
  defenderLstarDice: number[]
  /**
   * Step D: "The defender must decide which nukes he will attempt to destroy": the nuke (index in
   * `targets`, from 0) each defender die is aimed at. Absent: the app's aim (aimDice), as before.
   */
  defenderAim?: number[]
  /** Champions' L-star dice (hit on 1 to 3), committed before the screen; `aim` as defenderAim, per die. */
  champions?: { power: PowerId; dice: number[]; aim?: number[] }[]
  /** Nuclear Roulette: the firing power's die, when the 13th to 17th territory falls. */
  rouletteDie?: number
  /**
   * Nuclear Roulette, one roll per territory past the 12th (setting nuclearRoulette
   * 'perTerritory'): the dice in the order the territories fall; the dice stop at the one that
   * ends the game. With one roll due, rouletteDie alone does.
   */
  rouletteDice?: number[]
  /**
   * Tactics, "First Strike": the defender of a conventional attack fires first, at the power
   * whose turn it is (Step A). It grants no counterattack and uses none up.
   */
  firstStrike?: true
  /** The attacker's immediate answer to a first strike ("the attacker has the right to retaliate immediately"). */
  retaliation?: true
}

/** Space Blast: nukes at the L-stars in space; every power may co-defend with its L-stars. */
export interface SpaceBlast {
  kind: 'spaceBlast'
  attacker: PowerId
  nukes: number
  screenDice: { power: PowerId; dice: number[] }[]
}

/** L-star Clash: one die each, the high number wins; a tie costs both one L-star. */
export interface LstarClash {
  kind: 'lstarClash'
  attacker: PowerId
  defender: PowerId
  attackerDie: number
  defenderDie: number
}

export type StrategicCommand = NuclearStrike | SpaceBlast | LstarClash

/** After a battle or withdrawal, `attacker` holds a home territory of `defender` (battle/homes.ts). */
export interface CaptureTerritory {
  kind: 'captureTerritory'
  attacker: PowerId
  defender: PowerId
  territory: string
}

/**
 * A territory that is no power's home in this game (one of the 24 neutral territories, or a home
 * territory of a superpower not playing) taken in battle or after a withdrawal. Nothing changes
 * hands here (cards go with the battle); the capture counts toward Top Brass (battle/neutral.ts).
 */
export interface CaptureNeutralTerritory {
  kind: 'captureNeutralTerritory'
  attacker: PowerId
  /** The power that held it as a foreign territory, or 'militia' when no one occupied it. */
  defender: PowerId | 'militia'
  territory: string
}

/** A power takes back one of its own home territories (Step F note: it remains in the game). */
export interface LiberateTerritory {
  kind: 'liberateTerritory'
  power: PowerId
  territory: string
}

/** Spoils of War, The Capture: the table confirms, after the counterattack, that the victor takes all. */
export interface ClaimSpoils {
  kind: 'claimSpoils'
  victor: PowerId
  defeated: PowerId
}

/** Spoils of War, The Destruction: the last home territory was nuked; the power leaves the game. */
export interface DestroyPower {
  kind: 'destroyPower'
  power: PowerId
}

/**
 * Winning the Game, Supremacy ("bankrupted, captured or destroyed"): the table decides that a
 * power is bankrupt and it leaves the game (battle/bankruptcy.ts gives the reading).
 */
export interface DeclareBankrupt {
  kind: 'declareBankrupt'
  power: PowerId
}

/** Defensive Tactics, Surrender: forces and cards in a foreign territory or sea pass to the attacker. */
export interface SurrenderZone {
  kind: 'surrenderZone'
  defender: PowerId
  attacker: PowerId
  zone: string
  armies: number
  navies: number
  companyIds: string[]
  /**
   * Units of the other types of the game's unit table surrendered with them, by id (e.g.
   * `{ airUnits: 2 }` with Air Units: "all of his forces ... become the property of the attacker").
   */
  units?: Record<string, number>
}

/**
 * Defensive Tactics, Withdraw: the defender moves some or all of its forces out of the zone
 * attacked (paying the standard moving costs); the attacker may occupy the vacant zone (paying
 * its own) and takes the defender's resource cards there. No battle drill, no dice.
 */
export interface WithdrawFromZone {
  kind: 'withdrawFromZone'
  defender: PowerId
  attacker: PowerId
  zone: string
  /** The defender's move out, priced as in Stage 5 (Table of Standard Moving Costs). */
  defenderMove: MoveInput
  /** The attacker occupies the vacant zone: its move in and the defender's cards it takes there. */
  occupy?: { move: MoveInput; companyIds: string[] }
}

/**
 * Step F: the defender will not counterattack (or Champions-free Space Blast targets pass theirs).
 * Used up, the Spoils of War may follow; when none is left, the next player attacks.
 */
export interface DeclineCounterattack {
  kind: 'declineCounterattack'
  power: PowerId
}

export type SpoilsCommand = CaptureTerritory | CaptureNeutralTerritory | LiberateTerritory | ClaimSpoils | DestroyPower | DeclareBankrupt | SurrenderZone | WithdrawFromZone | DeclineCounterattack

export type BattleCommand = FightBattle | StrategicCommand | SpoilsCommand

declare module '../../kernel/registry' {
  interface CommandRegistry {
    fightBattle: FightBattle
    nuclearStrike: NuclearStrike
    spaceBlast: SpaceBlast
    lstarClash: LstarClash
    captureTerritory: CaptureTerritory
    captureNeutralTerritory: CaptureNeutralTerritory
    liberateTerritory: LiberateTerritory
    claimSpoils: ClaimSpoils
    destroyPower: DestroyPower
    declareBankrupt: DeclareBankrupt
    surrenderZone: SurrenderZone
    withdrawFromZone: WithdrawFromZone
    declineCounterattack: DeclineCounterattack
  }
}
