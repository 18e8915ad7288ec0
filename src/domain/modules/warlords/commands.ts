import type { PowerId } from '../../kernel/ids'
import type { Millions } from '../../kernel/money'
import type { AirTarget } from '../air-units/commands'
import type { WarlordWeapon } from './data'
import type { NeutralSetupMode } from './state'

/** One zone's roll at setup: its armies or navies, and for a territory its tank die. */
export interface NeutralZoneRoll {
  zone: string
  /** One die (1-6): the warlord's armies or the pirate's navies. */
  die: number
  /** A territory's tank die (1-6): one tank for every six points. Absent: no tanks rolled. */
  tankDie?: number
  /** The Marshall's name for the warlord or pirate (the four known names are filled in when absent). */
  name?: string
}

/**
 * Setting Up: the Marshall places a warlord in each grey territory and a pirate in each listed sea
 * (Full House), and in LT6 also in the homes of powers out of play and seas that border no player's
 * home. Before Cycle 1's Stage 1 in a guided game; at any time in a bookkeeping game.
 */
export interface SetUpNeutralZones {
  kind: 'setUpNeutralZones'
  mode: NeutralSetupMode
  zones: NeutralZoneRoll[]
}

/** Stage 6, Three By Three Sales: a power sells weapons to a warlord or pirate at the list's buying price. */
export interface SellToWarlord {
  kind: 'sellToWarlord'
  power: PowerId
  zone: string
  weapon: WarlordWeapon
  count: number
}

/** Stage 6: a power buys a warlord's or pirate's weapons for no less than the list's selling price. */
export interface BuyFromWarlord {
  kind: 'buyFromWarlord'
  power: PowerId
  zone: string
  weapon: WarlordWeapon
  count: number
  /** The whole price agreed, $M: at least the selling price times the count. */
  price: Millions
}

declare module '../../kernel/registry' {
  interface CommandRegistry {
    setUpNeutralZones: SetUpNeutralZones
    sellToWarlord: SellToWarlord
    buyFromWarlord: BuyFromWarlord
  }
}

/**
 * Stage 4, Conventional Attack on a warlord or pirate: the battle drill, the Marshall rolling for
 * the zone. Losses: one unit per full three points; the zone's own units are all of one kind.
 */
export interface AttackWarlord {
  kind: 'attackWarlord'
  attacker: PowerId
  zone: string
  /** Air units only in a game with Air Units. */
  attacking: { armies: number; navies: number; airUnits?: number }
  attackerDice: number[]
  /** The Marshall's dice for the warlord or pirate. */
  defenderDice: number[]
  /** Which attacking units the Marshall's points remove; default armies first (with Air Units, the Marshall's choice only). */
  attackerLosses?: { armies: number; navies: number; airUnits?: number }
  /** With Air Units: the attacker's primary target in the zone first ('armies', 'navies', 'airUnits'); absent, the armies or navies first. */
  attackerAims?: AirTarget[]
}

/**
 * Stage 4, First Strike: the warlord or pirate attacked by `attacker` fires all its nukes at the
 * attacker's home territory producing the most. `die` is the Marshall's roll when two or more
 * territories tie; the attacker's L-stars screen the nukes as a defender's (1 to 5 hits).
 */
export interface WarlordStrike {
  kind: 'warlordStrike'
  attacker: PowerId
  zone: string
  /** The home territory struck: one of warlordFirstStrike's candidates. */
  target: string
  /** The Marshall's die among tied territories: face n picks the n-th candidate (a higher face is rolled again). */
  die?: number
  /** One die per attacker L-star used in the screen (a 1 to 5 destroys a nuke). */
  lstarDice: number[]
  /** The attacker's armies in the territory struck (destroyed if a nuke gets through). */
  armies?: number
  /** Nuclear Roulette, when this territory is the 13th to the 17th destroyed: the Marshall's die for the warlord. */
  rouletteDie?: number
}

/** Spoils of War: the zone's forces are gone and `attacker` takes it, with the other players' cards there. */
export interface CaptureWarlordZone {
  kind: 'captureWarlordZone'
  attacker: PowerId
  zone: string
}

/** Stage 6, Building Reinforcements: a warlord or pirate attacked this turn rolls one die for new armies or navies. */
export interface ReinforceWarlord {
  kind: 'reinforceWarlord'
  zone: string
  die: number
}

declare module '../../kernel/registry' {
  interface CommandRegistry {
    attackWarlord: AttackWarlord
    warlordStrike: WarlordStrike
    captureWarlordZone: CaptureWarlordZone
    reinforceWarlord: ReinforceWarlord
  }
}

/**
 * Stage 4, Strategic Attack on a warlord or pirate: `nukes` of the attacker's nukes fired at the
 * zone, screened by the zone's L-stars ("Warlords and pirates may use their L-stars for defense").
 * A nuke through destroys everything in the zone; then the warlord retaliates (warlordStrike).
 */
export interface NukeWarlordZone {
  kind: 'nukeWarlordZone'
  attacker: PowerId
  zone: string
  nukes: number
  /** The Marshall's dice for the zone's L-stars, at most one per L-star (a 1 to 5 destroys a nuke). */
  lstarDice: number[]
  /** Nuclear Roulette, when this territory is the 13th to the 17th destroyed: the attacker's die. */
  rouletteDie?: number
}

/** The superpower leaves a zone it captured: the warlord or pirate may build there again. */
export interface VacateWarlordZone {
  kind: 'vacateWarlordZone'
  power: PowerId
  zone: string
}

declare module '../../kernel/registry' {
  interface CommandRegistry {
    nukeWarlordZone: NukeWarlordZone
    vacateWarlordZone: VacateWarlordZone
  }
}
