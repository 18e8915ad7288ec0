import type { Resource } from '../../kernel/ids'

/** Price Index position of each resource's market meter. */
export type MarketState = Readonly<Record<Resource, number>>

declare module '../../kernel/settings' {
  interface GameSettings {
    /** $M per spot of the Price Index, left (Bull Pen) to right (Bear Pit). */
    priceIndex: readonly number[]
  }
}

declare module '../../kernel/state' {
  interface GameState {
    /** Price Index position of each resource's market meter (absent in Cash Flow games: players post their own asks). */
    market?: MarketState
  }
}

declare module '../../kernel/events' {
  interface GameStarted {
    /** Absent in Cash Flow games. */
    market?: Record<Resource, number>
  }
}
