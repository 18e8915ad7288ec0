/**
 * Every number the basic rules (v3.0, shared/rules/supremacy-basic-rules-v3.txt) print that the
 * bookkeeping uses. Each is checked by tests/rulebook/constants.test.ts with its citation.
 */

/** "Get Your Money": $7 billion each. */
export const STARTING_CASH = 7000
/** "Store Starting Resources": a meter on the third spot of grain, oil and minerals. */
export const STARTING_SUPPLY_UNITS = 3
/** "How to Build Nukes/L-stars": the maximum a supply-center row stores is 12. */
export const SUPPLY_ROW_CAPACITY = 12
/** Random Open, "Store Bonus Resources": nine more resource units. */
export const RANDOM_OPEN_BONUS_RESOURCES = 9
/** Random Open, "Bonus Armies and Navies": nine more armies and/or navies. */
export const RANDOM_OPEN_BONUS_FORCES = 9
/** "Borrowing Money": loans and principal repayments in billion-dollar amounts. */
export const LOAN_STEP = 1000
/** "Playing Equipment": money comes in 1, 5, 25, 50, 100 and 500 million, and 1 billion. */
export const DENOMINATIONS = [1, 5, 25, 50, 100, 500, 1000] as const
/** "Setting Up": 2 to 6 players. */
export const MIN_POWERS = 2
export const MAX_POWERS = 6
/** "Game Box contents": 42 armies and 12 navies per superpower. Informational; not a limit we enforce. */
export const ARMY_PIECES = 42
export const NAVY_PIECES = 12
