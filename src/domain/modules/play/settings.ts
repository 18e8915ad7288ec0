import { oneOf, settingsSpec } from '../../kernel/setting-fields'

/**
 * Who may buy and prospect at Stage 7. The board's "Double Seven": "If at stage 7 a player has
 * two cubes left, then he is allowed to buy and prospect" (cubes counted before the Stage 7 bid,
 * so a power that played one of Stages 3 to 6 still qualifies). The Stage 7 note: "if he has
 * chosen to play one stage on this cycle, then he may buy resources and prospect" (Stage 7 is
 * the only stage it plays: three cubes before the bid).
 */
export type DoubleSevenReading = 'two-cubes-left' | 'one-stage-only'
export const DOUBLE_SEVEN_READINGS: readonly DoubleSevenReading[] = ['two-cubes-left', 'one-stage-only']
export const DEFAULT_DOUBLE_SEVEN: DoubleSevenReading = 'two-cubes-left'

/**
 * Stage 7's "He may not do both": whether buying from the other players in Phase D counts as
 * buying. 'market-only' (the default, and every game before this setting): only Phase C's
 * rotating market buys, made "on his turn", count; 'any-purchase': a Phase D purchase counts too.
 */
export type Stage7BuyingReading = 'market-only' | 'any-purchase'
export const STAGE7_BUYING_READINGS: readonly Stage7BuyingReading[] = ['market-only', 'any-purchase']
export const DEFAULT_STAGE7_BUYING: Stage7BuyingReading = 'market-only'

/** The cubes a Stage 7 bidder must hold before bidding to buy and prospect, by the reading. */
export function doubleSevenCubes(reading: DoubleSevenReading | undefined): number {
  return (reading ?? DEFAULT_DOUBLE_SEVEN) === 'one-stage-only' ? 3 : 2
}
import type { GameSettings } from '../../kernel/settings'

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

/**
 * What happens when the last rotating phase of a stage ends (every power passed or finished).
 * 'pause' (the default): the stage is over and the game waits for the Marshall's "next", the
 * same as after Stages 1 and 2 and a free phase, so the table sees "Stage 5 is over; Stage 6
 * bids next" and "Cycle 2 begins". 'auto': the next stage opens at once (games saved before the
 * setting, so that their logs decide again exactly as recorded).
 */
export type StageEndReading = 'pause' | 'auto'
export const STAGE_END_READINGS: readonly StageEndReading[] = ['pause', 'auto']
export const DEFAULT_STAGE_END: StageEndReading = 'pause'

/** The stage-end reading of a game: games saved before the setting keep 'auto'. */
export function stageEndOf(settings: GameSettings): StageEndReading {
  return settings.stageEnd ?? 'auto'
}

/** The reading of a game: games saved before the setting keep the old one (a pass is final). */
export function rotationOf(settings: GameSettings): RotationReading {
  return settings.rotation ?? 'pass-is-final'
}

/**
 * The order of play's readings. Rotation and the stage end are always stored (games saved before
 * them keep "a pass is final" and 'auto'); the Stage 7 readings only when the table chose other than the default.
 */
export const playSettings = settingsSpec(
  [
    oneOf('rotation', 'Rotating turns', ROTATION_READINGS, 'end when every power passes in turn, or a pass is final'),
    oneOf('doubleSeven', 'Double Seven', DOUBLE_SEVEN_READINGS, 'two cubes left at Stage 7, or one stage only played'),
    oneOf('stage7Buying', 'Buying at Stage 7', STAGE7_BUYING_READINGS, 'market buys only, or any purchase'),
    oneOf('stageEnd', 'The end of a stage', STAGE_END_READINGS, 'wait for the Marshall’s next, or go on at once'),
  ],
  (input) => {
    const doubleSeven = (input.doubleSeven ?? DEFAULT_DOUBLE_SEVEN) as DoubleSevenReading
    const buying = (input.stage7Buying ?? DEFAULT_STAGE7_BUYING) as Stage7BuyingReading
    return {
      rotation: (input.rotation ?? DEFAULT_ROTATION) as RotationReading,
      stageEnd: (input.stageEnd ?? DEFAULT_STAGE_END) as StageEndReading,
      ...(doubleSeven !== DEFAULT_DOUBLE_SEVEN ? { doubleSeven } : {}),
      ...(buying !== DEFAULT_STAGE7_BUYING ? { stage7Buying: buying } : {}),
    }
  },
)
