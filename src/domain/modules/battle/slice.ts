import type { AmphibiousArmies, NuclearRouletteReading } from './settings'
import type { WarState } from './war-state'

declare module '../../kernel/state' {
  interface GameState {
    /** Battles' effects on the world (nuked territories, captures, records). */
    war?: WarState
  }
}

declare module '../../kernel/registry' {
  interface SliceRegistry {
    war: WarState
  }
}

declare module '../../kernel/events' {
  interface GameStarted {
    /** The war state (from the battle desk's first version on). */
    war?: WarState
  }
}

declare module '../../kernel/settings' {
  interface GameSettings {
    /** A counterattack earns its target a counterattack (see settings.ts); absent = no. */
    counterattackEarnsCounterattack?: boolean
    /** Amphibious Assault: have the armies landed (a sunk navy does not drown them)? Absent: aboard (the old behaviour). */
    amphibiousArmies?: AmphibiousArmies
    /** Nuclear Roulette in a strike past the 12th territory: one roll per territory, or one for the strike. Absent: once (the old behaviour). */
    nuclearRoulette?: NuclearRouletteReading
    /** Never stored: set only while an entry battle version 2 decided is checked (legacy.ts, BATTLE_V2). */
    battleReadsV2?: boolean
  }
}
