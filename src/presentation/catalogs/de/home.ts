import type { HOME, STAGES } from '../home'
import type { Translation } from '../../i18n/words'

export const home = {
  yourGames: 'Eure Spiele',
  newGame: '+ Neues Spiel',
  empty:
    'Dieses Tablet führt für eure Partie Supremacy die Bank, die Marktpreise und das Versorgungszentrum jedes Spielers, auch offline. Tippt auf {newGame}, wählt die Supermächte am Tisch und gebt die Namen der Spieler ein.',
  newGameName: 'Neues Spiel',
  waitingForTab: 'Warte, bis der andere Tab dieser App geschlossen ist…',
  loading: 'Gespeicherte Spiele werden geladen…',
  deleteTitled: '„{title}“ löschen',
  deleteGame: 'Spiel löschen',
  deleteMessage: 'Dieses Spiel löschen? Sein ganzes Protokoll wird von diesem Gerät entfernt.',
  cardGame: 'War of Supremacy',
  randomOpen: 'Zufällige Eröffnung',
  standardOpen: 'Standard-Eröffnung',
  playersBySeat: 'Spieler nach Platz',
  seat: 'Platz',
  powersAndPlayers: 'Supermächte und Spieler',
  lastPlayed: 'Zuletzt gespielt: {when}',
  justNow: 'gerade eben',
  unknownTime: 'unbekannt',
  resume: 'Weiterspielen',
  defaultTitle: 'Spiel vom {day}, {time}',
  progress: 'Zyklus {cycle} · Phase {stage} ({name})',
  progressNoName: 'Zyklus {cycle} · Phase {stage}',
} satisfies Translation<typeof HOME>

export const stages = {
  s1: 'Sold und Bankkredite zahlen',
  s2: 'Produktion übertragen',
  s3: 'Rohstoffe verkaufen',
  s4: 'Angreifen',
  s5: 'Streitkräfte bewegen',
  s6: 'Streitkräfte und Waffen bauen',
  s7: 'Rohstoffe kaufen oder prospektieren',
} satisfies Translation<typeof STAGES>
