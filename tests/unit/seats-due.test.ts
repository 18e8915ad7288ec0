/**
 * seatsDue: the seats the game waits on, for a player's own phone (issue 28). Each power still to
 * settle Stage 1, each power still to bid, those who must roll, the power whose turn it is; none
 * for a step the banker or the Marshall takes.
 */
import { describe, expect, it } from 'vitest'
import { currentTurn, seatsDue } from '@/domain'
import { guidedGame, playTo } from '../support/guided'
import { startedState } from '../support/games'

describe('seatsDue in a guided basic game', () => {
  it('waits on every power still to settle Stage 1, then on nobody until the Marshall moves on', () => {
    const g = guidedGame(['usa', 'ussr', 'europe'])
    expect(seatsDue(g.state)).toEqual(['usa', 'ussr', 'europe'])
    g.do({ kind: 'settleStage1', power: 'ussr' })
    expect(seatsDue(g.state)).toEqual(['usa', 'europe'])
    g.do({ kind: 'settleStage1', power: 'usa' })
    g.do({ kind: 'settleStage1', power: 'europe' })
    expect(seatsDue(g.state)).toEqual([])
    g.do({ kind: 'advancePlay' })
    // Stage 2: the banker moves the production.
    expect(seatsDue(g.state)).toEqual([])
  })

  it('waits on each power still to bid, then on the sequence roll, then on the turn', () => {
    const g = guidedGame(['usa', 'ussr', 'europe'])
    for (const id of ['usa', 'ussr', 'europe'] as const) g.do({ kind: 'settleStage1', power: id })
    g.do({ kind: 'advancePlay' })
    g.do({ kind: 'collectProduction' })
    g.do({ kind: 'advancePlay' })
    expect(seatsDue(g.state)).toEqual(['usa', 'ussr', 'europe'])
    g.do({ kind: 'placeBid', power: 'ussr', bid: true })
    expect(seatsDue(g.state)).toEqual(['usa', 'europe'])
    g.do({ kind: 'placeBid', power: 'usa', bid: true })
    g.do({ kind: 'placeBid', power: 'europe', bid: false })
    // Every bid in: the reveal is the banker's.
    expect(seatsDue(g.state)).toEqual([])
    g.do({ kind: 'revealBids' })
    expect(seatsDue(g.state)).toEqual(['usa', 'ussr'])
  })

  it('waits on the power whose turn it is', () => {
    const g = guidedGame(['usa', 'ussr', 'europe'])
    playTo(g, { stage: 3, bidders: ['europe', 'usa'] })
    expect(seatsDue(g.state)).toEqual([currentTurn(g.state.play!)])
    expect(seatsDue(g.state)).toEqual(['europe'])
  })

  it('waits on nobody in a bookkeeping game', () => {
    expect(seatsDue(startedState())).toEqual([])
  })
})
