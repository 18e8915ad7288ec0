import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { runnerImport } from 'vite'
import { cashInStrip, expect, openTab, TABLET, test, type PowerName } from './helpers'

/**
 * A long game (issue 27): it opens from its newest snapshot and the entries after it, and what
 * needs older lines reads them when used: the Log a page at a time and all of it for a filter,
 * undo and redo past the snapshot, the charts. The game is written straight into IndexedDB as the
 * app writes it (entries, a snapshot every 50, the header), from the bench's long game.
 */
test.use({ viewport: TABLET })

const ENTRIES = 1_230
const root = join(import.meta.dirname, '../..')

interface Entry {
  gameId: string
  seq: number
  at: string
  command: { kind: string; title?: string; openMode?: string; powers?: { id: string; player: string }[] }
}
interface Fold {
  headSeq: number
  state: { accounts: Record<string, number> }
}
interface Domain {
  STATE_VERSION: number
  foldEntries(entries: readonly Entry[], start?: Fold, lookup?: (seq: number) => Entry | undefined): Fold
  indexEntries(entries: readonly Entry[]): (seq: number) => Entry | undefined
  cloneFold(fold: Fold): Fold
  decideUndo(fold: Fold): { ok: true; value: { kind: 'undo'; target: number } } | { ok: false }
  applyEntry(fold: Fold, entry: Entry, lookup: (seq: number) => Entry | undefined): void
  formatMoney(amount: number): string
}

async function modules(): Promise<{ domain: Domain; longGame: (count: number, gameId: string) => Entry[] }> {
  const config = { configFile: false as const, resolve: { alias: { '@': join(root, 'src') } } }
  const game = await runnerImport<{ longGame: (count: number, gameId: string) => Entry[] }>(join(root, 'tests/bench/long-game.ts'), config)
  const domain = await runnerImport<Domain>(join(root, 'src/domain/index.ts'), config)
  return { domain: domain.module, longGame: game.module.longGame }
}

/** Writes rows into one store of the app's database with the raw IndexedDB API. */
function putRows({ store, json }: { store: string; json: string }): Promise<void> {
  const rows = JSON.parse(json) as unknown[]
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('supremacy-companion')
    open.onerror = () => reject(open.error ?? new Error('open failed'))
    open.onsuccess = () => {
      const db = open.result
      const tx = db.transaction(store, 'readwrite')
      for (const row of rows) tx.objectStore(store).put(row)
      tx.oncomplete = () => (db.close(), resolve())
      tx.onerror = () => (db.close(), reject(tx.error ?? new Error('write failed')))
    }
  })
}

/** The game as the app would have saved it: entries, a snapshot every 50 entries, the header. */
async function seed(page: Page, domain: Domain, entries: readonly Entry[]): Promise<void> {
  const lookup = domain.indexEntries(entries)
  const snapshots: unknown[] = []
  for (let at = 50; at <= entries.length; at += 50) {
    snapshots.push({ gameId: 'long', seq: at, fold: domain.foldEntries(entries.slice(0, at), undefined, lookup), stateVersion: domain.STATE_VERSION })
  }
  const start = entries[0]!.command
  const header = {
    id: 'long',
    title: start.title,
    openMode: start.openMode,
    powers: start.powers!.map((p) => p.id),
    players: start.powers!.map((p) => p.player),
    createdAt: entries[0]!.at,
    updatedAt: entries.at(-1)!.at,
    headSeq: entries.length,
    appVersion: '0.1.0',
  }
  for (let i = 0; i < entries.length; i += 500) await page.evaluate(putRows, { store: 'entries', json: JSON.stringify(entries.slice(i, i + 500)) })
  await page.evaluate(putRows, { store: 'snapshots', json: JSON.stringify(snapshots) })
  // A backup of the head, just taken: none is due when the game opens (a backup reads the whole log).
  await page.evaluate(putRows, { store: 'backups', json: JSON.stringify([{ gameId: 'long', title: header.title, savedAt: new Date().toISOString(), headSeq: entries.length, file: '{}' }]) })
  await page.evaluate(putRows, { store: 'games', json: JSON.stringify([header]) })
}

/** Counts the log entries the page reads from IndexedDB (every read of the entries store). */
function countEntryReads(): void {
  const counter = window as unknown as { entriesRead: number }
  counter.entriesRead = 0
  const count = (result: unknown) => (counter.entriesRead += Array.isArray(result) ? result.length : result === undefined ? 0 : 1)
  for (const method of ['get', 'getAll'] as const) {
    const original = Object.getOwnPropertyDescriptor(IDBObjectStore.prototype, method)!.value as (this: IDBObjectStore, ...args: unknown[]) => IDBRequest
    IDBObjectStore.prototype[method] = function (this: IDBObjectStore, ...args: unknown[]) {
      const request = original.apply(this, args)
      if (this.name === 'entries') request.addEventListener('success', () => count(request.result))
      return request
    } as never
  }
}

const entriesRead = (page: Page) => page.evaluate(() => (window as unknown as { entriesRead: number }).entriesRead)

const POWERS: [PowerName, string][] = [
  ['USA', 'usa'],
  ['USSR', 'ussr'],
  ['Europe', 'europe'],
]

test('a 1,230-entry game opens from its snapshot; the Log reads older pages, a filter the whole log; undo reaches past the snapshot', async ({ page, context }) => {
  const { domain, longGame } = await modules()
  const entries = longGame(ENTRIES, 'long')
  // The app has made its database (and its stores) before anything is written into it: a game screen
  // opens it (the home screen only reads a database that exists, and does not create one).
  await page.goto('/#/game/long')
  await page.waitForFunction(async () => (await indexedDB.databases()).some((d) => d.name === 'supremacy-companion'))
  await seed(page, domain, entries)

  await context.addInitScript(countEntryReads)
  await page.goto('/#/game/long/market')
  await page.reload()
  const full = domain.foldEntries(entries)
  for (const [name, id] of POWERS) await expect(cashInStrip(page, name)).toContainText(domain.formatMoney(full.state.accounts[id]!))
  // The snapshot at 1,200, the 30 entries after it, the setup line and the line Undo names.
  expect(await entriesRead(page)).toBeLessThanOrEqual(32)

  await openTab(page, 'Log')
  const log = page.getByRole('tabpanel', { name: 'Log' })
  await expect(log.getByTestId('log-count')).toHaveText(`Showing ${ENTRIES} lines`)
  await expect(log.getByTestId(`log-${ENTRIES}`)).toBeAttached()
  await expect(log.getByTestId(`log-${ENTRIES - 199}`)).toBeAttached()
  await expect(log.getByTestId(`log-${ENTRIES - 200}`)).not.toBeAttached()
  expect(await entriesRead(page)).toBeLessThan(300)
  await log.getByRole('button', { name: `Show older (${ENTRIES - 200} more)` }).click()
  await expect(log.getByTestId(`log-${ENTRIES - 399}`)).toBeAttached()
  await expect(log.getByRole('button', { name: `Show older (${ENTRIES - 400} more)` })).toBeVisible()

  // A filter looks at every line: the whole log is read, once.
  await page.getByRole('group', { name: 'Filter the log' }).getByRole('button', { name: 'Money' }).click()
  await expect(log.getByTestId('log-count')).toHaveText(new RegExp(`^Showing \\d+ of ${ENTRIES} lines$`))
  expect(await entriesRead(page)).toBeGreaterThanOrEqual(ENTRIES)
  await page.getByRole('group', { name: 'Filter the log' }).getByRole('button', { name: 'Money' }).click()

  // Undo 40 times from the game bar: 10 of them take back lines before the snapshot.
  const expected = domain.cloneFold(full)
  const lookup = domain.indexEntries(entries)
  const undo = log.getByTestId('undo')
  for (let i = 0; i < 40; i += 1) {
    const decided = domain.decideUndo(expected)
    if (!decided.ok) throw new Error('nothing to undo')
    domain.applyEntry(expected, { gameId: 'long', seq: expected.headSeq + 1, at: '', command: decided.value }, lookup)
    await expect(undo).toBeEnabled()
    await undo.click()
    await expect(log.getByTestId(`log-${expected.headSeq}`)).toBeAttached()
  }
  for (const [name, id] of POWERS) await expect(cashInStrip(page, name)).toContainText(domain.formatMoney(expected.state.accounts[id]!))

  // Kept over a reload, which reads the new snapshot and what follows it.
  await page.reload()
  for (const [name, id] of POWERS) await expect(cashInStrip(page, name)).toContainText(domain.formatMoney(expected.state.accounts[id]!))
  await expect(page.getByTestId('action-bar').getByTestId('redo')).toBeEnabled()
})
