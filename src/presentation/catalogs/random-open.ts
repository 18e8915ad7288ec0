import { defineCatalog } from '../i18n/words'

/** Random Open's cards, dice, bonus resources and forces, one superpower at a time. */
export const RANDOM_OPEN = {
  marketPrices: 'Market prices',
  rollAll: 'Roll all for me',
  diceIntro: 'Two dice per resource; the total is the Price Index spot, counted from the left. Roll here, or type the dice you rolled.',
  die: '{resource}, die {n}',
  roll: 'Roll for me',
  spotPrice: 'spot {spot} →',
  notRolled: 'not rolled yet',
  homeCardsKept: 'Home cards kept',
  countOf: '{n} of {total}',
  homeCardsRule: "The rule: keep the top {kept} cards of {power}'s pile; the other three go back to the deck.",
  dealtCards: 'Dealt cards',
  card: 'Card',
  cardResource: '{card} {n} resource',
  cardUnits: '{card} {n} units',
  cardTerritory: '{card} {n} territory',
  cardCompany: '{card} {n} company name',
  units: '{n} unit | {n} units',
  territory: 'Territory',
  companyOptional: 'Company name (optional)',
  removeCard: 'Remove card {n}',
  remove: 'Remove',
  addDealtCard: '+ Add a dealt card',
  independentCard: 'Independent card',
  fromOwnPile: "From {power}'s own pile",
  fromPile: "From {power}'s pile",
  returnCard: "{territory} is {power}'s home: the rule says return this card and draw another.",
  bonusResources: 'Bonus resources',
  bonusPlaced: '{placed} of {total} placed',
  forcesPlaced: 'Armies and navies placed',
  armies: 'Armies',
  navies: 'Navies',
  forcesHint:
    'Suggested {total} armies: {home} home territories + {foreign} foreign with a card + {bonus} bonus. Take bonus forces as navies? Move them from armies to navies, and add any navies placed in ports.',
  useSuggested: 'Use suggested armies',
} as const

export const randomOpenWords = defineCatalog('randomOpen', RANDOM_OPEN)
