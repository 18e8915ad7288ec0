import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { buildGameFile, checkGameFileText, type GameFile } from '@/domain/game-file'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { CURRENT_RULES_EDITION, type GameEvent, type LogEntry } from '@/domain'
import { recordedGuidedGame } from '../support/recorded'

/**
 * Issue 12: forged game files. Import decides every entry again under the rules of its edition
 * and accepts only the exact events; each forgery below changes one thing a cheat would (money
 * created or moved, supplies, the market meter, loans, forces, the ending) and must be refused,
 * naming the entry. Before, an entry whose events merely "followed" from the game and left it
 * sound was accepted as "decided by older rules".
 */

/** A bookkeeping game with a sale, a purchase, a payment, a loan, a battle and a Detente ending. */
function playedFile(): GameFile {
  const g = recordedGuidedGame(['usa', 'ussr', 'europe'], 'forged', false)
  g.do({ kind: 'sellToMarket', power: 'ussr', resource: 'oil', units: 1 })
  g.do({ kind: 'buyFromMarket', power: 'usa', resource: 'grain', units: 2 })
  g.do({ kind: 'transferMoney', from: 'usa', to: 'europe', amount: 300, purpose: 'deal' })
  g.do({ kind: 'takeLoan', power: 'europe', amount: 1000 })
  g.do({
    kind: 'fightBattle', attacker: 'usa', defender: 'ussr', target: 'Kazakh',
    attacking: { armies: 3, navies: 0 }, defending: { armies: 2, navies: 0 },
    attackerDice: [5, 3], defenderDice: [2, 2],
  })
  g.do({ kind: 'endGame', reason: 'agreement', at: '2026-11-22T22:00:00.000Z' })
  return buildGameFile(g.entries, '0.2.0', '2026-11-22T23:00:00.000Z')
}

const PLAYED = JSON.stringify(playedFile())
const fresh = (): GameFile => JSON.parse(PLAYED) as GameFile

function refusal(file: GameFile): string {
  const result = checkGameFileText(JSON.stringify(file), 'imported')
  if (result.ok) throw new Error('the forged file was accepted')
  return result.refusal.message
}

const entryOf = (file: GameFile, kind: string): LogEntry => file.entries.find((e) => e.command.kind === kind)!
function eventOf<T extends GameEvent['type']>(entry: LogEntry, type: T, nth = 0): Extract<GameEvent, { type: T }> {
  const found = entry.events.filter((e) => e.type === type)[nth]
  if (found === undefined) throw new Error(`no ${type} in entry ${entry.seq}`)
  return found as Extract<GameEvent, { type: T }>
}

describe('Forged game files are refused, naming the entry (issue 12)', () => {
  it('the unforged file imports, every entry stamped with the rules edition that decided it', () => {
    const result = checkGameFileText(PLAYED, 'imported')
    if (!result.ok) throw new Error(result.refusal.message)
    expect(result.value.fold.state.ended?.how).toBe('detente')
    expect(result.value.entries.every((e) => e.rules === CURRENT_RULES_EDITION)).toBe(true)
  })

  const forgeries: [string, string, (file: GameFile) => LogEntry][] = [
    ['a sale that pays $1M more', 'sellToMarket', (f) => { const e = entryOf(f, 'sellToMarket'); eventOf(e, 'moneyTransferred').amount += 1; return e }],
    ['an extra event moving $1,000,000M from the bank', 'sellToMarket', (f) => {
      const e = entryOf(f, 'sellToMarket')
      e.events.push({ type: 'moneyTransferred', from: 'bank', to: 'ussr', amount: 1_000_000, reason: 'market-sale' })
      return e
    }],
    ['a power starting with $70,000M', 'startGame', (f) => { const e = f.entries[0]!; eventOf(e, 'moneyTransferred').amount = 70_000; return e }],
    ['a purchase paid by the bank', 'buyFromMarket', (f) => { const e = entryOf(f, 'buyFromMarket'); eventOf(e, 'moneyTransferred').from = 'bank'; return e }],
    ['a payment to another power', 'transferMoney', (f) => { const e = entryOf(f, 'transferMoney'); eventOf(e, 'moneyTransferred').to = 'ussr'; return e }],
    ['one more unit of supplies bought', 'buyFromMarket', (f) => { const e = entryOf(f, 'buyFromMarket'); eventOf(e, 'supplyChanged').to += 1; return e }],
    ['the price meter one spot off', 'sellToMarket', (f) => { const e = entryOf(f, 'sellToMarket'); eventOf(e, 'marketMoved').to -= 1; return e }],
    ['a loan recorded $1,000M smaller', 'takeLoan', (f) => { const e = entryOf(f, 'takeLoan'); eventOf(e, 'loanChanged').to -= 1; return e }],
    ['one army fewer lost in battle', 'fightBattle', (f) => { const e = entryOf(f, 'fightBattle'); eventOf(e, 'forcesChanged').to += 1; return e }],
    ['the ending changed', 'endGame', (f) => {
      const e = entryOf(f, 'endGame')
      const ended = eventOf(e, 'gameEnded')
      ended.to = { ...ended.to!, reason: 'cycles' }
      return e
    }],
    ['a setup with a changed supply center', 'startGame', (f) => {
      const e = f.entries[0]!
      const usa = eventOf(e, 'gameStarted').powers[0]!
      usa.supplies = { ...usa.supplies, oil: usa.supplies.oil + 1 }
      return e
    }],
  ]

  it.each(forgeries)('%s', (_what, kind, forge) => {
    const file = fresh()
    const entry = forge(file)
    expect(entry.command.kind).toBe(kind)
    expect(refusal(file)).toMatch(new RegExp(`^Entry ${entry.seq} \\(${kind}\\) does not follow from the rules: .+: the file was changed or damaged\\. Nothing was imported\\.$`))
  })

  it('says how the entry differs: the field, the file’s value and the rules’ value', () => {
    const file = fresh()
    const sale = entryOf(file, 'sellToMarket')
    const paid = eventOf(sale, 'moneyTransferred')
    paid.amount += 1
    expect(refusal(file)).toBe(
      `Entry ${sale.seq} (sellToMarket) does not follow from the rules: its moneyTransferred event has “amount” = “${paid.amount}” in the file; the rules give “${paid.amount - 1}”: the file was changed or damaged. Nothing was imported.`,
    )
    const extra = fresh()
    const bought = entryOf(extra, 'buyFromMarket')
    bought.events.push({ type: 'moneyTransferred', from: 'bank', to: 'usa', amount: 1, reason: 'other' })
    expect(refusal(extra)).toContain(`Entry ${bought.seq} (buyFromMarket) does not follow from the rules: the file adds a “moneyTransferred” event the rules do not decide`)
    const fewer = fresh()
    const loan = entryOf(fewer, 'takeLoan')
    loan.events.splice(0, 1)
    expect(refusal(fewer)).toMatch(new RegExp(`^Entry ${loan.seq} \\(takeLoan\\) does not follow from the rules: event 1 is “\\w+” in the file where the rules decide \\w+`))
  })

  it('an entry stamped with a rules edition newer than this app knows is refused as a newer file', () => {
    const file = fresh()
    file.entries[3]!.rules = 99
    const result = checkGameFileText(JSON.stringify(file), 'imported')
    expect(result.ok ? undefined : result.refusal).toMatchObject({ code: 'newer-game-file' })
    const junk = fresh()
    ;(junk.entries[3] as { rules: unknown }).rules = 'two'
    expect(refusal(junk)).toBe('Entry 4 names no valid rules edition: the file was changed or damaged. Nothing was imported.')
  })
})

/** Every leaf of an event (a number, text, true/false or null) with the path to it. */
function leaves(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, [...path, i]))
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k]))
  return [path]
}

function changed(value: unknown, by: number): unknown {
  if (typeof value === 'number') return value + by
  if (typeof value === 'string') return `${value}x`
  if (typeof value === 'boolean') return !value
  return by
}

const goldenV1 = readFileSync(resolve(process.cwd(), 'tests/golden/game-file-v1.json'), 'utf8')

describe('Any single-field change to an event of a valid file is refused (property)', () => {
  // The game id in the setup is replaced by the imported game's own id, so it is not a forgery.
  const forgeable = (path: (string | number)[]) => !(path.length === 1 && path[0] === 'gameId')

  for (const [name, text] of [['a file of today’s rules edition', PLAYED], ['the golden file of version 1 (edition 1, checked through the setup’s older reading)', goldenV1]] as const) {
    it(name, () => {
      const file = JSON.parse(text) as GameFile
      const spots = file.entries.flatMap((entry, e) =>
        entry.events.flatMap((event, v) => leaves(event).filter(forgeable).map((path) => ({ e, v, path }))),
      )
      expect(spots.length).toBeGreaterThan(100)
      fc.assert(
        fc.property(fc.constantFrom(...spots), fc.integer({ min: -3, max: 3 }).filter((n) => n !== 0), ({ e, v, path }, by) => {
          const forged = JSON.parse(text) as GameFile
          let holder: Record<string | number, unknown> = forged.entries[e]!.events[v] as unknown as Record<string, unknown>
          for (const key of path.slice(0, -1)) holder = holder[key] as Record<string | number, unknown>
          const last = path.at(-1)!
          holder[last] = changed(holder[last], by)
          const result = checkGameFileText(JSON.stringify(forged), 'imported')
          expect(result.ok, `entry ${e + 1}, event ${v + 1}, ${path.join('.')}`).toBe(false)
        }),
        // Each run re-decides the whole file (about 4 ms idle).
        { numRuns: 150 },
      )
    }, 30_000)
  }
})
