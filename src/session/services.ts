import { DATABASE_NAME, openDatabase, type SupremacyDatabase } from '@/persistence/database'
import { GameRepository } from '@/persistence/game-repository'
import { LinkRepository } from '@/persistence/link-repository'

/** The app's one database and repository, created on first use; tests swap them. */
let database: SupremacyDatabase | undefined
let repository: GameRepository | undefined

/**
 * Whether this tab can reach the saved games: 'blocked' while an older tab of the app holds the
 * database open and this tab's upgrade waits for it; 'replaced' once a newer app in another tab
 * has upgraded it and this tab let go.
 */
export type DatabaseStatus = 'ok' | 'blocked' | 'replaced'

let status: DatabaseStatus = 'ok'
const listeners = new Set<(status: DatabaseStatus) => void>()

function setStatus(next: DatabaseStatus): void {
  if (status === next || (status === 'replaced' && next === 'ok')) return
  status = next
  for (const listener of listeners) listener(next)
}

/** The status now and at every change; returns the way to stop listening. */
export function watchDatabaseStatus(listener: (status: DatabaseStatus) => void): () => void {
  listeners.add(listener)
  listener(status)
  return () => listeners.delete(listener)
}

export function getRepository(): GameRepository {
  if (repository === undefined) {
    database = openDatabase(DATABASE_NAME, { blocked: () => setStatus('blocked'), opened: () => setStatus('ok'), replaced: () => setStatus('replaced') })
    repository = new GameRepository(database)
  }
  return repository
}

export function useRepositoryForTests(repo: GameRepository | undefined): void {
  repository = repo
}

/** Asks the browser not to evict our data; the answer is shown to the players. */
export async function requestPersistentStorage(): Promise<boolean | undefined> {
  if (typeof navigator === 'undefined' || !navigator.storage?.persist) return undefined
  try {
    return (await navigator.storage.persisted()) || (await navigator.storage.persist())
  } catch {
    return undefined
  }
}

export function newGameId(): string {
  return crypto.randomUUID()
}

let links: LinkRepository | undefined

/** The table links' keys and devices (src/link), in the app's one database. */
export function getLinkRepository(): LinkRepository {
  if (links === undefined) {
    getRepository()
    links = new LinkRepository(database ?? openDatabase(DATABASE_NAME))
  }
  return links
}

export function useLinkRepositoryForTests(repo: LinkRepository | undefined): void {
  links = repo
}
