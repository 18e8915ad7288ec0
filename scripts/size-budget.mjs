#!/usr/bin/env node
// The first-load budget, checked in `npm test` right after the build: the JavaScript the home
// screen downloads (scripts/first-load.mjs: index.html's scripts, its modulepreloads and their
// static imports), gzip level 9, must stay within scripts/size-budget.json's `budgetKB`
// (issue 27: it had crept to 158 kB unseen when the entry chunk began importing the rules core).
// Over budget it fails and names each file that grew against the recorded first load, and by how
// much, so the import that pulled it in can be found. CSS is printed, not budgeted.
// It also checks that every built chunk is in the service worker's precache: what the home screen
// leaves out loads on first use, and must be there offline too.
// Usage: node scripts/size-budget.mjs [--dist dist] [--record]
//   --record  writes the current first load into size-budget.json as the new reference (after a
//             deliberate change within budget; the budget itself is changed by hand).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { firstLoad, kb } from './first-load.mjs'

const root = new URL('..', import.meta.url).pathname
const args = process.argv.slice(2)
const distArg = args.indexOf('--dist')
const dist = resolve(root, distArg >= 0 ? args[distArg + 1] : 'dist')
const recordFile = join(root, 'scripts/size-budget.json')
const record = JSON.parse(readFileSync(recordFile, 'utf8'))
const budget = record.budgetKB * 1024

/** A change in size: bytes when under a tenth of a kB, so a small growth never reads "0.0 kB". */
const delta = (bytes) => (Math.abs(bytes) < 103 ? `${bytes} B` : kb(bytes))

const load = firstLoad(dist)
const now = Object.fromEntries(load.js.files.map((f) => [f.name, f]))
const summary = `first load ${kb(load.js.gzip)} gzip JavaScript (${load.js.files.length} files; CSS ${kb(load.css.gzip)} not budgeted), budget ${kb(budget)}`

if (args.includes('--record')) {
  record.files = Object.fromEntries(load.js.files.map((f) => [f.name, f.gzip]))
  record.recordedGzip = load.js.gzip
  writeFileSync(recordFile, `${JSON.stringify(record, null, 2)}\n`)
  console.log(`size-budget: recorded ${summary}`)
  process.exit(0)
}

/** Each file against the recorded first load: grown, new, or gone; largest change first. */
function changes() {
  const lines = []
  for (const f of load.js.files) {
    const was = record.files[f.name]
    if (was === undefined) lines.push({ delta: f.gzip, text: `${f.file} is new in the first load: +${kb(f.gzip)} gzip` })
    else if (f.gzip > was) lines.push({ delta: f.gzip - was, text: `${f.file} grew by ${delta(f.gzip - was)} gzip (${kb(was)} -> ${kb(f.gzip)})` })
  }
  for (const [name, was] of Object.entries(record.files)) {
    if (!now[name]) lines.push({ delta: -was, text: `${name} left the first load: -${kb(was)} gzip` })
  }
  return lines.sort((a, b) => b.delta - a.delta).map((l) => l.text)
}

/** Built chunks the service worker would not precache (a game screen that could not open offline). */
function notPrecached() {
  const sw = join(dist, 'sw.js')
  if (!existsSync(sw)) return ['sw.js (no service worker was built)']
  const precached = new Set([...readFileSync(sw, 'utf8').matchAll(/url:\s*"([^"]+)"/g)].map((m) => m[1]))
  return readdirSync(join(dist, 'assets'))
    .filter((f) => /\.(js|css)$/.test(f))
    .map((f) => `assets/${f}`)
    .filter((f) => !precached.has(f))
}
const chunkCount = readdirSync(join(dist, 'assets')).filter((f) => /\.(js|css)$/.test(f)).length

const missing = notPrecached()
if (missing.length > 0) {
  console.error(`size-budget: FAILED, not precached by the service worker (would not load offline): ${missing.join(', ')}`)
  process.exit(1)
}

if (load.js.gzip > budget) {
  console.error(`size-budget: FAILED, ${summary}: over by ${kb(load.js.gzip - budget)}`)
  console.error(`  against the recorded first load of ${kb(record.recordedGzip)} (scripts/size-budget.json):`)
  const lines = changes()
  for (const line of lines) console.error(`  - ${line}`)
  if (lines.length === 0) {
    // Nothing grew against the record, so the record itself was over budget: list the files.
    for (const f of [...load.js.files].sort((a, b) => b.gzip - a.gzip)) console.error(`  - ${f.file}: ${kb(f.gzip)} gzip`)
  }
  console.error('  Load rules, game screens and file checks with import() where they are first used (see docs/performance.md).')
  process.exit(1)
}
console.log(`size-budget: ok, ${summary}; all ${chunkCount} built chunks precached`)
const grown = changes().filter((l) => !l.includes('left the first load'))
if (grown.length > 0) console.log(`  within budget, but against the record: ${grown.join('; ')} (npm run size -- --record to accept)`)
