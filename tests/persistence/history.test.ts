import { afterEach, describe, expect, it } from 'vitest'
import { EVENT_SCHEMA_VERSION, foldEntries, type LogEntry } from '@/domain'
import { openDatabase, type SupremacyDatabase } from '@/persistence/database'
import { StaleGameError } from '@/persistence/errors'
import { GameRepository } from '@/persistence/game-repository'
import { GameSession, SNAPSHOT_EVERY } from '@/session/game-session'
import { standardStart } from '../support/games'

let counter = 0
const opened: SupremacyDatabase[] = []

function freshRepository(): { db: SupremacyDatabase; repository: GameRepository } {
  counter += 1
  const db = openDatabase(`history-${counter}-${Math.random()}`)
  opened.push(db)
  return { db, repository: new GameRepository(db) }
}

afterEach(() => {
  for (const db of opened.splice(0)) db.close()
})

async function started(repository: GameRepository) {
  const result = await GameSession.start({ repository }, standardStart(['usa', 'ussr', 'europe'], 'g1'))
  if (!result.ok) throw new Error(result.refusal.message)
  const session = result.session
  for (const [power, units] of [['usa', 1], ['ussr', 2], ['europe', 1]] as const) {
    const sold = await session.dispatch({ kind: 'sellToMarket', power, resource: 'oil', units })
    if (!sold.ok) throw new Error(sold.refusal.message)
  }
  return session
}

function undoEntry(seq: number, target: number): LogEntry {
  return { gameId: 'g1', seq, v: EVENT_SCHEMA_VERSION, at: '2026-11-22T20:00:00.000Z', actor: 'test', command: { kind: 'undo', target }, events: [] }
}

describe('appendMany', () => {
  it('writes every entry and the new head in one transaction', async () => {
    const { repository } = freshRepository()
    await started(repository)
    await repository.appendMany([undoEntry(5, 4), undoEntry(6, 3)], 4)
    expect(await repository.headSeq('g1')).toBe(6)
    expect((await repository.load('g1')).entries.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('with a stale head writes nothing at all', async () => {
    const { repository } = freshRepository()
    await started(repository)
    await expect(repository.appendMany([undoEntry(4, 4), undoEntry(5, 3)], 3)).rejects.toBeInstanceOf(StaleGameError)
    expect(await repository.headSeq('g1')).toBe(4)
    expect((await repository.load('g1')).entries).toHaveLength(4)
  })

  it('a batch that fails halfway (a seq already taken) leaves no entry of it behind', async () => {
    const { db, repository } = freshRepository()
    await started(repository)
    // Another writer slipped entry 6 in without moving the head: the batch's second add fails.
    await db.entries.add(undoEntry(6, 3))
    await expect(repository.appendMany([undoEntry(5, 4), undoEntry(6, 3)], 4)).rejects.toThrow()
    expect(await repository.headSeq('g1')).toBe(4)
    expect(await db.entries.where('[gameId+seq]').equals(['g1', 5]).count()).toBe(0)
  })

  it('refuses a batch that is not dense from the head, before writing', async () => {
    const { repository } = freshRepository()
    await started(repository)
    await expect(repository.appendMany([undoEntry(5, 4), undoEntry(7, 3)], 4)).rejects.toThrow(/not seq 6/)
    expect((await repository.load('g1')).entries).toHaveLength(4)
  })
})

describe('GameSession.undoTo and redoAll', () => {
  it('undoes to a line in one write, survives reload, and redo brings the lines back one at a time', async () => {
    const { repository } = freshRepository()
    const session = await started(repository)
    const full = session.state
    let notified = 0
    session.subscribe(() => (notified += 1))
    const result = await session.undoTo(2)
    expect(result.ok && result.entries.map((e) => e.command)).toEqual([
      { kind: 'undo', target: 4 },
      { kind: 'undo', target: 3 },
      { kind: 'undo', target: 2 },
    ])
    expect(notified).toBe(1)
    expect(await repository.headSeq('g1')).toBe(7)
    const reloaded = await GameSession.open({ repository }, 'g1')
    expect(reloaded.state).toEqual(session.state)
    expect(reloaded.redoCount).toBe(3)
    expect(session.state).toEqual(foldEntries(session.log.slice(0, 1)).state)
    await reloaded.redo()
    expect(reloaded.redoCount).toBe(2)
    const all = await reloaded.redoAll()
    expect(all.ok).toBe(true)
    expect(reloaded.state).toEqual(full)
    expect(reloaded.canRedo).toBe(false)
  })

  it('refuses the setup in plain words and writes nothing', async () => {
    const { repository } = freshRepository()
    const session = await started(repository)
    const result = await session.undoTo(1)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.refusal.message).toMatch(/setup \(line 1\) cannot be undone/)
    expect(await repository.headSeq('g1')).toBe(4)
  })

  it('a second tab that is behind writes nothing and is told to reload', async () => {
    const { repository } = freshRepository()
    const first = await started(repository)
    const second = await GameSession.open({ repository }, 'g1')
    await first.dispatch({ kind: 'takeLoan', power: 'usa', amount: 1000 })
    const result = await second.undoTo(2)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.refusal.code).toBe('stale-game')
    expect(await repository.headSeq('g1')).toBe(5)
    expect(second.headSeq).toBe(4)
  })

  it('writes a snapshot when the batch crosses a snapshot point, and a reload from it agrees', async () => {
    const { repository } = freshRepository()
    const session = await started(repository)
    while (session.headSeq < SNAPSHOT_EVERY - 2) await session.dispatch({ kind: 'transferMoney', from: 'usa', to: 'ussr', amount: 1, purpose: 'deal' })
    await session.undoTo(2)
    const loaded = await repository.load('g1')
    expect(loaded.snapshot?.seq).toBe(session.headSeq)
    expect((await GameSession.open({ repository }, 'g1')).state).toEqual(session.state)
  })
})
