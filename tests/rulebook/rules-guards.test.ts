import { describe, expect, it } from 'vitest'
import { currentTurn, decide, formatMoney, type Command } from '@/domain'
import { refusedBy } from '../support/games'
import { guidedGame, playTo } from '../support/guided'

/**
 * The order of play's word on the bookkeeping commands (play/rules.ts): the guards and the
 * deficit turnaround that, mutated, left every other test green (issue 10).
 */

type Game = ReturnType<typeof guidedGame>

/** USA and USSR bid for `stage`, USA plays first; `before` runs at the start of the game. */
function at(stage: 3 | 7, before: (g: Game) => void = () => {}, settings = {}) {
  const g = guidedGame(['usa', 'ussr'], undefined, settings)
  before(g)
  playTo(g, { stage, bidders: ['usa', 'ussr'] })
  return g
}

function passPhase(g: Game) {
  const phase = g.state.play!.phase
  while (g.state.play!.step === 'phase' && g.state.play!.phase === phase) g.do({ kind: 'passTurn', power: currentTurn(g.state.play!)! })
}

const inDefault = (g: Game, loan = 2000) => {
  g.do({ kind: 'takeLoan', power: 'usa', amount: loan })
  g.do({ kind: 'settleStage1', power: 'usa', payInterest: false })
}
const besieged = (g: Game) => g.do({ kind: 'setSiege', power: 'usa', besieged: true })
const trade: Command = { kind: 'tradeResources', seller: 'ussr', buyer: 'usa', resource: 'oil', units: 1, price: 100 }

describe('When each market and trade command may be used (Stages 3 and 7, Phases C and D)', () => {
  it('Stage 3, Phase C: buying from the market and trading between players are refused, with where the game is', () => {
    const g = at(3)
    expect(g.state.play).toMatchObject({ stage: 3, step: 'phase', phase: 'C' })
    const buy = refusedBy(g.state, { kind: 'buyFromMarket', power: 'usa', resource: 'oil', units: 1 })
    expect(buy.code).toBe('wrong-stage')
    expect(buy.message).toMatch(/^Buying from the market is Stage 7, Phase C; the game is at Stage 3 .*, Phase C\.$/)
    const traded = refusedBy(g.state, trade)
    expect(traded.code).toBe('wrong-stage')
    expect(traded.message).toMatch(/^Players trade resources in Stage 3 or 7, Phase D; the game is at Stage 3 .*, Phase C\.$/)
  })

  it('Stage 7, Phase C: selling to the market is refused (it is Stage 3, Phase C)', () => {
    const g = at(7)
    expect(g.state.play).toMatchObject({ stage: 7, step: 'phase', phase: 'C' })
    const refusal = refusedBy(g.state, { kind: 'sellToMarket', power: 'usa', resource: 'oil', units: 1 })
    expect(refusal.code).toBe('wrong-stage')
    expect(refusal.message).toMatch(/^Selling to the market is Stage 3, Phase C; the game is at Stage 7 .*, Phase C\.$/)
  })

  it('"Principal Pay Back" is Stage 1: accepted there, refused in Stage 3 with where the game is', () => {
    const g = guidedGame(['usa', 'ussr'])
    g.do({ kind: 'takeLoan', power: 'usa', amount: 2000 })
    g.do({ kind: 'repayLoan', power: 'usa', amount: 1000 })
    expect(g.state.powers.usa!.loans).toBe(1000)
    playTo(g, { stage: 3, bidders: ['usa', 'ussr'] })
    const refusal = refusedBy(g.state, { kind: 'repayLoan', power: 'usa', amount: 1000 })
    expect(refusal.code).toBe('wrong-stage')
    expect(refusal.message).toMatch(/^Principal is paid back during Stage 1; the game is at Stage 3 .*, Phase C\.$/)
  })
})

describe('Siege and Default on Loans: the refusals say who and why', () => {
  it('a besieged power is told in plain words, for the market and for the other players', () => {
    const g = at(3, besieged)
    expect(refusedBy(g.state, { kind: 'sellToMarket', power: 'usa', resource: 'oil', units: 1 }).message).toBe(
      'USA is under siege: it may not trade with the market until a home port is freed.',
    )
    const h = at(7, besieged)
    expect(refusedBy(h.state, { kind: 'buyFromMarket', power: 'usa', resource: 'oil', units: 1 }).message).toBe(
      'USA is under siege: it may not trade with the market until a home port is freed.',
    )
    passPhase(h)
    expect(refusedBy(h.state, trade).message).toBe('USA is under siege: it may not buy or sell resources.')
  })

  it('a power in default is told the arrears, and offered to pay them, when it buys from the market or borrows', () => {
    const g = at(7, (h) => inDefault(h))
    const arrears = g.state.play!.arrears.usa!
    expect(arrears).toBeGreaterThan(0)
    const buy = refusedBy(g.state, { kind: 'buyFromMarket', power: 'usa', resource: 'oil', units: 1 })
    expect(buy.message).toBe(`USA is in default (${formatMoney(arrears)} interest in arrears): no market purchases until it is paid.`)
    expect(buy.remedies).toEqual([{ label: 'Pay the interest in arrears', command: { kind: 'payArrears', power: 'usa' } }])
    const loan = refusedBy(g.state, { kind: 'takeLoan', power: 'usa', amount: 1000 })
    expect(loan.message).toBe(`USA is in default: it may not borrow from the bank until its ${formatMoney(arrears)} of interest in arrears is paid.`)
    expect(loan.remedies).toEqual([
      { label: 'Pay the interest in arrears', command: { kind: 'payArrears', power: 'usa' } },
      { label: 'Or borrow from another player (any terms)' },
    ])
  })
})

describe('"All money must go to the bank until all interest payments in arrears have been restored"', () => {
  it('a sale worth less than the arrears: no money reaches the seller, the arrears shrink by the proceeds, the units go', () => {
    // $600M of interest in arrears on a $12,000M loan; one oil sells for less ($500M).
    const g = at(3, (h) => inDefault(h, 12000))
    const [arrears, cash, oil] = [g.state.play!.arrears.usa!, g.state.accounts.usa!, g.state.powers.usa!.supplies.oil]
    const sale: Command = { kind: 'sellToMarket', power: 'usa', resource: 'oil', units: 1 }
    const result = decide(g.state, sale)
    expect(result.ok && result.value.some((e) => e.type === 'moneyTransferred')).toBe(false)
    g.do(sale)
    const proceeds = arrears - g.state.play!.arrears.usa!
    expect(proceeds).toBeGreaterThan(0)
    expect(g.state.play!.arrears.usa).toBeGreaterThan(0)
    expect(g.state.accounts.usa).toBe(cash)
    expect(g.state.powers.usa!.supplies.oil).toBe(oil - 1)
  })

  it('a sale worth more: the arrears are cleared first and the rest is paid to the seller', () => {
    const g = at(3, (h) => inDefault(h))
    const [arrears, cash, oil] = [g.state.play!.arrears.usa!, g.state.accounts.usa!, g.state.powers.usa!.supplies.oil]
    // Proceeds of the same sale by a power not in default.
    const h = at(3)
    const before = h.state.accounts.usa!
    h.do({ kind: 'sellToMarket', power: 'usa', resource: 'oil', units: oil })
    const proceeds = h.state.accounts.usa! - before
    expect(proceeds).toBeGreaterThan(arrears)
    g.do({ kind: 'sellToMarket', power: 'usa', resource: 'oil', units: oil })
    expect(g.state.accounts.usa).toBe(cash + proceeds - arrears)
    expect(g.state.play!.arrears).not.toHaveProperty('usa')
  })
})

describe('Reading "any-purchase": buying from the other players in Stage 7, Phase D is buying too', () => {
  it('a drop-ship order marks the buyer as having bought; a second purchase writes nothing more', () => {
    const g = at(7, () => {}, { stage7Buying: 'any-purchase' })
    passPhase(g)
    expect(g.state.play).toMatchObject({ stage: 7, phase: 'D', stage7Choice: {} })
    g.do({ kind: 'orderDropShip', seller: 'ussr', buyer: 'usa', resource: 'oil', units: 1, price: 100 })
    expect(g.state.play!.stage7Choice).toEqual({ usa: 'buy' })
    const again = decide(g.state, trade)
    expect(again.ok && again.value.some((e) => e.type === 'slicePatched')).toBe(false)
  })
})

describe('Stage 4 "First Strike": the retaliation window closes when the struck power\'s turn moves on', () => {
  it('ending or passing the turn clears the first-strike marker', () => {
    const g = guidedGame(['usa', 'ussr'])
    playTo(g, { stage: 4, bidders: ['usa', 'ussr'] })
    expect(currentTurn(g.state.play!)).toBe('usa')
    const marked = { ...g.state, play: { ...g.state.play!, firstStrike: { by: 'ussr' as const, against: 'usa' as const } } }
    for (const kind of ['endTurn', 'passTurn'] as const) {
      const result = decide(marked, { kind, power: 'usa' })
      expect(result.ok && result.value.some((e) => e.type === 'slicePatched' && e.slice === 'play' && e.to.firstStrike === null)).toBe(true)
    }
  })
})
