import { describe, expect, it } from 'vitest'
import { currentTurn, decide, dueNow, evolve, foldEntries, stage1Bill, totalMoney, type Command, type GameState } from '@/domain'
import { guidedGame, playTo } from '../support/guided'
import { entry, mustDecide, refusedBy, standardStart, startedState } from '../support/games'

describe('A guided first cycle', () => {
  it('Stage 1: every power pays $50M per company and $10M per army; then Stage 2 moves production', () => {
    const g = guidedGame()
    expect(g.state.play?.stage).toBe(1)
    const usa = g.state.powers.usa!
    expect(stage1Bill(g.state, usa).total).toBe(6 * 50 + 4 * 10)
    g.do({ kind: 'settleStage1', power: 'usa' })
    expect(g.state.accounts.usa).toBe(7000 - 340)
    expect(g.refuse({ kind: 'advancePlay' }).message).toContain('USSR, Europe must still pay')
    g.do({ kind: 'settleStage1', power: 'ussr' })
    g.do({ kind: 'settleStage1', power: 'europe' })
    g.do({ kind: 'advancePlay' })
    expect(g.state.play?.stage).toBe(2)
    g.do({ kind: 'collectProduction' })
    // Each power's six home companies make 5 units of each resource: 3 + 5 = 8.
    expect(g.state.powers.usa?.supplies).toMatchObject({ grain: 8, oil: 8, minerals: 8 })
    g.do({ kind: 'advancePlay' })
    expect(g.state.play).toMatchObject({ stage: 3, step: 'bid' })
    expect(totalMoney(g.state)).toBe(0)
  })

  it('Player Sequence one die at a time: each die is kept, only a bidder who must roll may, a tie re-rolls only the tied, and Set order uses the kept dice', () => {
    const g = guidedGame()
    for (const p of ['usa', 'ussr', 'europe'] as const) g.do({ kind: 'settleStage1', power: p })
    g.do({ kind: 'advancePlay' })
    g.do({ kind: 'collectProduction' })
    g.do({ kind: 'advancePlay' })
    expect(g.refuse({ kind: 'rollSequenceDie', power: 'usa', face: 4 }).code).toBe('not-rolling')
    for (const p of ['usa', 'ussr', 'europe'] as const) g.do({ kind: 'placeBid', power: p, bid: p !== 'europe' })
    g.do({ kind: 'revealBids' })
    expect(g.refuse({ kind: 'rollSequenceDie', power: 'usa', face: 7 }).message).toBe('A die shows 1 to 6.')
    expect(g.refuse({ kind: 'rollSequenceDie', power: 'europe', face: 3 }).message).toBe('Europe does not roll now: USA and USSR roll now.')
    g.do({ kind: 'rollSequenceDie', power: 'usa', face: 4 })
    expect(g.state.play?.sequenceRolls).toEqual({ usa: [4] })
    expect(g.refuse({ kind: 'rollSequenceDie', power: 'usa', face: 2 }).message).toBe('USA does not roll now: USSR rolls now.')
    expect(g.refuse({ kind: 'setSequence' }).message).toBe('Roll one die for USSR; a die shows 1 to 6.')
    g.do({ kind: 'rollSequenceDie', power: 'ussr', face: 4 })
    expect(g.refuse({ kind: 'setSequence' }).message).toBe('USA and USSR are tied; they roll again.')
    g.do({ kind: 'rollSequenceDie', power: 'usa', face: 2 })
    g.do({ kind: 'rollSequenceDie', power: 'ussr', face: 5 })
    expect(g.refuse({ kind: 'rollSequenceDie', power: 'ussr', face: 1 }).message).toBe('USSR does not roll now: Every die is in: set the order.')
    g.do({ kind: 'setSequence' })
    expect(g.state.play?.sequence).toEqual(['ussr', 'usa'])
    expect(g.state.play?.sequenceRolls).toBeUndefined()
  })

  it('"Roll again from the start" clears the kept dice, and is refused when there are none', () => {
    const g = guidedGame()
    for (const p of ['usa', 'ussr', 'europe'] as const) g.do({ kind: 'settleStage1', power: p })
    g.do({ kind: 'advancePlay' })
    g.do({ kind: 'collectProduction' })
    g.do({ kind: 'advancePlay' })
    for (const p of ['usa', 'ussr', 'europe'] as const) g.do({ kind: 'placeBid', power: p, bid: true })
    g.do({ kind: 'revealBids' })
    expect(g.refuse({ kind: 'clearSequenceRolls' }).code).toBe('no-dice-yet')
    g.do({ kind: 'rollSequenceDie', power: 'europe', face: 6 })
    g.do({ kind: 'clearSequenceRolls' })
    expect(g.state.play?.sequenceRolls).toBeUndefined()
    g.do({ kind: 'rollSequenceDie', power: 'europe', face: 1 })
    expect(g.state.play?.sequenceRolls).toEqual({ europe: [1] })
  })

  it('Stage 3: secret bids, a die roll for sequence, rotating sales, and out-of-turn sales refused', () => {
    const g = guidedGame()
    for (const p of ['usa', 'ussr', 'europe'] as const) g.do({ kind: 'settleStage1', power: p })
    g.do({ kind: 'advancePlay' })
    g.do({ kind: 'collectProduction' })
    g.do({ kind: 'advancePlay' })
    expect(g.refuse({ kind: 'sellToMarket', power: 'usa', resource: 'oil', units: 1 }).message).toContain('Stage 3, Phase C; the game is at Stage 3 (Sell Resources), the Blind Bid')
    g.do({ kind: 'placeBid', power: 'usa', bid: true })
    g.do({ kind: 'placeBid', power: 'ussr', bid: true })
    expect(g.refuse({ kind: 'revealBids' }).message).toContain('Europe')
    g.do({ kind: 'placeBid', power: 'europe', bid: false })
    g.do({ kind: 'revealBids' })
    expect(g.state.play?.step).toBe('sequence')
    expect(g.state.play?.cubes).toMatchObject({ usa: 2, ussr: 2, europe: 3 })
    expect(g.refuse({ kind: 'setSequence', rolls: { usa: [4], ussr: [4] } }).message).toBe('USA and USSR are tied; they roll again.')
    g.do({ kind: 'setSequence', rolls: { usa: [4, 2], ussr: [4, 5] } })
    expect(g.state.play?.sequence).toEqual(['ussr', 'usa'])
    expect(currentTurn(g.state.play!)).toBe('ussr')
    expect(g.refuse({ kind: 'sellToMarket', power: 'usa', resource: 'oil', units: 1 }).message).toBe("It is USSR's turn, not USA's (player sequence).")
    g.do({ kind: 'sellToMarket', power: 'ussr', resource: 'oil', units: 2 })
    expect(currentTurn(g.state.play!)).toBe('usa')
    g.do({ kind: 'passTurn', power: 'usa' })
    expect(currentTurn(g.state.play!)).toBe('ussr')
    g.do({ kind: 'passTurn', power: 'ussr' })
    expect(g.state.play).toMatchObject({ stage: 3, phase: 'D' })
    g.do({ kind: 'tradeResources', seller: 'europe', buyer: 'usa', resource: 'grain', units: 1, price: 100 })
    g.do({ kind: 'advancePlay' })
    // Stage 4 is skipped in the first cycle: "On the first turn, no one may attack."
    expect(g.state.play).toMatchObject({ stage: 5, step: 'bid' })
  })

  it('a stage nobody bids for is over at once and "next" opens the following one; after Stage 7 "next" starts a new cycle with three cubes each', () => {
    const g = guidedGame(['usa', 'ussr'])
    for (const p of ['usa', 'ussr'] as const) g.do({ kind: 'settleStage1', power: p })
    g.do({ kind: 'advancePlay' })
    g.do({ kind: 'collectProduction' })
    g.do({ kind: 'advancePlay' })
    for (const stage of [3, 5, 6, 7]) {
      expect(g.state.play).toMatchObject({ stage, step: 'bid' })
      g.do({ kind: 'placeBid', power: 'usa', bid: false })
      g.do({ kind: 'placeBid', power: 'ussr', bid: false })
      g.do({ kind: 'revealBids' })
      expect(g.state.play).toMatchObject({ cycle: 1, stage, step: 'over' })
      g.do({ kind: 'advancePlay' })
    }
    expect(g.state.play).toMatchObject({ cycle: 2, stage: 1, cubes: { usa: 3, ussr: 3 }, done: [] })
  })

  // Survivor of the mutation run on play/turns.ts (nextStagePatch): a stage no one can bid for is skipped.
  it('a stage no one has a cube left for is skipped: with every cube spent on Stages 3, 5 and 6, "next" opens the next cycle', () => {
    const g = guidedGame(['usa', 'ussr'])
    for (const stage of [3, 5, 6] as const) {
      playTo(g, { stage, bidders: ['usa', 'ussr'] })
      while (g.state.play!.step === 'phase' && currentTurn(g.state.play!)) g.do({ kind: 'passTurn', power: currentTurn(g.state.play!)! })
    }
    while (g.state.play!.stage === 6) g.do({ kind: 'advancePlay' })
    expect(g.state.play).toMatchObject({ cycle: 2, stage: 1, step: 'phase' })
  })

  it('the same rule ends every stage: the last pass of Stage 5 leaves it over (no Stage 6 bid yet) until "next"', () => {
    const g = guidedGame(['usa', 'ussr'])
    playTo(g, { stage: 5, bidders: ['usa', 'ussr'] })
    g.do({ kind: 'passTurn', power: 'usa' })
    g.do({ kind: 'passTurn', power: 'ussr' })
    expect(g.state.play).toMatchObject({ cycle: 1, stage: 5, step: 'over' })
    // Nothing of Stage 5 or 6 is open meanwhile: no move costs, no turns.
    expect(g.refuse({ kind: 'payMoveCost', power: 'usa', marchArmyTerritories: 1, airliftArmies: 0, convoySeas: 0, navySeas: 0 }).code).toBe('wrong-stage')
    expect(g.refuse({ kind: 'passTurn', power: 'usa' }).code).toBe('not-now')
    g.do({ kind: 'advancePlay' })
    expect(g.state.play).toMatchObject({ stage: 6, step: 'bid' })
  })

  it('Stage 3: the last pass of the sales opens Phase D, where the Marshall\'s "next" opens Stage 5 directly (no second pause)', () => {
    const g = guidedGame(['usa', 'ussr'])
    playTo(g, { stage: 3, bidders: ['usa', 'ussr'] })
    g.do({ kind: 'passTurn', power: 'usa' })
    g.do({ kind: 'passTurn', power: 'ussr' })
    expect(g.state.play).toMatchObject({ stage: 3, step: 'phase', phase: 'D' })
    g.do({ kind: 'advancePlay' })
    expect(g.state.play).toMatchObject({ stage: 5, step: 'bid' })
  })

  it('games saved before the stage-end setting (no stageEnd) still open the next stage at the last pass, so their logs decide as recorded', () => {
    expect(guidedGame(['usa', 'ussr']).state.settings.stageEnd).toBe('pause')
    const old = guidedGame(['usa', 'ussr'])
    // A game started before the setting has none stored in its first event (the fold reads it from there).
    const started = old.entries[0]!.events[0] as { settings: { stageEnd?: string } }
    delete started.settings.stageEnd
    playTo(old, { stage: 5, bidders: ['usa', 'ussr'] })
    old.do({ kind: 'passTurn', power: 'usa' })
    old.do({ kind: 'passTurn', power: 'ussr' })
    expect(old.state.play).toMatchObject({ stage: 6, step: 'bid' })
  })

  // Survivors of the mutation run on play/turns.ts (isOut): a game file from before the battle desk
  // has no war record, so no power in it is out (Spoils of War) and each must still pay Stage 1.
  it('a game started before the battle desk (no war record) counts every power in: Stage 1 still waits for each payment', () => {
    const start = standardStart(['usa', 'ussr'])
    const events = mustDecide(foldEntries([]).state, { ...start, guided: true }).map((e) => (e.type === 'gameStarted' ? { ...e, war: undefined } : e))
    const state = foldEntries([entry(1, { ...start, guided: true }, events)]).state
    expect(state.war).toBeUndefined()
    expect(refusedBy(state, { kind: 'advancePlay' }).message).toBe('Stage 1 is not finished: USA, USSR must still pay salaries and loans.')
  })

  it('Default on Loans: unpaid interest blocks bank loans, and a short payment offers the arrears instead; sales go to the bank until cleared', () => {
    const g = guidedGame(['usa', 'ussr'])
    g.do({ kind: 'takeLoan', power: 'usa', amount: 2000 })
    g.do({ kind: 'settleStage1', power: 'usa', payInterest: false })
    expect(g.state.play?.arrears.usa).toBe(100)
    expect(g.refuse({ kind: 'takeLoan', power: 'usa', amount: 1000 }).code).toBe('in-default')
    // Short of money while in default: no bank loan is offered, paying the arrears is.
    const short = g.refuse({ kind: 'transferMoney', from: 'usa', to: 'bank', amount: 99_000, purpose: 'deal' })
    expect(short.message).not.toContain('Borrow')
    expect(short.remedies[0]?.command).toEqual({ kind: 'payArrears', power: 'usa' })
    g.do({ kind: 'settleStage1', power: 'ussr' })
    g.do({ kind: 'advancePlay' })
    g.do({ kind: 'collectProduction' })
    g.do({ kind: 'advancePlay' })
    g.do({ kind: 'placeBid', power: 'usa', bid: true })
    g.do({ kind: 'placeBid', power: 'ussr', bid: false })
    g.do({ kind: 'revealBids' })
    const cash = g.state.accounts.usa!
    // One oil at $500M: $100M clears the arrears, $400M reaches USA.
    g.do({ kind: 'sellToMarket', power: 'usa', resource: 'oil', units: 1 })
    expect(g.state.accounts.usa).toBe(cash + 400)
    expect(g.state.play?.arrears.usa).toBeUndefined()
    expect(totalMoney(g.state)).toBe(0)
  })

  it('reading: a loan taken in Stage 1 before settling pays its interest in this Stage 1; the offer says so and covers it', () => {
    const g = guidedGame(['usa', 'ussr'])
    g.do({ kind: 'takeLoan', power: 'usa', amount: 13000 })
    g.do({ kind: 'transferMoney', from: 'usa', to: 'ussr', amount: 19980, purpose: 'deal' })
    // $340M salaries + $650M interest = $990M against $20M: $970M short. $1,000M would add $50M
    // of interest and leave USA $20M short, so $2,000M is offered.
    const refusal = g.refuse({ kind: 'settleStage1', power: 'usa' })
    expect(refusal.remedies[0]).toEqual({ label: 'Borrow $2,000M from the bank (its $100M interest is due in this Stage 1 too)', command: { kind: 'takeLoan', power: 'usa', amount: 2000 } })
    g.do(refusal.remedies[0]!.command!)
    g.do({ kind: 'settleStage1', power: 'usa' })
    expect(g.state.accounts.usa).toBe(20 + 2000 - 340 - 750)
  })

  it('a power that cannot pay Stage 1 is refused with the numbers and chooses what goes unpaid', () => {
    const g = guidedGame(['usa', 'ussr'])
    g.do({ kind: 'transferMoney', from: 'usa', to: 'ussr', amount: 6800, purpose: 'deal' })
    const refusal = g.refuse({ kind: 'settleStage1', power: 'usa' })
    expect(refusal.message).toBe('USA has $200M; Stage 1 costs $340M.')
    expect(refusal.remedies[0]?.command).toEqual({ kind: 'takeLoan', power: 'usa', amount: 1000 })
    const usa = g.state.powers.usa!
    const [grain3, grain2, oil3] = usa.companies.map((c) => c.id)
    g.do({ kind: 'settleStage1', power: 'usa', unpaidCompanies: [grain3!, grain2!, oil3!], disbandArmies: 2 })
    expect(g.state.accounts.usa).toBe(200 - (3 * 50 + 2 * 10))
    expect(g.state.powers.usa?.forces.armies).toBe(2)
    g.do({ kind: 'settleStage1', power: 'ussr' })
    g.do({ kind: 'advancePlay' })
    g.do({ kind: 'collectProduction' })
    // Bainbridge Grains, Kain Grain Co. and Clark Oil Co. were unpaid: only Hurren Oil's 2 oil.
    expect(g.state.powers.usa?.supplies.grain).toBe(3)
    expect(g.state.powers.usa?.supplies.oil).toBe(5)
    expect(g.state.play?.shortOnSalaries).toEqual(['usa'])
  })
})

describe('Rulebook: rotating turns (Stage 3 Rotating Sales, Stage 4 Rotating Attacks, Stage 7 Rotating Buys)', () => {
  const sell = (power: 'usa' | 'ussr' | 'europe'): Command => ({ kind: 'sellToMarket', power, resource: 'oil', units: 1 })
  function stage3() {
    const g = guidedGame()
    playTo(g, { stage: 3, bidders: ['usa', 'ussr', 'europe'] })
    return g
  }
  /** Plays `commands` on `state` by the app's rules (refusals throw). */
  function play(state: GameState, commands: Command[]): GameState {
    return commands.reduce((s, c) => {
      const r = decide(s, c)
      if (!r.ok) throw new Error(r.refusal.message)
      return r.value.reduce(evolve, s)
    }, state)
  }

  it('"The selling to the market continues according to the player sequence, until all of the players no longer wish to sell": a power that passed sells again on its next turn', () => {
    const g = stage3()
    expect(g.state.settings.rotation).toBe('until-all-pass-in-turn')
    g.do({ kind: 'passTurn', power: 'usa' })
    g.do(sell('ussr'))
    g.do({ kind: 'passTurn', power: 'europe' })
    // USA passed, but USSR sold since: USA's turn comes round again, and it may sell.
    expect(currentTurn(g.state.play!)).toBe('usa')
    g.do(sell('usa'))
    expect(g.state.play).toMatchObject({ stage: 3, phase: 'C', passed: [] })
  })

  it('the phase ends only when every power in sequence passes, one after the other', () => {
    const g = stage3()
    g.do(sell('usa'))
    g.do({ kind: 'passTurn', power: 'ussr' })
    g.do({ kind: 'passTurn', power: 'europe' })
    expect(g.state.play).toMatchObject({ phase: 'C', passed: ['ussr', 'europe'] })
    expect(g.refuse({ kind: 'advancePlay' }).message).toContain('USA may still act')
    g.do({ kind: 'passTurn', power: 'usa' })
    expect(g.state.play).toMatchObject({ stage: 3, phase: 'D' })
  })

  it('the setting "a pass is final" keeps a power that passed out of the phase', () => {
    const g = stage3()
    const final = { ...g.state, settings: { ...g.state.settings, rotation: 'pass-is-final' as const } }
    const after = play(final, [{ kind: 'passTurn', power: 'usa' }, sell('ussr'), { kind: 'passTurn', power: 'europe' }])
    expect(currentTurn(after.play!)).toBe('ussr')
    expect(play(after, [{ kind: 'passTurn', power: 'ussr' }]).play).toMatchObject({ phase: 'D' })
  })

  it('a game saved before the setting keeps its old reading: a pass is final', () => {
    const g = stage3()
    const settings = { ...g.state.settings }
    delete settings.rotation
    const after = play({ ...g.state, settings }, [{ kind: 'passTurn', power: 'usa' }, sell('ussr'), sell('europe')])
    expect(currentTurn(after.play!)).toBe('ussr')
  })

  it('Stage 7 Rotating Buys follow the same rule', () => {
    const g = guidedGame()
    playTo(g, { stage: 7, bidders: ['usa', 'ussr'] })
    g.do({ kind: 'passTurn', power: 'usa' })
    g.do({ kind: 'buyFromMarket', power: 'ussr', resource: 'grain', units: 1 })
    expect(currentTurn(g.state.play!)).toBe('usa')
    g.do({ kind: 'buyFromMarket', power: 'usa', resource: 'grain', units: 1 })
    expect(g.state.play?.phase).toBe('C')
  })
})

/**
 * Survivors of the mutation run on play/guards.ts: the plain words a refusal gives for where the
 * game is (the sequence roll, a stage's end), for a bookkeeping game, and for a phase with no turns.
 */
describe('Where the game is, in refusals (play/guards.ts)', () => {
  const ORDER_OF_PLAY = 'Basic rules, The Order of Play'

  it('during the Player Sequence roll a refusal says so', () => {
    const g = guidedGame(['usa', 'ussr'])
    for (const p of ['usa', 'ussr'] as const) g.do({ kind: 'settleStage1', power: p })
    g.do({ kind: 'advancePlay' })
    g.do({ kind: 'collectProduction' })
    g.do({ kind: 'advancePlay' })
    g.do({ kind: 'placeBid', power: 'usa', bid: true })
    g.do({ kind: 'placeBid', power: 'ussr', bid: true })
    g.do({ kind: 'revealBids' })
    expect(g.state.play?.step).toBe('sequence')
    expect(g.refuse({ kind: 'placeBid', power: 'usa', bid: true })).toMatchObject({
      code: 'not-bidding',
      message: 'Bids are made at the start of Stages 3 to 7; the game is at Stage 3 (Sell Resources), the Player Sequence roll.',
    })
  })

  it('at the end of a stage (before "next") a refusal says the stage is at its end, and no one has a turn', () => {
    const g = guidedGame(['usa', 'ussr'])
    playTo(g, { stage: 5, bidders: ['usa', 'ussr'] })
    g.do({ kind: 'passTurn', power: 'usa' })
    g.do({ kind: 'passTurn', power: 'ussr' })
    expect(g.state.play?.step).toBe('over')
    expect(g.refuse({ kind: 'placeBid', power: 'usa', bid: true })).toMatchObject({
      code: 'not-bidding',
      message: 'Bids are made at the start of Stages 3 to 7; the game is at Stage 5 (Move Forces), its end.',
    })
    expect(g.refuse({ kind: 'passTurn', power: 'usa' })).toEqual({
      code: 'not-now',
      message: 'No one has a turn now: the game is at Stage 5 (Move Forces), its end.',
      rule: ORDER_OF_PLAY,
      remedies: [],
    })
  })

  it('a game that keeps the books only has no order of play to advance', () => {
    const result = decide(startedState(['usa', 'ussr']), { kind: 'advancePlay' })
    expect(result.ok ? undefined : result.refusal).toMatchObject({
      code: 'not-guided',
      message: 'This game keeps the books only; the order of play is not tracked.',
    })
  })
})

/**
 * Survivors of the mutation run on play/decide-turns.ts: the blind bid, the sequence roll, the
 * turns and the Marshall's "next", each refusal whole (code, plain words, rule, remedies) through
 * `refusedBy` (which also checks that deciding changed nothing); boundaries on both sides.
 */
describe('The order of play: its refusals (play/decide-turns.ts)', () => {
  const BLIND_BID = 'Basic rules, Starting the Game, "Blind Bid"'
  const SEQUENCE = 'Basic rules, Starting the Game, "Determine Player Sequence"'
  const ROTATING_ATTACKS = 'Basic rules, Stage 4, Phase C, "Rotating Attacks"'
  const ORDER_OF_PLAY = 'Basic rules, The Order of Play'
  const STAGE1 = 'the game is at Stage 1 (Pay Salaries and Loans to Bank), Phase A'
  type Play = NonNullable<GameState['play']>

  /** Stage 3, its blind bid: nobody has bid yet. */
  function stage3Bid() {
    const g = guidedGame()
    for (const p of ['usa', 'ussr', 'europe'] as const) g.do({ kind: 'settleStage1', power: p })
    g.do({ kind: 'advancePlay' })
    g.do({ kind: 'collectProduction' })
    g.do({ kind: 'advancePlay' })
    return g
  }
  /** Stage 3, USA and USSR bid: the player sequence is to be rolled. */
  function stage3Roll() {
    const g = stage3Bid()
    for (const p of ['usa', 'ussr', 'europe'] as const) g.do({ kind: 'placeBid', power: p, bid: p !== 'europe' })
    g.do({ kind: 'revealBids' })
    return g
  }
  /** Stage 4, Phase C of cycle 2, USA's turn (sequence USA, USSR, Europe). */
  function stage4(over: Partial<Play> = {}, settings: Partial<GameState['settings']> = {}): GameState {
    const g = guidedGame()
    playTo(g, { cycle: 2, stage: 4, bidders: ['usa', 'ussr', 'europe'] })
    return { ...g.state, settings: { ...g.state.settings, ...settings }, play: { ...g.state.play!, ...over } }
  }
  const refused = (code: string, message: string, rule?: string, remedies: unknown[] = []) => ({ code, message, ...(rule ? { rule } : {}), remedies })

  it('Blind Bid: bids only at a bid; not by a power with no cube, not in this game, or unknown; a bid is yes or no', () => {
    expect(refusedBy(guidedGame().state, { kind: 'placeBid', power: 'usa', bid: true })).toEqual(refused('not-bidding', `Bids are made at the start of Stages 3 to 7; ${STAGE1}.`, BLIND_BID))
    const g = stage3Bid()
    expect(refusedBy(g.state, { kind: 'placeBid', power: 'mars', bid: true })).toEqual(refused('no-cubes', 'That power has no cubes left this cycle, so it cannot play this stage.', BLIND_BID))
    expect(refusedBy(g.state, { kind: 'placeBid', power: 'china', bid: true })).toEqual(refused('no-cubes', 'China has no cubes left this cycle, so it cannot play this stage.', BLIND_BID))
    const spent = { ...g.state, play: { ...g.state.play!, cubes: { ...g.state.play!.cubes, usa: 0 } } }
    expect(refusedBy(spent, { kind: 'placeBid', power: 'usa', bid: true })).toEqual(refused('no-cubes', 'USA has no cubes left this cycle, so it cannot play this stage.', BLIND_BID))
    expect(refusedBy(g.state, { kind: 'placeBid', power: 'usa', bid: 'yes' })).toEqual(refused('bad-bid', 'A bid is a cube in the hand, or none.'))
  })

  it('Blind Bid: the hands open only at a bid, and only when every power with a cube has bid (all missing named)', () => {
    expect(refusedBy(guidedGame().state, { kind: 'revealBids' })).toEqual(refused('not-bidding', `There are no bids to reveal: ${STAGE1}.`, BLIND_BID))
    const g = stage3Bid()
    g.do({ kind: 'placeBid', power: 'usa', bid: true })
    expect(refusedBy(g.state, { kind: 'revealBids' })).toEqual(refused('bids-missing', 'Still waiting for the secret bid of USSR, Europe.', BLIND_BID))
  })

  it('Player Sequence: rolled only after the bids are revealed', () => {
    expect(refusedBy(stage3Bid().state, { kind: 'setSequence', rolls: {} })).toEqual(
      refused('not-rolling', 'The player sequence is rolled after the bids are revealed; the game is at Stage 3 (Sell Resources), the Blind Bid.', SEQUENCE),
    )
  })

  it.each([
    ['no die', []],
    ['a die of 0', [0]],
    ['a die of 7', [7]],
    ['a die of 2.5', [2.5]],
    ['a re-roll of 7 after a 4', [4, 7]],
    ['21 dice', Array.from({ length: 21 }, () => 3)],
  ])('Player Sequence: %s for USA is refused (bad-dice)', (_what, dice) => {
    expect(refusedBy(stage3Roll().state, { kind: 'setSequence', rolls: { usa: dice, ussr: [5] } })).toEqual(refused('bad-dice', 'Roll one die for USA; a die shows 1 to 6.', SEQUENCE))
  })

  it('Player Sequence: up to 20 dice are kept (ties re-rolled); a tie is refused whole', () => {
    const g = stage3Roll()
    expect(decide(g.state, { kind: 'setSequence', rolls: { usa: Array.from({ length: 20 }, () => 3), ussr: [5] } }).ok).toBe(true)
    expect(refusedBy(g.state, { kind: 'setSequence', rolls: { usa: [5], ussr: [5] } })).toEqual(refused('tie', 'USA and USSR are tied; they roll again.', SEQUENCE))
  })

  it('passing or ending a turn names a superpower', () => {
    const g = stage3Roll()
    g.do({ kind: 'setSequence', rolls: { usa: [6], ussr: [1] } })
    expect(refusedBy(g.state, { kind: 'passTurn', power: 'mars' })).toEqual(refused('unknown-power', 'Choose a superpower.'))
    expect(refusedBy(g.state, { kind: 'endTurn', power: 'mars' })).toEqual(refused('unknown-power', 'Choose a superpower.'))
  })

  it('the Marshall\'s "next" waits for the bids, the roll, Stage 1\'s payments, Stage 2\'s production and the rotating turns', () => {
    const g = guidedGame()
    expect(refusedBy(g.state, { kind: 'advancePlay' })).toEqual(refused('stage-pending', 'Stage 1 is not finished: USA, USSR, Europe must still pay salaries and loans.', ORDER_OF_PLAY))
    for (const p of ['usa', 'ussr', 'europe'] as const) g.do({ kind: 'settleStage1', power: p })
    g.do({ kind: 'advancePlay' })
    expect(refusedBy(g.state, { kind: 'advancePlay' })).toEqual(refused('stage-pending', 'Transfer the production units first (Stage 2).', ORDER_OF_PLAY))
    expect(refusedBy(stage3Bid().state, { kind: 'advancePlay' })).toEqual(refused('bids-pending', 'Reveal the bids first (every power with a cube bids yes or no).', BLIND_BID))
    const roll = stage3Roll()
    expect(refusedBy(roll.state, { kind: 'advancePlay' })).toEqual(refused('sequence-pending', 'Roll for the player sequence first.', SEQUENCE))
    roll.do({ kind: 'setSequence', rolls: { usa: [6], ussr: [1] } })
    expect(refusedBy(roll.state, { kind: 'advancePlay' })).toEqual(refused('turns-pending', 'Rotating turns are still going: USA, USSR may still act, or pass.', ORDER_OF_PLAY))
  })

  it('the Marshall\'s "next" goes on when the only power in a rotating phase has gone bankrupt (the banner\'s next step is accepted)', () => {
    const g = guidedGame()
    playTo(g, { stage: 6, bidders: ['usa'] })
    g.do({ kind: 'declareBankrupt', power: 'usa' })
    expect(g.state.play!.sequence).toEqual([])
    expect(dueNow(g.state)?.command).toEqual({ kind: 'advancePlay' })
    g.do({ kind: 'advancePlay' })
    expect(g.state.play!.stage === 6 && g.state.play!.phase === 'C').toBe(false)
  })

  it('Rotating Attacks: after its attack a power ends its turn (not a pass), once every counterattack is used or declined', () => {
    expect(refusedBy(stage4({ attackMade: 'usa', counterattacks: [] }), { kind: 'passTurn', power: 'usa' })).toEqual(
      refused('not-now', 'USA has made its attack this turn: end the turn, and the next player in sequence attacks.', ROTATING_ATTACKS, [{ label: 'End the turn', command: { kind: 'endTurn', power: 'usa' } }]),
    )
    expect(refusedBy(stage4({ attackMade: 'usa', counterattacks: ['ussr', 'europe'] }), { kind: 'endTurn', power: 'usa' })).toEqual(
      refused('turns-pending', 'USSR, Europe may still counterattack: the turn moves on once each counterattack is used or declined.', ROTATING_ATTACKS, [
        { label: 'USSR declines its counterattack', command: { kind: 'declineCounterattack', power: 'ussr' } },
      ]),
    )
  })

  it('Rotating Attacks: ending the turn after an attack no one may answer clears the attack and moves the turn on', () => {
    const result = decide(stage4({ attackMade: 'usa', counterattacks: [] }), { kind: 'endTurn', power: 'usa' })
    expect(result.ok && result.value[0]).toMatchObject({ type: 'slicePatched', slice: 'play', to: { turn: 1, attackMade: null } })
  })

  it('older games: counterattacks due with no attack marked (before Rotating Attacks) do not hold the turn; no list kept means none due', () => {
    expect(decide(stage4({ counterattacks: ['ussr'] }, { counterattackEarnsCounterattack: undefined }), { kind: 'endTurn', power: 'usa' }).ok).toBe(true)
    expect(decide(stage4({ attackMade: 'usa', counterattacks: undefined }), { kind: 'endTurn', power: 'usa' }).ok).toBe(true)
  })
})
