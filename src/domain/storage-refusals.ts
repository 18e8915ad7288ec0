import { refusalsFrom } from './kernel/result'

/**
 * What the player reads when storage fails (issue 29): the English sentences of src/persistence/errors.ts
 * and of the session's storage refusals, as a table the screens translate
 * (src/presentation/catalogs/refusals-storage.ts). Here, in the rules core, only because the screens'
 * words may read the domain and not persistence; no rule uses them.
 */
export const STORAGE_REFUSALS = {
  staleGame: 'Another tab or device has changed this game since it was opened here.',
  staleNothingSaved: 'Another tab or device has changed this game since it was opened here. Nothing was saved from this tab. Reload to see the latest state.',
  gameNotFound: 'That game is not saved on this device. It may have been deleted in another tab.',
  newerGame: 'This game was saved by a newer version of Supremacy Companion. Update the app (reload when online) to open it.',
  databaseBlocked:
    'Close the other tab of this app, then reload this one. An older tab of Supremacy Companion is keeping the saved games open, so this tab cannot open them yet (it carries on by itself once that tab is closed).',
  databaseReplaced: 'A newer version of the app is opening in another tab. Reload this tab to continue.',
  outOfSpaceAction: 'This device is out of storage space, so the action was not saved. Free some space (or delete old games) and try again.',
  outOfSpaceImport: 'The game was not imported: this device is out of storage space. Free some space (or delete old games you no longer need), then import the file again.',
  outOfSpaceRestore: 'The backup was not restored: this device is out of storage space. Free some space (or delete old games you no longer need), then restore it again.',
  outOfSpaceBackup: 'This device is out of storage space. The game itself is saved; free some space (or delete old games) so that backups can be kept.',
  notSavedAction: 'The action could not be saved on this device, so it was not applied. Try again; if it keeps failing, reload the app.',
  notSavedImport: 'The game could not be saved on this device, so it was not imported. Try again; if it keeps failing, reload the app.',
  notSavedRestore: 'The backup could not be saved as a game on this device, so it was not restored. Try again; if it keeps failing, reload the app.',
  notSavedBackup: 'The game itself is saved. The app tries again after the next actions; if it keeps failing, reload the app.',
  noIndexedDb:
    'This browser gives the app no storage (IndexedDB is missing or turned off), so games cannot be saved here. Open the app in a normal window of an up-to-date browser.',
  storageRefused:
    'The browser will not let the app open its saved games here (site data may be blocked in its settings, or this is a private window). Allow cookies and site data for this app, or use a normal window, then reload.',
  backupNotSaved: 'The automatic backup could not be saved: {reason}',
  backupsNotRead: 'The automatic backups could not be read: {reason}',
  backupGone: 'That backup is no longer on this device.',
  reloadGame: 'Reload the game',
  tryAgain: 'Try again',
  openGameFirst: 'Open a game first.',
  pageCannotFollow: 'This game changed in a way this page cannot follow: reload it.',
} as const

export const { remedy: storageRemedy, phrase: storagePhrase } = refusalsFrom('storage', STORAGE_REFUSALS)
