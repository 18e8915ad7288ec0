import { describe, expect, it } from 'vitest'
import { currentTurn, dueNow } from '@/domain'
import { decideUnder } from '@/domain/editions'
import { guidedGame, playTo } from '../support/guided'

/**
 * Stage 6, Phase C rotates "until all of the players no longer wish to" build (basic rules, Stage
 * 6; the rotation reading of play/settings.ts). Issue 25: a table that only ever taps End turn went
 * round for ever, so a turn that built nothing now ends as a pass: one way to finish a turn.
 */
function atStage6Turns() {
  const g = guidedGame(['usa', 'ussr'])
  playTo(g, { stage: 6, bidders: ['usa', 'ussr'] })
  return g
}

describe('Stage 6: End turn with nothing built is a pass (issue 25)', () => {
  it('every power ending its turn without building ends the phase', () => {
    const g = atStage6Turns()
    const first = currentTurn(g.state.play!)!
    g.do({ kind: 'endTurn', power: first })
    expect(g.state.play!.passed).toEqual([first])
    const second = currentTurn(g.state.play!)!
    g.do({ kind: 'endTurn', power: second })
    expect(g.state.play!.phase).toBe('F')
  })

  it('a turn that built ends as an action: the others may still build after it', () => {
    const g = atStage6Turns()
    const first = currentTurn(g.state.play!)!
    g.do({ kind: 'endTurn', power: first })
    const second = currentTurn(g.state.play!)!
    g.do({ kind: 'buildForces', power: second, armies: 1, navies: 0 })
    expect(g.state.play!.turnActed).toBe(true)
    g.do({ kind: 'endTurn', power: second })
    expect(g.state.play!.passed).toEqual([])
    expect(g.state.play!.turnActed).toBeUndefined()
    expect(g.state.play!.phase).toBe('C')
    expect(currentTurn(g.state.play!)).toBe(first)
  })

  it("a loan or a correction on the way is not a build: the turn still ends as a pass", () => {
    const g = atStage6Turns()
    const first = currentTurn(g.state.play!)!
    g.do({ kind: 'takeLoan', power: first, amount: 1000 })
    g.do({ kind: 'correctCash', power: first, cash: 100, reason: 'miscounted' })
    expect(g.state.play!.turnActed).toBeUndefined()
    g.do({ kind: 'endTurn', power: first })
    expect(g.state.play!.passed).toEqual([first])
  })

  it('the big button builds (the form, the power filled in) and End turn is the one way to finish', () => {
    const g = atStage6Turns()
    const power = currentTurn(g.state.play!)!
    const due = dueNow(g.state)
    expect(due).toMatchObject({ kind: 'turn', form: { kind: 'buildForces', fields: { power } }, others: [{ kind: 'endTurn', power }] })
  })

  it('an entry of rules edition 2 is checked as that edition decided it: End turn without a build was an action', () => {
    const g = atStage6Turns()
    const first = currentTurn(g.state.play!)!
    const old = decideUnder(2, g.state, { kind: 'endTurn', power: first }, [])
    if (!old?.ok) throw new Error('edition 2 refused')
    expect(old.value).toEqual([{ type: 'slicePatched', slice: 'play', from: { passed: [], turn: 0 }, to: { passed: [], turn: 1 } }])
  })
})
