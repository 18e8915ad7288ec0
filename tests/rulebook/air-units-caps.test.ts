import { describe, expect, it } from 'vitest'
import type { PowerId } from '@/domain'
import { guidedGame, playTo } from '../support/guided'

/**
 * Air Units (shared/rules/variant-air-units.txt), the guards issue 26 found no test bit: the 20
 * pieces of a colour counted with the air units a power already holds (a build, a sale between
 * powers), and the mineral of each set a build removes.
 */
const AIR = ['air-units']

function atStage6(settings = {}, powers: PowerId[] = ['usa', 'ussr', 'europe']) {
  const g = guidedGame(powers, undefined, settings, AIR)
  playTo(g, { stage: 6, bidders: ['usa'] })
  return g
}

const hold = (g: ReturnType<typeof atStage6>, power: PowerId, airUnits: number) => g.do({ kind: 'correctForces', power, forces: { airUnits }, reason: 'counted again' })

describe('Playing Equipment: "There are 160 miniature air units, twenty per superpower", counted with those already held', () => {
  it('a build: a power holding 15 builds 5 more, not 6 (the refusal offers the 5)', () => {
    const g = atStage6()
    hold(g, 'usa', 15)
    const refusal = g.refuse({ kind: 'buildAirUnits', power: 'usa', count: 6 })
    expect(refusal.code).toBe('too-many-air-units')
    expect(refusal.message).toContain('has 15 air units')
    expect(refusal.message).toContain('build 5 more, not 6')
    expect(refusal.remedies?.[0]?.command).toEqual({ kind: 'buildAirUnits', power: 'usa', count: 5 })
    g.do({ kind: 'buildAirUnits', power: 'usa', count: 5 })
    expect(g.state.powers.usa!.forces.airUnits).toBe(20)
  })

  it('a build: a power holding all 20 builds none, and the refusal offers no build', () => {
    const g = atStage6()
    hold(g, 'usa', 20)
    const refusal = g.refuse({ kind: 'buildAirUnits', power: 'usa', count: 1 })
    expect(refusal.code).toBe('too-many-air-units')
    expect(refusal.remedies ?? []).toEqual([])
  })

  it('a sale between powers: "The buyer exchanges the air unit for one in his own color", so a buyer holding 18 takes 2 more, not 3', () => {
    const g = atStage6()
    g.do({ kind: 'buildAirUnits', power: 'usa', count: 4 })
    hold(g, 'ussr', 18)
    g.do({ kind: 'passTurn', power: 'usa' })
    expect(g.state.play!.phase).toBe('F')
    const refusal = g.refuse({ kind: 'sellAirUnits', seller: 'usa', buyer: 'ussr', count: 3, price: 0 })
    expect(refusal.code).toBe('too-many-air-units')
    expect(refusal.message).toContain('has 18 air units')
    expect(refusal.message).toContain('take 2 more, not 3')
    expect(refusal.remedies?.[0]?.command).toEqual({ kind: 'sellAirUnits', seller: 'usa', buyer: 'ussr', count: 2, price: 0 })
    g.do({ kind: 'sellAirUnits', seller: 'usa', buyer: 'ussr', count: 2, price: 0 })
    expect([g.state.powers.usa!.forces.airUnits, g.state.powers.ussr!.forces.airUnits]).toEqual([2, 20])
  })
})

describe('How to Build Air units: "A player builds two air units by removing one grain, one oil and one mineral unit from his supply center"', () => {
  it('each set removes one mineral: four air units take two minerals', () => {
    const g = atStage6()
    const minerals = g.state.powers.usa!.supplies.minerals
    g.do({ kind: 'buildAirUnits', power: 'usa', count: 4 })
    expect(g.state.powers.usa!.supplies.minerals).toBe(minerals - 2)
  })

  it('with grain and oil but no mineral, nothing is built: the refusal names the minerals', () => {
    const g = atStage6()
    for (const [row, value] of [['grain', 5], ['oil', 5], ['minerals', 0]] as const) g.do({ kind: 'correctSupply', power: 'usa', row, value, reason: 'counted again' })
    const refusal = g.refuse({ kind: 'buildAirUnits', power: 'usa', count: 2 })
    expect(refusal.code).toBe('not-enough-supplies')
    expect(refusal.message).toMatch(/mineral/)
  })
})
