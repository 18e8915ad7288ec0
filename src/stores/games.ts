import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { GameRecord } from '@/persistence/database'
import { storageErrorMessage } from '@/persistence/errors'
import { listSavedGames } from '@/session/saved-games'

/**
 * The repository, and Dexie with it, loaded on first use (precached for offline use): the home
 * screen's first load lists the saved games without it.
 */
const repository = () => import('@/session/services').then((services) => services.getRepository())

/** The saved games on this device, for the home screen. */
export const useGamesStore = defineStore('games', () => {
  const games = ref<GameRecord[]>([])
  const isLoading = ref(false)
  const error = ref<string | null>(null)

  async function refresh(): Promise<void> {
    isLoading.value = true
    try {
      games.value = await listSavedGames(repository)
      error.value = null
    } catch (e) {
      error.value = storageErrorMessage(e)
    } finally {
      isLoading.value = false
    }
  }

  async function remove(gameId: string): Promise<void> {
    try {
      await (await repository()).delete(gameId)
      error.value = null
    } catch (e) {
      error.value = storageErrorMessage(e)
    }
    await refresh()
  }

  return { games, isLoading, error, refresh, remove }
})
