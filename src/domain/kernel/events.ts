import type { Account, PowerId } from './ids'
import type { Millions } from './money'
import type { GameSettings } from './settings'
import type { PowerState } from './state'
import type { Ruleset } from './ruleset'
import type { SliceId, SliceRegistry } from './registry'

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
  | 'bankruptcy'
  | 'labor'
  | 'labor-demand'

/** The only way money moves. */
export interface MoneyTransferred {
  type: 'moneyTransferred'
  from: Account
  to: Account
  amount: Millions
  reason: TransferReason
  note?: string
}

/**
 * Some of a slice's fields with their values. `null` means "absent": the field is removed, so a
 * patch remembering an absent field undoes exactly (JSON, as in game files, drops undefined).
 */
export type SlicePatch<S extends SliceId> = { [K in keyof SliceRegistry[S]]?: SliceRegistry[S][K] | null }

/** One module's state slice moved on: the old and new value of every field it touched. */
export interface SlicePatchedOf<S extends SliceId> {
  type: 'slicePatched'
  slice: S
  from: SlicePatch<S>
  to: SlicePatch<S>
}

/** A slicePatched event of any registered slice; narrow it on `slice` to read its fields. */
export type SlicePatched = { [S in SliceId]: SlicePatchedOf<S> }[SliceId]

declare module './registry' {
  interface EventRegistry {
    gameStarted: GameStarted
    moneyTransferred: MoneyTransferred
    slicePatched: SlicePatched
  }
}
export type { GameEvent, GameEventType } from './registry'
