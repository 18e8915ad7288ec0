import { describe, expect, it } from 'vitest'
import { stage1Bill } from '@/domain'
import { advanceOpensStage, bidProgress, firstCycleNotes, idleCompanies, nextStep, playHeadline, seatLabel, sequenceRoll, stage1Lines } from '@/domain/play-ui'
import { guidedGame } from '../support/guided'

function toStage3() {
  const g = guidedGame()
  for (const p of ['usa', 'ussr', 'europe'] as const) g.do({ kind: 'settleStage1', power: p })
  g.do({ kind: 'advancePlay' })
  g.do({ kind: 'collectProduction' })
  g.do({ kind: 'advancePlay' })
  return g
}

describe('the banner', () => {
  it('says where the game is, what to do next and the first-cycle limits', () => {
    const g = guidedGame()
    const play = () => g.state.play!
    expect(playHeadline(play())).toBe('Cycle 1 · Stage 1 · Pay Salaries and Loans to Bank')
    expect(nextStep(g.state, play()).text).toBe('Each power pays salaries and loan interest: USA, USSR, Europe still to pay')
    expect(firstCycleNotes(play())).toEqual(['No attacks in the first cycle: Stage 4 is skipped.'])
    expect(advanceOpensStage(g.state, play())).toBe(true)
    const s3 = toStage3()
    expect(playHeadline(s3.state.play!)).toBe('Cycle 1 · Stage 3 · Sell Resources · Blind Bid')
    expect(nextStep(s3.state, s3.state.play!).text).toBe('Each power with a cube: place a secret bid')
    s3.do({ kind: 'placeBid', power: 'usa', bid: true })
    s3.do({ kind: 'placeBid', power: 'ussr', bid: false })
    s3.do({ kind: 'placeBid', power: 'europe', bid: false })
    s3.do({ kind: 'revealBids' })
    expect(playHeadline(s3.state.play!)).toBe('Cycle 1 · Stage 3 · Sell Resources · Phase C')
    expect(nextStep(s3.state, s3.state.play!)).toEqual({ text: 'USA: sell one resource to the market, or pass', rule: 'Basic rules, Stage 3, Phase C' })
    s3.do({ kind: 'passTurn', power: 'usa' })
    // Phase D is the last phase of Stage 3: "next" opens a stage.
    expect(s3.state.play?.phase).toBe('D')
    expect(advanceOpensStage(s3.state, s3.state.play!)).toBe(true)
  })
})

describe('blind bid progress', () => {
  it('says who has bid, never what, and lists powers with no cubes', () => {
    const g = toStage3()
    g.do({ kind: 'placeBid', power: 'ussr', bid: true })
    const progress = bidProgress(g.state, g.state.play!)
    expect(progress).toEqual({ eligible: ['usa', 'ussr', 'europe'], entered: ['ussr'], waiting: ['usa', 'europe'], noCubes: [] })
    expect(JSON.stringify(progress)).not.toContain('true')
    const spent = { ...g.state.play!, cubes: { usa: 0, ussr: 1, europe: 2 } }
    expect(bidProgress(g.state, spent).noCubes).toEqual(['usa'])
    expect(seatLabel(g.state, 'usa')).toBe('USA (Player 1)')
  })
})

describe('player sequence roll', () => {
  it('asks everyone first, then only the tied, then only those behind in a re-roll', () => {
    const bidders = ['usa', 'ussr', 'europe'] as const
    expect(sequenceRoll(bidders, {}).mustRoll).toEqual(['usa', 'ussr', 'europe'])
    expect(sequenceRoll(bidders, { usa: [4] }).mustRoll).toEqual(['ussr', 'europe'])
    const tied = sequenceRoll(bidders, { usa: [4], ussr: [4], europe: [6] })
    expect(tied).toMatchObject({ mustRoll: ['usa', 'ussr'], ties: [['usa', 'ussr']], isSettled: false })
    expect(sequenceRoll(bidders, { usa: [4, 2], ussr: [4], europe: [6] }).mustRoll).toEqual(['ussr'])
    const done = sequenceRoll(bidders, { usa: [4, 2], ussr: [4, 5], europe: [6] })
    expect(done).toMatchObject({ mustRoll: [], ties: [], order: ['europe', 'ussr', 'usa'], isSettled: true })
  })
})

describe('Stage 1 and 2 lines', () => {
  it('writes the bill and why an unpaid company is idle', () => {
    const g = guidedGame(['usa', 'ussr'])
    const usa = g.state.powers.usa!
    expect(stage1Lines(stage1Bill(g.state, usa))).toEqual(['6 companies × $50M = $300M', '4 armies and 0 navies × $10M = $40M'])
    const first = usa.companies[0]!
    g.do({ kind: 'settleStage1', power: 'usa', unpaidCompanies: [first.id], disbandArmies: 1 })
    expect(idleCompanies(g.state, g.state.play!, 'usa')).toEqual([{ company: first, why: 'salary unpaid in Stage 1' }])
  })
})
