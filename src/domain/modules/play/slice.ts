import type { PlayState } from './state'
import type { RotationReading } from './settings'

declare module '../../kernel/state' {
  interface GameState {
    /** The guided order of play; undefined when the app keeps the books only. */
    play?: PlayState
  }
}

declare module '../../kernel/events' {
  interface GameStarted {
    /** The order of play, when the game is guided. */
    play?: PlayState
  }
}

declare module '../../kernel/settings' {
  interface GameSettings {
    /** When a rotating phase ends (see settings.ts); absent in games saved before: a pass is final. */
    rotation?: RotationReading
  }
}
