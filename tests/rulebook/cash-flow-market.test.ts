import { describe, expect, it } from 'vitest'
import { applyEntry, decide, emptyFold, type Command, type GameEvent, type GameState, type LogEntry, type PowerId } from '@/domain'
import { asksFor, buyLabor, cashFlowSettingsOf, LABOR_BOXES, LABOR_MARKET, laborDemandPayout, MAX_UNITS_LISTED, unitsListedBy, type CashFlowSetup } from '@/domain/modules/cash-flow'
import { cashFlowPhrase } from '@/domain/modules/cash-flow/refusals'
import { cashFlowStart } from '../support/cash-flow'
import { entry, mustDecide } from '../support/games'

const TYPE_FACE = { minerals: 1, oil: 3, grain: 5 } as const

/**
 * A Cash Flow game played through the rules, that can also be given labor bought as the Production
 * or Build action would buy it (their deciders live elsewhere): `labor` records buyLabor's events.
 * USA, USSR, Europe in seat order; each starts with $3,000M and 5 grain, 5 oil, 5 minerals.
 */
function table(powers: PowerId[] = ['usa', 'ussr', 'europe'], setup: Partial<CashFlowSetup> = {}, settings: Record<string, unknown> = {}) {
  const entries: LogEntry[] = []
  const fold = emptyFold()
  const add = (command: Command, events: GameEvent[]) => {
    const e = entry(entries.length + 1, command, events, 'cf-test')
    entries.push(e)
    applyEntry(fold, e, (seq) => entries[seq - 1])
  }
  const start = cashFlowStart(powers, setup, settings)
  add(start, mustDecide(fold.state, start))
  const t = {
    get state(): GameState {
      return fold.state
    },
    do(command: Command): GameState {
      add(command, mustDecide(fold.state, command))
      return fold.state
    },
    refuse(command: Command) {
      const before = fold.state
      const result = decide(fold.state, command)
      if (result.ok) throw new Error(`accepted: ${command.kind}`)
      expect(fold.state).toBe(before)
      return result.refusal
    },
    labor(power: PowerId, count: number) {
      const bought = buyLabor(fold.state, fold.state.cashFlow!, power, count, cashFlowPhrase('laborCard'))
      if (!bought.ok) throw new Error(bought.refusal.message)
      add({ kind: 'produce', power, resources: [] }, bought.value)
    },
    /** Ends the turn in progress (selecting Market if nothing was selected) and selects Market for the next power. */
    next(): PowerId {
      const turn = fold.state.cashFlow!.turn
      if (turn.action === undefined) t.do({ kind: 'selectAction', power: turn.power, action: 'market' })
      t.do({ kind: 'endCashFlowTurn', power: turn.power })
      const now = fold.state.cashFlow!.turn.power
      if (fold.state.cashFlow!.turn.entropyDue) {
        // The holder lets the last company go: the type die for its resource and a 6 (the holder's choice).
        const card = fold.state.powers[now]!.companies.at(-1)!
        t.do({ kind: 'discardForEntropy', power: now, typeDice: [TYPE_FACE[card.resource]], productionDie: 6, companyId: card.id })
      }
      t.do({ kind: 'selectAction', power: now, action: 'market' })
      return now
    },
    market(): GameState {
      return t.do({ kind: 'selectAction', power: fold.state.cashFlow!.turn.power, action: 'market' })
    },
  }
  return t
}

const supplies = (state: GameState, power: PowerId) => state.powers[power]!.supplies
const cash = (state: GameState, account: string) => (state.accounts as Record<string, number>)[account] ?? 0

describe('Cash Flow, Market action: every market command is the Market action of the power whose turn it is', () => {
  it('"A player selecting a market action wishes to buy or sell resources or companies": other turns and actions are refused', () => {
    const t = table()
    const list: Command = { kind: 'listUnits', power: 'usa', resource: 'grain', units: 2, price: 100 }
    expect(t.refuse(list).message).toBe('Select the Market action first: a turn is one action.')
    t.do({ kind: 'selectAction', power: 'usa', action: 'production' })
    expect(t.refuse(list).message).toBe('USA selected the Production action this turn; the Market action waits for another turn.')
    expect(t.refuse({ ...list, power: 'ussr' }).code).toBe('not-your-turn')
    for (const command of [
      { kind: 'adjustListing', power: 'usa', resource: 'grain', from: 100, to: 50, units: 1 },
      { kind: 'withdrawListing', power: 'usa', resource: 'grain', price: 100, units: 1 },
      { kind: 'buyListed', power: 'usa', seller: 'ussr', resource: 'grain', price: 100, units: 1 },
      { kind: 'satisfyLaborDemand', power: 'usa', sets: 1 },
      { kind: 'directTrade', power: 'usa', partner: 'ussr', gives: { cash: 100 }, gets: { resources: { grain: 1 } } },
    ] as Command[]) {
      expect(t.refuse(command).code).toBe('wrong-action')
    }
  })
})

describe('Cash Flow, Market, Sell Resources: "deleting them from his supply center and placing a number of discs ... at the price for which he wishes to sell them"', () => {
  it('units leave the supply center for an ask on a price column; no money until someone buys', () => {
    const t = table()
    t.market()
    t.do({ kind: 'listUnits', power: 'usa', resource: 'grain', units: 2, price: 100 })
    expect(supplies(t.state, 'usa').grain).toBe(3)
    expect(t.state.cashFlow!.listings).toEqual([{ seller: 'usa', resource: 'grain', price: 100, units: 2 }])
    expect(cash(t.state, 'usa')).toBe(3000)
    // More at the same price join the same ask ("two dark green discs on the 100 spot").
    t.do({ kind: 'listUnits', power: 'usa', resource: 'grain', units: 1, price: 100 })
    expect(t.state.cashFlow!.listings).toEqual([{ seller: 'usa', resource: 'grain', price: 100, units: 3 }])
  })

  it('the price is one of the 19 columns "10 / 25 / 50 / ... / 1000"', () => {
    const t = table()
    t.market()
    expect(t.refuse({ kind: 'listUnits', power: 'usa', resource: 'grain', units: 1, price: 75 }).code).toBe('bad-price')
    expect(t.refuse({ kind: 'listUnits', power: 'usa', resource: 'grain', units: 1, price: 1100 }).code).toBe('bad-price')
    t.do({ kind: 'listUnits', power: 'usa', resource: 'grain', units: 1, price: 10 })
    t.do({ kind: 'listUnits', power: 'usa', resource: 'grain', units: 1, price: 1000 })
  })

  it('only units the supply center holds, a positive whole number of them, of grain, oil or minerals', () => {
    const t = table()
    t.market()
    expect(t.refuse({ kind: 'listUnits', power: 'usa', resource: 'oil', units: 6, price: 100 }).message).toBe("USA's supply center has 5 oil; it cannot list 6.")
    expect(t.refuse({ kind: 'listUnits', power: 'usa', resource: 'oil', units: 0, price: 100 }).code).toBe('bad-number')
    expect(t.refuse({ kind: 'listUnits', power: 'usa', resource: 'oil', units: 1.5, price: 100 }).code).toBe('bad-number')
    expect(t.refuse({ kind: 'listUnits', power: 'usa', resource: 'nukes' as never, units: 1, price: 100 }).code).toBe('unknown-resource')
  })

  it('"At any time, a player may have no more than twelve (12) total resource units on the market"', () => {
    const t = table()
    t.market()
    t.do({ kind: 'listUnits', power: 'usa', resource: 'grain', units: 5, price: 100 })
    t.do({ kind: 'listUnits', power: 'usa', resource: 'oil', units: 5, price: 200 })
    t.do({ kind: 'listUnits', power: 'usa', resource: 'minerals', units: 2, price: 50 })
    expect(unitsListedBy(t.state.cashFlow!.listings, 'usa')).toBe(MAX_UNITS_LISTED)
    expect(t.refuse({ kind: 'listUnits', power: 'usa', resource: 'minerals', units: 1, price: 50 }).message).toBe(
      'USA has 12 units on the market; at most 12 at any time, so 0 more can be listed.',
    )
  })
})

describe('Cash Flow, Market, Adjust Prices: "adjust the price (up or down) of any units he has for sale"', () => {
  it('moves some or all of an ask to another column', () => {
    const t = table()
    t.market()
    t.do({ kind: 'listUnits', power: 'usa', resource: 'oil', units: 3, price: 300 })
    t.do({ kind: 'adjustListing', power: 'usa', resource: 'oil', from: 300, to: 150, units: 1 })
    expect(t.state.cashFlow!.listings).toEqual([
      { seller: 'usa', resource: 'oil', price: 150, units: 1 },
      { seller: 'usa', resource: 'oil', price: 300, units: 2 },
    ])
    t.do({ kind: 'adjustListing', power: 'usa', resource: 'oil', from: 300, to: 150, units: 2 })
    expect(t.state.cashFlow!.listings).toEqual([{ seller: 'usa', resource: 'oil', price: 150, units: 3 }])
  })

  it('only units of one\'s own ask, to a real column, and not to the same price', () => {
    const t = table()
    t.market()
    t.do({ kind: 'listUnits', power: 'usa', resource: 'oil', units: 3, price: 300 })
    expect(t.refuse({ kind: 'adjustListing', power: 'usa', resource: 'oil', from: 300, to: 150, units: 4 }).message).toBe('USA has 3 oil listed at $300M; 4 units asked for.')
    expect(t.refuse({ kind: 'adjustListing', power: 'usa', resource: 'grain', from: 300, to: 150, units: 1 }).code).toBe('no-listing')
    expect(t.refuse({ kind: 'adjustListing', power: 'usa', resource: 'oil', from: 300, to: 120, units: 1 }).code).toBe('bad-price')
    expect(t.refuse({ kind: 'adjustListing', power: 'usa', resource: 'oil', from: 300, to: 300, units: 1 }).code).toBe('no-change')
  })
})

describe('Cash Flow, Market: withdrawing an ask back into the supply center (the table\'s undoing of a listing)', () => {
  it('with the reading "to-row": units return to the row; a full row refuses', () => {
    const t = table(undefined, undefined, { cashFlowWithdraw: 'to-row' })
    t.market()
    t.do({ kind: 'listUnits', power: 'usa', resource: 'grain', units: 2, price: 100 })
    t.do({ kind: 'withdrawListing', power: 'usa', resource: 'grain', price: 100, units: 1 })
    expect(supplies(t.state, 'usa').grain).toBe(4)
    expect(t.state.cashFlow!.listings).toEqual([{ seller: 'usa', resource: 'grain', price: 100, units: 1 }])
    t.do({ kind: 'correctSupply', power: 'usa', row: 'grain', value: 12, reason: 'counted again' })
    expect(t.refuse({ kind: 'withdrawListing', power: 'usa', resource: 'grain', price: 100, units: 1 }).message).toBe("USA's grain row holds 12; 1 unit more would pass 12 (room for 0).")
    expect(t.refuse({ kind: 'withdrawListing', power: 'usa', resource: 'grain', price: 50, units: 1 }).code).toBe('no-listing')
  })
})

describe('Cash Flow, Market, Buy Resources: "paying the price listed to the player offering the units for sale"', () => {
  /** USSR lists grain at 200 and 100, then it is USA's turn again with the Market action. */
  const withAsks = () => {
    const t = table()
    t.next()
    t.do({ kind: 'listUnits', power: 'ussr', resource: 'grain', units: 2, price: 200 })
    t.do({ kind: 'listUnits', power: 'ussr', resource: 'grain', units: 3, price: 100 })
    t.next()
    t.next()
    return t
  }

  it('the buyer pays the seller the ask and the units go into the buyer\'s supply center; the cheapest asks are shown first', () => {
    const t = withAsks()
    expect(asksFor(t.state.cashFlow!.listings, 'grain').map((a) => a.price)).toEqual([100, 200])
    // Any ask may be bought, not only the cheapest.
    t.do({ kind: 'buyListed', power: 'usa', seller: 'ussr', resource: 'grain', price: 200, units: 2 })
    expect(cash(t.state, 'usa')).toBe(2600)
    expect(cash(t.state, 'ussr')).toBe(3400)
    expect(supplies(t.state, 'usa').grain).toBe(7)
    expect(supplies(t.state, 'ussr').grain).toBe(0)
    expect(t.state.cashFlow!.listings).toEqual([{ seller: 'ussr', resource: 'grain', price: 100, units: 3 }])
    expect(cash(t.state, 'bank')).toBe(-9000)
  })

  it('refuses one\'s own ask, a missing ask, a full row and a purchase beyond one\'s cash (no bank loans)', () => {
    const t = withAsks()
    t.do({ kind: 'listUnits', power: 'usa', resource: 'grain', units: 1, price: 50 })
    expect(t.refuse({ kind: 'buyListed', power: 'usa', seller: 'usa', resource: 'grain', price: 50, units: 1 }).code).toBe('same-power')
    expect(t.refuse({ kind: 'buyListed', power: 'usa', seller: 'ussr', resource: 'grain', price: 100, units: 4 }).code).toBe('no-listing')
    expect(t.refuse({ kind: 'buyListed', power: 'usa', seller: 'china', resource: 'grain', price: 100, units: 1 }).code).toBe('unknown-power')
    t.do({ kind: 'correctSupply', power: 'usa', row: 'grain', value: 11, reason: 'counted again' })
    expect(t.refuse({ kind: 'buyListed', power: 'usa', seller: 'ussr', resource: 'grain', price: 100, units: 2 }).code).toBe('no-room')
    t.do({ kind: 'directTrade', power: 'usa', partner: 'europe', gives: { cash: 2950 }, gets: {} })
    const short = t.refuse({ kind: 'buyListed', power: 'usa', seller: 'ussr', resource: 'grain', price: 100, units: 1 })
    expect(short.code).toBe('insufficient-funds')
    expect(short.message).toMatch(/^USA has \$50M; 1 unit of grain at \$100M costs \$100M\. There are no bank loans/)
  })
})

describe('Cash Flow, Market, Satisfy Labor Market: "For each set he deletes from his supply center, he may pick up one stack of money starting from the right"', () => {
  it('a set is one grain, one oil and one mineral; the stacks come off the right, so labor gets cheaper', () => {
    const t = table()
    t.labor('usa', 8)
    expect(t.state.cashFlow!.laborFilled).toBe(8)
    t.market()
    t.do({ kind: 'satisfyLaborDemand', power: 'usa', sets: 2 })
    // The two rightmost stacks: box 8 ($200M) and box 7 ($200M).
    expect(laborDemandPayout(8, 2)).toBe(LABOR_BOXES[7]! + LABOR_BOXES[6]!)
    expect(supplies(t.state, 'usa')).toMatchObject({ grain: 3, oil: 3, minerals: 3 })
    expect(t.state.cashFlow!.laborFilled).toBe(6)
    expect(cash(t.state, LABOR_MARKET)).toBe(25 + 50 + 50 + 100 + 100 + 100)
    expect(cash(t.state, 'usa')).toBe(3000 - (25 + 50 + 50 + 100 + 100 + 100))
  })

  it('refuses more sets than the supply center has, or than stacks on the market', () => {
    const t = table()
    t.labor('usa', 3)
    t.market()
    t.do({ kind: 'correctSupply', power: 'usa', row: 'oil', value: 1, reason: 'counted again' })
    expect(t.refuse({ kind: 'satisfyLaborDemand', power: 'usa', sets: 2 }).message).toBe('USA has 5 grain, 1 oil and 5 minerals: 1 set (one of each) to delete, not 2.')
    t.do({ kind: 'correctSupply', power: 'usa', row: 'oil', value: 5, reason: 'counted again' })
    expect(t.refuse({ kind: 'satisfyLaborDemand', power: 'usa', sets: 4 }).message).toBe('The labor market holds 3 stacks of money; 4 sets would pick up more than there is.')
    expect(t.refuse({ kind: 'satisfyLaborDemand', power: 'usa', sets: 0 }).code).toBe('bad-number')
  })
})

describe('Cash Flow, Market, Direct Trade: "trade any number of resource units or companies with one or more players for whatever terms they can agree to"', () => {
  it('money, units and companies both ways; a company keeps its open or closed state', () => {
    const t = table()
    t.do({ kind: 'addCompany', power: 'ussr', reason: 'dealt', company: { name: 'Closed Mine', territory: 'Chile', resource: 'minerals', units: 2, origin: 'independent', isOpen: false } })
    const closed = t.state.powers.ussr!.companies.at(-1)!
    t.market()
    t.do({ kind: 'directTrade', power: 'usa', partner: 'ussr', gives: { cash: 300, resources: { grain: 2 }, companyIds: ['usa-3'] }, gets: { resources: { oil: 4 }, companyIds: [closed.id] } })
    const usa = t.state.powers.usa!
    const ussr = t.state.powers.ussr!
    expect(cash(t.state, 'usa')).toBe(2700)
    expect(cash(t.state, 'ussr')).toBe(3300)
    expect(usa.supplies).toMatchObject({ grain: 3, oil: 9 })
    expect(ussr.supplies).toMatchObject({ grain: 7, oil: 1 })
    expect(usa.companies.find((c) => c.id === closed.id)).toEqual(closed)
    expect(ussr.companies.find((c) => c.id === 'usa-3')).toMatchObject({ name: 'Clark Oil Co.', isOpen: true })
    expect(usa.companies.some((c) => c.id === 'usa-3')).toBe(false)
  })

  it('money alone is a loan between players ("he must convince another player to lend it to him")', () => {
    const t = table()
    t.market()
    t.do({ kind: 'directTrade', power: 'usa', partner: 'europe', gives: {}, gets: { cash: 1000 } })
    expect(cash(t.state, 'usa')).toBe(4000)
    expect(cash(t.state, 'europe')).toBe(2000)
  })

  it('refuses what a side does not have, a row over 12, an empty trade, and trading with oneself', () => {
    const t = table()
    t.market()
    const trade = (gives: object, gets: object, partner: PowerId = 'ussr'): Command => ({ kind: 'directTrade', power: 'usa', partner, gives, gets })
    expect(t.refuse(trade({ cash: 3001 }, {})).code).toBe('insufficient-funds')
    expect(t.refuse(trade({}, { cash: 3001 })).message).toMatch(/^USSR has \$3,000M/)
    expect(t.refuse(trade({ resources: { oil: 6 } }, {})).message).toBe("USA's supply center has 5 oil; it cannot give 6.")
    expect(t.refuse(trade({}, { companyIds: ['usa-1'] })).message).toBe('USSR does not hold that company.')
    expect(t.refuse(trade({ companyIds: ['usa-1', 'usa-1'] }, {})).code).toBe('bad-command')
    t.do({ kind: 'correctSupply', power: 'ussr', row: 'minerals', value: 10, reason: 'counted again' })
    expect(t.refuse(trade({ resources: { minerals: 3 } }, {})).message).toBe("USSR's minerals row holds 10; after the trade it would hold 13, more than 12.")
    // Units going both ways count net: 3 in and 1 out leaves USSR at 12.
    t.do(trade({ resources: { minerals: 3 } }, { resources: { minerals: 1 } }))
    expect(supplies(t.state, 'ussr').minerals).toBe(12)
    expect(t.refuse(trade({}, {})).code).toBe('no-change')
    expect(t.refuse(trade({ cash: 0, resources: { oil: 0 } }, { companyIds: [] })).code).toBe('no-change')
    expect(t.refuse(trade({ cash: 10 }, {}, 'usa')).code).toBe('same-power')
    expect(t.refuse(trade({ cash: 10 }, {}, 'china')).code).toBe('unknown-power')
    expect(t.refuse(trade({ cash: -10 }, {})).code).toBe('bad-amount')
    // A negative count would take units from the other side without its say.
    expect(t.refuse(trade({ resources: { grain: -2 } }, {})).code).toBe('bad-number')
    expect(t.refuse(trade({}, { resources: { oil: 1.5 } })).code).toBe('bad-number')
    expect(t.refuse(trade({ resources: { nukes: 1 } }, {})).code).toBe('unknown-resource')
  })

  it('"the trade does not affect the ownership of the territory itself": only the card changes hands', () => {
    const t = table()
    t.market()
    const before = t.state
    t.do({ kind: 'directTrade', power: 'usa', partner: 'ussr', gives: { companyIds: ['usa-1'] }, gets: {} })
    expect(t.state.cashFlow).toEqual(before.cashFlow)
    expect(t.state.powers.usa!.forces).toEqual(before.powers.usa!.forces)
    expect(t.state.powers.ussr!.forces).toEqual(before.powers.ussr!.forces)
  })
})

describe('Cash Flow, issue 26 item 6: the readings of withdrawals and loans', () => {
  it('by default an ask stays until bought: "offer any resource units he has for sale by deleting them from his supply center" and "adjust the price"', () => {
    const t = table()
    expect(t.state.settings).toMatchObject({ cashFlowWithdraw: 'never', cashFlowLoans: 'any-time' })
    t.market()
    t.do({ kind: 'listUnits', power: 'usa', resource: 'grain', units: 2, price: 100 })
    expect(t.refuse({ kind: 'withdrawListing', power: 'usa', resource: 'grain', price: 100, units: 1 })).toMatchObject({
      code: 'no-withdrawal',
      message: 'Units offered on the market stay there until bought ("deleting them from his supply center"); change their price instead. This game\'s setting: no withdrawals.',
    })
  })

  it('"he must convince another player to lend it to him": by default money alone changes hands at any moment, in any action or turn', () => {
    const t = table()
    t.do({ kind: 'selectAction', power: 'usa', action: 'build' })
    // USSR lends USA $400M in USA's Build action (not USSR's turn, not a Market action).
    t.do({ kind: 'directTrade', power: 'ussr', partner: 'usa', gives: { cash: 400 }, gets: {} })
    expect(cash(t.state, 'usa')).toBe(3400)
    expect(cash(t.state, 'ussr')).toBe(2600)
    // Units or companies are still a Direct Trade of the Market action.
    expect(t.refuse({ kind: 'directTrade', power: 'ussr', partner: 'usa', gives: { cash: 400 }, gets: { resources: { oil: 1 } } }).code).toBe('not-your-turn')
    expect(t.refuse({ kind: 'directTrade', power: 'usa', partner: 'ussr', gives: { companyIds: [t.state.powers.usa!.companies[0]!.id] }, gets: { cash: 100 } }).code).toBe('wrong-action')
  })

  it('with the reading "market-action" a loan is a Direct Trade in the Market action of the power whose turn it is', () => {
    const t = table(undefined, undefined, { cashFlowLoans: 'market-action' })
    t.do({ kind: 'selectAction', power: 'usa', action: 'build' })
    expect(t.refuse({ kind: 'directTrade', power: 'ussr', partner: 'usa', gives: { cash: 400 }, gets: {} }).code).toBe('not-your-turn')
    expect(t.refuse({ kind: 'directTrade', power: 'usa', partner: 'ussr', gives: {}, gets: { cash: 400 } }).code).toBe('wrong-action')
  })

  it('a game started before these readings keeps the ones it was played with: loans in the Market action, withdrawals to the row', () => {
    expect(cashFlowSettingsOf({})).toMatchObject({ loans: 'market-action', withdraw: 'to-row' })
    expect(cashFlowSettingsOf({ cashFlowLoans: 'any-time', cashFlowWithdraw: 'never' })).toMatchObject({ loans: 'any-time', withdraw: 'never' })
  })
})
