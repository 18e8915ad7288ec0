import type { WarlordOutnumberedReading } from './settings'
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

declare module '../../kernel/settings' {
  interface GameSettings {
    /** Never stored: set only while an entry warlords version 1 decided is checked (legacy.ts). */
    warlordsReadsV1?: boolean
  }
}

declare module '../../kernel/settings' {
  interface GameSettings {
    /** "Outnumbered by L-stars": the attacker's L-stars against the warlord's nukes or its L-stars (settings.ts); absent: L-stars (the old behaviour). */
    warlordOutnumbered?: WarlordOutnumberedReading
    /** A card's owner may bid for his own card in a warlord's zone (settings.ts); absent: no. */
    ownerBidsForOwnCard?: boolean
  }
}
