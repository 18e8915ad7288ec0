import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { expect, it } from 'vitest'
import { decide, type Command, type GameState, type PowerId, type SupplyRow } from '@/domain'
import { cashFlowGame } from './cash-flow'

/**
 * Golden decisions for the Cash Flow rules: each case is one command against one table, and the file
 * keeps what the rules decided, word for word (a refusal's code, words and rule) or event by event.
 * Each expected outcome was read against shared/rules/variant-cash-flow.txt when written; a change of
 * wording or of a rule reading is a change to the golden file, made on purpose. To write the file
 * anew after such a change: `CF_GOLDEN_WRITE=1 npx vitest run <the test file>`, then read the diff.
 */
export type Outcome =
  | { refused: { code: string; message: string; rule?: string } }
  | { events: unknown[] }

export function outcome(state: GameState, command: Command): Outcome {
  const r = decide(state, command)
  if (!r.ok) return { refused: { code: r.refusal.code, message: r.refusal.message, ...(r.refusal.rule === undefined ? {} : { rule: r.refusal.rule }) } }
  return { events: JSON.parse(JSON.stringify(r.value)) as unknown[] }
}

export type Rows = Partial<Record<PowerId, Partial<Record<SupplyRow, number>>>>

/** A Cash Flow game (USA, USSR, Europe unless told; Europe holds the entropy token) with supply rows set. */
export function table(rows: Rows = {}, powers: PowerId[] = ['usa', 'ussr', 'europe'], holder: PowerId = powers[powers.length - 1]!, settings: Record<string, unknown> = {}) {
  const g = cashFlowGame(powers, { entropyHolder: holder }, settings)
  for (const [power, set] of Object.entries(rows)) {
    for (const [row, value] of Object.entries(set)) if (g.state.powers[power as PowerId]!.supplies[row as SupplyRow] !== value) g.do({ kind: 'correctSupply', power: power as PowerId, row: row as SupplyRow, value, reason: 'test' } as never)
  }
  return g
}

export interface GoldenCase { name: string; run: () => Outcome }

/** Registers one test per case against `file` (tests/golden/...), plus a check that the cases and the file agree. */
export function goldenCases(file: string, cases: readonly GoldenCase[]) {
  const path = resolve(process.cwd(), file)
  if (process.env.CF_GOLDEN_WRITE === '1') {
    const all = Object.fromEntries(cases.map((c) => [c.name, c.run()]))
    writeFileSync(path, `${JSON.stringify(all, null, 1)}\n`)
  }
  const golden = (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {}) as Record<string, Outcome>
  it('covers every case of the golden file, and each once', () => {
    const names = cases.map((c) => c.name)
    expect(new Set(names).size).toBe(names.length)
    expect([...names].sort()).toEqual(Object.keys(golden).sort())
  })
  it.each(cases.map((c) => [c.name, c.run] as const))('%s', (name, run) => {
    expect(run()).toEqual(golden[name])
  })
}
