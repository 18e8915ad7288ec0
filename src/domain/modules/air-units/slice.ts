import type { AirBuildPrice, AirFirePower, AirKillPoints, AirMilitia, AirSpoils } from './settings'
import type { AirState } from './state'

declare module '../../kernel/settings' {
  interface GameSettings {
    /** Air Units on: an air unit's Fire Power Rating (5 by the prose, 4 by the table). */
    airUnitFirePower?: AirFirePower
    /** Air Units on: the kill points that destroy an air unit (6 by the text, 8 by the worked example). */
    airUnitKillPoints?: AirKillPoints
    /** Air Units on: an odd air unit's price, the pair's $400M ('perPair', the text) or $200M ('perUnit'). */
    airUnitBuildPrice?: AirBuildPrice
    /** Air Units on: the victor of the spoils takes every air unit ('all', the text) or at most 20 ('twenty'). */
    airUnitSpoils?: AirSpoils
    /** Air Units on: air units attack an empty zone's militia beside an army or navy ('withArmies', default) or alone too ('alone'). */
    airUnitMilitia?: AirMilitia
  }
}

declare module '../../kernel/state' {
  interface GameState {
    /** Air Units on: the record of high-altitude bombing runs. */
    air?: AirState
  }
}

declare module '../../kernel/registry' {
  interface SliceRegistry {
    air: AirState
  }
}

declare module '../../kernel/events' {
  interface GameStarted {
    /** Air Units on: the bombing record, empty (games set up before it existed have none and record nothing). */
    air?: AirState
  }
}
