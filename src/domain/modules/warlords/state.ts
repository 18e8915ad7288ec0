import type { PowerId } from '../../kernel/ids'

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
}

/** A new game's record: no zone set up yet. */
export function initialNeutral(): NeutralState {
  return { zones: [] }
}

/** The warlords' and pirates' money (RuleModule.accounts): it may go below zero ("pecuniam infinitam"). */
export const WARLORDS_TREASURY = 'warlords:treasury'
