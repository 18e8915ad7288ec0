import type { PowerId } from '../../kernel/ids'
import type { Millions } from '../../kernel/money'
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
