/** Failures of storage, turned into words a player can act on. */
export class StaleGameError extends Error {
  constructor(readonly gameId: string, readonly expected: number, readonly found: number) {
    super('Another tab or device has changed this game since it was opened here.')
    this.name = 'StaleGameError'
  }
}

export class GameNotFoundError extends Error {
  constructor(readonly gameId: string) {
    super('That game is not saved on this device. It may have been deleted in another tab.')
    this.name = 'GameNotFoundError'
  }
}

export class NewerGameError extends Error {
  constructor(readonly gameId: string, readonly version: number) {
    super('This game was saved by a newer version of Supremacy Companion. Update the app (reload when online) to open it.')
    this.name = 'NewerGameError'
  }
}

/** An older tab holds the database open, so this tab's upgrade (and every read and write) waits. */
export const DATABASE_BLOCKED_MESSAGE =
  'Close the other tab of this app, then reload this one. An older tab of Supremacy Companion is keeping the saved games open, so this tab cannot open them yet (it carries on by itself once that tab is closed).'

/** A newer app in another tab upgraded the database; this tab let go of it. */
export const DATABASE_REPLACED_MESSAGE = 'A newer version of the app is opening in another tab. Reload this tab to continue.'

/**
 * Plain words for anything IndexedDB or Dexie throws. Dexie reports every use of a database that
 * failed to open as a DatabaseClosedError whose `inner` is the reason, so the reason decides: only
 * a database closed for an upgrade (no reason, or a version change) means another tab's newer app.
 */
/** What was being saved when storage failed, so the words say what did not happen. */
export type StorageTask = 'action' | 'import' | 'restore' | 'backup'

const OUT_OF_SPACE: Readonly<Record<StorageTask, string>> = {
  action: 'This device is out of storage space, so the action was not saved. Free some space (or delete old games) and try again.',
  import: 'The game was not imported: this device is out of storage space. Free some space (or delete old games you no longer need), then import the file again.',
  restore: 'The backup was not restored: this device is out of storage space. Free some space (or delete old games you no longer need), then restore it again.',
  backup: 'This device is out of storage space. The game itself is saved; free some space (or delete old games) so that backups can be kept.',
}

const NOT_SAVED: Readonly<Record<StorageTask, string>> = {
  action: 'The action could not be saved on this device, so it was not applied. Try again; if it keeps failing, reload the app.',
  import: 'The game could not be saved on this device, so it was not imported. Try again; if it keeps failing, reload the app.',
  restore: 'The backup could not be saved as a game on this device, so it was not restored. Try again; if it keeps failing, reload the app.',
  backup: 'The game itself is saved. The app tries again after the next actions; if it keeps failing, reload the app.',
}

export function storageErrorMessage(error: unknown, task: StorageTask = 'action'): string {
  if (error instanceof StaleGameError || error instanceof GameNotFoundError || error instanceof NewerGameError) return error.message
  const name = nameOf(error)
  const inner = typeof error === 'object' && error !== null && 'inner' in error ? error.inner : undefined
  const innerName = nameOf(inner)
  const deepName = nameOf(typeof inner === 'object' && inner !== null && 'inner' in inner ? inner.inner : undefined)
  const reasons = [name, innerName, deepName]
  if (reasons.includes('QuotaExceededError')) return OUT_OF_SPACE[task]
  if (reasons.includes('MissingAPIError')) {
    return 'This browser gives the app no storage (IndexedDB is missing or turned off), so games cannot be saved here. Open the app in a normal window of an up-to-date browser.'
  }
  // Closed by our versionchange handler: Dexie's close() leaves a DatabaseClosedError as the reason.
  if (name === 'VersionChangeError' || (name === 'DatabaseClosedError' && (innerName === '' || innerName === 'DatabaseClosedError'))) {
    return DATABASE_REPLACED_MESSAGE
  }
  if (name === 'BlockedError') return DATABASE_BLOCKED_MESSAGE
  if (name === 'DatabaseClosedError' || name === 'InvalidStateError' || name === 'OpenFailedError' || name === 'SecurityError' || innerName === 'SecurityError') {
    return 'The browser will not let the app open its saved games here (site data may be blocked in its settings, or this is a private window). Allow cookies and site data for this app, or use a normal window, then reload.'
  }
  return NOT_SAVED[task]
}

function nameOf(error: unknown): string {
  return typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : ''
}
