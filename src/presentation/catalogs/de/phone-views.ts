import type { Translation } from '../../i18n/words'
import type { PHONE_VIEWS } from '../phone-views'

export const phoneViews = {
  lookingForTablet: 'Suche das Tablet der Bank … Lass auf dem Tablet das Blatt „Handys der Spieler“ mit offenem Raum geöffnet, und beide Geräte online.',
  seatViewNote: 'Die Handyansicht dieses Platzes, nur zum Lesen.',
  backToGame: 'Zurück zum Spiel',
  couldNotOpen: 'Dieses Spiel ließ sich nicht öffnen',
  opening: 'Spiel wird geöffnet …',
  linksLabel: "Handyansichten der Spieler",
  linksLead: "Was das Handy jedes Spielers zeigt:",
  seatLink: "Handyansicht von {name}",
  playersPhones: "Handys der Spieler",
  connected: "{n} verbunden",
} satisfies Translation<typeof PHONE_VIEWS>
