import type { PowerId } from '../domain/kernel/ids'
import { applyEntry } from '../domain/log'
import { emptyFold, indexEntries, type LogEntry } from '../domain/kernel/log'
import type { Millions } from '../domain/kernel/money'
import { cashOf } from '../domain/kernel/selectors'
import type { GameState } from '../domain/kernel/state'
import { livePowers, nextLaborPrice, scoreTotals, totalsIfScoredNow } from '../domain/modules/cash-flow'

/**
 * What the Cash Flow charts draw, from one pass over the log (the companion of series.ts, which
 * reads the basic game's cycles and Price Index). Cash Flow has no cycles: a turn is one player's,
 * so a "round" here is every player's turn once, and the books are read at the end of each round.
 * Only entries in effect count: an undo drops the points recorded past the moment it went back to.
 */

/** The books at one moment. Cash is null once a power is out of the game; points are kept. */
export interface CashFlowPoint {
  /** The round that had just ended (0 for the start of the game); "now" uses the round under way. */
  key: number
  kind: 'start' | 'round' | 'now'
  /** The log entry after which the books were read, and when it was accepted. */
  seq: number
  at: string
  /** The turn under way when the books were read. */
  turn: number
  cash: Partial<Record<PowerId, Millions | null>>
  /** Rounds scored so far; at "now" also a round scored now (unless the game is over). */
  points: Partial<Record<PowerId, number | null>>
  /** The labor market's next price; null when every box holds money. */
  labor: Millions | null
}

/** The labor market's next price after a turn's change of it (x: the turn number). */
export interface LaborPoint {
  /** The turn whose entries moved the price (0 for the opening price). */
  turn: number
  seq: number
  at: string
  price: Millions | null
}

export interface CashFlowSeries {
  mode: 'rounds'
  /** Every power that took part, in seating order. */
  powers: PowerId[]
  /** Start, then each round's end, then now. */
  points: CashFlowPoint[]
  /** Opening price, then every change, then now. */
  labor: LaborPoint[]
  /** The turn at which each round after the first began. */
  roundStarts: { round: number; turn: number }[]
  /** The Supremacy card's round is scored: the last point is the final score, not "if scored now". */
  over: boolean
}

const laborOf = (state: GameState): Millions | null => nextLaborPrice(state.cashFlow?.laborFilled ?? 0) ?? null
const turnOf = (state: GameState): number => state.cashFlow?.turn.number ?? 0

function readBooks(state: GameState, key: number, kind: CashFlowPoint['kind'], entry: LogEntry): CashFlowPoint {
  const live = new Set(livePowers(state))
  // The last point answers "what would a round score now"; the others are the rounds banked then.
  const totals = kind === 'now' ? totalsIfScoredNow(state) : scoreTotals(state.cashFlow?.rounds ?? [])
  const cash: CashFlowPoint['cash'] = {}
  const points: CashFlowPoint['points'] = {}
  for (const id of state.order) {
    cash[id] = live.has(id) ? cashOf(state, id) : null
    points[id] = state.powers[id] === undefined ? null : (totals[id] ?? 0)
  }
  return { key, kind, seq: entry.seq, at: entry.at, turn: turnOf(state), cash, points, labor: laborOf(state) }
}

function dropWhile<T>(list: T[], past: (item: T) => boolean): void {
  while (list.length > 0 && past(list[list.length - 1]!)) list.pop()
}

/** Folds a Cash Flow game's log once (undo and redo as the session does) and reads it round by round. */
export function cashFlowSeries(entries: readonly LogEntry[]): CashFlowSeries {
  const lookup = indexEntries(entries)
  const fold = emptyFold()
  const points: CashFlowPoint[] = []
  const labor: LaborPoint[] = []
  /** The turns in effect since the current round began: whose turn each was. */
  let roundTurns: { turn: number; power: PowerId }[] = []
  /** Every round's turns, to go back into an earlier round on undo. */
  const roundStarts: CashFlowSeries['roundStarts'] = []
  const history: { turn: number; power: PowerId }[][] = []
  let prevState = fold.state
  let prevEntry: LogEntry | undefined

  for (const entry of entries) {
    applyEntry(fold, entry, lookup)
    const state = fold.state
    const cf = state.cashFlow
    if (prevEntry === undefined) {
      points.push(readBooks(state, 0, 'start', entry))
      // The opening price sits at turn 0, before the first turn's changes.
      labor.push({ turn: 0, seq: entry.seq, at: entry.at, price: laborOf(state) })
      if (cf) roundTurns = [{ turn: cf.turn.number, power: cf.turn.power }]
    } else if (cf) {
      const turn = cf.turn.number
      const before = turnOf(prevState)
      if (turn < before) {
        // An undo took the game back to an earlier turn: forget what came after it.
        while (roundStarts.length > 0 && roundStarts[roundStarts.length - 1]!.turn > turn) {
          roundStarts.pop()
          roundTurns = history.pop()!
        }
        dropWhile(roundTurns, (t) => t.turn > turn)
        dropWhile(points, (p) => p.kind === 'round' && p.key > roundStarts.length)
      } else if (turn > before) {
        // A new turn: a power that already played this round begins the next one.
        if (roundTurns.some((t) => t.power === cf.turn.power)) {
          points.push(readBooks(prevState, roundStarts.length + 1, 'round', prevEntry))
          roundStarts.push({ round: roundStarts.length + 2, turn })
          history.push(roundTurns)
          roundTurns = []
        }
        roundTurns.push({ turn, power: cf.turn.power })
      }
      // One point per turn, at the price its latest entry left (an undo may take a change back).
      dropWhile(labor, (p) => p.turn >= turn && p.turn > 0)
      const now = laborOf(state)
      if (labor[labor.length - 1]!.price !== now) labor.push({ turn, seq: entry.seq, at: entry.at, price: now })
    }
    prevState = state
    prevEntry = entry
  }

  if (prevEntry === undefined) return { mode: 'rounds', powers: [], points: [], labor: [], roundStarts: [], over: false }
  const state = fold.state
  points.push(readBooks(state, roundStarts.length + 1, 'now', prevEntry))
  const turn = turnOf(state)
  if (labor[labor.length - 1]!.turn !== turn) labor.push({ turn, seq: prevEntry.seq, at: prevEntry.at, price: laborOf(state) })
  return { mode: 'rounds', powers: [...state.order], points, labor, roundStarts, over: state.cashFlow?.winners !== undefined }
}
