import { computed, onScopeDispose, ref, shallowRef, toRaw, type ComputedRef } from 'vue'
import type { Command, LogEntry, Refusal, Result } from '@/domain'
import { previewOutcome, type Outcome } from '@/presentation/ui-selectors'
import { useGameStore } from '@/stores/game'

/**
 * The refusal a panel or sheet is already showing, so the game screen does not show it twice.
 * Only identity is compared: it is the same object as the store's `refusal`.
 */
const claimed = shallowRef<Refusal | null>(null)

/** The store's refusal unless a panel has claimed it (the game screen shows the rest). */
export function useUnclaimedRefusal(): ComputedRef<Refusal | null> {
  const game = useGameStore()
  return computed(() => (game.refusal && toRaw(game.refusal) !== claimed.value ? game.refusal : null))
}

/**
 * A command being built by a panel: its live preview (from the rules core), the refusal to
 * show (the preview's, or the store's after a refused dispatch), and confirm / remedy.
 */
export function useCommandPreview(build: () => Command | null) {
  const game = useGameStore()
  const command = computed(build)
  const outcome = computed<Result<Outcome> | null>(() => (command.value ? previewOutcome(game.state, command.value) : null))
  /** The refusal of the last dispatch from here, until the command changes. */
  const dispatched = shallowRef<{ refusal: Refusal; for: Command | null } | null>(null)
  const dismissedFor = ref<Command | null>(null)

  const refusal = computed<Refusal | null>(() => {
    if (dispatched.value && dispatched.value.for === command.value && game.refusal) return dispatched.value.refusal
    const result = outcome.value
    if (!result || result.ok || dismissedFor.value === command.value) return null
    return result.refusal
  })
  const canConfirm = computed(() => outcome.value?.ok === true && !game.isBusy)

  async function run(cmd: Command): Promise<LogEntry | null> {
    // Plain data only: a reactive proxy cannot be stored in IndexedDB.
    const result = await game.dispatch(toRaw(cmd))
    if (result.ok) {
      dispatched.value = null
      return result.entry
    }
    claimed.value = result.refusal
    dispatched.value = { refusal: result.refusal, for: command.value }
    return null
  }

  /** Dispatches the command; resolves with the saved entry, or null (the refusal is shown). */
  function confirm(): Promise<LogEntry | null> {
    return command.value ? run(command.value) : Promise.resolve(null)
  }

  function dismiss(): void {
    if (dispatched.value) {
      if (toRaw(game.refusal) === dispatched.value.refusal) game.dismissRefusal()
      dispatched.value = null
    } else {
      dismissedFor.value = command.value
    }
  }

  // A refusal this panel claimed goes away with the panel rather than resurfacing elsewhere.
  onScopeDispose(() => {
    if (dispatched.value && toRaw(game.refusal) === dispatched.value.refusal) game.dismissRefusal()
  })

  return { command, outcome, refusal, canConfirm, confirm, remedy: run, dismiss }
}
