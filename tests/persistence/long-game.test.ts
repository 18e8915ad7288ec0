import { afterEach, describe, expect, it } from 'vitest'
import { foldEntries, type Command } from '@/domain'
import { openDatabase, type SupremacyDatabase } from '@/persistence/database'
import { StaleGameError } from '@/persistence/errors'
import { GameRepository } from '@/persistence/game-repository'
import { exportGame, FILE_PAGE, gameFileOf, gameFileTextInPages, type FilePages } from '@/session/game-files'
import { longGame } from '../bench/long-game'
import { GameSession, SNAPSHOT_EVERY } from '@/session/game-session'
import { standardStart } from '../support/games'

/**
 * A long game opens from its newest snapshot and the entries after it (issue 27): what reads
 * older entries reads them when used (undo and redo past the snapshot, the Log's pages, the
 * whole log for files), and the state is always the fold of the whole log.
 */
const opened: SupremacyDatabase[] = []

function database(name = `long-${Math.random()}`): SupremacyDatabase {
  const db = openDatabase(name)
  opened.push(db)
  return db
}

afterEach(() => {
  for (const db of opened.splice(0)) db.close()
})

const sale = (i: number): Command => ({ kind: i % 2 === 0 ? 'sellToMarket' : 'buyFromMarket', power: 'usa', resource: 'grain', units: 1, acceptLoss: true })

/** A game of `actions` market trades after its setup: entry seq i + 2 is trade i. */
async function played(repository: GameRepository, actions: number): Promise<GameSession> {
  const started = await GameSession.start({ repository }, standardStart(['usa', 'ussr', 'europe'], 'g1'))
  if (!started.ok) throw new Error(started.refusal.message)
  for (let i = 0; i < actions; i += 1) {
    const result = await started.session.dispatch(sale(i))
    if (!result.ok) throw new Error(result.refusal.message)
  }
  return started.session
}

/** The truth: the fold of every stored entry. */
async function fullFold(repository: GameRepository) {
  return foldEntries(await repository.log('g1'))
}

describe('Opening a long game', () => {
  it('reads the newest snapshot and the entries after it, and the Log reads older pages on demand', async () => {
    const repository = new GameRepository(database())
    const playing = await played(repository, 2 * SNAPSHOT_EVERY + 9)
    const reopened = await GameSession.open({ repository }, 'g1')
    expect(reopened.headSeq).toBe(2 * SNAPSHOT_EVERY + 10)
    expect(reopened.log.map((e) => e.seq)).toEqual([101, 102, 103, 104, 105, 106, 107, 108, 109, 110])
    expect(reopened.state).toEqual(playing.state)
    expect(reopened.state).toEqual((await fullFold(repository)).state)
    // The setup line and the line Undo names are read with it; nothing else older.
    expect(reopened.lookup(1)?.command.kind).toBe('startGame')
    expect(reopened.lookup(60)).toBeUndefined()

    expect(await reopened.loadOlder(30)).toBe(30)
    expect(reopened.logStart).toBe(71)
    expect(reopened.log.map((e) => e.seq)).toEqual(Array.from({ length: 40 }, (_, i) => 71 + i))
    await reopened.loadAll()
    expect(reopened.logStart).toBe(1)
    expect(reopened.log.map((e) => e.seq)).toEqual(Array.from({ length: 110 }, (_, i) => i + 1))
    expect(foldEntries(reopened.log)).toEqual(await fullFold(repository))
    expect(await reopened.loadOlder(10)).toBe(0)
  })

  it('opens a game whose newest snapshot is its head with no entries read but the setup and the undo target', async () => {
    const repository = new GameRepository(database())
    await played(repository, SNAPSHOT_EVERY - 1)
    const reopened = await GameSession.open({ repository }, 'g1')
    expect(reopened.headSeq).toBe(SNAPSHOT_EVERY)
    expect(reopened.log).toEqual([])
    expect(reopened.logStart).toBe(SNAPSHOT_EVERY + 1)
    expect(reopened.undoTarget).toBe(SNAPSHOT_EVERY)
    expect(reopened.lookup(SNAPSHOT_EVERY)?.command.kind).toBe('sellToMarket')
    // The next action follows the head as ever.
    expect((await reopened.dispatch(sale(0))).ok).toBe(true)
    expect(reopened.log.map((e) => e.seq)).toEqual([SNAPSHOT_EVERY + 1])
  })

  it('undo and redo reach back past the snapshot, reading each target, and the state stays the fold of the log', async () => {
    const repository = new GameRepository(database())
    await played(repository, SNAPSHOT_EVERY + 4)
    const reopened = await GameSession.open({ repository }, 'g1')
    expect(reopened.logStart).toBe(SNAPSHOT_EVERY + 1)
    for (let i = 0; i < 12; i += 1) {
      const undone = await reopened.undo()
      expect(undone.ok).toBe(true)
      // The line Undo names next is always read, for the button's words.
      expect(reopened.lookup(reopened.undoTarget!)).toBeDefined()
    }
    expect(reopened.undoTarget).toBe(SNAPSHOT_EVERY + 5 - 12)
    expect(reopened.state).toEqual((await fullFold(repository)).state)
    for (let i = 0; i < 3; i += 1) expect((await reopened.redo()).ok).toBe(true)
    expect(reopened.redoTarget).toBe(SNAPSHOT_EVERY + 5 - 8)
    expect(reopened.lookup(reopened.redoTarget!)).toBeDefined()
    expect(reopened.state).toEqual((await fullFold(repository)).state)
  })

  it('a tail of undo lines that point before the snapshot folds to the full replay, and redo brings them back', async () => {
    const repository = new GameRepository(database())
    const playing = await played(repository, SNAPSHOT_EVERY - 1)
    for (let i = 0; i < 6; i += 1) expect((await playing.undo()).ok).toBe(true)
    const reopened = await GameSession.open({ repository }, 'g1')
    expect(reopened.log.map((e) => e.command.kind)).toEqual(Array(6).fill('undo'))
    expect(reopened.state).toEqual(playing.state)
    expect(reopened.redoTarget).toBe(SNAPSHOT_EVERY - 5)
    expect(reopened.undoTarget).toBe(SNAPSHOT_EVERY - 6)
    expect((await reopened.redoAll()).ok).toBe(true)
    expect(reopened.state).toEqual((await fullFold(repository)).state)
  })

  it('undo to a line older than the snapshot reads every line it takes back', async () => {
    const repository = new GameRepository(database())
    await played(repository, SNAPSHOT_EVERY + 2)
    const reopened = await GameSession.open({ repository }, 'g1')
    await reopened.loadOlder(10)
    expect(reopened.logStart).toBe(SNAPSHOT_EVERY - 9)
    const preview = reopened.previewUndoTo(SNAPSHOT_EVERY - 5)
    expect(preview.ok && preview.value.targets.length).toBe(9)
    const result = await reopened.undoTo(SNAPSHOT_EVERY - 5)
    expect(result.ok && result.entries.length).toBe(9)
    expect(reopened.state).toEqual((await fullFold(repository)).state)
  })

  it('the game file of a game opened from a snapshot holds the whole log', async () => {
    const repository = new GameRepository(database())
    await played(repository, SNAPSHOT_EVERY + 4)
    await GameSession.open({ repository }, 'g1')
    const exported = await exportGame(repository, 'g1', new Date('2026-11-28T12:00:00Z'))
    expect(exported.file.entries.map((e) => e.seq)).toEqual(Array.from({ length: SNAPSHOT_EVERY + 5 }, (_, i) => i + 1))
  })

  it('a backup writes the game file a page of entries at a time, the very text of the whole file', async () => {
    const repository = new GameRepository(database())
    const log = longGame(2 * FILE_PAGE + 3, 'g1')
    const last = log.at(-1)!
    await repository.importGame({ id: 'g1', title: 't', openMode: 'standard', powers: [], players: [], createdAt: log[0]!.at, updatedAt: last.at, headSeq: last.seq, appVersion: '0.1.0' }, log)
    const at = new Date('2026-11-28T12:00:00Z')
    let pauses = 0
    const pages: FilePages = { full: new Map() }
    const paged = await gameFileTextInPages(repository, 'g1', at, () => Promise.resolve(void (pauses += 1)), pages)
    expect(paged.text).toBe(gameFileOf(log, at).text)
    expect(paged.headSeq).toBe(last.seq)
    expect(pauses).toBe(2)
    expect([...pages.full.keys()]).toEqual([1, FILE_PAGE + 1])
    // The next backup reads from the page that was not full (and the empty one after it), and
    // still gives the whole file.
    const more = longGame(3 * FILE_PAGE, 'g1').slice(log.length)
    await repository.appendMany(more, last.seq)
    pauses = 0
    const again = await gameFileTextInPages(repository, 'g1', at, () => Promise.resolve(void (pauses += 1)), pages)
    expect(again.text).toBe(gameFileOf(await repository.log('g1'), at).text)
    expect(again.headSeq).toBe(3 * FILE_PAGE)
    expect(pauses).toBe(2)
    // A log that ends with a full page: its newest entry comes from the pages kept.
    expect((await gameFileTextInPages(repository, 'g1', at, () => Promise.resolve(), pages)).text).toBe(again.text)
    // A game of exactly one page, and of one entry.
    const short = new GameRepository(database())
    await played(short, 0)
    expect((await gameFileTextInPages(short, 'g1', at)).text).toBe(gameFileOf(await short.log('g1'), at).text)
    await expect(gameFileTextInPages(short, 'gone', at)).rejects.toThrow(/not saved/)
  })

  it('Undo names the newest action in effect, Redo the newest undone one, until a new action', async () => {
    const repository = new GameRepository(database())
    const session = await played(repository, 0)
    expect(session.undoTarget).toBeUndefined()
    await session.dispatch(sale(0))
    await session.dispatch(sale(1))
    expect([session.undoTarget, session.redoTarget]).toEqual([3, undefined])
    await session.undo()
    expect([session.undoTarget, session.redoTarget]).toEqual([2, 3])
    await session.redo()
    expect([session.undoTarget, session.redoTarget]).toEqual([3, undefined])
    await session.undo()
    await session.dispatch(sale(0))
    expect([session.undoTarget, session.redoTarget]).toEqual([7, undefined])
  })
})

describe('The one-round-trip write', () => {
  it('a tab whose head is stale writes nothing, neither the entry nor the header', async () => {
    const name = `tabs-${Math.random()}`
    const tabA = new GameRepository(database(name))
    const tabB = new GameRepository(database(name))
    await played(tabA, 2)
    const a = await GameSession.open({ repository: tabA }, 'g1')
    const b = await GameSession.open({ repository: tabB }, 'g1')
    expect((await a.dispatch(sale(0))).ok).toBe(true)
    const stale = await b.dispatch(sale(1))
    expect(stale.ok || stale.refusal.code).toBe('stale-game')
    expect(await tabB.headSeq('g1')).toBe(4)
    const stored = await tabB.log('g1')
    expect(stored.map((e) => e.seq)).toEqual([1, 2, 3, 4])
    expect(stored[3]?.command).toEqual(sale(0))
    // Once it has read the other tab's action, the same tab writes again.
    expect(await b.refresh()).toBe(1)
    expect((await b.dispatch(sale(1))).ok).toBe(true)
    expect((await tabA.list())[0]?.headSeq).toBe(5)
  })

  it('an entry already stored at the next seq is a stale head, whatever the header row says', async () => {
    const db = database()
    const repository = new GameRepository(db)
    const session = await played(repository, 1)
    // Another writer's entry without its header (what a half-done write would be, were one possible).
    const taken = { ...session.log.at(-1)!, seq: 3 }
    await db.entries.add(taken)
    await expect(repository.append({ ...taken, at: 'later' }, 2)).rejects.toBeInstanceOf(StaleGameError)
    expect(await repository.headSeq('g1')).toBe(2)
  })

  it('a game deleted in another tab refuses the write and is not brought back', async () => {
    const name = `tabs-${Math.random()}`
    const tabA = new GameRepository(database(name))
    const tabB = new GameRepository(database(name))
    const session = await played(tabA, 1)
    await tabB.delete('g1')
    const result = await session.dispatch(sale(1))
    expect(result.ok).toBe(false)
    expect(await tabB.list()).toEqual([])
    expect(await tabB.log('g1')).toEqual([])
  })
})
