import { defineCatalog } from '../i18n/words'

/**
 * Cash Flow's Board: whose turn and where it is, the entropy token, the labor market, the tech
 * cards revealed, the deck and the face-up cards, and each power's card (cash, supply center,
 * units on the market, open production, score).
 */
export const CF_BOARD = {
  whereTheGameIs: 'Where the game is',
  turnN: 'Turn {n}',
  turn: 'Turn',
  entropyToken: 'Entropy token',
  nextLaborUnit: 'Next labor unit',
  techRevealed: 'Tech revealed',
  deck: 'Deck',
  faceUpCards: 'Face-up cards',
  gameOverOne: 'Game over: {names} wins.',
  gameOverMany: 'Game over: {names} win.',
  resource: 'Resource',
  supply: 'Supply',
  onMarket: 'On market',
  openProduction: 'Open production',
  listedN: 'Listed {listed}',
  cloudsN: 'Clouds {n}',
  scoreN: 'Score {n}',
  rowValue: '{label} {n}',
  // Where the turn is
  stepEntropy: 'holds the entropy token: discards a company first',
  stepChoose: 'chooses an action',
  stepAction: '{action} action',
  // Facts
  techCard: '{tech} (tech card)',
  companyCard: '{resource} {units} · {territory}',
  companyCardNamed: '{resource} {units} · {territory} · {name}',
  laborFull: 'every box is full: satisfy labor demand first',
  laborFilled: '{filled} of {n} boxes hold money',
  noTech: 'None yet: nukes and L-stars cannot be built',
  cardsInDeck: '{n} card in the deck | {n} cards in the deck',
  noRound: 'No scoring round yet',
  roundsOf: '{n} of {total} scoring rounds',
  listedOf: '{n} of {max}',
  techNukes: 'Nukes',
  techLstars: 'L-stars',
  techSupremacy: 'Supremacy',
  // A company's sheet in a Cash Flow game
  openNote: 'Opened, it produces and counts for scoring. In Cash Flow opening is free, in its owner’s turn.',
  openCard: 'An open card stays open in Cash Flow; it changes hands by a Direct Trade (Market action) or nationalization (Attack action).',
} as const

export const cfBoardWords = defineCatalog('cfBoard', CF_BOARD)
