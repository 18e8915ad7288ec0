import type { Evolvers, Inverters } from '../../kernel/module'
import { withoutNulls } from '../../kernel/evolve'

export const battleEvolvers: Evolvers = {
  warChanged: (state, e) => (state.war ? { ...state, war: withoutNulls({ ...state.war, ...e.to }, e.to) } : state),
}

export const battleInverters: Inverters = {
  warChanged: (e) => ({ ...e, from: e.to, to: e.from }),
}
