import type { PowerId } from '../../kernel/ids'

/** Each power's war record, for the endgame's Top Brass rank and the luck shown at the table. */
export interface WarRecord {
  nukesFired: number
  territoriesCaptured: number
  territoriesLostToNukes: number
  /** Enemy units this power's dice removed, and the number the odds expected: its luck. */
  unitsDestroyed: number
  expectedUnitsDestroyed: number
}

/**
 * What the battles have done to the world, in every game (guided or not). Changed only by
 * slicePatched events on the war slice (`warChanged()` builds them) holding the old and new
 * value of each field, so undo stays exact.
 */
export interface WarState {
  /** Territories destroyed by nukes (a mushroom cloud on each), in the order they fell. */
  nuked: string[]
  /** Home territories held by another power: territory → holder. */
  occupiedHomes: Partial<Record<string, PowerId>>
  /** Powers out of the game: captured (spoils to the victor), destroyed, or bankrupt. */
  eliminated: PowerId[]
  /** Which of the eliminated powers left bankrupt (by table decision). Absent in games saved before it existed. */
  bankrupt?: PowerId[]
  /** Whose supply centers a victor has taken over (its rows may then hold more than 12). */
  capturedCenters: Partial<Record<PowerId, PowerId[]>>
  record: Partial<Record<PowerId, WarRecord>>
  /** Nuclear Roulette reached Coup Final: the game is over and everyone lost. */
  isCoupFinal: boolean
  /**
   * How each power lost its latest home territory: captured (by whom) or nuked. When all are
   * gone this says which Spoils of War rule applies. Absent in games saved before it existed.
   */
  lastHomeLoss?: Partial<Record<PowerId, HomeLoss>>
}

export type HomeLoss = { how: 'captured'; by: PowerId } | { how: 'nuked' }

export type WarPatch = Partial<WarState>

export function initialWar(): WarState {
  return { nuked: [], occupiedHomes: {}, eliminated: [], capturedCenters: {}, record: {}, isCoupFinal: false }
}

export const EMPTY_RECORD: WarRecord = {
  nukesFired: 0,
  territoriesCaptured: 0,
  territoriesLostToNukes: 0,
  unitsDestroyed: 0,
  expectedUnitsDestroyed: 0,
}
