// Lighthouse scores of `npm run bench -- --lighthouse` for the built app (dist/, served by
// `vite preview` on port 4176), with Lighthouse 12.8.2 through npx (13.x needs Node 22) and
// Debian's Chromium:
//  - the home screen on a first visit (Lighthouse's own fresh profile, storage reset);
//  - the home screen and a game screen for a returning player. A game screen needs a game in
//    IndexedDB, so the game is written into a Chromium profile with Playwright first (its service
//    worker installs at the same time), and Lighthouse runs on that same profile
//    (`--user-data-dir`) with `--disable-storage-reset` so it keeps the data.
// Figures, not pass/fail: scores below 100 are printed with their failing audits; the full
// reports are kept in bench-results/ (git-ignored).
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { CHROMIUM_FLAGS, chromiumPath, gameRows, killGroup, loadModules, seedGame, startPreview, waitForAppReady, gameScreenUrl } from './bench-support.mjs'

const PORT = 4176
const LIGHTHOUSE = 'lighthouse@12.8.2'
const CATEGORIES = ['performance', 'accessibility', 'best-practices']
const GAME_ID = 'lighthouse'
const RUN_TIMEOUT_MS = 120_000

export async function lighthouseFigures({ root, print }) {
  const { domain } = await loadModules(root)
  const work = mkdtempSync(join(tmpdir(), 'supremacy-lighthouse-'))
  const profile = join(work, 'profile')
  const preview = await startPreview(root, PORT)
  try {
    const workerKept = await seedProfile(profile, preview.url, gameRows(root, domain, smallGame(domain)))
    if (!workerKept) print('    (the service worker did not survive in the seeded profile: the returning-player runs load from the network)')
    const pages = [
      { name: 'home screen, first visit', file: 'home-first-visit', url: `${preview.url}/`, profile: undefined },
      { name: 'home screen, returning player with a saved game', file: 'home', url: `${preview.url}/`, profile },
      { name: 'game screen (3 powers, Bank tab)', file: 'game', url: `${preview.url}/#/game/${GAME_ID}/bank`, profile },
    ]
    const reports = join(root, 'bench-results')
    mkdirSync(reports, { recursive: true })
    for (const page of pages) {
      const output = join(work, `${page.file}.json`)
      await runLighthouse(page.url, output, page.profile)
      const lhr = JSON.parse(readFileSync(output, 'utf8'))
      writeFileSync(join(reports, `lighthouse-${page.file}.json`), JSON.stringify(lhr, null, 1))
      printReport(print, page.name, lhr, `bench-results/lighthouse-${page.file}.json`)
    }
  } finally {
    await preview.stop()
    rmSync(work, { recursive: true, force: true })
  }
}

/** A short game for three powers, decided by the real rules: setup, market trades, a payment. */
function smallGame(domain) {
  const powers = ['usa', 'ussr', 'europe']
  const start = {
    kind: 'startGame',
    gameId: GAME_ID,
    title: 'Lighthouse game',
    openMode: 'standard',
    settings: domain.DEFAULT_SETTINGS,
    powers: powers.map((id, i) => ({ id, player: ['Ada', 'Boris', 'Chloé'][i] })),
  }
  const commands = [
    start,
    ...powers.map((power) => ({ kind: 'sellToMarket', power, resource: 'grain', units: 1 })),
    ...powers.map((power) => ({ kind: 'buyFromMarket', power, resource: 'oil', units: 1 })),
    { kind: 'transferMoney', from: 'usa', to: 'bank', amount: 100, purpose: 'salary' },
  ]
  const entries = []
  const fold = domain.emptyFold()
  for (const command of commands) {
    const decided = domain.decide(fold.state, command)
    if (!decided.ok) continue
    const entry = {
      gameId: GAME_ID,
      seq: entries.length + 1,
      v: domain.EVENT_SCHEMA_VERSION,
      at: new Date(Date.UTC(2026, 0, 1, 18, 0, entries.length)).toISOString(),
      actor: 'banker',
      command,
      events: decided.value,
    }
    entries.push(entry)
    domain.applyEntry(fold, entry, (seq) => entries[seq - 1])
  }
  return entries
}

/**
 * Makes a returning player's Chromium profile: opens the app (its service worker installs),
 * writes the game, checks it opens, and closes. Returns whether the service worker's
 * registration survived the restart (Chromium writes it lazily: closing right after activation
 * loses it, so the page idles on about:blank first).
 */
async function seedProfile(profile, url, rows) {
  const launch = () => chromium.launchPersistentContext(profile, { executablePath: chromiumPath(), args: CHROMIUM_FLAGS, headless: true })
  const context = await launch()
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto(gameScreenUrl(url))
    await waitForAppReady(page)
    await seedGame(page, rows)
    await page.goto(`${url}/#/game/${GAME_ID}/bank`)
    await page.reload()
    await page.getByTestId(`cash-${rows.game.powers[0]}`).waitFor({ timeout: 15_000 })
    await page.goto('about:blank')
    await page.waitForTimeout(1_500)
  } finally {
    await context.close()
  }
  // Check from a page of the origin that does not register the worker itself.
  const check = await launch()
  try {
    const page = check.pages()[0] ?? (await check.newPage())
    await page.goto(`${url}/manifest.webmanifest`)
    return await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active != null)
  } finally {
    await check.close()
  }
}

/** Runs Lighthouse through npx; with `profile`, on that Chromium profile and keeping its storage. */
function runLighthouse(url, output, profile) {
  const chromeFlags = ['--headless=new', ...CHROMIUM_FLAGS, ...(profile ? [`--user-data-dir=${profile}`] : [])].join(' ')
  const args = [
    '-y',
    LIGHTHOUSE,
    url,
    `--only-categories=${CATEGORIES.join(',')}`,
    '--output=json',
    `--output-path=${output}`,
    `--chrome-flags=${chromeFlags}`,
    ...(profile ? ['--disable-storage-reset'] : []),
    '--quiet',
  ]
  const child = spawn('npx', args, {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, CHROME_PATH: chromiumPath() },
  })
  let stderr = ''
  child.stderr.on('data', (chunk) => (stderr += chunk))
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void killGroup(child).then(() => reject(new Error(`Lighthouse on ${url} took over ${RUN_TIMEOUT_MS / 1000} s`)))
    }, RUN_TIMEOUT_MS)
    child.on('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    child.on('exit', (code, signal) => {
      clearTimeout(timer)
      if (code === 0) resolve(undefined)
      else reject(new Error(`Lighthouse on ${url} failed (${code ?? signal}): ${stderr.trim().split('\n').slice(-5).join('\n')}`))
    })
  })
}

const SCORELESS = new Set(['informative', 'notApplicable', 'manual', 'error'])

function printReport(print, name, lhr, file) {
  const scores = CATEGORIES.map((id) => {
    const score = lhr.categories[id]?.score
    return `${lhr.categories[id]?.title ?? id} ${score === null || score === undefined ? '?' : Math.round(score * 100)}`
  })
  print(`- Lighthouse ${lhr.lighthouseVersion} (${lhr.configSettings.formFactor}), ${name}: ${scores.join(', ')}   [target 100 each]`)
  for (const id of CATEGORIES) {
    const category = lhr.categories[id]
    if (!category || category.score === 1) continue
    const failing = category.auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1 && !SCORELESS.has(audit.scoreDisplayMode))
    for (const audit of failing) {
      const value = audit.displayValue ? ` (${audit.displayValue})` : ''
      const nodes = (audit.details?.items ?? [])
        .map((item) => item.node?.selector ?? item.source?.url ?? item.url)
        .filter(Boolean)
        .slice(0, 3)
      print(`    ${id}: ${audit.id} "${audit.title}"${value}${nodes.length ? ` at ${nodes.join(', ')}` : ''}`)
    }
  }
  if (lhr.runWarnings?.length) print(`    warnings: ${lhr.runWarnings.join(' | ')}`)
  print(`    full report: ${file}`)
}
