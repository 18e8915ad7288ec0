import { ref } from 'vue'
import { rollDie } from '@/session/dice'

/**
 * The card game's table die (a card that rolls, such as Fire Blast): the app's fair die, kept on
 * screen only. `roll` replaces the die in tests.
 */
export function useTableDie(roll: () => number = () => rollDie()) {
  const face = ref<number | undefined>(undefined)
  const rolls = ref(0)
  return {
    face,
    rolls,
    roll: (): void => {
      face.value = roll()
      rolls.value += 1
    },
  }
}
