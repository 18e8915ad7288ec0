import { defineCatalog } from '../i18n/words'

/**
 * Cash Flow's scoring rounds and the R&D form's readings (cash-flow-scoring-ui.ts): the labor price
 * of the next card, where the deck stands and the odds of its tech card, the three decisions for a
 * company, the tech cards, each power's line in a round, the round titles and the winner. One key
 * per tech card where a sentence names it, so each language can decline the card's name.
 */
export const CF_SCORING = {
  // The labor market, for the next card.
  laborNext: 'Labor for the next card: {price} (box {box} of {boxes}).',
  laborFull: 'Every labor box holds money: someone must satisfy labor demand before a card can be drawn.',
  // The deck.
  deckEmpty: 'The deck is empty.',
  deckFirstThird:
    'The deck is in its first third (cards {first} to {last}); the next card is card {position}, {n} card left. | The deck is in its first third (cards {first} to {last}); the next card is card {position}, {n} cards left.',
  deckMiddleThird:
    'The deck is in its middle third (cards {first} to {last}); the next card is card {position}, {n} card left. | The deck is in its middle third (cards {first} to {last}); the next card is card {position}, {n} cards left.',
  deckLastThird:
    'The deck is in its last third (cards {first} to {last}); the next card is card {position}, {n} card left. | The deck is in its last third (cards {first} to {last}); the next card is card {position}, {n} cards left.',
  cameUpNukes: 'The nuke card has come up: the next card is a company.',
  cameUpLstars: 'The L-star card has come up: the next card is a company.',
  cameUpSupremacy: 'The Supremacy card has come up: the next card is a company.',
  mustBeNukes: 'The next card must be the nuke card (the last of its third).',
  mustBeLstars: 'The next card must be the L-star card (the last of its third).',
  mustBeSupremacy: 'The next card must be the Supremacy card (the last of its third).',
  chanceNukes: 'Chance the next card is the nuke card: 1 in {n} ({percent}%).',
  chanceLstars: 'Chance the next card is the L-star card: 1 in {n} ({percent}%).',
  chanceSupremacy: 'Chance the next card is the Supremacy card: 1 in {n} ({percent}%).',
  // A card as the R&D form's preview reads it.
  cardNukes: 'the nuke card',
  cardLstars: 'the L-star card',
  cardSupremacy: 'the Supremacy card',
  companyNamed: '{name} ({units} {resource}, {territory})',
  companyUnnamed: '{territory} {resource} ({units} {resource}, {territory})',
  // The three decisions for a company card.
  keepClosed: 'Keep closed',
  keepClosedText: 'Face down in front of the player: it produces nothing until opened.',
  open: 'Open',
  openText: 'Face up with the other open companies: it produces and counts for scoring.',
  discardFor: 'Discard for +{units} {resource}',
  discardForUnits: 'Discard for its units',
  discardText: 'A one-time bonus of the resources on the card (over 12 in a row are lost).',
  // What a tech card does when it comes up.
  techSupremacy: 'The Supremacy card: the final scoring round, and the game is over.',
  techNukes: 'The nuke card: a scoring round now; then nukes may be built by everyone.',
  techLstars: 'The L-star card: a scoring round now; then L-stars may be built by everyone.',
  // The kinds of card, for the chips.
  kindCompany: 'A company',
  kindNukes: "It's the nuke card",
  kindLstars: "It's the L-star card",
  kindSupremacy: "It's the Supremacy card",
  // A power's line in a round.
  noLead: 'No lead',
  leads: 'Most {resources} ({values}): +{points}',
  noCloud: 'No cloud',
  clouds: '{n} nuke cloud: −{points} | {n} nuke clouds: −{points}',
  treasury: '{cash} → {n} point | {cash} → {n} points',
  pointsN: '{n} point | {n} points',
  // The rounds.
  roundTurn: 'Round {n}: {card}, turn {turn}',
  roundSetup: 'Round {n}: {card}, at the set-up',
  triggerNukes: 'the nuke card',
  triggerLstars: 'the L-star card',
  triggerSupremacy: 'the Supremacy card (final)',
  // The end.
  gameOver: 'The game is over.',
  winsWith: '{name} wins with {n} point. | {name} wins with {n} points.',
  shareWin: '{names} share the win with {n} point each. | {names} share the win with {n} points each.',
  scoringRule:
    '1 point per full {money} in the treasury; {lead} for the most open, unblockaded production of each resource; −{cloud} per nuke cloud placed.',
  // A scoring round's card in the game report's column heading ("Round 1: nuke (points)").
  shortNukes: 'nuke',
  shortLstars: 'L-star',
  shortSupremacy: 'Supremacy',
} as const

export const cfScoringWords = defineCatalog('cfScoring', CF_SCORING)
