import { describe, expect, it } from 'vitest'
import { decide, sequenceStanding, type Command, type GameState, type PowerId } from '@/domain'
import { guidedGame } from '../support/guided'
import { startedState } from '../support/games'

/**
 * Phase B, Determine Player Sequence (play/sequence.ts): the refusals, words and standings that
 * the mutation run on sequence.ts found untested (issue 10). Refusals are checked by code and
 * words; an accepted boundary stands beside each refused one.
 */

type Game = ReturnType<typeof guidedGame>
const refusal = (g: Game, command: Command) => {
  const r = g.refuse(command)
  return [r.code, r.message]
}
const refusedIn = (state: GameState, command: Command) => {
  const r = decide(state, command)
  return r.ok ? undefined : [r.refusal.code, r.refusal.message]
}

/** A guided game of `powers` at Stage 3's Player Sequence roll, `bidders` having bid (before that if `bidders` is undefined). */
function atStage3(powers: PowerId[], bidders?: PowerId[]) {
  const g = guidedGame(powers)
  for (const p of powers) g.do({ kind: 'settleStage1', power: p })
  g.do({ kind: 'advancePlay' })
  g.do({ kind: 'collectProduction' })
  g.do({ kind: 'advancePlay' })
  if (bidders) {
    for (const p of powers) g.do({ kind: 'placeBid', power: p, bid: bidders.includes(p) })
    g.do({ kind: 'revealBids' })
  }
  return g
}

describe('rolling one die of the Player Sequence', () => {
  it('a game that keeps the books only has no order of play to roll in (protects both requirePlay checks)', () => {
    const books = startedState(['usa', 'ussr'])
    const words = 'This game keeps the books only; the order of play is not tracked.'
    expect(refusedIn(books, { kind: 'rollSequenceDie', power: 'usa', face: 3 })).toEqual(['not-guided', words])
    expect(refusedIn(books, { kind: 'clearSequenceRolls' })).toEqual(['not-guided', words])
  })

  it('before the bids are revealed: refused in words that say where the game is (both commands)', () => {
    const g = atStage3(['usa', 'ussr', 'europe'])
    const words = 'The player sequence is rolled after the bids are revealed; the game is at Stage 3 (Sell Resources), the Blind Bid.'
    expect(refusal(g, { kind: 'rollSequenceDie', power: 'usa', face: 3 })).toEqual(['not-rolling', words])
    // The step is checked before the dice: no dice kept is not the reason here.
    expect(refusal(g, { kind: 'clearSequenceRolls' })).toEqual(['not-rolling', words])
  })

  it('a die shows 1 to 6, a whole number: 0, 1.5 and 7 refused by code and words, 1 and 6 accepted (protects each part of the face check)', () => {
    const g = atStage3(['usa', 'ussr', 'europe'], ['usa', 'ussr'])
    for (const face of [0, 1.5, 7, -2]) {
      expect(refusal(g, { kind: 'rollSequenceDie', power: 'usa', face })).toEqual(['bad-dice', 'A die shows 1 to 6.'])
    }
    g.do({ kind: 'rollSequenceDie', power: 'usa', face: 1 })
    g.do({ kind: 'rollSequenceDie', power: 'ussr', face: 6 })
    expect(g.state.play?.sequenceRolls).toEqual({ usa: [1], ussr: [6] })
  })

  it('a power that is not one of the superpowers is "That power" in the refusal; the code is not-your-turn', () => {
    const g = atStage3(['usa', 'ussr', 'europe'], ['usa', 'ussr'])
    expect(refusal(g, { kind: 'rollSequenceDie', power: 'mars', face: 3 } as unknown as Command)).toEqual(['not-your-turn', 'That power does not roll now: USA and USSR roll now.'])
    expect(refusal(g, { kind: 'rollSequenceDie', power: 'europe', face: 3 })).toEqual(['not-your-turn', 'Europe does not roll now: USA and USSR roll now.'])
  })

  it('a three-way tie: each of the three rolls again once, named once (protects the "first of its group" test that keeps a tie from being counted twice)', () => {
    const g = atStage3(['usa', 'ussr', 'europe'], ['usa', 'ussr', 'europe'])
    for (const p of ['usa', 'ussr', 'europe'] as const) g.do({ kind: 'rollSequenceDie', power: p, face: 4 })
    expect(sequenceStanding(g.state.play!.sequence, g.state.play!.sequenceRolls!).ties).toEqual([['usa', 'ussr', 'europe']])
    expect(refusal(g, { kind: 'rollSequenceDie', power: 'china', face: 3 })).toEqual(['not-your-turn', 'China does not roll now: USA and USSR and Europe roll now.'])
  })
})

describe('"Roll again from the start"', () => {
  it('with no die kept: refused by code and words', () => {
    const g = atStage3(['usa', 'ussr'], ['usa', 'ussr'])
    expect(refusal(g, { kind: 'clearSequenceRolls' })).toEqual(['no-dice-yet', 'No die has been rolled yet: there is nothing to roll again.'])
  })

  it('an empty record of dice counts as none (no command leaves one; it guards a hand-built or imported play state)', () => {
    const g = atStage3(['usa', 'ussr'], ['usa', 'ussr'])
    const empty = { ...g.state, play: { ...g.state.play!, sequenceRolls: {} } }
    expect(refusedIn(empty, { kind: 'clearSequenceRolls' })).toEqual(['no-dice-yet', 'No die has been rolled yet: there is nothing to roll again.'])
  })
})

describe('sequenceStanding (the roll panel reads it)', () => {
  it('while a bidder has no die yet there are no ties to show, even if two dice already match', () => {
    const standing = sequenceStanding(['usa', 'ussr', 'europe'], { usa: [4], ussr: [4] })
    expect(standing).toEqual({ mustRoll: ['europe'], ties: [], order: ['usa', 'ussr'], isSettled: false })
  })

  it('once every die is in, a tie is shown and its members must roll', () => {
    expect(sequenceStanding(['usa', 'ussr', 'europe'], { usa: [4], ussr: [4], europe: [2] })).toEqual({ mustRoll: ['usa', 'ussr'], ties: [['usa', 'ussr']], order: ['usa', 'ussr', 'europe'], isSettled: false })
  })

  it('nobody to order is not settled; distinct dice are', () => {
    expect(sequenceStanding([], {})).toEqual({ mustRoll: [], ties: [], order: [], isSettled: false })
    expect(sequenceStanding(['usa', 'ussr'], { usa: [2], ussr: [5] }).isSettled).toBe(true)
  })
})
