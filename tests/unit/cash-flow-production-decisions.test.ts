/**
 * What a Cash Flow Production decides, word for word and event by event (production.ts and
 * production-count.ts against shared/rules/variant-cash-flow.txt v1.2, Production: "One labor unit is
 * required to activate all of the resource companies of each particular type"; "If a player produces
 * more of a particular resource than their supply center can hold (12), the additional resources may
 * immediately be placed on the market at any price the owning player wishes to set. If such excess
 * units are not placed on the market, they are lost."; a blockade of a foreign territory, a siege of
 * the home ports). USA's cards: grain 3 + 2 + 2 (two at home, Cairo Grain in Egypt), oil 3 + 2 at
 * home, minerals 3 (Mahabir Mines, India). Expected outcomes: tests/golden/cash-flow-production-decisions.json.
 */
import { describe, expect, it } from 'vitest'
import type { GameState } from '@/domain'
import { productionYield, type Produce } from '@/domain/modules/cash-flow'
import { goldenCases, outcome, table, type GoldenCase, type Rows } from '../support/cash-flow-golden'

type Slice = NonNullable<GameState['cashFlow']>

/** USA's Production action, with rows set and the slice changed where a case needs it. */
function producing(rows: Rows = {}, slice: Partial<Slice> = {}): GameState {
  const g = table(rows)
  g.do({ kind: 'selectAction', power: 'usa', action: 'production' })
  return { ...g.state, cashFlow: { ...g.state.cashFlow!, ...slice } }
}
/** USA's cards of `resource` closed (a card kept closed, or closed by entropy). */
function closed(state: GameState, resource: string): GameState {
  const usa = state.powers.usa!
  return { ...state, powers: { ...state.powers, usa: { ...usa, companies: usa.companies.map((c) => (c.resource === resource ? { ...c, isOpen: false } : c)) } } }
}
const produce = (more: Partial<Produce>): Produce => ({ kind: 'produce', power: 'usa', resources: ['grain'], ...more })
const c = (name: string, run: () => ReturnType<typeof outcome>): GoldenCase => ({ name, run })

const CASES: GoldenCase[] = [
  c('grain and oil activated: two labor units, each row filled', () => outcome(producing(), produce({ resources: ['grain', 'oil'] }))),
  c('minerals activated, nothing over the row', () => outcome(producing(), produce({ resources: ['minerals'] }))),
  c('grain into a row of 10: the excess lost', () => outcome(producing({ usa: { grain: 10 } }), produce({}))),
  c('grain into a row of 10: the excess listed', () => outcome(producing({ usa: { grain: 10 } }), produce({ excessPrice: { grain: 150 } }))),
  c('grain into a full row: every unit lost', () => outcome(producing({ usa: { grain: 12 } }), produce({}))),
  c('grain into a full row: every unit listed', () => outcome(producing({ usa: { grain: 12 } }), produce({ excessPrice: { grain: 25 } }))),
  c('the excess listed up to 12 units on the market, the rest lost', () => outcome(producing({ usa: { grain: 10 } }, { listings: [{ seller: 'usa', resource: 'oil', price: 100, units: 9 }] }), produce({ excessPrice: { grain: 150 } }))),
  c('the excess with 12 units already listed: all lost', () => outcome(producing({ usa: { grain: 10 } }, { listings: [{ seller: 'usa', resource: 'oil', price: 100, units: 12 }] }), produce({ excessPrice: { grain: 150 } }))),
  c('an excess price for a type not activated', () => outcome(producing(), produce({ resources: ['oil'], excessPrice: { grain: 150 } }))),
  c('an excess price left blank for a type', () => outcome(producing({ usa: { grain: 10 } }), produce({ excessPrice: { grain: undefined } }))),
  c('an excess price off the market\'s columns', () => outcome(producing(), produce({ excessPrice: { grain: 120 } }))),
  c('an excess price for gold', () => outcome(producing(), produce({ excessPrice: { gold: 100 } as never }))),
  c('an excess price that is a number', () => outcome(producing(), produce({ excessPrice: 100 as never }))),
  c('no type ticked', () => outcome(producing(), produce({ resources: [] }))),
  c('types that are not a list', () => outcome(producing(), produce({ resources: 'grain' as never }))),
  c('gold ticked', () => outcome(producing(), produce({ resources: ['gold'] as never }))),
  c('oil ticked twice', () => outcome(producing(), produce({ resources: ['oil', 'minerals', 'oil'] }))),
  c('grain with every grain card closed', () => outcome(closed(producing(), 'grain'), produce({}))),
  c('oil with one of two oil cards closed', () => {
    const s = producing()
    const usa = s.powers.usa!
    const first = usa.companies.find((x) => x.resource === 'oil')!
    return outcome({ ...s, powers: { ...s.powers, usa: { ...usa, companies: usa.companies.map((x) => (x === first ? { ...x, isOpen: false } : x)) } } }, produce({ resources: ['oil'] }))
  }),
  c('grain with Egypt blockaded by an enemy', () => outcome(producing({}, { blockades: [{ territory: ' egypt ', by: 'ussr' }] }), produce({}))),
  c('grain with Egypt blockaded by USA itself', () => outcome(producing({}, { blockades: [{ territory: 'Egypt', by: 'usa' }] }), produce({}))),
  c('grain with a home territory named in a blockade', () => outcome(producing({}, { blockades: [{ territory: 'Midwest U.S.A.', by: 'ussr' }] }), produce({}))),
  c('grain with the home ports besieged', () => outcome(producing({}, { sieges: [{ power: 'usa', by: 'ussr' }] }), produce({}))),
  c('grain with another power besieged', () => outcome(producing({}, { sieges: [{ power: 'ussr', by: 'usa' }] }), produce({}))),
  c('minerals with the home ports besieged: India\'s card stopped', () => outcome(producing({}, { sieges: [{ power: 'usa', by: 'ussr' }] }), produce({ resources: ['minerals'] }))),
  c('two types with one labor box open', () => outcome(producing({}, { laborFilled: 35 }), produce({ resources: ['grain', 'oil'] }))),
  c('two types the power cannot pay the labor for', () => outcome({ ...producing(), accounts: { ...producing().accounts, usa: 74 } }, produce({ resources: ['grain', 'oil'] }))),
  c('two types with just the money for the labor', () => outcome({ ...producing(), accounts: { ...producing().accounts, usa: 75 } }, produce({ resources: ['grain', 'oil'] }))),
  c('production outside the Production action', () => {
    const g = table()
    g.do({ kind: 'selectAction', power: 'usa', action: 'market' })
    return outcome(g.state, produce({}))
  }),
]

describe('a Cash Flow Production, as the rules decide it', () => {
  goldenCases('tests/golden/cash-flow-production-decisions.json', CASES)
})

describe('the production preview (the screen reads it before the command)', () => {
  it('yields nothing for a power not in the game', () => {
    expect(productionYield(producing(), 'china', ['grain'])).toEqual([])
  })
  it('reads a table with no Cash Flow slice as nothing listed', () => {
    const s = producing({ usa: { grain: 10 } })
    expect(productionYield({ ...s, cashFlow: undefined }, 'usa', ['grain'], { grain: 100 })).toEqual([{ resource: 'grain', units: 7, from: 10, to: 12, listed: 5, lost: 0, idle: [] }])
  })
})
