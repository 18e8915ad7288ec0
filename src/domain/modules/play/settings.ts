import type { SettingsSpec } from '../../kernel/module'
import { ok, refuse } from '../../kernel/result'

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

function pick<T extends string>(value: unknown, allowed: readonly T[], fallback: T, what: string) {
  if (value === undefined) return ok(fallback)
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? ok(value as T) : refuse('bad-settings', `Choose a reading for ${what}: ${allowed.join(' or ')}.`)
}

/** The order of play's readings, stored only when the table chose other than the default. */
export const playSettings: SettingsSpec = {
  read(input) {
    const doubleSeven = pick(input.doubleSeven, DOUBLE_SEVEN_READINGS, DEFAULT_DOUBLE_SEVEN, 'Double Seven')
    if (!doubleSeven.ok) return doubleSeven
    const buying = pick(input.stage7Buying, STAGE7_BUYING_READINGS, DEFAULT_STAGE7_BUYING, 'buying at Stage 7')
    if (!buying.ok) return buying
    return ok({
      ...(doubleSeven.value !== DEFAULT_DOUBLE_SEVEN ? { doubleSeven: doubleSeven.value } : {}),
      ...(buying.value !== DEFAULT_STAGE7_BUYING ? { stage7Buying: buying.value } : {}),
    })
  },
}

/** The cubes a Stage 7 bidder must hold before bidding to buy and prospect, by the reading. */
export function doubleSevenCubes(reading: DoubleSevenReading | undefined): number {
  return (reading ?? DEFAULT_DOUBLE_SEVEN) === 'one-stage-only' ? 3 : 2
}
