import { describe, expect, it } from 'vitest'
import {
  foldEntries,
  KNOWN_NAMES,
  LIGHT_BLUE_SEAS,
  NEUTRAL_TERRITORIES,
  OPTIONAL_MODULES,
  PIRATE_SEAS,
  priceRow,
  rulesFor,
  soldThisTurn,
  WEAPON_PRICE_LIST,
  WARLORDS_TREASURY,
  BLOCKADE_FEE_PER_POINT,
  DEFENDER_DICE,
  MINIMUM_BID_STEP,
  MINIMUM_SELLING_PRICE,
  SUPER_FEE_PER_POINT,
  WARLORDS_SELL_FIRST_FROM,
  ZONE_SALARY,
  POINTS_PER_TANK,
  WEAPONS_PER_POWER_PER_TURN,
  tanksFor,
  type Command,
  type GameState,
  type NeutralZoneRoll,
  type PowerId,
  type WarlordWeapon,
} from '@/domain'
import { guidedGame, playTo } from '../support/guided'
import { apply, entry, mustDecide, refusedBy, standardStart } from '../support/games'
import { noteClients } from '../support/warlords'

/**
 * Warlords and Pirates of the Neutral Zones (shared/rules/expansion-warlords-and-pirates.txt), first
 * slice: the module, the Marshall's setup, the warlords' and pirates' supply center and treasury,
 * and the Stage 6 weapon sales. Each number of warlords/data.ts through the rule that uses it.
 */
const WL = ['warlords']
const BOTH = ['air-units', 'warlords']
const SIX: PowerId[] = ['south-america', 'africa', 'europe', 'china', 'usa', 'ussr']

/** A bookkeeping game (no order of play) with the modules named. */
function bookGame(powers: PowerId[] = ['usa', 'ussr', 'europe'], modules = WL): GameState {
  const start = { ...standardStart(powers), ruleset: { economy: 'price-index' as const, sequence: 'bookkeeping' as const, modules } }
  return foldEntries([entry(1, start, mustDecide(foldEntries([]).state, start))]).state
}

/** Every Full House zone with a die: armies or navies from 1 to 6 in turn; no tank dice. */
function fullHouseRolls(): NeutralZoneRoll[] {
  return [...NEUTRAL_TERRITORIES, ...PIRATE_SEAS].map((zone, i) => ({ zone, die: (i % 6) + 1 }))
}

const fullHouse = (extra: NeutralZoneRoll[] = [], mode: 'fullHouse' | 'lt6' = 'fullHouse'): Command => ({ kind: 'setUpNeutralZones', mode, zones: [...fullHouseRolls(), ...extra] })
const zoneOf = (state: GameState, zone: string) => state.neutral!.zones.find((z) => z.zone === zone)

type Clients = [PowerId, string, WarlordWeapon, number][]

/** The Client List most sales below are made from: three weapons a power. */
const CLIENTS: Clients = [
  ['usa', 'India', 'nukes', 3],
  ['ussr', 'India', 'lstars', 2],
  ['ussr', 'Tokyo Bay', 'nukes', 1],
  ['europe', 'India', 'nukes', 3],
]

/** Stage 6 of `cycle`, its Client List noted at the beginning, on to Phase F. */
function toBazaar(g: ReturnType<typeof guidedGame>, cycle: number, clients: Clients) {
  playTo(g, { cycle, stage: 6, bidders: ['usa'] })
  noteClients(g, ...clients)
  g.do({ kind: 'passTurn', power: 'usa' })
}

/**
 * A guided game (USA, USSR, Europe by default) set up Full House, at Stage 6, Phase F of `cycle`,
 * with `clients` on the Client List.
 */
function atBazaar(modules = WL, cycle = 1, clients = CLIENTS) {
  const g = guidedGame(['usa', 'ussr', 'europe'], undefined, {}, modules)
  g.do(fullHouse())
  toBazaar(g, cycle, clients)
  for (const power of ['usa', 'ussr'] as const) {
    g.do({ kind: 'correctSupply', power, row: 'nukes', value: 6, reason: 'test' })
    g.do({ kind: 'correctSupply', power, row: 'lstars', value: 5, reason: 'test' })
  }
  return g
}

describe('Warlords and Pirates: switched on at setup', () => {
  it('is an optional module that builds on supply, bank, market, play and battle', () => {
    expect(OPTIONAL_MODULES.warlords?.id).toBe('warlords')
    expect(OPTIONAL_MODULES.warlords?.requires).toEqual(['supply', 'bank', 'market', 'play', 'battle'])
  })

  it('a game with it has an empty supply center for the warlords and pirates, and their treasury as an account', () => {
    const state = bookGame()
    expect(state.neutral).toEqual({ zones: [] })
    expect(rulesFor(state.ruleset).accounts(state)).toEqual([{ id: WARLORDS_TREASURY, name: 'the warlords and pirates' }])
    const paid = apply(state, { kind: 'transferMoney', from: 'usa', to: WARLORDS_TREASURY, amount: 100, purpose: 'deal' })
    expect(paid.accounts[WARLORDS_TREASURY]).toBe(100)
  })

  it('a game without it has no such record or account, and refuses its commands as not part of its rules', () => {
    const state = bookGame(undefined, [])
    expect(state.neutral).toBeUndefined()
    expect(refusedBy(state, fullHouse()).code).toBe('not-in-this-game')
    expect(refusedBy(state, { kind: 'sellToWarlord', power: 'usa', zone: 'India', weapon: 'nukes', count: 1 }).message).toBe(
      'This game has no “sellToWarlord” action: it belongs to the Warlords and Pirates expansion, which is not part of this game’s rules.',
    )
    expect(refusedBy(state, { kind: 'transferMoney', from: 'usa', to: WARLORDS_TREASURY, amount: 100, purpose: 'deal' }).code).toBe('unknown-account')
  })
})

describe('Warlords and Pirates, Setting Up: Full House', () => {
  it('a warlord in each of the 24 grey territories and a pirate in each of the 8 listed seas, with one die of armies or navies', () => {
    const state = apply(bookGame(SIX), fullHouse())
    expect(PIRATE_SEAS).toEqual(['Arabian Sea', 'Bay of Bengal', 'Hudson Strait', 'Java Sea', 'Shark Bay', 'Tasman Sea', 'Timor Sea', 'Tokyo Bay'])
    expect(state.neutral!.mode).toBe('fullHouse')
    expect(state.neutral!.zones).toHaveLength(32)
    // "if you roll a 4, place four black cubes in Greenland ... the Warlord Gunbjorn of Greenland has four armies"
    expect(zoneOf(state, 'Greenland')).toEqual({ zone: 'Greenland', kind: 'warlord', name: 'Gunbjorn', armies: 4, tanks: 0, nukes: 0, lstars: 0 })
    expect(zoneOf(state, 'Arabian Sea')).toMatchObject({ kind: 'pirate', name: 'Sharjah', navies: 1 })
    expect(zoneOf(state, 'Arabian Sea')!.armies).toBeUndefined()
    expect(zoneOf(state, 'Tokyo Bay')!.name).toBeUndefined()
  })

  it('the four known names (FACTS.md) are filled in; the Marshall may name the others', () => {
    expect(KNOWN_NAMES).toEqual({ Greenland: 'Gunbjorn', India: 'Sivaji', 'Arabian Sea': 'Sharjah', 'Bay of Bengal': 'Nicobar' })
    const rolls = fullHouseRolls().map((r) => (r.zone === 'Tokyo Bay' ? { ...r, name: ' Kaizoku ' } : r))
    const state = apply(bookGame(SIX), { kind: 'setUpNeutralZones', mode: 'fullHouse', zones: rolls })
    expect(['Greenland', 'India', 'Arabian Sea', 'Bay of Bengal'].map((z) => zoneOf(state, z)!.name)).toEqual(['Gunbjorn', 'Sivaji', 'Sharjah', 'Nicobar'])
    expect(zoneOf(state, 'Tokyo Bay')!.name).toBe('Kaizoku')
  })

  it('Main Battle Tanks: "one black tank on the territory for every six points" of its die', () => {
    expect(POINTS_PER_TANK).toBe(6)
    expect([1, 2, 3, 4, 5, 6].map(tanksFor)).toEqual([0, 0, 0, 0, 0, 1])
    const rolls = fullHouseRolls().map((r) => (r.zone === 'India' ? { ...r, tankDie: 6 } : r.zone === 'Iran' ? { ...r, tankDie: 5 } : r))
    const state = apply(bookGame(SIX), { kind: 'setUpNeutralZones', mode: 'fullHouse', zones: rolls })
    expect([zoneOf(state, 'India')!.tanks, zoneOf(state, 'Iran')!.tanks, zoneOf(state, 'Egypt')!.tanks]).toEqual([1, 0, 0])
  })

  it('with Air Units on, each warlord (not a pirate) keeps a count of air units, from none', () => {
    const state = apply(bookGame(SIX, BOTH), fullHouse())
    expect(zoneOf(state, 'India')!.airUnits).toBe(0)
    expect(zoneOf(state, 'Java Sea')!.airUnits).toBeUndefined()
  })

  it('is refused, changing nothing: a zone left out, an extra one, twice listed, a bad die, a tank die for a sea, a blank name', () => {
    const state = bookGame(SIX)
    const without = fullHouseRolls().filter((r) => r.zone !== 'Sahara')
    expect(refusedBy(state, { kind: 'setUpNeutralZones', mode: 'fullHouse', zones: without })).toMatchObject({ code: 'zones-missing' })
    expect(refusedBy(state, { kind: 'setUpNeutralZones', mode: 'fullHouse', zones: without }).message).toContain('Sahara')
    expect(refusedBy(state, fullHouse([{ zone: 'Red Sea', die: 3 }])).code).toBe('bad-zone')
    expect(refusedBy(state, fullHouse([{ zone: 'Atlantis', die: 3 }])).code).toBe('bad-zone')
    expect(refusedBy(state, fullHouse([{ zone: 'India', die: 3 }])).message).toContain('twice')
    for (const die of [0, 7, 2.5, '3']) {
      const rolls = fullHouseRolls().map((r) => (r.zone === 'Poland' ? { ...r, die } : r))
      expect(refusedBy(state, { kind: 'setUpNeutralZones', mode: 'fullHouse', zones: rolls }).code).toBe('bad-dice')
    }
    for (const tankDie of [0, 7]) {
      const rolls = fullHouseRolls().map((r) => (r.zone === 'Poland' ? { ...r, tankDie } : r))
      expect(refusedBy(state, { kind: 'setUpNeutralZones', mode: 'fullHouse', zones: rolls }).code).toBe('bad-dice')
    }
    const boomer = fullHouseRolls().map((r) => (r.zone === 'Java Sea' ? { ...r, tankDie: 6 } : r))
    expect(refusedBy(state, { kind: 'setUpNeutralZones', mode: 'fullHouse', zones: boomer }).message).toContain('territories only')
    const blank = fullHouseRolls().map((r) => (r.zone === 'Japan' ? { ...r, name: '  ' } : r))
    expect(refusedBy(state, { kind: 'setUpNeutralZones', mode: 'fullHouse', zones: blank }).code).toBe('bad-zone')
    expect(refusedBy(state, { kind: 'setUpNeutralZones', mode: 'fullHouse', zones: 'all' }).code).toBe('bad-zone')
    expect(refusedBy(state, { kind: 'setUpNeutralZones', mode: 'fullHouse', zones: [null] }).code).toBe('bad-zone')
    // Not a list (never iterated), or longer than the board has zones.
    expect(refusedBy(state, { kind: 'setUpNeutralZones', mode: 'fullHouse', zones: { length: 1 } }).code).toBe('bad-zone')
    const tooMany = Array.from({ length: 200 }, (_, i) => ({ zone: `Zone ${i}`, die: 1 }))
    expect(refusedBy(state, { kind: 'setUpNeutralZones', mode: 'fullHouse', zones: tooMany }).message).toBe('List each zone with its die.')
    expect(refusedBy(state, { kind: 'setUpNeutralZones', mode: 'both', zones: fullHouseRolls() }).code).toBe('bad-choice')
  })

  it('is refused twice, before the game starts, and in a guided game once Stage 1 is under way', () => {
    const state = apply(bookGame(SIX), fullHouse())
    expect(refusedBy(state, fullHouse()).code).toBe('zones-set-up')
    expect(rulesFor(state.ruleset).decide(foldEntries([]).state, fullHouse())).toMatchObject({ ok: false, refusal: { code: 'not-started' } })
    const g = guidedGame(['usa', 'ussr', 'europe'], undefined, {}, WL)
    g.do({ kind: 'settleStage1', power: 'usa' })
    expect(g.refuse(fullHouse()).code).toBe('wrong-stage')
  })

  it('a guided game sets them up before Cycle 1’s Stage 1; a bookkeeping game at any time', () => {
    const g = guidedGame(['usa', 'ussr', 'europe'], undefined, {}, WL)
    expect(g.do(fullHouse()).neutral!.zones).toHaveLength(32)
    let state = bookGame()
    state = apply(state, { kind: 'transferMoney', from: 'usa', to: 'bank', amount: 100, purpose: 'other' })
    expect(apply(state, fullHouse()).neutral!.zones).toHaveLength(32)
  })

  it('a grey territory nuked out of play gets no warlord', () => {
    let state = bookGame(SIX)
    state = { ...state, war: { ...state.war!, nuked: ['Iraq'] } }
    const rolls = fullHouseRolls().filter((r) => r.zone !== 'Iraq')
    expect(apply(state, { kind: 'setUpNeutralZones', mode: 'fullHouse', zones: rolls }).neutral!.zones).toHaveLength(31)
    expect(refusedBy(state, fullHouse()).message).toContain('nuked')
  })
})

describe('Warlords and Pirates, Setting Up: LT6', () => {
  // USA, USSR and Europe play: South America, Africa and China are out of play.
  it('also the home territories of powers out of play ("if South America is out of play, warlords can be placed in Argentina, Brazil, Peru and Venezuela")', () => {
    const state = apply(bookGame(), fullHouse(['Argentina', 'Brazil', 'Peru', 'Venezuela', 'Nanling'].map((zone) => ({ zone, die: 2, tankDie: 6 })), 'lt6'))
    expect(state.neutral!.mode).toBe('lt6')
    expect(zoneOf(state, 'Brazil')).toMatchObject({ kind: 'warlord', armies: 2, tanks: 1 })
    expect(zoneOf(state, 'Nanling')!.kind).toBe('warlord')
  })

  it('seas: "Pirates can be placed in Rio De Plata, Baia Santos, Lima Bay and Gulf of Panama"; any other light-blue sea the Marshall picks', () => {
    const seas = ['Rio de Plata', 'Baia Santos', 'Lima Bay', 'Gulf of Panama', 'Gulf of Guinea']
    const state = apply(bookGame(), fullHouse(seas.map((zone) => ({ zone, die: 5 })), 'lt6'))
    expect(seas.map((z) => zoneOf(state, z)!.navies)).toEqual([5, 5, 5, 5, 5])
    expect(LIGHT_BLUE_SEAS).toHaveLength(31)
  })

  it('"A pirate cannot be placed in the Caribbean Sea because it borders the home country of the USA player"; South America’s seas while it plays', () => {
    expect(refusedBy(bookGame(), fullHouse([{ zone: 'Caribbean Sea', die: 1 }], 'lt6')).message).toContain('borders the home of USA')
    const withSouthAmerica = bookGame(['usa', 'south-america'])
    expect(refusedBy(withSouthAmerica, fullHouse([{ zone: 'Lima Bay', die: 1 }], 'lt6')).code).toBe('bad-zone')
    // Without the USA the Caribbean Sea may hold a pirate.
    expect(zoneOf(apply(bookGame(['ussr', 'europe']), fullHouse([{ zone: 'Caribbean Sea', die: 1 }], 'lt6')), 'Caribbean Sea')!.kind).toBe('pirate')
  })

  it('refuses the homes of powers in the game, dark-blue seas, and LT6 with all six powers', () => {
    const state = bookGame()
    expect(refusedBy(state, fullHouse([{ zone: 'Western U.S.A.', die: 1 }], 'lt6')).message).toContain('home territory of USA')
    expect(refusedBy(state, fullHouse([{ zone: 'Mid Atlantic', die: 1 }], 'lt6')).code).toBe('bad-zone')
    expect(refusedBy(bookGame(SIX), fullHouse([], 'lt6'))).toMatchObject({ code: 'bad-choice', remedies: [{ command: { mode: 'fullHouse' } }] })
    // Full House never takes LT6's zones.
    expect(refusedBy(state, fullHouse([{ zone: 'Argentina', die: 1 }])).code).toBe('bad-zone')
  })
})

/** The Weapon Price List as printed (whitespace as in the text), for the table to be checked against. */
const PRINTED = `
Nukes               1,000               2,000               12
L-Stars             2,000               4,000               12
 Bombs              1,500               3,000               12
 Satellites         3,000               6,000               12
Missile Silos         200               n/a                 24
 Tech Level 1         400                 800                1
 Tech Level 2         400                 800                1
 Tech Level 3         400                 800                1
 Tech Level 4         400                 800                1
 Tech Level 5         400                 800                1
 Tech Level 1         400                 800                1
 Tech Level 2         400                 800                1
 Tech Level 3         400                 800                1
 Tech Level 4         400                 800                1
 Tech Level 5         400                 800                1
  Small Pox           600               1,200                1
  Yellow Fever        700               1,400                1
  Botulin A           800               1,600                1
  Black Plague        900               1,800                1
  Anthrax           1,000               2,000                1
  Small Pox         1,000               2,000                1
  Yellow Fever      1,250               2,500                1
  Botulin A         1,500               3,000                1
  Black Plague      1,750               3,500                1
  Anthrax           2,000               4,000                1
  Cyanide           1,000               2,000                1
  Mustard Gas       1,250               2,500                1
  Phosgene          1,500               3,000                1
  Prussic Acid      1,750               3,500                1
  Nerve Gas         2,000               4,000                1
Boomers             4,000               8,000                5
 Tanks              1,000               2,000                5`

const printedRows = PRINTED.trim()
  .split('\n')
  .map((line) => {
    const [buying, selling, maximum] = line.trim().split(/\s{2,}/).slice(-3)
    const money = (s: string) => (s === 'n/a' ? null : Number(s.replace(',', '')))
    return { buying: money(buying!), selling: money(selling!), maximum: Number(maximum) }
  })

describe('Warlords and Pirates, Stage 6: the Weapon Price List', () => {
  it('holds every printed row, in order, at the printed buying price, selling price and maximum number', () => {
    expect(WEAPON_PRICE_LIST).toHaveLength(32)
    expect(WEAPON_PRICE_LIST.map(({ buying, selling, maximum }) => ({ buying, selling, maximum }))).toEqual(printedRows)
    expect(new Set(WEAPON_PRICE_LIST.map((r) => r.key)).size).toBe(32)
  })

  it.each(WEAPON_PRICE_LIST.map((r, i) => [r.name, r, printedRows[i]!] as const))('%s', (_, row, printed) => {
    expect({ buying: row.buying, selling: row.selling, maximum: row.maximum }).toEqual(printed)
  })

  it('the prose’s minimum prices are the list’s selling prices ("$2 billion for a nuke and $4 billion for an L-star")', () => {
    expect(MINIMUM_SELLING_PRICE).toEqual({ nukes: 2000, lstars: 4000 })
    expect([priceRow('nukes').selling, priceRow('lstars').selling]).toEqual([2000, 4000])
  })

  it('with Air Units: "They will pay $400 million", "They charge $800 million", "twenty" (the Air Units variant’s numbers)', () => {
    expect(priceRow('airUnits')).toMatchObject({ buying: 400, selling: 800, maximum: 20 })
  })
})

describe('Warlords and Pirates, Stage 6: Three By Three Sales', () => {
  it('a power sells nukes to a warlord at the buying price, paid from the warlords’ treasury', () => {
    const g = atBazaar()
    const cash = g.state.accounts.usa!
    g.do({ kind: 'sellToWarlord', power: 'usa', zone: 'India', weapon: 'nukes', count: 2 })
    expect(g.state.powers.usa!.supplies.nukes).toBe(4)
    expect(zoneOf(g.state, 'India')!.nukes).toBe(2)
    expect(g.state.accounts.usa).toBe(cash + 2 * 1000)
    // "pecuniam infinitam": the treasury always pays, below zero.
    expect(g.state.accounts[WARLORDS_TREASURY]).toBe(-2000)
    expect(soldThisTurn(g.state, 'usa')).toBe(2)
  })

  it('an L-star to a pirate at $2,000M', () => {
    const g = atBazaar(WL, 1, [['ussr', 'Tokyo Bay', 'lstars', 1]])
    const cash = g.state.accounts.ussr!
    g.do({ kind: 'sellToWarlord', power: 'ussr', zone: 'Tokyo Bay', weapon: 'lstars', count: 1 })
    expect(zoneOf(g.state, 'Tokyo Bay')!.lstars).toBe(1)
    expect(g.state.accounts.ussr).toBe(cash + 2000)
  })

  it('"Each player may sell up to three weapons per turn", to one, two or three warlords and/or pirates', () => {
    expect(WEAPONS_PER_POWER_PER_TURN).toBe(3)
    const g = atBazaar(WL, 1, [['usa', 'India', 'nukes', 1], ['usa', 'Java Sea', 'lstars', 1], ['usa', 'Iran', 'nukes', 1], ['ussr', 'Iran', 'nukes', 3]])
    g.do({ kind: 'sellToWarlord', power: 'usa', zone: 'India', weapon: 'nukes', count: 1 })
    g.do({ kind: 'sellToWarlord', power: 'usa', zone: 'Java Sea', weapon: 'lstars', count: 1 })
    const refusal = refusedBy(g.state, { kind: 'sellToWarlord', power: 'usa', zone: 'Iran', weapon: 'nukes', count: 2 })
    expect(refusal).toMatchObject({ code: 'sales-limit', remedies: [{ command: { count: 1 } }] })
    g.do({ kind: 'sellToWarlord', power: 'usa', zone: 'Iran', weapon: 'nukes', count: 1 })
    expect(refusedBy(g.state, { kind: 'sellToWarlord', power: 'usa', zone: 'Iran', weapon: 'nukes', count: 1 })).toMatchObject({ code: 'sales-limit', remedies: [] })
    // Another power has three of its own.
    g.do({ kind: 'sellToWarlord', power: 'ussr', zone: 'Iran', weapon: 'nukes', count: 3 })
    expect([soldThisTurn(g.state, 'usa'), soldThisTurn(g.state, 'ussr'), soldThisTurn(g.state, 'europe')]).toEqual([3, 3, 0])
  })

  it('the count is per turn: next cycle’s Stage 6 starts again from none', () => {
    const g = atBazaar()
    g.do({ kind: 'sellToWarlord', power: 'usa', zone: 'India', weapon: 'nukes', count: 3 })
    toBazaar(g, 2, CLIENTS)
    expect(soldThisTurn(g.state, 'usa')).toBe(0)
    g.do({ kind: 'sellToWarlord', power: 'usa', zone: 'India', weapon: 'nukes', count: 3 })
    expect(zoneOf(g.state, 'India')!.nukes).toBe(6)
  })

  it('never beyond the maximum number a warlord may own (12 nukes)', () => {
    const g = atBazaar(WL, 1, [...CLIENTS.filter(([p]) => p !== 'ussr'), ['ussr', 'India', 'nukes', 3]])
    g.do({ kind: 'correctSupply', power: 'europe', row: 'nukes', value: 12, reason: 'test' })
    for (const power of ['usa', 'ussr', 'europe'] as const) g.do({ kind: 'sellToWarlord', power, zone: 'India', weapon: 'nukes', count: 3 })
    toBazaar(g, 2, CLIENTS)
    g.do({ kind: 'sellToWarlord', power: 'europe', zone: 'India', weapon: 'nukes', count: 2 })
    expect(zoneOf(g.state, 'India')!.nukes).toBe(11)
    expect(refusedBy(g.state, { kind: 'sellToWarlord', power: 'usa', zone: 'India', weapon: 'nukes', count: 2 })).toMatchObject({ code: 'warlord-full', remedies: [{ command: { count: 1 } }] })
  })

  it('air units only with Air Units on, only to warlords, at $400M, at most 20', () => {
    const g = atBazaar(BOTH, 1, [['usa', 'India', 'airUnits', 3], ['ussr', 'Iran', 'airUnits', 2]])
    g.do({ kind: 'correctForces', power: 'usa', forces: { airUnits: 3 }, reason: 'test' })
    const cash = g.state.accounts.usa!
    expect(refusedBy(g.state, { kind: 'sellToWarlord', power: 'usa', zone: 'Java Sea', weapon: 'airUnits', count: 1 }).message).toContain('Only warlords')
    g.do({ kind: 'sellToWarlord', power: 'usa', zone: 'India', weapon: 'airUnits', count: 3 })
    expect([g.state.powers.usa!.forces.airUnits, zoneOf(g.state, 'India')!.airUnits, g.state.accounts.usa]).toEqual([0, 3, cash + 1200])
    const full = { ...g.state, neutral: { ...g.state.neutral!, zones: g.state.neutral!.zones.map((z) => (z.zone === 'Iran' ? { ...z, airUnits: 19 } : z)) } }
    const h = { ...full, powers: { ...full.powers, ussr: { ...full.powers.ussr!, forces: { ...full.powers.ussr!.forces, airUnits: 2 } } } }
    expect(refusedBy(h, { kind: 'sellToWarlord', power: 'ussr', zone: 'Iran', weapon: 'airUnits', count: 2 })).toMatchObject({ code: 'warlord-full' })
    const plain = atBazaar()
    expect(refusedBy(plain.state, { kind: 'sellToWarlord', power: 'usa', zone: 'India', weapon: 'airUnits', count: 1 }).code).toBe('unknown-weapon')
  })

  it('is refused, changing nothing: more than the power holds, no such zone, a weapon of no game, a bad count, an unknown power, outside the bazaar', () => {
    const g = atBazaar()
    const sell = (more: object) => ({ kind: 'sellToWarlord', power: 'usa', zone: 'India', weapon: 'nukes', count: 1, ...more })
    expect(refusedBy(g.state, sell({ power: 'europe' })).code).toBe('not-enough-arms')
    expect(refusedBy(g.state, sell({ zone: 'Siberia' })).code).toBe('bad-zone')
    expect(refusedBy(g.state, sell({ weapon: 'neutronBombs' })).code).toBe('unknown-weapon')
    expect(refusedBy(g.state, sell({ count: 0 })).code).toBe('nothing-to-sell')
    expect(refusedBy(g.state, sell({ count: -1 })).code).toBe('bad-number')
    expect(refusedBy(g.state, sell({ count: 1.5 })).code).toBe('bad-number')
    expect(refusedBy(g.state, sell({ power: 'china' })).code).toBe('unknown-power')
    const early = guidedGame(['usa', 'ussr', 'europe'], undefined, {}, WL)
    early.do(fullHouse())
    playTo(early, { stage: 6, bidders: ['usa'] })
    early.do({ kind: 'correctSupply', power: 'usa', row: 'nukes', value: 2, reason: 'test' })
    expect(refusedBy(early.state, sell({})).code).toBe('wrong-stage')
  })

  it('before the zones are set up there is no one to sell to', () => {
    let state = bookGame()
    state = apply(state, { kind: 'correctSupply', power: 'usa', row: 'nukes', value: 2, reason: 'test' })
    expect(refusedBy(state, { kind: 'sellToWarlord', power: 'usa', zone: 'India', weapon: 'nukes', count: 1 }).code).toBe('zones-not-set-up')
  })

  it('a bookkeeping game: any time, at most three weapons in one sale (it has no turns to count)', () => {
    let state = apply(bookGame(), fullHouse())
    state = apply(state, { kind: 'correctSupply', power: 'usa', row: 'nukes', value: 8, reason: 'test' })
    expect(refusedBy(state, { kind: 'sellToWarlord', power: 'usa', zone: 'India', weapon: 'nukes', count: 4 }).code).toBe('sales-limit')
    state = apply(state, { kind: 'sellToWarlord', power: 'usa', zone: 'India', weapon: 'nukes', count: 3 })
    state = apply(state, { kind: 'sellToWarlord', power: 'usa', zone: 'India', weapon: 'nukes', count: 3 })
    expect(zoneOf(state, 'India')!.nukes).toBe(6)
    expect(state.neutral!.sales).toBeUndefined()
  })
})

describe('Warlords and Pirates, Stage 6: buying from warlords and pirates', () => {
  /** The bazaar with India holding 3 nukes and 2 L-stars, and Tokyo Bay 1 nuke. */
  function stocked(modules = WL) {
    const g = atBazaar(modules)
    g.do({ kind: 'sellToWarlord', power: 'usa', zone: 'India', weapon: 'nukes', count: 3 })
    g.do({ kind: 'sellToWarlord', power: 'ussr', zone: 'India', weapon: 'lstars', count: 2 })
    g.do({ kind: 'sellToWarlord', power: 'ussr', zone: 'Tokyo Bay', weapon: 'nukes', count: 1 })
    return g
  }

  it('"The minimum price they will accept is $2 billion for a nuke": the price goes to the treasury, the nukes to the buyer', () => {
    const g = stocked()
    const [cash, treasury] = [g.state.accounts.europe!, g.state.accounts[WARLORDS_TREASURY]!]
    g.do({ kind: 'buyFromWarlord', power: 'europe', zone: 'India', weapon: 'nukes', count: 2, price: 4000 })
    expect([g.state.powers.europe!.supplies.nukes, zoneOf(g.state, 'India')!.nukes]).toEqual([2, 1])
    expect([g.state.accounts.europe, g.state.accounts[WARLORDS_TREASURY]]).toEqual([cash - 4000, treasury + 4000])
  })

  it('"and $4 billion for an L-star"; more is accepted, less is refused with the least price as a remedy', () => {
    const g = stocked()
    expect(refusedBy(g.state, { kind: 'buyFromWarlord', power: 'europe', zone: 'India', weapon: 'lstars', count: 1, price: 3999 })).toMatchObject({ code: 'below-price', remedies: [{ command: { price: 4000 } }] })
    expect(refusedBy(g.state, { kind: 'buyFromWarlord', power: 'europe', zone: 'India', weapon: 'nukes', count: 2, price: 3999 }).code).toBe('below-price')
    g.do({ kind: 'buyFromWarlord', power: 'europe', zone: 'India', weapon: 'lstars', count: 1, price: 4500 })
    expect(g.state.powers.europe!.supplies.lstars).toBe(1)
  })

  it('air units at $800M each, from a warlord, with Air Units on; the buyer keeps at most the 20 pieces of its colour', () => {
    const g = atBazaar(BOTH, 1, [['usa', 'India', 'airUnits', 3]])
    g.do({ kind: 'correctForces', power: 'usa', forces: { airUnits: 3 }, reason: 'test' })
    g.do({ kind: 'sellToWarlord', power: 'usa', zone: 'India', weapon: 'airUnits', count: 3 })
    const cash = g.state.accounts.europe!
    expect(refusedBy(g.state, { kind: 'buyFromWarlord', power: 'europe', zone: 'India', weapon: 'airUnits', count: 2, price: 1599 }).code).toBe('below-price')
    g.do({ kind: 'buyFromWarlord', power: 'europe', zone: 'India', weapon: 'airUnits', count: 2, price: 1600 })
    expect([g.state.powers.europe!.forces.airUnits, zoneOf(g.state, 'India')!.airUnits, g.state.accounts.europe]).toEqual([2, 1, cash - 1600])
    g.do({ kind: 'correctForces', power: 'europe', forces: { airUnits: 20 }, reason: 'test' })
    expect(refusedBy(g.state, { kind: 'buyFromWarlord', power: 'europe', zone: 'India', weapon: 'airUnits', count: 1, price: 800 }).code).toBe('too-many-air-units')
  })

  it('is refused, changing nothing: more than it owns, past the buyer’s row of 12, short of cash, a bad price', () => {
    const g = stocked()
    const buy = (more: object) => ({ kind: 'buyFromWarlord', power: 'europe', zone: 'India', weapon: 'nukes', count: 1, price: 2000, ...more })
    expect(refusedBy(g.state, buy({ count: 4, price: 8000 })).code).toBe('not-enough-arms')
    expect(refusedBy(g.state, buy({ price: -1 })).code).toBe('bad-amount')
    g.do({ kind: 'correctSupply', power: 'europe', row: 'nukes', value: 12, reason: 'test' })
    expect(refusedBy(g.state, buy({})).code).toBe('row-full')
    g.do({ kind: 'correctSupply', power: 'europe', row: 'nukes', value: 0, reason: 'test' })
    g.do({ kind: 'correctCash', power: 'europe', cash: 1999, reason: 'test' })
    expect(refusedBy(g.state, buy({})).code).toBe('insufficient-funds')
  })
})

describe('Warlords and Pirates: the numbers of the later slices, as the text prints them', () => {
  // Used by Stage 1, 3 and 4's rules (issue 14, later slices); kept here with the rest of the table.
  it('salaries, bids, blockade and super fees, the selling-position roll, the defender’s dice', () => {
    expect(ZONE_SALARY).toBe(100) // "a $100 million salary for each resource card"
    expect(MINIMUM_BID_STEP).toBe(50) // "a minimum increase of $50 million per bid"
    expect(BLOCKADE_FEE_PER_POINT).toBe(100) // "$100 million to the bank for each point on the die"
    expect(SUPER_FEE_PER_POINT).toBe(200) // "$200 million to the bank for each point on the die"
    expect([1, 2, 3, 4, 5, 6].map((d) => (d >= WARLORDS_SELL_FIRST_FROM ? 'warlords' : 'players'))).toEqual(['players', 'players', 'players', 'players', 'warlords', 'warlords'])
    expect(DEFENDER_DICE).toBe(2) // "always get two dice as defenders"
  })
})

describe('Warlords and Pirates: refusals name the warlord or pirate', () => {
  it('by its name where known, else by its zone', () => {
    const g = atBazaar()
    g.do({ kind: 'sellToWarlord', power: 'usa', zone: 'India', weapon: 'nukes', count: 1 })
    expect(refusedBy(g.state, { kind: 'buyFromWarlord', power: 'ussr', zone: 'India', weapon: 'nukes', count: 1, price: 100 }).message).toBe('Sivaji, the warlord of India accepts no less than $2,000M for 1 nuke ($2,000M each), not $100M.')
    expect(refusedBy(g.state, { kind: 'buyFromWarlord', power: 'ussr', zone: 'Tokyo Bay', weapon: 'nukes', count: 1, price: 2000 }).message).toBe('The pirate of Tokyo Bay owns 0 nukes; it cannot sell 1.')
  })
})
