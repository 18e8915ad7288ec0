import { DETENTE_PER_COMPANY, DETENTE_PER_LSTAR, DETENTE_PER_NUKE } from './detente-data'
import { RESOURCES, type PowerId, type Resource } from '../../kernel/ids'
import type { Millions } from '../../kernel/money'
import { cashOf, powersInOrder } from '../../kernel/selectors'
import { marketPrice } from '../market/price-index'
import type { GameState, PowerState } from '../../kernel/state'
import type { ComposedRules, UnitCounts, ValuationLine } from '../../kernel/module'

/** One line of a power's Detente valuation: what is counted, how many, at what value. */
export interface DetenteLine {
  /** The fixed lines, or a line the modules contribute (e.g. 'forces', a variant's unit id). */
  key: 'cash' | Resource | 'companies' | 'nukes' | 'lstars' | 'loans' | 'arrears' | (string & {})
  label: string
  /** Units counted (1 for cash and loans, whose value is the amount itself). */
  count: number
  /** $M per unit (the market price for resources); negative for loans. */
  each: Millions
  value: Millions
  /** For a line of units: which units were counted, and how many of each. */
  units?: UnitCounts
}

export interface DetenteValuation {
  power: PowerId
  lines: DetenteLine[]
  total: Millions
}

const RESOURCE_LABEL: Record<Resource, string> = { grain: 'Grain', oil: 'Oil', minerals: 'Minerals' }

function line(key: DetenteLine['key'], label: string, count: number, each: Millions): DetenteLine {
  return { key, label, count, each, value: count * each }
}

/** A line another module contributes (the supply center's units, a variant's holdings). */
function composedLine(l: ValuationLine): DetenteLine {
  const count = l.count ?? 1
  return { key: l.key, label: l.label, count, each: l.each ?? l.value, value: l.value, ...(l.units ? { units: l.units } : {}) }
}

/**
 * Winning the Game, "Detente": cash at face value; each resource in the supply center times
 * its current market price; $100M per company, $50M per army and navy, $250M per nuke,
 * $500M per L-star; minus all bank loans and any interest in arrears. Every line is kept so the table can check the sum.
 * The units' lines (armies and navies, a variant's units) are the composed rules' valuation
 * lines, priced from the unit table.
 */
export function detenteValue(state: GameState, power: PowerState, rules: ComposedRules): DetenteValuation {
  const cash = cashOf(state, power.id)
  const lines: DetenteLine[] = [
    { key: 'cash', label: 'Cash', count: 1, each: cash, value: cash },
    ...RESOURCES.map((r) => line(r, RESOURCE_LABEL[r], power.supplies[r], marketPrice(state, r))),
    line('companies', 'Companies', power.companies.length, DETENTE_PER_COMPANY),
    ...rules.valuation(state, power.id).map(composedLine),
    line('nukes', 'Nukes', power.supplies.nukes, DETENTE_PER_NUKE),
    line('lstars', 'L-stars', power.supplies.lstars, DETENTE_PER_LSTAR),
    { key: 'loans', label: 'Bank loans', count: 1, each: -power.loans, value: -power.loans },
    ...arrearsLine(state, power.id),
  ]
  return { power: power.id, lines, total: lines.reduce((sum, l) => sum + l.value, 0) }
}

/**
 * "Bank Loans: All bank loans must be deducted from the above." Interest in arrears (Default on
 * Loans) is owed to the bank too, so it is deducted with the principal; shown only when owed.
 */
function arrearsLine(state: GameState, id: PowerId): DetenteLine[] {
  const owed = state.play?.arrears[id] ?? 0
  return owed > 0 ? [{ key: 'arrears', label: 'Interest in arrears', count: 1, each: -owed, value: -owed }] : []
}

/** Every power still in the game, richest first (ties keep the seating order). */
export function detenteStandings(state: GameState, rules: ComposedRules): DetenteValuation[] {
  const out = new Set(state.war?.eliminated ?? [])
  return powersInOrder(state)
    .filter((p) => !out.has(p.id))
    .map((p) => detenteValue(state, p, rules))
    .sort((a, b) => b.total - a.total)
}

/** The Detente winner: the richest power, or every power tied at the top. */
export function detenteLeaders(state: GameState, rules: ComposedRules): PowerId[] {
  const standings = detenteStandings(state, rules)
  const top = standings[0]?.total
  return top === undefined ? [] : standings.filter((s) => s.total === top).map((s) => s.power)
}

