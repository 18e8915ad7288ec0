// Runs npm scripts at the same time and fails if any fails: `node scripts/parallel.mjs lint typecheck build`.
// Why: lint (type-aware ESLint, then depcruise) and vue-tsc each use about one core; on the
// two-core CI machines running them side by side saves most of a minute of the 10-minute budget.
// The Vite build for the browser tests (about 17 s) fits in the time vue-tsc finishes before lint.
import { spawn } from 'node:child_process'

const scripts = process.argv.slice(2)
const runs = scripts.map(
  (name) =>
    new Promise((resolve) => {
      const child = spawn('npm', ['run', '--silent', name], { stdio: 'inherit' })
      child.on('close', (code) => resolve({ name, code: code ?? 1 }))
    }),
)
const failed = (await Promise.all(runs)).filter((r) => r.code !== 0)
for (const r of failed) console.error(`${r.name} failed (exit ${r.code})`)
process.exit(failed.length > 0 ? 1 : 0)
