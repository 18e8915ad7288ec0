import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase, type SupremacyDatabase } from '@/persistence/database'
import { GameRepository } from '@/persistence/game-repository'
import { GameSession } from '@/session/game-session'
import { browserTabChannel, startTabSync, type WakeSignal } from '@/session/tab-sync'
import { standardStart } from '../support/games'

let counter = 0
const opened: SupremacyDatabase[] = []
const stops: (() => void)[] = []

/** One IndexedDB database (fake-indexeddb), as the tabs of one origin share it. */
function fresh(): GameRepository {
  const db = openDatabase(`tabs-${(counter += 1)}-${Math.random()}`)
  opened.push(db)
  return new GameRepository(db)
}

afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  for (const db of opened.splice(0)) db.close()
})

async function game(repository: GameRepository, gameId = 'shared'): Promise<void> {
  const started = await GameSession.start({ repository }, standardStart(['usa', 'ussr'], gameId))
  if (!started.ok) throw new Error(started.refusal.message)
}

/** A tab: its own session on the shared database, kept in step on its own channel object. */
async function tab(repository: GameRepository, channelName: string, wake: WakeSignal | null = null) {
  const session = await GameSession.open({ repository }, 'shared')
  const updates: number[] = []
  const failures: unknown[] = []
  const channel = browserTabChannel(channelName)
  if (!channel) throw new Error('This environment has no BroadcastChannel')
  stops.push(startTabSync(session, { onUpdated: (n) => updates.push(n), onFailed: (e) => failures.push(e), channel, wake }))
  return { session, updates, failures }
}

async function until(condition: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    if (condition()) return
    await new Promise((done) => setTimeout(done, 5))
  }
  throw new Error(`Timed out waiting for ${what}`)
}

const sale = { kind: 'sellToMarket', power: 'usa', resource: 'oil', units: 2 } as const
const grain = { kind: 'sellToMarket', power: 'ussr', resource: 'grain', units: 1 } as const

describe('Two tabs of one game on one database', () => {
  it('the second tab folds in the first tab’s sale without dispatching anything, and says how many came in', async () => {
    const repository = fresh()
    await game(repository)
    const name = `tabs-${Math.random()}`
    const a = await tab(repository, name)
    const b = await tab(repository, name)
    expect((await a.session.dispatch(sale)).ok).toBe(true)
    await until(() => b.session.headSeq === 2, 'tab B to read the sale')
    expect(b.session.state).toEqual(a.session.state)
    expect(b.session.state.accounts.usa).toBe(8000)
    expect(b.updates).toEqual([1])
    expect(a.updates).toEqual([])
    expect(b.failures).toEqual([])
    // B acts on the fresh state, and A follows it the same way.
    expect((await b.session.dispatch(grain)).ok).toBe(true)
    await until(() => a.session.headSeq === 3, 'tab A to read the grain sale')
    expect(a.session.state).toEqual(b.session.state)
  })

  it('an undo in one tab reaches the other as an undo (the line it takes back is found)', async () => {
    const repository = fresh()
    await game(repository)
    const name = `tabs-${Math.random()}`
    const a = await tab(repository, name)
    const b = await tab(repository, name)
    await a.session.dispatch(sale)
    await a.session.undo()
    await until(() => b.session.headSeq === 3, 'tab B to read the undo')
    expect(b.session.state.accounts.usa).toBe(7000)
    expect(b.session.canRedo).toBe(true)
    expect(b.session.state).toEqual(a.session.state)
  })

  it('a refresh waits for a write already queued in this tab, and the next write is decided after it', async () => {
    const repository = fresh()
    await game(repository)
    const a = await GameSession.open({ repository }, 'shared')
    const b = await GameSession.open({ repository }, 'shared')
    await a.dispatch(sale)
    // B: a refresh, then a tap, both queued at once: the tap is decided on the refreshed game.
    const [pulled, tapped] = await Promise.all([b.refresh(), b.dispatch(grain)])
    expect(pulled).toBe(1)
    expect(tapped.ok).toBe(true)
    expect(b.log.map((e) => e.command.kind)).toEqual(['startGame', 'sellToMarket', 'sellToMarket'])
    expect((await repository.load('shared')).entries).toHaveLength(3)
  })

  it('with no channel, a tab reads the other’s actions when it is shown or focused again', async () => {
    const repository = fresh()
    await game(repository)
    let wakeUp: () => void = () => undefined
    const wake: WakeSignal = (check) => {
      wakeUp = check
      return () => undefined
    }
    const a = await GameSession.open({ repository }, 'shared')
    const b = await GameSession.open({ repository }, 'shared')
    const updates: number[] = []
    stops.push(startTabSync(b, { onUpdated: (n) => updates.push(n), onFailed: () => undefined, channel: null, wake }))
    await a.dispatch(sale)
    await a.dispatch(grain)
    await new Promise((done) => setTimeout(done, 20))
    expect(b.headSeq).toBe(1)
    wakeUp()
    await until(() => b.headSeq === 3, 'tab B to read both sales')
    expect(updates).toEqual([2])
    expect(b.state).toEqual(a.state)
  })
})
