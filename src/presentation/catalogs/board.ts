import { defineCatalog } from '../i18n/words'

/**
 * The Board tab: every power's books in one table and the three prices (resource and row names
 * come from the `supply` area, power names from `powers`).
 */
export const BOARD = {
  title: 'Board',
  priceIndex: 'Price Index',
  priceButton: '{resource} {price} on the Price Index: open the Market',
  power: 'Power',
  cash: 'Cash',
  grainShort: 'Grain',
  oilShort: 'Oil',
  mineralsShort: 'Min.',
  nukesShort: 'Nukes',
  loans: 'Loans',
  due: 'due',
  seat: '{name} ({player})',
  books: '{cash} cash, {grain} grain, {oil} oil, {minerals} minerals',
  phoneRow: '{who}: {books}. Tap for the rest.',
  phoneRowDue: '{who}, due: {books}. Tap for the rest.',
  rowToAction: '{who}: {books}, {nukes} nukes, {lstars} L-stars, loans {loans}, {forces}. Tap to go to its action.',
  rowToSupply: '{who}: {books}, {nukes} nukes, {lstars} L-stars, loans {loans}, {forces}. Tap to open its supply card.',
  loansNone: 'none',
  interestPerTurn: '{amount} a turn',
  supplyCard: 'Supply card ›',
  dueAction: 'Its due action',
} as const

export const boardWords = defineCatalog('board', BOARD)

/**
 * The unit table's rows (the basic game's armies and navies, the Air Units variant's air units), by
 * the rules' unit id: a column head, a count, and the name inside a sentence.
 */
export const UNITS = {
  armies: 'Armies',
  navies: 'Navies',
  airUnits: 'Air units',
  armiesCount: '{n} army | {n} armies',
  naviesCount: '{n} navy | {n} navies',
  airUnitsCount: '{n} air unit | {n} air units',
  armiesInSentence: 'armies',
  naviesInSentence: 'navies',
  airUnitsInSentence: 'air units',
} as const

export const unitWords = defineCatalog('units', UNITS)

type UnitId = 'armies' | 'navies' | 'airUnits'
const isKnownUnit = (id: string): id is UnitId => id === 'armies' || id === 'navies' || id === 'airUnits'

/** A unit's column head ("Armies"); a unit this catalog does not know keeps the rules' own name. */
export function unitLabel(id: string, fallback: string): string {
  return isKnownUnit(id) ? unitWords(id) : fallback
}

/** "3 armies", "1 navy". */
export function unitCountText(id: string, n: number, fallback: string): string {
  return isKnownUnit(id) ? unitWords(`${id}Count`, { n }, n) : `${n} ${fallback}`
}

/** "armies" inside a sentence ("USA armies: 3 → 4"). */
export function unitInSentence(id: string): string {
  return isKnownUnit(id) ? unitWords(`${id}InSentence`) : id
}
