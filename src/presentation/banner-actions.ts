/**
 * The stage banner's buttons: one primary action (what is due now, from `dueNow`), the other
 * legal moves of the moment as secondary buttons, and the short "Stage 5 is over" line. Wording
 * only: what is due, and whether a command is accepted, is the rules' answer.
 */
import type { Command } from '../domain/kernel/commands'
import type { PowerId } from '../domain/kernel/ids'
import type { DueForm } from '../domain/kernel/module'
import { bannerWords as w } from './catalogs/banner'
import { phaseName } from './catalogs/phases'
import { money } from './catalogs/common'
import { powerName } from './catalogs/powers'
import { formatInteger, formatList } from './i18n/numbers'
import type { GameState } from '../domain/kernel/state'
import type { NextUp } from '../domain/modules/play/due'
import { dueNow, type DueNow } from '../domain/next-action'
import { moduleDueLabel } from './module-due-words'

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

const name = (id: PowerId) => powerName(id)

/** Where the Marshall's "next" leads, in words: "Stage 6 bids next", "Cycle 2 begins", "Phase D next". */
export function nextUpText(next: NextUp): string {
  if (next.opens === 'cycle') return w('cycleBegins', { cycle: formatInteger(next.cycle) })
  if (next.opens === 'phase') return w('phaseNext', { phase: next.phase ?? '', name: phaseName(next.stage, next.phase ?? '') })
  if (next.stage === 2) return w('stage2Next')
  return w('stageBidsNext', { stage: formatInteger(next.stage) })
}


function nextLabel(next: NextUp): string {
  if (next.opens === 'cycle') return w('beginCycle', { cycle: formatInteger(next.cycle) })
  if (next.opens === 'stage') return w('nextStage', { stage: formatInteger(next.stage) })
  return w('nextPhase')
}

/** The moment between stages, or a free phase's "then ...". */
function momentText(state: GameState, next: NextUp): string {
  const play = state.play!
  const then = nextUpText(next)
  if (!next.over) return w('whenAllDone', { next: then })
  if (play.stage === 1) return w('stage1Over', { next: then })
  if (play.stage === 2) return w('stage2Over', { next: then })
  return w('stageOver', { stage: formatInteger(play.stage), next: then })
}

/** What the current turn's power does ("USA: sell on the Market"), its form opened in place. */
function turnAct(due: Extract<DueNow, { kind: 'turn' }>): BannerAction {
  const acts: Record<string, 'sell' | 'attack' | 'payMove' | 'build' | 'buy' | 'prospect'> = {
    '3C': 'sell',
    '4C': 'attack',
    '5C': 'payMove',
    '6C': 'build',
    '7C': 'buy',
    '7E': 'prospect',
  }
  const act = acts[`${due.stage}${due.phase}`] ?? 'act'
  return { label: w(act, { power: name(due.power) }), id: due.stage === 4 ? 'attack' : 'turn-act', ...(due.form ? { form: due.form } : {}) }
}

function secondaryOf(command: Command): BannerAction {
  switch (command.kind) {
    case 'passTurn':
      return { label: w('pass'), id: 'pass-turn', command }
    case 'endTurn':
      return { label: w('endTurn'), id: 'end-turn', command }
    case 'declineCounterattack':
      return { label: w('declineCounterattack'), id: 'decline-counterattack', command }
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
  const typed: BannerAction = { label: w('enterDice'), id: 'enter-dice', form: due.form }
  if (due.command) {
    return { primary: { label: w('setOrder'), id: 'primary-set-order', command: due.command }, secondary: [{ ...typed, label: w('seeDice') }] }
  }
  const who = formatList(due.mustRoll.map(name))
  const label = due.isTied ? w('tiedRollAgain', { who }) : due.mustRoll.length === due.powers.length ? w('rollForEveryone') : w('rollFor', { who })
  return { primary: { label, id: 'primary-roll', roll: due.mustRoll }, secondary: [typed] }
}

/** Every bid still to come, or, when the only ones the rules miss are sealed on phones, the reveal. */
function bidLabel(toGo: number): string {
  return toGo > 0 ? w('bidsToGo', { n: formatInteger(toGo) }) : w('revealBids')
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
      if (due.command) return { primary: { label: w('pay', { power: name(due.power), amount: money(due.amount ?? 0) }), id: 'primary-settle', command: due.command }, secondary }
      return { primary: { label: w('short', { power: name(due.power) }), id: 'primary-settle', ...formOf(due) }, secondary }
    case 'collect':
      return { primary: { label: w('transferProduction'), id: 'primary-collect', command: due.command }, secondary }
    case 'bid':
      return { primary: { label: bidLabel(due.waiting.filter((id) => !sealedOnPhones.includes(id)).length), id: 'primary-bid', ...formOf(due) }, secondary }
    case 'reveal':
      return { primary: { label: w('revealBids'), id: 'primary-reveal', command: due.command }, secondary }
    case 'roll':
      return rollActions(due)
    case 'counterattack':
      return { primary: { label: w('counterattack', { power: name(due.power) }), id: 'counterattack', form: due.form }, secondary }
    case 'end-turn':
      return { primary: { label: w('endPowerTurn', { power: name(due.power) }), id: 'end-turn', command: due.command }, secondary }
    case 'turn':
      return { primary: turnAct(due), secondary }
    case 'module':
      return { primary: { label: moduleDueLabel(state, due), id: 'primary-module', ...(due.command ? { command: due.command } : formOf(due)) }, secondary }
    case 'next':
      return { primary: { label: nextLabel(due.next), id: 'advance-play', command: due.command }, secondary, moment: momentText(state, due.next) }
  }
}
