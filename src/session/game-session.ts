import { applyEntry, applyEvents, CURRENT_RULES_EDITION, upcastEntries, rulesetOfGame, decide, decideRedo, decideUndo, EVENT_SCHEMA_VERSION, foldEntries, cloneFold, emptyFold, STATE_VERSION, targetsAtOrBefore, type Command, type EntryCommand, type Fold, type GameEvent, type GameState, type LogEntry, type Refusal, type Result, type StartGame, refusePhrase } from '@/domain'
import { setupPlayers } from '@/domain/game-file'
import { decideUndoTo, previewUndoTo, redoAllTargets, type UndoToPreview } from '@/domain'
import type { GameProgress, GameRecord } from '@/persistence/database'
import { storagePhrase, storageRemedy } from '@/domain/storage-refusals'
import { NewerGameError, storageErrorPhrase, StaleGameError } from '@/persistence/errors'
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

/** Refusals for storage failures, shaped like rule refusals so the UI shows them the same way (phrases, so in the reader's language). */
function storageRefusal(error: unknown): Refusal {
  if (error instanceof StaleGameError) return refusalOf(refusePhrase('stale-game', storagePhrase('staleNothingSaved'), undefined, [storageRemedy('reloadGame')]))
  return refusalOf(refusePhrase('storage-failed', storageErrorPhrase(error), undefined, [storageRemedy('tryAgain')]))
}

function refusalOf(result: Result<never>): Refusal {
  if (result.ok) throw new Error('A refusal was expected')
  return result.refusal
}

/**
 * One open game: folds its log, decides commands against the folded state, and writes each
 * accepted action to IndexedDB before anyone sees it applied. Writes go through one queue, so
 * two fast taps are decided one after the other, never against the same state.
 *
 * A long game is not read whole: opening reads the newest snapshot and the entries after it, and
 * the session keeps the newest entries read so far (`log`, contiguous up to the head) and the
 * older ones it needed (the setup line, undo and redo targets). Screens that show older lines
 * ask for them (`loadOlder`, `loadAll`); undo and redo read their targets before deciding.
 */
export class GameSession {
  private fold: Fold
  /** The newest entries read, contiguous up to the head: seqs `logStart` to `headSeq`. */
  private entries: LogEntry[] = []
  /** Every entry read: the log above, the setup line, and undo and redo targets. */
  private readonly bySeq = new Map<number, LogEntry>()
  private queue: Promise<unknown> = Promise.resolve()
  /** Tasks queued and not finished: with none, a new one starts at once (see `enqueue`). */
  private queued = 0
  private older: Promise<number> | undefined
  private readonly listeners = new Set<() => void>()
  private readonly now: () => Date
  private readonly actor: string

  private constructor(
    private readonly deps: SessionDeps,
    readonly gameId: string,
    fold: Fold,
  ) {
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
    const session = new GameSession(deps, command.gameId, emptyFold())
    session.foldIn([entry])
    return { ok: true, session }
  }

  /**
   * Loads a saved game: the newest snapshot, the entries after it, and the few older entries
   * their undo and redo lines point at; not the whole log (a 10,000-entry game is 4 MB).
   */
  static async open(deps: SessionDeps, gameId: string): Promise<GameSession> {
    const loaded = await deps.repository.load(gameId)
    // A snapshot is a cache of the fold: one of an older state shape is folded again from the log.
    const usable = loaded.snapshot?.stateVersion === STATE_VERSION ? loaded.snapshot : undefined
    const before = loaded.snapshot && !usable ? await deps.repository.entriesBetween(gameId, 1, loaded.snapshot.seq) : []
    const tail = readable(gameId, [...before, ...loaded.entries])
    const start = usable?.fold ?? emptyFold()
    const session = new GameSession(deps, gameId, start)
    await session.ensure([1, ...targetsAtOrBefore(tail, start.headSeq), ...session.stackTops()])
    session.foldIn(tail)
    await session.ensure(session.stackTops())
    return session
  }

  /**
   * Folds entries that follow the head into the fold and the log, or throws without changing
   * anything when they do not follow it (a gap, a corrupt undo).
   */
  private foldIn(incoming: readonly LogEntry[]): void {
    const bySeq = new Map(incoming.map((e) => [e.seq, e]))
    const lookup = (seq: number) => bySeq.get(seq) ?? this.bySeq.get(seq)
    const next = cloneFold(this.fold)
    incoming.forEach((entry, i) => {
      if (entry.seq !== this.fold.headSeq + 1 + i) throw new Error(`Entry ${this.fold.headSeq + 1 + i} of ${this.gameId} is missing from storage`)
      applyEntry(next, entry, lookup)
    })
    for (const entry of incoming) this.remember(entry)
    this.fold = next
  }

  private remember(entry: LogEntry): void {
    this.entries.push(entry)
    this.bySeq.set(entry.seq, entry)
  }

  /** The entries the Undo and Redo buttons name next: the tops of the two stacks. */
  private stackTops(): number[] {
    return [this.fold.applied.at(-1), this.fold.undone.at(-1)].filter((seq): seq is number => seq !== undefined)
  }

  /** Reads the entries among `seqs` this page has not read yet (older ones an undo or redo needs). */
  private async ensure(seqs: readonly number[]): Promise<void> {
    const missing = [...new Set(seqs)].filter((seq) => seq >= 1 && seq <= this.fold.headSeq && !this.bySeq.has(seq))
    if (missing.length === 0) return
    const found = readable(this.gameId, await this.deps.repository.entriesAt(this.gameId, missing))
    for (const entry of found) this.bySeq.set(entry.seq, entry)
  }

  /** The seq of the oldest entry in `log`: 1 once the whole log is read, headSeq + 1 when none is. */
  get logStart(): number {
    return this.entries[0]?.seq ?? this.fold.headSeq + 1
  }

  /**
   * Reads up to `count` entries older than `log` (and the older undo and redo targets among
   * them) and puts them in front of it. Resolves with how many came in. The listeners are not
   * told: nothing in the game changed.
   */
  loadOlder(count: number): Promise<number> {
    this.older ??= this.readOlder(count).finally(() => (this.older = undefined))
    return this.older
  }

  /** Reads every older entry: for what needs the whole game (charts, a filtered log, the end). */
  async loadAll(): Promise<void> {
    while (this.logStart > 1) await this.loadOlder(Infinity)
  }

  private async readOlder(count: number): Promise<number> {
    const end = this.logStart - 1
    if (end < 1) return 0
    const from = Math.max(1, end - count + 1)
    const read = readable(this.gameId, await this.deps.repository.entriesBetween(this.gameId, from, end))
    if (read.length !== end - from + 1 || read.some((e, i) => e.seq !== from + i)) throw new Error(`Entries ${from} to ${end} of ${this.gameId} are missing from storage`)
    await this.ensure(targetsAtOrBefore(read, from - 1))
    if (this.logStart !== end + 1) return 0
    this.entries = [...read, ...this.entries]
    for (const entry of read) this.bySeq.set(entry.seq, entry)
    return read.length
  }

  get state(): GameState {
    return this.fold.state
  }

  /** The newest entries read so far, oldest first, up to the head (all of them after `loadAll`). */
  get log(): readonly LogEntry[] {
    return this.entries
  }

  /** The line Undo would take back (the newest action in effect), when there is one. */
  get undoTarget(): number | undefined {
    return this.canUndo ? this.fold.applied.at(-1) : undefined
  }

  /** The line Redo would bring back. */
  get redoTarget(): number | undefined {
    return this.fold.undone.at(-1)
  }

  /** The actions in effect, oldest first (the setup line first). */
  get applied(): readonly number[] {
    return this.fold.applied
  }

  /** A copy of the fold at the head (the state with its undo and redo stacks), e.g. to publish it. */
  get currentFold(): Fold {
    return cloneFold(this.fold)
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

  /**
   * Decides `commands` one after another, each against the state the ones before it left, and
   * writes them as one entry each in one transaction: all of them, or (a refusal, a failed write)
   * none. For what must land together, e.g. the phones' sealed bids and the reveal (src/link).
   */
  dispatchAll(commands: readonly Command[]): Promise<BatchResult> {
    const plain = commands.map(toPlainCommand)
    return this.enqueue(() => {
      const next = cloneFold(this.fold)
      const decided: { command: EntryCommand; events: GameEvent[] }[] = []
      for (const command of plain) {
        const result = decide(next.state, command)
        if (!result.ok) return Promise.resolve(result)
        next.state = applyEvents(next.state, result.value)
        decided.push({ command, events: result.value })
      }
      return this.commitMany(decided)
    })
  }

  /** Reads what the undo needs first: its target, and the line Undo names after it. */
  undo(): Promise<DispatchResult> {
    return this.enqueue(async () => {
      const decided = decideUndo(this.fold)
      if (!decided.ok) return decided
      const read = await this.tryEnsure([decided.value.target, ...this.fold.applied.slice(-2, -1)])
      return read ?? this.commit(decided.value, [])
    })
  }

  redo(): Promise<DispatchResult> {
    return this.enqueue(async () => {
      const decided = decideRedo(this.fold)
      if (!decided.ok) return decided
      const read = await this.tryEnsure([decided.value.target, ...this.fold.undone.slice(-2, -1)])
      return read ?? this.commit(decided.value, [])
    })
  }

  /** `ensure`, with a failure to read turned into the refusal a failed write would give. */
  private async tryEnsure(seqs: readonly number[]): Promise<{ ok: false; refusal: Refusal } | undefined> {
    try {
      await this.ensure(seqs)
      return undefined
    } catch (error) {
      return { ok: false, refusal: storageRefusal(error) }
    }
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
    return this.enqueue(async () => {
      const decided = decideUndoTo(this.fold, seq)
      if (!decided.ok) return decided
      const at = this.fold.applied.indexOf(seq)
      return (await this.tryEnsure(this.fold.applied.slice(Math.max(0, at - 1)))) ?? this.commitMany(decided.value.map((command) => ({ command, events: [] })))
    })
  }

  /** Redoes every undone line, oldest first, in one transaction. */
  redoAll(): Promise<BatchResult> {
    return this.enqueue(async () => {
      const nothing = decideRedo(this.fold)
      if (!nothing.ok) return nothing
      const targets = redoAllTargets(this.fold)
      return (await this.tryEnsure(targets)) ?? this.commitMany(targets.map((target) => ({ command: { kind: 'redo' as const, target }, events: [] })))
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
      const incoming = readable(this.gameId, await this.deps.repository.entriesAfter(this.gameId, this.fold.headSeq))
      if (incoming.length === 0) return 0
      await this.ensure(targetsAtOrBefore(incoming, this.fold.headSeq))
      this.foldIn(incoming)
      await this.ensure(this.stackTops())
      for (const listener of this.listeners) listener()
      return incoming.length
    })
  }

  /**
   * Runs `task` after every task queued before it. With none waiting, it starts in this call, so
   * a tap's write reaches storage before the screen re-renders for the tap (the busy state);
   * otherwise it waits its turn.
   */
  private enqueue<R>(task: () => Promise<R>): Promise<R> {
    const start = () => {
      try {
        return task()
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)))
      }
    }
    const run = this.queued === 0 ? start() : this.queue.then(start, start)
    this.queued += 1
    const settled = run.then(
      () => void (this.queued -= 1),
      () => void (this.queued -= 1),
    )
    this.queue = settled
    return run
  }

  /** Saves all the entries at once, and only then folds them in and tells the listeners. */
  private async commitMany(decided: readonly { command: EntryCommand; events: GameEvent[] }[]): Promise<BatchResult> {
    const expectedHead = this.fold.headSeq
    const at = this.now().toISOString()
    const batch: LogEntry[] = decided.map(({ command, events }, i) => ({
      gameId: this.gameId,
      seq: expectedHead + 1 + i,
      v: EVENT_SCHEMA_VERSION,
      rules: CURRENT_RULES_EDITION,
      at,
      actor: this.actor,
      command,
      events,
    }))
    const next = cloneFold(this.fold)
    const inBatch = new Map(batch.map((e) => [e.seq, e]))
    for (const entry of batch) applyEntry(next, entry, (seq) => inBatch.get(seq) ?? this.bySeq.get(seq))
    const crossed = Math.floor(next.headSeq / SNAPSHOT_EVERY) > Math.floor(expectedHead / SNAPSHOT_EVERY)
    try {
      await this.deps.repository.appendMany(batch, expectedHead, crossed ? next : undefined, progressOf(next.state))
    } catch (error) {
      return { ok: false, refusal: storageRefusal(error) }
    }
    for (const entry of batch) this.remember(entry)
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
    this.remember(entry)
    this.fold = next
    for (const listener of this.listeners) listener()
    return { ok: true, entry }
  }
}

/**
 * Entries as read from storage, in today's shapes (the fold, undo's lookup, the log); storage
 * keeps them as written. Entries from a newer app could hold events this version does not know:
 * never guess.
 */
function readable(gameId: string, stored: readonly LogEntry[]): LogEntry[] {
  const newest = stored.reduce((v, e) => Math.max(v, e.v), 0)
  if (newest > EVENT_SCHEMA_VERSION) throw new NewerGameError(gameId, newest)
  return upcastEntries(stored)
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
