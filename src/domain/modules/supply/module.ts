import type { RuleModule } from '../../kernel/module'
import { supplyEvolvers, supplyInverters } from './evolve'
import { BASIC_UNITS } from './units'

/** The supply center card: resource rows, forces and resource cards (companies). */
export const supplyModule: RuleModule = {
  id: 'supply',
  evolvers: supplyEvolvers,
  inverters: supplyInverters,
  units: BASIC_UNITS,
}
