import { describe, expect, it } from 'vitest'
import { DEFAULT_SETTINGS, foldEntries, type GameSettings, type GameState, type PowerId } from '@/domain'
import { guidedGame, playTo } from '../support/guided'
import { apply, entry, mustDecide, standardStart } from '../support/games'

/**
 * Air Units (shared/rules/variant-air-units.txt): the two readings issue 26 asked to make settings.
 * Each default is the one the text supports; the other is chosen at setup.
 */
const AIR = ['air-units']

function atStage6(settings: Partial<GameSettings> = {}) {
  const g = guidedGame(['usa', 'ussr', 'europe'], undefined, settings, AIR)
  playTo(g, { stage: 6, bidders: ['usa'] })
  return g
}

describe('How to Build Air units: "A player builds two air units by removing one grain, one oil and one mineral unit ... He must also pay $400 million"', () => {
  it('by default the text’s price of the pair: an odd air unit costs a whole set and $400M (1 for $400M, 3 for $800M)', () => {
    const g = atStage6()
    expect(g.state.settings.airUnitBuildPrice).toBe('perPair')
    const cash = g.state.accounts.usa!
    const grain = g.state.powers.usa!.supplies.grain
    g.do({ kind: 'buildAirUnits', power: 'usa', count: 1 })
    expect(g.state.accounts.usa).toBe(cash - 400)
    g.do({ kind: 'buildAirUnits', power: 'usa', count: 3 })
    expect(g.state.accounts.usa).toBe(cash - 1200)
    expect(g.state.powers.usa!.supplies.grain).toBe(grain - 3)
  })

  it('setting airUnitBuildPrice "perUnit": $200M an air unit, and an odd one still takes a whole set (1 for $200M, 3 for $600M and 2 sets)', () => {
    const g = atStage6({ airUnitBuildPrice: 'perUnit' })
    const cash = g.state.accounts.usa!
    const minerals = g.state.powers.usa!.supplies.minerals
    g.do({ kind: 'buildAirUnits', power: 'usa', count: 1 })
    expect(g.state.accounts.usa).toBe(cash - 200)
    expect(g.state.powers.usa!.supplies.minerals).toBe(minerals - 1)
    g.do({ kind: 'buildAirUnits', power: 'usa', count: 3 })
    expect(g.state.accounts.usa).toBe(cash - 800)
    expect(g.state.powers.usa!.supplies.minerals).toBe(minerals - 3)
  })

  it('a pair costs $400M under either reading', () => {
    const g = atStage6({ airUnitBuildPrice: 'perUnit' })
    const cash = g.state.accounts.usa!
    g.do({ kind: 'buildAirUnits', power: 'usa', count: 2 })
    expect(g.state.accounts.usa).toBe(cash - 400)
  })

  it.each([[{ airUnitBuildPrice: 'half' }, 'odd air unit'], [{ airUnitSpoils: 'some' }, 'spoils']])('a reading the setting does not know (%o) is refused at setup', (settings, words) => {
    expect(() => guidedGame(['usa', 'ussr'], undefined, settings as Partial<GameSettings>, AIR)).toThrow(words)
  })
})

/** A bookkeeping game with Air Units: USA captures every home of the USSR and claims the spoils. */
function spoilsClaimed(settings: Partial<GameSettings>, air: Partial<Record<PowerId, number>>): { before: GameState; after: GameState } {
  const start = { ...standardStart(['usa', 'ussr'], 'g1', { ...DEFAULT_SETTINGS, ...settings }), ruleset: { economy: 'price-index' as const, sequence: 'bookkeeping' as const, modules: AIR } }
  let state = foldEntries([entry(1, start, mustDecide(foldEntries([]).state, start))]).state
  for (const [power, airUnits] of Object.entries(air)) state = apply(state, { kind: 'correctForces', power: power as PowerId, forces: { airUnits }, reason: 'test' })
  for (const territory of ['Buryatsk', 'Kazakh', 'Kola', 'Russia', 'Siberia', 'Yakutsk']) state = apply(state, { kind: 'captureTerritory', attacker: 'usa', defender: 'ussr', territory })
  return { before: state, after: apply(state, { kind: 'claimSpoils', victor: 'usa', defeated: 'ussr' }) }
}

describe('Spoils of War: "When a player loses his last home territory, his air units become the property of the victor"', () => {
  it('by default every one of them, past the 20 of the victor’s colour (they change owner, not colour): 18 + 4 = 22', () => {
    const { after } = spoilsClaimed({}, { usa: 18, ussr: 4 })
    expect(after.settings.airUnitSpoils).toBe('all')
    expect([after.powers.usa!.forces.airUnits, after.powers.ussr!.forces.airUnits]).toEqual([22, 0])
  })

  it('setting airUnitSpoils "twenty": the victor keeps at most 20 like every other path; the rest go out of play', () => {
    const { after } = spoilsClaimed({ airUnitSpoils: 'twenty' }, { usa: 18, ussr: 4 })
    expect([after.powers.usa!.forces.airUnits, after.powers.ussr!.forces.airUnits]).toEqual([20, 0])
  })

  it('setting "twenty": a victor already at 20 keeps 20, and under 20 in all it takes them all', () => {
    const full = spoilsClaimed({ airUnitSpoils: 'twenty' }, { usa: 20, ussr: 3 })
    expect(full.after.powers.usa!.forces.airUnits).toBe(20)
    // Nothing changes for the victor's air units, so no change is recorded.
    const events = mustDecide(full.before, { kind: 'claimSpoils', victor: 'usa', defeated: 'ussr' })
    expect(events.filter((e) => e.type === 'forcesChanged' && e.power === 'usa' && e.force === 'airUnits')).toEqual([])
    expect(spoilsClaimed({ airUnitSpoils: 'twenty' }, { usa: 5, ussr: 3 }).after.powers.usa!.forces.airUnits).toBe(8)
  })
})
