import type { Evolvers, Inverters } from '../../kernel/module'
import { updatePower } from '../../kernel/evolve'

/** A supply center's rows, forces and cards. */
export const supplyEvolvers: Evolvers = {
  supplyChanged: (state, e) => updatePower(state, e.power, (p) => ({ ...p, supplies: { ...p.supplies, [e.row]: e.to } })),
  forcesChanged: (state, e) => updatePower(state, e.power, (p) => ({ ...p, forces: { ...p.forces, [e.force]: e.to } })),
  companyAdded: (state, e) =>
    updatePower(state, e.power, (p) => {
      const companies = [...p.companies]
      companies.splice(e.index, 0, e.company)
      return { ...p, companies }
    }),
  companyRemoved: (state, e) => updatePower(state, e.power, (p) => ({ ...p, companies: p.companies.filter((c) => c.id !== e.company.id) })),
  companyChanged: (state, e) => updatePower(state, e.power, (p) => ({ ...p, companies: p.companies.map((c) => (c.id === e.from.id ? e.to : c)) })),
}

export const supplyInverters: Inverters = {
  supplyChanged: (e) => ({ ...e, from: e.to, to: e.from }),
  forcesChanged: (e) => ({ ...e, from: e.to, to: e.from }),
  companyAdded: (e) => ({ ...e, type: 'companyRemoved' }),
  companyRemoved: (e) => ({ ...e, type: 'companyAdded' }),
  companyChanged: (e) => ({ ...e, from: e.to, to: e.from }),
}
