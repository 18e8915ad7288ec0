// Mutation testing of the rules core with StrykerJS, one rule module at a time.
//
//   npm run test:mutation -- market        one module (or MODULE=market npm run test:mutation)
//   npm run test:mutation -- bank market   several, one after the other
//   npm run test:mutation -- kernel        src/domain/kernel is a target of its own
//   npm run test:mutation                  every target (hours on two cores)
//   npm run test:mutation -- market --force   forget the incremental file and redo every mutant
//   npm run test:mutation -- market --ignore-static   skip static mutants (see below): much faster
//   STRYKER_CONCURRENCY=1 npm run test:mutation -- …  one test process (default 2, one per core)
//   npm run test:mutation -- play/turns.ts   one file of a module (a big module measured in parts,
//                                            session by session; its parts' summaries add up)
//
// Why per module: on two cores a 150-250 line rules file takes 4-15 minutes, the whole core
// several hours. A module is the unit someone changes and tests, so it is the unit to mutate.
// Each target keeps its own incremental file (reports/mutation/<target>.incremental.json, not
// committed), so a rerun on the same machine only redoes the mutants whose code or tests changed.
// Reports: reports/mutation/<target>.html and .json; the scores of every target run so far
// accumulate in reports/mutation/summary.json.
//
// Static mutants are code run while test files load (tables, and fixtures that tests build in
// `describe` bodies or at module level): Stryker cannot tell which test covers them, so each one
// reruns every rules test with a fresh environment. In market they are a third of the mutants
// and about two thirds of the time. Kept by default: a wrong price in a table is a real bug.
//
// Not part of `npm test`: it is far too slow for CI's default run.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import ts from 'typescript'
import { Stryker } from '@stryker-mutator/core'

const root = resolve(import.meta.dirname, '..')
const MODULES_DIR = 'src/domain/modules'
const KERNEL_DIR = 'src/domain/kernel'
const REPORTS_DIR = 'reports/mutation'
const SUMMARY_FILE = join(REPORTS_DIR, 'summary.json')
const FLAGS = ['--force', '--ignore-static']

/** Every target: the kernel, then each folder of src/domain/modules. */
function knownTargets() {
  const modules = readdirSync(resolve(root, MODULES_DIR), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
  return ['kernel', ...modules]
}

function targetDir(target) {
  return target === 'kernel' ? KERNEL_DIR : `${MODULES_DIR}/${target}`
}

/** A part of a module: `play/turns.ts`, one file with code of its own. */
function isFileTarget(target) {
  return target.includes('/') && target.endsWith('.ts') && existsSync(resolve(root, MODULES_DIR, target))
}

/** Report and incremental file names: `play/turns.ts` → `play--turns`. */
function fileStem(target) {
  return target.replace(/\.ts$/, '').replaceAll('/', '--')
}

/** Targets named on the command line or in MODULE (comma or space separated); all if none. */
function chosenTargets(args) {
  const named = args.filter((arg) => !arg.startsWith('--'))
  const fromEnv = (process.env.MODULE ?? '').split(/[\s,]+/).filter(Boolean)
  const wanted = named.length > 0 ? named : fromEnv
  const known = knownTargets()
  const unknown = wanted.filter((target) => !known.includes(target) && !isFileTarget(target))
  if (unknown.length > 0) {
    throw new Error(`unknown module ${unknown.join(', ')}; known: ${known.join(', ')}`)
  }
  return wanted.length > 0 ? wanted : known
}

function tsFilesUnder(dir) {
  return readdirSync(resolve(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort()
}

/**
 * True when a file has no code of its own once its types are erased: type-only files
 * (commands.ts, slice.ts, registry.ts...) and barrels (index.ts, `export ... from`). Mutating
 * them can only yield mutants nothing executes, so they are left out of `mutate`.
 * Asks the TypeScript compiler rather than trusting file names, so a commands.ts that grows a
 * constant (corrections' CORRECTION_KINDS) is mutated.
 */
function hasNoOwnCode(file) {
  const source = readFileSync(resolve(root, file), 'utf8')
  const js = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, removeComments: true },
  }).outputText
  const sourceFile = ts.createSourceFile(file, js, ts.ScriptTarget.ES2022)
  return sourceFile.statements.every(
    (statement) =>
      ts.isImportDeclaration(statement) ||
      (ts.isExportDeclaration(statement) &&
        (statement.moduleSpecifier !== undefined || !statement.exportClause ||
          (ts.isNamedExports(statement.exportClause) && statement.exportClause.elements.length === 0))),
  )
}

/** `mutate` globs: the target's folder, minus its type-only files and barrels. */
function mutateGlobs(target) {
  if (isFileTarget(target)) return { mutate: [`${MODULES_DIR}/${target}`], skipped: [] }
  const dir = targetDir(target)
  const skipped = tsFilesUnder(dir).filter(hasNoOwnCode)
  return { mutate: [`${dir}/**/*.ts`, ...skipped.map((file) => `!${file}`)], skipped }
}

function strykerOptions(target, mutate, { force, ignoreStatic }) {
  return {
    mutate,
    testRunner: 'vitest',
    // Only the node-environment `rules` project: see vitest.mutation.config.ts.
    vitest: { configFile: 'vitest.mutation.config.ts', related: true },
    coverageAnalysis: 'perTest',
    concurrency: Number(process.env.STRYKER_CONCURRENCY ?? 2),
    incremental: true,
    incrementalFile: `${REPORTS_DIR}/${fileStem(target)}.incremental.json`,
    force,
    ignoreStatic,
    reporters: ['progress', 'clear-text', 'html', 'json'],
    clearTextReporter: { reportTests: false, reportScoreTable: false },
    htmlReporter: { fileName: `${REPORTS_DIR}/${fileStem(target)}.html` },
    jsonReporter: { fileName: `${REPORTS_DIR}/${fileStem(target)}.json` },
    // Nothing the rules tests read; spares copying them into the sandbox.
    ignorePatterns: ['dist', 'dev-dist', 'test-results', 'playwright-report', 'bench-results', 'tests/e2e', 'public'],
    // No TypeScript checker (it would double the time): a mutant that breaks the types but
    // passes the tests counts as survived.
    cleanTempDir: 'always',
    // The dry run (every rules test, with coverage) takes 1-2 minutes on an idle machine.
    dryRunTimeoutMinutes: 20,
    // A mutant counts as a timeout past 1.5 x its tests' dry-run time + timeoutMS. The default
    // 5 s flags mutants as timed out (so detected) whenever the machine is busy; a real endless
    // loop is caught sooner by Stryker's hit counter anyway. 30 s was still too short for static
    // mutants (each reruns every rules test) on a loaded machine: 14 of endgame's 71 timed out.
    timeoutMS: 120_000,
    thresholds: { high: 90, low: 75, break: null },
  }
}

/** Counts by Stryker status; the score is Stryker's: (killed + timeout) / every valid mutant. */
function summarize(results, seconds) {
  const count = (status) => results.filter((result) => result.status === status).length
  const killed = count('Killed')
  const survived = count('Survived')
  const noCoverage = count('NoCoverage')
  const timeout = count('Timeout')
  const valid = killed + survived + noCoverage + timeout
  return {
    score: valid === 0 ? null : Math.round(((killed + timeout) / valid) * 1000) / 10,
    killed,
    survived,
    noCoverage,
    timeout,
    compileErrors: count('CompileError'),
    runtimeErrors: count('RuntimeError'),
    ignored: count('Ignored'),
    total: results.length,
    seconds,
    finishedAt: new Date().toISOString(),
  }
}

function scoreLine(target, s) {
  const score = s.score === null ? 'no mutants' : `${s.score.toFixed(1)}% killed`
  return `${target}: ${score} (${s.killed} killed, ${s.survived} survived, ${s.noCoverage} no coverage, ${s.timeout} timeout)`
}

/** Merges this run's targets into summary.json, so running module by module accumulates. */
function writeSummary(runSummaries) {
  const file = resolve(root, SUMMARY_FILE)
  const previous = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { modules: {} }
  const modules = { ...previous.modules, ...runSummaries }
  const sorted = Object.fromEntries(Object.keys(modules).sort().map((key) => [key, modules[key]]))
  writeFileSync(file, `${JSON.stringify({ modules: sorted }, null, 2)}\n`)
}

async function main() {
  process.chdir(root)
  const args = process.argv.slice(2)
  const unknownFlags = args.filter((arg) => arg.startsWith('--') && !FLAGS.includes(arg))
  if (unknownFlags.length > 0) throw new Error(`unknown option ${unknownFlags.join(', ')}; known: ${FLAGS.join(', ')}`)
  const flags = { force: args.includes('--force'), ignoreStatic: args.includes('--ignore-static') }
  const targets = chosenTargets(args)
  mkdirSync(resolve(root, REPORTS_DIR), { recursive: true })

  const runSummaries = {}
  for (const target of targets) {
    const { mutate, skipped } = mutateGlobs(target)
    console.log(`\n== mutation testing ${target}: ${mutate[0]}` +
      (skipped.length > 0 ? ` (no code of their own, skipped: ${skipped.join(', ')})` : ''))
    const started = Date.now()
    const results = await new Stryker(strykerOptions(target, mutate, flags)).runMutationTest()
    runSummaries[target] = summarize(results, Math.round((Date.now() - started) / 1000))
    writeSummary({ [target]: runSummaries[target] })
  }

  console.log(`\nMutation scores (${SUMMARY_FILE}):`)
  for (const [target, summary] of Object.entries(runSummaries)) {
    console.log(scoreLine(target, summary))
  }
}

main().catch((error) => {
  console.error(`test:mutation: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
})
