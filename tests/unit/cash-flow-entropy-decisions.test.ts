/**
 * What the entropy token's discard decides, word for word and event by event (entropy.ts against
 * shared/rules/variant-cash-flow.txt v1.2, Turn Sequence, Entropy: the type die "1-2 minerals, 3-4
 * oil, 5-6 grain", re-rolled until the holder owns that type; the second die the minimum production,
 * none that high: the highest producer; "If a six (6) is rolled, the player may choose which company
 * of the rolled type to discard"; then the token "passes to the player on his right").
 * Expected outcomes: tests/golden/cash-flow-entropy-decisions.json (see support/cash-flow-golden.ts).
 */
import { describe } from 'vitest'
import type { Company, GameState } from '@/domain'
import type { DiscardForEntropy } from '@/domain/modules/cash-flow'
import { goldenCases, outcome, table, type GoldenCase } from '../support/cash-flow-golden'

/** Europe's turn 3 with the token: its discard is due. Its cards: three grain (3, 2, 3) and an oil (2), no minerals. */
function due(companies?: Company[]): GameState {
  const g = table()
  g.do({ kind: 'selectAction', power: 'usa', action: 'build' })
  g.do({ kind: 'endCashFlowTurn', power: 'usa' })
  g.do({ kind: 'selectAction', power: 'ussr', action: 'build' })
  g.do({ kind: 'endCashFlowTurn', power: 'ussr' })
  const s = g.state
  const own = s.powers.europe!.companies[0]!
  const cards = companies ?? [
    { ...own, id: 'e-a', name: 'Grain A', resource: 'grain', units: 3 },
    { ...own, id: 'e-b', name: 'Grain B', resource: 'grain', units: 2 },
    { ...own, id: 'e-c', name: 'Grain C', resource: 'grain', units: 3 },
    { ...own, id: 'e-d', name: 'Oil D', resource: 'oil', units: 2 },
  ]
  return { ...s, powers: { ...s.powers, europe: { ...s.powers.europe!, companies: cards } } }
}
const discard = (typeDice: number[], productionDie: number, companyId?: string): DiscardForEntropy => ({ kind: 'discardForEntropy', power: 'europe', typeDice, productionDie, ...(companyId === undefined ? {} : { companyId }) })

const c = (name: string, run: () => ReturnType<typeof outcome>): GoldenCase => ({ name, run })

const CASES: GoldenCase[] = [
  c('a type die naming a type the holder owns none of', () => outcome(due(), discard([1], 3))),
  c('a re-roll of a type the holder owns', () => outcome(due(), discard([5, 3], 1))),
  c('a re-roll after a type the holder owns none of', () => outcome(due(), discard([2, 4], 1))),
  c('the only oil company, whatever the production die', () => outcome(due(), discard([3], 1))),
  c('the only oil company, the production die higher than it produces', () => outcome(due(), discard([4], 5))),
  c('two grain companies producing at least 3: the holder must say which', () => outcome(due(), discard([6], 3))),
  c('two grain companies producing at least 3: the holder says which', () => outcome(due(), discard([6], 3, 'e-c'))),
  c('a company named that the dice do not allow', () => outcome(due(), discard([6], 3, 'e-b'))),
  c('none producing 4: the highest producers', () => outcome(due(), discard([5], 4))),
  c('every grain company producing at least 2', () => outcome(due(), discard([5], 2, 'e-b'))),
  c('a six: the holder chooses any company of the type', () => outcome(due(), discard([5], 6, 'e-b'))),
  c('a six with the choice not made', () => outcome(due(), discard([5], 6))),
  c('a production die of 0', () => outcome(due(), discard([5], 0))),
  c('a production die of 7', () => outcome(due(), discard([5], 7))),
  c('no type die', () => outcome(due(), discard([], 3))),
  c('a type die of 0', () => outcome(due(), discard([0], 3))),
  c('30 type dice: 29 re-rolls', () => outcome(due(), discard([...Array(29).fill(1), 3], 1))),
  c('31 type dice', () => outcome(due(), discard([...Array(30).fill(1), 3], 1))),
  c('type dice that are not a list', () => outcome(due(), discard(3 as never, 1))),
  c('a holder with no company discards nothing, and passes the token', () => outcome(due([]), discard([], 0))),
  c('a discard when the token does not act', () => {
    const g = table()
    return outcome(g.state, { ...discard([5], 1), power: 'usa' })
  }),
  c('a discard by a power whose turn it is not', () => outcome(due(), { ...discard([5], 1), power: 'usa' })),
  // Added after the first mutation run (docs/mutation/cash-flow.md).
  c('a re-roll after a die of 7', () => outcome(due(), discard([7, 3], 1))),
  c('the only oil company, with another company named', () => outcome(due(), discard([3], 1, 'e-a'))),
]

describe('the entropy token\'s discard in Cash Flow, as the rules decide it', () => {
  goldenCases('tests/golden/cash-flow-entropy-decisions.json', CASES)
})
