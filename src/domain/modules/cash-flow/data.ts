/**
 * Every number of the Cash Flow variant (../shared/rules/variant-cash-flow.txt, v1.2), each with
 * the variant's words. Tested row by row in tests/rulebook/cash-flow-data.test.ts.
 */
import type { Resource } from '../../kernel/ids'
import type { Millions } from '../../kernel/money'

export const CASH_FLOW_RULE = 'Cash Flow variant v1.2'

/** "Each player receives three billion dollars from the bank." (Game Set-Up, Money) */
export const CASH_FLOW_STARTING_CASH: Millions = 3000

/**
 * "It is recommended for this variant that you renumber the market as follows (all prices are in
 * millions): 10 / 25 / 50 / ... / 900 / 1000." (Components, The Commodities Market) An ask is
 * posted on one of these columns.
 */
export const COMMODITY_PRICES: readonly Millions[] = [10, 25, 50, 100, 150, 200, 250, 300, 350, 400, 450, 500, 550, 600, 650, 700, 800, 900, 1000]

/** "At any time, a player may have no more than twelve (12) total resource units on the market." (Market, Sell Resources) */
export const MAX_UNITS_LISTED = 12

/**
 * The labor market's boxes, left to right: "25 / 50 / 50 / 100 / 100 / 100 / 200 / ... / 900 / 900 /
 * 1000" (Components, The Labor Market). A unit of labor pays the first open box from the left; a
 * set deleted picks up one stack from the right.
 */
export const LABOR_BOXES: readonly Millions[] = [
  25, 50, 50, 100, 100, 100, 200, 200, 200, 300, 300, 300, 300, 400, 400, 400, 400, 400, 500, 500, 500, 500, 500, 600, 600, 600, 600, 700, 700, 700, 800, 800, 800, 900, 900, 1000,
]

/** "Each player simultaneously selects fifteen resource units of his choice" (Set-Up, Supply Centers). */
export const STARTING_RESOURCE_UNITS = 15

/** "randomly draws four (4) resource cards from their superpowers' stack. Then, they draw 2 more cards from the neutral cards." */
export const STARTING_OWN_CARDS = 4
export const STARTING_NEUTRAL_CARDS = 2

/** "Each player then places 15 additional armies on the board" (Set-Up, Armies/Navies). */
export const STARTING_EXTRA_ARMIES = 15

/** "Three cards are drawn from the top of the deck and placed in a row adjacent to the deck." */
export const FACE_UP_CARDS = 3

/** The three cards that require special action, in the thirds of the deck they are shuffled into (first, second, last). */
export const TECH_CARDS = ['nukes', 'lstars', 'supremacy'] as const
export type TechCard = (typeof TECH_CARDS)[number]
export const TECH_THIRD: Readonly<Record<TechCard, 0 | 1 | 2>> = { nukes: 0, lstars: 1, supremacy: 2 }

/**
 * Entropy: "Roll a die. A one or two (1,2) indicates a mineral company, a three or four (3,4)
 * indicates an oil company, a five or six (5,6) indicates a grain company." (Turn Sequence, Entropy)
 */
export const ENTROPY_TYPE_DIE: Readonly<Record<number, Resource>> = { 1: 'minerals', 2: 'minerals', 3: 'oil', 4: 'oil', 5: 'grain', 6: 'grain' }

/** "If a six (6) is rolled, the player may choose which company of the rolled type to discard." */
export const ENTROPY_CHOICE_FACE = 6

/** The actions a player may select on his turn (Action Selection), in the variant's order. */
export const CASH_FLOW_ACTIONS = ['production', 'build', 'market', 'deployment', 'attack', 'research'] as const
export type CashFlowAction = (typeof CASH_FLOW_ACTIONS)[number]

/**
 * Build: "Each army unit requires one (1) mineral unit to build. Each navy requires two (2) mineral
 * units. Each nuke requires three (3) mineral units. Each l-star requires four (4) mineral units."
 */
export const BUILD_MINERALS = { armies: 1, navies: 2, nukes: 3, lstars: 4 } as const
export type BuildKind = keyof typeof BUILD_MINERALS

/** Deployment: one oil per army move between adjacent friendly territories, per navy moved, per bridging. */
export const OIL_PER_ARMY_MOVE = 1
export const OIL_PER_NAVY_MOVED = 1
export const OIL_PER_BRIDGING = 1
/** "A navy may transport up to 4 armies." */
export const ARMIES_PER_NAVY = 4

/** Attack: "The attacker must delete one (1) grain unit for each border over which he plans to attack." */
export const GRAIN_PER_BORDER = 1
/** "the defender has the option of deleting a grain unit ... the defender will win ties" */
export const DEFENDER_TIE_GRAIN = 1
/** Occupation: "deleting one (1) oil unit for each army or navy moved in." */
export const OIL_PER_OCCUPYING_UNIT = 1

/** Scoring: "One (1) point is scored for each full billion dollars (round down)". */
export const MILLIONS_PER_POINT: Millions = 1000
/** "Two (2) points are scored for the player with the most mineral [oil, grain] production." */
export const PRODUCTION_LEADER_POINTS = 2
/** "One (1) victory point is deducted from a player for each nuke cloud on the board that was placed by his country." */
export const POINTS_PER_CLOUD = 1
/** "There are three scoring rounds." */
export const SCORING_ROUNDS = 3
