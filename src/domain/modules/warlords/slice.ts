import type { NeutralState } from './state'

declare module '../../kernel/state' {
  interface GameState {
    /** Warlords and Pirates on: the warlords' and pirates' supply center. */
    neutral?: NeutralState
  }
}

declare module '../../kernel/registry' {
  interface SliceRegistry {
    neutral: NeutralState
  }
}

declare module '../../kernel/events' {
  interface GameStarted {
    /** Warlords and Pirates on: the supply center, with no zone set up yet. */
    neutral?: NeutralState
  }
}
