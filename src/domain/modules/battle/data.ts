/**
 * The numbers of Stage 4 (basic rules v3.0, "STAGE 4 – ATTACK": the battle drills for
 * conventional and strategic forces, "The Militia", "L-star Clash") and of "Coup Final – Nuclear
 * Roulette". Each number is checked in tests/unit/battle-odds.test.ts.
 */

/** Where each battle rule lives in shared/rules/supremacy-basic-rules-v3.txt. */
export const BATTLE_RULE = {
  suppliesStep: 'Stage 4, Battle Drill for Conventional Forces, Step B (Delete Supplies)',
  positionDice: 'Stage 4, Battle Drill for Conventional Forces, Step C (Position Dice)',
  firePowerDie: 'Stage 4, Battle Drill for Conventional Forces, Step C (Fire Power Die)',
  lstarDie: 'Stage 4, Battle Drill for Conventional Forces, Step C (L-star Die)',
  countLosses: 'Stage 4, Battle Drill for Conventional Forces, Step D (Roll the Dice and Count the Losses)',
  resist: 'Stage 4, Defensive Tactics, "Resist"',
  militia: 'Stage 4, Offensive Tactics, "The Militia"',
  lstarScreen: 'Stage 4, Battle Drill for Strategic Forces, Step D (L-star Screen)',
  champions: 'Stage 4, Battle Drill for Strategic Forces, Step D ("Champions Roll") and "L-star champion"',
  lstarClash: 'Stage 4, Offensive Tactics, "L-star Clash"',
  nuclearRoulette: 'The End of the Game, "Coup Final – Nuclear Roulette"',
} as const

/** Step C, Position Dice: "The attacker gets one die and the defender gets two dice." */
export const ATTACKER_BASE_DICE = 1
/** Step C, Position Dice: "... and the defender gets two dice." */
export const DEFENDER_BASE_DICE = 2
/**
 * Step B and Step C notes: "If the defender does not have a set a supplies to remove, then he only
 * gets one die." Defensive Tactics, Resist: "he begins with one die like the attacker."
 */
export const DEFENDER_WITHOUT_SUPPLIES_DICE = 1
/** Step C, Fire Power Die: "The player with the most armies and/or navies ... gets an extra die." */
export const FIRE_POWER_DIE = 1
/** Step C, L-star Die: "The player with the most L-stars gets another die." */
export const LSTAR_DIE = 1
/** Step D: "For every three points, he may remove one of the defender's armies or navies." */
export const POINTS_PER_LOSS = 3
/** The Militia: "the Marshall rolls one die once for the defenders". */
export const MILITIA_DICE = 1

/** Strategic Step D, Defender Rolls: "A 1, 2, 3, 4 or 5 will destroy a nuke, but a 6 is a miss." */
export const LSTAR_SCREEN_HIT_MAX = 5
/** Strategic Step D, Champions Roll: "A 1, 2, or 3 destroys one nuke, but a 4, 5 or 6 is a miss." */
export const CHAMPION_HIT_MAX = 3

/** Coup Final: "After 12 territories have been destroyed by nukes, the following rule applies". */
export const ROULETTE_STARTS_AFTER = 12
/** Nuclear Roulette Table: "18 Coup Final – Game Over". */
export const COUP_FINAL_AT = 18
/**
 * Nuclear Roulette Table: territories destroyed by nukes -> the lowest die face that ends the
 * game ("13: 6", "14: 5 or 6", "15: 4, 5 or 6", "16: 3, 4, 5 or 6", "17: 2, 3, 4, 5 or 6").
 */
export const NUCLEAR_ROULETTE: Readonly<Record<13 | 14 | 15 | 16 | 17, number>> = {
  13: 6,
  14: 5,
  15: 4,
  16: 3,
  17: 2,
}

/** FACTS.md, "Map names": the 24 neutral (grey) territories of the board. */
export const NEUTRAL_TERRITORIES: readonly string[] = [
  'Northern Canada', 'Western Canada', 'Eastern Canada', 'Greenland', 'Central America', 'Sahara', 'Egypt', 'Poland',
  'Greece', 'Romania', 'Turkey', 'Middle East', 'Iraq', 'Iran', 'Arabia', 'Pakistan', 'India', 'Burma', 'Indo-China',
  'Japan', 'Indonesia', 'Western Australia', 'Eastern Australia', 'New Zealand',
]
