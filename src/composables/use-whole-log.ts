import { computed, watch, type ComputedRef } from 'vue'
import { useGameStore } from '@/stores/game'

/**
 * For a screen that needs every line of the game (the charts, the end screen's ranks, the card
 * game's typed creatures): a long game opens with only its newest lines, so the rest is read when
 * such a screen is shown, and again after a reload of the game. `ready` is true once `entries`
 * holds the whole log; until then the screen shows what it can without it.
 */
export function useWholeLog(): { ready: ComputedRef<boolean> } {
  const game = useGameStore()
  watch(
    () => game.logStart,
    (start) => {
      if (start > 1) void game.loadAll()
    },
    { immediate: true },
  )
  return { ready: computed(() => game.logStart <= 1) }
}
