import { powerName } from './catalogs/powers'
import { reportWords as rw, type REPORT } from './catalogs/report'
import { detenteValue } from '../domain/questions'
import type { PowerId } from '../domain/kernel/ids'
import type { Millions } from '../domain/kernel/money'
import { cashOf, powersInOrder } from '../domain/kernel/selectors'
import type { GameState } from '../domain/kernel/state'
import { scoreTotals, unitsListedBy } from '../domain/modules/cash-flow'
import { techShortName } from './cash-flow-scoring-ui'

/**
 * One power's line of the end-of-game report: what it holds, and its Detente value (basic game)
 * or its points (Cash Flow: no bank loans, no Detente value, a score by rounds instead).
 */
export interface ReportRow {
  power: PowerId
  name: string
  player: string
  cash: Millions
  grain: number
  oil: number
  minerals: number
  companies: number
  armies: number
  navies: number
  nukes: number
  lstars: number
  /** Basic game only. */
  loans?: Millions
  detente?: Millions
  /** Cash Flow: units it has listed on the commodities market. */
  listed?: number
  /** Cash Flow: its points in each scoring round so far (null: out of the game by then). */
  rounds?: (number | null)[]
  /** Cash Flow: the rounds' total ("the score for all three rounds is added together"). */
  points?: number
  /** Cash Flow: among the winners once the Supremacy card's round is scored. */
  winner?: boolean
  eliminated: boolean
}

/**
 * A column of the report: its heading (the print window's), its label (the CSV's: money columns
 * say "($M)"), how to read its cell, and whether the cell is money. Words read when asked, so
 * they follow the reader's language.
 */
export interface ReportColumn {
  key: string
  readonly heading: string
  readonly label: string
  money: boolean
  value: (row: ReportRow) => string | number | boolean
}

type ColumnKey = Exclude<keyof typeof REPORT, 'round' | 'inMillions' | 'yes' | 'no'>

const column = (key: ColumnKey & keyof ReportRow, money = false): ReportColumn => ({
  key,
  get heading() {
    return rw(key)
  },
  get label() {
    return money ? rw('inMillions', { label: rw(key) }) : rw(key)
  },
  money,
  value: (row) => {
    const value = row[key]
    return value === undefined || Array.isArray(value) ? '' : value
  },
})

const HOLDINGS: readonly ReportColumn[] = [
  column('name'),
  column('player'),
  column('cash', true),
  column('grain'),
  column('oil'),
  column('minerals'),
  column('companies'),
  column('armies'),
  column('navies'),
  column('nukes'),
  column('lstars'),
]

/** The basic game's columns. */
export const REPORT_COLUMNS: readonly ReportColumn[] = [
  ...HOLDINGS,
  column('loans', true),
  column('detente', true),
  column('eliminated'),
]

/**
 * The columns for this game: the basic game's, or for Cash Flow (no bank loans, no Detente value)
 * the units listed on the market, a column per scoring round so far, the total and the winner.
 */
export function reportColumns(state: GameState): readonly ReportColumn[] {
  const cf = state.cashFlow
  if (cf === undefined) return REPORT_COLUMNS
  const rounds: ReportColumn[] = cf.rounds.map((round, i) => {
    const heading = () => rw('round', { n: i + 1, tech: techShortName(round.trigger) })
    return {
      key: `round-${i + 1}`,
      get heading() {
        return heading()
      },
      get label() {
        return heading()
      },
      money: false,
      value: (row: ReportRow) => row.rounds?.[i] ?? '',
    }
  })
  return [...HOLDINGS, column('listed'), ...rounds, column('points'), column('winner'), column('eliminated')]
}

/** Every power in seating order (the Detente ranking lives on the standings screen). */
export function reportRows(state: GameState): ReportRow[] {
  const cf = state.cashFlow
  if (cf !== undefined) {
    const totals = scoreTotals(cf.rounds)
    const out = new Set(cf.eliminated ?? [])
    return powersInOrder(state).map((p) => ({
      ...holdings(state, p),
      listed: unitsListedBy(cf.listings, p.id),
      rounds: cf.rounds.map((round) => round.lines.find((line) => line.power === p.id)?.total ?? null),
      points: totals[p.id] ?? 0,
      winner: cf.winners?.includes(p.id) ?? false,
      eliminated: out.has(p.id),
    }))
  }
  const out = new Set(state.war?.eliminated ?? [])
  return powersInOrder(state).map((p) => ({
    ...holdings(state, p),
    loans: p.loans,
    detente: detenteValue(state, p).total,
    eliminated: out.has(p.id),
  }))
}

type PowerOf = ReturnType<typeof powersInOrder>[number]

function holdings(state: GameState, p: PowerOf): Omit<ReportRow, 'eliminated'> {
  return {
    power: p.id,
    name: powerName(p.id),
    player: p.player,
    cash: cashOf(state, p.id),
    grain: p.supplies.grain,
    oil: p.supplies.oil,
    minerals: p.supplies.minerals,
    companies: p.companies.length,
    armies: p.forces.armies,
    navies: p.forces.navies,
    nukes: p.supplies.nukes,
    lstars: p.supplies.lstars,
  }
}

/**
 * The report as CSV (RFC 4180): one line per power. Text cells that a spreadsheet would run
 * as a formula (=, +, -, @) get a leading apostrophe, since player names are typed freely.
 */
export function reportCsv(state: GameState): string {
  const columns = reportColumns(state)
  const lines = [columns.map((c) => csvCell(c.label))]
  for (const row of reportRows(state)) {
    lines.push(columns.map((c) => {
      const value = c.value(row)
      return typeof value === 'boolean' ? rw(value ? 'yes' : 'no') : csvCell(value)
    }))
  }
  return `${lines.map((l) => l.join(',')).join('\r\n')}\r\n`
}

function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value)
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}
