import { computed, reactive, ref } from 'vue'
import { decide, EMPTY_STATE, type Refusal } from '@/domain'
import type { WosVariant } from '@/domain/modules/war-of-supremacy'
import { defaultGameTitle, distinctTitle } from './last-played'
import { buildWosStart, emptyWosForm, withDie, withRolled, withSeatAdded, withSeatRemoved, wosProblems, type Die, type WosSetupForm } from '@/presentation/wos-setup-ui'
import { rollDie } from '@/session/dice'
import { newGameId } from '@/session/services'
import { useGameStore } from '@/stores/game'
import { useGamesStore } from '@/stores/games'
import { useRoute } from './use-route'

/**
 * The War of Supremacy new-game form (use-new-game.ts's counterpart): the form as plain data, what
 * still stops the start, the app's dice, and the start. Ids and dice come from the session here so
 * the components stay presentational.
 */
export function useNewWosGame() {
  const game = useGameStore()
  const games = useGamesStore()
  const { go } = useRoute()
  const form = reactive<WosSetupForm>(emptyWosForm())
  const refusal = ref<Refusal | null>(null)
  const isStarting = ref(false)
  /** Once the form is complete, the rules judge it: their refusal is the last problem, in their words. */
  const startRefusal = computed<Refusal | null>(() => {
    if (wosProblems(form).length > 0) return null
    const result = decide(EMPTY_STATE, buildWosStart(form, 'preview'))
    return result.ok ? null : result.refusal
  })
  const problems = computed(() => [...wosProblems(form), ...(startRefusal.value ? [startRefusal.value.message] : [])])
  const canStart = computed(() => problems.value.length === 0 && !isStarting.value)

  const addSeat = (): void => void Object.assign(form, withSeatAdded(form))
  const removeSeat = (seat: number): void => void Object.assign(form, withSeatRemoved(form, seat))
  const setDie = (round: number, index: number, value: Die): void => void (form.rolls = withDie(form, round, index, value))
  const rollFirst = (): void => void (form.rolls = withRolled(form, () => rollDie()))
  const setVariant = (variant: WosVariant, on: boolean): void => void (form.variants[variant] = on)

  /** A blank name becomes the date and time, numbered if a saved game already has it. */
  async function untitledName(): Promise<string> {
    await games.refresh()
    return distinctTitle(defaultGameTitle(new Date()), games.games.map((g) => g.title))
  }

  async function start(): Promise<void> {
    if (!canStart.value) return
    isStarting.value = true
    refusal.value = null
    try {
      const built = buildWosStart(form, newGameId())
      const command = built.title ? built : { ...built, title: await untitledName() }
      const result = await game.start(command)
      if (!result.ok) {
        refusal.value = result.refusal
        return
      }
      go({ name: 'game', gameId: command.gameId })
    } catch (error) {
      // decide never throws for a rule; this is a bug or a broken device, said plainly.
      const detail = error instanceof Error ? ` (${error.message})` : ''
      refusal.value = { code: 'start-failed', message: `The game could not be started${detail}. Nothing was saved.`, remedies: [] }
    } finally {
      isStarting.value = false
    }
  }

  return { form, problems, canStart, isStarting, refusal, addSeat, removeSeat, setDie, rollFirst, setVariant, start, dismissRefusal: () => (refusal.value = null) }
}
