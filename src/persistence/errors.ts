import { englishPhrase, type Phrase } from '@/domain/kernel/phrase'
import { storagePhrase } from '@/domain/storage-refusals'

/**
 * Failures of storage, turned into words a player can act on. Each error keeps its sentence as a
 * phrase (src/domain/storage-refusals.ts) beside the English message, so the screens can write it
 * in the reader's language.
 */
export class StaleGameError extends Error {
  readonly phrase: Phrase = storagePhrase('staleGame')
  constructor(readonly gameId: string, readonly expected: number, readonly found: number) {
    super(englishPhrase(storagePhrase('staleGame')))
    this.name = 'StaleGameError'
  }
}

export class GameNotFoundError extends Error {
  readonly phrase: Phrase = storagePhrase('gameNotFound')
  constructor(readonly gameId: string) {
    super(englishPhrase(storagePhrase('gameNotFound')))
    this.name = 'GameNotFoundError'
  }
}

export class NewerGameError extends Error {
  readonly phrase: Phrase = storagePhrase('newerGame')
  constructor(readonly gameId: string, readonly version: number) {
    super(englishPhrase(storagePhrase('newerGame')))
    this.name = 'NewerGameError'
  }
}

/** An older tab holds the database open, so this tab's upgrade (and every read and write) waits. */
export const DATABASE_BLOCKED_PHRASE: Phrase = storagePhrase('databaseBlocked')
export const DATABASE_BLOCKED_MESSAGE = englishPhrase(DATABASE_BLOCKED_PHRASE)

/** A newer app in another tab upgraded the database; this tab let go of it. */
export const DATABASE_REPLACED_PHRASE: Phrase = storagePhrase('databaseReplaced')
export const DATABASE_REPLACED_MESSAGE = englishPhrase(DATABASE_REPLACED_PHRASE)

/** What was being saved when storage failed, so the words say what did not happen. */
export type StorageTask = 'action' | 'import' | 'restore' | 'backup'

type StorageKey = Parameters<typeof storagePhrase>[0]

const OUT_OF_SPACE: Readonly<Record<StorageTask, StorageKey>> = {
  action: 'outOfSpaceAction',
  import: 'outOfSpaceImport',
  restore: 'outOfSpaceRestore',
  backup: 'outOfSpaceBackup',
}

const NOT_SAVED: Readonly<Record<StorageTask, StorageKey>> = {
  action: 'notSavedAction',
  import: 'notSavedImport',
  restore: 'notSavedRestore',
  backup: 'notSavedBackup',
}

/**
 * Plain words for anything IndexedDB or Dexie throws. Dexie reports every use of a database that
 * failed to open as a DatabaseClosedError whose `inner` is the reason, so the reason decides: only
 * a database closed for an upgrade (no reason, or a version change) means another tab's newer app.
 * A phrase, so the screens write it in the reader's language.
 */
export function storageErrorPhrase(error: unknown, task: StorageTask = 'action'): Phrase {
  if (error instanceof StaleGameError || error instanceof GameNotFoundError || error instanceof NewerGameError) return error.phrase
  const name = nameOf(error)
  const inner = typeof error === 'object' && error !== null && 'inner' in error ? error.inner : undefined
  const innerName = nameOf(inner)
  const deepName = nameOf(typeof inner === 'object' && inner !== null && 'inner' in inner ? inner.inner : undefined)
  const reasons = [name, innerName, deepName]
  if (reasons.includes('QuotaExceededError')) return storagePhrase(OUT_OF_SPACE[task])
  if (reasons.includes('MissingAPIError')) return storagePhrase('noIndexedDb')
  // Closed by our versionchange handler: Dexie's close() leaves a DatabaseClosedError as the reason.
  if (name === 'VersionChangeError' || (name === 'DatabaseClosedError' && (innerName === '' || innerName === 'DatabaseClosedError'))) {
    return DATABASE_REPLACED_PHRASE
  }
  if (name === 'BlockedError') return DATABASE_BLOCKED_PHRASE
  if (name === 'DatabaseClosedError' || name === 'InvalidStateError' || name === 'OpenFailedError' || name === 'SecurityError' || innerName === 'SecurityError') {
    return storagePhrase('storageRefused')
  }
  return storagePhrase(NOT_SAVED[task])
}

/** The same in English (the log, the tests). */
export function storageErrorMessage(error: unknown, task: StorageTask = 'action'): string {
  return englishPhrase(storageErrorPhrase(error, task))
}

function nameOf(error: unknown): string {
  return typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : ''
}
