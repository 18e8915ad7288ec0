import { describe, expect, it } from 'vitest'
import { decide, type Command, type GameEvent, type GameState, type PowerId } from '@/domain'
import { leavePlay, moveCompanies, wipeOut } from '@/domain/modules/battle/spoils'
import { apply, refusedBy, startedState } from '../support/games'
import { guidedGame, playTo } from '../support/guided'

/** Survivors of the mutation run on spoils.ts: each refusal asserted whole, each outcome event by event. */

const USSR_HOMES = ['Buryatsk', 'Kazakh', 'Kola', 'Russia', 'Siberia', 'Yakutsk']
const NO_MOVE = { marchArmyTerritories: 0, airliftArmies: 0, convoySeas: 0, navySeas: 0 }
const CAPTURE = 'Spoils of War, "The Capture"'
const DESTRUCTION = 'Spoils of War, "The Destruction"'
const SURRENDER = 'Stage 4, Defensive Tactics, "Surrender"'

function captureAll(state: GameState, attacker: PowerId, territories = USSR_HOMES): GameState {
  for (const territory of territories) state = apply(state, { kind: 'captureTerritory', attacker, defender: 'ussr', territory })
  return state
}

function events(state: GameState, command: Command): GameEvent[] {
  const result = decide(state, command)
  if (!result.ok) throw new Error(result.refusal.message)
  return result.value
}

/** USSR with a loan and supplies; it holds Iberia, and Europe holds Alaska; USA then takes every USSR home. */
function warTorn(): GameState {
  let s = startedState(['usa', 'ussr', 'europe'])
  s = apply(s, { kind: 'correctLoans', power: 'ussr', loans: 2000, reason: 'test' })
  s = apply(s, { kind: 'correctSupply', power: 'usa', row: 'oil', value: 10, reason: 'test' })
  s = apply(s, { kind: 'correctSupply', power: 'ussr', row: 'oil', value: 9, reason: 'test' })
  s = apply(s, { kind: 'correctSupply', power: 'ussr', row: 'nukes', value: 2, reason: 'test' })
  s = apply(s, { kind: 'captureTerritory', attacker: 'ussr', defender: 'europe', territory: 'Iberia' })
  s = apply(s, { kind: 'captureTerritory', attacker: 'europe', defender: 'usa', territory: 'Alaska' })
  return captureAll(s, 'usa')
}

describe('Spoils of War, The Capture: refusals (whole)', () => {
  it('input check: a power cannot take its own spoils', () => {
    expect(refusedBy(warTorn(), { kind: 'claimSpoils', victor: 'ussr', defeated: 'ussr' })).toEqual({ code: 'same-power', message: 'Choose two different superpowers.', rule: CAPTURE, remedies: [] })
  })

  it('input check: an unknown victor or defeated power is named by its role', () => {
    expect(refusedBy(warTorn(), { kind: 'claimSpoils', victor: 'mars', defeated: 'ussr' })).toEqual({ code: 'unknown-power', message: 'Choose the victor: a superpower in this game.', rule: CAPTURE, remedies: [] })
    expect(refusedBy(warTorn(), { kind: 'claimSpoils', victor: 'usa', defeated: 'china' })).toEqual({ code: 'unknown-power', message: 'Choose the defeated power: a superpower in this game.', rule: CAPTURE, remedies: [] })
  })

  it('"all of his home territories": a power still holding two is still in the game (plural wording)', () => {
    const state = captureAll(startedState(['usa', 'ussr', 'europe']), 'usa', USSR_HOMES.slice(2))
    expect(refusedBy(state, { kind: 'claimSpoils', victor: 'usa', defeated: 'ussr' })).toEqual({
      code: 'homes-held', message: 'USSR still holds 2 home territories (Buryatsk, Kazakh): it is still in the game.', rule: CAPTURE, remedies: [],
    })
  })

  it('The Destruction, not The Capture, when the last home territory was nuked: the remedy destroys the power', () => {
    const captured = captureAll(startedState(['usa', 'ussr', 'europe']), 'usa', USSR_HOMES.slice(1))
    const state = { ...captured, war: { ...captured.war!, nuked: ['Buryatsk'], lastHomeLoss: { ussr: { how: 'nuked' as const } } } }
    expect(refusedBy(state, { kind: 'claimSpoils', victor: 'usa', defeated: 'ussr' })).toEqual({
      code: 'last-home-nuked',
      message: "USSR's last home territory was nuked, not captured: The Destruction applies, and no one takes the spoils.",
      rule: CAPTURE,
      remedies: [{ label: 'Destroy USSR (The Destruction)', command: { kind: 'destroyPower', power: 'ussr' } }],
    })
  })

  it('the spoils go to the power that captured the last home territory: the remedy names it', () => {
    expect(refusedBy(warTorn(), { kind: 'claimSpoils', victor: 'europe', defeated: 'ussr' })).toEqual({
      code: 'not-the-captor',
      message: "USA captured USSR's last home territory: the spoils go to USA, not Europe.",
      rule: CAPTURE,
      remedies: [{ label: 'Spoils to USA', command: { kind: 'claimSpoils', victor: 'usa', defeated: 'ussr' } }],
    })
  })

  it('a game saved before the last loss was kept: a victor holding none of the homes is refused', () => {
    const old = warTorn()
    const state = { ...old, war: { ...old.war!, lastHomeLoss: undefined } }
    expect(refusedBy(state, { kind: 'claimSpoils', victor: 'europe', defeated: 'ussr' })).toEqual({
      code: 'not-the-captor',
      message: "Europe holds none of USSR's home territories; the spoils go to the power that captured the last one.",
      rule: CAPTURE,
      remedies: [],
    })
    expect(decide(state, { kind: 'claimSpoils', victor: 'usa', defeated: 'ussr' }).ok).toBe(true)
  })

  it('"After the defender has had an opportunity to counterattack": the Capture and the Destruction wait for it', () => {
    const g = guidedGame(['usa', 'ussr', 'europe'])
    playTo(g, { cycle: 2, stage: 4, bidders: ['usa', 'ussr'] })
    for (const territory of USSR_HOMES.slice(0, 5)) g.do({ kind: 'captureTerritory', attacker: 'usa', defender: 'ussr', territory })
    g.do({ kind: 'withdrawFromZone', defender: 'ussr', attacker: 'usa', zone: 'Yakutsk', defenderMove: NO_MOVE, occupy: { move: NO_MOVE, companyIds: [] } })
    expect(g.state.play?.counterattacks).toEqual(['ussr'])
    const pending = (rule: string) => ({
      code: 'counterattack-pending',
      message: 'USSR may still counterattack (Step F): the Spoils of War apply only after it has used or declined it.',
      rule,
      remedies: [{ label: 'USSR declines its counterattack', command: { kind: 'declineCounterattack', power: 'ussr' } }],
    })
    expect(refusedBy(g.state, { kind: 'claimSpoils', victor: 'usa', defeated: 'ussr' })).toEqual(pending(CAPTURE))
    expect(refusedBy(g.state, { kind: 'destroyPower', power: 'ussr' })).toEqual(pending(DESTRUCTION))
  })
})

describe('Spoils of War, The Capture: what moves (whole event list)', () => {
  it('"he takes all of his opponent\'s cash, resource cards, army and navy game pieces ... supplies ... debts forgotten"; the defeated\'s occupying armies and claims pass to the victor', () => {
    const before = warTorn()
    const ussr = before.powers.ussr!
    const war = before.war!
    expect(events(before, { kind: 'claimSpoils', victor: 'usa', defeated: 'ussr' })).toEqual([
      { type: 'moneyTransferred', from: 'ussr', to: 'usa', amount: 7000, reason: 'spoils-of-war', note: "The Capture: USSR's cash" },
      { type: 'supplyChanged', power: 'usa', row: 'grain', from: 3, to: 6 },
      { type: 'supplyChanged', power: 'ussr', row: 'grain', from: 3, to: 0 },
      { type: 'supplyChanged', power: 'usa', row: 'oil', from: 10, to: 19 },
      { type: 'supplyChanged', power: 'ussr', row: 'oil', from: 9, to: 0 },
      { type: 'supplyChanged', power: 'usa', row: 'minerals', from: 3, to: 6 },
      { type: 'supplyChanged', power: 'ussr', row: 'minerals', from: 3, to: 0 },
      { type: 'supplyChanged', power: 'usa', row: 'nukes', from: 0, to: 2 },
      { type: 'supplyChanged', power: 'ussr', row: 'nukes', from: 2, to: 0 },
      ...[5, 4, 3, 2, 1, 0].map((index) => ({ type: 'companyRemoved', power: 'ussr', company: ussr.companies[index], index })),
      ...ussr.companies.map((company, k) => ({ type: 'companyAdded', power: 'usa', company, index: 6 + k })),
      { type: 'forcesChanged', power: 'usa', force: 'armies', from: 4, to: 10 },
      { type: 'forcesChanged', power: 'ussr', force: 'armies', from: 6, to: 0 },
      { type: 'loanChanged', power: 'ussr', from: 2000, to: 0 },
      {
        type: 'slicePatched',
        slice: 'war',
        from: { eliminated: [], capturedCenters: {}, occupiedHomes: war.occupiedHomes, lastHomeLoss: war.lastHomeLoss },
        to: {
          eliminated: ['ussr'],
          capturedCenters: { usa: ['ussr'] },
          occupiedHomes: { ...war.occupiedHomes, Iberia: 'usa', Alaska: 'europe' },
          lastHomeLoss: { europe: { how: 'captured', by: 'usa' }, usa: { how: 'captured', by: 'europe' }, ussr: { how: 'captured', by: 'usa' } },
        },
      },
    ])
  })

  it('a poor defeated power: no cash, no loan, no claims: no money, loan or lastHomeLoss change', () => {
    let state = captureAll(startedState(['usa', 'ussr', 'europe']), 'usa')
    state = { ...state, accounts: { ...state.accounts, bank: state.accounts.bank! + 7000, ussr: 0 } }
    const out = events(state, { kind: 'claimSpoils', victor: 'usa', defeated: 'ussr' })
    expect(out.filter((e) => e.type === 'moneyTransferred' || e.type === 'loanChanged')).toEqual([])
    expect(out.at(-1)).toEqual({
      type: 'slicePatched', slice: 'war',
      from: { eliminated: [], capturedCenters: {}, occupiedHomes: state.war!.occupiedHomes },
      to: { eliminated: ['ussr'], capturedCenters: { usa: ['ussr'] }, occupiedHomes: state.war!.occupiedHomes },
    })
  })

  it('input check: a row past the victor\'s new capacity keeps the capacity and records what was lost', () => {
    const base = warTorn()
    const state = { ...base, powers: { ...base.powers, usa: { ...base.powers.usa!, supplies: { ...base.powers.usa!.supplies, oil: 20 } } } }
    const oil = events(state, { kind: 'claimSpoils', victor: 'usa', defeated: 'ussr' }).filter((e) => e.type === 'supplyChanged' && e.row === 'oil')
    expect(oil).toEqual([
      { type: 'supplyChanged', power: 'usa', row: 'oil', from: 20, to: 24, lost: 5 },
      { type: 'supplyChanged', power: 'ussr', row: 'oil', from: 9, to: 0 },
    ])
  })
})

describe('Spoils of War, The Destruction: refusals and outcome (whole)', () => {
  it('input check: an unknown power is named by its role', () => {
    expect(refusedBy(warTorn(), { kind: 'destroyPower', power: 'mars' })).toEqual({ code: 'unknown-power', message: 'Choose the power whose last home territory was nuked: a superpower in this game.', rule: DESTRUCTION, remedies: [] })
  })

  it('captured, not nuked: The Capture applies, and the remedy gives the spoils to the captor', () => {
    expect(refusedBy(warTorn(), { kind: 'destroyPower', power: 'ussr' })).toEqual({
      code: 'last-home-captured',
      message: "USSR's last home territory was captured by USA, not nuked: The Capture applies, so USA takes the spoils.",
      rule: DESTRUCTION,
      remedies: [{ label: 'Spoils to USA', command: { kind: 'claimSpoils', victor: 'usa', defeated: 'ussr' } }],
    })
  })

  it('a game saved before the last loss was kept, with nothing nuked, is refused', () => {
    const old = warTorn()
    expect(refusedBy({ ...old, war: { ...old.war!, lastHomeLoss: undefined } }, { kind: 'destroyPower', power: 'ussr' })).toEqual({
      code: 'not-nuked', message: "None of USSR's home territories was nuked: all were captured, so the Capture applies, not the Destruction.", rule: DESTRUCTION, remedies: [],
    })
  })

  it('"all of his money goes to the bank ... All armies, navies, nukes and L-stars are removed": every event, and its occupying forces are gone', () => {
    const captured = captureAll(warTorn(), 'usa', [])
    const state = { ...captured, war: { ...captured.war!, nuked: ['Buryatsk'], lastHomeLoss: { ...captured.war!.lastHomeLoss, ussr: { how: 'nuked' as const } } } }
    const ussr = state.powers.ussr!
    const out = events(state, { kind: 'destroyPower', power: 'ussr' })
    const rest = { ...state.war.occupiedHomes }
    delete rest.Iberia
    expect(out).toEqual([
      { type: 'moneyTransferred', from: 'ussr', to: 'bank', amount: 7000, reason: 'spoils-of-war', note: "The Destruction: USSR's money goes to the bank" },
      { type: 'supplyChanged', power: 'ussr', row: 'grain', from: 3, to: 0 },
      { type: 'supplyChanged', power: 'ussr', row: 'oil', from: 9, to: 0 },
      { type: 'supplyChanged', power: 'ussr', row: 'minerals', from: 3, to: 0 },
      { type: 'supplyChanged', power: 'ussr', row: 'nukes', from: 2, to: 0 },
      ...[5, 4, 3, 2, 1, 0].map((index) => ({ type: 'companyRemoved', power: 'ussr', company: ussr.companies[index], index })),
      { type: 'forcesChanged', power: 'ussr', force: 'armies', from: 6, to: 0 },
      { type: 'loanChanged', power: 'ussr', from: 2000, to: 0 },
      { type: 'slicePatched', slice: 'war', from: { eliminated: [], occupiedHomes: state.war.occupiedHomes }, to: { eliminated: ['ussr'], occupiedHomes: rest } },
    ])
  })

  it('wipeOut of a power with nothing left (no cash, supplies or loan) gives only the war-free events it must', () => {
    const base = startedState(['usa', 'ussr'])
    const bare = { ...base.powers.ussr!, supplies: { grain: 0, oil: 0, minerals: 0, nukes: 0, lstars: 0 }, companies: [], forces: { armies: 0, navies: 0 } }
    const state = { ...base, accounts: { ...base.accounts, ussr: 0 }, powers: { ...base.powers, ussr: bare } }
    expect(wipeOut(state, bare, 'bankruptcy', 'note')).toEqual([])
  })
})

describe('Defensive Tactics, Surrender: every refusal and the boundaries', () => {
  const base = () => {
    let s = apply(startedState(['usa', 'ussr']), { kind: 'addCompany', power: 'ussr', reason: 'test', company: { name: 'Mahabir Mines', territory: 'India', resource: 'minerals', units: 3, origin: 'independent' } })
    s = apply(s, { kind: 'correctForces', power: 'ussr', armies: 5, navies: 2, reason: 'test' })
    return s
  }
  const cmd = (over: object) => ({ kind: 'surrenderZone', defender: 'ussr', attacker: 'usa', zone: 'India', armies: 1, navies: 0, companyIds: [], ...over })
  const refused = (code: string, message: string) => ({ code, message, rule: SURRENDER, remedies: [] })

  it('input check: the roles are named, and the two powers differ', () => {
    expect(refusedBy(base(), cmd({ defender: 'mars' }))).toEqual(refused('unknown-power', 'Choose the surrendering power: a superpower in this game.'))
    expect(refusedBy(base(), cmd({ attacker: 'mars' }))).toEqual(refused('unknown-power', 'Choose the attacker: a superpower in this game.'))
    expect(refusedBy(base(), cmd({ attacker: 'ussr' }))).toEqual(refused('same-power', 'Choose two different superpowers.'))
  })

  it('input check: the zone is named (not blank, a string, at most 40 characters)', () => {
    const bad = refused('bad-target', 'Name the territory or sea surrendered.')
    for (const zone of ['', '   ', 7]) expect(refusedBy(base(), cmd({ zone }))).toEqual(bad)
    expect(refusedBy(base(), cmd({ zone: 'x'.repeat(41) }))).toEqual(refused('bad-target', 'The territory’s name is 41 characters long: keep it to at most 40 characters.'))
    // 40 characters is a name (no card there, so the armies alone are surrendered).
    expect(decide(base(), cmd({ zone: 'x'.repeat(40) }) as Command).ok).toBe(true)
  })

  it('"he may not surrender any forces located in his home territories"; a nuked zone has nothing left', () => {
    expect(refusedBy(base(), cmd({ zone: 'Kola' }))).toEqual({
      code: 'home-territory',
      message: 'Kola is a home territory of USSR: "he may not surrender any forces located in his home territories".',
      rule: SURRENDER,
      remedies: [{ label: 'Resist or withdraw instead' }],
    })
    const s = base()
    expect(refusedBy({ ...s, war: { ...s.war!, nuked: ['India'] } }, cmd({}))).toEqual(refused('nuked', 'India was nuked: nothing is left there to surrender.'))
  })

  it('input check: armies and navies are whole numbers of 0 or more, and no more than the defender has', () => {
    const bad = refused('bad-number', 'Enter the armies and navies surrendered (0 or more).')
    for (const over of [{ armies: -1 }, { armies: 1.5 }, { armies: '1' }, { navies: -1 }, { navies: Number.MAX_SAFE_INTEGER + 1 }]) expect(refusedBy(base(), cmd(over))).toEqual(bad)
    expect(refusedBy(base(), cmd({ armies: 6 }))).toEqual(refused('no-forces', 'USSR has 5 armies and 2 navies; it cannot surrender 6 and 0.'))
    expect(refusedBy(base(), cmd({ armies: 0, navies: 3 }))).toEqual(refused('no-forces', 'USSR has 5 armies and 2 navies; it cannot surrender 0 and 3.'))
    const all = apply(base(), cmd({ armies: 5, navies: 2 }) as Command)
    expect([all.powers.ussr?.forces, all.powers.usa?.forces]).toEqual([{ armies: 0, navies: 0 }, { armies: 9, navies: 2 }])
  })

  it('input check: the cards are a list of ids, each once, each a card of the defender in that zone; something must be surrendered', () => {
    const s = base()
    const card = s.powers.ussr!.companies.at(-1)!
    const badList = refused('bad-company', 'List the resource cards surrendered, each once.')
    for (const companyIds of ['x', [7], [card.id, card.id]]) expect(refusedBy(s, cmd({ companyIds }))).toEqual(badList)
    expect(refusedBy(s, cmd({ companyIds: ['usa-1'] }))).toEqual(refused('unknown-company', 'USSR does not hold that resource card.'))
    expect(refusedBy(s, cmd({ companyIds: ['ussr-1'] }))).toEqual(refused('wrong-territory', 'Rovno Grains is in Russia, not India.'))
    expect(refusedBy(s, cmd({ armies: 0 }))).toEqual(refused('nothing-to-surrender', 'Enter the armies, navies or resource cards USSR surrenders in India.'))
    expect(refusedBy(s, cmd({ armies: 0, companyIds: undefined }))).toEqual(refused('nothing-to-surrender', 'Enter the armies, navies or resource cards USSR surrenders in India.'))
    // A navy alone, or a card alone, is something.
    expect(events(s, cmd({ armies: 0, navies: 1 }) as Command)).toEqual([
      { type: 'forcesChanged', power: 'ussr', force: 'navies', from: 2, to: 1 },
      { type: 'forcesChanged', power: 'usa', force: 'navies', from: 0, to: 1 },
    ])
    expect(events(s, cmd({ armies: 1, navies: 1 }) as Command)).toHaveLength(4)
    // A game saved before the battle desk (no war record) has nothing nuked.
    expect(events({ ...s, war: undefined }, cmd({}) as Command)).toHaveLength(2)
    expect(events(s, cmd({ armies: 0, companyIds: [card.id] }) as Command)).toEqual([
      { type: 'companyRemoved', power: 'ussr', company: card, index: 6 },
      { type: 'companyAdded', power: 'usa', company: card, index: 6 },
    ])
  })

  it('Surrender is a defensive tactic of Stage 4: refused outside Phase C in a guided game', () => {
    const g = guidedGame(['usa', 'ussr', 'europe'])
    playTo(g, { cycle: 2, stage: 3, bidders: ['usa'] })
    expect(refusedBy(g.state, cmd({ zone: 'Cuba' }))).toEqual(refused('wrong-stage', 'Surrender is a defensive tactic of Stage 4; the game is at Stage 3 (Sell Resources), Phase C.'))
    playTo(g, { cycle: 2, stage: 4, bidders: ['usa'] })
    const bidding = { ...g.state, play: { ...g.state.play!, step: 'bid' as const } }
    expect(refusedBy(bidding, cmd({ zone: 'Cuba' }))).toEqual(refused('wrong-stage', 'Surrender is a defensive tactic of Stage 4; the game is at Stage 4 (Attack), the Blind Bid.'))
    expect(decide(g.state, cmd({ zone: 'Cuba' }) as Command).ok).toBe(true)
  })
})

describe('Out of the game: leaving the order of play, and the unpaid marks going with the cards', () => {
  function atStage4(): GameState {
    const g = guidedGame(['usa', 'ussr', 'europe'])
    playTo(g, { cycle: 2, stage: 4, bidders: ['usa', 'ussr', 'europe'] })
    return g.state
  }
  const withPlay = (state: GameState, over: Partial<NonNullable<GameState['play']>>): GameState => ({ ...state, play: { ...state.play!, ...over } })

  it('"no cubes, no turn, no bid, no counterattack": every trace of the power leaves, and a later turn moves back one place', () => {
    const state = withPlay(atStage4(), {
      cubes: { usa: 1, ussr: 2, europe: 1 }, bids: { ussr: true, usa: false }, arrears: { ussr: 100 }, sequence: ['usa', 'ussr', 'europe'], turn: 2,
      passed: ['ussr', 'europe'], finished: ['ussr', 'usa'], counterattacks: ['ussr', 'europe'],
    })
    const [event, ...more] = leavePlay(state, 'ussr')
    expect(more).toEqual([])
    expect(event).toMatchObject({
      type: 'slicePatched', slice: 'play',
      to: { cubes: { usa: 1, europe: 1 }, bids: { usa: false }, arrears: {}, sequence: ['usa', 'europe'], turn: 1, passed: ['europe'], finished: ['usa'], counterattacks: ['europe'] },
    })
    expect(Object.keys((event as { to: object }).to).sort()).toEqual(['arrears', 'bids', 'counterattacks', 'cubes', 'finished', 'passed', 'sequence', 'turn'])
  })

  it('the turn stays on the same index when the power whose turn it is leaves, and falls back when it was last', () => {
    const turnAfter = (sequence: PowerId[], turn: number) => (leavePlay(withPlay(atStage4(), { sequence, turn }), 'ussr')[0] as { to: { turn: number } }).to.turn
    expect(turnAfter(['usa', 'ussr', 'europe'], 1)).toBe(1)
    expect(turnAfter(['usa', 'ussr', 'europe'], 0)).toBe(0)
    expect(turnAfter(['usa', 'europe', 'ussr'], 2)).toBe(1)
    expect(turnAfter(['ussr'], 0)).toBe(0)
  })

  it('a power with no trace in the order of play changes nothing; no guided play, nothing', () => {
    const state = withPlay(atStage4(), { cubes: {}, bids: {}, arrears: {}, sequence: ['usa', 'europe'], turn: 0, passed: [], finished: undefined, counterattacks: undefined })
    expect(leavePlay(state, 'ussr')).toEqual([])
    expect(leavePlay(startedState(['usa', 'ussr']), 'ussr')).toEqual([])
  })

  it('Stage 1: an unpaid card keeps its mark with its new owner; the old owner keeps the marks of cards it keeps', () => {
    const base = atStage4()
    const ussr = base.powers.ussr!
    const cards = ussr.companies
    const state = withPlay(base, { unpaid: { ussr: ['ussr-1', 'ussr-2'], usa: ['usa-1'] } })
    const marks = (to: PowerId | undefined, moved: typeof cards) => {
      const out = moveCompanies(state, ussr, to ? state.powers[to] : undefined, moved).filter((e) => e.type === 'slicePatched')
      return out.map((e) => (e as { to: object }).to)
    }
    expect(marks('usa', [cards[0]!])).toEqual([{ unpaid: { ussr: ['ussr-2'], usa: ['usa-1', 'ussr-1'] } }])
    expect(marks('europe', [cards[0]!, cards[1]!])).toEqual([{ unpaid: { usa: ['usa-1'], europe: ['ussr-1', 'ussr-2'] } }])
    expect(marks(undefined, [cards[1]!])).toEqual([{ unpaid: { ussr: ['ussr-1'], usa: ['usa-1'] } }])
    expect(marks('usa', [cards[2]!])).toEqual([])
  })
})
