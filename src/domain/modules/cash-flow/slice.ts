import type { CashFlowState } from './state'

declare module '../../kernel/state' {
  interface GameState {
    /** Cash Flow games: both markets, the entropy token, the turn, the deck and the scores. */
    cashFlow?: CashFlowState
  }
}

declare module '../../kernel/registry' {
  interface SliceRegistry {
    cashFlow: CashFlowState
  }
}

declare module '../../kernel/events' {
  interface GameStarted {
    cashFlow?: CashFlowState
  }
}
