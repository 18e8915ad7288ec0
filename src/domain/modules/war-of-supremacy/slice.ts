import type { WosState } from './state'

declare module '../../kernel/state' {
  interface GameState {
    /** War of Supremacy games (the card game): the players, the Territories fought over, the turn. */
    warOfSupremacy?: WosState
  }
}

declare module '../../kernel/registry' {
  interface SliceRegistry {
    warOfSupremacy: WosState
  }
}

declare module '../../kernel/events' {
  interface GameStarted {
    warOfSupremacy?: WosState
  }
}
