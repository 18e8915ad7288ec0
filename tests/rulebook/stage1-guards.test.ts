import { describe, expect, it } from 'vitest'
import { currentTurn, decide, eligibleBidders, totalMoney, type Command } from '@/domain'
import { guidedGame, playTo } from '../support/guided'

/**
 * Stage 1 (Pay Salaries and Bank Loans) and "Default on Loans": the refusals and sums that the
 * mutation run on play/stage1.ts found untested (issue 10). Each refusal is checked by code and
 * words, and an accepted boundary beside it where the mutant moved the boundary.
 */

type Game = ReturnType<typeof guidedGame>

/** Whether `command` would be accepted now (without playing it). */
const accepted = (g: Game, command: Command) => decide(g.state, command).ok

/** USA and USSR at Stage 1 of cycle 1, USA holding `cash` (the rest handed to USSR). */
function usaWith(cash: number, settings = {}) {
  const g = guidedGame(['usa', 'ussr'], undefined, settings)
  const extra = g.state.accounts.usa! - cash
  if (extra > 0) g.do({ kind: 'transferMoney', from: 'usa', to: 'ussr', amount: extra, purpose: 'deal' })
  return g
}

/** Everyone else settles and the cycle is played with no bids, up to Stage 1 of the next cycle. */
function toNextStage1(g: Game): void {
  for (let guard = 0; guard < 60 && (g.state.play!.stage !== 1 || g.state.play!.cycle === 1); guard += 1) {
    const play = g.state.play!
    if (play.stage === 1) {
      for (const id of g.state.order) if (!play.done.includes(id)) g.do({ kind: 'settleStage1', power: id })
      g.do({ kind: 'advancePlay' })
    } else if (play.stage === 2) {
      g.do({ kind: 'collectProduction' })
      g.do({ kind: 'advancePlay' })
    } else if (play.step === 'bid') {
      for (const id of eligibleBidders(g.state, play)) g.do({ kind: 'placeBid', power: id, bid: false })
      g.do({ kind: 'revealBids' })
    } else if (currentTurn(play)) g.do({ kind: 'passTurn', power: currentTurn(play)! })
    else g.do({ kind: 'advancePlay' })
  }
  expect(g.state.play).toMatchObject({ cycle: 2, stage: 1, done: [] })
}

describe('Stage 1: who settles, and when', () => {
  it('a power not in this game, or no superpower, is refused', () => {
    const g = guidedGame(['usa', 'ussr'])
    for (const power of ['europe', 'mars']) {
      const refusal = g.refuse({ kind: 'settleStage1', power } as Command)
      expect([refusal.code, refusal.message]).toEqual(['unknown-power', 'That superpower is not playing in this game.'])
    }
  })

  it('salaries are paid in Stage 1 only, once a cycle', () => {
    const g = guidedGame(['usa', 'ussr'])
    g.do({ kind: 'settleStage1', power: 'usa' })
    const twice = g.refuse({ kind: 'settleStage1', power: 'usa' })
    expect([twice.code, twice.message]).toEqual(['already-paid', 'USA has already settled Stage 1 this cycle.'])
    g.do({ kind: 'settleStage1', power: 'ussr' })
    g.do({ kind: 'advancePlay' })
    const late = g.refuse({ kind: 'settleStage1', power: 'usa' })
    expect([late.code, late.message]).toEqual(['wrong-stage', 'Salaries and loans are paid in Stage 1; the game is at Stage 2 (Transfer Production Units), Phase A.'])
  })
})

describe('Stage 1, Phase A: what goes unpaid', () => {
  it('only an open company of this power can go unpaid', () => {
    const g = guidedGame(['usa', 'ussr'])
    const ussrCard = g.state.powers.ussr!.companies[0]!.id
    for (const id of ['no-such-card', ussrCard]) {
      const refusal = g.refuse({ kind: 'settleStage1', power: 'usa', unpaidCompanies: [id] })
      expect([refusal.code, refusal.message]).toEqual(['bad-company', 'Only open companies of this power can go unpaid.'])
    }
    expect(accepted(g, { kind: 'settleStage1', power: 'usa', unpaidCompanies: [g.state.powers.usa!.companies[0]!.id] })).toBe(true)
  })

  it('armies and navies disbanded: none below zero, no fractions, no more than held; a disbanded navy is not paid', () => {
    // USA starts with no navy: it builds two in Stage 6, and settles Stage 1 of cycle 2.
    const g = guidedGame(['usa', 'ussr'])
    playTo(g, { stage: 6, bidders: ['usa'] })
    g.do({ kind: 'buildForces', power: 'usa', armies: 1, navies: 2 })
    toNextStage1(g)
    const { armies, navies } = g.state.powers.usa!.forces
    expect(navies).toBe(2)
    for (const [field, n, have, what] of [
      ['disbandArmies', -1, armies, 'armies'],
      ['disbandArmies', 1.5, armies, 'armies'],
      ['disbandArmies', armies + 1, armies, 'armies'],
      ['disbandNavies', -1, navies, 'navies'],
      ['disbandNavies', navies + 1, navies, 'navies'],
    ] as const) {
      const refusal = g.refuse({ kind: 'settleStage1', power: 'usa', [field]: n })
      expect([refusal.code, refusal.message]).toEqual(['bad-forces', `USA has ${have} ${what}; it cannot disband ${n}.`])
    }
    const cash = g.state.accounts.usa!
    g.do({ kind: 'settleStage1', power: 'usa', disbandNavies: 1 })
    expect(g.state.powers.usa!.forces.navies).toBe(navies - 1)
    expect(g.state.accounts.usa).toBe(cash - 6 * 50 - (armies + navies - 1) * 10)
  })

  it('the list of other units disbanded is a record, and armies and navies are not in it (they have fields of their own)', () => {
    const g = guidedGame(['usa', 'ussr'])
    for (const disband of [5, null, 'armies']) {
      const refusal = g.refuse({ kind: 'settleStage1', power: 'usa', disband } as unknown as Command)
      expect([refusal.code, refusal.message]).toEqual(['bad-forces', 'Say how many units of each kind are disbanded.'])
    }
    for (const unit of ['armies', 'navies']) {
      const refusal = g.refuse({ kind: 'settleStage1', power: 'usa', disband: { [unit]: 1 } })
      expect([refusal.code, refusal.message]).toEqual(['bad-forces', `This game has no units called ${unit} to disband.`])
    }
  })
})

describe('Stage 1, Phase B: Pay Bank Loans', () => {
  it('principal is paid back in whole $1,000M steps, never below zero, never more than owed; a repayment lowers the loan', () => {
    const g = guidedGame(['usa', 'ussr'])
    g.do({ kind: 'takeLoan', power: 'usa', amount: 2000 })
    for (const repayPrincipal of [500, -1000, 1000.5]) {
      const refusal = g.refuse({ kind: 'settleStage1', power: 'usa', repayPrincipal })
      expect([refusal.code, refusal.message]).toEqual(['loan-step', 'Principal is paid back in whole billions ($1,000M steps).'])
    }
    const more = g.refuse({ kind: 'settleStage1', power: 'usa', repayPrincipal: 3000 })
    expect([more.code, more.message]).toEqual(['repay-more-than-owed', 'USA owes the bank $2,000M.'])
    const cash = g.state.accounts.usa!
    g.do({ kind: 'settleStage1', power: 'usa', repayPrincipal: 1000 })
    expect(g.state.powers.usa!.loans).toBe(1000)
    // $340M salaries, $100M interest on $2,000M, $1,000M principal, each paid for its reason (the ledger's lines).
    expect(g.state.accounts.usa).toBe(cash - 340 - 100 - 1000)
    const paid = g.entries.at(-1)!.events.flatMap((e) => (e.type === 'moneyTransferred' ? [[e.reason, e.amount]] : []))
    expect(paid).toEqual([['salary', 340], ['interest', 100], ['loan-repayment', 1000]])
    expect(g.state.play!.arrears.usa).toBeUndefined()
    expect(totalMoney(g.state)).toBe(0)
  })

  it('whether the interest is paid is yes or no', () => {
    const g = guidedGame(['usa', 'ussr'])
    g.do({ kind: 'takeLoan', power: 'usa', amount: 1000 })
    const refusal = g.refuse({ kind: 'settleStage1', power: 'usa', payInterest: 'yes' } as unknown as Command)
    expect([refusal.code, refusal.message]).toEqual(['bad-choice', 'Say whether the interest is paid.'])
  })

  it('the principal counts in what Stage 1 costs', () => {
    const g = usaWith(300)
    g.do({ kind: 'takeLoan', power: 'usa', amount: 1000 })
    // $340M salaries + $50M interest + $1,000M principal.
    const refusal = g.refuse({ kind: 'settleStage1', power: 'usa', repayPrincipal: 1000 })
    expect([refusal.code, refusal.message]).toEqual(['insufficient-funds', 'USA has $1,300M; Stage 1 costs $1,390M.'])
    expect(accepted(g, { kind: 'settleStage1', power: 'usa' })).toBe(true)
  })
})

describe('Stage 1 short of money: the offers', () => {
  const CHOOSE = 'Or choose what goes unpaid: companies produce nothing in Stage 2, unpaid forces leave the board, unpaid interest puts the power in default'

  it('a loan that just covers the shortfall and its own interest is offered as it is (no step more)', () => {
    // $340M salaries + $650M interest on $13,000M = $990M against $40M: $950M short; $1,000M
    // borrowed leaves $50M over, exactly its own interest.
    const g = usaWith(40)
    g.do({ kind: 'takeLoan', power: 'usa', amount: 13000 })
    g.do({ kind: 'transferMoney', from: 'usa', to: 'ussr', amount: 13000, purpose: 'deal' })
    const refusal = g.refuse({ kind: 'settleStage1', power: 'usa' })
    expect(refusal.code).toBe('insufficient-funds')
    expect(refusal.remedies).toEqual([
      { label: 'Borrow $1,000M from the bank (its $50M interest is due in this Stage 1 too)', command: { kind: 'takeLoan', power: 'usa', amount: 1000 } },
      { label: CHOOSE },
    ])
  })

  it('interest left unpaid is not in the offered loan, and the offer says no interest', () => {
    const g = usaWith(20)
    g.do({ kind: 'takeLoan', power: 'usa', amount: 2000 })
    g.do({ kind: 'transferMoney', from: 'usa', to: 'ussr', amount: 2000, purpose: 'deal' })
    const refusal = g.refuse({ kind: 'settleStage1', power: 'usa', payInterest: false })
    expect(refusal.message).toBe('USA has $20M; Stage 1 costs $340M.')
    expect(refusal.remedies[0]).toEqual({ label: 'Borrow $1,000M from the bank', command: { kind: 'takeLoan', power: 'usa', amount: 1000 } })
  })

  it('at $1,000M interest per $1,000M no loan can cover itself: the offer stops after twenty more steps', () => {
    const g = usaWith(240, { interestPerBillion: 1000 })
    const refusal = g.refuse({ kind: 'settleStage1', power: 'usa' })
    expect(refusal.message).toBe('USA has $240M; Stage 1 costs $340M.')
    expect(refusal.remedies[0]?.command).toEqual({ kind: 'takeLoan', power: 'usa', amount: 21000 })
  })

  it('Default on Loans: a power with interest in arrears is offered no loan, only the choice of what goes unpaid', () => {
    const g = guidedGame(['usa', 'ussr'])
    g.do({ kind: 'takeLoan', power: 'usa', amount: 1000 })
    g.do({ kind: 'settleStage1', power: 'usa', payInterest: false })
    toNextStage1(g)
    g.do({ kind: 'transferMoney', from: 'usa', to: 'ussr', amount: g.state.accounts.usa! - 10, purpose: 'deal' })
    const refusal = g.refuse({ kind: 'settleStage1', power: 'usa' })
    expect([refusal.code, refusal.message]).toEqual(['insufficient-funds', 'USA has $10M; Stage 1 costs $390M.'])
    expect(refusal.remedies).toEqual([{ label: CHOOSE }])
  })
})

describe('Default on Loans: paying the interest in arrears', () => {
  function inDefault() {
    const g = guidedGame(['usa', 'ussr'])
    g.do({ kind: 'takeLoan', power: 'usa', amount: 2000 })
    g.do({ kind: 'settleStage1', power: 'usa', payInterest: false })
    expect(g.state.play!.arrears.usa).toBe(100)
    return g
  }

  it('only a superpower in this game pays arrears, and only when it owes some', () => {
    const g = inDefault()
    for (const power of ['europe', 'mars']) {
      const refusal = g.refuse({ kind: 'payArrears', power } as Command)
      expect([refusal.code, refusal.message]).toEqual(['unknown-power', 'That superpower is not playing in this game.'])
    }
    const none = g.refuse({ kind: 'payArrears', power: 'ussr' })
    expect([none.code, none.message]).toEqual(['no-arrears', 'USSR owes no interest in arrears.'])
  })

  it('the arrears are paid whole: refused one million short, paid with exactly enough, and the power is out of default', () => {
    const g = inDefault()
    g.do({ kind: 'transferMoney', from: 'usa', to: 'ussr', amount: g.state.accounts.usa! - 99, purpose: 'deal' })
    const short = g.refuse({ kind: 'payArrears', power: 'usa' })
    expect([short.code, short.message]).toEqual(['insufficient-funds', 'USA has $99M; the interest in arrears is $100M. Sales to the market go to the bank until it is cleared.'])
    g.do({ kind: 'transferMoney', from: 'ussr', to: 'usa', amount: 1, purpose: 'deal' })
    const bank = g.state.accounts.bank!
    g.do({ kind: 'payArrears', power: 'usa' })
    expect([g.state.accounts.usa, g.state.accounts.bank]).toEqual([0, bank + 100])
    expect(g.entries.at(-1)!.events[0]).toEqual({ type: 'moneyTransferred', from: 'usa', to: 'bank', amount: 100, reason: 'interest' })
    expect(g.state.play!.arrears.usa).toBeUndefined()
    expect(accepted(g, { kind: 'takeLoan', power: 'usa', amount: 1000 })).toBe(true)
    expect(totalMoney(g.state)).toBe(0)
  })
})
