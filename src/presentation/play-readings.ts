import { DEFAULT_DOUBLE_SEVEN, DEFAULT_STAGE7_BUYING, type DoubleSevenReading, type Stage7BuyingReading } from '../domain/modules/play/settings'
import type { GameState } from '../domain/kernel/state'
import type { PowerId } from '../domain/kernel/ids'
import { setupSettingsWords, type SETUP_SETTINGS } from './catalogs/setup-settings'

type SetupSettingsKey = keyof typeof SETUP_SETTINGS

/** The order of play's readings where the rulebook is silent or differs, in the table's words. */

/** A choice of reading, worded in the reader's language each time it is read (getters). */
export interface ReadingChoice<V> {
  readonly value: V
  readonly label: string
  readonly note: string
}

const choice = <V>(value: V, label: SetupSettingsKey, note: SetupSettingsKey): ReadingChoice<V> => ({
  value,
  get label() {
    return setupSettingsWords(label)
  },
  get note() {
    return setupSettingsWords(note)
  },
})

export const DOUBLE_SEVEN_CHOICES: readonly ReadingChoice<DoubleSevenReading>[] = [
  choice('two-cubes-left', 'twoCubesLeft', 'twoCubesLeftNote'),
  choice('one-stage-only', 'oneStageOnly', 'oneStageOnlyNote'),
]

export const STAGE7_BUYING_CHOICES: readonly ReadingChoice<Stage7BuyingReading>[] = [
  choice('market-only', 'marketOnly', 'marketOnlyNote'),
  choice('any-purchase', 'anyPurchase', 'anyPurchaseNote'),
]

/** "Reading: ..." lines for the Stage 7 screen, from the game's settings (whole sentences per reading). */
export function stage7ReadingLines(state: GameState): string[] {
  const seven = state.settings.doubleSeven ?? DEFAULT_DOUBLE_SEVEN
  const buying = state.settings.stage7Buying ?? DEFAULT_STAGE7_BUYING
  return [
    setupSettingsWords(seven === 'two-cubes-left' ? 'readingTwoCubesLeft' : 'readingOneStageOnly'),
    setupSettingsWords(buying === 'market-only' ? 'readingMarketOnly' : 'readingAnyPurchase'),
  ]
}

/** Phase D of Stages 3 and 7: who may trade (a stated choice, not a setting). */
export const FREE_PHASE_TRADE_READING = 'Reading: any power may trade in Phase D, bidder or not (the phase is "with the other players").'

/**
 * A loan taken during Stage 1 (a stated reading): before the power settles, the loan is on the
 * books when Phase B's interest is paid, so its interest is due at once; after, it is first due
 * next Stage 1. Empty outside Stage 1 of a guided game.
 */
export function stage1LoanNote(state: GameState, power: PowerId): string {
  const play = state.play
  if (!play || play.stage !== 1) return ''
  return play.done.includes(power)
    ? 'Reading: Stage 1 is already settled, so this loan\'s interest is first due next Stage 1.'
    : 'Reading: borrowed before Stage 1 is settled, this loan\'s interest is due in this Stage 1 too.'
}
