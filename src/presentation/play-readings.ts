import { DEFAULT_DOUBLE_SEVEN, DEFAULT_STAGE7_BUYING, type DoubleSevenReading, type Stage7BuyingReading } from '../domain/modules/play/settings'
import type { GameState } from '../domain/kernel/state'
import type { PowerId } from '../domain/kernel/ids'

/** The order of play's readings where the rulebook is silent or differs, in the table's words. */

export const DOUBLE_SEVEN_CHOICES: readonly { value: DoubleSevenReading; label: string; note: string }[] = [
  {
    value: 'two-cubes-left',
    label: 'Two cubes left (the board)',
    note: 'Double Seven on the board: "If at stage 7 a player has two cubes left, then he is allowed to buy and prospect." A power that played one of Stages 3 to 6 still qualifies.',
  },
  {
    value: 'one-stage-only',
    label: 'Stage 7 its only stage (the Stage 7 note)',
    note: 'The Stage 7 note: "if he has chosen to play one stage on this cycle, then he may buy resources and prospect." Only a power that plays no other stage this cycle qualifies.',
  },
]

export const STAGE7_BUYING_CHOICES: readonly { value: Stage7BuyingReading; label: string; note: string }[] = [
  {
    value: 'market-only',
    label: 'Market buys only',
    note: '"A player may buy or prospect for resources on his turn": only Phase C\'s rotating market buys are made on a turn, so buying from other players in Phase D does not stop prospecting.',
  },
  {
    value: 'any-purchase',
    label: 'Any purchase',
    note: 'Buying from the other players in Phase D (a trade or a drop-ship order) is buying too: "He may not do both."',
  },
]

/** "Reading: ..." lines for the Stage 7 screen, from the game's settings. */
export function stage7ReadingLines(state: GameState): string[] {
  const seven = DOUBLE_SEVEN_CHOICES.find((c) => c.value === (state.settings.doubleSeven ?? DEFAULT_DOUBLE_SEVEN))!
  const buying = STAGE7_BUYING_CHOICES.find((c) => c.value === (state.settings.stage7Buying ?? DEFAULT_STAGE7_BUYING))!
  return [`Reading, who may buy and prospect: ${seven.label.toLowerCase()}.`, `Reading, "He may not do both": ${buying.label.toLowerCase()} count as buying.`]
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
