import type { RuleModule } from '../../kernel/module'
import { SUPERPOWERS } from '../../kernel/superpowers'
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
  // The superpowers in play, in seating order: the seats of the basic game and of Cash Flow, which share this card.
  seats: (state) => state.order.filter((id) => state.powers[id] !== undefined).map((id) => ({ id, name: SUPERPOWERS[id].name })),
}
