import { defineCatalog } from '../i18n/words'

/** The routes a phone opens: joining the banker's table, and one seat's view of a saved game. */
export const PHONE_VIEWS = {
  lookingForTablet: 'Looking for the banker\'s tablet… Keep the tablet\'s "Players\' phones" sheet open with the room on, and both devices online.',
  seatViewNote: 'The phone view of this seat, read-only.',
  backToGame: 'Back to the game',
  couldNotOpen: 'This game could not be opened',
  opening: 'Opening the game…',
  linksLabel: "Players' phone views",
  linksLead: "What each player's phone shows:",
  seatLink: "{name}’s phone view",
  playersPhones: "Players' phones",
  connected: "{n} connected",
} as const

export const phoneViewWords = defineCatalog('phoneViews', PHONE_VIEWS)
