/**
 * The numbers of the Air Units variant (shared/rules/variant-air-units.txt), each checked in
 * tests/rulebook/air-units.test.ts. Readings where the text is ambiguous are settings (settings.ts).
 */

/** Where each rule lives in variant-air-units.txt. */
export const AIR_RULE = {
  salary: 'Air Units, Stage 1 - Pay Salaries',
  build: 'Air Units, How to Build Air units',
  move: 'Air Units, How to Move Air units',
  cargo: 'Air Units, Transporting with Air units',
  options: 'Air Units, How to Attack with Air units (Air-to-air, High altitude bombing, Ground attack)',
  primaryTarget: 'Air Units, Identify Primary Target',
  firePower: 'Air Units, Fire Power Rating Points (FPR)',
  edge: 'Air Units, Fire Power Edge Points',
  killPoints: 'Air Units, Kill Points',
  outOfOil: 'Air Units, Out of Oil - Out of Air unit',
  airborne: 'Air Units, Airborne Assaults',
  amphibious: 'Air Units, Amphibious Assaults',
  spoils: 'Air Units, Other Rules of Play, Spoils of War',
  sale: 'Air Units, Other Rules of Play, Buying and Selling Weapons',
  detente: 'Air Units, Winning the Game',
  warlords: 'Air Units, Rules Relating to Other Expansion Sets, Warlords and Pirates',
} as const

/** Playing Equipment: "twenty per superpower" (the pieces in the box). */
export const AIR_UNITS_PER_POWER = 20
/** Stage 1: "salaries of $10 million for each air unit". */
export const AIR_UNIT_SALARY = 10
/** Winning the Game: "the air units are valued at $100 million each". */
export const AIR_UNIT_DETENTE_VALUE = 100
/** How to Build: "two air units by removing one grain, one oil and one mineral unit ... pay $400 million". */
export const AIR_UNITS_PER_SET = 2
export const AIR_BUILD_COST_PER_SET = 400
/**
 * The text prices only the pair: an odd air unit costs a whole set of supplies and either the
 * pair's $400M (default: the price the text names, "He must also pay $400 million") or half of it,
 * $200M an air unit (a setting, for groups that price per unit as the basic game prices armies).
 */
export const AIR_BUILD_PRICE_READINGS = ['perPair', 'perUnit'] as const
export const AIR_BUILD_COST_PER_UNIT = AIR_BUILD_COST_PER_SET / AIR_UNITS_PER_SET
/**
 * Spoils of War: "his air units become the property of the victor". Default all of them (the pieces
 * change owner, not colour, as the basic game's armies "remain on the board and become the property
 * of the victor"); a setting caps the victor at the 20 pieces of a colour like a build or a sale
 * (the rest go out of play).
 */
export const AIR_SPOILS_READINGS = ['all', 'twenty'] as const
/** How to Move: "two oil units for every territory the air unit crosses or enters". */
export const AIR_MOVE_OIL_PER_TERRITORY = 2
/** Transporting: "A air unit can be used to transport two armies"; with cargo "its FPR is 1". */
export const AIR_CARGO_ARMIES = 2
export const AIR_CARGO_FIRE_POWER = 1
/** Fire Power Rating Points: army and navy 1; air unit 5 by the prose and its example, 4 in the table (a setting). */
export const ARMY_FIRE_POWER = 1
export const NAVY_FIRE_POWER = 1
export const AIR_FIRE_POWER_READINGS = [5, 4] as const
/**
 * The same table: "Tanks (miniatures) 5", "Helicopters (miniatures) 4", pieces of other sets a group
 * may own. Counted on the desk for fire power in a ground attack only; the variant gives them no
 * kill points, so the app never removes them (the table does, by its own agreement).
 */
export const TANK_FIRE_POWER = 5
export const HELICOPTER_FIRE_POWER = 4
/** Fire Power Edge Points: "one ... for every three points that his Fire Power Rating exceeds". */
export const FIRE_POWER_PER_EDGE_POINT = 3
/** Kill Points: "three points to destroy the basic army unit"; "six points to kill an air unit" (text). */
export const ARMY_KILL_POINTS = 3
export const NAVY_KILL_POINTS = 3
/**
 * The text says six; the worked example (a 12 destroys the air unit and one army with a point
 * left over; a 7 destroys nothing) only adds up at eight. A setting; default the text's six.
 */
export const AIR_KILL_POINTS_READINGS = [6, 8] as const
/**
 * Air units against an empty zone (basic Stage 4, "The Militia": "the Marshall rolls one die once
 * for the defenders, and removes one army or navy unit from the attacking forces for every three
 * points"). The variant says nothing of the militia. 'withArmies' (default): air units join an
 * attack on an empty zone beside at least one army or navy, and the militia's die removes armies
 * and navies only, the units the text names (occupation is by armies; with an army or navy in the
 * attack one die can never leave the six kill points an air unit takes). 'alone': air units may
 * attack an empty zone by themselves too, and the Marshall's points take an air unit at the air
 * unit's kill points once no army or navy of the attack is left (Kill Points: "a player may
 * destroy one of his opponent's forces if he has enough kill points").
 */
export const AIR_MILITIA_READINGS = ['withArmies', 'alone'] as const
/** High altitude bombing: "Silo/Spaceport 4-6", "Factory 5-6" (a record only: those pieces are not in the basic game). */
export const BOMBING_HIT_FROM = { siloOrSpaceport: 4, factory: 5 } as const
/** Warlords and Pirates: "They will pay $400 million", "They charge $800 million", "twenty". */
export const WARLORD_AIR_UNIT_BUY_PRICE = 400
export const WARLORD_AIR_UNIT_SELL_PRICE = 800
export const WARLORD_MAX_AIR_UNITS = 20
