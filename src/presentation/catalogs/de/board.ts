import type { BOARD, UNITS } from '../board'
import type { Translation } from '../../i18n/words'

export const board = {
  title: 'Brett',
  priceIndex: 'Preisindex',
  priceButton: '{resource} {price} im Preisindex: den Markt öffnen',
  power: 'Macht',
  cash: 'Geld',
  grainShort: 'Getr.',
  oilShort: 'Öl',
  mineralsShort: 'Min.',
  nukesShort: 'Atom.',
  loans: 'Kredite',
  due: 'dran',
  seat: '{name} ({player})',
  books: '{cash} Geld, {grain} Getreide, {oil} Öl, {minerals} Mineralien',
  phoneRow: '{who}: {books}. Tippen für den Rest.',
  phoneRowDue: '{who}, ist dran: {books}. Tippen für den Rest.',
  rowToAction: '{who}: {books}, {nukes} Atomraketen, {lstars} L-Stars, Kredite {loans}, {forces}. Tippen, um zu ihrem Zug zu gehen.',
  rowToSupply: '{who}: {books}, {nukes} Atomraketen, {lstars} L-Stars, Kredite {loans}, {forces}. Tippen, um ihr Versorgungszentrum zu öffnen.',
  loansNone: 'keine',
  interestPerTurn: '{amount} je Zug',
  supplyCard: 'Versorgungszentrum ›',
  dueAction: 'Ihr fälliger Zug',
} satisfies Translation<typeof BOARD>

export const units = {
  armies: 'Armeen',
  navies: 'Flotten',
  airUnits: 'Lufteinheiten',
  armiesCount: '{n} Armee | {n} Armeen',
  naviesCount: '{n} Flotte | {n} Flotten',
  airUnitsCount: '{n} Lufteinheit | {n} Lufteinheiten',
  armiesInSentence: 'Armeen',
  naviesInSentence: 'Flotten',
  airUnitsInSentence: 'Lufteinheiten',
} satisfies Translation<typeof UNITS>
