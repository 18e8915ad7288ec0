import { describe, expect, it } from 'vitest'
import { BASIC_BOOKKEEPING, BASIC_GUIDED, decide, EMPTY_STATE, rulesetOfGame, type CompanyInput, type GameEvent, type Ruleset, type StartGame, type StartingPower } from '@/domain'
import { mustDecide, refusedBy, standardStart, startedState } from '../support/games'

/**
 * Starting a game: its guards (issue 10, the setup module's surviving mutants). Each refusal is
 * checked whole (code, message, rule, remedies) through `refusedBy`, which also checks that
 * deciding left the state as it was; boundaries are tried on both sides. Input checks are marked.
 */

const PLAYERS_RULE = 'Basic rules, cover: "For two to six players"'
const RANDOM_OPEN_RULE = 'Basic rules, Random Open'
const PRICING_RULE = 'Basic rules, Random Open, "Pricing the Market"'
const BONUS_RESOURCES_RULE = 'Basic rules, Random Open, "Store Bonus Resources"'
const BONUS_FORCES_RULE = 'Basic rules, Random Open, "Place Armies and Navies" and "Bonus Armies and Navies"'

const india: CompanyInput = { name: 'Mahabir Mines', territory: 'India', resource: 'minerals', units: 2, origin: 'independent' }

/**
 * A Random Open for USA and USSR. USA holds one card in India (a foreign territory): 4 home
 * territories + India = at most 5 armies placed, 4 navies (one per home territory), plus 9 bonus.
 */
function randomStart(usa: Partial<StartingPower> = {}, extra: Partial<StartGame> = {}): StartGame {
  return {
    kind: 'startGame',
    gameId: 'r1',
    title: 'Random',
    openMode: 'random',
    settings: startedState().settings,
    marketDice: { grain: [4, 2], oil: [6, 6], minerals: [1, 1] },
    powers: [
      { id: 'ussr', player: 'Boris', companies: [], bonusResources: { grain: 3, oil: 3, minerals: 3 }, armies: 9, navies: 0 },
      { id: 'usa', player: 'Sam', companies: [india], bonusResources: { grain: 9, oil: 0, minerals: 0 }, armies: 13, navies: 0, ...usa },
    ],
    ...extra,
  }
}

function started(events: GameEvent[]) {
  const e = events[0]
  if (e?.type !== 'gameStarted') throw new Error('expected gameStarted')
  return e
}

const accepted = (cmd: object) => decide(EMPTY_STATE, cmd as StartGame).ok
const refused = (cmd: object) => refusedBy(EMPTY_STATE, cmd)
const usaCard = (card: unknown) => randomStart({ companies: [card as CompanyInput] })

describe('Starting a game: the game itself (input checks)', () => {
  it('a game that has already started is not started again (already-started)', () => {
    expect(refusedBy(startedState(), standardStart())).toEqual({ code: 'already-started', message: 'This game has already started.', remedies: [] })
  })

  it.each([[''], [5], [undefined]])('input check: a game id of %j is refused (bad-game)', (gameId) => {
    expect(refused({ ...standardStart(), gameId })).toEqual({ code: 'bad-game', message: 'The game needs an id.', remedies: [] })
  })

  it('input check: a game name of 60 characters is accepted, 61 or not text is refused (bad-title)', () => {
    expect(accepted({ ...standardStart(), title: 'x'.repeat(60) })).toBe(true)
    expect(refused({ ...standardStart(), title: 'x'.repeat(61) })).toEqual({ code: 'bad-title', message: 'The game name is 61 characters long: keep it to at most 60 characters.', remedies: [] })
    expect(refused({ ...standardStart(), title: 7 })).toEqual({ code: 'bad-title', message: 'Type a game name, or leave it empty.', remedies: [] })
  })

  it('input check: the game name is stored trimmed', () => {
    expect(started(mustDecide(EMPTY_STATE, { ...standardStart(), title: '  Friday  ' })).title).toBe('Friday')
  })

  it('input check: an open other than Standard or Random is refused (bad-open)', () => {
    expect(refused({ ...standardStart(), openMode: 'chaos' })).toEqual({ code: 'bad-open', message: 'Choose Standard Open or Random Open.', remedies: [] })
  })
})

describe('Starting a game: the ruleset (input checks)', () => {
  const badRuleset = { code: 'bad-ruleset', message: 'Choose the rules to play by: the basic game, guided or bookkeeping only.', remedies: [] }

  it.each([
    ['null', null],
    ['text', 'basic'],
    ['another sequence', { economy: 'price-index', sequence: 'free', modules: [] }],
    ['modules that are not a list', { economy: 'price-index', sequence: 'guided', modules: 'none' }],
  ])('input check: a ruleset that is %s is refused (bad-ruleset)', (_what, ruleset) => {
    expect(refused({ ...standardStart(), ruleset })).toEqual(badRuleset)
  })

  it('a ruleset naming an economy this app does not have asks for an update; Cash Flow without its deal is refused by its own setup', () => {
    expect(refused({ ...standardStart(), ruleset: { economy: 'gold-standard', sequence: 'guided', modules: [] } as never }).code).toBe('unknown-rules')
    expect(refused({ ...standardStart(), ruleset: { economy: 'cash-flow', sequence: 'guided', modules: [] } })).toMatchObject({ code: 'cash-flow-setup' })
  })

  it('the ruleset named is the one stored, over the older `guided` flag: bookkeeping has no order of play', () => {
    const e = started(mustDecide(EMPTY_STATE, { ...standardStart(), guided: true, ruleset: { economy: 'price-index', sequence: 'bookkeeping', modules: [] } }))
    expect(e.ruleset).toEqual(BASIC_BOOKKEEPING)
    expect(e.play).toBeUndefined()
  })

  it('a guided ruleset is stored and starts the order of play', () => {
    const e = started(mustDecide(EMPTY_STATE, { ...standardStart(), ruleset: { economy: 'price-index', sequence: 'guided', modules: [] } }))
    expect(e.ruleset).toEqual(BASIC_GUIDED)
    expect(e.play).toBeDefined()
  })

  it('without a ruleset: guided when `guided` is true, bookkeeping otherwise', () => {
    expect(started(mustDecide(EMPTY_STATE, { ...standardStart(), guided: true })).ruleset).toEqual(BASIC_GUIDED)
    expect(started(mustDecide(EMPTY_STATE, standardStart())).ruleset).toEqual(BASIC_BOOKKEEPING)
  })

  it('rulesetOfGame: a game\'s stored ruleset; a game saved before rulesets is guided when it has an order of play', () => {
    const custom: Ruleset = { economy: 'price-index', sequence: 'bookkeeping', modules: [] }
    expect(rulesetOfGame({ ruleset: custom, play: {} })).toBe(custom)
    expect(rulesetOfGame({ play: {} })).toBe(BASIC_GUIDED)
    expect(rulesetOfGame({})).toBe(BASIC_BOOKKEEPING)
  })
})

describe('Starting a game: the superpowers ("For two to six players")', () => {
  const playerCount = { code: 'player-count', message: 'Supremacy is for 2 to 6 players; choose that many superpowers.', rule: PLAYERS_RULE, remedies: [] }

  it('one superpower, seven, or no list is refused (player-count); two and six are accepted', () => {
    expect(refused(standardStart(['usa']))).toEqual(playerCount)
    expect(refused(standardStart(['usa', 'ussr', 'europe', 'china', 'africa', 'south-america', 'usa']))).toEqual(playerCount)
    expect(refused({ ...standardStart(), powers: 'usa' })).toEqual(playerCount)
    expect(accepted(standardStart(['usa', 'ussr']))).toBe(true)
    expect(accepted(standardStart(['usa', 'ussr', 'europe', 'china', 'africa', 'south-america']))).toBe(true)
  })

  it('input check: a superpower not on the board, or a missing entry, is refused (unknown-power)', () => {
    const unknown = { code: 'unknown-power', message: 'Choose superpowers from the six on the board.', remedies: [] }
    expect(refused({ ...standardStart(), powers: [{ id: 'usa', player: 'A' }, { id: 'mars', player: 'B' }] })).toEqual(unknown)
    expect(refused({ ...standardStart(), powers: [{ id: 'usa', player: 'A' }, null] })).toEqual(unknown)
  })

  it('a superpower chosen twice is refused and named (duplicate-power)', () => {
    const twice = { ...standardStart(), powers: [{ id: 'usa', player: 'A' }, { id: 'usa', player: 'B' }] }
    expect(refused(twice)).toEqual({ code: 'duplicate-power', message: 'USA is chosen twice.', remedies: [] })
  })

  it.each([[''], ['   '], [undefined]])('input check: a player name of %j is refused and the superpower named (player-name)', (player) => {
    const cmd = { ...standardStart(), powers: [{ id: 'usa', player: 'A' }, { id: 'ussr', player }] }
    expect(refused(cmd)).toEqual({ code: 'player-name', message: 'Type the name of the player commanding USSR.', remedies: [] })
  })

  it('input check: a player name of 40 characters is accepted and 41 refused (player-name); names are stored trimmed', () => {
    const named = (player: string): StartGame => ({ ...standardStart(), powers: [{ id: 'usa', player: ' Ann ' }, { id: 'ussr', player }] })
    expect(accepted(named('x'.repeat(40)))).toBe(true)
    expect(refused(named('x'.repeat(41)))).toEqual({ code: 'player-name', message: 'The name of the player commanding USSR is 41 characters long: keep it to at most 40 characters.', remedies: [] })
    expect(started(mustDecide(EMPTY_STATE, named('Boris'))).powers[0]?.player).toBe('Ann')
  })

  it('Get Your Money: each superpower receives $7,000M from the bank as starting cash', () => {
    const events = mustDecide(EMPTY_STATE, standardStart(['usa', 'ussr']))
    expect(events.slice(1)).toEqual([
      { type: 'moneyTransferred', from: 'bank', to: 'usa', amount: 7000, reason: 'starting-cash' },
      { type: 'moneyTransferred', from: 'bank', to: 'ussr', amount: 7000, reason: 'starting-cash' },
    ])
  })
})

describe('Random Open, "Pricing the Market": two dice per resource', () => {
  const badDice = { code: 'bad-dice', message: 'Roll two dice for each resource; each die shows 1 to 6.', rule: PRICING_RULE, remedies: [] }

  it.each([
    ['no dice', undefined],
    ['one die for oil', { grain: [4, 2], oil: [6], minerals: [1, 1] }],
    ['three dice for oil', { grain: [4, 2], oil: [6, 1, 1], minerals: [1, 1] }],
    ['oil typed as text', { grain: [4, 2], oil: '66', minerals: [1, 1] }],
    ['a die showing 0', { grain: [4, 2], oil: [0, 6], minerals: [1, 1] }],
    ['a die showing 7', { grain: [4, 2], oil: [6, 7], minerals: [1, 1] }],
  ])('%s is refused (bad-dice)', (_what, marketDice) => {
    expect(refused(randomStart({}, { marketDice: marketDice as StartGame['marketDice'] }))).toEqual(badDice)
  })

  it('Standard Open: every resource starts at spot 12 even when dice are sent along', () => {
    const e = started(mustDecide(EMPTY_STATE, { ...standardStart(), marketDice: { grain: [1, 1], oil: [6, 6], minerals: [2, 3] } }))
    expect(e.market).toEqual({ grain: 12, oil: 12, minerals: 12 })
  })

  it('Random Open: each resource starts at the sum of its two dice', () => {
    expect(started(mustDecide(EMPTY_STATE, randomStart())).market).toEqual({ grain: 6, oil: 12, minerals: 2 })
  })
})

describe('Random Open, "Store Bonus Resources": nine units split as the player chooses', () => {
  const split = { code: 'bonus-resources', message: "Split USA's 9 bonus resource units between grain, oil and minerals.", rule: BONUS_RESOURCES_RULE, remedies: [] }

  it.each([
    ['missing', undefined],
    ['a negative amount (10 - 1 + 0)', { grain: 10, oil: -1, minerals: 0 }],
    ['half units (4.5 + 4.5 + 0)', { grain: 4.5, oil: 4.5, minerals: 0 }],
    ['no minerals given', { grain: 9, oil: 0 }],
  ])('a split that is %s is refused (bonus-resources)', (_what, bonusResources) => {
    expect(refused(randomStart({ bonusResources: bonusResources as StartingPower['bonusResources'] }))).toEqual(split)
  })

  it.each([8, 10])('a split adding up to %i is refused and the sum told; nine is accepted', (grain) => {
    expect(refused(randomStart({ bonusResources: { grain, oil: 0, minerals: 0 } }))).toEqual({
      code: 'bonus-resources',
      message: `USA's bonus resources add up to ${grain}; they must add up to 9.`,
      rule: BONUS_RESOURCES_RULE,
      remedies: [],
    })
    expect(accepted(randomStart({ bonusResources: { grain: 9, oil: 0, minerals: 0 } }))).toBe(true)
  })
})

describe('Random Open, "Place Armies and Navies": forces typed', () => {
  const enter = { code: 'bad-forces', message: 'Enter how many armies and navies USA placed.', rule: RANDOM_OPEN_RULE, remedies: [] }

  it.each([
    ['-1 armies (with 10 navies)', -1, 10],
    ['-1 navies (with 10 armies)', 10, -1],
    ['1.5 armies (with 8 navies)', 1.5, 8],
    ['no armies', undefined, 9],
    ['no navies', 9, undefined],
    ['201 armies', 201, 0],
  ])('input check: %s is refused (bad-forces)', (_what, armies, navies) => {
    expect(refused(randomStart({ armies, navies }))).toEqual(enter)
  })

  it('input check: 200 armies pass the input check (refused only as more than the rules allow)', () => {
    expect(refused(randomStart({ armies: 200, navies: 0 })).message).toMatch(/^USA has 200 armies and 0 navies: /)
  })

  it('fewer than the nine bonus forces is refused, with the total (bad-forces)', () => {
    expect(refused(randomStart({ armies: 4, navies: 4 }))).toEqual({
      code: 'bad-forces',
      message: 'USA has 8 armies and navies; the 9 bonus forces alone make 9.',
      rule: BONUS_FORCES_RULE,
      remedies: [],
    })
  })

  it('5 armies and 4 navies make the nine: accepted (armies and navies are added)', () => {
    expect(accepted(randomStart({ armies: 5, navies: 4 }))).toBe(true)
  })

  it('14 armies and 5 navies: one navy beyond the home ports and nine bonus is refused, the counts told', () => {
    expect(refused(randomStart({ armies: 14, navies: 5 }))).toEqual({
      code: 'bad-forces',
      message:
        'USA has 14 armies and 5 navies: at most 5 armies (4 home territories, 1 foreign with a card) and 4 navies (one per home territory with a port) are placed, plus exactly 9 bonus armies and/or navies; that is 1 too many.',
      rule: BONUS_FORCES_RULE,
      remedies: [],
    })
  })

  it.each([['Alaska'], [' alaska '], ['ALASKA']])('a card in a home territory (%j) adds no army: 14 armies is one too many', (territory) => {
    const refusal = refused(randomStart({ companies: [{ ...india, territory }], armies: 14, navies: 0 }))
    expect(refusal.message).toBe(
      'USA has 14 armies and 0 navies: at most 4 armies (4 home territories, 0 foreign with a card) and 4 navies (one per home territory with a port) are placed, plus exactly 9 bonus armies and/or navies; that is 1 too many.',
    )
  })

  it('two cards in the same foreign territory (any case or spacing) add one army, not two', () => {
    const refusal = refused(randomStart({ companies: [india, { ...india, territory: ' INDIA ' }], armies: 15, navies: 0 }))
    expect(refusal.message).toContain('at most 5 armies (4 home territories, 1 foreign with a card)')
  })

  it('the armies and navies typed are the forces recorded', () => {
    const e = started(mustDecide(EMPTY_STATE, randomStart({ armies: 10, navies: 3 })))
    expect(e.powers[1]?.forces).toEqual({ armies: 10, navies: 3 })
    expect(e.powers[0]?.forces).toEqual({ armies: 9, navies: 0 })
  })
})

describe('Random Open: the resource cards dealt (input checks on each card)', () => {
  const card = (message: string) => ({ code: 'bad-company', message, remedies: [] })

  it('no list of cards, or more than 12, is refused (bad-company); 12 are accepted', () => {
    const list = { code: 'bad-company', message: 'List the resource cards USA holds (at most 12).', rule: RANDOM_OPEN_RULE, remedies: [] }
    expect(refused(randomStart({ companies: undefined }))).toEqual(list)
    expect(refused(randomStart({ companies: Array<CompanyInput>(13).fill(india) }))).toEqual(list)
    expect(accepted(randomStart({ companies: Array<CompanyInput>(12).fill(india) }))).toBe(true)
  })

  it('input check: a card that is not described is refused', () => {
    expect(refused(usaCard(null))).toEqual(card('Describe the card: resource, units and territory.'))
    expect(refused(usaCard('India'))).toEqual(card('Describe the card: resource, units and territory.'))
  })

  it('input check: a card producing gold is refused', () => {
    expect(refused(usaCard({ ...india, resource: 'gold' }))).toEqual(card('A company card produces grain, oil or minerals.'))
  })

  it.each([0, 6, 2.5])('input check: a card of %j units is refused (1 to 5); 1 and 5 are accepted', (units) => {
    expect(refused(usaCard({ ...india, units }))).toEqual(card('A company card produces 1 to 5 units.'))
    expect(accepted(usaCard({ ...india, units: 1 }))).toBe(true)
    expect(accepted(usaCard({ ...india, units: 5 }))).toBe(true)
  })

  it.each([[''], ['   '], [undefined], ['x'.repeat(41)]])('input check: a card in territory %j is refused; 40 characters are accepted', (territory) => {
    const long = territory !== undefined && territory.length > 40
    expect(refused(usaCard({ ...india, territory }))).toEqual(card(long ? 'The territory’s name is 41 characters long: keep it to at most 40 characters.' : 'Enter the territory or sea printed on the card.'))
    expect(accepted(usaCard({ ...india, territory: 'x'.repeat(40) }))).toBe(true)
  })

  it.each([[undefined], ['x'.repeat(41)]])('input check: a company name of %j is refused; 40 characters or none are accepted', (name) => {
    expect(refused(usaCard({ ...india, name }))).toEqual(card(name === undefined ? 'Type the company name, or leave it empty.' : 'The company name is 41 characters long: keep it to at most 40 characters.'))
    expect(accepted(usaCard({ ...india, name: 'x'.repeat(40) }))).toBe(true)
  })

  it('input check: a card from an unknown pile is refused; a superpower\'s pile or the independents are accepted', () => {
    expect(refused(usaCard({ ...india, origin: 'mars' }))).toEqual(card('Say which pile the card came from.'))
    expect(accepted(usaCard({ ...india, origin: 'ussr' }))).toBe(true)
  })

  it('a card is stored trimmed; without a name it is called after its territory and resource', () => {
    const e = started(mustDecide(EMPTY_STATE, randomStart({ companies: [{ ...india, name: ' Mahabir ', territory: ' India ' }, { ...india, name: '  ', territory: ' India ' }] })))
    expect(e.powers[1]?.companies.map((c) => [c.id, c.name, c.territory])).toEqual([
      ['usa-1', 'Mahabir', 'India'],
      ['usa-2', 'India minerals', 'India'],
    ])
  })
})
