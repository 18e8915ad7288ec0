import type { Account, PowerId, Resource, SupplyRow } from './ids'
import type { Millions } from './money'
import type { GameSettings } from './settings'
import type { Ruleset } from './ruleset'

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

/**
 * A power's units on the board, by unit id. The basic game's armies and navies are always there;
 * a variant's units (its rows in the unit table, see UnitSpec) are added by its modules, and a
 * unit a power never had reads as absent (count it as 0).
 */
export type Forces = Readonly<{ armies: number; navies: number } & Record<string, number>>

/** One superpower's supply-center card and forces. Cash lives in GameState.accounts. */
export interface PowerState {
  id: PowerId
  player: string
  supplies: Supplies
  /** Bank loan principal in $M, a whole number of $1,000M. */
  loans: Millions
  forces: Forces
  companies: readonly Company[]
}

/**
 * The state shell every game shares. Modules add their slices (the market, the order of play,
 * the war, the ending...) by declaration merging, as they add commands and events.
 */
export interface GameState {
  /** False only for the empty state before the first entry is folded. */
  isStarted: boolean
  gameId: string
  title: string
  settings: GameSettings
  /** The rules this game is played by; absent in games saved before rulesets (the basic game). */
  ruleset?: Ruleset
  /** Seating order of the powers in this game. */
  order: readonly PowerId[]
  powers: Readonly<Partial<Record<PowerId, PowerState>>>
  /** Cash of every power and the bank; always sums to zero. */
  accounts: Readonly<Partial<Record<Account, Millions>>>
}

/**
 * The shape of the folded GameState. A stored copy of a fold (a snapshot) of another shape is
 * not read: the log is folded again. 1: before forces (armies and navies as two fields); 2: forces.
 */
export const STATE_VERSION = 2

/**
 * The state before the first entry is folded. It holds empty values of the basic game's slices
 * too, so a screen drawn before a game loads reads zeros rather than undefined.
 */
export const EMPTY_STATE = {
  isStarted: false,
  gameId: '',
  title: '',
  openMode: 'standard',
  settings: { priceIndex: [], interestPerBillion: 0 },
  order: [],
  powers: {},
  accounts: {},
  market: { grain: 0, oil: 0, minerals: 0 },
} as unknown as GameState
