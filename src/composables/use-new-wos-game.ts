import { refusalText } from '@/presentation/refusal-text'
import { computed, reactive } from 'vue'
import { decide, EMPTY_STATE, type Refusal } from '@/domain'
import type { WosVariant } from '@/domain/modules/war-of-supremacy'
import { buildWosStart, emptyWosForm, withDie, withRolled, withSeatAdded, withSeatRemoved, wosProblems, type Die, type WosSetupForm } from '@/presentation/wos-setup-ui'
import { rollDie } from '@/session/dice'
import { useStartGame } from './use-start-game'

/**
 * The War of Supremacy new-game form (use-new-game.ts's counterpart): the form as plain data, what
 * still stops the start, the app's dice, and the start. Ids and dice come from the session here so
 * the components stay presentational.
 */
export function useNewWosGame() {
  const { refusal, isStarting, startWith, dismissRefusal } = useStartGame()
  const form = reactive<WosSetupForm>(emptyWosForm())
  /** Once the form is complete, the rules judge it: their refusal is the last problem, in their words. */
  const startRefusal = computed<Refusal | null>(() => {
    if (wosProblems(form).length > 0) return null
    const result = decide(EMPTY_STATE, buildWosStart(form, 'preview'))
    return result.ok ? null : result.refusal
  })
  const problems = computed(() => [...wosProblems(form), ...(startRefusal.value ? [refusalText(startRefusal.value)] : [])])
  const canStart = computed(() => problems.value.length === 0 && !isStarting.value)

  const addSeat = (): void => void Object.assign(form, withSeatAdded(form))
  const removeSeat = (seat: number): void => void Object.assign(form, withSeatRemoved(form, seat))
  const setDie = (round: number, index: number, value: Die): void => void (form.rolls = withDie(form, round, index, value))
  const rollFirst = (): void => void (form.rolls = withRolled(form, () => rollDie()))
  const setVariant = (variant: WosVariant, on: boolean): void => void (form.variants[variant] = on)

  async function start(): Promise<void> {
    if (!canStart.value) return
    await startWith((gameId) => buildWosStart(form, gameId))
  }

  return { form, problems, canStart, isStarting, refusal, addSeat, removeSeat, setDie, rollFirst, setVariant, start, dismissRefusal }
}
