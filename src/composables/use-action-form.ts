import { shallowRef, watch } from 'vue'
import type { Command, CommandKind, DueForm } from '@/domain'
import type { BannerAction } from '@/presentation/banner-actions'
import { rollDie } from '@/session/dice'
import { useGameStore } from '@/stores/game'

/**
 * The command form open over the game screen (the big button's, or any button that names a
 * command), one at a time; the game view's ActionFormHost shows it in a sheet.
 */
const opened = shallowRef<DueForm | null>(null)

export function useActionForm() {
  return {
    opened,
    open: (form: DueForm): void => {
      opened.value = form
    },
    close: (): void => {
      opened.value = null
    },
  }
}

/**
 * A form's `done` once a command of one of `kinds` is saved from the screen (not a remedy such as
 * a loan taken on the way, which leaves the form open for the purchase it allowed).
 */
export function useDoneWhenSaved(kinds: readonly CommandKind[] | 'any', done: () => void): void {
  const game = useGameStore()
  watch(
    () => game.lastDone,
    (entry) => {
      if (!entry) return
      const kind = entry.command.kind
      if (kinds === 'any' ? !REMEDY_KINDS.includes(kind) : (kinds as readonly string[]).includes(kind)) done()
    },
  )
}

/** Money found on the way (a refusal's remedies): the form stays open for what it allowed. */
const REMEDY_KINDS: readonly string[] = ['takeLoan', 'payArrears', 'transferMoney']

/**
 * What a banner button does: its one-tap command, the app's dice for each power that must roll
 * (each die saved before the next), or its form opened in place. `send`: the game's own dispatch
 * when it has one (the card game's).
 */
export function useRunAction(send?: (command: Command) => Promise<unknown>) {
  const game = useGameStore()
  const { open } = useActionForm()
  return async (action: BannerAction): Promise<void> => {
    if (action.command) await (send ?? game.dispatch)(action.command)
    else if (action.roll) {
      for (const power of action.roll) if (!(await game.dispatch({ kind: 'rollSequenceDie', power, face: rollDie() })).ok) break
    } else if (action.form) open(action.form)
  }
}
