import type { Account, PowerId } from './ids'
import type { Millions } from './money'
import type { GameSettings } from './settings'
import type { PowerState } from './state'
import type { Ruleset } from './ruleset'

/**
 * The kernel's own events. Modules add theirs to EventRegistry (registry.ts). Every event but
 * gameStarted carries both the old and the new value, so it can be inverted exactly: undo applies
 * the inverse, and an old game replays the same whatever later versions of the rules say.
 * Modules add the fields of their state slices to GameStarted by declaration merging.
 */
export interface GameStarted {
  type: 'gameStarted'
  gameId: string
  title: string
  settings: GameSettings
  /** Absent in games saved before rulesets: the basic game. */
  ruleset?: Ruleset
  order: PowerId[]
  /** Supply centers, forces and companies; cash follows as moneyTransferred events. */
  powers: PowerState[]
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
  | 'territory-sale'
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

declare module './registry' {
  interface EventRegistry {
    gameStarted: GameStarted
    moneyTransferred: MoneyTransferred
  }
}
export type { GameEvent, GameEventType } from './registry'
