#!/usr/bin/env node
// Prints the performance figures of docs/performance.md. Figures, not pass/fail: nothing here
// asserts a time. Usage: npm run bench [-- --no-browser] [-- --lighthouse] [-- --no-build]
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { runnerImport } from 'vite'
import { firstLoad } from './first-load.mjs'

const args = new Set(process.argv.slice(2))
const root = new URL('..', import.meta.url).pathname

/** Always measures a fresh build of the working tree (about 3 s), unless told --no-build. */
function buildIfNeeded() {
  if (!existsSync(join(root, 'dist/index.html')) || !args.has('--no-build')) {
    execFileSync('node', ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' })
  }
}

/** The JavaScript a first visit downloads (scripts/first-load.mjs, the one count the size budget checks too). */
function firstLoadSizes() {
  const { js, css } = firstLoad(join(root, 'dist'))
  const budgetKB = JSON.parse(readFileSync(join(root, 'scripts/size-budget.json'), 'utf8')).budgetKB
  return { js, css, files: js.files.length, budget: budgetKB * 1024 }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

async function foldFigures() {
  const config = { configFile: false, resolve: { alias: { '@': join(root, 'src') } } }
  const { module: game } = await runnerImport(join(root, 'tests/bench/long-game.ts'), config)
  const { module: domain } = await runnerImport(join(root, 'src/domain/index.ts'), config)
  const entries = game.longGame(10_000)
  const times = []
  for (let run = 0; run < 7; run += 1) {
    const t0 = performance.now()
    domain.foldEntries(entries)
    times.push(performance.now() - t0)
  }
  const bytes = Buffer.byteLength(JSON.stringify(entries))
  return { entries: entries.length, medianMs: median(times), bestMs: Math.min(...times), jsonMB: bytes / 1e6 }
}

/** The Cash Flow desk's exact odds before a roll: a big matched-dice battle, with and without re-rolls. */
async function cashFlowOddsFigures() {
  const config = { configFile: false, resolve: { alias: { '@': join(root, 'src') } } }
  const { module: odds } = await runnerImport(join(root, 'src/domain/modules/cash-flow/battle-odds.ts'), config)
  const time = (battle) => {
    const times = []
    for (let run = 0; run < 5; run += 1) {
      const t0 = performance.now()
      odds.matchedBattleOdds(battle)
      times.push(performance.now() - t0)
    }
    return median(times)
  }
  return {
    plain: time({ attackers: 30, defenders: 30, defenderWinsTies: false }),
    rerolls: time({ attackers: 30, defenders: 30, defenderWinsTies: true, rerolls: { side: 'attacker', count: 3 } }),
    worst: time({ attackers: 40, defenders: 40, defenderWinsTies: true, rerolls: { side: 'attacker', count: 6 } }),
  }
}

const kb = (n) => `${(n / 1024).toFixed(1)} kB`
const ms = (n) => `${n.toFixed(1)} ms`

buildIfNeeded()
const sizes = firstLoadSizes()
console.log('Supremacy Companion benchmarks')
const perFile = sizes.js.files.map((f) => `${f.name} ${kb(f.gzip)}`).join(', ')
console.log(`- first-load JavaScript: ${kb(sizes.js.gzip)} gzip (${kb(sizes.js.raw)} raw, ${sizes.files} files: ${perFile}); CSS ${kb(sizes.css.gzip)} gzip   [budget <= ${kb(sizes.budget)} gzip JS, ${((100 * sizes.js.gzip) / sizes.budget).toFixed(0)}% used; checked by npm test]`)
const fold = await foldFigures()
console.log(`- fold of a ${fold.entries}-entry game in Node ${process.version}: median ${ms(fold.medianMs)}, best ${ms(fold.bestMs)} of 7 (log is ${fold.jsonMB.toFixed(1)} MB of JSON)   [target < 50 ms]`)
const cf = await cashFlowOddsFigures()
console.log(`- Cash Flow exact odds (median of 5): 30 v 30 ${ms(cf.plain)}; with 3 L-star re-rolls ${ms(cf.rerolls)}; 40 v 40 with 6 re-rolls ${ms(cf.worst)}   [target < 100 ms for 30 v 30]`)

if (!args.has('--no-browser')) {
  const { browserFigures } = await import('./bench-browser.mjs')
  await browserFigures({ root, print: console.log })
}
if (args.has('--lighthouse')) {
  const { lighthouseFigures } = await import('./bench-lighthouse.mjs')
  await lighthouseFigures({ root, print: console.log })
}
