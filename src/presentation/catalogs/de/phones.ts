import type { Translation } from '../../i18n/words'
import type { PHONES } from '../phones'

export const phones = {
  inboxTitle: 'Anfragen von Handys',
  noneWaiting: 'Keine offen.',
  asks: '{name} bittet: {request}',
  accept: 'Annehmen',
  decline: 'Ablehnen',
  notRecorded: 'Nicht eingetragen: {message}',
  whichSeat: 'Welcher Platz ist deiner?',
  yourName: 'Dein Name (freiwillig, die Bank sieht ihn)',
  askingTablet: 'Frage das Tablet …',
  onAnotherPhone: 'auf einem anderen Handy',
  offline: 'Offline',
  live: 'Verbunden',
  lookingForTablet: 'Suche das Tablet …',
  connecting: 'Verbinde …',
  playersPhone: 'Handy der Spieler',
} satisfies Translation<typeof PHONES>
