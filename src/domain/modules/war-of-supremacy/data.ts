/**
 * Every number of the War of Supremacy rulebook (war-of-supremacy-card-game.md) the companion
 * uses, each with the words it comes from. The card list is not here: the players type the
 * scores of what they play, so no card data is invented.
 */
export const WOS_RULE = 'War of Supremacy rulebook'

/** "either Wild, Magic or Blade (or combination thereof)" (Combat Form Cards). */
export const COMBAT_FORMS = ['wild', 'magic', 'blade'] as const
export type CombatForm = (typeof COMBAT_FORMS)[number]
export const COMBAT_FORM_NAMES: Readonly<Record<CombatForm, string>> = { wild: 'Wild', magic: 'Magic', blade: 'Blade' }

/** "2-5 Players" (the cover). */
export const MIN_PLAYERS = 2
export const MAX_PLAYERS = 5

/** Core Gameplay: "Number of Players / Territories to Win". */
export const TERRITORIES_TO_WIN: Readonly<Record<number, number>> = { 2: 3, 3: 3, 4: 2, 5: 2 }

/** Variants, Multiple Territories: "Add one to the number of territories needed to win the game." */
export const MULTIPLE_TERRITORIES_EXTRA = 1
/** Variants, Multiple Territories: "In large games (four or more players)". */
export const MULTIPLE_TERRITORIES_MIN_PLAYERS = 4
/** Variants, Multiple Territories: two Territories "in play at the same time". */
export const MULTIPLE_TERRITORIES_IN_PLAY = 2
/** Variants, Team Game: "equal teams of two verse two". */
export const TEAM_GAME_PLAYERS = 4
/** Variants, Team Game: "the first team with a combined total of three territories is the winner". */
export const TEAM_TERRITORIES_TO_WIN = 3

/** Winning a Territory, 2: "Winning a single Combat with 20 or more points". */
export const OUTRIGHT_WIN_SCORE = 20
/** Player's Turn, 3: "If there are no defending creatures or no defending player, the attacking player must still score 1 or more". */
export const UNDEFENDED_WIN_SCORE = 1
/**
 * Winning a Territory, 1 and Two Player Game: the turns the defender must hold the Territory
 * against the others; two players "must defend for two turns instead of one".
 */
export const TWO_PLAYER_DEFENCE_TURNS = 2

/** Player's Turn, 5: "If a player has ten or more cards in their hand, then they are not allowed to pick up any cards." */
export const HAND_LIMIT = 10
/** Player's Turn, 5: "players pick up two cards" ... "an additional one card" when no card was played. */
export const DRAW_CARDS = 2
export const NO_PLAY_EXTRA_CARDS = 1
/** Extra End of Turn Card Pick Up: "pick up three cards instead of two. They then discard one". */
export const EXTRA_PICK_UP_CARDS = 3
export const EXTRA_PICK_UP_DISCARD = 1
/** Player's Turn: "Once claimed, that player can pick up 2 cards from either deck and then their turn ends." */
export const CLAIM_TURN_CARDS = 2

/** Starting a Game, 3: "Deal out five creature cards and three spell cards". */
export const STARTING_CREATURES = 5
export const STARTING_SPELLS = 3
/** Starting with a Legendary: one Legendary, "Then draw four creatures and three spells". */
export const LEGENDARY_START = { legendary: 1, creatures: 4, spells: 3 } as const

/** Starting a Game, 4: "Every player rolls a die." */
export const DIE_FACES = 6

/** The highest score a card prints or a token shows that the app accepts; a guard against typos. */
export const MAX_SCORE = 99

/** The six stages of a player's turn (Player's Turn), in order, with who acts. */
export const TURN_STAGES = [
  { n: 1, name: 'Start of turn abilities', who: 'current' },
  { n: 2, name: 'Combat', who: 'everyone' },
  { n: 3, name: 'Resolving combat', who: 'current' },
  { n: 4, name: 'Winning a Territory', who: 'current' },
  { n: 5, name: 'Drawing cards', who: 'current' },
  { n: 6, name: 'End of turn abilities', who: 'current' },
] as const

/**
 * Readings where the rulebook's words let tables differ, stored with the game (absent: the defaults).
 * `summonFromHandIsPlayed`: a creature a card summons from its owner's hand counts as a card played
 * for the draw (Key Words, Played: "All cards that you use from your hand are played"); off, only
 * cards the player plays themselves count ("If a player did not play any cards").
 * `cancelledMinusKills`: a creature that "has recieved a negative modifier" dies at 0 or less even
 * when a later plus cancelled the minus; off, only a minus still on it ("If there is no negative
 * modifier on the creature ... it will not die").
 */
export const WOS_READINGS = ['summonFromHandIsPlayed', 'cancelledMinusKills'] as const
export type WosReading = (typeof WOS_READINGS)[number]
export const DEFAULT_WOS_READINGS: Readonly<Record<WosReading, boolean>> = { summonFromHandIsPlayed: true, cancelledMinusKills: true }

/** Set Up, Introductory Set Up: the four factions, the three Mercenary spells, the three single forms. */
export const INTRODUCTORY_FACTIONS = ['Ancients', 'Arcane', 'Guard', 'Sylvan'] as const
export const INTRODUCTORY_MERCENARY_SPELLS = ['Boomerang', 'Counterspell', 'Switch'] as const
/** "Use only the following Combat Form Cards; Wild, Magic and Blade when fighting over your first territory." */
export const INTRODUCTORY_FORMS: readonly CombatForm[] = ['wild', 'magic', 'blade']

/** The highest number of cards a deck may be typed with; a guard against typos. */
export const MAX_DECK = 400

/** The variants the rulebook suggests (Variants, pages 14-15). */
export const WOS_VARIANTS = ['multipleTerritories', 'teamGame', 'fiveFactions', 'legendaryStart', 'extraPickUp', 'noFinishInSight'] as const
export type WosVariant = (typeof WOS_VARIANTS)[number]
export const WOS_VARIANT_NAMES: Readonly<Record<WosVariant, string>> = {
  multipleTerritories: 'Multiple Territories',
  teamGame: 'Team Game',
  fiveFactions: 'Five Factions',
  legendaryStart: 'Starting with a Legendary',
  extraPickUp: 'Extra End of Turn Card Pick Up',
  noFinishInSight: 'No Finish in Sight',
}
