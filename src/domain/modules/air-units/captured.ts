/**
 * Air units taken by another power change colour: "Air units are color-matched to each superpower.
 * There are 160 miniature air units, twenty per superpower", so the taker keeps as many as its 20
 * pieces allow and the rest go out of play. Shared by the Out of Oil capture (air-plan.ts) and the
 * capture of a warlord's zone (warlords/capture.ts). Pure.
 */
import { AIR_UNITS_PER_POWER } from './data'

export interface CapturedAirUnits {
  /** The air units the taker places in its own colour. */
  kept: number
  /** Those beyond its 20 pieces: out of play. */
  outOfPlay: number
}

/** `count` air units captured by a power already holding `held`. */
export function capturedAirUnits(count: number, held: number): CapturedAirUnits {
  const kept = Math.max(0, Math.min(count, AIR_UNITS_PER_POWER - held))
  return { kept, outOfPlay: count - kept }
}
