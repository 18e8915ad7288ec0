import type { COMMON } from '../common'
import type { Translation } from '../../i18n/words'

export default {
  appName: 'Supremacy Companion',
  // No-break spaces: an amount never splits across two lines.
  money: '{amount}\u00a0Mio.\u00a0$',
  close: 'Schließen',
  cancel: 'Abbrechen',
  back: 'Zurück',
  next: 'Weiter',
  done: 'Fertig',
  delete: 'Löschen',
  help: 'Hilfe',
  language: 'Sprache',
  savedGames: 'Keine gespeicherten Spiele | {n} gespeichertes Spiel | {n} gespeicherte Spiele',
  players: '{n} Spieler | {n} Spieler',
  languageIncomplete: '{name} (noch nicht fertig: manche Bildschirme auf Englisch)',
} satisfies Translation<typeof COMMON>
