import { defineCatalog } from '../i18n/words'

/** The game file sheet, the import button, the backups and the printed report's frame. */
export const FILES = {
  gameFile: 'Game file',
  intro: 'The whole game as one file: keep it safe, or import it on another device (it arrives as a new saved game).',
  exportFile: 'Export game file',
  share: 'Share…',
  reportTitle: 'End-of-game report',
  reportCsv: 'Report as CSV',
  printReport: 'Print the report',
  savedTo: 'Saved {name} to your downloads.',
  popupBlocked: 'The browser blocked the report window. Allow pop-ups for this app, then try again.',
  backups: 'Automatic backups',
  backupLine: '{when} · {n} log line | {when} · {n} log lines',
  restore: 'Restore as a new game',
  restored: 'Restored as a new saved game “{title}”.',
  openIt: 'Open it',
  checking: 'Checking the file…',
  importFile: 'Import a game file',
  fileToImport: 'Game file to import',
  imported: 'Imported “{title}” as a new game.',
  reportYes: 'Yes',
  reportUntitled: 'Supremacy game',
  reportWindow: '{title} — report',
  reportOn: 'End-of-game report · {printed}',
  reportOnCycle: 'End-of-game report · {printed} · cycle {cycle}',
  reportOnTurn: 'End-of-game report · {printed} · turn {turn}',
} as const

export const filesWords = defineCatalog('files', FILES)
