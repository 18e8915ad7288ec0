import { describe, expect, it } from 'vitest'
import { cashOf, decide, DEFAULT_SETTINGS, foldEntries, formatMoney } from '@/domain'
import { apply, refusedBy, standardStart, startedState } from '../support/games'
import { guidedGame } from '../support/guided'

/**
 * The bank's guards (issue 10; tests/mutation/survivors-bank-market.md, B1-B13). Each test fails
 * when its guard is taken out: it checks the refusal code and that deciding changed nothing, and
 * where the player is told numbers or a way out, those too. Input checks are marked as such.
 */

/** USA owes the bank `loans` and has `cash` in hand (USA, USSR and Europe, no order of play). */
function usaOwing(loans: number, cash: number) {
  let state = startedState()
  if (loans > 0) state = apply(state, { kind: 'takeLoan', power: 'usa', amount: loans })
  const extra = cashOf(state, 'usa') - cash
  if (extra > 0) state = apply(state, { kind: 'transferMoney', from: 'usa', to: 'bank', amount: extra, purpose: 'other' })
  expect(state).toMatchObject({ accounts: { usa: cash }, powers: { usa: { loans } } })
  return state
}

describe('Paying money: input checks on a transfer', () => {
  const pay = { kind: 'transferMoney', from: 'usa', to: 'ussr', amount: 300, purpose: 'deal' } as const

  it('input check: a payment to or from an account that does not exist is refused (unknown-account), either way round', () => {
    const state = startedState()
    expect(refusedBy(state, { ...pay, to: 'mars' }).code).toBe('unknown-account')
    expect(refusedBy(state, { ...pay, from: 'mars' }).code).toBe('unknown-account')
  })

  it('input check: a payment to or from a superpower not in this game is refused (unknown-power), either way round', () => {
    const state = startedState()
    expect(refusedBy(state, { ...pay, to: 'china' })).toMatchObject({ code: 'unknown-power', message: 'China is not playing in this game.' })
    expect(refusedBy(state, { ...pay, from: 'china' }).code).toBe('unknown-power')
  })

  it('input check: USA paying USA is refused (same-account) and says to choose two different accounts', () => {
    const refusal = refusedBy(startedState(), { ...pay, to: 'usa' })
    expect(refusal.code).toBe('same-account')
    expect(refusal.message).toContain('two different accounts')
  })

  it.each([0, -100, 2.5, '300'])('input check: an amount of %j is refused (bad-amount)', (amount) => {
    const refusal = refusedBy(startedState(), { ...pay, amount })
    expect(refusal.code).toBe('bad-amount')
    expect(refusal.message).toContain('whole millions greater than zero')
  })

  it("input check: a purpose outside the list ('bribe') is refused (bad-purpose) and asks what the payment is for", () => {
    const refusal = refusedBy(startedState(), { ...pay, purpose: 'bribe' })
    expect(refusal.code).toBe('bad-purpose')
    expect(refusal.message).toContain('what the payment is for')
  })

  it('input check: a note of 201 characters, or one that is not text, is refused (bad-note); 200 characters are kept', () => {
    const state = startedState()
    const long = refusedBy(state, { ...pay, note: 'x'.repeat(201) })
    expect(long.code).toBe('bad-note')
    expect(long.message).toContain('200 characters')
    expect(refusedBy(state, { ...pay, note: 42 }).code).toBe('bad-note')
    const after = apply(state, { ...pay, note: 'y'.repeat(200) })
    expect(after.accounts.ussr).toBe(7300)
  })

  it('Borrowing Money: a power may pay exactly all the cash it has', () => {
    const after = apply(startedState(), { kind: 'transferMoney', from: 'usa', to: 'bank', amount: 7000, purpose: 'other' })
    expect(after.accounts.usa).toBe(0)
  })

  it('a payment beyond the cash in hand offers a $1,000M bank loan and the sell-or-ask advice', () => {
    const refusal = refusedBy(startedState(), { ...pay, amount: 7450 })
    expect(refusal.code).toBe('insufficient-funds')
    expect(refusal.message).toBe('USA has $7,000M; this costs $7,450M. Borrow from the bank?')
    expect(refusal.remedies).toEqual([
      { label: 'Borrow $1,000M from the bank', command: { kind: 'takeLoan', power: 'usa', amount: 1000 } },
      { label: 'Sell resources to the market, or ask another player for a loan' },
    ])
  })

  it('Default on Loans ("may not borrow again from the bank"): a power in default that is short is offered to pay its arrears, not a bank loan', () => {
    const g = guidedGame(['usa', 'ussr'])
    g.do({ kind: 'takeLoan', power: 'usa', amount: 2000 })
    g.do({ kind: 'settleStage1', power: 'usa', payInterest: false })
    expect(g.state.play!.arrears.usa).toBeGreaterThan(0)
    const cash = cashOf(g.state, 'usa')
    const refusal = refusedBy(g.state, { kind: 'transferMoney', from: 'usa', to: 'ussr', amount: cash + 100, purpose: 'deal' })
    expect(refusal.code).toBe('insufficient-funds')
    expect(refusal.message).toBe(`USA has ${formatMoney(cash)}; this costs ${formatMoney(cash + 100)}.`)
    expect(refusal.remedies).toEqual([
      { label: 'Pay the interest in arrears first', command: { kind: 'payArrears', power: 'usa' } },
      { label: 'Sell resources to the market (the arrears are paid first), or ask another player for a loan' },
    ])
  })
})

describe('Borrowing Money: "A player may borrow money from the bank at any time, in billion dollar amounts"', () => {
  it('input check: a loan or a repayment of -$1,000M is refused (bad-amount)', () => {
    const state = usaOwing(2000, 9000)
    expect(refusedBy(state, { kind: 'takeLoan', power: 'usa', amount: -1000 }).code).toBe('bad-amount')
    expect(refusedBy(state, { kind: 'repayLoan', power: 'usa', amount: -1000 }).code).toBe('bad-amount')
  })

  it('a loan of $1,500M is refused (loan-step): loans are taken in whole billions, $1,000M, $2,000M', () => {
    const refusal = refusedBy(startedState(), { kind: 'takeLoan', power: 'usa', amount: 1500 })
    expect(refusal.code).toBe('loan-step')
    expect(refusal.message).toBe('Bank loans are taken in whole billions: $1,000M, $2,000M, and so on.')
  })
})

describe('Principal Pay Back: "The principal must be paid back in billion dollar amounts"', () => {
  it('repaying $1,500M of a $2,000M loan is refused (loan-step): loans are repaid in whole billions', () => {
    const refusal = refusedBy(usaOwing(2000, 9000), { kind: 'repayLoan', power: 'usa', amount: 1500 })
    expect(refusal.code).toBe('loan-step')
    expect(refusal.message).toBe('Bank loans are repaid in whole billions: $1,000M, $2,000M, and so on.')
  })

  it('repaying exactly the whole $2,000M loan is accepted; $3,000M is refused (repay-more-than-owed) with "Repay $2,000M"', () => {
    const state = usaOwing(2000, 9000)
    const repaid = apply(state, { kind: 'repayLoan', power: 'usa', amount: 2000 })
    expect(repaid).toMatchObject({ accounts: { usa: 7000 }, powers: { usa: { loans: 0 } } })
    const refusal = refusedBy(state, { kind: 'repayLoan', power: 'usa', amount: 3000 })
    expect(refusal.code).toBe('repay-more-than-owed')
    expect(refusal.message).toBe('USA owes the bank $2,000M; it cannot repay $3,000M.')
    expect(refusal.remedies).toEqual([{ label: 'Repay $2,000M', command: { kind: 'repayLoan', power: 'usa', amount: 2000 } }])
  })

  it('a power with no loan that repays $1,000M is refused (repay-more-than-owed) with no remedy', () => {
    const refusal = refusedBy(startedState(), { kind: 'repayLoan', power: 'usa', amount: 1000 })
    expect(refusal.code).toBe('repay-more-than-owed')
    expect(refusal.remedies).toEqual([])
  })

  it('owing $2,000M with $1,500M in hand, repaying $2,000M is refused (insufficient-funds); with exactly $2,000M it is accepted', () => {
    const refusal = refusedBy(usaOwing(2000, 1500), { kind: 'repayLoan', power: 'usa', amount: 2000 })
    expect(refusal.code).toBe('insufficient-funds')
    expect(refusal.message).toBe('USA has $1,500M; repaying costs $2,000M.')
    expect(refusal.remedies).toEqual([{ label: 'Repay a smaller whole number of billions, or sell resources first' }])
    const repaid = apply(usaOwing(2000, 2000), { kind: 'repayLoan', power: 'usa', amount: 2000 })
    expect(repaid).toMatchObject({ accounts: { usa: 0 }, powers: { usa: { loans: 0 } } })
  })
})

describe('Setting: loan interest per $1,000M (FACTS.md, "Bank loans")', () => {
  const start = (interestPerBillion: unknown) => standardStart(['usa', 'ussr'], 'g1', { ...DEFAULT_SETTINGS, interestPerBillion } as never)
  const empty = () => foldEntries([]).state

  it.each([-1, 1001, 12.5, '50'])('input check: interest of %j is refused (bad-settings) with the range $0M to $1,000M', (rate) => {
    const refusal = refusedBy(empty(), start(rate))
    expect(refusal.code).toBe('bad-settings')
    expect(refusal.message).toBe(`Loan interest must be $0M to $1,000M per $1,000M borrowed, in whole millions, not ${typeof rate === 'string' ? `“${rate}”` : rate} (setting “interestPerBillion”).`)
  })

  it.each([0, 1000])('interest of $%iM per $1,000M is accepted and kept', (rate) => {
    const state = apply(empty(), start(rate))
    expect(state.settings.interestPerBillion).toBe(rate)
  })
})

describe('Paying money: who may pay, and what the payment records', () => {
  it('the bank pays a player whatever it is asked (the bank never runs short): no funds check on the bank', () => {
    const state = startedState()
    const paid = apply(state, { kind: 'transferMoney', from: 'bank', to: 'usa', amount: 5000, purpose: 'other' })
    expect(cashOf(paid, 'usa')).toBe(7000 + 5000)
  })

  it('Stage 1, Phase A: a salary paid to another player is refused with both ways out, to the bank or as a deal', () => {
    const refusal = refusedBy(startedState(), { kind: 'transferMoney', from: 'usa', to: 'ussr', amount: 340, purpose: 'salary' })
    expect(refusal.code).toBe('salary-to-bank')
    expect(refusal.remedies).toEqual([
      { label: 'Pay the bank instead', command: { kind: 'transferMoney', from: 'usa', to: 'bank', amount: 340, purpose: 'salary' } },
      { label: 'Call it a deal', command: { kind: 'transferMoney', from: 'usa', to: 'ussr', amount: 340, purpose: 'deal' } },
    ])
  })

  it('a note is kept trimmed, and a blank note is not kept', () => {
    const pay = { kind: 'transferMoney', from: 'usa', to: 'ussr', amount: 100, purpose: 'deal' } as const
    const noted = decide(startedState(), { ...pay, note: '  for Kola  ' })
    expect(noted.ok && noted.value).toEqual([{ type: 'moneyTransferred', from: 'usa', to: 'ussr', amount: 100, reason: 'deal', note: 'for Kola' }])
    const blank = decide(startedState(), { ...pay, note: '   ' })
    expect(blank.ok && blank.value).toEqual([{ type: 'moneyTransferred', from: 'usa', to: 'ussr', amount: 100, reason: 'deal' }])
  })

  it('a loan and its repayment are recorded as such (the history filters and the report read the reason)', () => {
    const loan = decide(startedState(), { kind: 'takeLoan', power: 'usa', amount: 1000 })
    expect(loan.ok && loan.value.filter((e) => e.type === 'moneyTransferred')).toEqual([{ type: 'moneyTransferred', from: 'bank', to: 'usa', amount: 1000, reason: 'loan' }])
    const owing = apply(startedState(), { kind: 'takeLoan', power: 'usa', amount: 1000 })
    const repay = decide(owing, { kind: 'repayLoan', power: 'usa', amount: 1000 })
    expect(repay.ok && repay.value.filter((e) => e.type === 'moneyTransferred')).toEqual([{ type: 'moneyTransferred', from: 'usa', to: 'bank', amount: 1000, reason: 'loan-repayment' }])
  })
})
