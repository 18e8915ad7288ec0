import { computed, ref, toRaw } from 'vue'
import type { Command } from '@/domain'
import { goneCreatures, killedText } from '@/presentation/wos-board-ui'
import { useGameStore } from '@/stores/game'

/**
 * The last creatures a token or a form switch killed, said on the Board until the next entry of
 * the log (another command, an undo): the rules take them out of combat at once, so without a
 * word they would just vanish.
 */
const notice = ref<{ names: string[]; seq: number } | null>(null)

/** Sends a War of Supremacy command through the store (a refusal shows on the game screen). */
export function useWosSend() {
  const game = useGameStore()

  async function send(command: Command): Promise<boolean> {
    const before = game.state.warOfSupremacy
    // Plain data only: a reactive proxy cannot be stored in IndexedDB.
    const result = await game.dispatch(toRaw(command))
    if (!result.ok) return false
    const gone = command.kind === 'changeCreature' || command.kind === 'turnCombatForm' ? goneCreatures(before, game.state.warOfSupremacy) : []
    notice.value = gone.length > 0 ? { names: gone, seq: result.entry.seq } : null
    return true
  }

  // Worded when shown, so it reads in the language of the moment.
  const shown = computed(() => (notice.value && game.headSeq === notice.value.seq ? killedText(notice.value.names) : null))
  return { send, notice: shown, dismiss: () => (notice.value = null) }
}
