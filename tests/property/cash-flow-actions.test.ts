import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { applyEntry, cashOf, decide, decideRedo, decideUndo, emptyFold, RESOURCES, SUPPLY_ROWS, type Command, type Fold, type GameState, type LogEntry, type PowerId, type Resource } from '@/domain'
import { CASH_FLOW_STARTING_CASH, COMMODITY_PRICES, ENTROPY_TYPE_DIE, LABOR_MARKET, MAX_UNITS_LISTED, unitsListedBy } from '@/domain/modules/cash-flow'
import { cashFlowStart } from '../support/cash-flow'
import { entry, mustDecide } from '../support/games'

/**
 * Random Cash Flow turns with the Production, Build and Deployment actions and blockades (issue 15,
 * "money sums to the starting total at every step; no power ever has more than 12 units listed;
 * undo restores exactly"). Whoever's turn it is discards for entropy, selects an action (any of
 * the six), then produces, builds, deploys or blockades with random numbers (many refused), and
 * ends the turn; undo and redo are tapped now and then; other powers try to act out of turn.
 */
const RUNS = { numRuns: 40 }
const TIMEOUT = 60_000
/** Every action can be selected; the three of this slice more often, so their commands are accepted often. */
const ACTIONS = ['production', 'production', 'build', 'build', 'deployment', 'attack', 'market', 'research'] as const
const TERRITORIES = ['Iraq', 'Egypt', 'India', 'Alaska', 'Central America', 'Kola']

type Act =
  | { act: 'due'; pick: number }
  | { act: 'produce'; resources: string[]; price?: number; pick: number }
  | { act: 'build'; units: Record<string, number> }
  | { act: 'deploy'; armyMoves: number; naviesMoved: number; bridgings: number }
  | { act: 'blockade'; territory?: string; siegeOf: number; lift: boolean }
  | { act: 'outOfTurn'; pick: number }
type Move = { tap: 'undo' } | { tap: 'redo' } | Act

const small = fc.integer({ min: 0, max: 5 })
const moveArb: fc.Arbitrary<Move> = fc.oneof(
  { weight: 1, arbitrary: fc.constant({ tap: 'undo' as const }) },
  { weight: 1, arbitrary: fc.constant({ tap: 'redo' as const }) },
  { weight: 6, arbitrary: fc.record({ act: fc.constant('due' as const), pick: fc.nat(50) }) },
  {
    weight: 4,
    arbitrary: fc.record(
      { act: fc.constant('produce' as const), resources: fc.array(fc.constantFrom<string>(...RESOURCES, 'gold'), { maxLength: 3 }), price: fc.constantFrom(...COMMODITY_PRICES, 120), pick: fc.nat(3) },
      { requiredKeys: ['act', 'resources', 'pick'] },
    ),
  },
  { weight: 3, arbitrary: fc.record({ act: fc.constant('build' as const), units: fc.record({ armies: small, navies: small, nukes: fc.nat(1), lstars: fc.nat(1) }, { requiredKeys: [] }) }) },
  { weight: 3, arbitrary: fc.record({ act: fc.constant('deploy' as const), armyMoves: small, naviesMoved: small, bridgings: fc.nat(2) }) },
  { weight: 2, arbitrary: fc.record({ act: fc.constant('blockade' as const), territory: fc.option(fc.constantFrom(...TERRITORIES), { nil: undefined }), siegeOf: fc.nat(5), lift: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ act: fc.constant('outOfTurn' as const), pick: fc.nat(5) }) },
)

/** What the table does when the banner asks: the entropy discard (valid dice), an action, or the turn's end. */
function dueCommand(state: GameState, pick: number): Command {
  const turn = state.cashFlow!.turn
  const power = state.powers[turn.power]!
  if (turn.entropyDue) {
    const owned = RESOURCES.filter((r) => power.companies.some((c) => c.resource === r))
    if (owned.length === 0) return { kind: 'discardForEntropy', power: power.id, typeDice: [1], productionDie: 1 }
    const resource = owned[pick % owned.length]!
    const face = Number(Object.entries(ENTROPY_TYPE_DIE).find(([, r]) => r === resource)![0])
    const ofType = power.companies.filter((c) => c.resource === resource)
    return { kind: 'discardForEntropy', power: power.id, typeDice: [face], productionDie: 6, companyId: ofType[pick % ofType.length]!.id }
  }
  if (turn.action === undefined) return { kind: 'selectAction', power: power.id, action: ACTIONS[pick % ACTIONS.length]! }
  // Half the time the action's plain move (so rows fill, listings grow and the labor market climbs), else the turn's end.
  if (pick % 2 === 1) {
    if (turn.action === 'production') return { kind: 'produce', power: power.id, resources: [...RESOURCES], ...(pick % 4 === 1 ? { excessPrice: { grain: 100, oil: 200, minerals: 300 } } : {}) }
    if (turn.action === 'build') return { kind: 'buildWithLabor', power: power.id, units: { armies: 1 + (pick % 3) } }
    if (turn.action === 'deployment') return { kind: 'deploy', power: power.id, armyMoves: 1, naviesMoved: 0, bridgings: 0 }
  }
  return { kind: 'endCashFlowTurn', power: power.id }
}

function commandFor(state: GameState, move: Act): Command {
  const power = state.cashFlow!.turn.power
  switch (move.act) {
    case 'due':
      return dueCommand(state, move.pick)
    case 'produce': {
      // 'gold' and repeats on purpose: refused, so inert.
      const resources = move.resources as Resource[]
      const excessPrice = move.price === undefined ? undefined : { [RESOURCES[move.pick % 3]!]: move.price }
      return { kind: 'produce', power, resources, ...(excessPrice ? { excessPrice } : {}) }
    }
    case 'build':
      return { kind: 'buildWithLabor', power, units: move.units }
    case 'deploy':
      return { kind: 'deploy', power, armyMoves: move.armyMoves, naviesMoved: move.naviesMoved, bridgings: move.bridgings }
    case 'blockade': {
      const target = state.order[move.siegeOf % state.order.length]!
      return move.territory === undefined ? { kind: 'declareBlockade', power, siegeOf: target, lift: move.lift } : { kind: 'declareBlockade', power, territory: move.territory, lift: move.lift }
    }
    case 'outOfTurn': {
      const others = state.order.filter((id) => id !== power)
      return { kind: 'produce', power: others[move.pick % others.length]!, resources: ['grain'] }
    }
  }
}

function play(powers: PowerId[], moves: Move[]) {
  const entries: LogEntry[] = []
  const fold: Fold = emptyFold()
  const lookup = (seq: number) => entries[seq - 1]
  const add = (e: LogEntry) => {
    entries.push(e)
    applyEntry(fold, e, lookup)
  }
  const start = cashFlowStart(powers)
  add(entry(1, start, mustDecide(fold.state, start)))
  const seen: { move: Move; before: GameState; after: GameState; accepted: boolean }[] = []
  for (const move of moves) {
    const before = fold.state
    let accepted = false
    if ('tap' in move) {
      const result = move.tap === 'undo' ? decideUndo(fold) : decideRedo(fold)
      if (result.ok) {
        add(entry(entries.length + 1, result.value, []))
        accepted = true
      }
    } else {
      const command = commandFor(fold.state, move)
      const result = decide(fold.state, command)
      if (result.ok) {
        add(entry(entries.length + 1, command, result.value))
        accepted = true
      }
    }
    seen.push({ move, before, after: fold.state, accepted })
  }
  return seen
}

const powersArb = fc.constantFrom<PowerId[]>(['usa', 'ussr'], ['usa', 'ussr', 'europe'], ['china', 'africa', 'south-america', 'usa'])

describe('Cash Flow actions over random turns', () => {
  it(
    'money in circulation never changes, rows stay 0..12, at most 12 units listed, refusals change nothing, undo is exact',
    () => {
      fc.assert(
        fc.property(powersArb, fc.array(moveArb, { minLength: 20, maxLength: 120 }), (powers, moves) => {
          const seen = play(powers, moves)
          const history: GameState[] = []
          for (const o of seen) {
            const s = o.after
            const total = powers.reduce((sum, id) => sum + cashOf(s, id), 0) + cashOf(s, LABOR_MARKET)
            expect(total).toBe(powers.length * CASH_FLOW_STARTING_CASH)
            for (const id of powers) {
              for (const row of SUPPLY_ROWS) expect(s.powers[id]!.supplies[row]).toBeGreaterThanOrEqual(0)
              for (const row of SUPPLY_ROWS) expect(s.powers[id]!.supplies[row]).toBeLessThanOrEqual(12)
              expect(unitsListedBy(s.cashFlow!.listings, id)).toBeLessThanOrEqual(MAX_UNITS_LISTED)
            }
            if (!o.accepted) expect(o.after).toBe(o.before)
            else if ('tap' in o.move && o.move.tap === 'undo') expect(o.after).toEqual(history.pop())
            else history.push(o.before)
          }
        }),
        RUNS,
      )
    },
    TIMEOUT,
  )

  it('the random turns do reach each action (the generator is not idle)', () => {
    const kinds = new Set<string>()
    fc.assert(
      fc.property(powersArb, fc.array(moveArb, { minLength: 60, maxLength: 120 }), (powers, moves) => {
        for (const o of play(powers, moves)) if (o.accepted && !('tap' in o.move)) kinds.add(o.move.act)
      }),
      { numRuns: 30, seed: 15 },
    )
    expect([...kinds].sort()).toEqual(['blockade', 'build', 'deploy', 'due', 'produce'])
  })
})
