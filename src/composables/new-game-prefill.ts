import type { SetupForm } from '@/presentation/setup-helpers'

/**
 * A setup form handed to the next "New game" screen (the end screen's "New game with these
 * players"): taken once, so a later "+ New game" starts blank. Module state, not the URL: a form
 * is too big for a hash, and a reload of the New game screen may as well start blank.
 */
let pending: SetupForm | undefined

export function setNewGamePrefill(form: SetupForm): void {
  pending = form
}

export function takeNewGamePrefill(): SetupForm | undefined {
  const form = pending
  pending = undefined
  return form
}
