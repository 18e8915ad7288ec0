import { refusalsFrom } from '../../kernel/result'
import type { PhraseValue } from '../../kernel/phrase'
import type { Field } from './state'

/**
 * The card game's refusals and ways out in English (issue 29); translated in
 * src/presentation/catalogs/refusals-wos.ts. Players', creatures' and Territories' names are what
 * the table typed: values. The rule's place (`rule`) stays as printed: the card game's rulebook is
 * English only.
 */
export const WOS_REFUSALS = {
  // The table: whose turn, which step (a step's hint and what the player tried are phrases inside).
  notWos: 'This game is not a game of War of Supremacy.',
  gameOver: 'The game is over: a winner has been decided.',
  unknownPlayer: 'That player is not in this game.',
  nobody: 'nobody',
  notYourTurn: "It is {current}'s turn, not {player}'s.",
  wrongStep: '{player} cannot {what} now: {hint}',
  doAttack: 'attack',
  doResolve: 'resolve combat',
  doPickUp: 'pick up cards',
  doEndTurn: 'end the turn',
  doClaim: 'take a Territory by defence',
  hintClaim: 'they still defend the Territory at the start of their turn, so they take it first.',
  hintCombat: 'combat comes first; resolve it, then pick up.',
  hintDraw: 'combat is resolved; pick up cards next.',
  hintEnd: 'cards are picked up; end-of-turn abilities, then end the turn.',
  // Combat: the Territory fought over, the creatures, their tokens, the hands.
  noField: 'That Territory is not being fought over in this game.',
  turnFormFirst: 'Turn the next combat form card for this Territory first.',
  oneTerritory: '{player} is attacking the other Territory this turn: one Territory a turn.',
  emptyHand: "{player}'s hand count is 0. Count their hand again (+1) if they hold the card.",
  countHandOne: "Count {player}'s hand +1",
  formHint: 'Choose the combat form on the card: Wild, Magic, Blade, or a combination of them.',
  nameTerritory: 'Name the Territory, or leave its name as it is.',
  territoryName: 'The Territory’s name',
  alreadyActive: 'That is already the active combat form.',
  typeCreatureName: "Type the creature's name (at most {n} character). | Type the creature's name (at most {n} characters).",
  creatureName: 'The creature’s name',
  creatureScores: "Type the creature's three printed scores, Wild, Magic and Blade, each 0 to {max}.",
  sayFromHand: 'Say whether the creature came from the hand or a card summoned it.',
  saySummonFromHand: 'Say whether the card summoned the creature from its owner’s hand.',
  handOrSummoned: 'A creature is played from the hand or summoned from it by a card, not both.',
  attackOrDefend: 'A creature attacks or defends.',
  thisTerritory: 'this Territory',
  notDefending: '{player} is not defending {territory}.',
  noDefenceFromHand: "A defending player can't add creatures from their hand into defence; only a card that summons or swaps can.",
  damagePoints: 'Damage is a whole number of points (1 to {max}; minus to take damage off).',
  noMoreDamageOff: '{creature} has {damage} damage; no more can come off.',
  modifierPoints: 'A modifier is a whole number of points, plus or minus (up to {max}).',
  powerValue: 'Power sets all three scores to one value, 0 to {max}.',
  chooseChange: 'Choose damage, a modifier or power.',
  creatureGone: 'That creature is not in combat any more.',
  graveOrHand: 'A creature goes to the grave or back to a hand.',
  spellName: 'Type the spell’s name, or leave it empty.',
  spellNameWhat: 'The spell’s name',
  wholeCards: 'Add or take away a whole number of cards.',
  handBelowNone: '{player} holds {hand} cards; a hand cannot go below none.',
  handPastMax: '{player} holds {hand} cards; a hand cannot go past {max}.',
  attackerOrDefender: 'A card makes the attacker or the defender win combat.',
  // The turn: picking up, the decks, the end of a turn.
  howManySpells: 'Say how many of the {cards} cards came from the spell deck (0 to {cards}).',
  decksShort: 'The spell deck has {spell} cards and the creature deck {creature}: pick up no more from a deck than it holds.',
  decksShortReshuffle:
    'The spell deck has {spell} cards and the creature deck {creature}: pick up no more from a deck than it holds. No Finish in Sight: shuffle the grave into a new deck and recount it first.',
  whichDeck: 'Say which deck: creatures or spells.',
  deckHolds: 'A deck holds 0 to {max} cards.',
  decksNotCounted: 'This game does not count its decks: their sizes are typed when the game starts.',
  creatureDeckHas: 'The creature deck already has {cards} cards.',
  spellDeckHas: 'The spell deck already has {cards} cards.',
  turnCardsBeforeNext: 'A Territory was won: turn the next combat form and Territory cards before the next player’s turn.',
  whichDeckRanOut: 'Say which deck ran out: creatures or spells.',
  playOn: 'No Finish in Sight: shuffle the grave into a new deck and keep playing until someone has enough Territories.',
  // Winning a Territory.
  turnCardsFirst: 'Turn the next combat form and Territory cards first.',
  wonHow: 'A Territory is won by defending it or by a card’s ability.',
  claimNotDefending: '{player} cannot take {territory} by defence: {player} is not defending it.',
  claimNotHeldLong: '{player} cannot take {territory} by defence: they have held it {held} of the {needed} turns needed.',
  // Starting a game.
  ownGame: 'War of Supremacy is its own game: no Supremacy variant or expansion goes with it.',
  playersNotPowers: 'War of Supremacy has players, not superpowers.',
  rollForFirst: 'Roll a die for every player to see who goes first.',
  firstDecided: 'The first player was already decided; remove the extra rolls.',
  rollOneEach: 'Roll one die (1 to {faces}) for each of the {players} players.',
  rollTiedAgain: 'Roll again for the {tied} players tied on the highest roll.',
  tiedOnHighest: '{tied} players tied on the highest roll: they roll again.',
  chooseVariants: 'Choose the variants from the rulebook’s list.',
  teamGamePlayers: 'The Team Game is two against two: {need} players, not {players}.',
  multiplePlayers: 'Multiple Territories is for large games of {min} or more players, not {players}.',
  chooseReadings: 'Choose the readings from the list.',
  countDecks: 'Count the cards in the creature and spell decks (whole numbers up to {max}).',
  creatureDeckNeeds: 'The creature deck needs at least {need} cards to deal {dealt} to each of the {players} players; it has {has}.',
  spellDeckNeeds: 'The spell deck needs at least {need} cards to deal {dealt} to each of the {players} players; it has {has}.',
  sayIntroductory: 'Say whether this is the Introductory Set Up.',
  introductoryForms: 'Introductory Set Up: the first Territory is fought with the {forms} cards only; turn one of them, not a combination.',
  namePlayers: 'Name the players.',
  playerCount: 'War of Supremacy is for {min} to {max} players, not {players}.',
  nameEveryPlayer: 'Give every player a name (at most {n} character). | Give every player a name (at most {n} characters).',
  seatPlayerName: 'The name of the player in seat {seat}',
  sameName: 'Two players have the same name: give each a different one.',
  nameTerritoryTurned: 'Name the Territory turned over, or leave it empty.',
  secondTerritory: 'Multiple Territories: turn the second Territory and its own combat form.',
  secondTerritoryName: 'The second Territory’s name',
  secondOnlyMultiple: 'A second Territory is played only with the Multiple Territories variant.',
} as const

export const { refusal: wosRefusal, remedy: wosRemedy, phrase: wosPhrase } = refusalsFrom('wos', WOS_REFUSALS)

/** A Territory's typed name, or "this Territory" when the card was not named. */
export const territoryValue = (field: Pick<Field, 'territory'>): PhraseValue => field.territory || { phrase: wosPhrase('thisTerritory') }
