import { describe, expect, it } from 'vitest'
import { guidedGame, playTo } from '../support/guided'

/**
 * Air Units, Transporting with Air units: "A air unit can be used to transport two armies or one
 * tank. All moving costs for this kind of transportation is the same as transporting on a navy."
 * A navy's convoy pays "1 oil" a sea for its load (basic Table of Standard Moving Costs), so an air
 * unit with cargo pays one oil per territory it crosses or enters, in place of its two.
 */
function atStage5() {
  const g = guidedGame(['usa', 'ussr', 'europe'], undefined, {}, ['air-units'])
  playTo(g, { stage: 6, bidders: ['usa'] })
  g.do({ kind: 'buildAirUnits', power: 'usa', count: 2 })
  playTo(g, { cycle: 2, stage: 5, bidders: ['usa', 'ussr'] })
  return g
}

describe('Transporting with Air units: "All moving costs for this kind of transportation is the same as transporting on a navy"', () => {
  it('two air units each carrying two armies across 3 territories pay 6 oil (1 a territory each, as a convoy), not 12', () => {
    const g = atStage5()
    const { grain, oil } = g.state.powers.usa!.supplies
    g.do({ kind: 'flyAirUnits', power: 'usa', airUnitTerritories: 0, cargoTerritories: 6 })
    expect(g.state.powers.usa!.supplies).toMatchObject({ grain, oil: oil - 6 })
    expect(g.state.play!.sequence[g.state.play!.turn]).toBe('ussr')
  })

  it('one air unit with cargo and one without, 2 territories each: 2 + 4 = 6 oil', () => {
    const g = atStage5()
    const oil = g.state.powers.usa!.supplies.oil
    g.do({ kind: 'flyAirUnits', power: 'usa', airUnitTerritories: 2, cargoTerritories: 2 })
    expect(g.state.powers.usa!.supplies.oil).toBe(oil - 6)
  })

  it('cargo counts are whole numbers, zero or more', () => {
    const g = atStage5()
    expect(g.refuse({ kind: 'flyAirUnits', power: 'usa', airUnitTerritories: 1, cargoTerritories: -1 }).code).toBe('bad-number')
    expect(g.refuse({ kind: 'flyAirUnits', power: 'usa', airUnitTerritories: 0, cargoTerritories: 0 }).code).toBe('nothing-to-pay')
  })
})
