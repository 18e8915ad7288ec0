import { refusalsFrom } from '../../kernel/result'

/** The game's setup: refusals in English (issue 29); translated in src/presentation/catalogs/refusals-setup.ts. */
export const SETUP_REFUSALS = {
  describeCard: 'Describe the card: resource, units and territory.',
  cardResource: 'A company card produces grain, oil or minerals.',
  cardUnits: 'A company card produces {min} to {max} units.',
  cardTerritory: 'Enter the territory or sea printed on the card.',
  territoryName: 'The territory’s name',
  companyName: 'The company name',
  typeCompanyName: 'Type the company name, or leave it empty.',
  cardPile: 'Say which pile the card came from.',
  cardOpen: 'Say whether the company is open or closed.',
  playerCount: 'Supremacy is for {min} to {max} players; choose that many superpowers.',
  choosePowers: 'Choose superpowers from the six on the board.',
  chosenTwice: '{power} is chosen twice.',
  typePlayerName: 'Type the name of the player commanding {power}.',
  playerName: 'The name of the player commanding {power}',
  splitBonus: "Split {power}'s {bonus} bonus resource units between grain, oil and minerals.",
  bonusTotal: "{power}'s bonus resources add up to {total}; they must add up to {bonus}.",
  forcesPlaced: 'Enter how many armies and navies {power} placed.',
  listCards: 'List the resource cards {power} holds (at most {max}).',
  tooFewForces: '{power} has {total} armies and navies; the {bonus} bonus forces alone make {bonus}.',
  tooManyForces:
    '{power} has {armies} armies and {navies} navies: at most {placed} armies ({homes} home territories, {foreign} foreign with a card) and {homes} navies (one per home territory with a port) are placed, plus exactly {bonus} bonus armies and/or navies; that is {extra} too many.',
  rollDice: 'Roll two dice for each resource; each die shows 1 to 6.',
  alreadyStarted: 'This game has already started.',
  needsId: 'The game needs an id.',
  typeGameName: 'Type a game name, or leave it empty.',
  gameName: 'The game name',
  chooseOpen: 'Choose Standard Open or Random Open.',
  chooseRuleset: 'Choose the rules to play by: the basic game, guided or bookkeeping only.',
  // A setup's fields (fields.ts): the basic game's; Cash Flow and War of Supremacy still pass English words (ref-wp).
  strayField: '{where} holds “{field}”, which {setup} does not have.',
  alwaysGuided: '{game} is always played guided; its setup says “guided: {value}”.',
  noRandomOpen: '{game} has no Random Open: its setup’s open mode is always “standard”, not “{value}”.',
  sayGuided: 'Say whether the game is guided: yes or no.',
  theSetup: 'The setup',
  marketDiceOfSetup: 'The setup’s market dice',
  randomOpenSetup: 'a Random Open setup',
  standardOpenSetup: 'a Standard Open setup',
  setupOfPower: 'The setup of {power}',
  setupOfNth: 'The setup of superpower {number}',
  bonusResourcesOf: '{where} (its bonus resources)',
  cardOf: '{where} (its card {number})',
} as const

export const { refusal: setupRefusal, phrase: setupPhrase } = refusalsFrom('setup', SETUP_REFUSALS)
