import { marketOf } from './price-index'
import type { Evolvers, Inverters } from '../../kernel/module'

export const marketEvolvers: Evolvers = {
  marketMoved: (state, e) => ({ ...state, market: { ...marketOf(state), [e.resource]: e.to } }),
}

export const marketInverters: Inverters = {
  marketMoved: (e) => ({ ...e, from: e.to, to: e.from }),
}
