// The kernel file, not the @/domain barrel: the barrel would put the whole rules core in the home screen's first load.
import { STATE_VERSION } from '@/domain/kernel/state'
import type { Fold, LogEntry } from '@/domain'
import type { BackupMark, BackupRecord, GameProgress, GameRecord, SnapshotRecord, SupremacyDatabase } from './database'
import { GameNotFoundError, StaleGameError } from './errors'

/** What opening a game reads: never the whole log of a long game. */
export interface LoadedGame {
  game: GameRecord
  /** The newest snapshot at or before the head, if any. */
  snapshot: SnapshotRecord | undefined
  /** The entries after the snapshot (the whole log when there is none), oldest first. */
  entries: LogEntry[]
}

function markOf(backup: BackupRecord): BackupMark {
  return { savedAt: backup.savedAt, headSeq: backup.headSeq }
}

function checkHead(game: GameRecord | undefined, gameId: string, expectedHead: number): void {
  if (game === undefined) throw new GameNotFoundError(gameId)
  if (game.headSeq !== expectedHead) throw new StaleGameError(gameId, expectedHead, game.headSeq)
}

/**
 * The append of a tap on the browser's own connection, below Dexie, the header row already known:
 * every request goes out at once and only the head check has a handler, so the transaction waits
 * for storage once and then commits, like a bare put (the floor of issue 27). Through Dexie the
 * same requests each ran a promise chain on the main thread before the commit could start, and a
 * busy main thread held the commit back: twice the floor's time at p50, more at p95.
 */
function writeDirect(db: IDBDatabase, batch: readonly LogEntry[], header: GameRecord, snapshot: SnapshotRecord | undefined, check: (game: GameRecord | undefined) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const tx = db.transaction(['games', 'entries', 'snapshots'], 'readwrite', { durability: 'strict' })
    let failure: Error | undefined
    const fail = (error: unknown) => {
      // An IDB request error or a thrown check: kept as is, so its name (QuotaExceededError...) still tells what failed.
      failure ??= error instanceof Error ? error : new DOMException(String(error), 'AbortError')
      tx.abort()
    }
    const head = tx.objectStore('games').get(header.id)
    head.onsuccess = () => {
      try {
        check(head.result as GameRecord | undefined)
      } catch (error) {
        fail(error)
      }
    }
    const entries = tx.objectStore('entries')
    for (const entry of batch) {
      const added = entries.add(entry)
      added.onerror = (event) => {
        // Handled here: the abort below says why, in the app's words.
        event.preventDefault()
        if (failure === undefined) fail(isConstraintError(added.error) ? new StaleGameError(header.id, header.headSeq - batch.length, NaN) : added.error)
      }
    }
    tx.objectStore('games').put(header)
    if (snapshot) tx.objectStore('snapshots').put(snapshot)
    tx.oncomplete = () => resolve()
    tx.onabort = () => reject(failure ?? tx.error ?? new DOMException('The write was not saved.', 'AbortError'))
  })
}

/** A game's entries from `from` to `to`, both included, by the [gameId+seq] key. */
function range(db: SupremacyDatabase, gameId: string, from: number, to: number) {
  return db.entries.where('[gameId+seq]').between([gameId, from], [gameId, to], true, true)
}

/** Saved games: every write is one transaction, committed before the caller hears "done". */
export class GameRepository {
  /**
   * The header rows this page has read or written. After a game's creation only its head, time
   * and progress change, and only through `append`/`appendMany`, whose head check reads the
   * stored row in the same transaction: so a tap can write the new header without reading the
   * old one first, one round trip to storage instead of four (issue 27).
   */
  private readonly records = new Map<string, GameRecord>()

  constructor(private readonly db: SupremacyDatabase) {}

  async create(game: GameRecord, first: LogEntry): Promise<void> {
    await this.db.transaction('rw', [this.db.games, this.db.entries], async () => {
      await this.db.games.add(game)
      await this.db.entries.add(first)
    })
    this.records.set(game.id, game)
  }

  /**
   * Appends one entry if the game's head is still `expectedHead` (else another tab wrote first),
   * with an optional snapshot and the game's progress for its card, all in one transaction.
   */
  async append(entry: LogEntry, expectedHead: number, snapshot?: Fold, progress?: GameProgress): Promise<void> {
    await this.write([entry], expectedHead, snapshot, progress)
  }

  /**
   * Appends several entries (e.g. the undos of "undo to here") all or nothing: one transaction,
   * the same head check as `append`. Entries must be one game's, dense from expectedHead + 1.
   * An optional snapshot is stored at its own headSeq.
   */
  async appendMany(batch: readonly LogEntry[], expectedHead: number, snapshot?: Fold, progress?: GameProgress): Promise<void> {
    const first = batch[0]
    if (first === undefined) return
    batch.forEach((e, i) => {
      if (e.gameId !== first.gameId || e.seq !== expectedHead + 1 + i) throw new Error(`appendMany: entry ${i} is not seq ${expectedHead + 1 + i} of ${first.gameId}`)
    })
    await this.write(batch, expectedHead, snapshot, progress)
  }

  /**
   * The one write of `append` and `appendMany`: the entries, the header with its new head, and the
   * snapshot, after a check that the stored head is still `expectedHead`. A failed head check
   * aborts it, so nothing of it is kept; an entry already stored at one of these seqs means another
   * tab wrote first too, whatever fails first.
   */
  private async write(batch: readonly LogEntry[], expectedHead: number, snapshot: Fold | undefined, progress: GameProgress | undefined): Promise<void> {
    const gameId = batch[0]!.gameId
    const last = batch[batch.length - 1]!
    const changes = { headSeq: last.seq, updatedAt: last.at, ...(progress ? { progress } : {}) }
    const stored = snapshot && { gameId, seq: snapshot.headSeq, fold: snapshot, stateVersion: STATE_VERSION }
    const known = this.records.get(gameId)
    const direct = known && this.db.isOpen() ? this.db.backendDB() : undefined
    let written: GameRecord
    if (known && direct) {
      written = { ...known, ...changes }
      await writeDirect(direct, batch, written, stored, (game) => checkHead(game, gameId, expectedHead))
    } else {
      // The header row not read yet (or the connection closed: Dexie then says why in its words).
      const { games, entries, snapshots } = this.db
      written = await this.db.transaction('rw', [games, entries, snapshots], async () => {
        const game = await games.get(gameId)
        checkHead(game, gameId, expectedHead)
        const next = { ...game!, ...changes }
        const added = (batch.length === 1 ? entries.add(batch[0]!) : entries.bulkAdd([...batch])).catch((error: unknown) => {
          throw isConstraintError(error) ? new StaleGameError(gameId, expectedHead, NaN) : error
        })
        await Promise.all([added, games.put(next), stored && snapshots.put(stored)])
        return next
      })
    }
    this.records.set(gameId, written)
  }

  /**
   * Reads what opening a game needs: its header, its newest snapshot, and the entries after it.
   * Older entries stay in storage until a screen asks for them (`entriesBetween`, `entriesAt`).
   */
  async load(gameId: string): Promise<LoadedGame> {
    const { games, entries, snapshots } = this.db
    const loaded = await this.db.transaction('r', [games, entries, snapshots], async () => {
      const newestSnapshot = (upTo: number) => snapshots.where('[gameId+seq]').between([gameId, 0], [gameId, upTo], true, true).last()
      const [game, newest] = await Promise.all([games.get(gameId), newestSnapshot(Infinity)])
      if (game === undefined) throw new GameNotFoundError(gameId)
      // A snapshot past the head cannot be written (one transaction), but it would not be the truth.
      const snapshot = newest === undefined || newest.seq <= game.headSeq ? newest : await newestSnapshot(game.headSeq)
      const after = await entries.where('[gameId+seq]').between([gameId, snapshot?.seq ?? 0], [gameId, Infinity], false, true).toArray()
      return { game, entries: after, snapshot }
    })
    this.records.set(gameId, loaded.game)
    return loaded
  }

  /** A game's entries from `from` to `to`, both included, oldest first. */
  async entriesBetween(gameId: string, from: number, to: number): Promise<LogEntry[]> {
    return range(this.db, gameId, from, to).toArray()
  }

  /** Some of a game's entries by seq (undo targets, the setup line); the missing ones are left out. */
  async entriesAt(gameId: string, seqs: readonly number[]): Promise<LogEntry[]> {
    const found = await this.db.entries.bulkGet(seqs.map((seq) => [gameId, seq] as [string, number]))
    return found.filter((e): e is LogEntry => e !== undefined)
  }

  /** A game's whole log, oldest first: for its game file, never for opening it. */
  async log(gameId: string): Promise<LogEntry[]> {
    return this.entriesBetween(gameId, 1, Infinity)
  }

  async headSeq(gameId: string): Promise<number | undefined> {
    return (await this.db.games.get(gameId))?.headSeq
  }

  async list(): Promise<GameRecord[]> {
    return this.db.games.orderBy('updatedAt').reverse().toArray()
  }

  async delete(gameId: string): Promise<void> {
    const { games, entries, snapshots, backups, links } = this.db
    // The game's table link goes with it: its keys are of no use to another game.
    await this.db.transaction('rw', [games, entries, snapshots, backups, links], async () => {
      await links.delete(gameId)
      await entries.where('gameId').equals(gameId).delete()
      await snapshots.where('gameId').equals(gameId).delete()
      await backups.where('gameId').equals(gameId).delete()
      await games.delete(gameId)
    })
    this.records.delete(gameId)
  }

  /** A checked game file becomes a new saved game: its header and whole log, all or nothing. */
  async importGame(game: GameRecord, log: readonly LogEntry[], snapshot?: Fold): Promise<void> {
    const { games, entries, snapshots } = this.db
    await this.db.transaction('rw', [games, entries, snapshots], async () => {
      await games.add(game)
      await entries.bulkAdd([...log])
      if (snapshot) await snapshots.put({ gameId: game.id, seq: snapshot.headSeq, fold: snapshot, stateVersion: STATE_VERSION })
    })
    this.records.set(game.id, game)
  }

  /**
   * Stores a rolling backup and drops all but the newest `keep` of that game's. Skipped when the
   * newest backup already holds this head (another tab of the same game took it first). Returns
   * the newest backup stored, which the schedule counts from.
   */
  async saveBackup(backup: BackupRecord, keep: number): Promise<BackupMark> {
    const { backups } = this.db
    return this.db.transaction('rw', backups, async () => {
      const newest = await this.newestBackup(backup.gameId)
      if (newest !== undefined && newest.headSeq >= backup.headSeq) return markOf(newest)
      await backups.add(backup)
      const ids = (await backups.where('gameId').equals(backup.gameId).primaryKeys()).filter((k): k is number => typeof k === 'number').sort((a, b) => a - b)
      const old = ids.slice(0, Math.max(0, ids.length - keep))
      if (old.length > 0) await backups.bulkDelete(old)
      return markOf(backup)
    })
  }

  /** When the newest backup of a game was taken and at which head: what the schedule counts from. */
  async latestBackup(gameId: string): Promise<BackupMark | undefined> {
    const newest = await this.newestBackup(gameId)
    return newest && markOf(newest)
  }

  private async newestBackup(gameId: string): Promise<BackupRecord | undefined> {
    // The gameId index orders one game's backups by id, so the last is the newest.
    return this.db.backups.where('gameId').equals(gameId).last()
  }

  /** A game's entries after `seq`, oldest first: what another tab appended since this one read. */
  async entriesAfter(gameId: string, seq: number): Promise<LogEntry[]> {
    return range(this.db, gameId, seq + 1, Infinity).toArray()
  }

  /** A game's backups, newest first. */
  async listBackups(gameId: string): Promise<BackupRecord[]> {
    const all = await this.db.backups.where('gameId').equals(gameId).toArray()
    return all.sort((a, b) => (b.id ?? 0) - (a.id ?? 0))
  }

  async getBackup(id: number): Promise<BackupRecord | undefined> {
    return this.db.backups.get(id)
  }
}

function nameOf(error: unknown): string {
  return typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : ''
}

/** A key already taken: IndexedDB's own error, or Dexie's BulkError holding one. */
function isConstraintError(error: unknown): boolean {
  if (nameOf(error) === 'ConstraintError') return true
  const failures = nameOf(error) === 'BulkError' ? (error as { failures?: unknown }).failures : undefined
  return Array.isArray(failures) && failures.some((f) => nameOf(f) === 'ConstraintError')
}
