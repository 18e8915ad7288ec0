import { describe, expect, it } from 'vitest'
import type { Command, GameEvent, GameState, PowerId } from '@/domain'
import { counterattacksFor, decideDeclineCounterattack, followForBattle, pendingCounterattacks } from '@/domain/modules/battle/counterattacks'
import { startedState } from '../support/games'
import { guidedGame, playTo } from '../support/guided'

/** Survivors of the mutation run on counterattacks.ts: "Rotating Attacks" and "The Militia", outcome by outcome. */

const RULE = 'Basic rules, Stage 4, Phase C, "Rotating Attacks" (Step F: Defender May Counterattack)'
type Play = NonNullable<GameState['play']>

/** Stage 4, Phase C of cycle 2, USA's turn (sequence USA, USSR, Europe); `settings` a table reading. */
function stage4(over: Partial<Play> = {}, settings: Partial<GameState['settings']> = {}): GameState {
  const g = guidedGame(['usa', 'ussr', 'europe'])
  playTo(g, { cycle: 2, stage: 4, bidders: ['usa', 'ussr', 'europe'] })
  return { ...g.state, settings: { ...g.state.settings, ...settings }, play: { ...g.state.play!, ...over } }
}

/** What one play patch sets (its `to`), or undefined when no event. */
function sets(events: GameEvent[]): object | undefined {
  expect(events.length).toBeLessThanOrEqual(1)
  const event = events[0]
  if (!event) return undefined
  expect(event).toMatchObject({ type: 'slicePatched', slice: 'play' })
  return (event as { to: object }).to
}

describe('Rotating Attacks: who gets a counterattack', () => {
  it('"Each player that is attacked gets one counterattack": each once, never the attacker; the turn\'s attack is marked', () => {
    expect(sets(counterattacksFor(stage4(), 'usa', ['usa', 'ussr', 'ussr', 'europe']))).toEqual({ counterattacks: ['ussr', 'europe'], attackMade: 'usa' })
    expect(sets(counterattacksFor(stage4({ counterattacks: ['europe'] }), 'usa', ['europe', 'ussr']))).toEqual({ counterattacks: ['europe', 'ussr'], attackMade: 'usa' })
    // A game saved before the list was kept has none due.
    expect(sets(counterattacksFor(stage4({ counterattacks: undefined }), 'usa', ['ussr']))).toEqual({ counterattacks: ['ussr'], attackMade: 'usa' })
  })

  it('a counterattack uses the attacker\'s up and earns its target none (default reading); the others wait', () => {
    expect(sets(counterattacksFor(stage4({ counterattacks: ['ussr', 'europe'], attackMade: 'usa' }), 'ussr', ['usa']))).toEqual({ counterattacks: ['europe'] })
  })

  it('reading "a counterattack earns a counterattack": its target gets one', () => {
    expect(sets(counterattacksFor(stage4({ counterattacks: ['ussr'], attackMade: 'usa' }, { counterattackEarnsCounterattack: true }), 'ussr', ['usa', 'ussr']))).toEqual({ counterattacks: ['usa'] })
  })

  it('"After the counterattacks have been resolved, player two gets to make an attack": the last one moves the turn on', () => {
    expect(sets(counterattacksFor(stage4({ counterattacks: ['ussr'], attackMade: 'usa' }), 'ussr', ['usa']))).toEqual({ passed: [], turn: 1, counterattacks: [], attackMade: null })
    // The attacker acted (it did not pass): with passes final, it stays in the phase.
    expect(sets(counterattacksFor(stage4({ counterattacks: ['ussr'], attackMade: 'usa' }, { rotation: 'pass-is-final' }), 'ussr', ['usa']))).toEqual({ passed: [], turn: 1, counterattacks: [], attackMade: null })
  })

  it('no attack marked when it is not the attacker\'s turn, not Stage 4, or a game from before Rotating Attacks; nothing at all when nothing changes', () => {
    expect(sets(counterattacksFor(stage4(), 'europe', ['ussr']))).toEqual({ counterattacks: ['ussr'] })
    expect(sets(counterattacksFor(stage4({ stage: 5 }), 'usa', ['ussr']))).toEqual({ counterattacks: ['ussr'] })
    expect(sets(counterattacksFor(stage4({}, { counterattackEarnsCounterattack: undefined }), 'usa', ['ussr']))).toEqual({ counterattacks: ['ussr'] })
    expect(counterattacksFor(stage4({}, { counterattackEarnsCounterattack: undefined }), 'usa', [])).toEqual([])
    expect(counterattacksFor(stage4({ counterattacks: ['ussr'] }, { counterattackEarnsCounterattack: undefined }), 'europe', ['ussr'])).toEqual([])
    expect(counterattacksFor(startedState(['usa', 'ussr']), 'usa', ['ussr'])).toEqual([])
    // A power attacked again keeps its one counterattack: only the attack is marked.
    expect(sets(counterattacksFor(stage4({ counterattacks: ['ussr'] }), 'usa', ['ussr']))).toEqual({ attackMade: 'usa' })
  })

  it('with no one\'s turn (an older game with no attack marked), the last counterattack moves no turn', () => {
    expect(sets(counterattacksFor(stage4({ turn: 7, attackMade: undefined, counterattacks: ['ussr'] }), 'ussr', ['usa']))).toEqual({ counterattacks: [] })
  })

  it('the counterattacks still due: only those out of turn or after the power\'s own attack, only in Stage 4, Phase C of a rotating game', () => {
    expect(pendingCounterattacks(stage4({ counterattacks: ['ussr', 'usa'], attackMade: null }))).toEqual(['ussr'])
    expect(pendingCounterattacks(stage4({ counterattacks: ['ussr', 'usa'], attackMade: 'usa' }))).toEqual(['ussr', 'usa'])
    expect(pendingCounterattacks(stage4({ counterattacks: ['ussr'], stage: 5 }))).toEqual([])
    expect(pendingCounterattacks(stage4({ counterattacks: ['ussr'], step: 'bid' }))).toEqual([])
    expect(pendingCounterattacks(stage4({ counterattacks: ['ussr'] }, { counterattackEarnsCounterattack: undefined }))).toEqual([])
    expect(pendingCounterattacks(startedState(['usa', 'ussr']))).toEqual([])
  })
})

describe('Declining a counterattack', () => {
  it('refused whole: a game keeping the books only, an unknown power, a power with none', () => {
    expect(decideDeclineCounterattack(startedState(['usa', 'ussr']), { kind: 'declineCounterattack', power: 'ussr' })).toEqual({
      ok: false, refusal: { code: 'not-guided', message: 'This game keeps the books only; counterattacks are not tracked.', remedies: [] },
    })
    expect(decideDeclineCounterattack(stage4(), { kind: 'declineCounterattack', power: 'mars' as PowerId })).toEqual({
      ok: false, refusal: { code: 'unknown-power', message: 'Choose a superpower.', remedies: [] },
    })
    expect(decideDeclineCounterattack(stage4({ counterattacks: ['ussr'], attackMade: 'usa' }), { kind: 'declineCounterattack', power: 'europe' })).toEqual({
      ok: false, refusal: { code: 'no-counterattack', message: 'Europe has no counterattack to decline: the game is at Stage 4 (Attack), Phase C.', rule: RULE, remedies: [] },
    })
  })

  it('declining one leaves the others due; declining the last moves the turn on', () => {
    const decline = (state: GameState, power: PowerId) => {
      const result = decideDeclineCounterattack(state, { kind: 'declineCounterattack', power })
      if (!result.ok) throw new Error(result.refusal.message)
      return sets(result.value)
    }
    expect(decline(stage4({ counterattacks: ['ussr', 'europe'], attackMade: 'usa' }), 'ussr')).toEqual({ counterattacks: ['europe'] })
    expect(decline(stage4({ counterattacks: ['europe'], attackMade: 'usa' }), 'europe')).toEqual({ passed: [], turn: 1, counterattacks: [], attackMade: null })
  })
})

describe('The Militia: "The player who lost the card(s) is entitled to one counterattack"', () => {
  const capture = (over: object = {}) => ({ kind: 'transferCompany', from: 'ussr', to: 'usa', companyId: 'ussr-1', reason: 'capture', ...over }) as Command
  const base: GameEvent[] = [{ type: 'forcesChanged', power: 'usa', force: 'armies', from: 1, to: 2 }]

  it('cards taken by the turn\'s attacker after its attack grant their owner a counterattack, once', () => {
    // A game saved before counterattacks were kept has no list yet.
    const after = stage4({ attackMade: 'usa', counterattacks: undefined })
    expect(followForBattle(after, capture(), base)).toEqual([...base, { type: 'slicePatched', slice: 'play', from: { counterattacks: null }, to: { counterattacks: ['ussr'] } }])
    expect(sets(followForBattle(stage4({ attackMade: 'usa', counterattacks: ['europe'] }), capture(), []))).toEqual({ counterattacks: ['europe', 'ussr'] })
  })

  it('no counterattack otherwise: not a capture, not Stage 4 Phase C, before the attack, not the attacker\'s turn, already due, or its own card', () => {
    const cases: [GameState, Command][] = [
      [stage4({ attackMade: 'usa' }), capture({ reason: 'surrender' })],
      [stage4({ attackMade: 'usa' }), { kind: 'passTurn', power: 'usa' }],
      [stage4({ attackMade: 'usa', stage: 5 }), capture()],
      [stage4({ attackMade: 'usa', step: 'bid' }), capture()],
      [stage4({ attackMade: null }), capture()],
      [stage4({ attackMade: 'usa', turn: 1 }), capture()],
      [stage4({ attackMade: 'usa', counterattacks: ['ussr'] }), capture()],
      [stage4({ attackMade: 'usa' }), capture({ from: 'usa' })],
      [startedState(['usa', 'ussr']), capture()],
    ]
    for (const [state, command] of cases) expect(followForBattle(state, command, base)).toBe(base)
  })
})
