import { ref, watch, type Ref } from 'vue'

/**
 * A list of die faces (0 = not yet rolled) that follows a count: more units add blank dice, fewer
 * drop the last ones, so DiceEntry always shows one die per unit without losing faces typed.
 */
export function useSizedDice(count: () => number): Ref<number[]> {
  const dice = ref<number[]>([])
  watch(
    count,
    (n) => {
      const size = Math.max(0, n)
      dice.value = dice.value.length > size ? dice.value.slice(0, size) : [...dice.value, ...new Array<number>(size - dice.value.length).fill(0)]
    },
    { immediate: true },
  )
  return dice
}
