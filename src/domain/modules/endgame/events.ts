import type { GameEnding } from './ending'
import type { EndTerms } from './terms'

/** The table ended the game by Detente (to), or undo took the ending back (to: null). */
export interface GameEnded {
  type: 'gameEnded'
  from: GameEnding | null
  to: GameEnding | null
}

/** The agreed Detente point or handicap changed ({} when nothing is agreed). */
export interface EndTermsChanged {
  type: 'endTermsChanged'
  from: EndTerms
  to: EndTerms
}

declare module '../../kernel/registry' {
  interface EventRegistry {
    gameEnded: GameEnded
    endTermsChanged: EndTermsChanged
  }
}
