import { describe, expect, it } from 'vitest'
import { nextUp, playDue } from '@/domain'
import { guidedGame, playTo } from '../support/guided'
import { startedState } from '../support/games'

/**
 * What the order of play waits for (play/due.ts): the bookkeeping game and where the Marshall's
 * "next" leads, which the mutation run on due.ts found untested (issue 10). Each `next` is
 * compared whole, so a phase named where none opens (or missing where one does) is caught.
 */

describe('playDue', () => {
  it('a game that keeps the books only waits for nothing from the order of play (not a crash)', () => {
    expect(playDue(startedState(['usa', 'ussr']))).toBeUndefined()
  })

  it('Stage 7, Phase D (free trading): "next" opens Phase E of the same stage, named', () => {
    const g = guidedGame(['usa', 'ussr'])
    playTo(g, { stage: 7, bidders: ['usa', 'ussr'] })
    g.do({ kind: 'passTurn', power: 'usa' })
    g.do({ kind: 'passTurn', power: 'ussr' })
    expect(g.state.play).toMatchObject({ stage: 7, step: 'phase', phase: 'D' })
    expect(playDue(g.state)).toEqual({ kind: 'next', next: { over: false, opens: 'phase', stage: 7, cycle: 1, phase: 'E' } })
  })

  it('Stage 3, Phase D (the last phase): "next" opens the next playable stage (Stage 5 in Cycle 1), no phase named', () => {
    const g = guidedGame(['usa', 'ussr'])
    playTo(g, { stage: 3, bidders: ['usa'] })
    g.do({ kind: 'passTurn', power: 'usa' })
    expect(g.state.play).toMatchObject({ stage: 3, step: 'phase', phase: 'D' })
    expect(playDue(g.state)).toEqual({ kind: 'next', next: { over: false, opens: 'stage', stage: 5, cycle: 1 } })
  })

  // Protects L59 (the re-run after play5 found it untested): in Stage 4, once the power whose
  // turn it is has attacked, what is due is the end of its turn, by that kind, not another turn;
  // before the attack, the turn itself.
  it('Stage 4: after the attack of the power whose turn it is, the end of its turn is due', () => {
    const g = guidedGame(['usa', 'ussr'])
    playTo(g, { cycle: 2, stage: 4, bidders: ['usa', 'ussr'] })
    expect(playDue(g.state)).toEqual({ kind: 'turn', power: 'usa', stage: 4, phase: 'C' })
    g.do({ kind: 'fightBattle', attacker: 'usa', defender: 'ussr', target: 'Kazakh', attacking: { armies: 3, navies: 0 }, defending: { armies: 2, navies: 0 }, attackerDice: [5, 3], defenderDice: [2, 2] })
    expect(g.state.play!.attackMade).toBe('usa')
    expect(playDue(g.state)).toEqual({ kind: 'end-turn', power: 'usa' })
  })
})

describe('nextUp', () => {
  it('asked during a rotating phase, it names the phase that follows (Stage 3, Phase C to D)', () => {
    const g = guidedGame(['usa', 'ussr'])
    playTo(g, { stage: 3, bidders: ['usa'] })
    expect(g.state.play).toMatchObject({ stage: 3, phase: 'C' })
    expect(nextUp(g.state, g.state.play!)).toEqual({ over: false, opens: 'phase', stage: 3, cycle: 1, phase: 'D' })
  })

  it('Stage 7 over (nobody bid): "next" opens the next cycle at Stage 1, no phase named', () => {
    const g = guidedGame(['usa', 'ussr'])
    playTo(g, { stage: 7, bidders: [] })
    expect(g.state.play).toMatchObject({ stage: 7, step: 'over' })
    expect(nextUp(g.state, g.state.play!)).toEqual({ over: true, opens: 'cycle', stage: 1, cycle: 2 })
  })
})
