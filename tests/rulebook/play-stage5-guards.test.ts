import { describe, expect, it } from 'vitest'
import { decide, type Command, type GameState, type MoveInput, type PowerId } from '@/domain'
import { guidedGame, playTo } from '../support/guided'
import { startedState } from '../support/games'

/**
 * Paying the standard moving costs (play/stage5.ts), in Stage 5 and in a Stage 4 battle: the
 * refusals, their remedies and the events that the mutation run on stage5.ts found untested
 * (issue 10). Refusals are checked by code, words and remedies.
 */

const NO_MOVE: MoveInput = { marchArmyTerritories: 0, airliftArmies: 0, convoySeas: 0, navySeas: 0 }
const pay = (power: PowerId, over: Partial<MoveInput> = {}): Command => ({ kind: 'payMoveCost', power, ...NO_MOVE, ...over })
const refused = (state: GameState, command: Command) => {
  const r = decide(state, command)
  if (r.ok) throw new Error(`accepted: ${command.kind}`)
  return r.refusal
}
const FREE = 'This move costs nothing: enter the army-territories marched, the armies flown, or the seas crossed. Armies landing from a navy move free.'

function atStage5() {
  const g = guidedGame()
  playTo(g, { stage: 5, bidders: ['usa', 'ussr'] })
  return g
}
function atStage4() {
  const g = guidedGame()
  playTo(g, { cycle: 2, stage: 4, bidders: ['usa', 'ussr'] })
  return g
}

describe('a move that costs nothing', () => {
  it('Stage 5: refused by code and words, offering to end the turn without paying (a free landing)', () => {
    const g = atStage5()
    const r = g.refuse(pay('usa'))
    expect([r.code, r.message, r.remedies]).toEqual([
      'nothing-to-pay',
      FREE,
      [{ label: 'End the turn without paying (a free landing)', command: { kind: 'endTurn', power: 'usa' } }],
    ])
  })

  it('in a Stage 4 battle, and in a bookkeeping game: refused with no turn to end', () => {
    const r = atStage4().refuse(pay('usa'))
    expect([r.code, r.message, r.remedies]).toEqual(['nothing-to-pay', FREE, []])
    const books = refused(startedState(), pay('usa'))
    expect([books.code, books.message, books.remedies]).toEqual(['nothing-to-pay', FREE, []])
  })
})

describe('a move the supplies cannot pay', () => {
  const fix = (power: PowerId, value: number): Command => ({ kind: 'correctSupply', power, row: 'oil', value, reason: 'test' })

  it('Stage 5: both remedies, in order: a shorter move, or pass for the stage', () => {
    const g = atStage5()
    g.do(fix('usa', 1))
    expect(g.refuse(pay('usa', { navySeas: 2 })).remedies).toEqual([
      { label: 'Move fewer forces, or a shorter way' },
      { label: 'Pass: no more moves this stage', command: { kind: 'passTurn', power: 'usa' } },
    ])
  })

  it('in a Stage 4 battle and in a bookkeeping game: only the shorter move', () => {
    const g = atStage4()
    g.do(fix('usa', 1))
    expect(g.refuse(pay('usa', { navySeas: 2 })).remedies).toEqual([{ label: 'Move fewer forces, or a shorter way' }])
    expect(refused(startedState(), pay('usa', { navySeas: 99 })).remedies).toEqual([{ label: 'Move fewer forces, or a shorter way' }])
  })
})

describe('the events of a paid move', () => {
  it('a navy move changes only oil; a march only grain (no supply event for a row the move does not use)', () => {
    const g = atStage5()
    const oil = g.state.powers.usa!.supplies.oil
    g.do(pay('usa', { navySeas: 2 }))
    expect(g.entries.at(-1)!.events.filter((e) => e.type === 'supplyChanged')).toEqual([{ type: 'supplyChanged', power: 'usa', row: 'oil', from: oil, to: oil - 2 }])
    const grain = g.state.powers.ussr!.supplies.grain
    g.do(pay('ussr', { marchArmyTerritories: 1 }))
    expect(g.entries.at(-1)!.events.filter((e) => e.type === 'supplyChanged')).toEqual([{ type: 'supplyChanged', power: 'ussr', row: 'grain', from: grain, to: grain - 1 }])
  })
})

describe('Stage 4 when the battles are over', () => {
  it('at the end of Stage 4 (its last turn played) a move is no battle move: refused as out of Stage 5', () => {
    const g = guidedGame()
    playTo(g, { cycle: 2, stage: 4, bidders: ['usa'] })
    g.do({ kind: 'passTurn', power: 'usa' })
    expect(g.state.play).toMatchObject({ stage: 4, step: 'over', phase: 'C' })
    const r = g.refuse(pay('usa', { marchArmyTerritories: 1 }))
    expect([r.code, r.message]).toEqual(['wrong-stage', 'Moves are paid for in Stage 5, Phase C; the game is at Stage 4 (Attack), its end.'])
  })

  it('a power out of the game: refused by code and words', () => {
    const g = atStage4()
    const out = { ...g.state, war: { ...g.state.war!, eliminated: ['europe' as const] } }
    const r = refused(out, pay('europe', { navySeas: 1 }))
    expect([r.code, r.message]).toEqual(['out-of-game', 'Europe is out of the game: it has no forces to move.'])
  })
})
