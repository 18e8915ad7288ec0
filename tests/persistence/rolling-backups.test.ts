import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase, type SupremacyDatabase } from '@/persistence/database'
import { GameRepository } from '@/persistence/game-repository'
import { GameSession } from '@/session/game-session'
import { startRollingBackups, type BackupMark, type BackupOptions } from '@/session/rolling-backups'
import { standardStart } from '../support/games'

let counter = 0
const opened: SupremacyDatabase[] = []

function fresh(): GameRepository {
  const db = openDatabase(`backups-${(counter += 1)}-${Math.random()}`)
  opened.push(db)
  return new GameRepository(db)
}

afterEach(() => {
  for (const db of opened.splice(0)) db.close()
})

const START = Date.UTC(2026, 10, 23, 10)
const MINUTE = 60_000
const pay = { kind: 'transferMoney', from: 'usa', to: 'ussr', amount: 10, purpose: 'deal' } as const

/**
 * One page's life with the game open: the backups watch a freshly opened session. Every backup
 * task is kept and awaited by `settle`, so each check runs against what is really stored.
 */
class Page {
  private readonly tasks: Promise<void>[] = []
  readonly statuses: (BackupMark | null)[] = []
  readonly errors: string[] = []
  private stop: () => void = () => undefined
  session!: GameSession

  constructor(private readonly repository: GameRepository, private readonly clock: { ms: number }, private readonly options: BackupOptions) {}

  async open(gameId: string): Promise<this> {
    this.session = await GameSession.open({ repository: this.repository, now: () => new Date(this.clock.ms) }, gameId)
    this.stop = startRollingBackups(this.session, this.repository, (m) => this.errors.push(m), {
      now: () => new Date(this.clock.ms),
      defer: (task) => void this.tasks.push(task()),
      onStatus: (mark) => this.statuses.push(mark),
      ...this.options,
    })
    await this.settle()
    return this
  }

  /** Lets the newest-backup read and any backup it started finish. */
  async settle(): Promise<void> {
    for (let i = 0; i < 5; i += 1) {
      await new Promise((done) => setTimeout(done, 5))
      await Promise.all(this.tasks.splice(0))
    }
  }

  async act(times: number): Promise<void> {
    for (let i = 0; i < times; i += 1) {
      const result = await this.session.dispatch(pay)
      if (!result.ok) throw new Error(result.refusal.message)
      this.clock.ms += 10_000
      await this.settle()
    }
  }

  close(): void {
    this.stop()
  }
}

async function newGame(repository: GameRepository, gameId: string, clock: { ms: number }): Promise<void> {
  const started = await GameSession.start({ repository, now: () => new Date(clock.ms) }, standardStart(['usa', 'ussr'], gameId))
  if (!started.ok) throw new Error(started.refusal.message)
}

const heads = async (repository: GameRepository, gameId: string) => (await repository.listBackups(gameId)).map((b) => b.headSeq)

describe('Rolling backups counted from storage, not from the open page', () => {
  it('a reload every 2 actions still gives a backup every 3 actions (the count starts at the newest stored backup)', async () => {
    const repository = fresh()
    const clock = { ms: START }
    await newGame(repository, 'reloaded', clock)
    // 9 actions, the game reopened (a reload) after every second one: a page-based count never reaches 3.
    for (let i = 0; i < 5; i += 1) {
      const page = await new Page(repository, clock, { everyActions: 3, keep: 10 }).open('reloaded')
      await page.act(i < 4 ? 2 : 1)
      page.close()
      expect(page.errors).toEqual([])
    }
    // Setup is seq 1; actions are seqs 2..10; a backup once 3 actions have followed the last.
    expect(await heads(repository, 'reloaded')).toEqual([10, 7, 4])
  })

  it('a game opened with a backup due takes it at once, with no action in this page', async () => {
    const repository = fresh()
    const clock = { ms: START }
    await newGame(repository, 'due', clock)
    // Three actions played with no backups running (an older app, or a page closed at once).
    const bare = await GameSession.open({ repository }, 'due')
    for (let i = 0; i < 3; i += 1) await bare.dispatch(pay)
    expect(await heads(repository, 'due')).toEqual([])

    const page = await new Page(repository, clock, { everyActions: 3 }).open('due')
    expect(await heads(repository, 'due')).toEqual([4])
    expect(page.statuses.map((s) => s?.headSeq ?? null)).toEqual([null, 4])
    page.close()
  })

  it('the ten minutes are measured from the newest backup’s time, across reloads', async () => {
    const repository = fresh()
    const clock = { ms: START }
    await newGame(repository, 'timed', clock)
    const first = await new Page(repository, clock, { everyActions: 3 }).open('timed')
    await first.act(3)
    first.close()
    expect(await heads(repository, 'timed')).toEqual([4])
    const backupAt = (await repository.latestBackup('timed'))!.savedAt

    // One more action, then the page is reloaded 9 minutes after the backup: not due yet.
    const second = await new Page(repository, clock, { everyActions: 3 }).open('timed')
    await second.act(1)
    second.close()
    clock.ms = Date.parse(backupAt) + 9 * MINUTE
    const early = await new Page(repository, clock, { everyActions: 3 }).open('timed')
    early.close()
    expect(await heads(repository, 'timed')).toEqual([4])

    // Reopened 10 minutes after the backup: one action has followed it, so it is due on open.
    clock.ms = Date.parse(backupAt) + 10 * MINUTE
    const late = await new Page(repository, clock, { everyActions: 3 }).open('timed')
    late.close()
    expect(await heads(repository, 'timed')).toEqual([5, 4])
  })

  it('no action since the last backup means no new backup, however long ago it was', async () => {
    const repository = fresh()
    const clock = { ms: START }
    await newGame(repository, 'idle', clock)
    const first = await new Page(repository, clock, { everyActions: 2 }).open('idle')
    await first.act(2)
    first.close()
    clock.ms += 60 * MINUTE
    const again = await new Page(repository, clock, { everyActions: 2 }).open('idle')
    again.close()
    expect(await heads(repository, 'idle')).toEqual([3])
    expect(again.statuses.map((s) => s?.headSeq)).toEqual([3])
  })

  it('two pages of one game due at the same head store one backup, not two', async () => {
    const repository = fresh()
    const clock = { ms: START }
    await newGame(repository, 'twice', clock)
    const game = { gameId: 'twice', title: 'Test game', savedAt: new Date(START).toISOString(), headSeq: 4, file: '{}' }
    const a = await repository.saveBackup(game, 5)
    const b = await repository.saveBackup({ ...game, savedAt: new Date(START + MINUTE).toISOString() }, 5)
    expect(b).toEqual(a)
    expect(await heads(repository, 'twice')).toEqual([4])
  })
})
