/**
 * What a Cash Flow Build (with its labor) and a Direct Trade decide, word for word and event by event
 * (build.ts, labor.ts, funds.ts and trade.ts against shared/rules/variant-cash-flow.txt v1.2: "A player
 * must purchase a unit of labor from the labor market for each type ... of unit he wishes to build",
 * minerals army 1, navy 2, nuke 3, L-star 4, "nukes and l-stars may not be produced until the
 * technology becomes available"; "A player may choose to trade any number of resource units or
 * companies with one or more players"; "No bank loans are permitted").
 * Expected outcomes: tests/golden/cash-flow-build-and-trade-decisions.json (see support/cash-flow-golden.ts).
 */
import { describe } from 'vitest'
import type { GameState } from '@/domain'
import type { BuildForces, DirectTrade } from '@/domain/modules/cash-flow'
import { goldenCases, outcome, table, type GoldenCase, type Rows } from '../support/cash-flow-golden'

function building(rows: Rows = {}) {
  const g = table(rows)
  g.do({ kind: 'selectAction', power: 'usa', action: 'build' })
  return g
}
function marketing(rows: Rows = {}, settings: Record<string, unknown> = {}) {
  const g = table(rows, undefined, undefined, settings)
  g.do({ kind: 'selectAction', power: 'usa', action: 'market' })
  return g
}
/** The slice with tech cards out and labor boxes filled (states play reaches: a research, many builds). */
const withSlice = (s: GameState, tech: ('nukes' | 'lstars')[], laborFilled = s.cashFlow!.laborFilled): GameState => ({ ...s, cashFlow: { ...s.cashFlow!, tech, laborFilled } })
const withCash = (s: GameState, usa: number): GameState => ({ ...s, accounts: { ...s.accounts, usa } })

const build = (units: BuildForces['units']): BuildForces => ({ kind: 'buildWithLabor', power: 'usa', units })
const trade = (gives: DirectTrade['gives'], gets: DirectTrade['gets'], more: Partial<DirectTrade> = {}): DirectTrade => ({ kind: 'directTrade', power: 'usa', partner: 'ussr', gives, gets, ...more })

const c = (name: string, run: () => ReturnType<typeof outcome>): GoldenCase => ({ name, run })

const CASES: GoldenCase[] = [
  c('a build of two armies and a navy: two units of labor, four minerals', () => outcome(building().state, build({ armies: 2, navies: 1 }))),
  c('a build of one army', () => outcome(building().state, build({ armies: 1 }))),
  c('a build of every kind, the tech cards out', () => outcome(withSlice(building({ usa: { minerals: 10 } }).state, ['nukes', 'lstars'], 0), build({ armies: 1, navies: 1, nukes: 1, lstars: 1 }))),
  c('a build one mineral short', () => outcome(building({ usa: { minerals: 4 } }).state, build({ armies: 1, navies: 2 }))),
  c('a build of one navy two minerals short', () => outcome(building({ usa: { minerals: 0 } }).state, build({ navies: 1 }))),
  c('a build of nukes before the nuke card', () => outcome(building().state, build({ nukes: 1 }))),
  c('a build of L-stars before the L-star card', () => outcome(withSlice(building().state, ['nukes']), build({ lstars: 1 }))),
  c('a build of nukes past the row of 12', () => outcome(withSlice(building({ usa: { nukes: 11, minerals: 12 } }).state, ['nukes']), build({ nukes: 2 }))),
  c('a build of nukes up to the row of 12', () => outcome(withSlice(building({ usa: { nukes: 11, minerals: 12 } }).state, ['nukes']), build({ nukes: 1 }))),
  c('a build of L-stars with a full row', () => outcome(withSlice(building({ usa: { lstars: 12, minerals: 12 } }).state, ['lstars']), build({ lstars: 1 }))),
  c('a build of nothing', () => outcome(building().state, build({ armies: 0 }))),
  c('a build of no units at all', () => outcome(building().state, build(undefined as never))),
  c('a build of units that are not a list', () => outcome(building().state, build(3 as never))),
  c('a build of a kind that is not one', () => outcome(building().state, build({ tanks: 1 } as never))),
  c('a build of a negative count', () => outcome(building().state, build({ armies: -1 }))),
  c('a build of a fraction', () => outcome(building().state, build({ armies: 0.5 }))),
  c('a build outside a Build action', () => outcome(marketing().state, build({ armies: 1 }))),
  c('a build with the last open labor box', () => outcome(withSlice(building().state, [], 35), build({ armies: 1 }))),
  c('a build of two kinds with one open labor box', () => outcome(withSlice(building().state, [], 35), build({ armies: 1, navies: 1 }))),
  c('a build with no open labor box', () => outcome(withSlice(building().state, [], 36), build({ armies: 1 }))),
  c('a build with two labor boxes open, needing three', () => outcome(withSlice(building({ usa: { minerals: 12 } }).state, ['nukes'], 34), build({ armies: 1, navies: 1, nukes: 1 }))),
  c('a build the power cannot pay the labor for', () => outcome(withCash(withSlice(building().state, [], 3), 199), build({ armies: 1, navies: 1 }))),
  c('a build with just the money for the labor', () => outcome(withCash(withSlice(building().state, [], 3), 200), build({ armies: 1, navies: 1 }))),
  // Cases added after the first mutation run (docs/mutation/cash-flow.md), each on a survivor's edge.
  c('a build of two navies one mineral short', () => outcome(building({ usa: { minerals: 3 } }).state, build({ navies: 2 }))),
  c('a build of one army and a negative count of navies', () => outcome(building().state, build({ armies: 1, navies: -1 }))),
  c('a build with a kind left blank', () => outcome(building().state, build({ armies: 1, navies: undefined }))),
  c('a trade of money, units and a company both ways', () => {
    const g = marketing()
    return outcome(g.state, trade({ cash: 100, resources: { grain: 2 }, companyIds: ['usa-5'] }, { cash: 50, resources: { oil: 1, minerals: 0 }, companyIds: ['ussr-5', 'ussr-6'] }))
  }),
  c('a trade that fills a row to 12', () => outcome(marketing({ ussr: { grain: 10 } }).state, trade({ resources: { grain: 2 } }, {}))),
  c('a trade that would fill a row past 12', () => outcome(marketing({ ussr: { grain: 11 } }).state, trade({ resources: { grain: 2 } }, {}))),
  c('a trade that would fill the acting power\'s row past 12', () => outcome(marketing({ usa: { oil: 12 } }).state, trade({}, { resources: { oil: 1 } }))),
  c('a trade of every unit of a row', () => outcome(marketing().state, trade({ resources: { minerals: 5 } }, {}))),
  c('a trade of one unit more than the row holds', () => outcome(marketing().state, trade({ resources: { minerals: 6 } }, {}))),
  c('a trade asking the partner for more than its row holds', () => outcome(marketing().state, trade({}, { resources: { oil: 6 } }))),
  c('a trade of a negative count of units', () => outcome(marketing().state, trade({ resources: { oil: -1 } }, {}))),
  c('a trade of a fraction of a unit', () => outcome(marketing().state, trade({ resources: { oil: 0.5 } }, {}))),
  c('a trade of a resource that is not one', () => outcome(marketing().state, trade({ resources: { gold: 1 } as never }, {}))),
  c('a trade with resources that are not a list', () => outcome(marketing().state, trade({ resources: null as never }, {}))),
  c('a trade of a negative sum', () => outcome(marketing().state, trade({ cash: -5 }, {}))),
  c('a trade of a fraction of a million', () => outcome(marketing().state, trade({ cash: 2.5 }, {}))),
  c('a trade of more money than the giver has', () => outcome(withCash(marketing().state, 40), trade({ cash: 50, resources: { oil: 1 } }, {}))),
  c('a trade of all the money the giver has', () => outcome(withCash(marketing().state, 50), trade({ cash: 50, resources: { oil: 1 } }, {}))),
  c('a trade of a company named twice', () => outcome(marketing().state, trade({ companyIds: ['usa-5', 'usa-5'] }, {}))),
  c('a trade of companies that are not a list', () => outcome(marketing().state, trade({ companyIds: 'usa-5' as never }, {}))),
  c('a trade of a company the giver does not hold', () => outcome(marketing().state, trade({ companyIds: ['ussr-5'] }, {}))),
  c('a trade of a side that is not one', () => outcome(marketing().state, trade(7 as never, {}))),
  c('a trade where nothing changes hands', () => outcome(marketing().state, trade({ cash: 0, resources: { grain: 0 }, companyIds: [] }, {}))),
  c('a trade with no sides at all', () => outcome(marketing().state, trade(undefined as never, null as never))),
  c('a trade with oneself', () => outcome(marketing().state, trade({ cash: 10 }, {}, { partner: 'usa' }))),
  c('a trade with a power not in the game', () => outcome(marketing().state, trade({ cash: 10 }, {}, { partner: 'china' }))),
  c('a trade of units outside the Market action', () => outcome(building().state, trade({ resources: { grain: 1 } }, {}))),
  c('a loan outside the Market action, by default', () => outcome(building().state, trade({ cash: 100 }, {}))),
  c('a loan outside the Market action, read as in it only', () => {
    const g = table({}, undefined, undefined, { cashFlowLoans: 'market-action' })
    g.do({ kind: 'selectAction', power: 'usa', action: 'build' })
    return outcome(g.state, trade({ cash: 100 }, {}))
  }),
  c('a loan between two powers whose turn it is not', () => outcome(building().state, trade({ cash: 100 }, { resources: { grain: 0 }, companyIds: [] }, { power: 'ussr', partner: 'europe' }))),
  c('a loan from a power not in the game', () => outcome(building().state, trade({ cash: 100 }, {}, { power: 'china', partner: 'usa' }))),
  c('a loan to a power not in the game', () => outcome(building().state, trade({ cash: 100 }, {}, { partner: 'china' }))),
  c('a loan to a power out of the game', () => {
    const g = table({ ussr: { nukes: 4 } }, ['usa', 'ussr', 'europe', 'china'], 'china')
    g.do({ kind: 'selectAction', power: 'usa', action: 'attack' })
    g.do({ kind: 'strategicStrike', power: 'ussr', target: 'usa', launched: 4, launchDice: [1, 1, 1, 1], screens: [], impacts: ['Alaska', 'Eastern U.S.A.', 'Midwest U.S.A.', 'Western U.S.A.'].map((target) => ({ target, ground: 'land' as const })) })
    return outcome(g.state, trade({ cash: 100 }, {}, { power: 'ussr', partner: 'usa' }))
  }),
  // Cases added after the first mutation run (docs/mutation/cash-flow.md), each on a survivor's edge.
  c('a trade with resources that are a number', () => outcome(marketing().state, trade({ cash: 10, resources: 3 as never }, {}))),
  c('a trade of units with a power not in the game', () => outcome(marketing().state, trade({ resources: { grain: 1 } }, {}, { partner: 'china' }))),
  // "If a player wishes to borrow money, he must convince another player to lend it to him": money one way, the other side left out.
  c('a loan outside the Market action, the other side left out', () => outcome(building().state, trade({ cash: 100 }, undefined as never))),
  c('a loan outside the Market action, the other side empty', () => outcome(building().state, trade({ cash: 100 }, null as never))),
  c('a side that is not one, outside the Market action', () => outcome(building().state, trade(7 as never, {}))),
  c('a loan repaid with its interest', () => outcome(building().state, trade({ cash: 0 }, { cash: 120 }, { power: 'ussr', partner: 'usa' }))),
]

describe('a Cash Flow Build and Direct Trade, as the rules decide them', () => {
  goldenCases('tests/golden/cash-flow-build-and-trade-decisions.json', CASES)
})
