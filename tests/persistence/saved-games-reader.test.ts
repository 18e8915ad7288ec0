import { afterEach, describe, expect, it, vi } from 'vitest'
import Dexie from 'dexie'
import { foldEntries } from '@/domain'
import { openDatabase, type GameRecord, type SupremacyDatabase } from '@/persistence/database'
import { GameRepository } from '@/persistence/game-repository'
import { SavedGamesReader } from '@/persistence/saved-games-reader'
import { DATABASE_NATIVE_VERSION, DATABASE_VERSION } from '@/persistence/schema'
import { GameSession } from '@/session/game-session'
import { entry, mustDecide, standardStart } from '../support/games'

/** The home screen's Dexie-free reader against the repository that writes the same database. */

const open: { close(): unknown }[] = []
afterEach(async () => {
  for (const connection of open.splice(0)) await connection.close()
})

function fresh(name = `reader-${Math.random()}`) {
  const reader = new SavedGamesReader(name)
  open.push(reader)
  return { name, reader }
}

function database(name: string, watch = {}): SupremacyDatabase {
  const db = openDatabase(name, watch)
  open.push(db)
  return db
}

async function exists(name: string): Promise<boolean> {
  return (await indexedDB.databases()).some((d) => d.name === name)
}

/** A saved game's header as the new-game screen writes it, at `updatedAt`. */
function record(id: string, updatedAt: string, extra: Partial<GameRecord> = {}): GameRecord {
  return { id, title: `Game ${id}`, openMode: 'standard', powers: ['usa', 'ussr'], players: ['Ann', 'Bo'], createdAt: '2026-11-01T10:00:00.000Z', updatedAt, headSeq: 1, appVersion: 'test', ...extra }
}

async function create(repository: GameRepository, game: GameRecord): Promise<void> {
  const start = standardStart(['usa', 'ussr'], game.id)
  await repository.create(game, entry(1, start, mustDecide(foldEntries([]).state, start), game.id))
}

describe('SavedGamesReader', () => {
  it('reads the same saved games as GameRepository.list(), in the same order, ties included', async () => {
    const { name, reader } = fresh()
    const repository = new GameRepository(database(name))
    // Out of order, two pairs on the same instant (ordered by id, backwards, as Dexie's reverse index cursor does).
    await create(repository, record('b', '2026-11-03T20:00:00.000Z'))
    await create(repository, record('d', '2026-11-05T20:00:00.000Z', { ruleset: { economy: 'war-of-supremacy', sequence: 'guided', modules: [] } }))
    await create(repository, record('a', '2026-11-03T20:00:00.000Z'))
    await create(repository, record('c', '2026-11-03T20:00:00.000Z', { title: 'Café “night” ✓' }))
    await create(repository, record('e', '2026-11-01T09:00:00.000Z', { progress: { cycle: 2, stage: 4 } }))
    // One played on through a session (the append's own write path), one deleted.
    const started = await GameSession.start({ repository }, { ...standardStart(['usa', 'ussr'], 'played'), guided: true })
    if (!started.ok) throw new Error('not started')
    expect((await started.session.dispatch({ kind: 'settleStage1', power: 'usa' })).ok).toBe(true)
    await create(repository, record('gone', '2026-11-09T20:00:00.000Z'))
    await repository.delete('gone')

    const expected = await repository.list()
    expect(expected.map((g) => g.id)).toEqual(['played', 'd', 'c', 'b', 'a', 'e'])
    expect(await reader.list()).toEqual(expected)
    // And again on the same connection, after another write.
    await create(repository, record('f', '2026-11-02T09:00:00.000Z'))
    expect(await reader.list()).toEqual(await repository.list())
  })

  it('answers [] where nothing was ever saved, and creates no database: Dexie later creates it with its stores', async () => {
    const { name, reader } = fresh()
    expect(await reader.list()).toEqual([])
    expect(await reader.list()).toEqual([])
    expect(await exists(name)).toBe(false)

    const db = database(name)
    const repository = new GameRepository(db)
    expect(await repository.list()).toEqual([])
    expect(db.verno).toBe(DATABASE_VERSION)
    expect([...db.backendDB().objectStoreNames].sort()).toEqual(['backups', 'entries', 'games', 'links', 'snapshots'])
    expect(db.backendDB().version).toBe(DATABASE_NATIVE_VERSION)
    await create(repository, record('first', '2026-11-03T20:00:00.000Z'))
    // Looked for afresh: the database saved since is read.
    expect((await reader.list())?.map((g) => g.id)).toEqual(['first'])
  })

  it('leaves an older database to Dexie, letting go at once so that its upgrade is never blocked', async () => {
    const { name, reader } = fresh()
    // The first version of the app (Dexie version 1, IndexedDB version 10), with a game saved.
    const older = new Dexie(name)
    older.version(1).stores({ games: 'id, updatedAt', entries: '[gameId+seq], gameId', snapshots: '[gameId+seq], gameId' })
    await older.table('games').put(record('old', '2026-10-01T20:00:00.000Z'))
    older.close()

    expect(await reader.list()).toBeUndefined()
    const watch = { blocked: vi.fn(), opened: vi.fn(), replaced: vi.fn() }
    const db = database(name, watch)
    expect((await new GameRepository(db).list()).map((g) => g.id)).toEqual(['old'])
    expect(watch.blocked).not.toHaveBeenCalled()
    expect(db.verno).toBe(DATABASE_VERSION)
    // Handed over for good: the page's repository reads from now on.
    expect(await reader.list()).toBeUndefined()
  })

  it('lets go when a newer app upgrades the database in another tab, and says so', async () => {
    const name = `reader-${Math.random()}`
    const db = database(name)
    await create(new GameRepository(db), record('g', '2026-11-03T20:00:00.000Z'))
    db.close()
    const replaced = vi.fn()
    const reader = new SavedGamesReader(name, { replaced })
    open.push(reader)
    expect((await reader.list())?.map((g) => g.id)).toEqual(['g'])

    const blocked = vi.fn()
    const newer = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name, DATABASE_NATIVE_VERSION + 10)
      request.onblocked = blocked
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(new Error(String(request.error)))
    })
    expect(blocked).not.toHaveBeenCalled()
    expect(replaced).toHaveBeenCalledTimes(1)
    expect(await reader.list()).toBeUndefined()
    newer.close()
  })

  it('reads nothing of a database opened by Dexie at a schema it patched (another native version)', async () => {
    const { name, reader } = fresh()
    const odd = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name, DATABASE_NATIVE_VERSION + 1)
      request.onupgradeneeded = () => request.result.createObjectStore('games', { keyPath: 'id' }).createIndex('updatedAt', 'updatedAt')
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(new Error(String(request.error)))
    })
    odd.close()
    expect(await reader.list()).toBeUndefined()
  })

  it('schema.ts names the version openDatabase declares last', async () => {
    const db = database(`reader-${Math.random()}`)
    await db.open()
    expect(db.verno).toBe(DATABASE_VERSION)
    expect(db.backendDB().version).toBe(DATABASE_NATIVE_VERSION)
  })
})
