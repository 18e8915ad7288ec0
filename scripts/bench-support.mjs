// Shared by scripts/bench-browser.mjs and scripts/bench-lighthouse.mjs: the preview server,
// Debian's Chromium, the app's modules loaded in Node, and seeding games into IndexedDB.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { runnerImport } from 'vite'

/** Flags that work headless as root on these machines (shared/TOOLCHAIN.md). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

export const chromiumPath = () => process.env.CHROMIUM_PATH || '/usr/bin/chromium'

export const DATABASE_NAME = 'supremacy-companion'
/** What the session writes (src/session/game-session.ts SNAPSHOT_EVERY). */
export const SNAPSHOT_EVERY = 50

export function median(values) {
  return percentile(values, 50)
}

/** Nearest-rank percentile. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]
}

export const ms = (n) => `${n.toFixed(1)} ms`

/** The rules core and the long-game generator, imported from TypeScript as bench.mjs does. */
export async function loadModules(root) {
  const config = { configFile: false, resolve: { alias: { '@': join(root, 'src') } } }
  const { module: game } = await runnerImport(join(root, 'tests/bench/long-game.ts'), config)
  const { module: domain } = await runnerImport(join(root, 'src/domain/index.ts'), config)
  // The screens' wording (resource names on the Market's buttons) lives in the presentation layer.
  const { module: labels } = await runnerImport(join(root, 'src/presentation/labels.ts'), config)
  return { game, domain, labels }
}

/**
 * The rows the app itself would have written for a log: the game record (src/persistence/
 * database.ts GameRecord), the entries, and a snapshot of the fold after every 50th entry.
 */
export function gameRows(root, domain, entries) {
  const start = entries[0].command
  const last = entries.at(-1)
  const appVersion = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version
  const game = {
    id: start.gameId,
    title: start.title,
    openMode: start.openMode,
    powers: start.powers.map((p) => p.id),
    players: start.powers.map((p) => p.player),
    createdAt: entries[0].at,
    updatedAt: last.at,
    headSeq: last.seq,
    appVersion,
  }
  const lookup = domain.indexEntries(entries)
  const snapshots = []
  let fold = domain.emptyFold()
  for (let from = 0; from < entries.length; from += SNAPSHOT_EVERY) {
    const chunk = entries.slice(from, from + SNAPSHOT_EVERY)
    fold = domain.foldEntries(chunk, fold, lookup)
    // With the state version the app writes: a snapshot without it is an older shape, and the
    // session folds the whole log instead (which is what the bench measured until issue 27).
    if (fold.headSeq % SNAPSHOT_EVERY === 0) snapshots.push({ gameId: game.id, seq: fold.headSeq, fold: domain.cloneFold(fold), stateVersion: domain.STATE_VERSION })
  }
  return { game, entries, snapshots, fold }
}

/**
 * Starts `vite preview` on dist/ (node directly, in its own process group so it can be killed
 * whole) and resolves once it answers. Returns { url, stop }.
 */
export async function startPreview(root, port) {
  // Something else answering on the port would be measured in place of this build.
  const taken = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1_000) }).then(
    () => true,
    () => false,
  )
  if (taken) throw new Error(`Port ${port} is already in use: stop what serves it, or set BENCH_PORT.`)
  const child = spawn(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { cwd: root, detached: true, stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let stderr = ''
  child.stderr.on('data', (chunk) => (stderr += chunk))
  let exited = null
  child.on('exit', (code, signal) => (exited = code ?? signal))
  const stop = () => killGroup(child)
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 30_000
  try {
    for (;;) {
      if (exited !== null || /already in use/.test(stderr)) throw new Error(`vite preview on port ${port} failed (${exited ?? 'running'}): ${stderr.trim().split('\n').slice(0, 2).join(' ')}`)
      const abort = new AbortController()
      const timer = setTimeout(() => abort.abort(), 1_000)
      try {
        const response = await fetch(`${url}/`, { signal: abort.signal })
        if (response.ok) break
      } catch {
        // not listening yet (or someone else's server holds the port and does not answer)
      } finally {
        clearTimeout(timer)
      }
      if (Date.now() > deadline) throw new Error(`vite preview did not answer on ${url} within 30 s: ${stderr.trim()}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  } catch (error) {
    await stop()
    throw error
  }
  return { url, stop }
}

/** Ends a child started with `detached: true` and everything it started; waits for its exit. */
export async function killGroup(child) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const signal = (name) => {
    try {
      process.kill(-child.pid, name)
    } catch {
      // already gone
    }
  }
  signal('SIGTERM')
  const timer = setTimeout(() => signal('SIGKILL'), 3_000)
  await exited
  clearTimeout(timer)
}

/**
 * Waits until the app on `page` has opened its Dexie database (so the schema exists) and, when
 * the browser allows service workers, until the worker is active and controls the page. The home
 * screen reads saved games without Dexie and never creates the database, so the caller opens a
 * game screen first (gameScreenUrl): that loads the persistence layer, which creates it.
 */
export async function waitForAppReady(page) {
  await page.waitForFunction(
    async (name) => (await indexedDB.databases()).some((d) => d.name === name),
    DATABASE_NAME,
    { polling: 100, timeout: 15_000 },
  )
  await page
    .waitForFunction(
      async () =>
        (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated' && navigator.serviceWorker.controller !== null,
      undefined,
      { polling: 100, timeout: 15_000 },
    )
    .catch(() => undefined) // no service worker: measure without it rather than fail
}

/** A game screen's address for a game that does not exist: opening it makes the app create its database. */
export const gameScreenUrl = (url) => `${url}/#/game/no-such-game/bank`

/** Writes rows into one object store of the app's database with the raw IndexedDB API. */
function putRows({ name, store, json }) {
  const rows = JSON.parse(json)
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(name)
    open.onerror = () => reject(open.error)
    open.onsuccess = () => {
      const db = open.result
      // A missing store would throw inside this callback and leave the promise pending forever.
      if (!db.objectStoreNames.contains(store)) {
        db.close()
        reject(new Error(`The app's database has no "${store}" store (version ${db.version}): was it created by the app?`))
        return
      }
      const tx = db.transaction(store, 'readwrite', { durability: 'relaxed' })
      const objects = tx.objectStore(store)
      for (const row of rows) objects.put(row)
      tx.oncomplete = () => (db.close(), resolve(rows.length))
      tx.onerror = () => (db.close(), reject(tx.error))
      tx.onabort = () => (db.close(), reject(tx.error))
    }
  })
}

/** Seeds a game (record, entries, snapshots) into the app's IndexedDB on `page`'s origin. */
export async function seedGame(page, { game, entries, snapshots }) {
  const write = async (store, rows, size) => {
    for (let i = 0; i < rows.length; i += size) {
      await page.evaluate(putRows, { name: DATABASE_NAME, store, json: JSON.stringify(rows.slice(i, i + size)) })
    }
  }
  await write('entries', entries, 1000)
  await write('snapshots', snapshots, 25)
  await write('games', [game], 1)
}
