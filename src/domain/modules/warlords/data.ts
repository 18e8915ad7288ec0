/**
 * The numbers of Warlords and Pirates of the Neutral Zones (shared/rules/expansion-warlords-and-pirates.txt),
 * each checked through the rule that uses it in tests/rulebook/warlords.test.ts. With Air Units on,
 * that variant's "Warlords and Pirates" numbers come from air-units/data.ts (not copied here).
 */
import { POWER_IDS, type PowerId } from '../../kernel/ids'
import { SUPERPOWERS } from '../../kernel/superpowers'
import type { Millions } from '../../kernel/money'
import { WARLORD_AIR_UNIT_BUY_PRICE, WARLORD_AIR_UNIT_SELL_PRICE, WARLORD_MAX_AIR_UNITS } from '../air-units/data'

/** Where each rule lives in the expansion's text. */
export const WARLORDS_RULE = {
  setup: 'Warlords and Pirates, Setting Up (Full House, LT6; Placing the Warlords and Pirates)',
  fullHouse: 'Warlords and Pirates, Setting Up, Full House',
  lt6: 'Warlords and Pirates, Setting Up, LT6',
  tanks: 'Warlords and Pirates, Rules Relating to Other Expansion Sets, Miniatures of War, Main Battle Tanks',
  salaries: 'Warlords and Pirates, Stage 1 - Pay Salaries and Loans to Bank',
  bidding: 'Warlords and Pirates, Stage 1, Bidding for the Resource Cards',
  blockade: 'Warlords and Pirates, Stage 1, Pirate Blockades (Roll for Blockade Fees, Roll for Super Fees)',
  sellingPosition: 'Warlords and Pirates, Stage 3, Roll for Selling Position',
  defence: 'Warlords and Pirates, Stage 4, Conventional Attack',
  sales: 'Warlords and Pirates, Stage 6, Three By Three Sales',
  buying: 'Warlords and Pirates, Stage 6 ("Warlords and pirates will also sell their nukes and L-stars")',
  priceList: 'Warlords and Pirates, Stage 6, Sales Chart, Weapon Price List',
  clientList: 'Warlords and Pirates, Stage 6, Sales Chart, Client List ("They must complete this form at the beginning of Stage 6")',
  treasury: 'Warlords and Pirates, Foreword ("Nervos belli, pecuniam infinitam": the sinews of war, unlimited money)',
  airUnits: 'Air Units, Rules Relating to Other Expansion Sets, Warlords and Pirates, Weapon Price List',
  attack: 'Warlords and Pirates, Stage 4 - Attack ("Warlords and pirates do not attack - they only defend")',
  firstStrike: 'Warlords and Pirates, Stage 4, First Strike and Strategic Attack',
  allyCounterattacks: 'Warlords and Pirates, Stage 4, Ally Counterattacks',
  spoils: 'Warlords and Pirates, Other Rules of Play, Spoils of War',
  reinforcements: 'Warlords and Pirates, Stage 6, Building Reinforcements (Armies and Navies)',
  nuked: 'Warlords and Pirates, Stage 4, Strategic Attack ("When warlords and pirates are attacked with nukes, they always retaliate"; "may use their L-stars for defense")',
  vacated: 'Warlords and Pirates, Stage 6, Building Reinforcements ("If these zones are later vacated by the superpower, then they may build armies and navies there")',
} as const

/** Full House: "Pirates may be placed in the following seas" (the eight seas, as the text lists them). */
export const PIRATE_SEAS: readonly string[] = ['Arabian Sea', 'Bay of Bengal', 'Hudson Strait', 'Java Sea', 'Shark Bay', 'Tasman Sea', 'Timor Sea', 'Tokyo Bay']

/** FACTS.md, "Map names": the 31 light-blue (territorial) seas of the board. */
export const LIGHT_BLUE_SEAS: readonly string[] = [
  'Barkley Sound', 'Santa Barbara Passage', 'Gulf of Panama', 'Lima Bay', 'Rio de Plata', 'Baia Santos', 'Caribbean Sea',
  'Long Island Sound', 'Gulf of St. Lawrence', 'Hudson Strait', 'North Sea', 'Barents Sea', 'Baltic Sea', 'Bay of Biscay',
  'Mediterranean Sea', 'Sea of Crete', 'Black Sea', 'Gulf of Guinea', 'Cape of Good Hope', 'Straits of Malacca', 'Red Sea',
  'Arabian Sea', 'Bay of Bengal', 'Java Sea', 'South China Sea', 'Sea of Japan', 'Tokyo Bay', 'Sea of Okhotsk', 'Timor Sea',
  'Shark Bay', 'Tasman Sea',
]

/**
 * The board: the territories each light-blue sea touches. Source, in FACTS.md's way: the map data
 * of jcjones/Gpremacy (2005, `countries.csv`, its "%" adjacency lines), the program FACTS.md
 * already takes the Price Index and the company list from. Read both ways (a sea lists its coasts,
 * a territory its seas): they agree except that Nanling lists the Sea of Japan and the sea does not
 * list Nanling; it is kept (both are China's, so no LT6 choice turns on it). Gpremacy spells the
 * "Carribean Sea"; the name here is FACTS.md's. Checked against the text in
 * tests/rulebook/warlords-board.test.ts: the seas bordering no home are exactly Full House's eight,
 * South America's are the four the LT6 example names, and the Caribbean Sea borders the USA.
 */
export const SEA_COASTS: Readonly<Record<string, readonly string[]>> = {
  'Barkley Sound': ['Alaska', 'Western Canada', 'Western U.S.A.'],
  'Santa Barbara Passage': ['Western U.S.A.'],
  'Gulf of Panama': ['Central America', 'Venezuela'],
  'Lima Bay': ['Venezuela', 'Peru', 'Argentina'],
  'Rio de Plata': ['Argentina'],
  'Baia Santos': ['Brazil', 'Argentina'],
  'Caribbean Sea': ['Eastern U.S.A.', 'Midwest U.S.A.', 'Central America', 'Venezuela', 'Brazil'],
  'Long Island Sound': ['Eastern U.S.A.'],
  'Gulf of St. Lawrence': ['Eastern Canada', 'Eastern U.S.A.'],
  'Hudson Strait': ['Greenland', 'Western Canada', 'Northern Canada', 'Eastern Canada'],
  'North Sea': ['British Isles', 'Scandinavia', 'Western Europe'],
  'Barents Sea': ['Siberia'],
  'Baltic Sea': ['Scandinavia', 'Russia', 'Poland', 'Eastern Europe', 'Western Europe'],
  'Bay of Biscay': ['Iberia', 'Western Europe'],
  'Mediterranean Sea': ['Eastern Europe', 'Western Europe', 'Iberia', 'Sahara'],
  'Sea of Crete': ['Middle East', 'Turkey', 'Greece', 'Eastern Europe'],
  'Black Sea': ['Kazakh', 'Turkey', 'Romania', 'Greece'],
  'Gulf of Guinea': ['Zaire', 'Nigeria'],
  'Cape of Good Hope': ['Zaire', 'South Africa'],
  'Straits of Malacca': ['South Africa', 'Mozambique'],
  'Red Sea': ['Middle East', 'Egypt', 'Arabia', 'Mozambique'],
  'Arabian Sea': ['India', 'Pakistan', 'Iran', 'Iraq', 'Arabia'],
  'Bay of Bengal': ['India', 'Burma', 'Indonesia'],
  'Java Sea': ['Indo-China', 'Burma', 'Indonesia'],
  'South China Sea': ['Indo-China', 'Nanling'],
  'Sea of Japan': ['Japan', 'Buryatsk', 'Manchuria', 'Mongolia', 'Shantung', 'Nanling'],
  'Tokyo Bay': ['Japan'],
  'Sea of Okhotsk': ['Yakutsk', 'Buryatsk', 'Japan'],
  'Timor Sea': ['Indonesia', 'Eastern Australia', 'Western Australia'],
  'Shark Bay': ['Western Australia'],
  'Tasman Sea': ['New Zealand', 'Eastern Australia'],
}

/** The light-blue seas next to `territory` on the board (SEA_COASTS), in the seas' order; none for a place the table does not know. */
export function seasNextTo(territory: string): string[] {
  return LIGHT_BLUE_SEAS.filter((sea) => SEA_COASTS[sea]?.includes(territory))
}

/**
 * LT6: "Pirates may not be placed in seas adjacent to the home territory of a player." The
 * superpowers whose home territories each light-blue sea touches, from the board (SEA_COASTS).
 */
export const SEAS_BORDERING_HOMES: Readonly<Record<string, readonly PowerId[]>> = Object.fromEntries(
  LIGHT_BLUE_SEAS.map((sea) => [sea, POWER_IDS.filter((id) => SUPERPOWERS[id].homeTerritories.some((t) => SEA_COASTS[sea]?.includes(t)))]),
)

/**
 * Before rules edition 4 (warlords version 1) the app had no sea adjacency and refused only the
 * seas the text itself places next to a home (kept for checking entries that version decided).
 */
export const SEAS_BORDERING_HOMES_V1: Readonly<Record<string, readonly PowerId[]>> = {
  'Caribbean Sea': ['usa'],
  'Rio de Plata': ['south-america'],
  'Baia Santos': ['south-america'],
  'Lima Bay': ['south-america'],
  'Gulf of Panama': ['south-america'],
}

/** FACTS.md, "Warlords and Pirates": the only names known from the expansion's supply center. */
export const KNOWN_NAMES: Readonly<Record<string, string>> = {
  Greenland: 'Gunbjorn',
  India: 'Sivaji',
  'Arabian Sea': 'Sharjah',
  'Bay of Bengal': 'Nicobar',
}

/** Placing the Warlords and Pirates: "Roll one die and put that number of armies (cubes)" (navies for a pirate). */
export const FORCES_DIE = { min: 1, max: 6 } as const

/** Main Battle Tanks: "roll one die once for each territory and place one black tank on the territory for every six points". */
export const POINTS_PER_TANK = 6

/** Stage 1: "a $100 million salary for each resource card located in a zone occupied by a warlord or pirate". */
export const ZONE_SALARY: Millions = 100
/** Bidding for the Resource Cards: "a minimum increase of $50 million per bid". */
export const MINIMUM_BID_STEP: Millions = 50
/** Roll for Blockade Fees: "$100 million to the bank for each point on the die". */
export const BLOCKADE_FEE_PER_POINT: Millions = 100
/** Roll for Super Fees: "pay $200 million to the bank for each point on the die" (after a sum equal to the Blockade Fee). */
export const SUPER_FEE_PER_POINT: Millions = 200
/** Roll for Selling Position: "If it is a 1, 2, 3 or 4, the players sell first. A roll of 5 or 6, means that the warlords and pirates sell first." */
export const WARLORDS_SELL_FIRST_FROM = 5
/** Conventional Attack: "Warlords and pirates always get two dice as defenders" (one more for the most forces, one more for the most L-stars). */
export const DEFENDER_DICE = 2
/** Three By Three Sales: "Each player may sell up to three weapons per turn." */
export const WEAPONS_PER_POWER_PER_TURN = 3

/** One row of the Weapon Price List: what a warlord or pirate pays, asks, and may own at one time. */
export interface WeaponPriceRow {
  key: string
  /** The row's name as the list prints it ("Biowar: Small Pox"). */
  name: string
  /** "Buying Price": what the warlord or pirate pays a power, $M. */
  buying: Millions
  /** "Selling Price": what it asks of a power, $M; null where the list prints "n/a". */
  selling: Millions | null
  /** "Maximum Number": what it may own at any one time. */
  maximum: number
}

const row = (key: string, name: string, buying: Millions, selling: Millions | null, maximum: number): WeaponPriceRow => ({ key, name, buying, selling, maximum })
const techRows = (forces: 'conventional' | 'strategic', label: string) =>
  [1, 2, 3, 4, 5].map((level) => row(`${forces}Tech${level}`, `High Technology For ${label} Forces: Tech Level ${level}`, 400, 800, 1))

/**
 * Stage 6, Sales Chart, "Weapon Price List": every row as printed ("Prices have been included for
 * weapons from other expansion sets"). Only nukes and L-stars are weapons of the basic game; the
 * others wait for their expansions' modules.
 */
export const WEAPON_PRICE_LIST: readonly WeaponPriceRow[] = [
  row('nukes', 'Nukes', 1000, 2000, 12),
  row('lstars', 'L-Stars', 2000, 4000, 12),
  row('neutronBombs', 'Neutron Bombs', 1500, 3000, 12),
  row('killerSatellites', 'Killer Satellites', 3000, 6000, 12),
  row('missileSilos', 'Missile Silos', 200, null, 24),
  ...techRows('conventional', 'Conventional'),
  ...techRows('strategic', 'Strategic'),
  row('biowarSmallPox', 'Biowar: Small Pox', 600, 1200, 1),
  row('biowarYellowFever', 'Biowar: Yellow Fever', 700, 1400, 1),
  row('biowarBotulinA', 'Biowar: Botulin A', 800, 1600, 1),
  row('biowarBlackPlague', 'Biowar: Black Plague', 900, 1800, 1),
  row('biowarAnthrax', 'Biowar: Anthrax', 1000, 2000, 1),
  row('antidoteSmallPox', 'Antidotes: Small Pox', 1000, 2000, 1),
  row('antidoteYellowFever', 'Antidotes: Yellow Fever', 1250, 2500, 1),
  row('antidoteBotulinA', 'Antidotes: Botulin A', 1500, 3000, 1),
  row('antidoteBlackPlague', 'Antidotes: Black Plague', 1750, 3500, 1),
  row('antidoteAnthrax', 'Antidotes: Anthrax', 2000, 4000, 1),
  row('chemwarCyanide', 'Chemwar: Cyanide', 1000, 2000, 1),
  row('chemwarMustardGas', 'Chemwar: Mustard Gas', 1250, 2500, 1),
  row('chemwarPhosgene', 'Chemwar: Phosgene', 1500, 3000, 1),
  row('chemwarPrussicAcid', 'Chemwar: Prussic Acid', 1750, 3500, 1),
  row('chemwarNerveGas', 'Chemwar: Nerve Gas', 2000, 4000, 1),
  row('boomers', 'Boomers', 4000, 8000, 5),
  row('mainBattleTanks', 'Main Battle Tanks', 1000, 2000, 5),
]

/** "The minimum price they will accept is $2 billion for a nuke and $4 billion for an L-star" (the list's selling prices). */
export const MINIMUM_SELLING_PRICE = { nukes: 2000, lstars: 4000 } as const

/** The weapons this app can trade with warlords and pirates: the basic game's, and air units with Air Units on. */
export type WarlordWeapon = 'nukes' | 'lstars' | 'airUnits'
export const WARLORD_WEAPONS: readonly WarlordWeapon[] = ['nukes', 'lstars', 'airUnits']

/** The price row of a weapon this app trades: the Weapon Price List's, or the Air Units variant's for air units. */
export function priceRow(weapon: WarlordWeapon): WeaponPriceRow {
  if (weapon === 'airUnits') return row('airUnits', 'Air Units', WARLORD_AIR_UNIT_BUY_PRICE, WARLORD_AIR_UNIT_SELL_PRICE, WARLORD_MAX_AIR_UNITS)
  return WEAPON_PRICE_LIST.find((r) => r.key === weapon)!
}

/** Conventional Attack: "another [die], if they have the most forces" (a tie gives no one the die). */
export const WARLORD_FORCES_DIE = 1
/** Conventional Attack: "and, another if they have the most L-stars" (a tie gives no one the die). */
export const WARLORD_LSTAR_DIE = 1
/** Building Reinforcements: "Roll one die once, then place that number of armies in his territory" (navies for a pirate). */
export const REINFORCEMENT_DIE = { min: 1, max: 6 } as const
/** Strategic Attack: "If two or more territories qualify, then the Marshall decides by the roll of the die": faces 1 to 6. */
export const TARGET_DIE = { min: 1, max: 6 } as const
