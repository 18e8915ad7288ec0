import { describe, expect, it } from 'vitest'
import { decide, type Command, type GameEvent, type GameState } from '@/domain'
import { apply, refusedBy, startedState } from '../support/games'
import { guidedGame, playTo } from '../support/guided'

/** Survivors of the mutation run on withdraw.ts: Defensive Tactics, "Withdraw", refusals whole and outcomes event by event. */

const RULE = 'Stage 4, Defensive Tactics, "Withdraw" (moving costs: Stage 5, Table of Standard Moving Costs)'
const NO_MOVE = { marchArmyTerritories: 0, airliftArmies: 0, convoySeas: 0, navySeas: 0 }
const withdraw = (over: object = {}) => ({ kind: 'withdrawFromZone', defender: 'ussr', attacker: 'usa', zone: 'India', defenderMove: { ...NO_MOVE, marchArmyTerritories: 2 }, ...over })
const refused = (code: string, message: string, remedies: object[] = []) => ({ code, message, rule: RULE, remedies })

function withIndiaCard(state: GameState): GameState {
  return apply(state, { kind: 'addCompany', power: 'ussr', reason: 'test', company: { name: 'Mahabir Mines', territory: 'India', resource: 'minerals', units: 3, origin: 'independent' } })
}

function events(state: GameState, command: object): GameEvent[] {
  const result = decide(state, command as Command)
  if (!result.ok) throw new Error(result.refusal.message)
  return result.value
}

/** Stage 4, Phase C of cycle 2, USA's turn to attack (a guided game). */
function stage4(): GameState {
  const g = guidedGame(['usa', 'ussr', 'europe'])
  playTo(g, { cycle: 2, stage: 4, bidders: ['usa', 'ussr', 'europe'] })
  return g.state
}

describe('Withdraw: refusals (whole)', () => {
  it('input check: the roles are named, and the two powers differ', () => {
    const s = startedState(['usa', 'ussr'])
    expect(refusedBy(s, withdraw({ defender: 'mars' }))).toEqual(refused('unknown-power', 'Choose the power withdrawing: a superpower in this game.'))
    expect(refusedBy(s, withdraw({ attacker: 'mars' }))).toEqual(refused('unknown-power', 'Choose the attacker: a superpower in this game.'))
    expect(refusedBy(s, withdraw({ attacker: 'ussr' }))).toEqual(refused('same-power', 'Choose two different superpowers.'))
  })

  it('input check: the zone is named (not blank, a string, at most 40 characters); a nuked zone, however spaced, is out of play', () => {
    const s = startedState(['usa', 'ussr'])
    for (const zone of ['', '   ', 7]) expect(refusedBy(s, withdraw({ zone }))).toEqual(refused('bad-target', 'Name the territory or sea under attack.'))
    expect(refusedBy(s, withdraw({ zone: 'x'.repeat(41) }))).toEqual(refused('bad-target', 'The territory’s name is 41 characters long: keep it to at most 40 characters.'))
    expect(decide(s, withdraw({ zone: 'x'.repeat(40) }) as Command).ok).toBe(true)
    const nuked = { ...s, war: { ...s.war!, nuked: ['India'] } }
    expect(refusedBy(nuked, withdraw({ zone: ' India ' }))).toEqual(refused('nuked', 'India was nuked: it is out of play, no one is there to withdraw.'))
    // A game saved before the battle desk (no war record) has nothing nuked.
    expect(decide({ ...s, war: undefined }, withdraw() as Command).ok).toBe(true)
  })

  it('input check: each move is whole numbers, the defender\'s and the attacker\'s, named', () => {
    const s = startedState(['usa', 'ussr'])
    expect(refusedBy(s, withdraw({ defenderMove: { ...NO_MOVE, navySeas: -1 } }))).toEqual({ code: 'bad-number', message: 'Enter whole numbers of army-territories, armies flown and seas crossed for USSR, from 0 to 999.', remedies: [] })
    expect(refusedBy(s, withdraw({ occupy: { move: { ...NO_MOVE, airliftArmies: 1.5 } } }))).toEqual({ code: 'bad-number', message: 'Enter whole numbers of army-territories, armies flown and seas crossed for USA, from 0 to 999.', remedies: [] })
  })

  it('"he takes all of the defender\'s resource cards located there": a list of the defender\'s cards in that zone, each once', () => {
    const s = withIndiaCard(startedState(['usa', 'ussr']))
    const card = s.powers.ussr!.companies.at(-1)!
    for (const companyIds of ['x', [7], [card.id, card.id]]) {
      expect(refusedBy(s, withdraw({ occupy: { move: NO_MOVE, companyIds } }))).toEqual(refused('bad-company', 'List the resource cards taken in the zone, each once.'))
    }
    expect(refusedBy(s, withdraw({ occupy: { move: NO_MOVE, companyIds: ['usa-1'] } }))).toEqual(refused('unknown-company', 'USSR does not hold that resource card.'))
    expect(refusedBy(s, withdraw({ occupy: { move: NO_MOVE, companyIds: ['ussr-1'] } }))).toEqual(refused('wrong-territory', 'Rovno Grains is in Russia, not India: the attacker takes only the cards located there.'))
  })

  it('something must happen: a withdrawal that costs nothing and no occupation is refused (a march and a sea together are something)', () => {
    const s = startedState(['usa', 'ussr'])
    expect(refusedBy(s, withdraw({ defenderMove: NO_MOVE }))).toEqual(refused('nothing-withdrawn', 'Enter what USSR withdraws from India (army-territories marched, armies flown, seas crossed), or that USA occupies it.'))
    expect(events(s, withdraw({ defenderMove: { ...NO_MOVE, marchArmyTerritories: 1, navySeas: 1 } }))).toEqual([
      { type: 'supplyChanged', power: 'ussr', row: 'grain', from: 3, to: 2 },
      { type: 'supplyChanged', power: 'ussr', row: 'oil', from: 3, to: 2 },
    ])
  })

  it('"He pays the standard moving costs": each side\'s shortfall refused with its remedy', () => {
    const s = startedState(['usa', 'ussr'])
    expect(refusedBy(s, withdraw({ defenderMove: { ...NO_MOVE, marchArmyTerritories: 4 } }))).toEqual(refused('not-enough-supplies', 'USSR has 3 grain; withdrawing needs 4.', [{ label: 'Withdraw fewer forces, or resist instead' }]))
    expect(refusedBy(s, withdraw({ occupy: { move: { ...NO_MOVE, navySeas: 4 } } }))).toEqual(refused('not-enough-supplies', 'USA has 3 oil; occupying needs 4.', [{ label: 'Occupy with fewer forces, or not at all' }]))
  })
})

describe('Withdraw: outcomes', () => {
  it('the defender pays only what it spends: grain alone is one event; the attacker pays its own', () => {
    const s = startedState(['usa', 'ussr'])
    expect(events(s, withdraw())).toEqual([{ type: 'supplyChanged', power: 'ussr', row: 'grain', from: 3, to: 1 }])
    expect(events(s, withdraw({ defenderMove: NO_MOVE, occupy: { move: { ...NO_MOVE, airliftArmies: 1 } } }))).toEqual([{ type: 'supplyChanged', power: 'usa', row: 'oil', from: 3, to: 1 }])
  })

  it('withdrawing from a home territory without occupying it changes no one\'s hold', () => {
    expect(events(startedState(['usa', 'ussr']), withdraw({ zone: 'Kola' }))).toEqual([{ type: 'supplyChanged', power: 'ussr', row: 'grain', from: 3, to: 1 }])
  })

  it('in a guided game: a foreign zone occupied with no card grants no counterattack; a card taken grants one', () => {
    const s = withIndiaCard(stage4())
    const card = s.powers.ussr!.companies.at(-1)!
    const play = (out: GameEvent[]) => out.filter((e) => e.type === 'slicePatched').map((e) => [(e as { slice: string }).slice, (e as { to: object }).to])
    expect(play(events(s, withdraw({ occupy: { move: NO_MOVE } })))).toEqual([['play', { attackMade: 'usa' }]])
    expect(play(events(s, withdraw({ occupy: { move: NO_MOVE, companyIds: [card.id] } })))).toEqual([['play', { counterattacks: ['ussr'], attackMade: 'usa' }]])
    // A withdrawal with nothing occupied: no card, no counterattack, and the attack is not used up
    // ("some, none or all": forces may have stayed, and the battle against them follows).
    expect(play(events(s, withdraw({ zone: 'Kola' })))).toEqual([])
  })

  it('"If he captures a territory": the defender\'s home occupied is captured (its last loss kept) and grants a counterattack', () => {
    const s = stage4()
    const war = s.war!
    const out = events(s, withdraw({ zone: 'Kola', occupy: { move: NO_MOVE } }))
    expect(out.filter((e) => e.type === 'slicePatched')).toEqual([
      {
        type: 'slicePatched', slice: 'war',
        from: { occupiedHomes: {}, record: war.record, lastHomeLoss: null },
        to: {
          occupiedHomes: { Kola: 'usa' },
          record: { ...war.record, usa: { nukesFired: 0, territoriesCaptured: 1, territoriesLostToNukes: 0, unitsDestroyed: 0, expectedUnitsDestroyed: 0 } },
          lastHomeLoss: { ussr: { how: 'captured', by: 'usa' } },
        },
      },
      { type: 'slicePatched', slice: 'play', from: { counterattacks: [], attackMade: null }, to: { counterattacks: ['ussr'], attackMade: 'usa' } },
    ])
  })

  it('a third power\'s home held by the defender passes to the attacker (no last loss for the defender); the attacker retakes its own home (a liberation)', () => {
    let s = startedState(['usa', 'ussr', 'europe'])
    s = apply(s, { kind: 'captureTerritory', attacker: 'ussr', defender: 'europe', territory: 'Iberia' })
    s = apply(s, { kind: 'captureTerritory', attacker: 'ussr', defender: 'usa', territory: 'Alaska' })
    s = apply(s, { kind: 'captureTerritory', attacker: 'europe', defender: 'ussr', territory: 'Kola' })
    const war = s.war!
    const record = (n: number) => ({ ...war.record, usa: { nukesFired: 0, territoriesCaptured: n, territoriesLostToNukes: 0, unitsDestroyed: 0, expectedUnitsDestroyed: 0 } })
    const warEvents = (zone: string) => events(s, withdraw({ zone, occupy: { move: NO_MOVE } })).filter((e) => e.type === 'slicePatched')
    expect(warEvents('Iberia')).toEqual([{ type: 'slicePatched', slice: 'war', from: { occupiedHomes: war.occupiedHomes, record: war.record }, to: { occupiedHomes: { ...war.occupiedHomes, Iberia: 'usa' }, record: record(1) } }])
    expect(warEvents('Alaska')).toEqual([{ type: 'slicePatched', slice: 'war', from: { occupiedHomes: war.occupiedHomes, record: war.record }, to: { occupiedHomes: { Iberia: 'ussr', Kola: 'europe' }, record: record(1) } }])
    // USSR's home held by Europe, not by USSR: the withdrawal gives USA nothing there.
    expect(warEvents('Kola')).toEqual([])
    // USA's own home, never lost: nothing to liberate.
    expect(warEvents('Midwest U.S.A.')).toEqual([])
  })
})
