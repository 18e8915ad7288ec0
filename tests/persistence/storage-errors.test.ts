import { describe, expect, it } from 'vitest'
import { openDatabase } from '@/persistence/database'
import { storageErrorMessage } from '@/persistence/errors'
import { GameRepository } from '@/persistence/game-repository'
import { failure } from '../support/failure'

/** What Dexie throws at each use of a database whose open failed: the reason is `inner`. */
const closedBecause = (name: string) => ({ name: 'DatabaseClosedError', inner: { name } })

describe('Storage failures in plain words', () => {
  it('a database closed for another tab’s upgrade (our versionchange handler) says a newer app is opening', async () => {
    const db = openDatabase(`closed-${Math.random()}`)
    const repository = new GameRepository(db)
    await repository.list()
    db.close()
    const error = await failure(() => repository.list())
    expect(storageErrorMessage(error)).toBe('A newer version of the app is opening in another tab. Reload this tab to continue.')
  })

  it('no IndexedDB says the browser gives no storage, first use or later, never "a newer version"', () => {
    for (const error of [{ name: 'MissingAPIError' }, closedBecause('MissingAPIError')]) {
      const message = storageErrorMessage(error)
      expect(message).toContain('IndexedDB is missing or turned off')
      expect(message).not.toContain('newer version')
    }
  })

  it('a database the browser refuses to open says site data is blocked or the window is private, never "a newer version"', () => {
    for (const error of [closedBecause('OpenFailedError'), { name: 'OpenFailedError', inner: { name: 'UnknownError' } }, { name: 'InvalidStateError' }, { name: 'SecurityError' }]) {
      const message = storageErrorMessage(error)
      expect(message, JSON.stringify(error)).toContain('Allow cookies and site data for this app, or use a normal window')
      expect(message).not.toContain('newer version')
    }
  })

  it('an upgrade held up by another tab asks to close the other tabs', () => {
    expect(storageErrorMessage({ name: 'BlockedError' })).toContain('Close the other tab of this app')
  })

  it('a full disk says what was not saved: the action, the import, the restore, or the backup (the game itself is saved)', () => {
    // Dexie reports a full disk inside a transaction as an AbortError whose inner error is the quota.
    for (const error of [{ name: 'QuotaExceededError' }, { name: 'AbortError', inner: { name: 'QuotaExceededError' } }]) {
      expect(storageErrorMessage(error)).toContain('so the action was not saved')
      expect(storageErrorMessage(error, 'import')).toMatch(/^The game was not imported: this device is out of storage space\. Free some space/)
      expect(storageErrorMessage(error, 'restore')).toMatch(/^The backup was not restored: this device is out of storage space/)
      expect(storageErrorMessage(error, 'backup')).toContain('The game itself is saved')
      for (const task of ['import', 'restore', 'backup'] as const) expect(storageErrorMessage(error, task)).not.toContain('action')
    }
  })
})
