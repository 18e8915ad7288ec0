import type { GameRecord } from './database'
import { DATABASE_NAME, DATABASE_NATIVE_VERSION } from './schema'

/**
 * The home screen's list of saved games, read on the browser's own IndexedDB so that its first
 * load does without Dexie (29 kB gzip of a 75 kB budget). It reads the `games` store exactly as
 * GameRepository.list() does, and only a database exactly as this app's Dexie schema left it:
 * it never creates, upgrades or writes anything. Whatever else it meets (no IndexedDB, a database
 * of an older version waiting for its upgrade, a newer one, a failed open) is Dexie's to handle
 * and to put in words: `list()` then answers `undefined`, and the caller asks the repository.
 */
export interface SavedGamesReaderWatch {
  /** A newer app in another tab upgrades the database: this connection let go, as Dexie's does. */
  replaced?(): void
}

/** What opening found: the database at this app's schema, none at all, or one for Dexie. */
type Opened = IDBDatabase | 'absent' | 'dexie'

export class SavedGamesReader {
  private connection: Promise<Opened> | undefined
  /** Set for good once the database is Dexie's to read (another version, or let go for a newer tab). */
  private handedOver = false

  constructor(
    private readonly name: string = DATABASE_NAME,
    private readonly watch: SavedGamesReaderWatch = {},
  ) {}

  /**
   * The saved games, most recently played first (GameRepository.list()'s order); [] when there is
   * no database yet (and none is created); `undefined` when the repository must read them.
   */
  async list(): Promise<GameRecord[] | undefined> {
    if (this.handedOver) return undefined
    this.connection ??= this.open()
    const db = await this.connection
    if (db === 'absent') {
      // Looked for afresh next time: another tab may have saved the first game since.
      this.connection = undefined
      return []
    }
    if (db === 'dexie' || this.handedOver) {
      this.handedOver = true
      return undefined
    }
    try {
      const games = await readGames(db)
      if (games === undefined) this.handOver(db)
      return games
    } catch (error) {
      // Closed under the read for a newer tab: the repository says so in the app's words.
      if (this.handedOver) return undefined
      throw error
    }
  }

  /** Lets go of the connection (tests, between databases). */
  async close(): Promise<void> {
    const db = await this.connection
    if (typeof db === 'object') db.close()
    this.connection = undefined
  }

  private handOver(db: IDBDatabase): void {
    this.handedOver = true
    db.close()
  }

  private async open(): Promise<Opened> {
    if (typeof indexedDB === 'undefined') return 'dexie'
    await safariReady()
    return new Promise((resolve) => {
      let request: IDBOpenDBRequest
      try {
        // No version asked: an existing database opens as it is, never upgraded from here.
        request = indexedDB.open(this.name)
      } catch {
        resolve('dexie')
        return
      }
      let absent = false
      request.onupgradeneeded = () => {
        // Only a database that does not exist yet gets here: nothing is saved. It is not created
        // (aborted): the first saved game's Dexie creates it, with its stores, as before.
        absent = true
        request.transaction?.abort()
      }
      request.onerror = (event) => {
        event.preventDefault()
        resolve(absent ? 'absent' : 'dexie')
      }
      request.onsuccess = () => {
        const db = request.result
        if (db.version !== DATABASE_NATIVE_VERSION || !db.objectStoreNames.contains('games')) {
          // Let go at once: an older database's upgrade (Dexie's, next) must not wait for this tab.
          db.close()
          resolve('dexie')
          return
        }
        // What openDatabase does on a newer tab's upgrade: close, and say so.
        db.onversionchange = () => {
          this.handOver(db)
          this.watch.replaced?.()
        }
        // Closed by the browser (site data cleared...): opened again on the next read, as Dexie does.
        db.onclose = () => (this.connection = undefined)
        resolve(db)
      }
    })
  }
}

/** The `games` store through its updatedAt index, newest first; `undefined` if it has no such index. */
function readGames(db: IDBDatabase): Promise<GameRecord[] | undefined> {
  return new Promise((resolve, reject) => {
    const tx = db.transaction('games', 'readonly')
    const store = tx.objectStore('games')
    if (!store.indexNames.contains('updatedAt')) {
      resolve(undefined)
      return
    }
    // Ascending by updatedAt, then by id; reversed, the order of Dexie's orderBy('updatedAt').reverse()
    // (an index cursor run backwards: ties by id descending). Games with no updatedAt are in neither.
    const request = store.index('updatedAt').getAll()
    request.onsuccess = () => resolve((request.result as GameRecord[]).reverse())
    tx.onabort = () => reject(request.error ?? tx.error ?? new DOMException('The saved games could not be read.', 'AbortError'))
  })
}

/**
 * Safari 14 could leave the first indexedDB.open() of a page waiting for ever; asking for the list
 * of databases until it answers wakes it. Dexie does the same before every open (its idbReady).
 */
function safariReady(): Promise<void> {
  const isSafari = typeof navigator !== 'undefined' && !('userAgentData' in navigator) && /Safari\//.test(navigator.userAgent) && !/Chrom(e|ium)\//.test(navigator.userAgent)
  if (!isSafari || !indexedDB.databases) return Promise.resolve()
  let timer: ReturnType<typeof setInterval> | undefined
  return new Promise<void>((resolve) => {
    const ask = () => void indexedDB.databases().then(() => resolve(), () => resolve())
    timer = setInterval(ask, 100)
    ask()
  }).finally(() => clearInterval(timer))
}
