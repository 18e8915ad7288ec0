import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { decide, type Command, type GameState } from '@/domain'

/**
 * A golden table: named cases whose outcome (a refusal's code, words, rule and remedies, or the
 * events an accepted command records, or any plain figure) is compared with a committed JSON file
 * under tests/golden/. The file was read against the rules when written; a change of wording or of
 * a rule reading is a change to that file, made on purpose:
 * `WRITE_GOLDEN=1 npx vitest run <test file>` rewrites it (then read the diff).
 */
export interface GoldenCase {
  name: string
  get: () => unknown
}

type Plain = Record<string, unknown>
// A plan's reasons are compared as the English sentences; their phrases (the same sentences as data, for the screens) are left out.
const plain = (value: unknown): string => JSON.stringify(value, (key, v: unknown) => (key === 'reasonPhrases' || key === 'reasonPhrase' ? undefined : v))
const same = (a: unknown, b: unknown) => plain(a) === plain(b)

/**
 * A slice patch keeps the whole slice before and after; the golden file keeps what changed: the
 * top-level keys that differ, and of a list of zones only the zones that differ (a patch touching
 * another key or zone shows up all the same).
 */
export function compact(event: unknown): unknown {
  const e = event as Plain
  if (e.type !== 'slicePatched' || typeof e.from !== 'object' || typeof e.to !== 'object' || !e.from || !e.to) return event
  const from = e.from as Plain
  const to = e.to as Plain
  const changed: Plain = {}
  for (const key of new Set([...Object.keys(from), ...Object.keys(to)])) {
    if (same(from[key], to[key])) continue
    const a = from[key]
    const b = to[key]
    if (key === 'zones' && Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
      changed[key] = a.flatMap((z, i) => (same(z, b[i]) ? [] : [{ from: z as unknown, to: b[i] as unknown }]))
    } else changed[key] = { from: a, to: b }
  }
  return { type: e.type, slice: e.slice, changed }
}

/** What `decide` says to a command, as the person sees it: the refusal whole, or the events. */
export function outcome(state: GameState, cmd: Command): unknown {
  const r = decide(state, cmd)
  return r.ok ? { events: r.value.map(compact) } : { refused: r.refusal }
}

/** A case deciding `cmd` on `state` (built lazily, so a broken fixture fails only its case). */
export const decided = (name: string, state: () => GameState, cmd: Command | (() => Command)): GoldenCase => ({
  name,
  get: () => outcome(state(), typeof cmd === 'function' ? cmd() : cmd),
})

export function goldenTable(title: string, file: string, cases: GoldenCase[]) {
  const path = resolve(process.cwd(), 'tests/golden', file)
  if (process.env.WRITE_GOLDEN) {
    const out = Object.fromEntries(cases.map((c) => [c.name, JSON.parse(plain(c.get() ?? null)) as unknown]))
    writeFileSync(path, `${JSON.stringify(out, null, 1)}\n`)
  }
  const golden = existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>) : {}
  describe(title, () => {
    it('covers every case of the golden file', () => {
      expect(cases.map((c) => c.name).sort()).toEqual(Object.keys(golden).sort())
    })
    it.each(cases.map((c) => [c.name, c.get] as const))('%s', (name, get) => {
      expect(JSON.parse(plain(get() ?? null))).toEqual(golden[name])
    })
  })
}
