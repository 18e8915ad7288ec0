import type { Command, GameEvent } from './registry'
import type { EventRules } from './evolve'
import { ok, type Result } from './result'
import { kernelRefusal } from './refusals'
import { EMPTY_STATE, type GameState } from './state'

/**
 * Version of the event shapes stored in entries; old entries are upcast on load, never rewritten
 * (src/domain/upcast.ts). 2: the play and war patches became the kernel's slicePatched.
 */
export const EVENT_SCHEMA_VERSION = 2

export interface UndoCommand {
  kind: 'undo'
  target: number
}

export interface RedoCommand {
  kind: 'redo'
  target: number
}

export type EntryCommand = Command | UndoCommand | RedoCommand

/** One accepted tap: one row, one log line, one undo step. */
export interface LogEntry {
  gameId: string
  /** Dense from 1 within a game. */
  seq: number
  v: number
  /** ISO time the tap was accepted (from the session's clock; the core never reads a clock). */
  at: string
  actor: string
  command: EntryCommand
  /** What the rules decided; empty for undo and redo, which point at their target. */
  events: GameEvent[]
  /**
   * The rules edition that decided it (editions.ts); absent in entries written before editions
   * were recorded, which are edition 1. An import re-decides each entry under its edition.
   */
  rules?: number
}

/**
 * The result of folding a log: the state plus what undo and redo need. `applied` is the stack
 * of entries in effect; `undone` is the redo stack, cleared by any new action.
 */
export interface Fold {
  state: GameState
  headSeq: number
  applied: number[]
  undone: number[]
}

export function emptyFold(): Fold {
  return { state: EMPTY_STATE, headSeq: 0, applied: [], undone: [] }
}

export function cloneFold(fold: Fold): Fold {
  return { state: fold.state, headSeq: fold.headSeq, applied: [...fold.applied], undone: [...fold.undone] }
}

export type EntryLookup = (seq: number) => LogEntry | undefined

export function indexEntries(entries: readonly LogEntry[]): EntryLookup {
  const map = new Map<number, LogEntry>()
  for (const e of entries) map.set(e.seq, e)
  return (seq) => map.get(seq)
}

/**
 * The older entries a fold of `entries` onto a snapshot after entry `seq` reads: the targets of
 * their undo and redo lines at or before `seq`. With these, a snapshot and the entries after it
 * fold to the same as the whole log, so a long game opens without reading its whole log.
 */
export function targetsAtOrBefore(entries: readonly LogEntry[], seq: number): number[] {
  const targets = new Set<number>()
  for (const e of entries) if ((e.command.kind === 'undo' || e.command.kind === 'redo') && e.command.target <= seq) targets.add(e.command.target)
  return [...targets]
}

/** Undo takes back the newest action in effect; the game's setup (entry 1) stays. */
export function decideUndo(fold: Fold): Result<UndoCommand> {
  const target = fold.applied.at(-1)
  if (target === undefined || fold.applied.length <= 1) {
    return kernelRefusal('nothing-to-undo', 'nothingToUndo')
  }
  return ok({ kind: 'undo', target })
}

/** Redo brings back the newest undone action, until a new action is taken. */
export function decideRedo(fold: Fold): Result<RedoCommand> {
  const target = fold.undone.at(-1)
  if (target === undefined) return kernelRefusal('nothing-to-redo', 'nothingToRedo')
  return ok({ kind: 'redo', target })
}

/** Entries in effect are not undone; undone ones stay in the log, struck through. */
export function undoneSeqs(entries: readonly LogEntry[]): Set<number> {
  const undone = new Set<number>()
  for (const e of entries) {
    if (e.command.kind === 'undo') undone.add(e.command.target)
    else if (e.command.kind === 'redo') undone.delete(e.command.target)
  }
  return undone
}

export interface LogRules {
  applyEvents: (state: GameState, events: readonly GameEvent[]) => GameState
  applyEntry: (fold: Fold, entry: LogEntry, lookup: EntryLookup) => void
  foldEntries: (entries: readonly LogEntry[], start?: Fold, lookup?: EntryLookup) => Fold
}

/** The log fold for a set of event rules (the composition's, or a test's own modules'). */
export function createLog({ evolve, revert }: Pick<EventRules, 'evolve' | 'revert'>): LogRules {
  function applyEvents(state: GameState, events: readonly GameEvent[]): GameState {
    let next = state
    for (const event of events) next = evolve(next, event)
    return next
  }

  /**
   * Folds one entry into `fold`, in place (a 10,000-entry game folds without copying stacks).
   * Undo applies the exact inverse of its target's events, so a snapshot never goes stale.
   */
  function applyEntry(fold: Fold, entry: LogEntry, lookup: EntryLookup): void {
    const cmd = entry.command
    if (cmd.kind === 'undo') {
      const target = lookup(cmd.target)
      if (target === undefined || fold.applied.at(-1) !== cmd.target) throw new Error(`Log corrupt: undo of ${cmd.target} at ${entry.seq}`)
      fold.state = revert(fold.state, target.events)
      fold.applied.pop()
      fold.undone.push(cmd.target)
    } else if (cmd.kind === 'redo') {
      const target = lookup(cmd.target)
      if (target === undefined || fold.undone.at(-1) !== cmd.target) throw new Error(`Log corrupt: redo of ${cmd.target} at ${entry.seq}`)
      fold.state = applyEvents(fold.state, target.events)
      fold.undone.pop()
      fold.applied.push(cmd.target)
    } else {
      fold.state = applyEvents(fold.state, entry.events)
      fold.applied.push(entry.seq)
      fold.undone.length = 0
    }
    fold.headSeq = entry.seq
  }

  /** Folds entries (in seq order) onto a starting fold, e.g. a snapshot, returning a new fold. */
  function foldEntries(entries: readonly LogEntry[], start: Fold = emptyFold(), lookup?: EntryLookup): Fold {
    const fold = cloneFold(start)
    const bySeq = lookup ?? indexEntries(entries)
    for (const entry of entries) applyEntry(fold, entry, bySeq)
    return fold
  }
  return { applyEvents, applyEntry, foldEntries }
}
