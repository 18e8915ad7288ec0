import { SUPERPOWERS } from '../domain/kernel/superpowers'
import { detenteValue } from '../domain/questions'
import type { PowerId } from '../domain/kernel/ids'
import type { Millions } from '../domain/kernel/money'
import { cashOf, powersInOrder } from '../domain/kernel/selectors'
import type { GameState } from '../domain/kernel/state'

/** One power's line of the end-of-game report: what it holds, and its Detente value. */
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
  loans: Millions
  detente: Millions
  eliminated: boolean
}

export const REPORT_COLUMNS: readonly { key: keyof ReportRow; label: string }[] = [
  { key: 'name', label: 'Superpower' },
  { key: 'player', label: 'Player' },
  { key: 'cash', label: 'Cash ($M)' },
  { key: 'grain', label: 'Grain' },
  { key: 'oil', label: 'Oil' },
  { key: 'minerals', label: 'Minerals' },
  { key: 'companies', label: 'Companies' },
  { key: 'armies', label: 'Armies' },
  { key: 'navies', label: 'Navies' },
  { key: 'nukes', label: 'Nukes' },
  { key: 'lstars', label: 'L-stars' },
  { key: 'loans', label: 'Bank loans ($M)' },
  { key: 'detente', label: 'Detente value ($M)' },
  { key: 'eliminated', label: 'Out of the game' },
]

/** Every power in seating order (the Detente ranking lives on the standings screen). */
export function reportRows(state: GameState): ReportRow[] {
  const out = new Set(state.war?.eliminated ?? [])
  return powersInOrder(state).map((p) => ({
    power: p.id,
    name: SUPERPOWERS[p.id].name,
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
    loans: p.loans,
    detente: detenteValue(state, p).total,
    eliminated: out.has(p.id),
  }))
}

/**
 * The report as CSV (RFC 4180): one line per power. Text cells that a spreadsheet would run
 * as a formula (=, +, -, @) get a leading apostrophe, since player names are typed freely.
 */
export function reportCsv(state: GameState): string {
  const lines = [REPORT_COLUMNS.map((c) => csvCell(c.label))]
  for (const row of reportRows(state)) {
    lines.push(REPORT_COLUMNS.map((c) => {
      const value = row[c.key]
      return typeof value === 'boolean' ? (value ? 'yes' : 'no') : csvCell(value)
    }))
  }
  return `${lines.map((l) => l.join(',')).join('\r\n')}\r\n`
}

function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value)
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}
