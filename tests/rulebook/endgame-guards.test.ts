import { describe, expect, it } from 'vitest'
import { agreedCyclesPlayed, agreedTimePassed, decide, detenteLeaders, detenteStandings, endingReasonText, foldEntries, gameOutcome, isGameOver, isIsoInstant, topBrassRank, validateEndTerms, type Command, type GameEvent, type GameState, type LogEntry } from '@/domain'
import { apply, entry, mustDecide, standardStart, startedState } from '../support/games'
import { guidedGame } from '../support/guided'

/*
 * Winning the Game (basic rules v3.0): the guards of the endgame module, each tried with the
 * refused input, asserting the whole refusal (code, plain words, rule, remedies) and that no
 * event was decided; and the boundaries of the agreed terms.
 */

const DETENTE = 'Winning the Game, "Detente"'
const AT = '2026-11-22T22:30:00.000Z'
const LATER = '2026-11-22T23:00:00.000Z'

/** decide() refused: the whole result, so no event can hide beside the refusal. */
const refusal = (code: string, message: string, rule?: string, remedies: unknown[] = []) => ({
  ok: false,
  refusal: rule === undefined ? { code, message, remedies } : { code, message, rule, remedies },
})

const agreeNow = (label: string, at?: string) => ({ label, command: { kind: 'endGame', reason: 'agreement', ...(at ? { at } : {}) } })

function withTerms(state: GameState, terms: unknown): GameState {
  return apply(state, { kind: 'setEndTerms', terms } as Command)
}

/** A game saved before the battle desk: its gameStarted event carries no war slice. */
function savedBeforeTheWarSlice(): GameState {
  const start = standardStart(['usa', 'ussr', 'europe'])
  const events = mustDecide(foldEntries([]).state, start).map((e): GameEvent => {
    if (e.type !== 'gameStarted') return e
    const old = { ...e }
    delete old.war
    return old
  })
  const state = foldEntries([entry(1, start, events)]).state
  expect('war' in state).toBe(false)
  return state
}

describe('Winning the Game: once the game is over every command is refused, with the way back', () => {
  const transfer: Command = { kind: 'transferMoney', from: 'usa', to: 'ussr', amount: 100, purpose: 'deal' }

  it('"Coup Final": refused in plain words, naming the rule, and nothing is decided', () => {
    const base = startedState(['usa', 'ussr'])
    const state: GameState = { ...base, war: { ...base.war!, isCoupFinal: true } }
    expect(decide(state, transfer)).toEqual(
      refusal('game-over', 'The game is over: Coup Final, nuclear winter, everyone lost. Undo the last action to go on.', 'Winning the Game, "Coup Final – Nuclear Roulette"'),
    )
  })

  it('"Supremacy": refused naming the winner and the rule', () => {
    const base = startedState(['usa', 'ussr', 'europe'])
    const state: GameState = { ...base, war: { ...base.war!, eliminated: ['usa', 'europe'] } }
    expect(decide(state, transfer)).toEqual(refusal('game-over', 'The game is over: USSR won by Supremacy. Undo the last action to go on.', 'Winning the Game, "Supremacy"'))
  })

  it('"Detente" in a guided game: the refusal names the cycle it ended in', () => {
    const g = guidedGame(['usa', 'ussr'])
    g.do({ kind: 'endGame', reason: 'agreement' })
    expect(decide(g.state, transfer)).toEqual(refusal('game-over', 'The game ended by Detente in cycle 1 (by agreement); undo the ending to go on.', DETENTE))
  })

  it('"Detente" after the agreed cycles (bookkeeping game): the refusal says how many', () => {
    const ended = apply(withTerms(startedState(), { detente: { kind: 'cycles', cycles: 5 } }), { kind: 'endGame', reason: 'cycles' })
    expect(decide(ended, transfer)).toEqual(refusal('game-over', 'The game ended by Detente (after the agreed 5 cycles); undo the ending to go on.', DETENTE))
  })

  it('"Detente" at the agreed time: the refusal says so', () => {
    const ended = apply(withTerms(startedState(), { detente: { kind: 'clock', at: AT } }), { kind: 'endGame', reason: 'clock', at: LATER })
    expect(decide(ended, transfer)).toEqual(refusal('game-over', 'The game ended by Detente (at the agreed time); undo the ending to go on.', DETENTE))
  })
})

describe('Winning the Game, "Detente": ending the game is refused until its reason holds', () => {
  it('input check: an ending with no reason the rules know is refused', () => {
    expect(decide(startedState(), { kind: 'endGame', reason: 'boredom' } as unknown as Command)).toEqual(
      refusal('bad-command', 'Say why the game ends: by agreement, after the agreed cycles or at the agreed time.', DETENTE),
    )
  })

  it('input check: an ending time that is not a clock time is refused', () => {
    expect(decide(startedState(), { kind: 'endGame', reason: 'agreement', at: 'tonight' })).toEqual(refusal('bad-command', 'The time of the ending is not a valid clock time.', DETENTE))
  })

  it('"after a certain number of turns": with no number agreed, refused, offering to end by agreement (at the same time)', () => {
    const state = startedState()
    const remedy = (at?: string) => [agreeNow('End by agreement', at)]
    const message = 'No number of cycles was agreed: end the game by agreement instead.'
    expect(decide(state, { kind: 'endGame', reason: 'cycles' })).toEqual(refusal('no-detente-point', message, DETENTE, remedy()))
    expect(decide(state, { kind: 'endGame', reason: 'cycles', at: AT })).toEqual(refusal('no-detente-point', message, DETENTE, remedy(AT)))
    // A clock time agreed is not a number of cycles.
    expect(decide(withTerms(state, { detente: { kind: 'clock', at: AT } }), { kind: 'endGame', reason: 'cycles', at: LATER })).toEqual(refusal('no-detente-point', message, DETENTE, remedy(LATER)))
  })

  it('"after a certain number of turns" (guided): before the agreed cycles are played, refused with the count and the cycle', () => {
    const g = guidedGame(['usa', 'ussr'])
    g.do({ kind: 'setEndTerms', terms: { detente: { kind: 'cycles', cycles: 3 } } })
    expect(decide(g.state, { kind: 'endGame', reason: 'cycles', at: AT })).toEqual(
      refusal('detente-not-reached', 'The agreed 3 cycles are not played yet: this is cycle 1.', DETENTE, [agreeNow('End by agreement now', AT)]),
    )
    expect(decide(g.state, { kind: 'endGame', reason: 'cycles' })).toEqual(
      refusal('detente-not-reached', 'The agreed 3 cycles are not played yet: this is cycle 1.', DETENTE, [agreeNow('End by agreement now')]),
    )
  })

  it('"at a predetermined point in time": with no time agreed (none, or cycles), refused, offering to end by agreement', () => {
    const message = 'No clock time was agreed: end the game by agreement instead.'
    expect(decide(startedState(), { kind: 'endGame', reason: 'clock', at: LATER })).toEqual(refusal('no-detente-point', message, DETENTE, [agreeNow('End by agreement', LATER)]))
    const cycles = withTerms(startedState(), { detente: { kind: 'cycles', cycles: 2 } })
    expect(decide(cycles, { kind: 'endGame', reason: 'clock', at: LATER })).toEqual(refusal('no-detente-point', message, DETENTE, [agreeNow('End by agreement', LATER)]))
    expect(decide(cycles, { kind: 'endGame', reason: 'clock' })).toEqual(refusal('no-detente-point', message, DETENTE, [agreeNow('End by agreement')]))
  })

  it('"at a predetermined point in time": before it, or with no clock given, refused; at the second itself, accepted', () => {
    const state = withTerms(startedState(), { detente: { kind: 'clock', at: AT } })
    const message = 'The agreed time has not come yet.'
    expect(decide(state, { kind: 'endGame', reason: 'clock', at: '2026-11-22T22:29:59.999Z' })).toEqual(
      refusal('detente-not-reached', message, DETENTE, [agreeNow('End by agreement now', '2026-11-22T22:29:59.999Z')]),
    )
    expect(decide(state, { kind: 'endGame', reason: 'clock' })).toEqual(refusal('detente-not-reached', message, DETENTE, [agreeNow('End by agreement now')]))
    expect(decide(state, { kind: 'endGame', reason: 'clock', at: AT })).toEqual({ ok: true, value: [{ type: 'gameEnded', from: null, to: { how: 'detente', reason: 'clock', at: AT } }] })
  })

  it('the ending event records that the game had not ended before (from: null), so undo removes it', () => {
    expect(decide(startedState(), { kind: 'endGame', reason: 'agreement' })).toEqual({ ok: true, value: [{ type: 'gameEnded', from: null, to: { how: 'detente', reason: 'agreement' } }] })
  })
})

describe('Winning the Game: the agreed point, asked by the screens', () => {
  it('agreedCyclesPlayed: only a guided game with a number of cycles agreed, past Stage 7 of the last one', () => {
    const g = guidedGame(['usa', 'ussr'])
    expect(agreedCyclesPlayed(g.state)).toBe(false) // nothing agreed
    g.do({ kind: 'setEndTerms', terms: { detente: { kind: 'clock', at: AT } } })
    expect(agreedCyclesPlayed(g.state)).toBe(false) // a time agreed, not cycles
    g.do({ kind: 'setEndTerms', terms: { detente: { kind: 'cycles', cycles: 1 } } })
    expect(agreedCyclesPlayed(g.state)).toBe(false) // cycle 1 is being played
    expect(agreedCyclesPlayed({ ...g.state, play: { ...g.state.play!, cycle: 2 } })).toBe(true)
    // A bookkeeping game counts no cycles: the table says when.
    expect(agreedCyclesPlayed(withTerms(startedState(), { detente: { kind: 'cycles', cycles: 1 } }))).toBe(false)
  })

  it('agreedTimePassed: only with a clock time agreed, and a valid clock at or after it', () => {
    expect(agreedTimePassed(startedState(), LATER)).toBe(false)
    expect(agreedTimePassed(withTerms(startedState(), { detente: { kind: 'cycles', cycles: 2 } }), LATER)).toBe(false)
    const clock = withTerms(startedState(), { detente: { kind: 'clock', at: AT } })
    expect(agreedTimePassed(clock, AT)).toBe(true)
    expect(agreedTimePassed(clock, 'tomorrow')).toBe(false)
  })

  it('endingReasonText: the words for each reason, with the count only when cycles were agreed', () => {
    expect(endingReasonText({ how: 'detente', reason: 'cycles' }, { detente: { kind: 'cycles', cycles: 1 } })).toBe('after the agreed 1 cycle')
    expect(endingReasonText({ how: 'detente', reason: 'cycles' }, { detente: { kind: 'cycles', cycles: 4 } })).toBe('after the agreed 4 cycles')
    expect(endingReasonText({ how: 'detente', reason: 'cycles' }, {})).toBe('after the agreed cycles')
    expect(endingReasonText({ how: 'detente', reason: 'cycles' })).toBe('after the agreed cycles')
    expect(endingReasonText({ how: 'detente', reason: 'clock', at: AT }, { detente: { kind: 'clock', at: AT } })).toBe('at the agreed time')
    expect(endingReasonText({ how: 'detente', reason: 'agreement' })).toBe('by agreement')
  })
})

describe('Winning the Game: whether the game is over', () => {
  it('isGameOver: not before a game starts, not while it is played; yes after Coup Final, Supremacy or a Detente', () => {
    const base = startedState(['usa', 'ussr', 'europe'])
    expect(isGameOver(foldEntries([]).state)).toBe(false)
    expect(isGameOver(base)).toBe(false)
    expect(isGameOver({ ...base, war: { ...base.war!, isCoupFinal: true } })).toBe(true)
    expect(isGameOver({ ...base, war: { ...base.war!, eliminated: ['ussr', 'europe'] } })).toBe(true)
    expect(isGameOver(apply(base, { kind: 'endGame', reason: 'agreement' }))).toBe(true)
  })

  it('input check: a game saved before the war slice existed is under way, and its valuation and ranks still read', () => {
    const old = savedBeforeTheWarSlice()
    expect(isGameOver(old)).toBe(false)
    expect(gameOutcome(old)).toEqual({ kind: 'none' })
    expect(detenteStandings(old).map((s) => s.power).sort()).toEqual(['europe', 'usa', 'ussr'])
    expect(topBrassRank(old, [] as LogEntry[], 'usa').figures).toEqual({ captured: 0, nukesFired: 0, destroyedByNukes: 0, lostToNukes: 0 })
    expect(decide(old, { kind: 'transferMoney', from: 'usa', to: 'ussr', amount: 100, purpose: 'deal' }).ok).toBe(true)
  })

  it('input check: before a game is loaded there are no Detente leaders', () => {
    expect(detenteLeaders(foldEntries([]).state)).toEqual([])
  })
})

describe('"Detente" and "Handicap – Optional": agreeing and changing the terms', () => {
  const terms = (state: GameState, t: unknown) => decide(state, { kind: 'setEndTerms', terms: t } as Command)
  const noChange = refusal('no-change', 'These are already the agreed terms.')

  it('agreeing to what is already agreed is refused and changes nothing', () => {
    expect(terms(startedState(), {})).toEqual(noChange)
    const agreed = withTerms(startedState(), { detente: { kind: 'cycles', cycles: 5 }, handicap: 4 })
    expect(terms(agreed, { handicap: 4, detente: { kind: 'cycles', cycles: 5 } })).toEqual(noChange)
    expect(terms(withTerms(startedState(), { detente: { kind: 'clock', at: AT } }), { detente: { kind: 'clock', at: AT } })).toEqual(noChange)
  })

  it('another number of cycles, another time or another rank is a change', () => {
    const cycles = withTerms(startedState(), { detente: { kind: 'cycles', cycles: 5 } })
    expect(terms(cycles, { detente: { kind: 'cycles', cycles: 6 } })).toEqual({ ok: true, value: [{ type: 'endTermsChanged', from: { detente: { kind: 'cycles', cycles: 5 } }, to: { detente: { kind: 'cycles', cycles: 6 } } }] })
    const clock = withTerms(startedState(), { detente: { kind: 'clock', at: AT } })
    expect(terms(clock, { detente: { kind: 'clock', at: LATER } }).ok).toBe(true)
    const rank = withTerms(startedState(), { handicap: 4 })
    expect(terms(rank, { handicap: 5 }).ok).toBe(true)
  })

  it('a handicap agreed alone is kept in the settings', () => {
    expect(withTerms(startedState(), { handicap: 3 }).settings.endTerms).toEqual({ handicap: 3 })
  })
})

describe('input check: the terms as a command or a game file gives them', () => {
  const bad = (message: string) => ({ ok: false, refusal: { code: 'bad-end-terms', message, remedies: [] } })
  const notAPoint = bad('Choose a Detente point: a number of cycles or a clock time.')
  const cycles = bad('The Detente point needs a whole number of cycles from 1 to 99.')

  it.each([
    ['null', null, bad('How the game ends is not understood.')],
    ['a list', [{ handicap: 4 }], bad('How the game ends is not understood.')],
    ['text', 'junk', bad('How the game ends is not understood.')],
    ['a point of null', { detente: null }, notAPoint],
    ['a point that is a number', { detente: 5 }, notAPoint],
    ['a point of another kind', { detente: { kind: 'turns', turns: 5 } }, notAPoint],
    ['0 cycles', { detente: { kind: 'cycles', cycles: 0 } }, cycles],
    ['100 cycles', { detente: { kind: 'cycles', cycles: 100 } }, cycles],
    ['2.5 cycles', { detente: { kind: 'cycles', cycles: 2.5 } }, cycles],
    ['cycles as text', { detente: { kind: 'cycles', cycles: '5' } }, cycles],
    ['a time that is not one', { detente: { kind: 'clock', at: 'tonight' } }, bad('The Detente time is not a valid clock time.')],
    ['a time in a list', { detente: { kind: 'clock', at: [AT] } }, bad('The Detente time is not a valid clock time.')],
    ['a 6-Star handicap', { handicap: 6 }, bad('The handicap rank must be 1-Star to 5-Star General.')],
  ])('refuses %s in plain words', (_what, terms, expected) => {
    expect(validateEndTerms(terms)).toEqual(expected)
  })

  it('accepts 1 and 99 cycles (the bounds)', () => {
    expect(validateEndTerms({ detente: { kind: 'cycles', cycles: 1 } })).toEqual({ ok: true, value: { detente: { kind: 'cycles', cycles: 1 } } })
    expect(validateEndTerms({ detente: { kind: 'cycles', cycles: 99 } })).toEqual({ ok: true, value: { detente: { kind: 'cycles', cycles: 99 } } })
  })

  it.each(['2026-01-01T00:00:00.000Z', '2026-12-31T23:59:59.999Z'])('a clock time at the edge of the calendar, %s, is valid', (at) => {
    expect(isIsoInstant(at)).toBe(true)
  })

  it.each([
    ['month 0', '2026-00-10T12:00:00.000Z'],
    ['month 13', '2026-13-10T12:00:00.000Z'],
    ['day 0', '2026-05-00T12:00:00.000Z'],
    ['day 32', '2026-05-32T12:00:00.000Z'],
    ['hour 24', '2026-05-10T24:00:00.000Z'],
    ['minute 60', '2026-05-10T12:60:00.000Z'],
    ['second 60', '2026-05-10T12:00:60.000Z'],
  ])('a clock time with %s is not valid', (_what, at) => {
    expect(isIsoInstant(at)).toBe(false)
  })

  it('a clock time must be text as Date.toISOString writes it', () => {
    expect(isIsoInstant(undefined)).toBe(false)
    expect(isIsoInstant([AT])).toBe(false)
    expect(isIsoInstant('2026-05-10T12:00:00Z')).toBe(false)
  })
})
