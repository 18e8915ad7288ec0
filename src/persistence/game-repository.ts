import type { Fold, LogEntry } from '@/domain'
import type { GameRecord, SnapshotRecord, SupremacyDatabase } from './database'
import { GameNotFoundError, StaleGameError } from './errors'

export interface LoadedGame {
  game: GameRecord
  entries: LogEntry[]
  snapshot: SnapshotRecord | undefined
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
   * with an optional snapshot, all in one transaction.
   */
  async append(entry: LogEntry, expectedHead: number, snapshot?: Fold): Promise<void> {
    const { games, entries, snapshots } = this.db
    await this.db.transaction('rw', [games, entries, snapshots], async () => {
      const game = await games.get(entry.gameId)
      if (game === undefined) throw new GameNotFoundError(entry.gameId)
      if (game.headSeq !== expectedHead) throw new StaleGameError(entry.gameId, expectedHead, game.headSeq)
      await entries.add(entry)
      await games.update(entry.gameId, { headSeq: entry.seq, updatedAt: entry.at })
      if (snapshot) await snapshots.put({ gameId: entry.gameId, seq: entry.seq, fold: snapshot })
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
    const { games, entries, snapshots } = this.db
    await this.db.transaction('rw', [games, entries, snapshots], async () => {
      await entries.where('gameId').equals(gameId).delete()
      await snapshots.where('gameId').equals(gameId).delete()
      await games.delete(gameId)
    })
  }
}
