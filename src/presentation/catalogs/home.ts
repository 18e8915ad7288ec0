import { defineCatalog } from '../i18n/words'

/** The home screen: the saved games and the way into a new one. */
export const HOME = {
  yourGames: 'Your games',
  newGame: '+ New game',
  empty:
    "This tablet keeps the bank, the market prices and every player's supply center for your game of Supremacy, offline; tap {newGame}, pick the superpowers at the table and type the players' names to begin.",
  newGameName: 'New game',
  waitingForTab: 'Waiting for the other tab of this app to close…',
  loading: 'Loading saved games…',
  deleteTitled: 'Delete “{title}”',
  deleteGame: 'Delete game',
  deleteMessage: 'Delete this game? Its whole log is removed from this device.',
  cardGame: 'War of Supremacy',
  randomOpen: 'Random Open',
  standardOpen: 'Standard Open',
  playersBySeat: 'Players by seat',
  seat: 'Seat',
  powersAndPlayers: 'Superpowers and players',
  lastPlayed: 'Last played {when}',
  justNow: 'just now',
  unknownTime: 'unknown',
  resume: 'Resume',
  defaultTitle: 'Game of {day}, {time}',
  progress: 'Cycle {cycle} · Stage {stage} ({name})',
  progressNoName: 'Cycle {cycle} · Stage {stage}',
} as const

export const homeWords = defineCatalog('home', HOME)

/** The stages' names (the rules' STAGE_INFO names, which tests/unit/catalogs-rules-names.test.ts keeps equal). */
export const STAGES = {
  s1: 'Pay Salaries and Loans to Bank',
  s2: 'Transfer Production Units',
  s3: 'Sell Resources',
  s4: 'Attack',
  s5: 'Move Forces',
  s6: 'Build Forces and Weapons',
  s7: 'Buy or Prospect for Resources',
} as const

export const stageWords = defineCatalog('stages', STAGES)
