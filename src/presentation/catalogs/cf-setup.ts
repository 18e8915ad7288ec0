import { defineCatalog } from '../i18n/words'

/**
 * The Cash Flow variant's set-up (issue 29): the steps, each power's cards, resources and forces,
 * the entropy token, the deck and the readings where the variant is silent. Company and territory
 * names on the cards stay as printed.
 */
export const CF_SETUP = {
  // The steps and what each still misses.
  choosePowers: "Choose the superpowers above to enter each one's cards, resources and forces.",
  stepsLabel: 'Cash Flow set-up steps',
  deckStep: 'Deck and token',
  where: 'Step {n} of {total}: {label}',
  toDo: '· {n} to do',
  done: '· done',
  nextStep: 'Next: {label} ›',
  missingOwn: '{power}: pick the {n} cards drawn from its own stack ({picked} picked).',
  missingNeutral: '{power}: type the territory of each neutral card.',
  missingUnits: '{power}: {n} of {total} resource units chosen.',
  missingEntropy: 'Roll for the entropy token, or say who holds it.',
  missingFaceUp: 'Type the territory of each of the {n} face-up cards.',
  // A power's start.
  ownStack: 'Own stack: the {n} drawn',
  countOf: '{n} of {total}',
  dealForMe: 'Deal for me',
  dealAgain: 'Deal again',
  ownRule: 'Tap the cards the table drew, or let the app draw them at random and take those from the stack.',
  neutralCards: 'Neutral cards',
  neutralCard: 'Neutral card',
  resourceUnits: 'Resource units',
  forces: 'Forces placed',
  forcesRule:
    'One army in each of {homes} home territories and {carded} carded neutral territory, then {extra} more: {total}. | One army in each of {homes} home territories and {carded} carded neutral territories, then {extra} more: {total}.',
  armies: 'Armies',
  navies: 'Navies',
  // The entropy token and the deck.
  entropyToken: 'Entropy token',
  entropyRule: '“Randomly determine who starts with the entropy token.” Its holder discards a company at the start of each of his turns and passes it to the right.',
  whoHolds: 'Who holds the entropy token',
  rollForIt: 'Roll for it',
  holds: '{power} holds the entropy token',
  theDeck: 'The deck',
  faceUpRule: 'Turn {n} cards face up beside the deck and enter them (not all of one resource).',
  faceUpCards: 'Face-up cards',
  faceUpCard: 'Face-up card',
  nukeInRow: 'The nukes card came up while dealing the row: it is scored at once and set out, the next card took its place',
  deckCounts: 'Deck at the first turn: {n} cards (companies in thirds of {thirds}, and the tech cards)',
  deckRule:
    'The cards left after the deal, shuffled into three piles as equal as possible; the nukes card goes into the first, the L-stars card into the second, the Supremacy card into the last. The face-up row comes off the first pile, so its count here is {n} fewer. Change the counts if your deck differs.',
  cardsLeft: 'Cards left after the deal',
  firstThird: 'First third after the row (nukes card)',
  secondThird: 'Second third (L-stars card)',
  lastThird: 'Last third (Supremacy card)',
  // The readings where the variant is silent.
  silent: 'Where the variant is silent',
  tiesLegend: 'A tie for the most production',
  entropyLegend: '“The entropy process is ignored on the first turn of the game”',
  loansLegend: 'When a player may borrow from another',
  withdrawLegend: 'Units offered on the market',
  tiesShared: 'Every tied player scores the 2 points (default)',
  tiesSharedText: '“Two (2) points are scored for the player with the most mineral production”: a tie for the most counts as the most for each.',
  tiesNone: 'Nobody scores them',
  tiesNoneText: 'A tie means no single player has the most, so the 2 points go to nobody.',
  entropyFirstTurn: 'From the game’s second turn (default)',
  entropyFirstTurnText: '“the entropy process is ignored on the first turn of the game”: only the very first turn is skipped.',
  entropyFirstRound: 'Once everyone has had a turn',
  entropyFirstRoundText: 'Read as every player’s first turn: the token starts acting in the second round.',
  loansAnyTime: 'Loans at any moment (default)',
  loansAnyTimeText:
    '“If a player wishes to borrow money, he must convince another player to lend it to him”: tied to no action, so money alone changes hands whenever two players agree.',
  loansMarket: 'Loans only in the Market action',
  loansMarketText: 'A loan is a Direct Trade, made in the Market action of the player whose turn it is.',
  withdrawNever: 'Units offered stay on the market (default)',
  withdrawNeverText: 'Offered “by deleting them from his supply center”; the seller may only change the price until someone buys them.',
  withdrawToRow: 'Sellers may take units back',
  withdrawToRowText: 'In his Market action a seller takes units back into room in his rows (12 more units stored, free).',
} as const

export const cfSetupWords = defineCatalog('cfSetup', CF_SETUP)
