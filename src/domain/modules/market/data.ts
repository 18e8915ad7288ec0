/**
 * The board's Price Index (shared/rules/FACTS.md, "Market price index"): 18 spots from the Bull
 * Pen (index 0, $1M) to the Bear Pit (index 17, $1,000M). A game setting: printings differ.
 */
export const DEFAULT_PRICE_INDEX: readonly number[] = [
  1, 5, 10, 25, 50, 50, 100, 100, 200, 200, 400, 400, 500, 600, 700, 800, 900, 1000,
]

/** "Pricing the Market": every resource starts at the $500 million point (index 12). */
export const STANDARD_START_INDEX = 12

/** Random Open, "Pricing the Market": two dice, counted from the left, so the total is the index. */
export const RANDOM_OPEN_DICE = 2
export const DIE_FACES = 6
