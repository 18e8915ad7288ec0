import { applyEntry, CURRENT_RULES_EDITION, upcastEntries, rulesetOfGame, decide, decideRedo, decideUndo, EVENT_SCHEMA_VERSION, foldEntries, cloneFold, STATE_VERSION, type Command, type EntryCommand, type Fold, type GameEvent, type GameState, type LogEntry, type Refusal, type Result, type StartGame } from '@/domain'
import { setupPlayers } from '@/domain/game-file'
import { decideUndoTo, previewUndoTo, redoAllTargets, type UndoToPreview } from '@/domain'
import type { GameProgress, GameRecord } from '@/persistence/database'
import { NewerGameError, storageErrorMessage, StaleGameError } from '@/persistence/errors'
import type { GameRepository } from '@/persistence/game-repository'

/** A snapshot of the fold is written with every 50th entry, so long games load quickly. */
export const SNAPSHOT_EVERY = 50
export const APP_VERSION = '0.1.0'

export interface SessionDeps {
  repository: GameRepository
  now?: () => Date
  actor?: string
}

export type DispatchResult = { ok: true; entry: LogEntry } | { ok: false; refusal: Refusal }
/** An action written as several entries at once (undo to here, redo all). */
export type BatchResult = { ok: true; entries: LogEntry[] } | { ok: false; refusal: Refusal }

/** Refusals for storage failures, shaped like rule refusals so the UI shows them the same way. */
function storageRefusal(error: unknown): Refusal {
  if (error instanceof StaleGameError) {
    return {
      code: 'stale-game',
      message: `${error.message} Nothing was saved from this tab. Reload to see the latest state.`,
      remedies: [{ label: 'Reload the game' }],
    }
  }
  return { code: 'storage-failed', message: storageErrorMessage(error), remedies: [{ label: 'Try again' }] }
}

/**
 * One open game: folds its log, decides commands against the folded state, and writes each
 * accepted action to IndexedDB before anyone sees it applied. Writes go through one queue, so
 * two fast taps are decided one after the other, never against the same state.
 */
export class GameSession {
  private fold: Fold
  private readonly entries: LogEntry[]
  private readonly bySeq = new Map<number, LogEntry>()
  private queue: Promise<unknown> = Promise.resolve()
  private readonly listeners = new Set<() => void>()
  private readonly now: () => Date
  private readonly actor: string

  private constructor(
    private readonly deps: SessionDeps,
    entries: LogEntry[],
    fold: Fold,
  ) {
    this.entries = entries
    for (const e of entries) this.bySeq.set(e.seq, e)
    this.fold = fold
    this.now = deps.now ?? (() => new Date())
    this.actor = deps.actor ?? 'banker'
  }

  /** Creates and saves a new game from its setup command. */
  static async start(deps: SessionDeps, command: StartGame): Promise<{ ok: true; session: GameSession } | { ok: false; refusal: Refusal }> {
    const fold = foldEntries([])
    const decided = decide(fold.state, command)
    if (!decided.ok) return decided
    const started = decided.value.find((e) => e.type === 'gameStarted')
    if (started === undefined) throw new Error('A setup decides a gameStarted event')
    const at = (deps.now ?? (() => new Date()))().toISOString()
    const entry: LogEntry = { gameId: command.gameId, seq: 1, v: EVENT_SCHEMA_VERSION, rules: CURRENT_RULES_EDITION, at, actor: deps.actor ?? 'banker', command, events: decided.value }
    const game: GameRecord = {
      id: command.gameId,
      title: command.title.trim(),
      openMode: command.openMode,
      ruleset: rulesetOfGame(started),
      powers: command.powers.map((p) => p.id),
      players: setupPlayers(command),
      createdAt: at,
      updatedAt: at,
      headSeq: 1,
      appVersion: APP_VERSION,
      ...withProgress(foldEntries([entry]).state),
    }
    try {
      await deps.repository.create(game, entry)
    } catch (error) {
      return { ok: false, refusal: storageRefusal(error) }
    }
    return { ok: true, session: new GameSession(deps, [entry], foldEntries([entry])) }
  }

  /** Loads a saved game: the newest snapshot, then the entries after it. */
  static async open(deps: SessionDeps, gameId: string): Promise<GameSession> {
    const loaded = await deps.repository.load(gameId)
    // Entries from a newer app could hold events this version does not know: never guess.
    const newest = loaded.entries.reduce((v, e) => Math.max(v, e.v), 0)
    if (newest > EVENT_SCHEMA_VERSION) throw new NewerGameError(gameId, newest)
    // Older entries are read in today's shapes (the fold, undo's lookup, the log); storage keeps them as written.
    const entries = upcastEntries(loaded.entries)
    const lookup = (seq: number) => entries[seq - 1]?.seq === seq ? entries[seq - 1] : entries.find((e) => e.seq === seq)
    // A snapshot is a cache of the fold: one of an older state shape is folded again from the log.
    const start = loaded.snapshot?.stateVersion === STATE_VERSION ? loaded.snapshot.fold : undefined
    const rest = start ? entries.filter((e) => e.seq > start.headSeq) : entries
    const fold = foldEntries(rest, start, lookup)
    return new GameSession(deps, entries, fold)
  }

  get gameId(): string {
    return this.fold.state.gameId
  }

  get state(): GameState {
    return this.fold.state
  }

  get log(): readonly LogEntry[] {
    return this.entries
  }

  get headSeq(): number {
    return this.fold.headSeq
  }

  get canUndo(): boolean {
    return decideUndo(this.fold).ok
  }

  get canRedo(): boolean {
    return decideRedo(this.fold).ok
  }

  get redoCount(): number {
    return this.fold.undone.length
  }

  lookup = (seq: number): LogEntry | undefined => this.bySeq.get(seq)

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  dispatch(command: Command): Promise<DispatchResult> {
    // A plain copy: screens may hand over reactive objects, which IndexedDB cannot clone, and
    // the log must not change if the screen later edits the object it sent.
    const plain = toPlainCommand(command)
    return this.enqueue(() => {
      const decided = decide(this.fold.state, plain)
      if (!decided.ok) return Promise.resolve(decided)
      return this.commit(plain, decided.value)
    })
  }

  undo(): Promise<DispatchResult> {
    return this.enqueue(() => {
      const decided = decideUndo(this.fold)
      return decided.ok ? this.commit(decided.value, []) : Promise.resolve(decided)
    })
  }

  redo(): Promise<DispatchResult> {
    return this.enqueue(() => {
      const decided = decideRedo(this.fold)
      return decided.ok ? this.commit(decided.value, []) : Promise.resolve(decided)
    })
  }

  /** What "undo to here" from line `seq` would undo and change, without writing anything. */
  previewUndoTo(seq: number): Result<UndoToPreview> {
    return previewUndoTo(this.fold, seq, this.lookup)
  }

  /**
   * Undoes line `seq` and every line in effect after it: one undo entry per line, newest first,
   * written in one transaction, so a crash leaves either all of them or none.
   */
  undoTo(seq: number): Promise<BatchResult> {
    return this.enqueue(() => {
      const decided = decideUndoTo(this.fold, seq)
      return decided.ok ? this.commitMany(decided.value) : Promise.resolve(decided)
    })
  }

  /** Redoes every undone line, oldest first, in one transaction. */
  redoAll(): Promise<BatchResult> {
    return this.enqueue(() => {
      const nothing = decideRedo(this.fold)
      if (!nothing.ok) return Promise.resolve(nothing)
      return this.commitMany(redoAllTargets(this.fold).map((target) => ({ kind: 'redo' as const, target })))
    })
  }

  /**
   * Folds in what another tab appended after this page's head, read from storage. It runs in the
   * write queue, so it falls between this tab's writes, never between a tap's decision and its
   * save. Resolves with how many entries came in (0: nothing new); rejects when they cannot be
   * taken in order (a newer app's entries, a gap), and then the screen asks for a reload.
   */
  refresh(): Promise<number> {
    return this.enqueue(async () => {
      const stored = await this.deps.repository.entriesAfter(this.gameId, this.fold.headSeq)
      if (stored.length === 0) return 0
      const newest = stored.reduce((v, e) => Math.max(v, e.v), 0)
      if (newest > EVENT_SCHEMA_VERSION) throw new NewerGameError(this.gameId, newest)
      const incoming = upcastEntries(stored)
      const bySeq = new Map(incoming.map((e) => [e.seq, e]))
      const lookup = (seq: number) => this.bySeq.get(seq) ?? bySeq.get(seq)
      const next = cloneFold(this.fold)
      incoming.forEach((entry, i) => {
        if (entry.seq !== this.fold.headSeq + 1 + i) throw new Error(`Entry ${this.fold.headSeq + 1 + i} of ${this.gameId} is missing from storage`)
        applyEntry(next, entry, lookup)
      })
      for (const entry of incoming) {
        this.entries.push(entry)
        this.bySeq.set(entry.seq, entry)
      }
      this.fold = next
      for (const listener of this.listeners) listener()
      return incoming.length
    })
  }

  private enqueue<R>(task: () => Promise<R>): Promise<R> {
    const run = this.queue.then(task, task)
    this.queue = run.catch(() => undefined)
    return run
  }

  /** Saves all the entries at once, and only then folds them in and tells the listeners. */
  private async commitMany(commands: EntryCommand[]): Promise<BatchResult> {
    const expectedHead = this.fold.headSeq
    const at = this.now().toISOString()
    const batch: LogEntry[] = commands.map((command, i) => ({
      gameId: this.gameId,
      seq: expectedHead + 1 + i,
      v: EVENT_SCHEMA_VERSION,
      rules: CURRENT_RULES_EDITION,
      at,
      actor: this.actor,
      command,
      events: [],
    }))
    const next = cloneFold(this.fold)
    for (const entry of batch) applyEntry(next, entry, (seq) => this.bySeq.get(seq))
    const crossed = Math.floor(next.headSeq / SNAPSHOT_EVERY) > Math.floor(expectedHead / SNAPSHOT_EVERY)
    try {
      await this.deps.repository.appendMany(batch, expectedHead, crossed ? next : undefined, progressOf(next.state))
    } catch (error) {
      return { ok: false, refusal: storageRefusal(error) }
    }
    for (const entry of batch) {
      this.entries.push(entry)
      this.bySeq.set(entry.seq, entry)
    }
    this.fold = next
    for (const listener of this.listeners) listener()
    return { ok: true, entries: batch }
  }

  /** Saves the entry, and only then folds it in and tells the listeners. */
  private async commit(command: EntryCommand, events: GameEvent[]): Promise<DispatchResult> {
    const expectedHead = this.fold.headSeq
    const entry: LogEntry = {
      gameId: this.gameId,
      seq: expectedHead + 1,
      v: EVENT_SCHEMA_VERSION,
      rules: CURRENT_RULES_EDITION,
      at: this.now().toISOString(),
      actor: this.actor,
      command,
      events,
    }
    const next = cloneFold(this.fold)
    applyEntry(next, entry, (seq) => (seq === entry.seq ? entry : this.bySeq.get(seq)))
    const snapshot = entry.seq % SNAPSHOT_EVERY === 0 ? next : undefined
    try {
      await this.deps.repository.append(entry, expectedHead, snapshot, progressOf(next.state))
    } catch (error) {
      return { ok: false, refusal: storageRefusal(error) }
    }
    this.entries.push(entry)
    this.bySeq.set(entry.seq, entry)
    this.fold = next
    for (const listener of this.listeners) listener()
    return { ok: true, entry }
  }
}

function toPlainCommand(command: Command): Command {
  return JSON.parse(JSON.stringify(command)) as Command
}

/** Where a guided game stands, for its card on the home screen (none in a bookkeeping game). */
function progressOf(state: GameState): GameProgress | undefined {
  return state.play ? { cycle: state.play.cycle, stage: state.play.stage } : undefined
}

function withProgress(state: GameState): { progress?: GameProgress } {
  const progress = progressOf(state)
  return progress ? { progress } : {}
}
