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

/** Plain words for anything IndexedDB or Dexie throws. */
export function storageErrorMessage(error: unknown): string {
  if (error instanceof StaleGameError || error instanceof GameNotFoundError || error instanceof NewerGameError) return error.message
  const name = nameOf(error)
  const innerName = typeof error === 'object' && error !== null && 'inner' in error ? nameOf(error.inner) : ''
  if (name === 'QuotaExceededError' || innerName === 'QuotaExceededError') {
    return 'This device is out of storage space, so the action was not saved. Free some space (or delete old games) and try again.'
  }
  if (name === 'DatabaseClosedError' || name === 'VersionChangeError' || name === 'BlockedError') {
    return 'A newer version of the app is opening in another tab. Reload this tab to continue.'
  }
  if (name === 'InvalidStateError' || name === 'OpenFailedError' || name === 'MissingAPIError') {
    return 'This browser will not let the app save games here (private browsing can do this). Try a normal window.'
  }
  return 'The action could not be saved on this device, so it was not applied. Try again; if it keeps failing, reload the app.'
}

function nameOf(error: unknown): string {
  return typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : ''
}
