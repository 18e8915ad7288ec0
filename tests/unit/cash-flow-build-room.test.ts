/**
 * Build's room for armies and navies when the unit table caps them (a unit with `pieces`, "the
 * pieces of one colour in the box", as Air Units gives its air units). The Cash Flow table caps no
 * force today, so the golden build cases never reach this seam; here the table is given a box of 25
 * armies to check the cap is read and said. Nukes and L-stars keep their row of 12 ("no more can be
 * stored" once the meter reaches 12) whatever the table says.
 */
import { describe, expect, it } from 'vitest'
import { rulesFor, type ComposedRules } from '@/domain'
import { buildRoom } from '@/domain/modules/cash-flow'
import { decideBuildWithLabor } from '@/domain/modules/cash-flow/build'
import { outcome, table } from '../support/cash-flow-golden'

function boxed(pieces: Record<string, number>): ComposedRules {
  const g = table()
  const rules = rulesFor(g.state.ruleset)
  return { ...rules, unit: (id: string) => { const u = rules.unit(id); return u === undefined ? undefined : { ...u, ...(pieces[id] === undefined ? {} : { pieces: pieces[id] }) } } }
}

function building() {
  const g = table()
  g.do({ kind: 'selectAction', power: 'usa', action: 'build' })
  return g.state
}

describe('Cash Flow Build: room in the box when the unit table caps a force', () => {
  it('reads the box for armies and navies, and nothing when the table gives no pieces', () => {
    const usa = building().powers.usa!
    expect(buildRoom(usa, 'armies', boxed({ armies: 25 }))).toBe(25 - usa.forces.armies)
    expect(buildRoom(usa, 'navies', boxed({ armies: 25 }))).toBeUndefined()
    expect(buildRoom({ ...usa, forces: { armies: usa.forces.armies } } as typeof usa, 'navies', boxed({ navies: 12 }))).toBe(12)
    expect(buildRoom(usa, 'nukes', boxed({ nukes: 30 }))).toBe(12 - usa.supplies.nukes)
  })

  it('refuses armies past the box, saying how many pieces it holds', () => {
    const state = building()
    const room = 25 - state.powers.usa!.forces.armies
    const r = decideBuildWithLabor(state, { kind: 'buildWithLabor', power: 'usa', units: { armies: room + 1 } }, boxed({ armies: 25 }))
    expect(r.ok ? undefined : r.refusal.message).toBe(`USA has room for ${room} more armies (the box holds 25 of one colour), not ${room + 1}.`)
    expect(decideBuildWithLabor(state, { kind: 'buildWithLabor', power: 'usa', units: { armies: room } }, boxed({ armies: 25 })).ok).toBe(true)
  })

  it('builds armies freely with the Cash Flow table as it is (no pieces given)', () => {
    expect(outcome(building(), { kind: 'buildWithLabor', power: 'usa', units: { armies: 5 } })).toHaveProperty('events')
  })
})
