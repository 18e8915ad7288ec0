import { defineCatalog } from '../i18n/words'

/** The phones and the table link: the seat picker, the phone's top line, the banker's inbox of requests. */
export const PHONES = {
  inboxTitle: 'Requests from phones',
  noneWaiting: 'None waiting.',
  asks: '{name} asks: {request}',
  accept: 'Accept',
  decline: 'Decline',
  notRecorded: 'Not recorded: {message}',
  whichSeat: 'Which seat is yours?',
  yourName: 'Your name (optional, shown to the banker)',
  askingTablet: 'Asking the tablet…',
  onAnotherPhone: 'on another phone',
  offline: 'Offline',
  live: 'Live',
  lookingForTablet: 'Looking for the tablet…',
  connecting: 'Connecting…',
  playersPhone: 'Players’ phone',
} as const

export const phoneWords = defineCatalog('phones', PHONES)
