import type { DoubleSevenReading, Stage7BuyingReading } from './settings'
import type { PlayState } from './state'
import type { RotationReading, StageEndReading } from './settings'

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

declare module '../../kernel/settings' {
  interface GameSettings {
    /** Double Seven reading; absent: the board's "two cubes left". */
    doubleSeven?: DoubleSevenReading
    /** Whether Phase D purchases count as buying at Stage 7; absent: market buys only. */
    stage7Buying?: Stage7BuyingReading
    /** When a rotating phase ends (see settings.ts); absent in games saved before: a pass is final. */
    rotation?: RotationReading
    /** Whether the game waits for "next" when a stage's last rotating phase ends; absent in games saved before: 'auto'. */
    stageEnd?: StageEndReading
  }
}
