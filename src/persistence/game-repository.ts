// The kernel file, not the @/domain barrel: the barrel would put the whole rules core in the home screen's first load.
import { STATE_VERSION } from '@/domain/kernel/state'
import type { Fold, LogEntry } from '@/domain'
import type { BackupMark, BackupRecord, GameProgress, GameRecord, SnapshotRecord, SupremacyDatabase } from './database'
import { GameNotFoundError, StaleGameError } from './errors'

export interface LoadedGame {
  game: GameRecord
  entries: LogEntry[]
  snapshot: SnapshotRecord | undefined
}

function markOf(backup: BackupRecord): BackupMark {
  return { savedAt: backup.savedAt, headSeq: backup.headSeq }
}

/** Saved games: every write is one transaction, committed before the caller hears "done". */
export class GameRepository {
  constructor(private readonly db: SupremacyDatabase) {}

  async create(game: GameRecord, first: LogEntry): Promise<void> {
    await this.db.transaction('rw', [this.db.games, this.db.entries], async () => {
      await this.db.games.add(game)
      await this.db.entries.add(first)
    })
  }

  /**
   * Appends one entry if the game's head is still `expectedHead` (else another tab wrote first),
   * with an optional snapshot and the game's progress for its card, all in one transaction.
   */
  async append(entry: LogEntry, expectedHead: number, snapshot?: Fold, progress?: GameProgress): Promise<void> {
    const { games, entries, snapshots } = this.db
    await this.db.transaction('rw', [games, entries, snapshots], async () => {
      const game = await games.get(entry.gameId)
      if (game === undefined) throw new GameNotFoundError(entry.gameId)
      if (game.headSeq !== expectedHead) throw new StaleGameError(entry.gameId, expectedHead, game.headSeq)
      await entries.add(entry)
      await games.update(entry.gameId, { headSeq: entry.seq, updatedAt: entry.at, ...(progress ? { progress } : {}) })
      if (snapshot) await snapshots.put({ gameId: entry.gameId, seq: entry.seq, fold: snapshot, stateVersion: STATE_VERSION })
    })
  }

  /**
   * Appends several entries (e.g. the undos of "undo to here") all or nothing: one transaction,
   * the same head check as `append`. Entries must be one game's, dense from expectedHead + 1.
   * An optional snapshot is stored at its own headSeq.
   */
  async appendMany(batch: readonly LogEntry[], expectedHead: number, snapshot?: Fold, progress?: GameProgress): Promise<void> {
    const first = batch[0]
    if (first === undefined) return
    const last = batch[batch.length - 1]!
    batch.forEach((e, i) => {
      if (e.gameId !== first.gameId || e.seq !== expectedHead + 1 + i) throw new Error(`appendMany: entry ${i} is not seq ${expectedHead + 1 + i} of ${first.gameId}`)
    })
    const { games, entries, snapshots } = this.db
    await this.db.transaction('rw', [games, entries, snapshots], async () => {
      const game = await games.get(first.gameId)
      if (game === undefined) throw new GameNotFoundError(first.gameId)
      if (game.headSeq !== expectedHead) throw new StaleGameError(first.gameId, expectedHead, game.headSeq)
      await entries.bulkAdd([...batch])
      await games.update(first.gameId, { headSeq: last.seq, updatedAt: last.at, ...(progress ? { progress } : {}) })
      if (snapshot) await snapshots.put({ gameId: first.gameId, seq: snapshot.headSeq, fold: snapshot, stateVersion: STATE_VERSION })
    })
  }

  async load(gameId: string): Promise<LoadedGame> {
    const { games, entries, snapshots } = this.db
    return this.db.transaction('r', [games, entries, snapshots], async () => {
      const game = await games.get(gameId)
      if (game === undefined) throw new GameNotFoundError(gameId)
      const all = await entries.where('[gameId+seq]').between([gameId, 0], [gameId, Infinity]).toArray()
      const snapshot = await snapshots
        .where('[gameId+seq]')
        .between([gameId, 0], [gameId, game.headSeq], true, true)
        .last()
      return { game, entries: all, snapshot }
    })
  }

  async headSeq(gameId: string): Promise<number | undefined> {
    return (await this.db.games.get(gameId))?.headSeq
  }

  async list(): Promise<GameRecord[]> {
    return this.db.games.orderBy('updatedAt').reverse().toArray()
  }

  async delete(gameId: string): Promise<void> {
    const { games, entries, snapshots, backups } = this.db
    await this.db.transaction('rw', [games, entries, snapshots, backups], async () => {
      await entries.where('gameId').equals(gameId).delete()
      await snapshots.where('gameId').equals(gameId).delete()
      await backups.where('gameId').equals(gameId).delete()
      await games.delete(gameId)
    })
  }

  /** A checked game file becomes a new saved game: its header and whole log, all or nothing. */
  async importGame(game: GameRecord, log: readonly LogEntry[], snapshot?: Fold): Promise<void> {
    const { games, entries, snapshots } = this.db
    await this.db.transaction('rw', [games, entries, snapshots], async () => {
      await games.add(game)
      await entries.bulkAdd([...log])
      if (snapshot) await snapshots.put({ gameId: game.id, seq: snapshot.headSeq, fold: snapshot, stateVersion: STATE_VERSION })
    })
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
    return this.db.entries.where('[gameId+seq]').between([gameId, seq], [gameId, Infinity], false, true).toArray()
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
