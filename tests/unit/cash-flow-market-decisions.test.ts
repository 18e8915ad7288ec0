/**
 * What the Cash Flow Market action decides, word for word and event by event (listings.ts and
 * labor-demand.ts against shared/rules/variant-cash-flow.txt v1.2: Sell Resources "no more than
 * twelve (12) total resource units on the market", Adjust Prices, Buy Resources "by simply paying the
 * price listed to the player offering the units", Satisfy Labor Market "one stack of money starting
 * from the right", the supply rows' 12, the market's price columns).
 * Expected outcomes: tests/golden/cash-flow-market-decisions.json (see support/cash-flow-golden.ts).
 */
import { describe } from 'vitest'
import type { GameState, PowerId, Resource } from '@/domain'
import type { AdjustListing, BuyListed, ListUnits, SatisfyLaborDemand, WithdrawListing } from '@/domain/modules/cash-flow'
import { goldenCases, outcome, table, type GoldenCase, type Rows } from '../support/cash-flow-golden'

interface Ask { seller: PowerId; resource: Resource; price: number; units: number }

/** USA's Market action, with rows set, asks on the market and labor boxes filled (states play reaches over turns). */
function market(rows: Rows = {}, asks: Ask[] = [], laborFilled = 0, settings: Record<string, unknown> = {}): GameState {
  const g = table(rows, undefined, undefined, settings)
  g.do({ kind: 'selectAction', power: 'usa', action: 'market' })
  return { ...g.state, cashFlow: { ...g.state.cashFlow!, listings: asks, laborFilled } }
}
const withCash = (s: GameState, usa: number): GameState => ({ ...s, accounts: { ...s.accounts, usa } })

const list = (more: Partial<ListUnits>): ListUnits => ({ kind: 'listUnits', power: 'usa', resource: 'grain', units: 2, price: 100, ...more })
const adjust = (more: Partial<AdjustListing>): AdjustListing => ({ kind: 'adjustListing', power: 'usa', resource: 'grain', from: 100, to: 200, units: 2, ...more })
const withdraw = (more: Partial<WithdrawListing>): WithdrawListing => ({ kind: 'withdrawListing', power: 'usa', resource: 'grain', price: 100, units: 2, ...more })
const buy = (more: Partial<BuyListed>): BuyListed => ({ kind: 'buyListed', power: 'usa', seller: 'ussr', resource: 'oil', price: 100, units: 2, ...more })
const sets = (n: number): SatisfyLaborDemand => ({ kind: 'satisfyLaborDemand', power: 'usa', sets: n })

const USA_GRAIN: Ask = { seller: 'usa', resource: 'grain', price: 100, units: 3 }
const USSR_OIL: Ask = { seller: 'ussr', resource: 'oil', price: 100, units: 3 }
const TO_ROW = { cashFlowWithdraw: 'to-row' }

const c = (name: string, run: () => ReturnType<typeof outcome>): GoldenCase => ({ name, run })

const CASES: GoldenCase[] = [
  c('a listing of two grain at $100M', () => outcome(market(), list({}))),
  c('a listing added to an ask already at that price, others kept in order', () => outcome(market({}, [{ seller: 'ussr', resource: 'oil', price: 50, units: 1 }, USA_GRAIN, { seller: 'usa', resource: 'grain', price: 25, units: 1 }]), list({ units: 1 }))),
  c('a listing of every unit of a row', () => outcome(market(), list({ units: 5 }))),
  c('a listing of one unit more than the row holds', () => outcome(market(), list({ units: 6 }))),
  c('a listing up to the 12 on the market', () => outcome(market({ usa: { oil: 12 } }, [{ ...USA_GRAIN, units: 10 }]), list({ resource: 'oil', units: 2 }))),
  c('a listing past the 12 on the market', () => outcome(market({ usa: { oil: 12 } }, [{ ...USA_GRAIN, units: 10 }]), list({ resource: 'oil', units: 3 }))),
  c('a listing with one unit already on the market', () => outcome(market({ usa: { oil: 12 } }, [{ ...USA_GRAIN, units: 1 }]), list({ resource: 'oil', units: 12 }))),
  c('a listing at a price not on the market', () => outcome(market(), list({ price: 75 }))),
  c('a listing at $10M', () => outcome(market(), list({ price: 10, units: 1 }))),
  c('a listing at $1000M', () => outcome(market(), list({ price: 1000, units: 1 }))),
  c('a listing of nukes', () => outcome(market(), list({ resource: 'nukes' as never }))),
  c('a listing of no unit', () => outcome(market(), list({ units: 0 }))),
  c('a listing outside the Market action', () => {
    const g = table()
    g.do({ kind: 'selectAction', power: 'usa', action: 'build' })
    return outcome(g.state, list({}))
  }),
  // Added after the first mutation run (docs/mutation/cash-flow.md): the action is checked before the resource.
  c('a listing of nukes outside the Market action', () => {
    const g = table()
    g.do({ kind: 'selectAction', power: 'usa', action: 'build' })
    return outcome(g.state, list({ resource: 'nukes' as never }))
  }),
  c('a price adjusted down for part of an ask', () => outcome(market({}, [USA_GRAIN]), adjust({ to: 50 }))),
  c('a price adjusted for the whole ask', () => outcome(market({}, [USA_GRAIN]), adjust({ units: 3 }))),
  c('a price adjusted for more units than the ask holds', () => outcome(market({}, [USA_GRAIN]), adjust({ units: 4 }))),
  c('a price adjusted where there is no ask', () => outcome(market(), adjust({}))),
  c('a price adjusted to the same price', () => outcome(market({}, [USA_GRAIN]), adjust({ to: 100 }))),
  c('a price adjusted to $150M', () => outcome(market({}, [USA_GRAIN]), adjust({ to: 150 }))),
  c('a price adjusted to a price not on the market', () => outcome(market({}, [USA_GRAIN]), adjust({ to: 75 }))),
  c('a price adjusted from a price not on the market', () => outcome(market({}, [USA_GRAIN]), adjust({ from: 75 }))),
  c('a withdrawal, by default', () => outcome(market({}, [USA_GRAIN]), withdraw({}))),
  c('a withdrawal where the game allows them', () => outcome(market({}, [USA_GRAIN], 0, TO_ROW), withdraw({}))),
  c('a withdrawal filling the row to 12', () => outcome(market({ usa: { grain: 9 } }, [USA_GRAIN], 0, TO_ROW), withdraw({ units: 3 }))),
  c('a withdrawal past the row\'s 12', () => outcome(market({ usa: { grain: 10 } }, [USA_GRAIN], 0, TO_ROW), withdraw({ units: 3 }))),
  c('a withdrawal of more than the ask holds', () => outcome(market({}, [{ ...USA_GRAIN, units: 1 }], 0, TO_ROW), withdraw({}))),
  c('a withdrawal at a price not on the market', () => outcome(market({}, [USA_GRAIN], 0, TO_ROW), withdraw({ price: 99 }))),
  c('a purchase of two oil at $100M', () => outcome(market({}, [USSR_OIL]), buy({}))),
  c('a purchase of a whole ask', () => outcome(market({}, [USSR_OIL]), buy({ units: 3 }))),
  c('a purchase of one unit', () => outcome(market({}, [USSR_OIL]), buy({ units: 1 }))),
  c('a purchase of more than the ask holds', () => outcome(market({}, [USSR_OIL]), buy({ units: 4 }))),
  c('a purchase where there is no ask', () => outcome(market(), buy({ units: 1 }))),
  c('a purchase of one\'s own ask', () => outcome(market({}, [USA_GRAIN]), buy({ seller: 'usa', resource: 'grain' }))),
  c('a purchase from a power not in the game', () => outcome(market({}, [USSR_OIL]), buy({ seller: 'china' }))),
  c('a purchase filling the row to 12', () => outcome(market({ usa: { oil: 10 } }, [USSR_OIL]), buy({}))),
  c('a purchase past the row\'s 12', () => outcome(market({ usa: { oil: 11 } }, [USSR_OIL]), buy({}))),
  c('a purchase with just the money', () => outcome(withCash(market({}, [USSR_OIL]), 200), buy({}))),
  c('a purchase one million short', () => outcome(withCash(market({}, [USSR_OIL]), 199), buy({}))),
  c('a purchase at a price not on the market', () => outcome(market({}, [USSR_OIL]), buy({ price: 101 }))),
  c('labor demand: two sets pick up the two stacks from the right', () => outcome(market({}, [], 5), sets(2))),
  c('labor demand: every stack', () => outcome(market({}, [], 3), sets(3))),
  c('labor demand: one set', () => outcome(market({}, [], 3), sets(1))),
  c('labor demand: more sets than stacks', () => outcome(market({}, [], 1), sets(2))),
  c('labor demand: no stack at all', () => outcome(market(), sets(1))),
  c('labor demand: as many sets as the short row allows', () => outcome(market({ usa: { oil: 2 } }, [], 5), sets(2))),
  c('labor demand: one set more than the short row allows', () => outcome(market({ usa: { oil: 2 } }, [], 5), sets(3))),
  c('labor demand: one set more than one set', () => outcome(market({ usa: { minerals: 1 } }, [], 5), sets(2))),
  c('labor demand: no set', () => outcome(market({}, [], 5), sets(0))),
  c('labor demand: a fraction of a set', () => outcome(market({}, [], 5), sets(1.5))),
  c('labor demand outside the Market action', () => {
    const g = table()
    g.do({ kind: 'selectAction', power: 'usa', action: 'build' })
    return outcome(g.state, sets(1))
  }),
]

describe('a Cash Flow Market action, as the rules decide it', () => {
  goldenCases('tests/golden/cash-flow-market-decisions.json', CASES)
})
