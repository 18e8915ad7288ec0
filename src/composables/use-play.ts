import { computed, watch, type Ref } from 'vue'
import { currentTurn, type TableAccount, type PowerId } from '@/domain'
import { rollDie } from '@/session/dice'
import { useGameStore } from '@/stores/game'

/** The guided order of play of the open game, and whose turn it is (undefined when none). */
export function usePlay() {
  const game = useGameStore()
  const play = computed(() => game.state.play)
  const turn = computed<PowerId | undefined>(() => (play.value ? currentTurn(play.value) : undefined))
  return { game, play, turn }
}

/** A fair die from the session's dice source, for "Roll for me". */
export function useDice() {
  return { roll: (): number => rollDie() }
}

/**
 * Stage 3 and Stage 7, Phase C: the market trade panel starts on the power whose turn it is,
 * selling in Stage 3 and buying in Stage 7, and follows the turn as it moves on.
 */
export function useTurnPreselect(power: Ref<TableAccount | null>, side: Ref<'sell' | 'buy' | null>): void {
  const { play, turn } = usePlay()
  watch(
    turn,
    (now) => {
      const stage = play.value?.stage
      if (!now || (stage !== 3 && stage !== 7)) return
      power.value = now
      side.value = stage === 3 ? 'sell' : 'buy'
    },
    { immediate: true },
  )
}
