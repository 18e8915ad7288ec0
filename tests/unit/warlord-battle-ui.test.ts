import { describe, expect, it } from 'vitest'
import type { GameState, NeutralZone, WarlordFirstStrike } from '@/domain'
import { warlordZoneChoices, pickedTarget, strikeHeadline, strikeOutcomeLine, strikeResultLines, warlordLossLine, zoneSummary } from '@/presentation/warlord-battle-ui'

/** The battle desk's wording against a warlord or pirate: what the rules decided, said plainly. */
const gunbjorn: NeutralZone = { zone: 'Greenland', kind: 'warlord', name: 'Gunbjorn', armies: 3, tanks: 0, nukes: 2, lstars: 1 }
const pirate: NeutralZone = { zone: 'Tokyo Bay', kind: 'pirate', navies: 1, tanks: 0, nukes: 0, lstars: 0 }
const tie: WarlordFirstStrike = { fires: true, nukes: 2, candidates: ['Midwest U.S.A.', 'Eastern U.S.A.'], production: { 'Midwest U.S.A.': 4, 'Eastern U.S.A.': 4 }, reason: '', reasonPhrase: { area: 'warlords', key: 'noHolderThat', values: {} }, retaliation: false }

describe('the first strike in plain words', () => {
  it('one territory: who fires how many nukes at which territory', () => {
    const one: WarlordFirstStrike = { ...tie, candidates: ['Midwest U.S.A.'], production: { 'Midwest U.S.A.': 6 } }
    expect(strikeHeadline(gunbjorn, 'usa', one)).toBe("Gunbjorn, the warlord of Greenland fires 2 nukes at USA's Midwest U.S.A. (its home territory producing the most, 6 units) before the battle.")
    expect(pickedTarget(one, undefined)).toBe('Midwest U.S.A.')
  })
  it('a tie: the territories and the Marshall\'s die, face n the n-th, a higher face none', () => {
    expect(strikeHeadline(gunbjorn, 'usa', tie)).toContain('Midwest U.S.A., Eastern U.S.A.; the Marshall rolls a die: face 1 strikes Midwest U.S.A., face 2 Eastern U.S.A.; a higher face is rolled again.')
    expect([pickedTarget(tie, undefined), pickedTarget(tie, 0), pickedTarget(tie, 1), pickedTarget(tie, 2), pickedTarget(tie, 3)]).toEqual([undefined, undefined, 'Midwest U.S.A.', 'Eastern U.S.A.', undefined])
  })
  it('the L-star screen: a 1 to 5 stops a nuke, a 6 does not', () => {
    expect(strikeOutcomeLine(2, [2, 6], 'Midwest U.S.A.', 1, 'usa')).toBe("USA's L-stars stop 1 nuke; 1 nuke gets through: Midwest U.S.A. is destroyed, every resource card in it, with USA's 1 army there.")
    expect(strikeOutcomeLine(2, [], 'Midwest U.S.A.', 0, 'usa')).toBe('USA has no L-stars to screen them; 2 nukes get through: Midwest U.S.A. is destroyed, every resource card in it.')
    expect(strikeOutcomeLine(1, [5], 'Midwest U.S.A.', 0, 'usa')).toBe("USA's L-stars stop every nuke: Midwest U.S.A. is spared.")
    expect(strikeResultLines(1, { target: 'Midwest U.S.A.', lstarDice: [6], armies: 2 })[0]).toBe('The first strike destroyed Midwest U.S.A.: take every resource card there off the board, and 2 armies.')
  })
})

describe('the zone and the losses', () => {
  it('a pirate counts navies, a warlord armies', () => {
    expect(zoneSummary(gunbjorn)).toBe('3 armies, 2 nukes, 1 L-star')
    expect(zoneSummary(pirate)).toBe('1 navy, 0 nukes, 0 L-stars')
    expect(warlordLossLine('usa', pirate, 1, 0)).toBe('The pirate of Tokyo Bay loses 1 navy of 1; USA loses nothing.')
  })
  it("a warlord's air units lost are said beside its armies", () => {
    const flying = { ...gunbjorn, airUnits: 2 }
    expect(warlordLossLine('usa', flying, 0, 0, undefined, 2)).toMatch(/loses 2 air units of 2; USA loses nothing\.$/)
    expect(warlordLossLine('usa', flying, 1, 0, undefined, 1)).toMatch(/loses 1 army of 3 and 1 air unit of 2; USA loses nothing\.$/)
  })
})

describe('the zones the desk offers', () => {
  it('only zones a warlord or pirate still holds in play: not one a power captured, not one under a mushroom cloud', () => {
    const india: NeutralZone = { zone: 'India', kind: 'warlord', name: 'Sivaji', armies: 0, tanks: 0, nukes: 0, lstars: 0, occupiedBy: 'ussr' }
    const egypt: NeutralZone = { zone: 'Egypt', kind: 'warlord', armies: 0, tanks: 0, nukes: 1, lstars: 0 }
    const state = { neutral: { mode: 'fullHouse', zones: [gunbjorn, india, egypt, pirate], sales: [] }, war: { nuked: ['Egypt'] } } as unknown as GameState
    expect(warlordZoneChoices(state)).toEqual([
      { value: 'Greenland', label: 'Greenland (Gunbjorn)' },
      { value: 'Tokyo Bay', label: 'Tokyo Bay (pirate)' },
    ])
  })
})
