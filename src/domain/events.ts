import type { Account, PowerId, Resource, SupplyRow } from './ids'
import type { Millions } from './money'
import type { GameSettings } from './data/settings'
import type { Company, OpenMode, PowerState } from './state'
import type { PlayPatch, PlayState } from './play/state'
import type { WarPatch, WarState } from './battle/war-state'
import type { GameEnding } from './endgame/ending'
import type { EndTerms } from './endgame/terms'

/**
 * What the rules decided, past tense. Every event but gameStarted carries both the old and the
 * new value, so it can be inverted exactly: undo applies the inverse, and an old game replays
 * the same whatever later versions of the rules say.
 */
export type GameEvent =
  | GameStarted
  | MoneyTransferred
  | MarketMoved
  | SupplyChanged
  | LoanChanged
  | ForcesChanged
  | CompanyAdded
  | CompanyRemoved
  | CompanyChanged
  | PlayChanged
  | WarChanged
  | GameEnded
  | EndTermsChanged

export interface GameStarted {
  type: 'gameStarted'
  gameId: string
  title: string
  openMode: OpenMode
  settings: GameSettings
  order: PowerId[]
  /** Supply centers, forces and companies; cash follows as moneyTransferred events. */
  powers: PowerState[]
  market: Record<Resource, number>
  /** The order of play, when the game is guided. */
  play?: PlayState
  /** The war state (from the battle desk's first version on). */
  war?: WarState
}

export type TransferReason =
  | 'starting-cash'
  | 'market-sale'
  | 'market-purchase'
  | 'resource-trade'
  | 'loan'
  | 'loan-repayment'
  | 'interest'
  | 'salary'
  | 'player-loan'
  | 'deal'
  | 'other'
  | 'correction'
  | 'build'
  | 'research'
  | 'prospecting'
  | 'reopening'
  | 'arms-sale'
  | 'company-sale'
  | 'drop-ship'
  | 'spoils-of-war'

/** The only way money moves. */
export interface MoneyTransferred {
  type: 'moneyTransferred'
  from: Account
  to: Account
  amount: Millions
  reason: TransferReason
  note?: string
}

export interface MarketMoved {
  type: 'marketMoved'
  resource: Resource
  from: number
  to: number
}

export interface SupplyChanged {
  type: 'supplyChanged'
  power: PowerId
  row: SupplyRow
  from: number
  to: number
  /** Units that did not fit in the row and left the game (Stage 2, "surplus units are lost"). */
  lost?: number
}

export interface LoanChanged {
  type: 'loanChanged'
  power: PowerId
  from: Millions
  to: Millions
}

export interface ForcesChanged {
  type: 'forcesChanged'
  power: PowerId
  force: 'armies' | 'navies'
  from: number
  to: number
}

/** `index` is the card's position in the power's list, so undo puts it back where it was. */
export interface CompanyAdded {
  type: 'companyAdded'
  power: PowerId
  company: Company
  index: number
}

export interface CompanyRemoved {
  type: 'companyRemoved'
  power: PowerId
  company: Company
  index: number
}

/** A card turned face down or up (closed or reopened), at the same position. */
export interface CompanyChanged {
  type: 'companyChanged'
  power: PowerId
  from: Company
  to: Company
}

/** The order of play moved on: the old and new value of every field it touched. */
export interface PlayChanged {
  type: 'playChanged'
  from: PlayPatch
  to: PlayPatch
}

/** The war moved on: the old and new value of every field it touched. */
export interface WarChanged {
  type: 'warChanged'
  from: WarPatch
  to: WarPatch
}

/** The table ended the game by Detente (to), or undo took the ending back (to: null). */
export interface GameEnded {
  type: 'gameEnded'
  from: GameEnding | null
  to: GameEnding | null
}

/** The agreed Detente point or handicap changed ({} when nothing is agreed). */
export interface EndTermsChanged {
  type: 'endTermsChanged'
  from: EndTerms
  to: EndTerms
}
