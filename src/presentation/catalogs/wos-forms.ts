import { defineCatalog } from '../i18n/words'

/**
 * War of Supremacy's action forms (opened in place by the big button and the Board): a creature
 * into combat, a spell cast, the pick-up from counted decks, the next cards turned. Wild, Magic and
 * Blade stay as printed.
 */
export const WOS_FORMS = {
  turnNextCardsTitle: 'Turn the next combat form and Territory cards',
  pickUpTitle: 'Pick up cards',
  aCreature: 'A creature',
  summonInto: 'Summon into {who}’s defence',
  attacks: '{who} attacks',
  attacksTerritory: '{who} attacks {territory}',
  aSpell: 'A spell',
  castsSpell: '{who} casts a spell',
  fromHand: 'From the hand',
  summonedByCard: 'Summoned by a card',
  summonedFromHand: 'Summoned from the hand',
  summonNoteCounts: 'Summoned from the hand: one card fewer there, and it counts as a card played for the draw (this game’s reading).',
  summonNoteNotCounts: 'Summoned from the hand: one card fewer there, and it does not count as a card played for the draw (this game’s reading).',
  summonNoteDefence: 'Summoned from the hand: one card fewer in the defender’s hand.',
  // The creature form
  noAttack: 'No attack: resolve combat',
  whichTerritory: 'Which Territory',
  creatureName: 'Creature’s name',
  howItComesIn: 'How it comes in',
  defenceNote: 'A defending player can’t add creatures from the hand; this is for a card that summons or swaps one in.',
  attackWith: 'Attack with {name}',
  summon: 'Summon {name}',
  attackWithDefault: 'Attack with the creature',
  summonDefault: 'Summon the creature',
  playedBefore: 'Played before in this game',
  noneByName: 'None by that name yet: type its scores below.',
  // The spell form
  spellName: 'The spell’s name',
  spellNameHint: '(optional, for the log)',
  spellsCast: 'Spells cast in this game',
  cast: 'Cast {name}',
  castDefault: 'Cast a spell',
  // The pick-up form
  picksUp: '{player} picks up {n}: from which decks?',
  picksUpKeeps: '{player} picks up {n}, keeps {keep}: from which decks?',
  fromSpellDeck: 'From the spell deck',
  split: '{creatures} from the creature deck ({creaturesLeft} left), {spells} from the spell deck ({spellsLeft} left).',
  pickUp: 'Pick up {n}',
} as const

export const wosFormsWords = defineCatalog('wosForms', WOS_FORMS)
