import { defineCatalog } from '../i18n/words'

/**
 * Cash Flow's Markets tab: the commodities market's asks, the labor market's boxes and the money
 * on them, the Market action's choices and what to do with the discs, and the game's readings of
 * loans and taking units back.
 */
export const CF_MARKETS = {
  commoditiesMarket: 'Commodities market',
  price: 'Price',
  seller: 'Seller',
  units: 'Units',
  laborMarket: 'Labor market',
  boxFilled: 'Box {n}: {price}, holds a stack of money',
  boxNext: 'Box {n}: {price}, next to be paid',
  boxOpen: 'Box {n}: {price}, open',
  statePaid: '● paid',
  stateNext: '▶ next',
  stateOpen: 'open',
  marketAction: 'Market action',
  marketNotYours: 'Market commands are the Market action of the player whose turn it is: select it on the Turn tab.',
  loansTitle: 'Loans between players',
  codeName: '{code} {name}',
  codeNameInSentence: '{code} ({name})',
  unitsN: '{n} unit | {n} units',
  noAsks: 'No asks',
  forSale: '{n} unit for sale, from {price} | {n} units for sale, from {price}',
  nextLaborNone: 'Next unit of labor: none (every box holds money; delete sets to open boxes)',
  nextLabor: 'Next unit of labor: {price}',
  laborMoney: 'Money on the labor market: {money} ({n} stack) | Money on the labor market: {money} ({n} stacks)',
  listedBy: '{power} has {n} of {max} units on the market',
  ownAsk: '{resource}: {units} at {price}',
  buyableAsk: '{resource}: {seller}, {units} at {price}',
  setsPickUp: '{n} set picks up {total} | {n} sets pick up {total}',
  setsPickUpStacks: '{n} set picks up {total}: {stacks} | {n} sets pick up {total}: {stacks}',
  discsList: 'Put {n} {code} disc on the {resource} market at {price} | Put {n} {code} discs on the {resource} market at {price}',
  discsAdjust: 'Move {n} {code} disc on the {resource} market from {from} to {to} | Move {n} {code} discs on the {resource} market from {from} to {to}',
  discsWithdraw: 'Take {n} {code} disc off the {resource} market at {price} | Take {n} {code} discs off the {resource} market at {price}',
  discsBuy: 'Return {n} {code} disc from the {resource} market at {price} to {seller} | Return {n} {code} discs from the {resource} market at {price} to {seller}',
  discsLabor: 'Pick up {n} stack of money from the right of the labor market | Pick up {n} stacks of money from the right of the labor market',
  readingNeverAnyTime: 'This game: Units offered stay on the market until bought (change their price instead). A loan (money alone) may also be made outside this action.',
  readingNeverMarket: 'This game: Units offered stay on the market until bought (change their price instead). Loans are Direct Trades, made in this action.',
  readingRowAnyTime: 'This game: Sellers may take units back into their rows. A loan (money alone) may also be made outside this action.',
  readingRowMarket: 'This game: Sellers may take units back into their rows. Loans are Direct Trades, made in this action.',
  loansAnyTime: 'Money alone from one player to another, at any moment of play (this game’s reading): a loan, or paying one back. The terms are the players’ own; the app records the money.',
  loansMarketAction: 'Loans are Direct Trades in the Market action of the player whose turn it is (this game’s reading, chosen at setup): not outside it.',
} as const

export const cfMarketsWords = defineCatalog('cfMarkets', CF_MARKETS)
