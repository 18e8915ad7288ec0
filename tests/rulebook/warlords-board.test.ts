import { describe, expect, it } from 'vitest'
import {
  blockadedBy,
  blockadeTerritories,
  CURRENT_RULES_EDITION,
  foldEntries,
  LIGHT_BLUE_SEAS,
  NEUTRAL_TERRITORIES,
  neutralZoneChoices,
  PIRATE_SEAS,
  SEA_COASTS,
  SEAS_BORDERING_HOMES,
  seasNextTo,
  SUPERPOWERS,
  type Command,
  type GameState,
  type PowerId,
} from '@/domain'
import { decideUnder } from '@/domain/editions'
import { guidedGame } from '../support/guided'
import { apply, entry, mustDecide, refusedBy, standardStart } from '../support/games'

/**
 * Warlords and Pirates (shared/rules/expansion-warlords-and-pirates.txt) on the board's sea
 * adjacency (warlords/data.ts SEA_COASTS, from jcjones/Gpremacy's countries.csv, the program
 * FACTS.md cites for the Price Index and the companies): LT6's seas and the pirate blockades.
 */
const WL = ['warlords']

function bookGame(powers: PowerId[]): GameState {
  const start = { ...standardStart(powers), ruleset: { economy: 'price-index' as const, sequence: 'bookkeeping' as const, modules: WL } }
  return foldEntries([entry(1, start, mustDecide(foldEntries([]).state, start))]).state
}
const fullHouseRolls = () => [...NEUTRAL_TERRITORIES, ...PIRATE_SEAS].map((zone) => ({ zone, die: 3 }))
const lt6 = (extra: string[]): Command => ({ kind: 'setUpNeutralZones', mode: 'lt6', zones: [...fullHouseRolls(), ...extra.map((zone) => ({ zone, die: 2 }))] })

describe('The board table agrees with the text', () => {
  it('every light-blue sea has its coasts, and they are board territories', () => {
    const land = [...NEUTRAL_TERRITORIES, ...Object.values(SUPERPOWERS).flatMap((p) => p.homeTerritories)]
    expect(Object.keys(SEA_COASTS).sort()).toEqual([...LIGHT_BLUE_SEAS].sort())
    for (const coasts of Object.values(SEA_COASTS)) for (const t of coasts) expect(land).toContain(t)
  })

  it('the seas bordering no superpower\'s home are exactly Full House\'s "Arabian Sea, Bay of Bengal, Hudson Strait, Java Sea, Shark Bay, Tasman Sea, Timor Sea, and Tokyo Bay"', () => {
    expect(LIGHT_BLUE_SEAS.filter((sea) => SEAS_BORDERING_HOMES[sea]!.length === 0).sort()).toEqual([...PIRATE_SEAS].sort())
  })

  it('LT6\'s example: South America\'s seas are "Rio De Plata, Baia Santos, Lima Bay and Gulf of Panama", and "the Caribbean Sea ... borders the home country of the USA player"', () => {
    const southAmerica = LIGHT_BLUE_SEAS.filter((sea) => SEAS_BORDERING_HOMES[sea]!.includes('south-america'))
    expect(southAmerica.filter((sea) => !SEAS_BORDERING_HOMES[sea]!.includes('usa')).sort()).toEqual(['Baia Santos', 'Gulf of Panama', 'Lima Bay', 'Rio de Plata'])
    expect(SEAS_BORDERING_HOMES['Caribbean Sea']).toContain('usa')
    expect(SEAS_BORDERING_HOMES['Baltic Sea']).toEqual(['europe', 'ussr'])
  })
})

describe('LT6: "Pirates may not be placed in seas adjacent to the home territory of a player"', () => {
  it('the Baltic Sea is refused while Europe plays, and while the USSR plays; offered when neither does', () => {
    for (const powers of [['usa', 'europe'], ['usa', 'ussr']] as PowerId[][]) {
      const state = bookGame(powers)
      expect(refusedBy(state, lt6(['Baltic Sea']))).toMatchObject({ code: 'bad-zone', message: expect.stringContaining('Baltic Sea borders the home of') })
      expect(neutralZoneChoices(state, 'lt6').map((c) => c.zone)).not.toContain('Baltic Sea')
    }
    const state = bookGame(['usa', 'china'])
    expect(neutralZoneChoices(state, 'lt6').map((c) => c.zone)).toContain('Baltic Sea')
    expect(apply(state, lt6(['Baltic Sea'])).neutral!.zones.find((z) => z.zone === 'Baltic Sea')).toMatchObject({ kind: 'pirate', navies: 2 })
  })

  it('with the USA, the USSR and Europe, the seas offered besides Full House\'s are those of South America, Africa and the South China Sea', () => {
    const extra = neutralZoneChoices(bookGame(['usa', 'ussr', 'europe']), 'lt6').filter((c) => c.kind === 'pirate' && !c.required)
    expect(extra.map((c) => c.zone).sort()).toEqual(['Baia Santos', 'Cape of Good Hope', 'Gulf of Guinea', 'Gulf of Panama', 'Lima Bay', 'Red Sea', 'Rio de Plata', 'South China Sea', 'Straits of Malacca'])
  })
})

const MINES = { name: 'Mahabir Mines', territory: 'India', resource: 'minerals' as const, units: 3, origin: 'independent' as const }
const OIL = { name: 'Tehran Oil', territory: 'Iran', resource: 'oil' as const, units: 2, origin: 'independent' as const }

/** Cycle 1, Stage 1, Full House: the USSR holds Mahabir Mines in India (next to the Arabian Sea and the Bay of Bengal) and an oil card in Iran (the Arabian Sea only). */
function stage1Game() {
  const g = guidedGame(['usa', 'ussr', 'europe'], undefined, {}, WL)
  g.do({ kind: 'setUpNeutralZones', mode: 'fullHouse', zones: fullHouseRolls() })
  g.do({ kind: 'addCompany', power: 'ussr', reason: 'test', company: MINES })
  g.do({ kind: 'addCompany', power: 'ussr', reason: 'test', company: OIL })
  return g
}
type G = ReturnType<typeof stage1Game>
const card = (g: G, name: string) => g.state.powers.ussr!.companies.find((c) => c.name === name)!

describe('Pirate Blockades: "If the territory has more than one light blue sea, Blockade Fees must be paid to each pirate"', () => {
  it('India touches two pirate seas: one pirate paid does not blockade it; the second does', () => {
    const g = stage1Game()
    expect(seasNextTo('India')).toEqual(['Arabian Sea', 'Bay of Bengal'])
    g.do({ kind: 'payBlockadeFee', payer: 'usa', zone: 'Arabian Sea', territory: 'India', die: 2 })
    expect(blockadedBy(g.state, 'ussr', card(g, MINES.name))).toBeUndefined()
    g.do({ kind: 'payBlockadeFee', payer: 'usa', zone: 'Bay of Bengal', territory: 'India', die: 2 })
    expect(blockadedBy(g.state, 'ussr', card(g, MINES.name))).toBe('blockaded by the pirates of Arabian Sea and Bay of Bengal')
  })

  it('the fees may come from different players ("another player may pay the fee"); the owner\'s own fee does not count against him', () => {
    const g = stage1Game()
    g.do({ kind: 'payBlockadeFee', payer: 'usa', zone: 'Arabian Sea', territory: 'India', die: 1 })
    g.do({ kind: 'payBlockadeFee', payer: 'europe', zone: 'Bay of Bengal', territory: 'India', die: 1 })
    expect(blockadedBy(g.state, 'ussr', card(g, MINES.name))).toBeDefined()
  })

  it('a territory with one pirate sea is blockaded by that one fee (Iran: the Arabian Sea)', () => {
    const g = stage1Game()
    g.do({ kind: 'payBlockadeFee', payer: 'usa', zone: 'Arabian Sea', territory: 'Iran', die: 1 })
    expect(blockadedBy(g.state, 'ussr', card(g, OIL.name))).toBe('blockaded by the pirate of Arabian Sea')
  })

  it('a half-paid blockade produces: the owner\'s Stage 2 takes Mahabir Mines\' 3 minerals', () => {
    const g = stage1Game()
    g.do({ kind: 'payBlockadeFee', payer: 'usa', zone: 'Arabian Sea', territory: 'India', die: 1 })
    const all = g.state.powers.ussr!.companies.filter((c) => c.resource === 'minerals').reduce((n, c) => n + c.units, 0)
    const before = g.state.powers.ussr!.supplies.minerals
    for (const id of g.state.order) g.do({ kind: 'settleStage1', power: id })
    g.do({ kind: 'advancePlay' })
    g.do({ kind: 'collectProduction' })
    expect(g.state.powers.ussr!.supplies.minerals).toBe(before + all)
  })

  it('"After the other player(s) have paid the Blockade Fee(s)": lifting a half-paid blockade is refused, changing nothing', () => {
    const g = stage1Game()
    g.do({ kind: 'payBlockadeFee', payer: 'usa', zone: 'Arabian Sea', territory: 'India', die: 1 })
    expect(g.refuse({ kind: 'liftBlockade', power: 'ussr', zone: 'Arabian Sea', territory: 'India', die: 1 })).toMatchObject({ code: 'not-blockaded', message: expect.stringContaining('Bay of Bengal') })
  })

  it('"a territory next to the pirate\'s light blue sea": a pirate whose sea does not border the territory is refused; the sheet offers only its coast', () => {
    const g = stage1Game()
    expect(g.refuse({ kind: 'payBlockadeFee', payer: 'usa', zone: 'Tokyo Bay', territory: 'India', die: 1 })).toMatchObject({ code: 'not-next-to-sea', message: expect.stringContaining('Arabian Sea, Bay of Bengal') })
    expect(blockadeTerritories(g.state, 'usa', 'Bay of Bengal')).toContain('India')
    expect(blockadeTerritories(g.state, 'usa', 'Bay of Bengal')).not.toContain('Iran')
    expect(blockadeTerritories(g.state, 'usa', 'Arabian Sea')).toEqual(expect.arrayContaining(['India', 'Iran']))
  })
})

describe('Entries decided before rules edition 4 (warlords version 1) are checked as that version read them', () => {
  it('an LT6 setup with the Baltic Sea while Europe plays was accepted; a pirate off the territory\'s coast was paid', () => {
    const state = bookGame(['usa', 'europe'])
    expect(decideUnder(3, state, lt6(['Baltic Sea']), [])?.ok).toBe(true)
    expect(decideUnder(CURRENT_RULES_EDITION, state, lt6(['Baltic Sea']), [])?.ok).toBe(false)
    const g = stage1Game()
    expect(decideUnder(3, g.state, { kind: 'payBlockadeFee', payer: 'usa', zone: 'Tokyo Bay', territory: 'India', die: 1 }, [])?.ok).toBe(true)
  })
})
