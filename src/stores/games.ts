import { defineStore } from 'pinia'
import { computed, ref, shallowRef } from 'vue'
import type { Phrase } from '@/domain/kernel/phrase'
import type { GameRecord } from '@/persistence/database'
import { storageErrorPhrase } from '@/persistence/errors'
import { storageText } from '@/presentation/catalogs/refusals-storage'
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
  /** What went wrong, as a phrase: the words follow the language chosen. */
  const problem = shallowRef<Phrase | null>(null)
  const error = computed(() => (problem.value ? storageText(problem.value) : null))

  async function refresh(): Promise<void> {
    isLoading.value = true
    try {
      games.value = await listSavedGames(repository)
      problem.value = null
    } catch (e) {
      problem.value = storageErrorPhrase(e)
    } finally {
      isLoading.value = false
    }
  }

  async function remove(gameId: string): Promise<void> {
    try {
      await (await repository()).delete(gameId)
      problem.value = null
    } catch (e) {
      problem.value = storageErrorPhrase(e)
    }
    await refresh()
  }

  return { games, isLoading, error, refresh, remove }
})
