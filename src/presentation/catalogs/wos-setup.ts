import { defineCatalog } from '../i18n/words'
import type { WosReading, WosVariant } from '../../domain/modules/war-of-supremacy'

/**
 * War of Supremacy's setup on the New game screen: the seats, the variants, the first player's
 * dice, the first cards turned, the cards and readings, the table's checklist and what still stops
 * the start. Names printed on the cards (Wild, Magic, Blade, the factions, the Mercenary spells)
 * stay as printed inside the sentences.
 */
export const WOS_SETUP = {
  ready: 'Ready: War of Supremacy, {n} players, {toWin} Territories to win.',
  readyFirst: 'Ready: War of Supremacy, {n} players, {first} first, {toWin} Territories to win.',
  firstCardsTurned: 'The first cards turned',
  territory: 'Territory',
  firstTerritory: 'First Territory',
  secondTerritory: 'Second Territory',
  // The seats
  players: 'Players',
  playersHint: '{min} to {max}, in seating order: that is the turn order',
  playerName: 'Player name',
  playerInSeat: 'Player in seat {n}',
  removeSeat: 'Remove seat {n}',
  removeSeatNamed: 'Remove seat {n} ({name})',
  addPlayer: '+ Add a player',
  defaultName: 'Player {n}',
  // A Territory turned
  combatForm: 'Combat form',
  combatFormOf: '{legend}: combat form',
  territoryCard: 'Territory card',
  optional: '(optional)',
  territoryPlaceholder: 'e.g. Northreach',
  // The variants
  variants: 'Variants',
  variantsHint: 'mix and match any of them',
  toWin: '{needed} Territory to win with {n} players | {needed} Territories to win with {n} players',
  toWinTeams: '{needed} Territory to win with {n} players (per team) | {needed} Territories to win with {n} players (per team)',
  variantMultipleTerritories: 'Multiple Territories',
  variantTeamGame: 'Team Game',
  variantFiveFactions: 'Five Factions',
  variantLegendaryStart: 'Starting with a Legendary',
  variantExtraPickUp: 'Extra End of Turn Card Pick Up',
  variantNoFinishInSight: 'No Finish in Sight',
  lineMultipleTerritories: 'Two Territories in play at once, each with its own combat form; a player attacks one of them a turn. One more Territory to win.',
  lineTeamGame: 'Two against two, partners sitting opposite; each wins Territories with their own creatures, and they count for the team.',
  lineFiveFactions: 'A fifth faction in the decks: harder combinations, a longer game. Nothing changes in the books.',
  lineLegendaryStart: 'Each player starts with one Legendary creature dealt at random, then 4 creatures and 3 spells.',
  lineExtraPickUp: 'Pick up 3 cards instead of 2 and discard one of them (keep all 3 if you played no card).',
  lineNoFinishInSight: 'An empty deck does not end the game: shuffle its grave into a new deck and play on.',
  forMinPlayers: 'For {min} or {max} players.',
  forExactlyPlayers: 'For exactly {n} players.',
  partners: 'Partners: {teams}',
  teams: '{a} and {c} against {b} and {d}.',
  nameInSeat: '{name} (seat {n})',
  // Who goes first
  whoFirst: 'Who goes first?',
  firstRoll: 'First roll',
  rollAgain: 'Roll again',
  rollAgainNth: 'Roll again ({n})',
  rollAllAgain: 'Roll all again',
  rollTiedAgain: 'Roll again for the tied',
  rollForFirst: 'Roll for first player',
  goesFirst: '{name} goes first.',
  everyoneRolls: 'Every player rolls a die (1 to {faces}); the highest roll goes first.',
  tiedRollAgain: '{names} tied on {n}: they roll again.',
  // The cards and the readings
  cardsAndReadings: 'The cards and the readings',
  introductory: 'Introductory Set Up',
  introductoryNote: 'For the first game, or when teaching new players.',
  introFactions: 'Use all Creature, Spell and Territory cards of four factions: {factions}.',
  introSpells: 'Add the Mercenary spells {spells}.',
  introForms: 'Use only the {forms} combat form cards for the first Territory.',
  decksCounted: 'The decks, counted before the deal',
  decksOptional: '(optional: the app then says when one runs out)',
  creatureDeck: 'Creature deck',
  spellDeck: 'Spell deck',
  summonTitle: 'A summon from the hand is a card played',
  summonOn: 'A creature a card summons from your own hand counts as a card played: no third card at the pick-up (Key Words: "All cards that you use from your hand are played").',
  summonOff: 'Only cards you play yourself count as played; a summon from your hand still leaves you the third card.',
  minusTitle: 'A cancelled minus still kills at 0',
  minusOn: 'A creature that "has recieved a negative modifier" dies at 0 or less, even if a plus cancelled the minus since.',
  minusOff: 'Only a minus still on the creature kills at 0 ("If there is no negative modifier on the creature ... it will not die").',
  // At the table
  atTable: 'At the table',
  atTableHint: 'the app keeps no cards',
  shuffleDecks: 'Shuffle the creature, spell, Territory and combat form decks separately, face down, on the board.',
  dealLegendary: 'Give each player one Legendary creature at random, shuffle the other Legendaries into the creature deck, then deal {creatures} creatures and {spells} spells each.',
  deal: 'Deal {creatures} creature cards and {spells} spell cards to each player.',
  turnTwo: 'Turn two Territory cards face up, each with its own combat form card.',
  turnTop: 'Turn the top combat form card and the top Territory card face up.',
  defenceMarker: 'Put the defence marker on 0.',
  // What still stops the start
  typeName: 'Type the name of the player in seat {n}.',
  sameName: 'Seats {a} and {b} are both called {name}: give each player a different name.',
  rollEveryone: 'Roll a die for every player to see who goes first.',
  chooseForm: 'Choose the first combat form card turned: Wild, Magic, Blade or a combination.',
  chooseSecondForm: 'Multiple Territories: choose the second Territory’s combat form.',
  introSingleForm: 'Introductory Set Up: the first combat form is Wild, Magic or Blade alone, not a combination.',
  countBothDecks: 'Count both decks, or leave both empty.',
  creatureDeckShort: 'The creature deck needs at least {need} cards to deal {dealt} to each of the {n} players.',
  spellDeckShort: 'The spell deck needs at least {need} cards to deal {dealt} to each of the {n} players.',
  deckTooBig: 'A deck of more than {max} cards? Count it again.',
} as const

export const wosSetupWords = defineCatalog('wosSetup', WOS_SETUP)

const VARIANT_KEYS = {
  multipleTerritories: 'MultipleTerritories',
  teamGame: 'TeamGame',
  fiveFactions: 'FiveFactions',
  legendaryStart: 'LegendaryStart',
  extraPickUp: 'ExtraPickUp',
  noFinishInSight: 'NoFinishInSight',
} as const satisfies Record<WosVariant, string>

/** A variant's name (the rulebook's section) in the reader's language. */
export const wosVariantName = (v: WosVariant): string => wosSetupWords(`variant${VARIANT_KEYS[v]}`)
/** What a variant does, the way the table plays it. */
export const wosVariantLine = (v: WosVariant): string => wosSetupWords(`line${VARIANT_KEYS[v]}`)

const READING_KEYS = { summonFromHandIsPlayed: 'summon', cancelledMinusKills: 'minus' } as const satisfies Record<WosReading, string>
/** A reading's title, and what on and off mean. */
export function wosReadingLine(r: WosReading): { title: string; on: string; off: string } {
  const k = READING_KEYS[r]
  return { title: wosSetupWords(`${k}Title`), on: wosSetupWords(`${k}On`), off: wosSetupWords(`${k}Off`) }
}
