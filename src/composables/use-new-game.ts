import { computed, reactive, ref } from 'vue'
import { decide, EMPTY_STATE, RESOURCES, type PowerId, type Refusal, type Resource } from '@/domain'
import { defaultGameTitle, distinctTitle } from './last-played'
import { buildStartGame, emptySetupForm, setupProblems, togglePower, type SetupForm } from '@/presentation/setup-helpers'
import { seatFromDie } from '@/presentation/cash-flow-setup-ui'
import { rollDie } from '@/session/dice'
import { newGameId } from '@/session/services'
import { useGameStore } from '@/stores/game'
import { useGamesStore } from '@/stores/games'
import { useRoute } from './use-route'

/**
 * The new-game screen's state: the form as plain data, what still stops the start, and the
 * start itself. Ids and dice come from the session here so the components stay presentational.
 */
export function useNewGame() {
  const game = useGameStore()
  const games = useGamesStore()
  const { go } = useRoute()
  const form = reactive<SetupForm>(emptySetupForm())
  const refusal = ref<Refusal | null>(null)
  const isStarting = ref(false)
  /**
   * A Cash Flow start is judged by the rules before Start (cards in one territory, forces, the deck):
   * once the form is complete, the preview's refusal is the last problem, in its plain words.
   */
  const startRefusal = computed<Refusal | null>(() => {
    if (form.economy !== 'cash-flow' || setupProblems(form).length > 0) return null
    const result = decide(EMPTY_STATE, buildStartGame(form, 'preview'))
    return result.ok ? null : result.refusal
  })
  const problems = computed(() => [...setupProblems(form), ...(startRefusal.value ? [startRefusal.value.message] : [])])
  const canStart = computed(() => problems.value.length === 0 && !isStarting.value)

  function toggle(id: PowerId): void {
    form.powers = togglePower(form.powers, id)
  }

  function rollMarket(resource: Resource): void {
    form.marketDice[resource] = [rollDie(), rollDie()]
  }

  function rollAllMarkets(): void {
    for (const r of RESOURCES) rollMarket(r)
  }

  /** Cash Flow, "Randomly determine who starts with the entropy token": a die re-rolled until it names a seat. */
  function rollEntropy(): void {
    const seats = form.powers.length
    if (seats === 0) return
    for (;;) {
      const seat = seatFromDie(rollDie(), seats)
      if (seat !== undefined) {
        form.cashFlow.entropyHolder = form.powers[seat]!.id
        return
      }
    }
  }

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
      const built = buildStartGame(form, newGameId())
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

  return { form, problems, canStart, isStarting, refusal, toggle, rollMarket, rollAllMarkets, rollEntropy, start, dismissRefusal: () => (refusal.value = null) }
}
