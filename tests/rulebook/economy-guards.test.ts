import { describe, expect, it } from 'vitest'
import { currentTurn, playSettings } from '@/domain'
import { guidedGame, playTo } from '../support/guided'

/**
 * Guards that, removed, left every other test green (issue 10). Each test here fails when its
 * guard is taken out: the refusal code is checked, and the state is shown unchanged.
 */

/** USA and USSR at Stage 7, Phase C, USA first; `before` runs at the start of the game. */
function atStage7(before: (g: ReturnType<typeof guidedGame>) => void = () => {}) {
  const g = guidedGame(['usa', 'ussr'])
  before(g)
  playTo(g, { stage: 7, bidders: ['usa', 'ussr'] })
  return g
}

function toPhaseD(g: ReturnType<typeof guidedGame>) {
  while (g.state.play!.phase === 'C') g.do({ kind: 'passTurn', power: currentTurn(g.state.play!)! })
  expect(g.state.play).toMatchObject({ stage: 7, phase: 'D' })
}

describe('Default on Loans: "he may not ... buy from the market"', () => {
  it('a power with interest in arrears may not buy from the market in Stage 7, Phase C', () => {
    const g = guidedGame(['usa', 'ussr'])
    g.do({ kind: 'takeLoan', power: 'usa', amount: 2000 })
    g.do({ kind: 'settleStage1', power: 'usa', payInterest: false })
    playTo(g, { stage: 7, bidders: ['usa', 'ussr'] })
    const oil = g.state.powers.usa!.supplies.oil
    const refusal = g.refuse({ kind: 'buyFromMarket', power: 'usa', resource: 'oil', units: 1 })
    expect(refusal.code).toBe('in-default')
    expect(refusal.remedies[0]?.command).toEqual({ kind: 'payArrears', power: 'usa' })
    expect(g.state.powers.usa!.supplies.oil).toBe(oil)
  })
})

describe('Siege: "he may not sell or buy resources from the market or the other players"', () => {
  const besiegeUsa = (g: ReturnType<typeof guidedGame>) => g.do({ kind: 'setSiege', power: 'usa', besieged: true })

  it('a besieged power may not buy from the market (Stage 7, Phase C)', () => {
    const g = atStage7(besiegeUsa)
    expect(g.refuse({ kind: 'buyFromMarket', power: 'usa', resource: 'oil', units: 1 }).code).toBe('besieged')
  })

  it('a besieged power may not buy from or sell to the other players (Stage 7, Phase D)', () => {
    const g = atStage7(besiegeUsa)
    toPhaseD(g)
    expect(g.refuse({ kind: 'tradeResources', seller: 'usa', buyer: 'ussr', resource: 'oil', units: 1, price: 100 }).code).toBe('besieged')
    expect(g.refuse({ kind: 'tradeResources', seller: 'ussr', buyer: 'usa', resource: 'oil', units: 1, price: 100 }).code).toBe('besieged')
  })

  it('a besieged power may not order or sell a drop-ship delivery (Stage 7, Phase D)', () => {
    const g = atStage7(besiegeUsa)
    toPhaseD(g)
    expect(g.refuse({ kind: 'orderDropShip', seller: 'usa', buyer: 'ussr', resource: 'oil', units: 1, price: 100 }).code).toBe('besieged')
    expect(g.refuse({ kind: 'orderDropShip', seller: 'ussr', buyer: 'usa', resource: 'oil', units: 1, price: 100 }).code).toBe('besieged')
    expect(g.state.play!.dropShips).toEqual([])
  })
})

describe('Double Seven: "If at stage 7 a player has two cubes left, then he is allowed to buy and prospect"', () => {
  it('a power that played only Stage 3 (two cubes left at Stage 7) is listed as Double Seven', () => {
    const g = guidedGame(['usa', 'ussr'])
    // USA plays Stage 3 only: two cubes left at Stage 7.
    playTo(g, { stage: 3, bidders: ['usa'] })
    playTo(g, { stage: 7, bidders: ['usa', 'ussr'] })
    expect(g.state.play!.doubleSeven).toContain('usa')
  })
})

describe('Readings of Stage 7 (settings chosen at setup)', () => {
  it('settings: absent readings are the defaults and are not stored; a bad one is refused', () => {
    // Rotation and the stage end (separate readings) are always stored, so games before them keep theirs; the Stage 7 readings only when chosen.
    expect(playSettings.read({})).toEqual({ ok: true, value: { rotation: 'until-all-pass-in-turn', stageEnd: 'pause' } })
    expect(playSettings.read({ doubleSeven: 'one-stage-only', stage7Buying: 'any-purchase' })).toEqual({ ok: true, value: { rotation: 'until-all-pass-in-turn', stageEnd: 'pause', doubleSeven: 'one-stage-only', stage7Buying: 'any-purchase' } })
    expect(playSettings.read({ doubleSeven: 'three' }).ok).toBe(false)
    expect(playSettings.read({ stageEnd: 'later' }).ok).toBe(false)
  })

  it('Stage 7 note reading: "if he has chosen to play one stage on this cycle" - a power that played Stage 3 may not buy and prospect', () => {
    const g = guidedGame(['usa', 'ussr'], undefined, { doubleSeven: 'one-stage-only' })
    playTo(g, { stage: 3, bidders: ['usa'] })
    playTo(g, { stage: 7, bidders: ['usa', 'ussr'] })
    expect(g.state.play!.doubleSeven).toEqual(['ussr'])
    g.do({ kind: 'buyFromMarket', power: 'usa', resource: 'oil', units: 1 })
    g.do({ kind: 'passTurn', power: 'ussr' })
    g.do({ kind: 'passTurn', power: 'usa' })
    g.do({ kind: 'advancePlay' })
    // USA bought and may not prospect: the phase is USSR's alone.
    expect(currentTurn(g.state.play!)).toBe('ussr')
    expect(g.refuse({ kind: 'prospect', power: 'usa', resource: 'oil', cardsTurned: 1, outcome: 'stopped' }).message).toContain('a power that plays no other stage this cycle')
  })

  it('reading "any purchase": buying from another player in Phase D is buying, so a one-cube power may not then prospect', () => {
    const play = (stage7Buying?: 'any-purchase') => {
      const g = guidedGame(['usa', 'ussr'], undefined, stage7Buying ? { stage7Buying } : {})
      playTo(g, { stage: 3, bidders: ['usa'] })
      playTo(g, { stage: 5, bidders: ['usa'] })
      playTo(g, { stage: 7, bidders: ['usa', 'ussr'] })
      toPhaseD(g)
      g.do({ kind: 'tradeResources', seller: 'ussr', buyer: 'usa', resource: 'oil', units: 1, price: 100 })
      g.do({ kind: 'advancePlay' })
      return g
    }
    const strict = play('any-purchase')
    expect(strict.state.play!.stage7Choice.usa).toBe('buy')
    expect(strict.refuse({ kind: 'prospect', power: 'usa', resource: 'oil', cardsTurned: 1, outcome: 'stopped' }).code).toBe('bought-this-stage')
    // The default: only market buys count; USA may still prospect.
    const lenient = play()
    lenient.do({ kind: 'prospect', power: 'usa', resource: 'oil', cardsTurned: 1, outcome: 'stopped' })
  })
})
