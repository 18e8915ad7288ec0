import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { GameRecord } from '@/persistence/database'
import { storageErrorMessage } from '@/persistence/errors'
import { getRepository } from '@/session/services'

/** The saved games on this device, for the home screen. */
export const useGamesStore = defineStore('games', () => {
  const games = ref<GameRecord[]>([])
  const isLoading = ref(false)
  const error = ref<string | null>(null)

  async function refresh(): Promise<void> {
    isLoading.value = true
    try {
      games.value = await getRepository().list()
      error.value = null
    } catch (e) {
      error.value = storageErrorMessage(e)
    } finally {
      isLoading.value = false
    }
  }

  async function remove(gameId: string): Promise<void> {
    try {
      await getRepository().delete(gameId)
      error.value = null
    } catch (e) {
      error.value = storageErrorMessage(e)
    }
    await refresh()
  }

  return { games, isLoading, error, refresh, remove }
})
