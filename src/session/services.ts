import { DATABASE_NAME, openDatabase, type SupremacyDatabase } from '@/persistence/database'
import { GameRepository } from '@/persistence/game-repository'
import { LinkRepository } from '@/persistence/link-repository'
import { databaseStatus, setDatabaseStatus } from './database-status'
import { repositoryOpened } from './saved-games'

/**
 * The app's one database and repository, created on first use; tests swap them. This module brings
 * Dexie, so the home screen imports it only where first needed (a delete, an import, an upgrade to
 * run): it lists the saved games without it (saved-games.ts).
 */
let database: SupremacyDatabase | undefined
let repository: GameRepository | undefined

export function getRepository(): GameRepository {
  if (repository === undefined) {
    database = openDatabase(DATABASE_NAME, { blocked: () => setDatabaseStatus('blocked'), opened: () => setDatabaseStatus('ok'), replaced: () => setDatabaseStatus('replaced') })
    // A newer tab took the database over before this page needed Dexie (the home screen's reader
    // let go): closed for good at once, as openDatabase's own connection would have been, so every
    // use says so in the same words.
    if (databaseStatus() === 'replaced') database.close()
    repository = new GameRepository(database)
    repositoryOpened(repository)
  }
  return repository
}

export function useRepositoryForTests(repo: GameRepository | undefined): void {
  repository = repo
  repositoryOpened(repo)
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
