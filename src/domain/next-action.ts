import type { Command } from './kernel/commands'
import type { PowerId } from './kernel/ids'
import type { Millions } from './kernel/money'
import type { GameState } from './kernel/state'
import { pendingCounterattacks } from './modules/battle/counterattacks'
import { isGameOver } from './modules/endgame/ending'
import { playDue, type PlayDue } from './modules/play/due'
import { preview } from './preview'
import { economyOf, rulesFor } from './rules'

/**
 * What is due now in a guided game, with the command the banner's primary button sends when it
 * is one tap (checked against the same `decide` the session uses, so the tap is never refused),
 * and the other legal moves of the moment (secondary buttons).
 */
export type DueNow =
  | (Exclude<PlayDue, { kind: 'settle' }> & { command?: Command; others: Command[] })
  /** Stage 1: `command` only when the whole bill is affordable; `amount` is what it pays. */
  | { kind: 'settle'; power: PowerId; amount?: Millions; command?: Command; others: Command[] }
  /** Stage 4, Step F: a power attacked may counterattack once (on the battle desk) or decline. */
  | { kind: 'counterattack'; power: PowerId; command?: undefined; others: Command[] }
  /**
   * A rule module's step before the order of play's own (RuleModule.due: bids to close before
   * Stage 1 ends, a roll before Stage 3's sales): `command` only when the rules accept it, else
   * `go` to the screen where it is made.
   */
  | { kind: 'module'; label: string; command?: Command; go?: 'stage'; others: Command[] }

/** The one thing due now, or undefined in a bookkeeping game or once the game is over. */
export function dueNow(state: GameState): DueNow | undefined {
  // A ruleset with a turn of its own (Cash Flow, War of Supremacy) says what is due through its modules alone.
  if (state.play === undefined && economyOf(state.ruleset) !== 'price-index') return moduleDue(state)
  if (isGameOver(state)) return undefined
  const counter = pendingCounterattacks(state)[0]
  if (counter) return { kind: 'counterattack', power: counter, others: [{ kind: 'declineCounterattack', power: counter }] }
  const due = playDue(state)
  if (!due) return undefined
  // A module's step comes before the Marshall's "next" and a turn (which its guard would refuse or skip).
  const step = due.kind === 'next' || due.kind === 'turn' ? moduleDue(state) : undefined
  if (step) return step
  switch (due.kind) {
    case 'settle': {
      const command: Command = { kind: 'settleStage1', power: due.power }
      const result = preview(state, command)
      // Short of money: no one-tap payment; the Stage 1 card asks what goes unpaid or borrows.
      if (!result.ok) return { ...due, others: [] }
      return { ...due, amount: -(result.value.cash[due.power] ?? 0), command, others: [] }
    }
    case 'collect':
      return { ...due, command: { kind: 'collectProduction' }, others: [] }
    case 'reveal':
      return { ...due, command: { kind: 'revealBids' }, others: [] }
    case 'end-turn':
      return { ...due, command: { kind: 'endTurn', power: due.power }, others: [] }
    case 'turn': {
      // The act itself (a sale, a move, a build...) is made on its screen; passing is one tap.
      const others: Command[] = [{ kind: 'passTurn', power: due.power }]
      if (due.stage === 6) others.unshift({ kind: 'endTurn', power: due.power })
      return { ...due, others }
    }
    case 'next':
      return { ...due, command: { kind: 'advancePlay' }, others: [] }
    default:
      return { ...due, others: [] }
  }
}

/** The composed modules' step due now, its command kept only when the rules accept it. */
function moduleDue(state: GameState): DueNow | undefined {
  const step = rulesFor(state.ruleset).due(state)
  if (!step) return undefined
  const { command, ...rest } = step
  // Refused (a winning bidder now short, say): no one-tap command; its screen says why.
  if (command && !preview(state, command).ok) return { kind: 'module', label: rest.label, go: 'stage', others: [] }
  return { kind: 'module', ...rest, ...(command ? { command } : {}), others: [] }
}
