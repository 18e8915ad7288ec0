import { afterEach, describe, expect, it } from 'vitest'
import { foldEntries, STATE_VERSION, totalMoney, type GameState } from '@/domain'
import { openDatabase, type SupremacyDatabase } from '@/persistence/database'
import { GameRepository } from '@/persistence/game-repository'
import { GameSession, SNAPSHOT_EVERY } from '@/session/game-session'
import { standardStart } from '../support/games'

let counter = 0
const opened: SupremacyDatabase[] = []

/** A fresh database per test; fake-indexeddb is installed by tests/support/setup-dom.ts. */
function freshRepository(): { db: SupremacyDatabase; repository: GameRepository } {
  counter += 1
  const db = openDatabase(`test-${counter}-${Math.random()}`)
  opened.push(db)
  return { db, repository: new GameRepository(db) }
}

afterEach(() => {
  for (const db of opened.splice(0)) db.close()
})

async function started(repository: GameRepository, gameId = 'g1') {
  const result = await GameSession.start({ repository }, standardStart(['usa', 'ussr', 'europe'], gameId))
  if (!result.ok) throw new Error(result.refusal.message)
  return result.session
}

describe('GameSession over IndexedDB', () => {
  it('saves each accepted action before reporting it, and a reload folds to the same state', async () => {
    const { repository } = freshRepository()
    const session = await started(repository)
    const sold = await session.dispatch({ kind: 'sellToMarket', power: 'usa', resource: 'oil', units: 2 })
    expect(sold.ok).toBe(true)
    expect(await repository.headSeq('g1')).toBe(2)
    await session.dispatch({ kind: 'buyFromMarket', power: 'ussr', resource: 'grain', units: 3 })
    const reloaded = await GameSession.open({ repository }, 'g1')
    expect(reloaded.state).toEqual(session.state)
    expect(reloaded.state.accounts.usa).toBe(8000)
    expect(reloaded.state.accounts.ussr).toBe(5500)
    expect(reloaded.log.map((e) => e.seq)).toEqual([1, 2, 3])
  })

  it('a refused command writes nothing', async () => {
    const { repository } = freshRepository()
    const session = await started(repository)
    const result = await session.dispatch({ kind: 'transferMoney', from: 'usa', to: 'bank', amount: 9000, purpose: 'salary' })
    expect(result.ok).toBe(false)
    expect(await repository.headSeq('g1')).toBe(1)
    expect((await repository.load('g1')).entries).toHaveLength(1)
  })

  it('undo is saved as an entry, survives reload, and the undone line stays in the log', async () => {
    const { repository } = freshRepository()
    const session = await started(repository)
    const before = session.state
    await session.dispatch({ kind: 'takeLoan', power: 'europe', amount: 1000 })
    await session.undo()
    expect(session.state).toEqual(before)
    const reloaded = await GameSession.open({ repository }, 'g1')
    expect(reloaded.state).toEqual(before)
    expect(reloaded.log.map((e) => e.command.kind)).toEqual(['startGame', 'takeLoan', 'undo'])
    expect(reloaded.canRedo).toBe(true)
    await reloaded.redo()
    expect(reloaded.state.powers.europe?.loans).toBe(1000)
  })

  it('refuses to write when another tab has written first, and says so', async () => {
    const { repository } = freshRepository()
    await started(repository)
    const tabA = await GameSession.open({ repository }, 'g1')
    const tabB = await GameSession.open({ repository }, 'g1')
    expect((await tabA.dispatch({ kind: 'sellToMarket', power: 'usa', resource: 'oil', units: 1 })).ok).toBe(true)
    const stale = await tabB.dispatch({ kind: 'sellToMarket', power: 'usa', resource: 'oil', units: 1 })
    expect(stale.ok).toBe(false)
    if (!stale.ok) {
      expect(stale.refusal.code).toBe('stale-game')
      expect(stale.refusal.message).toContain('Another tab')
    }
    expect(tabB.state.accounts.usa).toBe(7000)
    const fresh = await GameSession.open({ repository }, 'g1')
    expect(fresh.state.accounts.usa).toBe(7500)
    expect(fresh.log).toHaveLength(2)
  })

  it('two fast taps are decided one after the other, never against the same state', async () => {
    const { repository } = freshRepository()
    const session = await started(repository)
    const results = await Promise.all([
      session.dispatch({ kind: 'sellToMarket', power: 'usa', resource: 'oil', units: 3 }),
      session.dispatch({ kind: 'sellToMarket', power: 'usa', resource: 'oil', units: 3 }),
    ])
    expect(results.map((r) => r.ok)).toEqual([true, false])
    expect(session.state.powers.usa?.supplies.oil).toBe(0)
  })

  it(`writes a snapshot with every ${SNAPSHOT_EVERY}th entry, and loading from it equals the full replay`, async () => {
    const { db, repository } = freshRepository()
    const session = await started(repository)
    for (let i = 0; i < 60; i += 1) {
      const kind = i % 2 === 0 ? 'sellToMarket' : 'buyFromMarket'
      const r = await session.dispatch({ kind, power: 'usa', resource: 'grain', units: 1 })
      expect(r.ok).toBe(true)
      if (i === 30) await session.undo()
    }
    const snapshots = await db.snapshots.toArray()
    expect(snapshots.map((s) => s.seq)).toEqual([50])
    const reloaded = await GameSession.open({ repository }, 'g1')
    // Opened from the snapshot: only the entries after it were read.
    expect(reloaded.logStart).toBe(51)
    expect(reloaded.state).toEqual(session.state)
    await reloaded.loadAll()
    expect(reloaded.state).toEqual(foldEntries(reloaded.log).state)
    expect(totalMoney(reloaded.state)).toBe(0)
  })

  it('ignores a snapshot of an older state shape (armies and navies as fields) and folds the log again', async () => {
    const { db, repository } = freshRepository()
    const session = await started(repository)
    for (let i = 0; i < SNAPSHOT_EVERY; i += 1) await session.dispatch({ kind: i % 2 === 0 ? 'sellToMarket' : 'buyFromMarket', power: 'usa', resource: 'grain', units: 1 })
    const [written] = await db.snapshots.toArray()
    expect(written?.stateVersion).toBe(STATE_VERSION)
    // What the version before forces stored: no stateVersion, powers with armies and navies fields.
    const { forces, ...usa } = written!.fold.state.powers.usa!
    const oldState = { ...written!.fold.state, powers: { ...written!.fold.state.powers, usa: { ...usa, armies: forces.armies, navies: forces.navies } } }
    await db.snapshots.put({ gameId: 'g1', seq: written!.seq, fold: { ...written!.fold, state: oldState as unknown as GameState } })
    const reloaded = await GameSession.open({ repository }, 'g1')
    expect(reloaded.state.powers.usa?.forces).toEqual(forces)
    expect(reloaded.state).toEqual(foldEntries(reloaded.log).state)
    expect(reloaded.state).toEqual(session.state)
  })

  it('a failed write applies nothing and explains itself', async () => {
    const { db, repository } = freshRepository()
    const session = await started(repository)
    db.close()
    const result = await session.dispatch({ kind: 'sellToMarket', power: 'usa', resource: 'oil', units: 1 })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.refusal.message).toMatch(/reload|saved/i)
    expect(session.state.accounts.usa).toBe(7000)
    expect(session.log).toHaveLength(1)
  })

  it('refuses to open a game saved by a newer version of the app, in plain words', async () => {
    const { db, repository } = freshRepository()
    const session = await started(repository)
    await session.dispatch({ kind: 'takeLoan', power: 'usa', amount: 1000 })
    await db.entries.update(['g1', 2], { v: 99 })
    await expect(GameSession.open({ repository }, 'g1')).rejects.toThrow(/newer version/)
  })

  it('lists saved games newest first and deletes one with its whole log', async () => {
    const { db, repository } = freshRepository()
    await started(repository, 'a')
    const b = await started(repository, 'b')
    await b.dispatch({ kind: 'takeLoan', power: 'usa', amount: 1000 })
    expect((await repository.list()).map((g) => g.id)).toEqual(['b', 'a'])
    await repository.delete('b')
    expect((await repository.list()).map((g) => g.id)).toEqual(['a'])
    expect(await db.entries.where('gameId').equals('b').count()).toBe(0)
    await expect(GameSession.open({ repository }, 'b')).rejects.toThrow(/not saved/)
  })
})
