import { describe, expect, it } from 'vitest'
import {
  ARMIES_PER_NAVY,
  BUILD_MINERALS,
  CASH_FLOW_ACTIONS,
  CASH_FLOW_STARTING_CASH,
  COMMODITY_PRICES,
  DEFENDER_TIE_GRAIN,
  ENTROPY_CHOICE_FACE,
  ENTROPY_TYPE_DIE,
  FACE_UP_CARDS,
  GRAIN_PER_BORDER,
  LABOR_BOXES,
  MAX_UNITS_LISTED,
  MILLIONS_PER_POINT,
  OIL_PER_ARMY_MOVE,
  OIL_PER_BRIDGING,
  OIL_PER_NAVY_MOVED,
  OIL_PER_OCCUPYING_UNIT,
  POINTS_PER_CLOUD,
  PRODUCTION_LEADER_POINTS,
  SCORING_ROUNDS,
  STARTING_EXTRA_ARMIES,
  STARTING_NEUTRAL_CARDS,
  STARTING_OWN_CARDS,
  STARTING_RESOURCE_UNITS,
  TECH_THIRD,
} from '@/domain/modules/cash-flow'

/** The variant's lists as it prints them ("10 / 25 / 50 / ..."), read back into numbers. */
const printed = (text: string) => text.split('/').map((n) => Number(n.trim().replace(',', '')))

/**
 * Every number of the Cash Flow variant (shared/rules/variant-cash-flow.txt v1.2) in data.ts, each
 * row with the section and the variant's words. The battle dice numbers are in cash-flow-battle-data.test.ts.
 */
const rows: { section: string; says: string; value: unknown; expected: unknown }[] = [
  {
    section: 'Components, The Commodities Market',
    says: 'renumber the market as follows (all prices are in millions): 10 / 25 / 50 / 100 / 150 / 200 / 250 / 300 / 350 / 400 / 450 / 500 / 550 / 600 / 650 / 700 / 800 / 900 / 1000',
    value: COMMODITY_PRICES,
    expected: printed('10 / 25 / 50 / 100 / 150 / 200 / 250 / 300 / 350 / 400 / 450 / 500 / 550 / 600 / 650 / 700 / 800 / 900 / 1000'),
  },
  {
    section: 'Components, The Labor Market',
    says: '25 / 50 / 50 / 100 / 100 / 100 / 200 / 200 / 200 / 300 / 300 / 300 / 300 / 400 / 400 / 400 / 400 / 400 / 500 / 500 / 500 / 500 / 500 / 600 / 600 / 600 / 600 / 700 / 700 / 700 / 800 / 800 / 800 / 900 / 900 / 1000',
    value: LABOR_BOXES,
    expected: printed('25 / 50 / 50 / 100 / 100 / 100 / 200 / 200 / 200 / 300 / 300 / 300 / 300 / 400 / 400 / 400 / 400 / 400 / 500 / 500 / 500 / 500 / 500 / 600 / 600 / 600 / 600 / 700 / 700 / 700 / 800 / 800 / 800 / 900 / 900 / 1000'),
  },
  { section: 'Market, Sell Resources', says: 'a player may have no more than twelve (12) total resource units on the market', value: MAX_UNITS_LISTED, expected: 12 },
  { section: 'Game Set-Up, Money', says: 'Each player receives three billion dollars from the bank.', value: CASH_FLOW_STARTING_CASH, expected: 3000 },
  { section: 'Game Set-Up, Resource Cards', says: 'randomly draws four (4) resource cards from their superpowers\' stack', value: STARTING_OWN_CARDS, expected: 4 },
  { section: 'Game Set-Up, Resource Cards', says: 'Then, they draw 2 more cards from the neutral cards.', value: STARTING_NEUTRAL_CARDS, expected: 2 },
  { section: 'Game Set-Up, Resource Cards', says: 'Three cards are drawn from the top of the deck and placed in a row adjacent to the deck.', value: FACE_UP_CARDS, expected: 3 },
  {
    section: 'Game Set-Up, Resource Cards',
    says: 'The nuke card is shuffled into the first pile. The l-star card is shuffled into the second pile. The supremacy card is shuffled into the last pile.',
    value: TECH_THIRD,
    expected: { nukes: 0, lstars: 1, supremacy: 2 },
  },
  { section: 'Game Set-Up, Supply Centers', says: 'Each player simultaneously selects fifteen resource units of his choice', value: STARTING_RESOURCE_UNITS, expected: 15 },
  { section: 'Game Set-Up, Armies/Navies', says: 'Each player then places 15 additional armies on the board', value: STARTING_EXTRA_ARMIES, expected: 15 },
  {
    section: 'Turn Sequence, Entropy',
    says: 'A one or two (1,2) indicates a mineral company, a three or four (3,4) indicates an oil company, a five or six (5,6) indicates a grain company.',
    value: ENTROPY_TYPE_DIE,
    expected: { 1: 'minerals', 2: 'minerals', 3: 'oil', 4: 'oil', 5: 'grain', 6: 'grain' },
  },
  { section: 'Turn Sequence, Entropy', says: 'If a six (6) is rolled, the player may choose which company of the rolled type to discard.', value: ENTROPY_CHOICE_FACE, expected: 6 },
  { section: 'Action Selection', says: 'Production ... Build ... Market ... Deployment ... Attack ... R&D', value: CASH_FLOW_ACTIONS, expected: ['production', 'build', 'market', 'deployment', 'attack', 'research'] },
  {
    section: 'Build, Delete mineral units',
    says: 'Each army unit requires one (1) mineral unit to build. Each navy requires two (2) mineral units. Each nuke requires three (3) mineral units. Each l-star requires four (4) mineral units.',
    value: BUILD_MINERALS,
    expected: { armies: 1, navies: 2, nukes: 3, lstars: 4 },
  },
  { section: 'Deployment, Armies', says: 'from one friendly territory to another adjacent friendly territory by deleting one oil unit', value: OIL_PER_ARMY_MOVE, expected: 1 },
  { section: 'Deployment, Navies', says: 'by deleting one (1) oil unit for each navy being moved', value: OIL_PER_NAVY_MOVED, expected: 1 },
  { section: 'Deployment, Navies', says: 'If a navy does not move but unloads armies (i.e. bridging between two port territories), this requires one (1) oil unit.', value: OIL_PER_BRIDGING, expected: 1 },
  { section: 'Deployment, Armies', says: 'A navy may transport up to 4 armies.', value: ARMIES_PER_NAVY, expected: 4 },
  { section: 'Attack, Attacker Deletes Units', says: 'The attacker must delete one (1) grain unit for each border over which he plans to attack.', value: GRAIN_PER_BORDER, expected: 1 },
  { section: "Attack, Defender's Option", says: 'the defender has the option of deleting a grain unit to gain a combat advantage', value: DEFENDER_TIE_GRAIN, expected: 1 },
  { section: 'Attack, Occupation', says: 'by deleting one (1) oil unit for each army or navy moved in', value: OIL_PER_OCCUPYING_UNIT, expected: 1 },
  { section: 'Scoring and Game End', says: 'There are three scoring rounds.', value: SCORING_ROUNDS, expected: 3 },
  { section: 'Scoring and Game End', says: 'One (1) point is scored for each full billion dollars (round down)', value: MILLIONS_PER_POINT, expected: 1000 },
  { section: 'Scoring and Game End', says: 'Two (2) points are scored for the player with the most mineral production.', value: PRODUCTION_LEADER_POINTS, expected: 2 },
  { section: 'Scoring and Game End', says: 'One (1) victory point is deducted from a player for each nuke cloud on the board that was placed by his country.', value: POINTS_PER_CLOUD, expected: 1 },
]

describe('Cash Flow data tables, row by row against the variant (v1.2)', () => {
  it.each(rows.map((r) => [`${r.section}: "${r.says.slice(0, 70)}…"`, r] as const))('%s', (_title, row) => {
    expect(row.value).toEqual(row.expected)
  })

  it('the labor market has 36 boxes; the commodities market 19 columns, rising', () => {
    expect(LABOR_BOXES).toHaveLength(36)
    expect(COMMODITY_PRICES).toHaveLength(19)
    for (const list of [LABOR_BOXES, COMMODITY_PRICES]) for (let i = 1; i < list.length; i += 1) expect(list[i]!).toBeGreaterThanOrEqual(list[i - 1]!)
  })
})
