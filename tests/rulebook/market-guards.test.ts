import { describe, expect, it } from 'vitest'
import { DEFAULT_PRICE_INDEX, DEFAULT_SETTINGS, foldEntries, marketPrice } from '@/domain'
import { apply, mustDecide, refusedBy, standardStart, startedState } from '../support/games'

/**
 * The market's guards (issue 10; tests/mutation/survivors-bank-market.md, M1-M15). Each test
 * fails when its guard is taken out: it checks the refusal code and that deciding changed
 * nothing, and where the player is told numbers or a way out, those too. Input checks are marked.
 */

const sell = { kind: 'sellToMarket', power: 'usa', resource: 'oil', units: 2 } as const
const buy = { kind: 'buyFromMarket', power: 'usa', resource: 'grain', units: 3 } as const
const trade = { kind: 'tradeResources', seller: 'usa', buyer: 'ussr', resource: 'oil', units: 2, price: 300 } as const

/** A started game (USA, USSR, Europe) with one supply row or one account corrected first. */
function withRow(power: 'usa' | 'ussr', row: 'grain' | 'oil', value: number) {
  return apply(startedState(), { kind: 'correctSupply', power, row, value, reason: 'test' })
}
function withCash(power: 'usa' | 'ussr', cash: number) {
  return apply(startedState(), { kind: 'transferMoney', from: power, to: 'bank', amount: 7000 - cash, purpose: 'other' })
}

describe('Who and what is traded: input checks shared by sales, purchases and trades', () => {
  it.each([
    ['a sale', sell, 'power'],
    ['a purchase', buy, 'power'],
    ['a trade (seller)', trade, 'seller'],
    ['a trade (buyer)', trade, 'buyer'],
  ] as const)('input check: %s by an unknown power or one not in this game is refused (unknown-power)', (_what, cmd, field) => {
    const state = startedState()
    expect(refusedBy(state, { ...cmd, [field]: 'mars' }).code).toBe('unknown-power')
    expect(refusedBy(state, { ...cmd, [field]: 'china' }).code).toBe('unknown-power')
  })

  it('input check: the power is checked first: an unknown seller or buyer of an unknown resource is refused as unknown-power', () => {
    for (const cmd of [{ ...sell, power: 'mars' }, { ...buy, power: 'mars' }, { ...trade, seller: 'mars' }]) {
      expect(refusedBy(startedState(), { ...cmd, resource: 'gold', units: 0 }).code).toBe('unknown-power')
    }
  })

  it.each([
    ['a sale', sell],
    ['a purchase', buy],
    ['a trade', trade],
  ] as const)("input check: %s of 'gold' is refused (unknown-resource) and names grain, oil and minerals", (_what, cmd) => {
    const refusal = refusedBy(startedState(), { ...cmd, resource: 'gold' })
    expect(refusal.code).toBe('unknown-resource')
    expect(refusal.message).toBe('Choose grain, oil or minerals.')
  })

  it.each([0, -2, 1.5])('input check: selling, buying or trading %j units is refused (bad-number) and the message names units', (units) => {
    for (const cmd of [sell, buy, trade]) {
      const refusal = refusedBy(startedState(), { ...cmd, units })
      expect(refusal.code).toBe('bad-number')
      expect(refusal.message).toBe('Enter a whole number of units greater than zero.')
    }
  })
})

describe('Stage 3, Phase C: "sell any number of one type of resource in his supply center"', () => {
  it('selling 4 oil with 3 held is refused (not-enough-supplies), offering "Sell 3 oil instead"', () => {
    const refusal = refusedBy(startedState(), { ...sell, units: 4 })
    expect(refusal.code).toBe('not-enough-supplies')
    expect(refusal.remedies).toEqual([{ label: 'Sell 3 oil instead', command: { ...sell, units: 3 } }])
  })

  it('selling oil with none held is refused (not-enough-supplies) with no remedy', () => {
    const refusal = refusedBy(withRow('usa', 'oil', 0), { ...sell, units: 1 })
    expect(refusal.code).toBe('not-enough-supplies')
    expect(refusal.remedies).toEqual([])
  })
})

describe('Stage 7, Phase C: "the buyer must pay $1,500 million to the bank" for 3 units at $500M', () => {
  it('buying 3 grain at $500M with $1,000M in hand is refused (insufficient-funds), offering a $1,000M loan', () => {
    const refusal = refusedBy(withCash('usa', 1000), buy)
    expect(refusal.code).toBe('insufficient-funds')
    expect(refusal.message).toBe('USA has $1,000M; this costs $1,500M. Borrow from the bank?')
    expect(refusal.remedies[0]?.command).toEqual({ kind: 'takeLoan', power: 'usa', amount: 1000 })
  })

  it('"surplus units are regarded as lost": buying 3 grain into 11 of 12 is refused (supply-overflow) with "Buy anyway (2 lost)" and "Buy 1 instead"', () => {
    const refusal = refusedBy(withRow('usa', 'grain', 11), buy)
    expect(refusal.code).toBe('supply-overflow')
    expect(refusal.message).toBe("USA's grain row holds 12; it has 11, so 2 grain of 3 would be lost. The market meter still moves 3 spots.")
    expect(refusal.remedies).toEqual([
      { label: 'Buy anyway (2 lost)', command: { ...buy, acceptLoss: true } },
      { label: 'Buy 1 instead', command: { ...buy, units: 1 } },
    ])
    expect(mustDecide(withRow('usa', 'grain', 11), { ...buy, acceptLoss: true })).toContainEqual({ type: 'supplyChanged', power: 'usa', row: 'grain', from: 11, to: 12, lost: 2 })
  })

  it('buying into a full row offers only "Buy anyway (3 lost)"; buying exactly up to 12 needs no warning', () => {
    const full = refusedBy(withRow('usa', 'grain', 12), buy)
    expect(full.remedies).toEqual([{ label: 'Buy anyway (3 lost)', command: { ...buy, acceptLoss: true } }])
    const filled = apply(withRow('usa', 'grain', 9), buy)
    expect(filled.powers.usa?.supplies.grain).toBe(12)
  })
})

describe('Stages 3 and 7, Phase D: "Players may sell resources to each other for whatever terms they agree to"', () => {
  it('input check: USA trading with USA is refused (same-power)', () => {
    const refusal = refusedBy(startedState(), { ...trade, buyer: 'usa' })
    expect(refusal.code).toBe('same-power')
    expect(refusal.message).toContain('two different superpowers')
  })

  it.each([-100, 2.5, '300'])('input check: a price of %j is refused (bad-amount)', (price) => {
    const refusal = refusedBy(startedState(), { ...trade, price })
    expect(refusal.code).toBe('bad-amount')
    expect(refusal.message).toContain('0 for a gift')
  })

  it('a gift (price 0) is accepted and moves no money, even from a buyer with no cash', () => {
    const before = withCash('ussr', 0)
    const after = apply(before, { ...trade, price: 0 })
    expect(after.accounts).toEqual(before.accounts)
    expect(after.powers.ussr?.supplies.oil).toBe(5)
  })

  it('trading 4 oil with 3 held is refused (not-enough-supplies), offering the trade of 3; with none held, no remedy', () => {
    const refusal = refusedBy(startedState(), { ...trade, units: 4 })
    expect(refusal.code).toBe('not-enough-supplies')
    expect(refusal.remedies).toEqual([{ label: 'Sell 3 oil instead', command: { ...trade, units: 3 } }])
    expect(refusedBy(withRow('usa', 'oil', 0), trade).remedies).toEqual([])
  })

  it('a buyer with $100M may not pay $300M (insufficient-funds); it is offered a $1,000M loan', () => {
    const refusal = refusedBy(withCash('ussr', 100), trade)
    expect(refusal.code).toBe('insufficient-funds')
    expect(refusal.message).toBe('USSR has $100M; this costs $300M. Borrow from the bank?')
    expect(refusal.remedies[0]?.command).toEqual({ kind: 'takeLoan', power: 'ussr', amount: 1000 })
  })

  it('reading: trading 3 oil into the buyer\'s 11 of 12 is refused (supply-overflow) with "Trade anyway (2 lost)" and "Trade 1 instead"', () => {
    const state = withRow('ussr', 'oil', 11)
    const cmd = { ...trade, units: 3 }
    const refusal = refusedBy(state, cmd)
    expect(refusal.code).toBe('supply-overflow')
    expect(refusal.message).toBe("USSR's oil row holds 12; it has 11, so 2 oil of 3 would be lost.")
    expect(refusal.remedies).toEqual([
      { label: 'Trade anyway (2 lost)', command: { ...cmd, acceptLoss: true } },
      { label: 'Trade 1 instead', command: { ...cmd, units: 1 } },
    ])
    expect(mustDecide(state, { ...cmd, acceptLoss: true })).toContainEqual({ type: 'supplyChanged', power: 'ussr', row: 'oil', from: 11, to: 12, lost: 2 })
  })

  it('reading: trading into a full row offers only "Trade anyway (2 lost)"; trading exactly up to 12 needs no warning and loses nothing', () => {
    expect(refusedBy(withRow('ussr', 'oil', 12), trade).remedies).toEqual([{ label: 'Trade anyway (2 lost)', command: { ...trade, acceptLoss: true } }])
    const filled = apply(withRow('ussr', 'oil', 10), trade)
    expect(filled.powers.ussr?.supplies.oil).toBe(12)
    expect(filled.powers.usa?.supplies.oil).toBe(1)
  })
})

describe('Setting: the Price Index table (FACTS.md, "Price Index": printings differ)', () => {
  const start = (priceIndex: unknown) => standardStart(['usa', 'ussr'], 'g1', { ...DEFAULT_SETTINGS, priceIndex } as never)
  const empty = () => foldEntries([]).state
  const spots = (n: number) => Array.from({ length: n }, (_, i) => (i + 1) * 10)
  const withSpot = (i: number, price: unknown) => DEFAULT_PRICE_INDEX.map((p, j) => (j === i ? price : p))
  const refusal = (priceIndex: unknown) => refusedBy(empty(), start(priceIndex))
  /** One refusal names the setting and every rule of it, whichever is broken, and what the table holds. */
  const words = (held: string) =>
    `The Price Index must be 13 to 40 spots (spot 12 is the standard start), each a whole number of $M above zero, none lower than the spot before it, not ${held} (setting “priceIndex”).`

  it.each([
    ['a number', 18],
    ['text', 'x'.repeat(18)],
    ['1 spot', [1]],
    ['41 spots', spots(41)],
  ])('input check: a price index that is %s is refused (bad-settings): it needs 13 to 40 spots', (_what, table) => {
    expect(refusal(table)).toMatchObject({ code: 'bad-settings', message: expect.stringMatching(/^The Price Index must be 13 to 40 spots .* \(setting “priceIndex”\)\.$/) as string })
  })

  it.each([
    ['$0M', 0, 0],
    ['-$5M', 0, -5],
    ['$2.5M', 1, 2.5],
    ['a spot that is not a number', 1, '5'],
  ])('input check: a price index with a spot of %s is refused (bad-settings)', (_what, i, price) => {
    expect(refusal(withSpot(i, price))).toMatchObject({ code: 'bad-settings', message: expect.stringContaining('each a whole number of $M above zero') as string })
  })

  it('input check: a price index that falls from left to right is refused (bad-settings); equal neighbours are accepted', () => {
    expect(refusal(withSpot(5, 40))).toMatchObject({ code: 'bad-settings', message: expect.stringContaining('none lower than the spot before it') as string })
    expect(DEFAULT_PRICE_INDEX[4]).toBe(DEFAULT_PRICE_INDEX[5])
    expect(apply(empty(), start([...DEFAULT_PRICE_INDEX])).settings.priceIndex).toEqual(DEFAULT_PRICE_INDEX)
  })

  it('Pricing the Market (the standard start is spot 12): 2 or 12 spots are refused (bad-settings); 13 and 40 spots are accepted', () => {
    expect(refusal(spots(2))).toMatchObject({ code: 'bad-settings', message: words('[10,20]') })
    expect(refusal(spots(12))).toMatchObject({ code: 'bad-settings', message: words('[10,20,30,40,50,60,70,80,90,100,110,120]') })
    const thirteen = apply(empty(), start(spots(13)))
    expect(marketPrice(thirteen, 'oil')).toBe(130)
    expect(apply(empty(), start(spots(40))).settings.priceIndex).toHaveLength(40)
  })
})
