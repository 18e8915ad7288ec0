import type { BASE } from '../base'
import type { Translation } from '../../i18n/words'

export default {
  updateReady: 'Eine neue Version von Supremacy Companion ist bereit.',
  updateWaiting: 'Aktualisiert, sobald die laufende Aktion gespeichert ist…',
  updating: 'Aktualisiert…',
  updateNow: 'Jetzt aktualisieren',
  later: 'Später',
  offlineReady: 'Funktioniert offline',
  offlineHint: 'Dieses Gerät hält die App und eure Spiele ohne Verbindung bereit. Tippen zum Ausblenden.',
  confirm: 'Bestätigen',
  ok: 'OK',
  amount: 'Betrag',
  unit: 'Einheit',
  decimalPoint: 'Dezimalpunkt',
  deleteDigit: 'letzte Ziffer löschen',
  addNote: 'Einen Schein hinzufügen',
  addAmount: '{amount} hinzufügen',
  clear: 'Leeren',
  fewer: '{label}: weniger',
  more: '{label}: mehr',
  theme: 'Design: {mode}',
  themeSwitch: 'Design: {mode}. Wechseln zu {next}',
  themeSystem: 'System',
  themeLight: 'Hell',
  themeDark: 'Dunkel',
} satisfies Translation<typeof BASE>
