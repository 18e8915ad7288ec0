import type { GameRecord } from '@/persistence/database'
import type { GameRepository } from '@/persistence/game-repository'
import { SavedGamesReader } from '@/persistence/saved-games-reader'
import { DATABASE_NAME } from '@/persistence/schema'
import { setDatabaseStatus } from './database-status'

/**
 * The home screen's list of saved games without Dexie on its first load: the page's repository
 * once it has one (a game opened, a game deleted: services.ts says so here, as do tests that swap
 * it), else the browser's own IndexedDB (SavedGamesReader), else, where the reader cannot read
 * (an upgrade to run, no IndexedDB...), the repository after all, loaded by `loadRepository`.
 */
let opened: GameRepository | undefined
let reader: SavedGamesReader | undefined

/** services.ts: the page's repository (undefined: none yet). */
export function repositoryOpened(repository: GameRepository | undefined): void {
  opened = repository
}

/** The saved games, most recently played first: what GameRepository.list() returns. */
export async function listSavedGames(loadRepository: () => Promise<GameRepository>): Promise<GameRecord[]> {
  if (opened) return opened.list()
  reader ??= new SavedGamesReader(DATABASE_NAME, { replaced: () => setDatabaseStatus('replaced') })
  return (await reader.list()) ?? (await loadRepository()).list()
}
