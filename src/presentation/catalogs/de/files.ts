import type { FILES } from '../files'
import type { Translation } from '../../i18n/words'

export default {
  gameFile: 'Spieldatei',
  intro: 'Das ganze Spiel als eine Datei: bewahrt sie auf oder importiert sie auf einem anderen Gerät (dort kommt sie als neues gespeichertes Spiel an).',
  exportFile: 'Spieldatei exportieren',
  share: 'Teilen…',
  reportTitle: 'Bericht zum Spielende',
  reportCsv: 'Bericht als CSV',
  printReport: 'Bericht drucken',
  savedTo: '{name} in den Downloads gespeichert.',
  popupBlocked: 'Der Browser hat das Berichtsfenster blockiert. Erlaubt Pop-ups für diese App und versucht es noch einmal.',
  backups: 'Automatische Sicherungen',
  backupLine: '{when} · {n} Protokollzeile | {when} · {n} Protokollzeilen',
  restore: 'Als neues Spiel wiederherstellen',
  restored: 'Als neues gespeichertes Spiel „{title}“ wiederhergestellt.',
  openIt: 'Öffnen',
  checking: 'Datei wird geprüft…',
  importFile: 'Spieldatei importieren',
  fileToImport: 'Zu importierende Spieldatei',
  imported: '„{title}“ als neues Spiel importiert.',
  reportYes: 'Ja',
  reportUntitled: 'Supremacy-Spiel',
  reportWindow: '{title} – Bericht',
  reportOn: 'Bericht zum Spielende · {printed}',
  reportOnCycle: 'Bericht zum Spielende · {printed} · Zyklus {cycle}',
  reportOnTurn: 'Bericht zum Spielende · {printed} · Zug {turn}',
} satisfies Translation<typeof FILES>
