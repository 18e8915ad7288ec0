// Prints the combined count of the unit (Vitest) and end-to-end (Playwright) runs as one
// plain closing line: "N passed, N failed, N skipped". Exits 1 if anything failed or a
// result file is missing.
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'

const root = resolve(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..')
const vitestFile = resolve(root, 'test-results/vitest-counts.json')
const e2eFile = resolve(root, 'test-results/e2e-results.json')

const problems = []
let passed = 0
let failed = 0
let skipped = 0

function readJson(file, what) {
  if (!existsSync(file)) {
    problems.push(`missing ${what} results: ${file}`)
    failed++ // a run that left no results counts as one failure
    return undefined
  }
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    problems.push(`unreadable ${what} results ${file}: ${error.message}`)
    failed++
    return undefined
  }
}

function count(value) {
  return Number.isFinite(value) ? value : 0
}

const vitest = readJson(vitestFile, 'Vitest')
if (vitest) {
  passed += count(vitest.passed)
  failed += count(vitest.failed)
  skipped += count(vitest.skipped)
}

const e2e = readJson(e2eFile, 'Playwright')
if (e2e) {
  const stats = e2e.stats ?? {}
  // A flaky test passed on a retry; "unexpected" are failures. Errors outside any test
  // (config, global setup, web server) land in `errors` with no test counted.
  passed += count(stats.expected) + count(stats.flaky)
  failed += count(stats.unexpected)
  skipped += count(stats.skipped)
  if (Array.isArray(e2e.errors) && e2e.errors.length > 0 && count(stats.unexpected) === 0) {
    failed += e2e.errors.length
  }
}

for (const problem of problems) console.error(problem)
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(failed > 0 || problems.length > 0 ? 1 : 0)
