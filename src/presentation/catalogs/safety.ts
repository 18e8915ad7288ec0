import { defineCatalog } from '../i18n/words'

/** Keeping the games safe: the storage chip, banner and sheet, the screen kept on, backups, the database notice. */
export const SAFETY = {
  sheetTitle: 'Keeping your games safe',
  onDevice: 'Saved games on this device',
  askingBrowser: 'Asking the browser…',
  asking: 'Asking…',
  askAgain: 'Ask again',
  whatToDo: 'What to do',
  backupsTitle: 'Automatic backups of this game',
  restoreHint: 'Restore one from “Game file” at the top of the game screen.',
  screenTitle: 'The screen during a game',
  keepAwake: 'Keep screen awake',
  screenMaySleep: 'Screen may sleep',
  screenOn: 'Screen on',
  awakeLabel: '{state}: {message}',
  chipLabel: '{chip}: {headline}',
  atRisk: 'Saved games at risk',
  headline: '{headline}.',
  theFix: 'The fix:',
  askToKeep: 'Ask to keep them',
  dismiss: 'Dismiss',
  chipWhatToDo: '{chip}: what to do',
  blockedTitle: 'Saved games are waiting for another tab.',
  replacedTitle: 'This tab is out of date.',
  blockedMessage:
    'Close the other tab of this app, then reload this one. An older tab of Supremacy Companion is keeping the saved games open, so this tab cannot open them yet (it carries on by itself once that tab is closed).',
  replacedMessage: 'A newer version of the app is opening in another tab. Reload this tab to continue.',
  reloadTab: 'Reload this tab',
  wakeOff: 'The screen may lock by itself during the game.',
  wakeUnsupported: 'This browser cannot keep the screen awake; turn off auto-lock in the device settings.',
  wakeWaiting: 'The screen is kept on while a game is open.',
  wakePending: 'Asking the browser to keep the screen on…',
  wakeActive: 'The screen stays on while a game is open.',
  wakeRefused:
    'The browser would not keep the screen on (battery saver may be on). Turn it off or plug the device in, or turn off auto-lock in the device settings.',
  wakeFailed: 'The screen could not be kept on. Turn off auto-lock in the device settings.',
  backupLooking: 'Looking for the last backup…',
  backupSchedule: 'A copy every {actions} actions or {minutes} minutes of play, counted across reloads; the newest {kept} are kept.',
  backupNone: 'No backup yet: the app keeps one every {actions} actions or {minutes} minutes of play.',
  backupLast: 'Last backup {time}, nothing since | Last backup {time}, {n} action ago | Last backup {time}, {n} actions ago',
  backupUnknownTime: 'at an unknown time',
  backupDay: '{day}, {time}',
} as const

export const safetyWords = defineCatalog('safety', SAFETY)
