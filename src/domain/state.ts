import type { Account, PowerId, Resource, SupplyRow } from './ids'
import type { Millions } from './money'
import type { GameSettings } from './data/settings'
import type { PlayState } from './play/state'
import type { WarState } from './battle/war-state'
import type { GameEnding } from './endgame/ending'

export type OpenMode = 'standard' | 'random'

/** A resource card a power holds (a company). */
export interface Company {
  id: string
  name: string
  territory: string
  resource: Resource
  units: number
  /** Face up (paying salaries, producing) or closed. */
  isOpen: boolean
  /**
   * The card has been face up at some time ("Public Record"); reopening it then costs $200M.
   * Set when a card starts open, is opened, or is closed (a closed card was open). Absent on
   * cards recorded before this field existed; closing sets it, so the reading stays right.
   */
  wasOpen?: boolean
  /** The superpower pile it came from, or an independent (neutral) card. */
  origin: PowerId | 'independent'
}

export type Supplies = Readonly<Record<SupplyRow, number>>

/** One superpower's supply-center card and forces. Cash lives in GameState.accounts. */
export interface PowerState {
  id: PowerId
  player: string
  supplies: Supplies
  /** Bank loan principal in $M, a whole number of $1,000M. */
  loans: Millions
  armies: number
  navies: number
  companies: readonly Company[]
}

export interface GameState {
  /** False only for the empty state before the first entry is folded. */
  isStarted: boolean
  gameId: string
  title: string
  openMode: OpenMode
  settings: GameSettings
  /** Seating order of the powers in this game. */
  order: readonly PowerId[]
  powers: Readonly<Partial<Record<PowerId, PowerState>>>
  /** Cash of every power and the bank; always sums to zero. */
  accounts: Readonly<Partial<Record<Account, Millions>>>
  /** Price Index position of each resource's market meter. */
  market: Readonly<Record<Resource, number>>
  /** The guided order of play; undefined when the app keeps the books only. */
  play?: PlayState
  /** Battles' effects on the world (nuked territories, captures, records). */
  war?: WarState
  /** Set when the table ended the game by Detente; undo takes it back. */
  ended?: GameEnding
}

export const EMPTY_STATE: GameState = {
  isStarted: false,
  gameId: '',
  title: '',
  openMode: 'standard',
  settings: { priceIndex: [], interestPerBillion: 0 },
  order: [],
  powers: {},
  accounts: {},
  market: { grain: 0, oil: 0, minerals: 0 },
}
