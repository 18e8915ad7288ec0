import type { Evolvers, Inverters } from '../../kernel/module'
import { withoutNulls } from '../../kernel/evolve'

export const playEvolvers: Evolvers = {
  playChanged: (state, e) => (state.play ? { ...state, play: withoutNulls({ ...state.play, ...e.to }, e.to) } : state),
}

export const playInverters: Inverters = {
  playChanged: (e) => ({ ...e, from: e.to, to: e.from }),
}
