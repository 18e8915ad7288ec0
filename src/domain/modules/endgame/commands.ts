import type { EndTerms } from './terms'

/** Why the table ended the game by Detente. */
export type DetenteReason = 'agreement' | 'cycles' | 'clock'

/** End the game by Detente: by agreement, or because the agreed point is reached. */
export interface EndGame {
  kind: 'endGame'
  reason: DetenteReason
  /** The clock when the table ended it (ISO, from the screen); needed for reason 'clock'. */
  at?: string
}

/** Set or change the agreed Detente point and handicap rank (by agreement, at any moment). */
export interface SetEndTerms {
  kind: 'setEndTerms'
  terms: EndTerms
}

export type EndgameCommand = EndGame | SetEndTerms

declare module '../../kernel/registry' {
  interface CommandRegistry {
    endGame: EndGame
    setEndTerms: SetEndTerms
  }
}
