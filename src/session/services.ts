import { openDatabase, type SupremacyDatabase } from '@/persistence/database'
import { GameRepository } from '@/persistence/game-repository'

/** The app's one database and repository, created on first use; tests swap them. */
let database: SupremacyDatabase | undefined
let repository: GameRepository | undefined

export function getRepository(): GameRepository {
  if (repository === undefined) {
    database = openDatabase()
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
