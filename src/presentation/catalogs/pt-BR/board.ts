import type { BOARD, UNITS } from '../board'
import type { Translation } from '../../i18n/words'

export const board = {
  title: 'Tabuleiro',
  priceIndex: 'Índice de Preços',
  priceButton: '{resource} {price} no Índice de Preços: abrir o mercado',
  power: 'Potência',
  cash: 'Dinheiro',
  grainShort: 'Grãos',
  oilShort: 'Petr.',
  mineralsShort: 'Min.',
  nukesShort: 'Nucl.',
  loans: 'Empréstimos',
  due: 'na vez',
  seat: '{name} ({player})',
  books: '{cash} em dinheiro, {grain} grãos, {oil} petróleo, {minerals} minérios',
  phoneRow: '{who}: {books}. Toque para ver o resto.',
  phoneRowDue: '{who}, na vez: {books}. Toque para ver o resto.',
  rowToAction: '{who}: {books}, {nukes} mísseis nucleares, {lstars} L-Stars, empréstimos {loans}, {forces}. Toque para ir à sua ação.',
  rowToSupply: '{who}: {books}, {nukes} mísseis nucleares, {lstars} L-Stars, empréstimos {loans}, {forces}. Toque para abrir seu centro de suprimentos.',
  loansNone: 'nenhum',
  interestPerTurn: '{amount} por vez',
  supplyCard: 'Centro de suprimentos ›',
  dueAction: 'Sua ação pendente',
} satisfies Translation<typeof BOARD>

export const units = {
  armies: 'Exércitos',
  navies: 'Marinhas',
  airUnits: 'Unidades aéreas',
  armiesCount: '{n} exército | {n} exércitos',
  naviesCount: '{n} marinha | {n} marinhas',
  airUnitsCount: '{n} unidade aérea | {n} unidades aéreas',
  armiesInSentence: 'exércitos',
  naviesInSentence: 'marinhas',
  airUnitsInSentence: 'unidades aéreas',
} satisfies Translation<typeof UNITS>
