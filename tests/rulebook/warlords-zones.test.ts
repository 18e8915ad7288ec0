import { describe, expect, it } from 'vitest'
import { foldEntries, LIGHT_BLUE_SEAS, NEUTRAL_TERRITORIES, neutralZoneChoices, PIRATE_SEAS, SUPERPOWERS, type Command, type GameState, type PowerId } from '@/domain'
import { apply, entry, mustDecide, refusedBy, standardStart } from '../support/games'

/**
 * Warlords and Pirates, Setting Up: the zones a screen offers the Marshall (neutralZoneChoices)
 * are exactly the zones setUpNeutralZones accepts, Full House's required and LT6's extra ones.
 */
function bookGame(powers: PowerId[]): GameState {
  const start = { ...standardStart(powers), ruleset: { economy: 'price-index' as const, sequence: 'bookkeeping' as const, modules: ['warlords'] } }
  return foldEntries([entry(1, start, mustDecide(foldEntries([]).state, start))]).state
}

const setUp = (mode: 'fullHouse' | 'lt6', zones: string[]): Command => ({ kind: 'setUpNeutralZones', mode, zones: zones.map((zone) => ({ zone, die: 3 })) })

describe('Warlords and Pirates: the zones the Marshall may choose', () => {
  it('Full House: the 24 grey territories and the eight listed seas, all required', () => {
    const choices = neutralZoneChoices(bookGame(['usa', 'ussr', 'europe']), 'fullHouse')
    expect(choices.map((c) => c.zone)).toEqual([...NEUTRAL_TERRITORIES, ...PIRATE_SEAS])
    expect(choices.every((c) => c.required)).toBe(true)
    expect(choices.filter((c) => c.kind === 'pirate').map((c) => c.zone)).toEqual([...PIRATE_SEAS])
  })

  it('LT6 adds the homes of powers out of play and the light-blue seas not next to a player, none required', () => {
    const state = bookGame(['usa', 'ussr', 'europe'])
    const extra = neutralZoneChoices(state, 'lt6').filter((c) => !c.required)
    const zones = extra.map((c) => c.zone)
    for (const absent of ['china', 'africa', 'south-america'] as const) for (const home of SUPERPOWERS[absent].homeTerritories) expect(zones).toContain(home)
    for (const home of SUPERPOWERS.usa.homeTerritories) expect(zones).not.toContain(home)
    // The USA plays: the Caribbean Sea borders its home. South America does not: its four seas are offered.
    expect(zones).not.toContain('Caribbean Sea')
    expect(zones).toContain('Rio de Plata')
    expect(extra.filter((c) => c.kind === 'pirate').length).toBe(LIGHT_BLUE_SEAS.length - PIRATE_SEAS.length - 1)
  })

  it('every zone offered is accepted, and the setup with all of them goes through', () => {
    const state = bookGame(['usa', 'south-america'])
    const zones = neutralZoneChoices(state, 'lt6').map((c) => c.zone)
    const after = apply(state, setUp('lt6', zones))
    expect(after.neutral!.zones.map((z) => z.zone)).toEqual(zones)
    expect(zones).not.toContain('Lima Bay')
  })

  it('every light-blue sea or home not offered is refused', () => {
    const state = bookGame(['usa', 'south-america'])
    const offered = neutralZoneChoices(state, 'lt6').map((c) => c.zone)
    const fullHouse = neutralZoneChoices(state, 'fullHouse').map((c) => c.zone)
    const all = [...LIGHT_BLUE_SEAS, ...Object.values(SUPERPOWERS).flatMap((p) => p.homeTerritories)]
    for (const zone of all.filter((z) => !offered.includes(z))) expect(refusedBy(state, setUp('lt6', [...fullHouse, zone])).code).toBe('bad-zone')
  })

  it('a territory nuked out of play is not offered', () => {
    let state = bookGame(['usa', 'ussr'])
    state = { ...state, war: { ...state.war!, nuked: ['Iraq'] } }
    expect(neutralZoneChoices(state, 'fullHouse').map((c) => c.zone)).not.toContain('Iraq')
    expect(neutralZoneChoices(state, 'lt6').map((c) => c.zone)).not.toContain('Iraq')
  })
})
