import type { GameEnding } from './ending'
import type { EndTerms } from './terms'

declare module '../../kernel/settings' {
  interface GameSettings {
    /** How the game ends, as agreed (Detente point, handicap rank); absent when nothing was agreed. */
    endTerms?: EndTerms
  }
}

declare module '../../kernel/state' {
  interface GameState {
    /** Set when the table ended the game by Detente; undo takes it back. */
    ended?: GameEnding
  }
}
