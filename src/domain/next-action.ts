import type { Command } from './kernel/commands'
import type { PowerId } from './kernel/ids'
import type { DueForm } from './kernel/module'
import type { Millions } from './kernel/money'
import type { GameState } from './kernel/state'
import { pendingCounterattacks } from './modules/battle/counterattacks'
import { isGameOver } from './modules/endgame/ending'
import { STAGE_INFO } from './modules/play/data'
import { playDue, type PlayDue } from './modules/play/due'
import { sequenceStanding } from './modules/play/sequence'
import { preview } from './preview'
import { economyOf, rulesFor } from './rules'

/**
 * What is due now in a guided game, with the command the banner's primary button sends when it
 * is one tap (checked against the same `decide` the session uses, so the tap is never refused),
 * or the `form` of the command that completes it (opened in place, pre-filled), and the other
 * legal moves of the moment (secondary buttons).
 */
export type DueNow =
  | (Exclude<PlayDue, { kind: 'settle' | 'roll' }> & { command?: Command; form?: DueForm; others: Command[] })
  /** Stage 1: `command` only when the whole bill is affordable; `amount` is what it pays; else the form. */
  | { kind: 'settle'; power: PowerId; amount?: Millions; command?: Command; form?: DueForm; others: Command[] }
  /**
   * Phase B: `mustRoll` roll now (the app's dice for all of them in one tap, or the form for dice
   * rolled at the table); once nobody must, `command` sets the order.
   */
  | { kind: 'roll'; powers: PowerId[]; mustRoll: PowerId[]; isTied: boolean; command?: Command; form: DueForm; others: Command[] }
  /** Stage 4, Step F: a power attacked may counterattack once (the battle form) or decline. */
  | { kind: 'counterattack'; power: PowerId; command?: undefined; form: DueForm; others: Command[] }
  /** A rule module's step (RuleModule.due): `command` only when the rules accept it, else its form. */
  | { kind: 'module'; label: string; command?: Command; form?: DueForm; others: Command[] }

/** The one thing due now, or undefined in a bookkeeping game or once the game is over. */
export function dueNow(state: GameState): DueNow | undefined {
  // A ruleset with a turn of its own (Cash Flow, War of Supremacy) says what is due through its modules alone.
  if (state.play === undefined && economyOf(state.ruleset) !== 'price-index') return moduleDue(state)
  if (isGameOver(state)) return undefined
  const step = rulesFor(state.ruleset).due(state)
  // A module's set-up comes before anything; its other steps before the Marshall's "next" and a
  // turn (which its guard would refuse or skip).
  if (step?.precedes) return moduleDue(state)
  const counter = pendingCounterattacks(state)[0]
  if (counter) {
    const form: DueForm = { kind: 'fightBattle', fields: { power: counter, counterattack: true } }
    return { kind: 'counterattack', power: counter, form, others: [{ kind: 'declineCounterattack', power: counter }] }
  }
  const due = playDue(state)
  if (!due) return undefined
  if (step && (due.kind === 'next' || due.kind === 'turn')) return moduleDue(state)
  switch (due.kind) {
    case 'settle': {
      const command: Command = { kind: 'settleStage1', power: due.power }
      const result = preview(state, command)
      // Short of money: no one-tap payment; the Stage 1 form asks what goes unpaid or borrows.
      if (!result.ok) return { ...due, form: { kind: 'settleStage1', fields: { power: due.power } }, others: [] }
      return { ...due, amount: -(result.value.cash[due.power] ?? 0), command, others: [] }
    }
    case 'collect':
      return { ...due, command: { kind: 'collectProduction' }, others: [] }
    case 'bid':
      // The form goes round the table: it stays the same form while the bids come in.
      return { ...due, form: { kind: 'placeBid', fields: {} }, others: [] }
    case 'reveal':
      return { ...due, command: { kind: 'revealBids' }, others: [] }
    case 'roll': {
      const standing = sequenceStanding(due.powers, state.play?.sequenceRolls ?? {})
      const form: DueForm = { kind: 'rollSequenceDie', fields: { powers: due.powers } }
      if (standing.isSettled) return { ...due, mustRoll: [], isTied: false, command: { kind: 'setSequence' }, form, others: [] }
      return { ...due, mustRoll: standing.mustRoll, isTied: standing.ties.length > 0, form, others: [] }
    }
    case 'end-turn':
      return { ...due, command: { kind: 'endTurn', power: due.power }, others: [] }
    case 'turn':
      return { ...due, ...turnForm(due), others: [turnEnd(due)] }
    case 'next':
      return { ...due, command: { kind: 'advancePlay' }, others: [] }
  }
}

/** The form a rotating phase's turn is for (a sale, a build...): the power pre-filled. */
function turnForm(due: Extract<PlayDue, { kind: 'turn' }>): { form?: DueForm } {
  const act = STAGE_INFO[due.stage].phases.find((p) => p.id === due.phase)?.act
  return act ? { form: { kind: act, fields: { power: due.power } } } : {}
}

/**
 * The one way to finish a turn: Stage 6's End turn (which the rules count as a pass when the turn
 * built nothing), elsewhere Pass.
 */
function turnEnd(due: Extract<PlayDue, { kind: 'turn' }>): Command {
  return due.stage === 6 ? { kind: 'endTurn', power: due.power } : { kind: 'passTurn', power: due.power }
}

/** The composed modules' step due now, its command kept only when the rules accept it. */
function moduleDue(state: GameState): DueNow | undefined {
  const step = rulesFor(state.ruleset).due(state)
  if (!step) return undefined
  const { command, form, label } = step
  // Refused (a winning bidder now short, say): no one-tap command; the command's form says why.
  if (command && !preview(state, command).ok) return { kind: 'module', label, form: form ?? formOf(command), others: [] }
  return { kind: 'module', label, ...(command ? { command } : {}), ...(form ? { form } : {}), others: [] }
}

/** A command as the form of its kind, every field pre-filled. */
function formOf(command: Command): DueForm {
  const { kind, ...fields } = command
  return { kind, fields: fields as DueForm['fields'] }
}
