import { describe, expect, it } from 'vitest'
import { buildStartGame, emptyPowerForm, emptySetupForm, detentePrompt, endScreenModel } from '@/presentation'
import { decide, detenteStandings, foldEntries, gameOutcome, handicapResult, rankFromFigures, revert, territoriesNukedBy, topBrassRank, TOP_BRASS_READINGS, type GameEvent, type GameState, type LogEntry, type TopBrassFigures } from '@/domain'
import { apply, entry, mustDecide, refusedBy, standardStart, startedState } from '../support/games'
import { guidedGame } from '../support/guided'

const figures = (captured: number, nukesFired: number, destroyedByNukes: number, lostToNukes: number): TopBrassFigures => ({ captured, nukesFired, destroyedByNukes, lostToNukes })

describe('Joining the Top Brass: the schedule', () => {
  it.each([
    ['5-Star: "captures his opponent\'s territories, never fires a nuke and never loses a territory as a result of a nuclear attack"', figures(4, 0, 0, 0), 5],
    ['4-Star: "captures ..., never fires a nuke but loses one or more territories as a result of a nuclear attack"', figures(4, 0, 0, 2), 4],
    ['3-Star: "captures most of his opponent\'s territories and destroys some with nukes"', figures(5, 2, 2, 0), 3],
    ['2-Star: "destroys most of his opponent\'s territories with nukes and captures some"', figures(1, 3, 3, 1), 2],
    ['1-Star: "destroys his opponent\'s territories with nukes and captures none"', figures(0, 2, 4, 0), 1],
  ])('%s', (_rule, f, stars) => {
    const rank = rankFromFigures(f)
    expect(rank.stars).toBe(stars)
    expect(rank.title).toBe(`${stars}-Star General`)
    expect(rank.reading).toBeUndefined()
  })

  it('a 3-Star who also lost territories to nukes is still 3-Star (losses only separate 5 from 4)', () => {
    expect(rankFromFigures(figures(3, 1, 1, 2)).stars).toBe(3)
  })

  it('reading: captured as many as it destroyed with nukes is neither "most": 2-Star, said on screen', () => {
    const rank = rankFromFigures(figures(2, 2, 2, 0))
    expect(rank.stars).toBe(2)
    expect(rank.reading).toBe(TOP_BRASS_READINGS.equal)
  })

  it('reading: fired nukes that destroyed nothing, and captured: 3-Star (it did fire)', () => {
    const rank = rankFromFigures(figures(2, 1, 0, 0))
    expect(rank.stars).toBe(3)
    expect(rank.reading).toBe(TOP_BRASS_READINGS.firedNoHits)
  })

  it('the rules give no rank to a winner that captured nothing and destroyed nothing', () => {
    for (const f of [figures(0, 0, 0, 0), figures(0, 0, 0, 3), figures(0, 2, 0, 0)]) {
      const rank = rankFromFigures(f)
      expect(rank.stars).toBeNull()
      expect(rank.title).toBe('No rank')
      expect(rank.reading).toBe(TOP_BRASS_READINGS.nothing)
    }
  })
})

describe('Joining the Top Brass: why, in the rule\'s words with the figures', () => {
  it.each([
    [figures(4, 0, 0, 0), { stars: 5, title: '5-Star General', case: 'neverFired', why: 'Captured 4, never fired a nuke and never lost a territory to one.' }],
    [figures(4, 0, 0, 2), { stars: 4, title: '4-Star General', case: 'lostSome', why: 'Captured 4 and never fired a nuke, but lost 2 to nuclear attack.' }],
    [figures(2, 1, 0, 0), { stars: 3, title: '3-Star General', case: 'firedNoHits', why: 'Captured 2 but fired 1 nuke (none destroyed a territory).', reading: TOP_BRASS_READINGS.firedNoHits, readingCase: 'firedNoHits' }],
    [figures(2, 3, 0, 0), { stars: 3, title: '3-Star General', case: 'firedNoHits', why: 'Captured 2 but fired 3 nukes (none destroyed a territory).', reading: TOP_BRASS_READINGS.firedNoHits, readingCase: 'firedNoHits' }],
    [figures(5, 2, 2, 0), { stars: 3, title: '3-Star General', case: 'capturedMost', why: 'Captured most (5) and destroyed some (2) with nukes.' }],
    [figures(2, 2, 2, 0), { stars: 2, title: '2-Star General', case: 'equal', why: 'Captured 2 and destroyed 2 with nukes.', reading: TOP_BRASS_READINGS.equal, readingCase: 'equal' }],
    [figures(1, 3, 3, 1), { stars: 2, title: '2-Star General', case: 'destroyedMost', why: 'Destroyed most (3) with nukes and captured some (1).' }],
    [figures(0, 2, 4, 0), { stars: 1, title: '1-Star General', case: 'destroyedOnly', why: 'Destroyed 4 with nukes and captured none.' }],
    [figures(0, 0, 0, 0), { stars: null, title: 'No rank', case: 'nothing', why: 'Captured nothing and destroyed nothing with nukes.', reading: TOP_BRASS_READINGS.nothing, readingCase: 'nothing' }],
  ])('%j', (f, rank) => {
    expect(rankFromFigures(f)).toEqual({ ...rank, figures: f })
  })
})

describe('Top Brass from the log', () => {
  const strike = (seq: number, attacker: 'usa' | 'ussr', from: string[], to: string[]): LogEntry =>
    entry(seq, { kind: 'nuclearStrike', attacker, defender: 'europe', targets: [], defenderLstarDice: [] }, [{ type: 'slicePatched', slice: 'war', from: { nuked: from }, to: { nuked: to } }])

  it('counts the territories each power destroyed with nukes, leaving out strikes that were undone', () => {
    const entries: LogEntry[] = [
      strike(2, 'usa', [], ['France', 'Spain']),
      strike(3, 'ussr', ['France', 'Spain'], ['France', 'Spain', 'Italy']),
      strike(4, 'usa', ['France', 'Spain', 'Italy'], ['France', 'Spain', 'Italy', 'Egypt']),
      entry(5, { kind: 'undo', target: 4 }, []),
      strike(6, 'usa', ['France', 'Spain', 'Italy'], ['France', 'Spain', 'Italy']),
    ]
    expect(territoriesNukedBy(entries)).toEqual({ usa: 2, ussr: 1 })
  })

  it('a strike that added no mushroom cloud credits no territory to the firing power', () => {
    expect(territoriesNukedBy([strike(2, 'usa', ['France'], ['France'])])).toEqual({})
  })

  it('a redone strike counts again', () => {
    const entries: LogEntry[] = [strike(2, 'usa', [], ['A']), entry(3, { kind: 'undo', target: 2 }, []), entry(4, { kind: 'redo', target: 2 }, [])]
    expect(territoriesNukedBy(entries)).toEqual({ usa: 1 })
  })

  it('takes captures, nukes fired and losses from the war record', () => {
    const base = startedState(['usa', 'ussr', 'europe'])
    const record = { nukesFired: 3, territoriesCaptured: 6, territoriesLostToNukes: 1, unitsDestroyed: 0, expectedUnitsDestroyed: 0 }
    const state: GameState = { ...base, war: { ...base.war!, record: { usa: record } } }
    const rank = topBrassRank(state, [strike(2, 'usa', [], ['A', 'B'])], 'usa')
    expect(rank.figures).toEqual({ captured: 6, nukesFired: 3, destroyedByNukes: 2, lostToNukes: 1 })
    expect(rank.stars).toBe(3)
  })
})

describe('Top Brass from a game played through the rules', () => {
  it('a strike that lands counts as destroyed by the firing power; the defender\'s losses come from the record', () => {
    const g = logGame(standardStart(['usa', 'ussr']))
    g.do({ kind: 'correctSupply', power: 'usa', row: 'nukes', value: 2, reason: 'test' })
    g.do({ kind: 'nuclearStrike', attacker: 'usa', defender: 'ussr', targets: [{ zone: 'Kazakh', isSea: false }, { zone: 'Kola', isSea: false }], defenderLstarDice: [] })
    const usa = topBrassRank(g.state(), g.entries, 'usa')
    expect(usa.figures).toEqual({ captured: 0, nukesFired: 2, destroyedByNukes: 2, lostToNukes: 0 })
    expect(usa.stars).toBe(1)
    expect(topBrassRank(g.state(), g.entries, 'ussr').figures.lostToNukes).toBe(2)
  })
})

describe('Top Brass from a strike that destroyed cards and armies', () => {
  it('"Everything within that territory is destroyed including ... companies": the territory counts once for the firing power', () => {
    const g = logGame(standardStart(['usa', 'ussr']))
    g.do({ kind: 'correctSupply', power: 'usa', row: 'nukes', value: 1, reason: 'test' })
    const events = g.do({ kind: 'nuclearStrike', attacker: 'usa', defender: 'ussr', targets: [{ zone: 'Kazakh', isSea: false, armies: 1, companyIds: ['ussr-2'] }], defenderLstarDice: [] })
    expect(events.map((e) => e.type)).toContain('companyRemoved')
    expect(territoriesNukedBy(g.entries)).toEqual({ usa: 1 })
  })
})

describe('Top Brass from a strike the L-stars stopped', () => {
  it('"Step D": a nuke an L-star destroys lands nowhere: fired, but no territory destroyed', () => {
    const g = logGame(standardStart(['usa', 'ussr']))
    g.do({ kind: 'correctSupply', power: 'usa', row: 'nukes', value: 1, reason: 'test' })
    g.do({ kind: 'correctSupply', power: 'ussr', row: 'lstars', value: 1, reason: 'test' })
    g.do({ kind: 'nuclearStrike', attacker: 'usa', defender: 'ussr', targets: [{ zone: 'Kazakh', isSea: false }], defenderLstarDice: [4] })
    expect(g.state().war?.nuked).toEqual([])
    expect(territoriesNukedBy(g.entries)).toEqual({})
    expect(topBrassRank(g.state(), g.entries, 'usa').figures).toEqual({ captured: 0, nukesFired: 1, destroyedByNukes: 0, lostToNukes: 0 })
  })
})

describe('Top Brass counts every territory captured, neutral ones included', () => {
  /** The refusal, checked to leave the state as it was. */
  const refused = (state: GameState, command: Parameters<typeof decide>[1]) => refusedBy(state, command)

  it('"The Winner captures his opponent\'s territories": a neutral territory taken from the militia or from a power counts like a home territory', () => {
    const g = logGame(standardStart(['usa', 'ussr', 'europe']))
    g.do({ kind: 'captureNeutralTerritory', attacker: 'usa', defender: 'militia', territory: 'Greenland' })
    g.do({ kind: 'captureNeutralTerritory', attacker: 'usa', defender: 'ussr', territory: 'India' })
    g.do({ kind: 'captureTerritory', attacker: 'usa', defender: 'ussr', territory: 'Kola' })
    const rank = topBrassRank(g.state(), g.entries, 'usa')
    expect(rank.figures.captured).toBe(3)
    expect(rank.stars).toBe(5)
  })

  it('the home territories of a superpower not in the game are neutral too; a playing power\'s home goes through its own capture', () => {
    const g = logGame(standardStart(['usa', 'ussr']))
    g.do({ kind: 'captureNeutralTerritory', attacker: 'ussr', defender: 'militia', territory: 'Iberia' })
    expect(g.state().war?.record.ussr?.territoriesCaptured).toBe(1)
    const home = refused(g.state(), { kind: 'captureNeutralTerritory', attacker: 'ussr', defender: 'militia', territory: 'Alaska' })
    expect(home.code).toBe('home-territory')
    expect(home.remedies[0]?.command).toEqual({ kind: 'captureTerritory', attacker: 'ussr', defender: 'usa', territory: 'Alaska' })
  })

  it('a sea, a nuked territory, or a capture from oneself is refused and changes nothing', () => {
    const state = startedState(['usa', 'ussr'])
    expect(refused(state, { kind: 'captureNeutralTerritory', attacker: 'usa', defender: 'militia', territory: 'Baltic Sea' }).code).toBe('bad-target')
    expect(refused(state, { kind: 'captureNeutralTerritory', attacker: 'usa', defender: 'usa', territory: 'India' }).code).toBe('same-power')
    const nuked: GameState = { ...state, war: { ...state.war!, nuked: ['India'] } }
    expect(refused(nuked, { kind: 'captureNeutralTerritory', attacker: 'usa', defender: 'militia', territory: 'India' }).code).toBe('nuked')
  })
})

describe('Handicap – Optional', () => {
  it('a winner at the agreed rank or better meets it; below it, or with no rank, does not (the table decides)', () => {
    expect(handicapResult(rankFromFigures(figures(4, 0, 0, 0)), 4)?.met).toBe(true)
    expect(handicapResult(rankFromFigures(figures(4, 0, 0, 2)), 4)?.met).toBe(true)
    const missed = handicapResult(rankFromFigures(figures(2, 1, 1, 0)), 4)!
    expect(missed.met).toBe(false)
    expect(missed.text).toMatch(/4-Star General.*3-Star General.*not a win; the table decides/)
    expect(handicapResult(rankFromFigures(figures(0, 0, 0, 0)), 1)?.met).toBe(false)
    expect(handicapResult(rankFromFigures(figures(4, 0, 0, 0)), undefined)).toBeUndefined()
  })
})

describe('Handicap – Optional: what the end screen says', () => {
  it('met: the agreed rank "or better" and the winner\'s rank', () => {
    expect(handicapResult(rankFromFigures(figures(4, 0, 0, 0)), 4)).toEqual({ agreed: 4, met: true, text: 'Handicap met: the table agreed on 4-Star General or better, and the winner is 5-Star General.' })
  })

  it('not met: below the agreed rank, or without a rank, it is not a win by the handicap; the table decides', () => {
    expect(handicapResult(rankFromFigures(figures(2, 1, 1, 0)), 4)).toEqual({
      agreed: 4,
      met: false,
      text: 'Handicap not met: the table agreed on 4-Star General, and the winner is 3-Star General. By the handicap this is not a win; the table decides.',
    })
    expect(handicapResult(rankFromFigures(figures(0, 0, 0, 0)), 1)).toEqual({
      agreed: 1,
      met: false,
      text: 'Handicap not met: the table agreed on 1-Star General, and the winner is without a rank. By the handicap this is not a win; the table decides.',
    })
  })
})

/** A bookkeeping game as a log, to play, end and undo. */
function logGame(start = standardStart(['usa', 'ussr', 'europe'])) {
  const entries: LogEntry[] = [entry(1, start, mustDecide(foldEntries([]).state, start))]
  const state = () => foldEntries(entries).state
  return {
    entries,
    state,
    do(command: Parameters<typeof decide>[1]): GameEvent[] {
      const events = mustDecide(state(), command)
      entries.push(entry(entries.length + 1, command, events))
      return events
    },
  }
}

const AT = '2026-11-22T22:30:00.000Z'

describe('Winning the Game, "Detente": ending the game', () => {
  it('ends by agreement: the richest power wins, the ending is recorded and undo takes it back exactly', () => {
    const g = logGame()
    g.do({ kind: 'transferMoney', from: 'usa', to: 'ussr', amount: 500, purpose: 'deal' })
    const before = g.state()
    const events = g.do({ kind: 'endGame', reason: 'agreement', at: AT })
    const after = g.state()
    expect(after.ended).toEqual({ how: 'detente', reason: 'agreement', at: AT })
    expect(gameOutcome(after)).toEqual({ kind: 'detente', winners: ['ussr'], ending: after.ended })
    expect(revert(after, events)).toEqual(before)
    expect('ended' in revert(after, events)).toBe(false)
  })

  it('after the end a payment, another ending, new terms and a correction are each refused (game-over), naming the way back', () => {
    const g = logGame()
    g.do({ kind: 'endGame', reason: 'agreement' })
    for (const command of [
      { kind: 'transferMoney', from: 'usa', to: 'ussr', amount: 100, purpose: 'deal' },
      { kind: 'endGame', reason: 'agreement' },
      { kind: 'setEndTerms', terms: { handicap: 4 } },
      { kind: 'correctCash', power: 'usa', cash: 1, reason: 'x' },
    ] as const) {
      const result = decide(g.state(), command)
      expect(result.ok).toBe(false)
      if (!result.ok) {
        expect(result.refusal.code).toBe('game-over')
        expect(result.refusal.message).toBe('The game ended by Detente (by agreement); undo the ending to go on.')
      }
    }
  })

  it('ties at the top share the win', () => {
    const g = logGame(standardStart(['usa', 'ussr']))
    // Level the two with a payment of half the difference (home forces differ).
    const [rich, poor] = detenteStandings(g.state())
    g.do({ kind: 'transferMoney', from: rich!.power, to: poor!.power, amount: (rich!.total - poor!.total) / 2, purpose: 'deal' })
    g.do({ kind: 'endGame', reason: 'agreement' })
    const outcome = gameOutcome(g.state())
    expect(outcome.kind === 'detente' && outcome.winners).toEqual(['usa', 'ussr'])
    expect(endScreenModel(g.state(), g.entries)?.headline).toMatch(/tie for the most wealth and share the win/)
  })

  it('the Detente point and handicap are agreed at setup, and changed later with an event undo inverts', () => {
    const start = { ...standardStart(), settings: { ...standardStart().settings, endTerms: { detente: { kind: 'cycles' as const, cycles: 5 }, handicap: 4 as const } } }
    const g = logGame(start)
    expect(g.state().settings.endTerms).toEqual({ detente: { kind: 'cycles', cycles: 5 }, handicap: 4 })
    const before = g.state()
    const events = g.do({ kind: 'setEndTerms', terms: {} })
    expect('endTerms' in g.state().settings).toBe(false)
    expect(revert(g.state(), events)).toEqual(before)
  })

  it('Handicap – Optional: each of the five ranks, 5-Star down to 1-Star, may be agreed', () => {
    for (const handicap of [5, 4, 3, 2, 1] as const) {
      expect(apply(startedState(), { kind: 'setEndTerms', terms: { handicap } }).settings.endTerms).toEqual({ handicap })
    }
  })

  it('a game with no terms agreed stores none', () => {
    expect('endTerms' in startedState().settings).toBe(false)
  })

  it('the new-game form carries the terms into the start command only when some were agreed', () => {
    const form = { ...emptySetupForm(), powers: [emptyPowerForm('usa'), emptyPowerForm('ussr')] }
    expect('endTerms' in buildStartGame(form, 'g').settings).toBe(false)
    expect('endTerms' in buildStartGame({ ...form, endTerms: {} }, 'g').settings).toBe(false)
    const agreed = buildStartGame({ ...form, endTerms: { detente: { kind: 'clock', at: AT }, handicap: 5 } }, 'g')
    expect(agreed.settings.endTerms).toEqual({ detente: { kind: 'clock', at: AT }, handicap: 5 })
  })

  it.each([
    [{ detente: { kind: 'cycles', cycles: 0 } }, /1 to 99/],
    [{ detente: { kind: 'cycles', cycles: 2.5 } }, /whole number/],
    [{ detente: { kind: 'clock', at: 'tonight' } }, /not a valid clock time/],
    [{ detente: { kind: 'turns' } }, /number of cycles or a clock time/],
    [{ handicap: 6 }, /1-Star to 5-Star/],
    [{ handicap: 0 }, /1-Star to 5-Star/],
    ['junk', /not understood/],
  ])('refuses bad terms %j in plain words', (terms, message) => {
    const refused = decide(startedState(), { kind: 'setEndTerms', terms: terms as never })
    expect(refused.ok).toBe(false)
    if (!refused.ok) expect(refused.refusal.message).toMatch(message)
    const start = { ...standardStart(), settings: { ...standardStart().settings, endTerms: terms as never } }
    expect(decide(foldEntries([]).state, start).ok).toBe(false)
  })

  it('at a clock time: refused before it, accepted after (the screen gives the clock)', () => {
    const g = logGame()
    g.do({ kind: 'setEndTerms', terms: { detente: { kind: 'clock', at: AT } } })
    expect(detentePrompt(g.state(), '2026-11-22T22:29:59.000Z')).toBeUndefined()
    expect(detentePrompt(g.state(), AT)).toEqual({ reason: 'clock', text: 'Detente: the agreed time has come. End the game?' })
    const early = decide(g.state(), { kind: 'endGame', reason: 'clock', at: '2026-11-22T21:00:00.000Z' })
    expect(!early.ok && early.refusal.message).toBe('The agreed time has not come yet.')
    g.do({ kind: 'endGame', reason: 'clock', at: '2026-11-22T22:31:00.000Z' })
    expect(g.state().ended?.reason).toBe('clock')
  })

  it('after N cycles (guided): refused until Stage 7 of cycle N is over, then prompted', () => {
    const g = guidedGame(['usa', 'ussr'])
    g.do({ kind: 'setEndTerms', terms: { detente: { kind: 'cycles', cycles: 1 } } })
    expect(detentePrompt(g.state, AT)).toBeUndefined()
    expect(g.refuse({ kind: 'endGame', reason: 'cycles' }).message).toBe('The agreed 1 cycle is not played yet: this is cycle 1.')
    // Play to the start of cycle 2 by agreement of the order of play (a stage-skipping state).
    const next: GameState = { ...g.state, play: { ...g.state.play!, cycle: 2, stage: 1 } }
    expect(detentePrompt(next, AT)).toEqual({ reason: 'cycles', text: 'Detente: the agreed 1 cycle is played. End the game?' })
    const ended = apply(next, { kind: 'endGame', reason: 'cycles' })
    expect(ended.ended).toEqual({ how: 'detente', reason: 'cycles', cycle: 2, stage: 1 })
    expect(endScreenModel(ended, [])?.headline).toMatch(/^Ended after the agreed 1 cycle in cycle 2\./)
  })

  it('by agreement at any moment of a guided game, out of turn', () => {
    const g = guidedGame(['usa', 'ussr'])
    g.do({ kind: 'endGame', reason: 'agreement' })
    expect(g.state.ended?.cycle).toBe(1)
  })
})

describe('Winning the Game: Supremacy and Coup Final', () => {
  it('Supremacy: one power left wins, and the game is over', () => {
    const base = startedState(['usa', 'ussr', 'europe'])
    const state: GameState = { ...base, war: { ...base.war!, eliminated: ['ussr', 'europe'] } }
    expect(gameOutcome(state)).toEqual({ kind: 'supremacy', winner: 'usa' })
    const refused = decide(state, { kind: 'transferMoney', from: 'usa', to: 'bank', amount: 100, purpose: 'other' })
    expect(!refused.ok && refused.refusal.message).toBe('The game is over: USA won by Supremacy. Undo the last action to go on.')
    const model = endScreenModel(state, [])!
    expect(model.winners).toEqual(['usa'])
    expect(model.canUndoEnding).toBe(false)
    expect(model.ranks[0]?.rank.stars).toBeNull()
  })

  it('Coup Final: everyone loses, no Top Brass', () => {
    const base = startedState(['usa', 'ussr'])
    const state: GameState = { ...base, war: { ...base.war!, isCoupFinal: true, nuked: Array.from({ length: 14 }, (_, i) => `T${i}`) } }
    expect(gameOutcome(state)).toEqual({ kind: 'coupFinal' })
    const model = endScreenModel(state, [])!
    expect(model.headline).toBe('Coup Final — nuclear winter: everyone lost. 14 territories were destroyed by nukes.')
    expect(model.winners).toEqual([])
    expect(model.ranks).toEqual([])
  })

  it('a game under way has no outcome and no end screen', () => {
    expect(gameOutcome(startedState())).toEqual({ kind: 'none' })
    expect(endScreenModel(startedState(), [])).toBeUndefined()
  })
})
