import type { Evolvers, Inverters } from '../../kernel/module'
import { updatePower } from '../../kernel/evolve'

export const bankEvolvers: Evolvers = {
  loanChanged: (state, e) => updatePower(state, e.power, (p) => ({ ...p, loans: e.to })),
}

export const bankInverters: Inverters = {
  loanChanged: (e) => ({ ...e, from: e.to, to: e.from }),
}
