import { describe, expect, it } from 'vitest'
import { prospectsLeft, type Command } from '@/domain'
import { guidedGame, playTo } from '../support/guided'

/**
 * The count of play/costs.ts that the mutation run on costs.ts found untested (issue 10): the
 * prospecting attempts left, which only the Prospect card showed. (Its other survivors, a rate of
 * 1 divided instead of multiplied, are equivalent: tests/mutation/equivalent-mutants.md.)
 */

const prospect = (power: 'usa' | 'ussr'): Command => ({ kind: 'prospect', power, resource: 'oil', cardsTurned: 1, outcome: 'stopped' })

describe('Stage 7, Phase E: the prospecting attempts left ("Each player is allowed three attempts")', () => {
  // Protects L79-80 (never run by a rules test): three at first, even for a power with no count
  // yet; one less per attempt; none after the third.
  it('three, then one less per attempt, then none', () => {
    const g = guidedGame(['usa', 'ussr'])
    playTo(g, { stage: 7, bidders: ['usa', 'ussr'] })
    g.do({ kind: 'passTurn', power: 'usa' })
    g.do({ kind: 'passTurn', power: 'ussr' })
    g.do({ kind: 'advancePlay' })
    expect(g.state.play).toMatchObject({ stage: 7, phase: 'E' })
    expect([prospectsLeft(g.state.play!, 'usa'), prospectsLeft(g.state.play!, 'ussr')]).toEqual([3, 3])
    g.do(prospect('usa'))
    expect([prospectsLeft(g.state.play!, 'usa'), prospectsLeft(g.state.play!, 'ussr')]).toEqual([2, 3])
    g.do(prospect('ussr'))
    g.do(prospect('usa'))
    g.do(prospect('ussr'))
    g.do(prospect('usa'))
    expect([prospectsLeft(g.state.play!, 'usa'), prospectsLeft(g.state.play!, 'ussr')]).toEqual([0, 1])
  })
})
