import { defineCatalog } from '../i18n/words'

/**
 * Warlords and Pirates: the words every screen and log line of the module shares. The zones and
 * the warlords' known names (Sivaji…) are printed on the board and the cards: they stay as printed.
 */
export const WARLORDS_NAMES = {
  holderWarlord: 'the warlord of {zone}',
  holderPirate: 'the pirate of {zone}',
  holderNamedWarlord: '{name}, the warlord of {zone}',
  holderNamedPirate: '{name}, the pirate of {zone}',
  warlord: 'warlord',
  pirate: 'pirate',
  warlordTitle: 'Warlord',
  pirateTitle: 'Pirate',
  fullHouse: 'Full House',
  lt6: 'LT6',
  nukes: '{n} nuke | {n} nukes',
  lstars: '{n} L-star | {n} L-stars',
  airUnits: '{n} air unit | {n} air units',
  armies: '{n} army | {n} armies',
  navies: '{n} navy | {n} navies',
  tanks: '{n} tank | {n} tanks',
  units: '{n} unit | {n} units',
  dice: '{n} die | {n} dice',
  list: '{rest} and {last}',
} as const

export const warlordsNames = defineCatalog('warlordsNames', WARLORDS_NAMES)

/** A zone's holder in running text: "Sivaji, the warlord of India", "the pirate of Tokyo Bay". */
export function holderText(zone: { zone: string; kind: 'warlord' | 'pirate'; name?: string | undefined }): string {
  const pirate = zone.kind === 'pirate'
  if (zone.name === undefined) return warlordsNames(pirate ? 'holderPirate' : 'holderWarlord', { zone: zone.zone })
  return warlordsNames(pirate ? 'holderNamedPirate' : 'holderNamedWarlord', { zone: zone.zone, name: zone.name })
}

/** A weapon counted: "2 nukes", "1 L-star", "3 air units". */
export function weaponCount(n: number, weapon: 'nukes' | 'lstars' | 'airUnits'): string {
  return warlordsNames(weapon, { n }, n)
}

/** A zone's own forces counted: armies for a warlord, navies for a pirate. */
export function zoneForces(n: number, kind: 'warlord' | 'pirate'): string {
  return warlordsNames(kind === 'pirate' ? 'navies' : 'armies', { n }, n)
}

/** "a, b and c" in the reader's language (one item: itself; none: ''). */
export function andList(parts: readonly string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : warlordsNames('list', { rest: parts.slice(0, -1).join(', '), last: parts.at(-1)! })
}

/** "a and b and c": each part joined by "and" (where the English has always said so). */
export function andChain(parts: readonly string[]): string {
  return parts.reduce((rest, last) => (rest === '' ? last : warlordsNames('list', { rest, last })), '')
}

/** The first letter capitalised: a sentence that begins with a holder ("The pirate of Tokyo Bay…"). */
export const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1)
