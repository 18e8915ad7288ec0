import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import Dexie from 'dexie'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { checkGameFileText, GAME_FILE_FORMAT, type GameFile } from '@/domain/game-file'
import { BASIC_BOOKKEEPING, BASIC_GUIDED, CURRENT_RULES_EDITION, EVENT_SCHEMA_VERSION, foldEntries, rulesetOfGame, totalMoney, upcastEntries, type LogEntry } from '@/domain'
import { isSoundState } from '@/domain/soundness'
import { openDatabase, type GameRecord, type SupremacyDatabase } from '@/persistence/database'
import { GameRepository } from '@/persistence/game-repository'
import { exportGame, importGameFile, importGameText } from '@/session/game-files'
import { GameSession } from '@/session/game-session'
import { startRollingBackups } from '@/session/rolling-backups'
import { standardStart } from '../support/games'

const goldenText = readFileSync(resolve(process.cwd(), 'tests/golden/game-file-v1.json'), 'utf8')
const golden = (): GameFile => JSON.parse(goldenText) as GameFile

let counter = 0
const opened: SupremacyDatabase[] = []

function fresh(name = `files-${(counter += 1)}-${Math.random()}`): { db: SupremacyDatabase; repository: GameRepository } {
  const db = openDatabase(name)
  opened.push(db)
  return { db, repository: new GameRepository(db) }
}

afterEach(() => {
  for (const db of opened.splice(0)) db.close()
})

describe('Importing a game file', () => {
  it('saves it as a new game that opens to the same state, and exports back to the same log', async () => {
    const { repository } = fresh()
    const imported = await importGameText(repository, goldenText, 'copy-1')
    if (!imported.ok) throw new Error(imported.refusal.message)
    expect(imported.value).toMatchObject({ id: 'copy-1', title: 'Golden game', headSeq: 47, powers: ['usa', 'ussr', 'europe'] })
    const session = await GameSession.open({ repository }, 'copy-1')
    const checked = checkGameFileText(goldenText, 'copy-1')
    if (!checked.ok) throw new Error(checked.refusal.message)
    expect(session.state).toEqual(checked.value.fold.state)
    expect(session.state.accounts.usa).toBe(6820)
    const again = await exportGame(repository, 'copy-1', new Date('2026-11-23T00:00:00Z'))
    expect(again.file.entries).toEqual(checked.value.entries)
    expect(again.name).toBe('golden-game-2026-11-23.supremacy.json')
  })

  it('a game played here goes out and comes back identical, as a second game', async () => {
    const { repository } = fresh()
    const started = await GameSession.start({ repository }, standardStart(['usa', 'ussr'], 'played'))
    if (!started.ok) throw new Error(started.refusal.message)
    const session = started.session
    await session.dispatch({ kind: 'sellToMarket', power: 'usa', resource: 'oil', units: 2 })
    await session.dispatch({ kind: 'takeLoan', power: 'ussr', amount: 1000 })
    await session.undo()
    const { text, file } = await exportGame(repository, 'played')
    // Every entry says which rules edition decided it, so a later app can check it by those rules.
    expect(file.entries.map((e) => e.rules)).toEqual(file.entries.map(() => CURRENT_RULES_EDITION))
    const imported = await importGameText(repository, text, 'played-copy')
    expect(imported.ok).toBe(true)
    const copy = await GameSession.open({ repository }, 'played-copy')
    expect(copy.state).toEqual({ ...session.state, gameId: 'played-copy' })
    expect(copy.canRedo).toBe(true)
    expect((await repository.list()).map((g) => g.id).sort()).toEqual(['played', 'played-copy'])
  })

  it('a file imported on a full disk says the game was not imported and to free space, and saves nothing', async () => {
    const { db, repository } = fresh()
    vi.spyOn(db.entries, 'bulkAdd').mockRejectedValue(new DOMException('The quota has been exceeded.', 'QuotaExceededError'))
    const result = await importGameText(repository, goldenText, 'full-disk')
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.refusal.code).toBe('storage-failed')
    expect(result.refusal.message).toBe(
      'The game was not imported: this device is out of storage space. Free some space (or delete old games you no longer need), then import the file again.',
    )
    expect(result.refusal.message).not.toContain('action')
    expect(await repository.list()).toEqual([])
  })

  it('a backup restored on a full disk says the backup was not restored', async () => {
    const { db, repository } = fresh()
    vi.spyOn(db.entries, 'bulkAdd').mockRejectedValue(new DOMException('The quota has been exceeded.', 'QuotaExceededError'))
    const result = await importGameText(repository, goldenText, undefined, 'restore')
    expect(result.ok === false && result.refusal.message).toMatch(/^The backup was not restored: this device is out of storage space\./)
  })

  it('refuses a 50 MB file by its size, without reading it', async () => {
    const { db, repository } = fresh()
    const text = vi.fn(() => Promise.resolve(''))
    const result = await importGameFile(repository, { size: 50 * 1024 * 1024, text })
    expect(result.ok === false && result.refusal.code).toBe('file-too-large')
    expect(text).not.toHaveBeenCalled()
    expect(await db.games.count()).toBe(0)
  })
})

/** A small seeded generator, so a failing fuzz case can be found again. */
function random(seed: number) {
  let s = seed >>> 0
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0
    let t = s
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return { next, int: (n: number) => Math.floor(next() * n), pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]! }
}

const HOSTILE: unknown[] = [
  null, true, false, 0, -1, 1.5, -0, 1e308, -1e308, 2 ** 53 + 2, '', 'NaN', 'Infinity', '-1e999', '1e309', '0x10',
  'x'.repeat(5000), [], {}, [null], { kind: 'undo', target: 1 }, { type: 'moneyTransferred' }, 'usa', 'bank', 7,
]

type Container = Record<string, unknown> | unknown[]

/** Every (container, key) inside `root`, so a mutation can land anywhere. */
function slots(root: unknown, out: [Container, string | number][] = []): [Container, string | number][] {
  if (Array.isArray(root)) {
    root.forEach((v, i) => {
      out.push([root, i])
      slots(v, out)
    })
  } else if (typeof root === 'object' && root !== null) {
    for (const [k, v] of Object.entries(root)) {
      out.push([root as Record<string, unknown>, k])
      slots(v, out)
    }
  }
  return out
}

function differs(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) !== JSON.stringify(b)
}

/** One hostile or damaged file, and whether it must be refused (some damage is harmless). */
function mutate(seed: number): { text: string; mustRefuse: boolean; what: string } {
  const r = random(seed)
  const compact = JSON.stringify(golden())
  const kind = r.int(7)
  if (kind === 0) {
    const at = 1 + r.int(compact.length - 2)
    return { text: compact.slice(0, at), mustRefuse: true, what: `truncated at ${at}` }
  }
  const file = golden()
  const entry = r.pick(file.entries.slice(1))
  if (kind === 1) {
    // An event value changed: never what the rules decided.
    const events = entry.events.length > 0 ? entry.events : file.entries[0]!.events
    const targets = slots(events).filter(([c]) => c !== events)
    const [container, key] = r.pick(targets)
    const value = r.pick(HOSTILE)
    const before = (container as Record<string, unknown>)[key as string]
    if (!differs(before, value)) return { text: JSON.stringify(file), mustRefuse: false, what: 'unchanged' }
    if (r.int(4) === 0 && !Array.isArray(container)) delete container[key as string]
    else (container as Record<string, unknown>)[key as string] = value
    // An entry from older rules is accepted when its events follow and the game stays sound,
    // so a changed value that happens to be consistent may pass; the check below holds it sound.
    return { text: JSON.stringify(file), mustRefuse: false, what: `event ${String(key)} of entry ${entry.seq} set to ${JSON.stringify(value)}` }
  }
  if (kind === 2) {
    const at = r.int(compact.length)
    const brace = compact.indexOf('{', at)
    const index = brace < 0 ? 0 : brace
    const key = r.pick(['__proto__', 'constructor', 'prototype'])
    const text = `${compact.slice(0, index + 1)}"${key}":{"isAdmin":true},${compact.slice(index + 1)}`
    return { text, mustRefuse: true, what: `${key} at ${index}` }
  }
  if (kind === 3) {
    const i = 1 + r.int(file.entries.length - 2)
    const choice = r.int(4)
    if (choice === 0) file.entries.splice(i, 1)
    else if (choice === 1) file.entries.splice(i, 0, file.entries[i]!)
    else if (choice === 2) (entry.command as { kind: string }).kind = r.pick(['hack', 'toString', 'hasOwnProperty', '__defineGetter__', 'valueOf'])
    else entry.events.push({ type: r.pick(['evil', 'toString', 'constructor']) } as never)
    return { text: JSON.stringify(file), mustRefuse: true, what: `structure ${choice} at ${i}` }
  }
  if (kind === 4) {
    const top = r.pick(['format', 'fileVersion', 'schemaVersion', 'entries', 'appVersion', 'exportedAt', 'game'] as const)
    const value = r.pick(HOSTILE)
    if (!differs(file[top], value)) return { text: JSON.stringify(file), mustRefuse: false, what: 'unchanged' }
    ;(file as unknown as Record<string, unknown>)[top] = value
    // An older file version (0 or below) or a header that still reads as one may pass.
    const harmless = top === 'game' && typeof value === 'object' && value !== null && !Array.isArray(value)
    return { text: JSON.stringify(file), mustRefuse: !harmless && top !== 'appVersion' && top !== 'exportedAt' ? true : typeof value !== 'string', what: `top ${top}` }
  }
  // Anywhere at all: a command field the rules ignore may be harmless, so either outcome is fine.
  const [container, key] = r.pick(slots(file))
  ;(container as Record<string, unknown>)[key as string] = r.pick(HOSTILE)
  return { text: JSON.stringify(file), mustRefuse: false, what: `anywhere ${String(key)}` }
}

describe('Fuzz: damaged and hostile game files', () => {
  it('refuses each in plain words and writes nothing', async () => {
    const { db, repository } = fresh()
    let refused = 0
    const CASES = 2000
    for (let seed = 1; seed <= CASES; seed += 1) {
      const { text, mustRefuse, what } = mutate(seed)
      const result = await importGameText(repository, text, 'fuzzed')
      if (result.ok) {
        expect(mustRefuse, `seed ${seed}: ${what} was accepted`).toBe(false)
        // Harmless damage only: what was saved is still a sound game.
        const saved = await GameSession.open({ repository }, 'fuzzed')
        expect(isSoundState(saved.state), `seed ${seed}: ${what}`).toBe(true)
        expect(totalMoney(saved.state), `seed ${seed}`).toBe(0)
        expect(Object.values(saved.state.accounts).every((v) => Number.isSafeInteger(v)), `seed ${seed}`).toBe(true)
        await repository.delete('fuzzed')
        continue
      }
      refused += 1
      const message = result.refusal.message
      expect(message, `seed ${seed}`).toMatch(/Nothing was imported\.$/)
      // Quoted names come from the file itself; the app's own words must not leak internals.
      expect(message.replace(/“[^”]*”/g, '“…”')).not.toMatch(/undefined|\[object|NaN|TypeError|\n\s+at /)
      if (seed % 25 === 0) expect([await db.games.count(), await db.entries.count()], `seed ${seed}`).toEqual([0, 0])
    }
    expect([await db.games.count(), await db.entries.count(), await db.snapshots.count()]).toEqual([0, 0, 0])
    expect(refused).toBeGreaterThan(CASES * 0.8)
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined()
  }, 60_000)
})

describe('Rolling backups', () => {
  it('stores the game file every few actions, keeps the newest few, and restores as a new game', async () => {
    const { repository } = fresh()
    const started = await GameSession.start({ repository }, standardStart(['usa', 'ussr'], 'backed'))
    if (!started.ok) throw new Error(started.refusal.message)
    const session = started.session
    const errors: string[] = []
    const tasks: (() => Promise<void>)[] = []
    const stop = startRollingBackups(session, repository, (m) => errors.push(m), { everyActions: 2, keep: 2, defer: (t) => void tasks.push(t) })
    for (let i = 0; i < 7; i += 1) {
      await session.dispatch({ kind: 'transferMoney', from: 'usa', to: 'ussr', amount: 10, purpose: 'deal' })
      for (const task of tasks.splice(0)) await task()
      await new Promise((done) => setTimeout(done, 0))
    }
    await new Promise((done) => setTimeout(done, 20))
    const backups = await repository.listBackups('backed')
    expect(backups.map((b) => b.headSeq)).toEqual([7, 5])
    expect(errors).toEqual([])
    const restored = await importGameText(repository, backups[0]!.file, 'restored')
    expect(restored.ok).toBe(true)
    const copy = await GameSession.open({ repository }, 'restored')
    expect(copy.state.accounts.ussr).toBe(session.state.accounts.ussr! - 10)
    stop()
    await repository.delete('backed')
    expect(await repository.listBackups('backed')).toEqual([])
  })

  it('after ten minutes of play a single action is enough', async () => {
    const { repository } = fresh()
    let clock = Date.UTC(2026, 10, 22, 20)
    // Ten minutes after the game was set up (with no backup yet), measured by the stored times.
    const started = await GameSession.start({ repository, now: () => new Date(clock) }, standardStart(['usa', 'ussr'], 'timed'))
    if (!started.ok) throw new Error(started.refusal.message)
    const saved = new Promise<void>((done) => {
      startRollingBackups(started.session, repository, () => undefined, { now: () => new Date(clock), defer: (t) => void t(), onSaved: done })
    })
    clock += 10 * 60 * 1000
    await started.session.dispatch({ kind: 'transferMoney', from: 'usa', to: 'ussr', amount: 10, purpose: 'deal' })
    await saved
    expect((await repository.listBackups('timed')).map((b) => b.headSeq)).toEqual([2])
  })
})

describe('Golden: a database saved by schema version 1', () => {
  it('upgrades in place and its game still opens to the same state', async () => {
    const name = `golden-v1-${Math.random()}`
    const old = new Dexie(name)
    old.version(1).stores({ games: 'id, updatedAt', entries: '[gameId+seq], gameId', snapshots: '[gameId+seq], gameId' })
    const file = golden()
    const record: GameRecord = { id: 'golden-1', ...file.game, appVersion: '0.1.0' }
    await old.table('games').add(record)
    await old.table('entries').bulkAdd(file.entries)
    old.close()

    const { db, repository } = fresh(name)
    const session = await GameSession.open({ repository }, 'golden-1')
    expect(db.verno).toBe(3)
    expect(db.tables.map((t) => t.name).sort()).toEqual(['backups', 'entries', 'games', 'links', 'snapshots'])
    const checked = checkGameFileText(goldenText, 'golden-1')
    if (!checked.ok) throw new Error(checked.refusal.message)
    expect(session.state).toEqual(checked.value.fold.state)
    expect(session.state.war?.nuked).toEqual(['Kola'])
    expect(await repository.listBackups('golden-1')).toEqual([])
    expect((await repository.list()).map((g) => g.title)).toEqual(['Golden game'])
    expect(file.format).toBe(GAME_FILE_FORMAT)
  })
})

describe('Golden v1 under log schema 2: old games upcast on load, never rewritten', () => {
  const currentText = readFileSync(resolve(process.cwd(), 'tests/golden/game-file-schema-v2.json'), 'utf8')
  const typesIn = (entries: readonly LogEntry[]) => entries.flatMap((e) => e.events.map((ev) => (ev.type === 'slicePatched' ? `slicePatched:${ev.slice}` : ev.type)))

  it('the v1 file imports upcast, folds to the state it had, exports as v2 and comes back the same', async () => {
    const checked = checkGameFileText(goldenText, 'copy-1')
    if (!checked.ok) throw new Error(checked.refusal.message)
    const types = typesIn(checked.value.entries)
    expect(types).not.toContain('playChanged')
    expect(types).not.toContain('warChanged')
    expect(types.filter((t) => t === 'slicePatched:play')).toHaveLength(40)
    expect(types.filter((t) => t === 'slicePatched:war')).toHaveLength(2)
    expect(checked.value.entries.every((e) => e.v === EVENT_SCHEMA_VERSION)).toBe(true)
    // The v1 file's header has no ruleset: read from its log, a guided basic game.
    expect(golden().game).not.toHaveProperty('ruleset')
    expect(checked.value.header.ruleset).toEqual(BASIC_GUIDED)
    // The same state as the game the v2 golden file holds (the same game, recorded today).
    const current = checkGameFileText(currentText, 'copy-1')
    if (!current.ok) throw new Error(current.refusal.message)
    const state = checked.value.fold.state
    // Games started before rulesets keep none in their state; today's setup stores one.
    const { ruleset, ...recordedToday } = current.value.fold.state
    expect(ruleset).toEqual(BASIC_GUIDED)
    expect(state).toEqual(recordedToday)
    expect(state.accounts).toEqual({ bank: -19400, usa: 6820, ussr: 6280, europe: 6300 })
    expect(state.war?.nuked).toEqual(['Kola'])

    const { repository } = fresh()
    const imported = await importGameText(repository, goldenText, 'copy-1')
    if (!imported.ok) throw new Error(imported.refusal.message)
    expect(imported.value.ruleset).toEqual(BASIC_GUIDED)
    expect((await GameSession.open({ repository }, 'copy-1')).state).toEqual(state)
    const exported = await exportGame(repository, 'copy-1', new Date('2026-11-23T00:00:00Z'))
    expect(exported.file.schemaVersion).toBe(2)
    expect(exported.file.game.ruleset).toEqual(BASIC_GUIDED)
    expect(exported.file.entries.every((e) => e.v === 2)).toBe(true)
    expect(typesIn(exported.file.entries)).toEqual(types)
    const again = await importGameText(repository, exported.text, 'copy-2')
    if (!again.ok) throw new Error(again.refusal.message)
    expect((await GameSession.open({ repository }, 'copy-2')).state).toEqual({ ...state, gameId: 'copy-2' })
  })

  it('the v1 database opens upcast, keeps its entries as written, and undo of an old war patch is exact', async () => {
    const name = `golden-v1-undo-${Math.random()}`
    const old = new Dexie(name)
    old.version(1).stores({ games: 'id, updatedAt', entries: '[gameId+seq], gameId', snapshots: '[gameId+seq], gameId' })
    const file = golden()
    await old.table('games').add({ id: 'golden-1', ...file.game, appVersion: '0.1.0' })
    await old.table('entries').bulkAdd(file.entries)
    old.close()

    const { db, repository } = fresh(name)
    const session = await GameSession.open({ repository }, 'golden-1')
    expect(typesIn(session.log)).not.toContain('warChanged')
    expect(session.state.war?.nuked).toEqual(['Kola'])
    // The record saved before rulesets reached the header: read as the basic game, guided.
    const [record] = await repository.list()
    expect(record).not.toHaveProperty('ruleset')
    expect(rulesetOfGame(session.state)).toEqual(BASIC_GUIDED)
    // The newest action in effect is the nuclear strike, stored as a v1 warChanged.
    const strike = file.entries.find((e) => e.command.kind === 'nuclearStrike')!
    expect(strike.events.map((e) => e.type as string)).toContain('warChanged')
    const beforeStrike = foldEntries(upcastEntries(file.entries.filter((e) => e.seq < strike.seq))).state
    const undone = await session.undo()
    expect(undone.ok).toBe(true)
    expect(session.state).toEqual(beforeStrike)
    // Reopened: v1 entries and the new v2 undo entry fold together, from storage.
    const reopened = await GameSession.open({ repository }, 'golden-1')
    expect(reopened.state).toEqual(beforeStrike)
    await reopened.redo()
    expect(reopened.state.war?.nuked).toEqual(['Kola'])
    // Stored entries are never rewritten: the old ones are still v1, as the old app wrote them.
    const stored = await db.entries.where('gameId').equals('golden-1').sortBy('seq')
    expect(stored.slice(0, file.entries.length)).toEqual(file.entries)
    expect(stored.slice(file.entries.length).map((e) => e.v)).toEqual([2, 2])
    // And the game goes out as a v2 file that comes back to the same state.
    const exported = await exportGame(repository, 'golden-1')
    const copy = await importGameText(repository, exported.text, 'golden-copy')
    if (!copy.ok) throw new Error(copy.refusal.message)
    expect((await GameSession.open({ repository }, 'golden-copy')).state).toEqual({ ...reopened.state, gameId: 'golden-copy' })
  })

  it('a game started here keeps its ruleset in its record and its file header', async () => {
    const { repository } = fresh()
    for (const [id, guided] of [['guided', true], ['books', false]] as const) {
      const started = await GameSession.start({ repository }, { ...standardStart(['usa', 'ussr'], id), guided })
      if (!started.ok) throw new Error(started.refusal.message)
      const expected = guided ? BASIC_GUIDED : BASIC_BOOKKEEPING
      expect((await repository.list()).find((g) => g.id === id)?.ruleset).toEqual(expected)
      expect((await exportGame(repository, id)).file.game.ruleset).toEqual(expected)
    }
  })
})
