import { describe, expect, it } from 'vitest'
import { currentTurn, decide, evolve, revert, type Command, type FightBattle, type GameState, type MoveInput, type NuclearStrike, type WithdrawFromZone } from '@/domain'
import { describeEntry } from '@/presentation'
import { apply, startedState } from '../support/games'
import { guidedGame, playTo } from '../support/guided'

const NO_MOVE: MoveInput = { marchArmyTerritories: 0, airliftArmies: 0, convoySeas: 0, navySeas: 0 }
const USSR_HOMES = ['Buryatsk', 'Kazakh', 'Kola', 'Russia', 'Siberia', 'Yakutsk']

function refusal(state: GameState, command: Command) {
  const result = decide(state, command)
  if (result.ok) throw new Error(`accepted: ${command.kind}`)
  return result.refusal
}

/** USSR with a card in India (a foreign territory) and enough grain and oil to move. */
function withIndia(): GameState {
  let state = startedState(['usa', 'ussr', 'europe'])
  state = apply(state, { kind: 'addCompany', power: 'ussr', reason: 'test', company: { name: 'Mahabir Mines', territory: 'India', resource: 'minerals', units: 2, origin: 'independent' } })
  state = apply(state, { kind: 'correctSupply', power: 'ussr', row: 'oil', value: 6, reason: 'test' })
  return state
}

const withdraw = (over: Partial<WithdrawFromZone> = {}): WithdrawFromZone => ({
  kind: 'withdrawFromZone',
  defender: 'ussr',
  attacker: 'usa',
  zone: 'India',
  defenderMove: { ...NO_MOVE, marchArmyTerritories: 2 },
  ...over,
})

/** USA's conventional attack on Kazakh. */
const attack = (over: Partial<FightBattle> = {}): FightBattle => ({
  kind: 'fightBattle',
  attacker: 'usa',
  defender: 'ussr',
  target: 'Kazakh',
  attacking: { armies: 3, navies: 0 },
  defending: { armies: 2, navies: 0 },
  attackerDice: [5, 3],
  defenderDice: [2, 2],
  ...over,
})

const strike = (over: Partial<NuclearStrike> = {}): NuclearStrike => ({
  kind: 'nuclearStrike',
  attacker: 'ussr',
  defender: 'usa',
  targets: [{ zone: 'Alaska', isSea: false }],
  defenderLstarDice: [],
  ...over,
})

describe('Rulebook: Defensive Tactics, Withdraw', () => {
  it('"He pays the standard moving costs": 2 armies marching 1 territory cost 2 grain, a navy 1 sea 1 oil', () => {
    const before = withIndia()
    const state = apply(before, withdraw({ defenderMove: { ...NO_MOVE, marchArmyTerritories: 2, navySeas: 1 } }))
    expect(state.powers.ussr?.supplies.grain).toBe(before.powers.ussr!.supplies.grain - 2)
    expect(state.powers.ussr?.supplies.oil).toBe(before.powers.ussr!.supplies.oil - 1)
    // The pieces move on the board: no force is lost.
    expect(state.powers.ussr?.forces.armies).toBe(before.powers.ussr!.forces.armies)
    expect(state.powers.usa?.supplies).toEqual(before.powers.usa!.supplies)
  })

  it('"The attacker may occupy ... by paying the standard moving costs" and "takes all of the defender\'s resource cards located there"', () => {
    const before = withIndia()
    const card = before.powers.ussr!.companies.find((c) => c.territory === 'India')!
    const cmd = withdraw({ occupy: { move: { ...NO_MOVE, airliftArmies: 1 }, companyIds: [card.id] } })
    const state = apply(before, cmd)
    expect(state.powers.usa?.supplies.oil).toBe(before.powers.usa!.supplies.oil - 2)
    expect(state.powers.usa?.companies.map((c) => c.id)).toContain(card.id)
    expect(state.powers.ussr?.companies.map((c) => c.id)).not.toContain(card.id)
    const events = (decide(before, cmd) as { ok: true; value: never[] }).value
    expect(revert(events.reduce(evolve, before), events)).toEqual(before)
  })

  it('a withdrawal the defender cannot pay for, or with nothing withdrawn or occupied, is refused', () => {
    const state = withIndia()
    expect(refusal(state, withdraw({ defenderMove: { ...NO_MOVE, marchArmyTerritories: 4 } })).message).toBe('USSR has 3 grain; withdrawing needs 4.')
    expect(refusal(state, withdraw({ defenderMove: NO_MOVE })).code).toBe('nothing-withdrawn')
    expect(refusal(state, withdraw({ occupy: { move: NO_MOVE, companyIds: ['ussr-1'] } })).code).toBe('wrong-territory')
    expect(refusal(state, withdraw({ defenderMove: { ...NO_MOVE, navySeas: -1 } })).code).toBe('bad-number')
  })

  it('occupying a vacated home territory captures it, and the defender has its counterattack', () => {
    const g = guidedGame(['usa', 'ussr'])
    playTo(g, { cycle: 2, stage: 4, bidders: ['usa'] })
    g.do(withdraw({ zone: 'Kola', occupy: { move: { ...NO_MOVE, marchArmyTerritories: 1 }, companyIds: ['ussr-3'] } }))
    expect(g.state.war?.occupiedHomes.Kola).toBe('usa')
    expect(g.state.war?.lastHomeLoss?.ussr).toEqual({ how: 'captured', by: 'usa' })
    expect(g.state.play?.counterattacks).toEqual(['ussr'])
    expect(g.state.powers.usa?.companies.map((c) => c.id)).toContain('ussr-3')
  })

  it('in a guided game, a withdrawal is part of the attacker\'s turn in Stage 4', () => {
    const g = guidedGame(['usa', 'ussr'])
    playTo(g, { cycle: 2, stage: 4, bidders: ['usa'] })
    expect(g.refuse(withdraw({ defender: 'usa', attacker: 'ussr', zone: 'Alaska' })).code).toBe('not-your-turn')
  })
})

describe('Rulebook: Defensive Tactics, Withdraw "some, none or all"', () => {
  it('after a partial withdrawal the attacker fights the forces that stayed (the attack is not used up)', () => {
    const g = guidedGame(['usa', 'ussr'])
    playTo(g, { cycle: 2, stage: 4, bidders: ['usa'] })
    g.do(withdraw({ zone: 'Kazakh', defenderMove: { ...NO_MOVE, marchArmyTerritories: 1 } }))
    expect(g.state.play!.attackMade ?? null).toBeNull()
    g.do(attack({ defending: { armies: 1, navies: 0 } }))
    expect(g.state.play!.attackMade).toBe('usa')
  })

  it('when the attacker occupies the vacant zone, that was its attack', () => {
    const g = guidedGame(['usa', 'ussr'])
    playTo(g, { cycle: 2, stage: 4, bidders: ['usa'] })
    g.do(withdraw({ occupy: { move: { ...NO_MOVE, marchArmyTerritories: 1 }, companyIds: [] } }))
    expect(g.refuse(attack()).code).toBe('attack-made')
  })
})

describe('Rulebook: Defensive Tactics, Surrender', () => {
  it('"he may not surrender any forces located in his home territories"', () => {
    const state = withIndia()
    const r = refusal(state, { kind: 'surrenderZone', defender: 'ussr', attacker: 'usa', zone: 'Kola', armies: 1, navies: 0, companyIds: [] })
    expect(r.code).toBe('home-territory')
    const card = state.powers.ussr!.companies.find((c) => c.territory === 'India')!
    const after = apply(state, { kind: 'surrenderZone', defender: 'ussr', attacker: 'usa', zone: 'India', armies: 1, navies: 0, companyIds: [card.id] })
    expect(after.powers.usa?.forces.armies).toBe(state.powers.usa!.forces.armies + 1)
    expect(after.powers.usa?.companies.map((c) => c.id)).toContain(card.id)
  })

  it('in Stage 4 a surrender answers the turn\'s attack: no second attack; the power that lost cards has its one counterattack', () => {
    const g = guidedGame(['usa', 'ussr'])
    playTo(g, { cycle: 2, stage: 4, bidders: ['usa'] })
    g.do({ kind: 'addCompany', power: 'ussr', reason: 'test', company: { name: 'Mahabir Mines', territory: 'India', resource: 'minerals', units: 2, origin: 'independent' } })
    const card = g.state.powers.ussr!.companies.find((c) => c.territory === 'India')!
    g.do({ kind: 'surrenderZone', defender: 'ussr', attacker: 'usa', zone: 'India', armies: 1, navies: 0, companyIds: [card.id] })
    expect(g.state.play).toMatchObject({ attackMade: 'usa', counterattacks: ['ussr'] })
    expect(g.refuse(attack({ target: 'Kola' })).code).toBe('attack-made')
  })

  it('a surrender of forces only marks the attack made, with no counterattack: the attacker then ends its turn', () => {
    const g = guidedGame(['usa', 'ussr'])
    playTo(g, { cycle: 2, stage: 4, bidders: ['usa', 'ussr'] })
    g.do({ kind: 'surrenderZone', defender: 'ussr', attacker: 'usa', zone: 'India', armies: 1, navies: 0, companyIds: [] })
    expect(g.state.play).toMatchObject({ attackMade: 'usa', counterattacks: [] })
    g.do({ kind: 'endTurn', power: 'usa' })
    expect(currentTurn(g.state.play!)).toBe('ussr')
  })
})

describe('Rulebook: Tactics, First Strike', () => {
  function stage4(bidders: ('usa' | 'ussr' | 'europe')[]) {
    const g = guidedGame(['usa', 'ussr', 'europe'])
    playTo(g, { cycle: 2, stage: 4, bidders })
    g.do({ kind: 'correctSupply', power: 'ussr', row: 'nukes', value: 3, reason: 'test' })
    g.do({ kind: 'correctSupply', power: 'usa', row: 'nukes', value: 3, reason: 'test' })
    return g
  }

  it('"if the defender has not chosen to play the attack stage, then he may not launch a first strike"', () => {
    const g = stage4(['usa'])
    const r = g.refuse(strike({ firstStrike: true }))
    expect(r.code).toBe('not-on-alert')
    expect(r.message).toBe('USSR did not bid for Stage 4, so it may not launch a first strike: "his forces were not on the alert".')
  })

  it('a first strike is fired only at the power whose turn it is', () => {
    const g = stage4(['usa', 'ussr', 'europe'])
    expect(g.refuse(strike({ firstStrike: true, defender: 'europe', targets: [{ zone: 'Iberia', isSea: false }] })).code).toBe('not-the-attacker')
    expect(g.refuse(strike({ firstStrike: true, defender: 'unoccupied', targets: [{ zone: 'Greenland', isSea: false }] })).code).toBe('first-strike-target')
    // Without the first-strike mark, it is simply not the USSR's turn.
    expect(g.refuse(strike()).code).toBe('not-your-turn')
  })

  it('the defender fires first, the attacker retaliates at once (the strikes grant no counterattack), then fights (the battle does)', () => {
    const g = stage4(['usa', 'ussr'])
    g.do(strike({ firstStrike: true }))
    expect(g.state.war?.nuked).toEqual(['Alaska'])
    expect(g.state.play?.firstStrike).toEqual({ by: 'ussr', against: 'usa' })
    expect(g.state.play?.counterattacks).toEqual([])
    expect(g.refuse(strike({ attacker: 'usa', defender: 'europe', retaliation: true, targets: [{ zone: 'Iberia', isSea: false }] })).code).toBe('no-first-strike')
    g.do(strike({ attacker: 'usa', defender: 'ussr', retaliation: true, targets: [{ zone: 'Kola', isSea: false }] }))
    expect(g.state.play?.counterattacks).toEqual([])
    expect(g.state.war?.lastHomeLoss?.ussr).toEqual({ how: 'nuked' })
    g.do({ kind: 'fightBattle', attacker: 'usa', defender: 'ussr', target: 'Kazakh', attacking: { armies: 3, navies: 0 }, defending: { armies: 2, navies: 0 }, attackerDice: [5, 3], defenderDice: [2, 2] })
    expect(g.state.play?.firstStrike).toBeUndefined()
    expect(g.state.play?.counterattacks).toEqual(['ussr'])
  })

  it('the retaliation window closes when the attacker ends its turn; the log names both strikes', () => {
    const g = stage4(['usa', 'ussr'])
    const first = strike({ firstStrike: true })
    g.do(first)
    g.do({ kind: 'endTurn', power: 'usa' })
    expect(g.state.play?.firstStrike).toBeUndefined()
    const line = describeEntry({ seq: 2, gameId: 'g', at: '', command: first, events: [] } as never, g.state.settings, () => undefined).title
    expect(line).toMatch(/^First strike: USSR fired 1 nuke at USA/)
  })

  it('a bookkeeping game allows a first strike at any time', () => {
    let state = apply(startedState(['usa', 'ussr']), { kind: 'correctSupply', power: 'ussr', row: 'nukes', value: 1, reason: 'test' })
    state = apply(state, strike({ firstStrike: true }))
    expect(state.war?.nuked).toEqual(['Alaska'])
  })
})

describe('Rulebook: which Spoils of War rule applies when the last home territory falls', () => {
  function allButKolaCaptured(): GameState {
    let state = startedState(['usa', 'ussr', 'europe'])
    for (const territory of USSR_HOMES.filter((t) => t !== 'Kola')) state = apply(state, { kind: 'captureTerritory', attacker: 'usa', defender: 'ussr', territory })
    return apply(state, { kind: 'correctSupply', power: 'europe', row: 'nukes', value: 2, reason: 'test' })
  }

  it('the last home captured: The Capture, to its captor, and not The Destruction', () => {
    let state = apply(allButKolaCaptured(), { kind: 'nuclearStrike', attacker: 'europe', defender: 'ussr', targets: [{ zone: 'Russia', isSea: false }], defenderLstarDice: [] })
    state = apply(state, { kind: 'captureTerritory', attacker: 'europe', defender: 'ussr', territory: 'Kola' })
    expect(state.war?.lastHomeLoss?.ussr).toEqual({ how: 'captured', by: 'europe' })
    expect(refusal(state, { kind: 'destroyPower', power: 'ussr' }).code).toBe('last-home-captured')
    expect(refusal(state, { kind: 'claimSpoils', victor: 'usa', defeated: 'ussr' }).code).toBe('not-the-captor')
    expect(decide(state, { kind: 'claimSpoils', victor: 'europe', defeated: 'ussr' }).ok).toBe(true)
  })

  it('"If the defender decides to nuke the last home territory that has just been captured ... the attacker does not get to use the rule Spoils of War"', () => {
    let state = apply(allButKolaCaptured(), { kind: 'captureTerritory', attacker: 'usa', defender: 'ussr', territory: 'Kola' })
    state = apply(state, { kind: 'correctSupply', power: 'ussr', row: 'nukes', value: 1, reason: 'test' })
    state = apply(state, { kind: 'nuclearStrike', attacker: 'ussr', defender: 'usa', targets: [{ zone: 'Kola', isSea: false }], defenderLstarDice: [] })
    expect(state.war?.lastHomeLoss?.ussr).toEqual({ how: 'nuked' })
    expect(refusal(state, { kind: 'claimSpoils', victor: 'usa', defeated: 'ussr' }).code).toBe('last-home-nuked')
    expect(decide(state, { kind: 'destroyPower', power: 'ussr' }).ok).toBe(true)
  })

  it('a game saved before the order was recorded keeps either rule', () => {
    let state = apply(allButKolaCaptured(), { kind: 'nuclearStrike', attacker: 'europe', defender: 'ussr', targets: [{ zone: 'Kola', isSea: false }], defenderLstarDice: [] })
    state = { ...state, war: { ...state.war!, lastHomeLoss: undefined } }
    expect(decide(state, { kind: 'destroyPower', power: 'ussr' }).ok).toBe(true)
    expect(decide(state, { kind: 'claimSpoils', victor: 'usa', defeated: 'ussr' }).ok).toBe(true)
  })
})

describe('Rulebook: Stage 4, Rotating Attacks and the counterattack (Step F)', () => {
  const counter = attack({ attacker: 'ussr', defender: 'usa', target: 'Alaska', attacking: { armies: 1, navies: 0 }, defending: { armies: 1, navies: 0 }, attackerDice: [1], defenderDice: [1, 1] })
  function stage4() {
    const g = guidedGame(['usa', 'ussr', 'europe'])
    playTo(g, { cycle: 2, stage: 4, bidders: ['usa', 'ussr'] })
    return g
  }
  function play(state: GameState, commands: Command[]): GameState {
    return commands.reduce((s, c) => {
      const r = decide(s, c)
      if (!r.ok) throw new Error(r.refusal.message)
      return r.value.reduce(evolve, s)
    }, state)
  }

  it('"After player one has made his first attack, the defender gets one counterattack ... After the counterattacks have been resolved, player two gets to make an attack"', () => {
    const g = stage4()
    g.do(attack())
    expect(g.state.play).toMatchObject({ attackMade: 'usa', counterattacks: ['ussr'] })
    expect(currentTurn(g.state.play!)).toBe('usa')
    // One attack per turn: no second attack, no pass, no end of turn while the counterattack is due.
    expect(g.refuse(attack({ target: 'Kola' })).code).toBe('attack-made')
    expect(g.refuse({ kind: 'endTurn', power: 'usa' }).remedies[0]?.command).toEqual({ kind: 'declineCounterattack', power: 'ussr' })
    g.do(counter)
    expect(currentTurn(g.state.play!)).toBe('ussr')
    expect(g.state.play?.counterattacks).toEqual([])
    expect(g.state.play?.attackMade).toBeUndefined()
  })

  it('"The attacks continue according to player sequence, until all of the players no longer wish to attack": a pass is not final', () => {
    const g = stage4()
    g.do({ kind: 'passTurn', power: 'usa' })
    g.do(attack({ attacker: 'ussr', defender: 'usa', target: 'Alaska', attacking: { armies: 1, navies: 0 }, defending: { armies: 1, navies: 0 }, attackerDice: [1], defenderDice: [1, 1] }))
    g.do({ kind: 'declineCounterattack', power: 'usa' })
    // The USA passed before, but the USSR attacked since: the USA may attack now.
    expect(currentTurn(g.state.play!)).toBe('usa')
    g.do({ kind: 'passTurn', power: 'usa' })
    g.do({ kind: 'passTurn', power: 'ussr' })
    expect(g.state.play).toMatchObject({ stage: 4, step: 'over' })
  })

  it('an attack with no counterattack due ends with "End turn"; passing after the attack is refused', () => {
    const g = stage4()
    g.do(attack({ defender: 'militia', target: 'Greenland', attackerDice: [], defenderDice: [1] }))
    expect(g.refuse({ kind: 'passTurn', power: 'usa' }).remedies[0]?.command).toEqual({ kind: 'endTurn', power: 'usa' })
    g.do({ kind: 'endTurn', power: 'usa' })
    expect(currentTurn(g.state.play!)).toBe('ussr')
  })

  it('counterattacks are used before the next attack, not carried to later turns', () => {
    const g = stage4()
    g.do(attack({ defender: 'europe', target: 'Iberia' }))
    g.do({ kind: 'declineCounterattack', power: 'europe' })
    expect(currentTurn(g.state.play!)).toBe('ussr')
    expect(g.refuse(attack({ attacker: 'europe', defender: 'usa', target: 'Alaska' })).code).toBe('not-your-turn')
    expect(g.refuse({ kind: 'declineCounterattack', power: 'europe' }).code).toBe('no-counterattack')
  })

  it('"the defender has the option of a nuclear first strike" only against the attack declared now, not one already fought', () => {
    const g = stage4()
    g.do({ kind: 'correctSupply', power: 'ussr', row: 'nukes', value: 2, reason: 'test' })
    g.do(attack())
    const r = g.refuse({ kind: 'nuclearStrike', attacker: 'ussr', defender: 'usa', targets: [{ zone: 'Alaska', isSea: false }], defenderLstarDice: [], firstStrike: true })
    expect(r.code).toBe('not-the-attacker')
    expect(r.message).toContain('USA has made its attack this turn')
  })

  it('The Militia: "The player who lost the card(s) is entitled to one counterattack"', () => {
    const g = stage4()
    g.do({ kind: 'addCompany', power: 'europe', reason: 'test', company: { name: 'Mahabir Mines', territory: 'India', resource: 'minerals', units: 2, origin: 'independent' } })
    const card = g.state.powers.europe!.companies.find((c) => c.territory === 'India')!
    g.do(attack({ defender: 'militia', target: 'India', attackerDice: [], defenderDice: [1] }))
    expect(g.state.play?.counterattacks).toEqual([])
    g.do({ kind: 'transferCompany', from: 'europe', to: 'usa', companyId: card.id, reason: 'capture' })
    expect(g.state.play?.counterattacks).toEqual(['europe'])
    g.do({ kind: 'declineCounterattack', power: 'europe' })
    expect(currentTurn(g.state.play!)).toBe('ussr')
  })

  it('Spoils of War apply "after the defender has had an opportunity to counterattack": the Capture waits for it to be used or declined', () => {
    const g = stage4()
    g.do(attack())
    for (const territory of USSR_HOMES) g.do({ kind: 'captureTerritory', attacker: 'usa', defender: 'ussr', territory })
    const r = g.refuse({ kind: 'claimSpoils', victor: 'usa', defeated: 'ussr' })
    expect(r.code).toBe('counterattack-pending')
    expect(r.remedies[0]?.command).toEqual({ kind: 'declineCounterattack', power: 'ussr' })
    g.do({ kind: 'declineCounterattack', power: 'ussr' })
    g.do({ kind: 'claimSpoils', victor: 'usa', defeated: 'ussr' })
    expect(g.state.war?.eliminated).toEqual(['ussr'])
  })

  it('The Destruction waits for the counterattack too', () => {
    const g = stage4()
    for (const territory of USSR_HOMES.slice(1)) g.do({ kind: 'captureTerritory', attacker: 'europe', defender: 'ussr', territory })
    g.do({ kind: 'correctSupply', power: 'usa', row: 'nukes', value: 1, reason: 'test' })
    g.do(strike({ attacker: 'usa', defender: 'ussr', targets: [{ zone: USSR_HOMES[0]!, isSea: false }] }))
    expect(g.refuse({ kind: 'destroyPower', power: 'ussr' }).code).toBe('counterattack-pending')
    g.do({ kind: 'declineCounterattack', power: 'ussr' })
    g.do({ kind: 'destroyPower', power: 'ussr' })
    expect(g.state.war?.eliminated).toEqual(['ussr'])
  })

  it('Reading: a counterattack earns no counterattack (the rule gives one to "each player that is attacked" by the turn\'s attack); the setting can say yes', () => {
    const g = stage4()
    g.do(attack())
    expect(g.state.settings.counterattackEarnsCounterattack).toBe(false)
    const after = play(g.state, [counter])
    expect(after.play?.counterattacks).toEqual([])
    const yes = play({ ...g.state, settings: { ...g.state.settings, counterattackEarnsCounterattack: true } }, [counter])
    expect(yes.play?.counterattacks).toEqual(['usa'])
    expect(currentTurn(yes.play!)).toBe('usa')
    const done = play(yes, [{ kind: 'declineCounterattack', power: 'usa' }])
    expect(currentTurn(done.play!)).toBe('ussr')
  })

  it('a game started before Rotating Attacks keeps its Stage 4: attacks chained, counterattacks carried', () => {
    const g = stage4()
    const settings = { ...g.state.settings }
    delete settings.counterattackEarnsCounterattack
    const old = play({ ...g.state, settings }, [attack()])
    expect(old.play?.attackMade).toBeUndefined()
    expect(decide(old, attack({ target: 'Kola' })).ok).toBe(true)
  })
})
