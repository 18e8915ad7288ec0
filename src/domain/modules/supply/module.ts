import type { RuleModule } from '../../kernel/module'
import { supplyEvolvers, supplyInverters } from './evolve'
import { BASIC_UNITS, detenteLines, salaryLines } from './units'

/** The supply center card: resource rows, forces and resource cards (companies). */
export const supplyModule: RuleModule = {
  id: 'supply',
  title: 'the supply centers',
  evolvers: supplyEvolvers,
  inverters: supplyInverters,
  units: BASIC_UNITS,
  // Every unit of the composed table is paid and valued from its row: a variant's unit too.
  bill: (state, power, rules) => {
    const p = state.powers[power]
    return p ? salaryLines(p.forces, rules.units) : []
  },
  valuation: (state, power, rules) => {
    const p = state.powers[power]
    return p ? detenteLines(p.forces, rules.units) : []
  },
}
