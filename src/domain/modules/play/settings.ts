import type { SettingsSpec } from '../../kernel/module'
import type { GameSettings } from '../../kernel/settings'
import { ok, refuse } from '../../kernel/result'

/**
 * When a rotating phase (Stage 3 sales, Stage 4 attacks, Stage 7 buys...) ends.
 * 'until-all-pass-in-turn': a power that passed may act again when its turn comes round; the
 * phase ends when every power in sequence passes, one after the other ("The selling to the
 * market continues according to the player sequence, until all of the players no longer wish
 * to sell"). 'pass-is-final': a pass takes the power out for the rest of the phase.
 */
export type RotationReading = 'until-all-pass-in-turn' | 'pass-is-final'
export const ROTATION_READINGS: readonly RotationReading[] = ['until-all-pass-in-turn', 'pass-is-final']
export const DEFAULT_ROTATION: RotationReading = 'until-all-pass-in-turn'

/** The reading of a game: games saved before the setting keep the old one (a pass is final). */
export function rotationOf(settings: GameSettings): RotationReading {
  return settings.rotation ?? 'pass-is-final'
}

export const playSettings: SettingsSpec = {
  read(input) {
    const rotation = input.rotation ?? DEFAULT_ROTATION
    if (!ROTATION_READINGS.includes(rotation as RotationReading)) return refuse('bad-settings', 'Rotating turns end either when every power passes in turn, or when each has passed once.')
    return ok({ rotation: rotation as RotationReading })
  },
}
