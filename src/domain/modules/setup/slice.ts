import { DEFAULT_PRICE_INDEX } from '../market/data'
import { DEFAULT_INTEREST_PER_BILLION } from '../bank/data'
import type { GameSettings } from '../../kernel/settings'
import { DEFAULT_BATTLE_READINGS } from '../battle/settings'

export type OpenMode = 'standard' | 'random'

export const DEFAULT_SETTINGS: GameSettings = {
  priceIndex: DEFAULT_PRICE_INDEX,
  interestPerBillion: DEFAULT_INTEREST_PER_BILLION,
  ...DEFAULT_BATTLE_READINGS,
}

declare module '../../kernel/state' {
  interface GameState {
    openMode: OpenMode
  }
}

declare module '../../kernel/events' {
  interface GameStarted {
    openMode: OpenMode
  }
}
