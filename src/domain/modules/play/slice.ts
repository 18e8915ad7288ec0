import type { PlayState } from './state'

declare module '../../kernel/state' {
  interface GameState {
    /** The guided order of play; undefined when the app keeps the books only. */
    play?: PlayState
  }
}

declare module '../../kernel/registry' {
  interface SliceRegistry {
    play: PlayState
  }
}

declare module '../../kernel/events' {
  interface GameStarted {
    /** The order of play, when the game is guided. */
    play?: PlayState
  }
}
