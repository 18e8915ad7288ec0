import { refusalText } from '@/presentation/refusal-text'
import { computed, reactive } from 'vue'
import { decide, EMPTY_STATE, HOME_COMPANIES, RESOURCES, type PowerId, type Refusal, type Resource } from '@/domain'
import { buildStartGame, emptySetupForm, setupProblems, togglePower, type SetupForm } from '@/presentation/setup-helpers'
import { seatFromDie } from '@/presentation/cash-flow-setup-ui'
import { drawOwnCards } from '@/presentation/cash-flow-setup-steps'
import { rollDie } from '@/session/dice'
import { useStartGame } from './use-start-game'
import { takeNewGamePrefill } from './new-game-prefill'

/**
 * The new-game screen's state: the form as plain data, what still stops the start, and the
 * start itself. Ids and dice come from the session here so the components stay presentational.
 */
export function useNewGame() {
  const { refusal, isStarting, startWith, dismissRefusal } = useStartGame()
  // Prefilled when the end screen started "New game with these players"; blank otherwise.
  const prefill = takeNewGamePrefill()
  const form = reactive<SetupForm>(prefill ?? emptySetupForm())
  /** The form came filled in from a game that ended ("New game with these players"). */
  const isRematch = prefill !== undefined
  /**
   * A Cash Flow start is judged by the rules before Start (cards in one territory, forces, the deck):
   * once the form is complete, the preview's refusal is the last problem, in its plain words.
   */
  const startRefusal = computed<Refusal | null>(() => {
    if (form.economy !== 'cash-flow' || setupProblems(form).length > 0) return null
    const result = decide(EMPTY_STATE, buildStartGame(form, 'preview'))
    return result.ok ? null : result.refusal
  })
  const problems = computed(() => [...setupProblems(form), ...(startRefusal.value ? [refusalText(startRefusal.value)] : [])])
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

  /** Cash Flow, "Deal for me": the app draws the power's four own-stack cards at random. */
  function dealOwn(id: PowerId): void {
    const power = form.powers.find((p) => p.id === id)
    if (power) power.cashFlow = { ...power.cashFlow, own: drawOwnCards(HOME_COMPANIES[id].length, rollDie) }
  }

  async function start(): Promise<void> {
    if (!canStart.value) return
    await startWith((gameId) => buildStartGame(form, gameId))
  }

  return { form, isRematch, problems, canStart, isStarting, refusal, toggle, rollMarket, rollAllMarkets, rollEntropy, dealOwn, start, dismissRefusal }
}
