/**
 * The stage banner's buttons: one primary action (what is due now, from `dueNow`), the other
 * legal moves of the moment as secondary buttons, and the short "Stage 5 is over" line. Wording
 * only: what is due, and whether a command is accepted, is the rules' answer.
 */
import type { Command } from '../domain/kernel/commands'
import type { PowerId } from '../domain/kernel/ids'
import type { DueForm } from '../domain/kernel/module'
import { formatMoney } from '../domain/kernel/money'
import { SUPERPOWERS } from '../domain/kernel/superpowers'
import type { GameState } from '../domain/kernel/state'
import { STAGE_INFO } from '../domain/modules/play/data'
import type { NextUp } from '../domain/modules/play/due'
import { dueNow, type DueNow } from '../domain/next-action'

/** The game screens a Board row may lead to (the tab ids of the game view). */
export type ActionPlace = 'stage' | 'market' | 'bank' | 'supply'

export interface BannerAction {
  label: string
  /** Stable handle for tests and the screen ("advance-play", "pass-turn"...). */
  id: string
  /** Sent as is: accepted by the rules when the banner is drawn. */
  command?: Command
  /** Or the form of the command due, opened in place over the screen, pre-filled. */
  form?: DueForm
  /** Or one die from the app for each of these powers (Phase B's "Roll for everyone"), each saved as it is rolled. */
  roll?: PowerId[]
}

export interface BannerActions {
  primary?: BannerAction
  secondary: BannerAction[]
  /** "Stage 5 is over; Stage 6 bids next", "Stage 7 is over; Cycle 2 begins". */
  moment?: string
}

const name = (id: PowerId) => SUPERPOWERS[id].name

/** Where the Marshall's "next" leads, in words: "Stage 6 bids next", "Cycle 2 begins", "Phase D next". */
export function nextUpText(next: NextUp): string {
  if (next.opens === 'cycle') return `Cycle ${next.cycle} begins`
  if (next.opens === 'phase') return `Phase ${next.phase ?? ''} (${phaseName(next)}) next`
  if (next.stage === 2) return 'Stage 2, production, next'
  return `Stage ${next.stage} bids next`
}

function phaseName(next: NextUp): string {
  return STAGE_INFO[next.stage].phases.find((p) => p.id === next.phase)?.name ?? ''
}

function nextLabel(next: NextUp): string {
  if (next.opens === 'cycle') return `Begin cycle ${next.cycle} ›`
  if (next.opens === 'stage') return `Next: Stage ${next.stage} ›`
  return 'Next phase ›'
}

/** The moment between stages, or a free phase's "then ...". */
function momentText(state: GameState, next: NextUp): string {
  const play = state.play!
  if (next.over) {
    const what = play.stage === 1 ? 'Everyone has paid: Stage 1 is over' : play.stage === 2 ? 'Production is in: Stage 2 is over' : `Stage ${play.stage} is over`
    return `${what}; ${nextUpText(next)}.`
  }
  return `When everyone is done: ${nextUpText(next)}.`
}

/** What the current turn's power does ("USA: sell on the Market"), its form opened in place. */
function turnAct(due: Extract<DueNow, { kind: 'turn' }>): BannerAction {
  const verbs: Record<string, string> = {
    '3C': 'sell on the Market',
    '4C': 'attack',
    '5C': 'pay a move',
    '6C': 'build',
    '7C': 'buy on the Market',
    '7E': 'prospect',
  }
  const verb = verbs[`${due.stage}${due.phase}`] ?? 'act'
  return { label: `${name(due.power)}: ${verb}`, id: due.stage === 4 ? 'attack' : 'turn-act', ...(due.form ? { form: due.form } : {}) }
}

function secondaryOf(command: Command): BannerAction {
  switch (command.kind) {
    case 'passTurn':
      return { label: 'Pass', id: 'pass-turn', command }
    case 'endTurn':
      return { label: 'End turn', id: 'end-turn', command }
    case 'declineCounterattack':
      return { label: 'Decline counterattack', id: 'decline-counterattack', command }
    default:
      return { label: command.kind, id: command.kind, command }
  }
}

const formOf = (due: { form?: DueForm }): { form?: DueForm } => (due.form ? { form: due.form } : {})

/**
 * Phase B: the app's dice for everyone who must roll, in one tap, or the dice rolled at the table
 * typed in the form; once every die is in, "Set order".
 */
function rollActions(due: Extract<DueNow, { kind: 'roll' }>): BannerActions {
  const typed: BannerAction = { label: 'Enter the dice rolled', id: 'enter-dice', form: due.form }
  if (due.command) {
    return { primary: { label: 'Set order', id: 'primary-set-order', command: due.command }, secondary: [{ ...typed, label: 'See the dice' }] }
  }
  const who = due.mustRoll.map(name).join(' and ')
  const label = due.isTied ? `Tied: roll again for ${who}` : due.mustRoll.length === due.powers.length ? 'Roll for everyone' : `Roll for ${who}`
  return { primary: { label, id: 'primary-roll', roll: due.mustRoll }, secondary: [typed] }
}

/** Every bid still to come, or, when the only ones the rules miss are sealed on phones, the reveal. */
function bidLabel(toGo: number): string {
  return toGo > 0 ? `Secret bids: ${toGo} to go` : 'Reveal the bids'
}

/**
 * The banner's buttons for the game as it stands (none in a bookkeeping game or after the end).
 * `sealedOnPhones`: seats whose secret bid is sealed on a player's phone (the table link): the
 * rules see them only at the reveal, but the table must not be told they are still to go.
 */
export function bannerActions(state: GameState, sealedOnPhones: readonly string[] = []): BannerActions {
  const due = dueNow(state)
  if (!due) return { secondary: [] }
  const secondary = due.others.map(secondaryOf)
  switch (due.kind) {
    case 'settle':
      if (due.command) return { primary: { label: `Pay ${name(due.power)}'s ${formatMoney(due.amount ?? 0)}`, id: 'primary-settle', command: due.command }, secondary }
      return { primary: { label: `${name(due.power)} is short: choose what to pay`, id: 'primary-settle', ...formOf(due) }, secondary }
    case 'collect':
      return { primary: { label: 'Transfer production', id: 'primary-collect', command: due.command }, secondary }
    case 'bid':
      return { primary: { label: bidLabel(due.waiting.filter((id) => !sealedOnPhones.includes(id)).length), id: 'primary-bid', ...formOf(due) }, secondary }
    case 'reveal':
      return { primary: { label: 'Reveal the bids', id: 'primary-reveal', command: due.command }, secondary }
    case 'roll':
      return rollActions(due)
    case 'counterattack':
      return { primary: { label: `${name(due.power)}: counterattack`, id: 'counterattack', form: due.form }, secondary }
    case 'end-turn':
      return { primary: { label: `End ${name(due.power)}'s turn`, id: 'end-turn', command: due.command }, secondary }
    case 'turn':
      return { primary: turnAct(due), secondary }
    case 'module':
      return { primary: { label: due.label, id: 'primary-module', ...(due.command ? { command: due.command } : formOf(due)) }, secondary }
    case 'next':
      return { primary: { label: nextLabel(due.next), id: 'advance-play', command: due.command }, secondary, moment: momentText(state, due.next) }
  }
}
