import type { PowerId } from '../../kernel/ids'
import type { Millions } from '../../kernel/money'
import type { WarlordWeapon } from './data'

/** Full House (six players) or LT6 (fewer: also the homes of powers out of play, and more seas). */
export type NeutralSetupMode = 'fullHouse' | 'lt6'

/**
 * One zone held by a warlord (a territory: armies) or a pirate (a sea: navies), as the expansion's
 * supply center records it: its forces and the weapons bought.
 */
export interface NeutralZone {
  zone: string
  kind: 'warlord' | 'pirate'
  /** The warlord's or pirate's name, when known (FACTS.md) or given by the Marshall. */
  name?: string
  /** A warlord's armies. */
  armies?: number
  /** A pirate's navies. */
  navies?: number
  tanks: number
  nukes: number
  lstars: number
  /** A warlord's air units, in a game with Air Units ("Only warlords can buy air units"). */
  airUnits?: number
  /** The cycle it was last attacked in (it may build reinforcements that Stage 6). */
  attackedInCycle?: number
  /** Captured: the superpower that took it (its forces are 0; it builds no reinforcements while occupied). */
  occupiedBy?: PowerId
  /** The cycle it last built reinforcements in ("Roll one die once"). */
  reinforcedInCycle?: number
  /** Nuked by this power: "they always retaliate with all of their nukes" (warlordStrike clears it). */
  retaliationDue?: PowerId
  /** The cycle its occupier left it: "If these zones are later vacated ... they may build armies and navies there". */
  vacatedInCycle?: number
}

/**
 * Three By Three Sales: weapons each power sold to warlords and pirates in `cycle` (the rulebook's
 * "turn" is a cycle). A counter of an earlier cycle counts as none, so no event resets it.
 */
export interface WeaponsSold {
  cycle: number
  sold: Partial<Record<PowerId, number>>
}

export interface NeutralState {
  /** How the zones were set up; absent until the Marshall sets them up. */
  mode?: NeutralSetupMode
  zones: NeutralZone[]
  /** Absent until the first sale in a guided game. */
  sales?: WeaponsSold
  /** Stage 1 of a cycle: open bids for cards in warlord zones, and cards another power took. Absent until the first. */
  cards?: NeutralCards
  /** Pirate blockades paid in a cycle. Absent until the first. */
  blockades?: PirateBlockades
  /** Stage 3 of a cycle: the selling position roll. Absent until the first. */
  selling?: SellingPosition
  /** Stage 6 of a cycle: the Client List noted at its beginning. Absent until the first. */
  clients?: ClientList
}

/** A new game's record: no zone set up yet. */
export function initialNeutral(): NeutralState {
  return { zones: [] }
}

/** The warlords' and pirates' money (RuleModule.accounts): it may go below zero ("pecuniam infinitam"). */
export const WARLORDS_TREASURY = 'warlords:treasury'

/** One bid for a card in a warlord's zone ("offering the warlord or pirate more money for his resources"). */
export interface NeutralBid {
  companyId: string
  power: PowerId
  amount: Millions
}

/**
 * Stage 1 of `cycle`: the open bids, and the cards whose warlord was paid by a power that took
 * them (paying an unpaid salary, or the winning bid), so their new owner's bill skips them this
 * cycle. A record of an earlier cycle counts as none, so no event resets it.
 */
export interface NeutralCards {
  cycle: number
  bids: NeutralBid[]
  taken: string[]
}

/** A pirate paid to blockade a territory's port: every card there not the payer's produces nothing. */
export interface PirateBlockade {
  /** The pirate's sea. */
  zone: string
  territory: string
  payer: PowerId
  /** The Blockade Fee paid, $M ($100M a point). */
  fee: Millions
  /** Owners who paid the Super Fee to this pirate: their cards there produce. */
  lifted: PowerId[]
}

/** The blockades paid in `cycle`; a record of an earlier cycle counts as none. */
export interface PirateBlockades {
  cycle: number
  list: PirateBlockade[]
}

/** Stage 3 of `cycle`: the die, who sells first, and whether the warlords have sold yet. */
export interface SellingPosition {
  cycle: number
  /** Absent when nobody played Stage 3: the warlords sold with no roll (nobody to sell before or after). */
  die?: number
  warlordsFirst: boolean
  sold: boolean
}

/** One line of the Client List: `power` sells `count` of `weapon` to the warlord or pirate of `zone`. */
export interface ClientLine {
  power: PowerId
  weapon: WarlordWeapon
  zone: string
  count: number
}

/**
 * The Sales Chart's Client List of `cycle`: "where the players note the type of weapon they are
 * selling and to whom", completed at the beginning of Stage 6; `sold` counts what each line has
 * sold since (the sales at the end of Stage 6). A list of an earlier cycle counts as none.
 */
export interface ClientList {
  cycle: number
  lines: (ClientLine & { sold: number })[]
}
