import { describe, expect, it } from 'vitest'
import type { GameState } from '@/domain'
import { guardStage } from '@/domain/modules/battle/stage-guard'
import { startedState } from '../support/games'
import { guidedGame, playTo } from '../support/guided'

/** Survivors of the mutation run on stage-guard.ts: when an attack may be made, each refusal whole. */

const RULE = 'Basic rules, Stage 4, Phase C (Attack with Forces and Weapons)'
type Play = NonNullable<GameState['play']>

function stage4(over: Partial<Play> = {}, old = false): GameState {
  const g = guidedGame(['usa', 'ussr', 'europe'])
  playTo(g, { cycle: 2, stage: 4, bidders: ['usa', 'ussr', 'europe'] })
  const state = g.state
  const settings = old ? { ...state.settings, counterattackEarnsCounterattack: undefined } : state.settings
  return { ...state, settings, play: { ...state.play!, ...over } }
}

const notYourTurn = (turn: string, attacker: string) => ({
  code: 'not-your-turn',
  message: `It is ${turn}'s turn to attack, not ${attacker}'s (a power that was attacked has one counterattack).`,
  rule: RULE,
  remedies: [],
})

describe('Stage 4, Phase C: when an attack may be made', () => {
  it('a game that keeps the books only has no turns to guard', () => {
    expect(guardStage(startedState(['usa', 'ussr']), 'ussr')).toBeUndefined()
  })

  it('attacks are Stage 4, Phase C only: the bid of Stage 4 and another stage are refused with where the game is', () => {
    expect(guardStage(stage4({ step: 'bid' }), 'usa')).toEqual({
      ok: false, refusal: { code: 'wrong-stage', message: 'Attacks are Stage 4, Phase C; the game is at Stage 4 (Attack), the Blind Bid.', rule: RULE, remedies: [] },
    })
    expect(guardStage(stage4({ stage: 5 }), 'usa')).toMatchObject({ refusal: { code: 'wrong-stage' } })
  })

  it('a game from before Rotating Attacks: the power whose turn it is, or one with a counterattack, attacks; no one else', () => {
    expect(guardStage(stage4({}, true), 'usa')).toBeUndefined()
    expect(guardStage(stage4({ counterattacks: ['europe'] }, true), 'europe')).toBeUndefined()
    expect(guardStage(stage4({}, true), 'ussr')).toEqual({ ok: false, refusal: notYourTurn('USA', 'USSR') })
    expect(guardStage(stage4({ turn: 7 }, true), 'ussr')).toEqual({ ok: false, refusal: notYourTurn('no one', 'USSR') })
  })

  it('"Each player that is attacked gets one counterattack": out of turn, or after the power\'s own attack', () => {
    expect(guardStage(stage4({ counterattacks: ['ussr'], attackMade: 'usa' }), 'ussr')).toBeUndefined()
    // USA made its attack, was counterattacked and (by the table's reading) has a counterattack of its own.
    expect(guardStage(stage4({ counterattacks: ['usa'], attackMade: 'usa' }), 'usa')).toBeUndefined()
  })

  it('one attack per turn: after it, the turn ends (remedy), or the counterattacks come first (named, no remedy)', () => {
    expect(guardStage(stage4({ attackMade: 'usa', counterattacks: [] }), 'usa')).toEqual({
      ok: false,
      refusal: {
        code: 'attack-made',
        message: 'USA has made its attack this turn. End the turn: the next player in sequence attacks ("After the counterattacks have been resolved, player two gets to make an attack").',
        rule: RULE,
        remedies: [{ label: 'End the turn', command: { kind: 'endTurn', power: 'usa' } }],
      },
    })
    expect(guardStage(stage4({ attackMade: 'usa', counterattacks: ['ussr', 'europe'] }), 'usa')).toEqual({
      ok: false,
      refusal: {
        code: 'attack-made',
        message: 'USA has made its attack this turn. USSR, Europe may counterattack first, then the next player in sequence attacks ("After the counterattacks have been resolved, player two gets to make an attack").',
        rule: RULE,
        remedies: [],
      },
    })
  })

  it('"After the counterattacks have been resolved, player two gets to make an attack": not before', () => {
    expect(guardStage(stage4({ turn: 1, attackMade: null, counterattacks: ['europe', 'usa'] }), 'ussr')).toEqual({
      ok: false,
      refusal: {
        code: 'counterattack-first',
        message: 'Europe, USA may still counterattack: counterattacks are resolved before the next attack.',
        rule: RULE,
        remedies: [{ label: 'Europe declines its counterattack', command: { kind: 'declineCounterattack', power: 'europe' } }],
      },
    })
    expect(guardStage(stage4({ turn: 1, attackMade: null, counterattacks: [] }), 'ussr')).toBeUndefined()
    // A game saved before counterattacks were kept: none due.
    expect(guardStage(stage4({ turn: 1, attackMade: null, counterattacks: undefined }), 'ussr')).toBeUndefined()
  })

  it('not the turn of a power with no counterattack, whoever has the turn (rotating attacks)', () => {
    expect(guardStage(stage4(), 'europe')).toEqual({ ok: false, refusal: notYourTurn('USA', 'Europe') })
    expect(guardStage(stage4({ turn: 7 }), 'europe')).toEqual({ ok: false, refusal: notYourTurn('no one', 'Europe') })
  })
})
