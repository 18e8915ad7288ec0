import { describe, expect, it, vi } from 'vitest'
import Dexie from 'dexie'
import { openDatabase } from '@/persistence/database'
import { DATABASE_REPLACED_MESSAGE, storageErrorMessage } from '@/persistence/errors'
import { GameRepository } from '@/persistence/game-repository'
import { failure } from '../support/failure'

/** The schema of the first version of the app (Dexie version 1, stored as IndexedDB version 10). */
const VERSION_1 = { games: 'id, updatedAt', entries: '[gameId+seq], gameId', snapshots: '[gameId+seq], gameId' }

/** An older tab of the app that does not let go when a newer one asks (a hung tab, or an app from before it closed). */
async function olderTabHolding(name: string): Promise<Dexie> {
  const older = new Dexie(name)
  older.version(1).stores(VERSION_1)
  older.on('versionchange', () => false)
  await older.open()
  return older
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

describe('Two tabs, two versions of the database', () => {
  it('an upgrade blocked by an older tab says so at once, and goes on by itself once that tab closes', async () => {
    const name = `blocked-${Math.random()}`
    const older = await olderTabHolding(name)
    const watch = { blocked: vi.fn(), opened: vi.fn(), replaced: vi.fn() }
    const db = openDatabase(name, watch)
    const listed = new GameRepository(db).list()
    let done = false
    void listed.then(() => (done = true))
    await settle()
    expect(watch.blocked).toHaveBeenCalledTimes(1)
    expect(watch.opened).not.toHaveBeenCalled()
    expect(done).toBe(false)

    older.close()
    expect(await listed).toEqual([])
    expect(watch.opened).toHaveBeenCalledTimes(1)
    expect(db.verno).toBe(3)
    db.close()
  })

  it('this app in an older tab closes its connection when a newer app upgrades, so the newer one is never blocked', async () => {
    const name = `replaced-${Math.random()}`
    const watch = { blocked: vi.fn(), opened: vi.fn(), replaced: vi.fn() }
    const db = openDatabase(name, watch)
    const repository = new GameRepository(db)
    await repository.list()
    expect(watch.opened).toHaveBeenCalledTimes(1)

    // The next version of the app: IndexedDB version 40 (Dexie version 4).
    const blocked = vi.fn()
    const newer = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name, 40)
      request.onblocked = blocked
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(new Error(String(request.error)))
    })
    expect(newer.version).toBe(40)
    expect(blocked).not.toHaveBeenCalled()
    expect(watch.replaced).toHaveBeenCalledTimes(1)
    // This tab stays closed (never reopened at its older version) and says why on its next use.
    const error = await failure(() => repository.list())
    expect(storageErrorMessage(error)).toBe(DATABASE_REPLACED_MESSAGE)
    newer.close()
  })
})
