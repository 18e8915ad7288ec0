import { defineCatalog } from '../i18n/words'

/** Stage 6's cards: armies and navies, nukes and L-stars, research. */
export const STAGE_BUILD = {
  homeTerritories: 'Home territories (and seas next to them)',
  foreign: 'Foreign territories or seas',
  armiesAndNavies: 'Armies and navies',
  forcesRule: 'One set (1 grain, 1 oil, 1 mineral) per 3 units or part of 3, and {each} each. Basic rules, Stage 6, Phase C.',
  underSiege: 'Under siege: where do the new forces go?',
  countForces: 'Count the armies and navies to build.',
  buildAndPay: 'Build and pay',
  nukesAndLstars: 'Nukes and L-stars',
  weaponsRule: 'A nuke is 1 mineral and {nuke}; an L-star 2 minerals and {lstar}; 12 of each at most; only after research.',
  countWeapons: 'Count the nukes and L-stars to build.',
  research: 'Research',
  researchRule: 'Shuffle the resource deck, announce the card sought, turn cards one by one: {each} each. Basic rules, Stage 6, Phase E.',
  nukeCard: 'Nuke card',
  lstarCard: 'L-star card',
  foundIt: 'Found it',
  stopped: 'Stopped',
  lookingFor: 'Looking for',
  cardsTurned: 'Cards turned',
  lastCard: 'The last card turned',
  describeResearch: 'Say what was sought, how many cards were turned and whether it was found.',
  payResearch: 'Pay for the research',
  readingLstarFirst: 'Finding the L-star card gives the technology only: the rules do not build a first L-star, so every L-star, the first included, costs 2 minerals and {lstar}.',
  readingNukeShort: 'Nuke card found without the mineral or the {nuke} for the first nuke (or with a full nuke row): the cards turned are paid ({each} each) and the research is complete, but no nuke is built. The card goes back to the deck and no nuke is built this turn; later nukes cost 1 mineral and {nuke} each. To build it at once, borrow or get the mineral before recording the research.',
} as const

export const stageBuildWords = defineCatalog('stageBuild', STAGE_BUILD)
