/**
 * Who a phone is for and what the game waits on (issue 28): the seat's name with its colour code,
 * the seats a phone may show (the tablet links to each), and "Now": where the game is, the next
 * step in the tablet's words, who is due, and whether this seat must act. What is due is the
 * rules' answer (dueNow, seatsDue); this file words it.
 */
import { isPowerId } from '../domain/kernel/ids'
import { money } from './catalogs/common'
import { powerName } from './catalogs/powers'
import { moduleDueLabel } from './module-due-words'
import { wosDueLabel } from './wos-banner-ui'
import { phoneBookWords as w } from './catalogs/phone-books'
import type { Economy } from '../domain/kernel/ruleset'
import type { GameState } from '../domain/kernel/state'
import { SUPERPOWERS } from '../domain/kernel/superpowers'
import { isGameOver } from '../domain/modules/endgame/ending'
import { dueNow } from '../domain/next-action'
import { stage1Bill } from '../domain/questions'
import { economyOf } from '../domain/rules'
import { seatsDue } from '../domain/seats-due'
import { BASE_WHERE } from './base-wording'
import { cashFlowBoard } from './cash-flow-board-ui'
import { nextStep, playHeadline } from './play-ui'
import { outcomeView } from './wos-ui'

/** A seat as a phone names it: a superpower (its colour with its code), or a card-game seat (its number). */
export interface SeatBadge {
  id: string
  name: string
  /** "USA", "EUR", or "Seat 2" at the card game's table. */
  code: string
  /** The superpower's board colour and the text colour on it; none for a card-game seat. */
  color?: string
  onColor?: string
  /** The player's name, when the table typed one. */
  player?: string
}

export interface SeatHeader extends SeatBadge {
  base: Economy
  title: string
}

function badge(state: GameState, seat: string): SeatBadge | undefined {
  const wos = state.warOfSupremacy
  if (wos) {
    const i = wos.players.findIndex((p) => p.id === seat)
    return i < 0 ? undefined : { id: seat, name: wos.players[i]!.name, code: w('seatCode', { n: i + 1 }) }
  }
  if (!isPowerId(seat) || !state.powers[seat]) return undefined
  const info = SUPERPOWERS[seat]
  const player = state.powers[seat].player
  return { id: seat, name: powerName(seat), code: info.code, color: info.color, onColor: info.onColor, ...(player ? { player } : {}) }
}

/** The top of the phone: the seat's name and code, its colour, the player, the game. Undefined for a seat not in the game. */
export function seatHeader(state: GameState, seat: string): SeatHeader | undefined {
  const found = badge(state, seat)
  return found ? { ...found, base: economyOf(state.ruleset), title: state.title } : undefined
}

/** Every seat of the game in seating order: the superpowers in play, or the card game's players. */
export function playerSeats(state: GameState): SeatBadge[] {
  const ids = state.warOfSupremacy ? state.warOfSupremacy.players.map((p) => p.id) : [...state.order]
  return ids.flatMap((id) => badge(state, id) ?? [])
}

export interface PlayerNow {
  /** "Cycle 1 · Stage 1 · Pay Salaries & Loans", "Cash Flow · Turn 3". */
  where: string
  /** What the table does now, in the tablet's words. */
  step: string
  /** The seats the game waits on, with their codes. */
  due: SeatBadge[]
  mustAct: boolean
  /** What this seat does now, or who it waits for. */
  you: string
}

function stepOf(state: GameState): string {
  const play = state.play
  if (play) return isGameOver(state) ? w('gameOverTablet') : nextStep(state, play).text
  const wos = state.warOfSupremacy
  if (wos) {
    const due = dueNow(state)
    return outcomeView(state)?.title ?? (due?.kind === 'module' ? wosDueLabel(state, { ...due, id: 'primary-module' }) : '')
  }
  const board = cashFlowBoard(state)
  if (board) return board.winners ? w('gameOverWon', { winners: board.winners }) : `${powerName(board.turn.power)} ${board.turn.step}`
  return w('bookkeeping')
}

/** What this seat does now, when it must act: the Stage 1 bill, its secret bid, its roll, its turn. */
function yourPart(state: GameState, seat: string): string {
  const due = dueNow(state)
  if (due?.kind === 'settle' && isPowerId(seat)) {
    const p = state.powers[seat]
    return w('settleStage1', { amount: money(p ? stage1Bill(state, p).total : 0) })
  }
  if (due?.kind === 'bid') return w('bidDue')
  if (due?.kind === 'roll') return w('rollDue')
  if (due?.kind === 'counterattack') return w('counterattackDue')
  if (due?.kind === 'module') return state.warOfSupremacy ? wosDueLabel(state, { ...due, id: 'primary-module' }) : moduleDueLabel(state, due)
  return w('yourTurn')
}

/**
 * "Now" for `seat`: where the game is, the step, who is due, and whether it is this seat.
 * `bidsIn`: seats whose secret bid the tablet has (sealed on a phone or entered on the tablet);
 * a phone's state stops at the bids until the reveal, so only the tablet's word says they are in.
 */
export function playerNow(state: GameState, seat: string, bidsIn: readonly string[] = []): PlayerNow {
  const base = economyOf(state.ruleset)
  const isBidding = dueNow(state)?.kind === 'bid'
  const due = seatsDue(state).filter((id) => !(isBidding && bidsIn.includes(id)))
  const mustAct = due.includes(seat)
  const names = due.flatMap((id) => badge(state, id) ?? [])
  const waiting = names.filter((b) => b.id !== seat).map((b) => b.name)
  const bidIn = isBidding && bidsIn.includes(seat)
  const idle = w(bidIn ? 'bidIn' : 'nothingToDo')
  const names_ = waiting.join(', ')
  let you = mustAct ? yourPart(state, seat) : waiting.length > 0 ? w(bidIn ? 'bidInWaiting' : 'waitingFor', { names: names_ }) : idle
  if (isGameOver(state) || state.cashFlow?.winners || state.warOfSupremacy?.outcome) you = w('gameOver')
  return {
    where: state.play ? playHeadline(state.play) : BASE_WHERE[base](state),
    step: stepOf(state),
    due: names,
    mustAct,
    you,
  }
}
