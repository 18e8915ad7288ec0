import type { BillLine, UnitCounts, UnitSpec, ValuationLine } from '../../kernel/module'
import type { Forces } from '../../kernel/state'

/**
 * The basic game's units (Basic rules: "Playing Equipment", Stage 1 Phase A salaries, Stage 4
 * fire power, "Detente" values). Variants add rows in their own modules. The rules print armies
 * and navies on one line ("Armies and Navies") for salaries and Detente, hence their shared line.
 */
// Stage 1, Phase A: "Armies and Navies $10 million each"; Detente: "Armies and Navies: $50 million each".
export const ARMIES: UnitSpec = { id: 'armies', name: 'army', plural: 'armies', salary: 10, detenteValue: 50, firePower: 1, line: 'forces' }
export const NAVIES: UnitSpec = { id: 'navies', name: 'navy', plural: 'navies', salary: 10, detenteValue: 50, firePower: 1, line: 'forces' }

export const BASIC_UNITS: readonly UnitSpec[] = [ARMIES, NAVIES]

/** How many units of `id` a power has (a unit it never had counts 0). */
export function unitCount(forces: Forces, id: string): number {
  return forces[id] ?? 0
}

/** The units of the table grouped by their bill/valuation line, in table order. */
export function unitGroups(units: readonly UnitSpec[]): { key: string; units: UnitSpec[] }[] {
  const groups: { key: string; units: UnitSpec[] }[] = []
  for (const unit of units) {
    const key = unit.line ?? unit.id
    const group = groups.find((g) => g.key === key)
    if (group) group.units.push(unit)
    else groups.push({ key, units: [unit] })
  }
  return groups
}

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/** "Armies and navies", "Air units". */
function groupLabel(units: readonly UnitSpec[]): string {
  const plurals = units.map((u) => u.plural)
  const last = plurals.pop() ?? ''
  return capitalized(plurals.length > 0 ? `${plurals.join(', ')} and ${last}` : last)
}

function counted(forces: Forces, units: readonly UnitSpec[]): { counts: UnitCounts; total: number } {
  const counts = units.map((unit) => ({ unit, count: unitCount(forces, unit.id) }))
  return { counts, total: counts.reduce((sum, c) => sum + c.count, 0) }
}

/** Stage 1, Phase A: each unit's salary from the table, one bill line per unit line. */
export function salaryLines(forces: Forces, units: readonly UnitSpec[]): BillLine[] {
  return unitGroups(units).map(({ key, units: group }) => {
    const { counts, total } = counted(forces, group)
    const each = group[0]!.salary
    return { key, label: groupLabel(group), amount: total * each, units: counts, each }
  })
}

/** Detente: each unit's value from the table, one valuation line per unit line. */
export function detenteLines(forces: Forces, units: readonly UnitSpec[]): ValuationLine[] {
  return unitGroups(units).map(({ key, units: group }) => {
    const { counts, total } = counted(forces, group)
    const each = group[0]!.detenteValue
    return { key, label: groupLabel(group), count: total, each, value: total * each, units: counts }
  })
}
