import { describe, expect, it } from 'vitest'
import { currentTurn, productionOf, type Command, type GameEvent } from '@/domain'
import { guidedGame, playTo } from '../support/guided'

/**
 * Stage 2, Transfer Production Units (play/stage2.ts): the refusals, the drop-ship order of a
 * seller short on salaries, the events and productionOf that the mutation run on stage2.ts
 * found untested (issue 10). Refusals are checked by code and words.
 */

type Game = ReturnType<typeof guidedGame>
const refusal = (g: Game, command: Command) => {
  const r = g.refuse(command)
  return [r.code, r.message]
}
const supplyEvents = (events: readonly GameEvent[]) => events.flatMap((e) => (e.type === 'supplyChanged' ? [`${e.power} ${e.row} ${e.from}->${e.to}`] : []))

/**
 * USSR orders USA 3 oil by drop ship in Cycle 1's Stage 7; the game then goes on to Cycle 2's
 * Stage 1, where USA pays in full and USSR leaves `ussrUnpaid` of its cards unpaid.
 */
function dropShipThenStage1(ussrUnpaid: string[]) {
  const g = guidedGame(['usa', 'ussr'])
  playTo(g, { stage: 7, bidders: ['usa', 'ussr'] })
  g.do({ kind: 'passTurn', power: 'usa' })
  g.do({ kind: 'passTurn', power: 'ussr' })
  g.do({ kind: 'orderDropShip', seller: 'ussr', buyer: 'usa', resource: 'oil', units: 3, price: 900 })
  for (let guard = 0; guard < 20 && !(g.state.play!.cycle === 2 && g.state.play!.stage === 1); guard += 1) {
    const turn = g.state.play!.step === 'phase' ? currentTurn(g.state.play!) : undefined
    g.do(turn ? { kind: 'passTurn', power: turn } : { kind: 'advancePlay' })
  }
  g.do({ kind: 'settleStage1', power: 'usa' })
  g.do({ kind: 'settleStage1', power: 'ussr', ...(ussrUnpaid.length > 0 ? { unpaidCompanies: ussrUnpaid } : {}) })
  g.do({ kind: 'advancePlay' })
  expect(g.state.play).toMatchObject({ cycle: 2, stage: 2, dropShips: [{ seller: 'ussr', buyer: 'usa', units: 3 }] })
  return g
}

describe('collecting production: when', () => {
  it('outside Stage 2: refused by code and words that say where the game is', () => {
    const g = guidedGame(['usa', 'ussr'])
    expect(refusal(g, { kind: 'collectProduction' })).toEqual(['wrong-stage', 'Production is transferred in Stage 2; the game is at Stage 1 (Pay Salaries and Loans to Bank), Phase A.'])
  })

  it('a second time in the same Stage 2: refused by code and words, nothing produced twice', () => {
    const g = guidedGame(['usa', 'ussr'])
    for (const p of ['usa', 'ussr'] as const) g.do({ kind: 'settleStage1', power: p })
    g.do({ kind: 'advancePlay' })
    g.do({ kind: 'collectProduction' })
    expect(refusal(g, { kind: 'collectProduction' })).toEqual(['already-collected', 'Production has already been transferred this cycle.'])
  })
})

describe('drop-ship orders in Stage 2', () => {
  it('a seller that left company salaries unpaid in Stage 1 ships nothing; its own oil stays with it', () => {
    // Rovno Grains and Haliskie & Baine (USSR's grain cards) unpaid: its oil cards still produce 5.
    const g = dropShipThenStage1(['ussr-1', 'ussr-2'])
    const [usaOil, ussrOil] = [g.state.powers.usa!.supplies.oil, g.state.powers.ussr!.supplies.oil]
    g.do({ kind: 'collectProduction' })
    expect(g.state.play?.shortOnSalaries).toEqual(['ussr'])
    expect(g.state.powers.usa!.supplies.oil).toBe(Math.min(12, usaOil + 5))
    expect(g.state.powers.ussr!.supplies.oil).toBe(Math.min(12, ussrOil + 5))
  })

  it('the same order from a seller that paid its salaries is shipped (the control for the test above)', () => {
    const g = dropShipThenStage1([])
    const [usaOil, ussrOil] = [g.state.powers.usa!.supplies.oil, g.state.powers.ussr!.supplies.oil]
    g.do({ kind: 'collectProduction' })
    expect(g.state.powers.usa!.supplies.oil).toBe(Math.min(12, usaOil + 5 + 3))
    expect(g.state.powers.ussr!.supplies.oil).toBe(Math.min(12, ussrOil + 5 - 3))
  })
})

describe('the events of Stage 2', () => {
  it('a resource a power produces none of this cycle has no supply event (not a change from 3 to 3)', () => {
    const g = dropShipThenStage1(['ussr-1', 'ussr-2'])
    g.do({ kind: 'collectProduction' })
    const rows = supplyEvents(g.entries.at(-1)!.events)
    expect(rows.filter((r) => r.startsWith('ussr grain'))).toEqual([])
    expect(rows.filter((r) => r.startsWith('ussr ')).map((r) => r.split(' ')[1])).toEqual(['oil', 'minerals'])
  })
})

describe('productionOf (what each power would collect)', () => {
  it('asked without a game\'s composed rules, it counts the producing cards', () => {
    const g = guidedGame(['usa', 'ussr'])
    expect(productionOf(g.state, g.state.play!, 'ussr')).toEqual({ grain: 5, oil: 5, minerals: 5 })
  })

  it('a superpower not playing in this game produces nothing (not a crash)', () => {
    const g = guidedGame(['usa', 'ussr'])
    expect(productionOf(g.state, g.state.play!, 'china')).toEqual({ grain: 0, oil: 0, minerals: 0 })
  })
})
