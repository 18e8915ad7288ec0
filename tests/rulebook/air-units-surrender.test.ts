import { describe, expect, it } from 'vitest'
import { foldEntries, type GameState, type PowerId, type SurrenderZone } from '@/domain'
import { apply, entry, mustDecide, refusedBy, standardStart } from '../support/games'

/**
 * Basic rules, Defensive Tactics, Surrender, with Air Units (variant-air-units.txt): "If the defender
 * surrenders a territory or sea, then all of his forces and resource cards located there become the
 * property of the attacker. The forces remain on the board, but are exchanged for ones in the color
 * of the victor": the air units there too, within the 20 pieces of the victor's colour.
 */
function airBookkeeping(air: Partial<Record<PowerId, number>>, modules = ['air-units']): GameState {
  const start = { ...standardStart(['usa', 'ussr']), ruleset: { economy: 'price-index' as const, sequence: 'bookkeeping' as const, modules } }
  let state = foldEntries([entry(1, start, mustDecide(foldEntries([]).state, start))]).state
  state = apply(state, { kind: 'correctForces', power: 'ussr', armies: 5, navies: 1, reason: 'test' })
  for (const [power, airUnits] of Object.entries(air)) state = apply(state, { kind: 'correctForces', power: power as PowerId, forces: { airUnits }, reason: 'test' })
  return state
}

const surrender = (over: Partial<SurrenderZone>): SurrenderZone => ({ kind: 'surrenderZone', defender: 'ussr', attacker: 'usa', zone: 'India', armies: 0, navies: 0, companyIds: [], ...over })

describe('Surrender with Air Units: "all of his forces ... become the property of the attacker"', () => {
  it('air units surrendered in a foreign territory pass to the attacker, with the armies or alone', () => {
    const before = airBookkeeping({ ussr: 4, usa: 1 })
    const state = apply(before, surrender({ armies: 2, units: { airUnits: 3 } }))
    expect([state.powers.ussr!.forces.airUnits, state.powers.usa!.forces.airUnits]).toEqual([1, 4])
    expect(state.powers.usa!.forces.armies).toBe(before.powers.usa!.forces.armies + 2)
    const alone = apply(before, surrender({ units: { airUnits: 1 } }))
    expect([alone.powers.ussr!.forces.airUnits, alone.powers.usa!.forces.airUnits]).toEqual([3, 2])
  })

  it('"exchanged for ones in the color of the victor": an attacker holding 18 takes 2 more, not 3 (the refusal offers 2)', () => {
    const before = airBookkeeping({ ussr: 4, usa: 18 })
    const refusal = refusedBy(before, surrender({ units: { airUnits: 3 } }))
    expect(refusal.code).toBe('too-many-units')
    expect(refusal.message).toContain('has 18 air units of the 20 pieces')
    expect(refusal.remedies?.[0]?.command).toEqual(surrender({ units: { airUnits: 2 } }))
    expect(apply(before, surrender({ units: { airUnits: 2 } })).powers.usa!.forces.airUnits).toBe(20)
  })

  it('no more than the defender holds, no unit the game does not have, and nothing at all is refused', () => {
    const before = airBookkeeping({ ussr: 2 })
    expect(refusedBy(before, surrender({ units: { airUnits: 3 } })).message).toContain('has 2 air units; it cannot surrender 3')
    expect(refusedBy(before, surrender({ units: { tanks: 1 } })).code).toBe('bad-forces')
    expect(refusedBy(before, surrender({ units: { airUnits: -1 } })).code).toBe('no-forces')
    expect(refusedBy(before, surrender({ units: { airUnits: 0 } })).code).toBe('nothing-to-surrender')
    // Without Air Units the game has no air unit row: nothing of the kind can be surrendered.
    expect(refusedBy(airBookkeeping({}, []), surrender({ armies: 1, units: { airUnits: 1 } })).code).toBe('bad-forces')
  })
})
