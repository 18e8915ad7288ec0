import { describe, expect, it } from 'vitest'
import { decide, RULE, type GameState } from '@/domain'
import { apply, mustDecide, refusedBy, startedState } from '../support/games'

/**
 * The corrections' guards (issue 10; survivors of src/domain/modules/corrections/decide.ts).
 * A correction fixes the app to match the table by agreement (RULE.correction), so most checks
 * here are input checks; where a rule of play bounds the value (supply-center capacity, loans in
 * billions, the ends of the Price Index) the test says so. Each refusal is asserted whole, and
 * `refusedBy` checks that deciding changed nothing.
 */

const NOTHING_CHANGES = { code: 'no-change', message: 'That is already the value; nothing to correct.', remedies: [] }
const REASON_REQUIRED = {
  code: 'reason-required',
  message: 'Say why the numbers are being corrected; the reason goes in the log.',
  remedies: [],
}

const card = { name: 'Texaco', territory: 'Texas', resource: 'oil', units: 2, origin: 'usa' } as const

/** USA holding two company cards, added by correction (ids card-1 and card-2). */
function withTwoCards(): GameState {
  let state = apply(startedState(), { kind: 'addCompany', power: 'usa', company: card, reason: 'dealt' })
  state = apply(state, { kind: 'addCompany', power: 'usa', company: { ...card, name: 'Gulf', territory: 'Gulf of Mexico' }, reason: 'dealt' })
  return state
}

describe('Every correction needs a reason for the log (input check)', () => {
  it.each([
    ['cash', { kind: 'correctCash', power: 'usa', cash: 100 }],
    ['supplies', { kind: 'correctSupply', power: 'usa', row: 'oil', value: 5 }],
    ['forces', { kind: 'correctForces', power: 'usa', armies: 7 }],
    ['loans', { kind: 'correctLoans', power: 'usa', loans: 1000 }],
    ['the market', { kind: 'correctMarket', resource: 'oil', index: 3 }],
    ['adding a card', { kind: 'addCompany', power: 'usa', company: card }],
  ] as const)('input check: a correction of %s with a blank reason is refused whole, and with a reason it is accepted', (_what, cmd) => {
    const state = startedState()
    expect(refusedBy(state, { ...cmd, reason: '   ' })).toEqual(REASON_REQUIRED)
    expect(decide(state, { ...cmd, reason: 'miscounted' }).ok).toBe(true)
  })

  it('input check: removing a card with a blank reason is refused (reason-required)', () => {
    const state = withTwoCards()
    expect(refusedBy(state, { kind: 'removeCompany', power: 'usa', companyId: 'card-1', reason: '' })).toEqual(REASON_REQUIRED)
  })
})

describe('Correcting cash: a transfer with the bank', () => {
  const fix = { kind: 'correctCash', power: 'usa', reason: '  miscount  ' } as const

  it('input check: cash below zero or not whole is refused whole; zero is accepted', () => {
    const state = startedState()
    const refusal = { code: 'bad-amount', message: 'Cash is a whole number of millions, zero or more.', rule: RULE.correction, remedies: [] }
    expect(refusedBy(state, { ...fix, cash: -1 })).toEqual(refusal)
    expect(refusedBy(state, { ...fix, cash: 1.5 })).toEqual(refusal)
    expect(apply(state, { ...fix, cash: 0 }).accounts.usa).toBe(0)
  })

  it('input check: setting cash to what the power already has is refused (no-change)', () => {
    const state = startedState()
    expect(refusedBy(state, { ...fix, cash: state.accounts.usa ?? 0 })).toEqual(NOTHING_CHANGES)
  })

  it('more cash comes from the bank, less goes to it, by the difference, with the trimmed reason as note', () => {
    const state = startedState()
    const cash = state.accounts.usa ?? 0
    expect(mustDecide(state, { ...fix, cash: cash + 250 })).toEqual([
      { type: 'moneyTransferred', from: 'bank', to: 'usa', amount: 250, reason: 'correction', note: 'miscount' },
    ])
    expect(mustDecide(state, { ...fix, cash: cash - 300 })).toEqual([
      { type: 'moneyTransferred', from: 'usa', to: 'bank', amount: 300, reason: 'correction', note: 'miscount' },
    ])
  })
})

describe('Correcting a supply-center row', () => {
  const fix = { kind: 'correctSupply', power: 'usa', row: 'oil', reason: 'miscounted' } as const
  const range = { code: 'out-of-range', message: 'A supply-center row holds 0 to 12.', rule: RULE.supplyCapacity, remedies: [] }

  it('input check: a row that is not grain, oil, minerals, nukes or L-stars is refused whole', () => {
    expect(refusedBy(startedState(), { ...fix, row: 'gold', value: 3 })).toEqual({
      code: 'unknown-row',
      message: 'Choose a supply-center row: grain, oil, minerals, nukes or L-stars.',
      remedies: [],
    })
  })

  it('Stage 6, Phase D: a row holds 0 to 12: -1, 13 and 1.5 are refused whole; 0 and 12 are accepted', () => {
    const state = startedState()
    expect(refusedBy(state, { ...fix, value: -1 })).toEqual(range)
    expect(refusedBy(state, { ...fix, value: 13 })).toEqual(range)
    expect(refusedBy(state, { ...fix, value: 1.5 })).toEqual(range)
    expect(apply(state, { ...fix, value: 12 }).powers.usa?.supplies.oil).toBe(12)
    const full = apply(state, { ...fix, value: 12 })
    expect(mustDecide(full, { ...fix, value: 0 })).toEqual([{ type: 'supplyChanged', power: 'usa', row: 'oil', from: 12, to: 0 }])
  })

  it('"He may now use his opponent\'s supply center": a victor\'s row holds 0 to 24, and the refusal says so', () => {
    let state = startedState(['usa', 'ussr', 'europe'])
    for (const territory of ['Buryatsk', 'Kazakh', 'Kola', 'Russia', 'Siberia', 'Yakutsk']) {
      state = apply(state, { kind: 'captureTerritory', attacker: 'usa', defender: 'ussr', territory })
    }
    state = apply(state, { kind: 'claimSpoils', victor: 'usa', defeated: 'ussr' })
    expect(refusedBy(state, { ...fix, value: 25 })).toEqual({ ...range, message: 'This power\'s supply-center row holds 0 to 24.' })
    expect(apply(state, { ...fix, value: 24 }).powers.usa?.supplies.oil).toBe(24)
  })

  it('input check: setting a row to what it holds is refused (no-change)', () => {
    const state = apply(startedState(), { ...fix, value: 4 })
    expect(refusedBy(state, { ...fix, value: 4 })).toEqual(NOTHING_CHANGES)
  })
})

describe('Correcting forces', () => {
  const fix = { kind: 'correctForces', power: 'usa', reason: 'counted again' } as const
  const nothingNamed = { code: 'out-of-range', message: 'Enter the armies and navies the power has.', remedies: [] }
  const badCount = { code: 'out-of-range', message: 'Armies and navies are whole numbers, zero or more.', remedies: [] }

  it('input check: a correction naming no units, or forces that are not a record of units, is refused whole', () => {
    const state = startedState()
    expect(refusedBy(state, fix)).toEqual(nothingNamed)
    expect(refusedBy(state, { ...fix, forces: {} })).toEqual(nothingNamed)
    expect(refusedBy(state, { ...fix, forces: 'ab', armies: 3 })).toEqual(nothingNamed)
    expect(refusedBy(state, { ...fix, forces: ['armies'], armies: 3 })).toEqual(nothingNamed)
  })

  it('input check: units the game has not got are named in the refusal', () => {
    expect(refusedBy(startedState(), { ...fix, forces: { tanks: 1, zeppelins: 2 } })).toEqual({
      code: 'unknown-unit',
      message: 'This game has no units called tanks, zeppelins.',
      remedies: [],
    })
  })

  it('input check: counts are whole, 0 to 999: -1, 1000, 1.5 and "3" are refused whole (even beside a good count); 0 and 999 are accepted', () => {
    const state = apply(startedState(), { ...fix, armies: 4, navies: 2 })
    for (const bad of [-1, 1000, 1.5, '3']) {
      expect(refusedBy(state, { ...fix, armies: 3, navies: bad })).toEqual(badCount)
    }
    expect(mustDecide(state, { ...fix, armies: 999, navies: 0 })).toEqual([
      { type: 'forcesChanged', power: 'usa', force: 'armies', from: 4, to: 999 },
      { type: 'forcesChanged', power: 'usa', force: 'navies', from: 2, to: 0 },
    ])
  })

  it('input check: setting forces to what the power has is refused (no-change)', () => {
    const state = apply(startedState(), { ...fix, armies: 4, navies: 2 })
    expect(refusedBy(state, { ...fix, armies: 4, navies: 2 })).toEqual(NOTHING_CHANGES)
  })
})

describe('Correcting loans without cash moving', () => {
  const fix = { kind: 'correctLoans', power: 'usa', reason: 'forgot one' } as const
  const step = {
    code: 'loan-step',
    message: 'Bank loans are whole billions ($1,000M steps), zero or more.',
    rule: RULE.borrowing,
    remedies: [],
  }

  it('"Borrowing Money": loans are whole billions: -1000, 1500 and 1.5 are refused whole; 0 and 1000 are accepted', () => {
    const state = apply(startedState(), { ...fix, loans: 2000 })
    expect(refusedBy(state, { ...fix, loans: -1000 })).toEqual(step)
    expect(refusedBy(state, { ...fix, loans: 1500 })).toEqual(step)
    expect(refusedBy(state, { ...fix, loans: 1.5 })).toEqual(step)
    expect(mustDecide(state, { ...fix, loans: 0 })).toEqual([{ type: 'loanChanged', power: 'usa', from: 2000, to: 0 }])
    expect(mustDecide(state, { ...fix, loans: 1000 })).toEqual([{ type: 'loanChanged', power: 'usa', from: 2000, to: 1000 }])
  })

  it('input check: setting loans to what is owed is refused (no-change)', () => {
    const state = apply(startedState(), { ...fix, loans: 2000 })
    expect(refusedBy(state, { ...fix, loans: 2000 })).toEqual(NOTHING_CHANGES)
  })
})

describe('Correcting a market meter', () => {
  const fix = { kind: 'correctMarket', resource: 'oil', reason: 'bumped the board' } as const

  it('input check: a resource other than grain, oil or minerals is refused whole', () => {
    expect(refusedBy(startedState(), { ...fix, resource: 'gold', index: 3 })).toEqual({
      code: 'unknown-resource',
      message: 'Choose grain, oil or minerals.',
      remedies: [],
    })
  })

  it('Game Board: the Price Index runs from the Bull Pen (0) to the Bear Pit: below, beyond and 1.5 are refused whole; both ends are accepted', () => {
    const state = startedState()
    const last = state.settings.priceIndex.length - 1
    const range = {
      code: 'out-of-range',
      message: `The Price Index runs from spot 0 (Bull Pen) to spot ${last} (Bear Pit).`,
      rule: RULE.marketEnds,
      remedies: [],
    }
    expect(refusedBy(state, { ...fix, index: -1 })).toEqual(range)
    expect(refusedBy(state, { ...fix, index: last + 1 })).toEqual(range)
    expect(refusedBy(state, { ...fix, index: 1.5 })).toEqual(range)
    expect(mustDecide(state, { ...fix, index: 0 })).toEqual([{ type: 'marketMoved', resource: 'oil', from: state.market!.oil, to: 0 }])
    expect(mustDecide(state, { ...fix, index: last })).toEqual([{ type: 'marketMoved', resource: 'oil', from: state.market!.oil, to: last }])
  })

  it('input check: moving a meter to where it stands is refused (no-change)', () => {
    const state = startedState()
    expect(refusedBy(state, { ...fix, index: state.market!.oil })).toEqual(NOTHING_CHANGES)
  })
})

describe('Correcting company cards', () => {
  it('an added card gets the lowest card-N id no company uses, and goes at the end of the power\'s cards', () => {
    const start = startedState()
    const dealt = start.powers.usa?.companies.length ?? 0
    const state = withTwoCards()
    expect(state.powers.usa?.companies.slice(dealt).map((c) => c.id)).toEqual(['card-1', 'card-2'])
    const third = mustDecide(state, { kind: 'addCompany', power: 'ussr', company: { ...card, origin: 'ussr' }, reason: 'dealt' })
    expect(third).toEqual([
      {
        type: 'companyAdded',
        power: 'ussr',
        company: { id: 'card-3', name: 'Texaco', territory: 'Texas', resource: 'oil', units: 2, isOpen: true, origin: 'ussr', wasOpen: true },
        index: start.powers.ussr?.companies.length,
      },
    ])
    const freed = apply(state, { kind: 'removeCompany', power: 'usa', companyId: 'card-1', reason: 'never dealt' })
    const again = mustDecide(freed, { kind: 'addCompany', power: 'usa', company: card, reason: 'dealt' })
    expect(again[0]).toMatchObject({ company: { id: 'card-1' }, index: dealt + 1 })
  })

  it('removing a card removes that card, at its place among the power\'s cards (not the first nor the last)', () => {
    const state = withTwoCards()
    const cards = state.powers.usa?.companies ?? []
    expect(cards.length).toBeGreaterThan(2)
    const index = cards.length - 2
    expect(mustDecide(state, { kind: 'removeCompany', power: 'usa', companyId: 'card-1', reason: 'sold' })).toEqual([
      { type: 'companyRemoved', power: 'usa', company: cards[index], index },
    ])
  })

  it('input check: removing a card the power has not got is refused whole', () => {
    expect(refusedBy(withTwoCards(), { kind: 'removeCompany', power: 'ussr', companyId: 'card-1', reason: 'sold' })).toEqual({
      code: 'unknown-company',
      message: 'That company is not among this power\'s cards.',
      remedies: [],
    })
  })
})
