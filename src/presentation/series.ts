import { RESOURCES, type PowerId, type Resource } from '../domain/kernel/ids'
import { applyEntry } from '../domain/log'
import { emptyFold, indexEntries, type LogEntry } from '../domain/kernel/log'
import type { Millions } from '../domain/kernel/money'
import { cashOf } from '../domain/kernel/selectors'
import { marketPrice } from '../domain/modules/market/price-index'
import type { GameState } from '../domain/kernel/state'
import { detenteValue } from '../domain/questions'

/**
 * What the charts draw, from one pass over the log. Only entries in effect count: when an undo
 * takes the game back, the points recorded past that moment are dropped, so the charts show the
 * game as it stands, never a branch that was taken back.
 */

export type Prices = Record<Resource, Millions>

/** The books at one moment: per power cash and Detente value (null once eliminated). */
export interface SeriesPoint {
  /**
   * Guided games: the cycle that had just ended (0 for the start of the game). Bookkeeping
   * games: the number of actions in effect after setup. "Now" uses the current cycle or count.
   */
  key: number
  kind: 'start' | 'cycle' | 'step' | 'now'
  /** The log entry after which the books were read. */
  seq: number
  /** When that entry was accepted (ISO time, from the log). */
  at: string
  cash: Partial<Record<PowerId, Millions | null>>
  detente: Partial<Record<PowerId, Millions | null>>
  prices: Prices
}

/** The three market prices after an action that moved one of them. */
export interface PricePoint {
  /** Actions in effect after setup (0 for the opening prices). */
  action: number
  seq: number
  at: string
  /** The cycle under way (guided games), so the chart can mark where cycles begin. */
  cycle: number | null
  prices: Prices
}

export interface GameSeries {
  mode: 'cycles' | 'actions'
  /** Every power that took part, in seating order. */
  powers: PowerId[]
  /** Start, then each cycle's end (guided) or every `step` actions (bookkeeping), then now. */
  points: SeriesPoint[]
  /** Bookkeeping games: actions between two points. 0 for guided games. */
  step: number
  /** Opening prices, then every change, then now. */
  prices: PricePoint[]
  /** Guided games: the action count at which each cycle after the first began. */
  cycleStarts: { cycle: number; action: number }[]
}

/** At most this many sampled points in a bookkeeping game, so the chart stays readable. */
export const MAX_SAMPLES = 40

function pricesOf(state: GameState): Prices {
  return { grain: marketPrice(state, 'grain'), oil: marketPrice(state, 'oil'), minerals: marketPrice(state, 'minerals') }
}

function samePrices(a: Prices, b: Prices): boolean {
  return RESOURCES.every((r) => a[r] === b[r])
}

function readBooks(state: GameState, key: number, kind: SeriesPoint['kind'], entry: LogEntry): SeriesPoint {
  const out = new Set(state.war?.eliminated ?? [])
  const cash: SeriesPoint['cash'] = {}
  const detente: SeriesPoint['detente'] = {}
  for (const id of state.order) {
    const power = state.powers[id]
    const gone = out.has(id) || power === undefined
    cash[id] = gone ? null : cashOf(state, id)
    detente[id] = gone ? null : detenteValue(state, power).total
  }
  return { key, kind, seq: entry.seq, at: entry.at, cash, detente, prices: pricesOf(state) }
}

/** Drops the points at or past `key`: they belong to actions that were taken back. */
function dropFrom<T>(list: T[], keyOf: (item: T) => number, key: number): void {
  while (list.length > 0 && keyOf(list[list.length - 1]!) >= key) list.pop()
}

/**
 * Folds the log once (as the session does, undo and redo included) and reads the books at
 * each cycle's end, or every few actions for games kept as bookkeeping only.
 */
export function gameSeries(entries: readonly LogEntry[]): GameSeries {
  const lookup = indexEntries(entries)
  const fold = emptyFold()
  const points: SeriesPoint[] = []
  const prices: PricePoint[] = []
  const cycleStarts: GameSeries['cycleStarts'] = []
  const step = Math.max(1, Math.ceil(entries.length / MAX_SAMPLES))
  let guided = false
  let prevState = fold.state
  let prevEntry: LogEntry | undefined

  for (const entry of entries) {
    applyEntry(fold, entry, lookup)
    const state = fold.state
    const action = fold.applied.length - 1
    if (prevEntry === undefined) {
      // The setup entry: the opening books and prices.
      guided = state.play !== undefined
      points.push(readBooks(state, 0, 'start', entry))
      prices.push({ action: 0, seq: entry.seq, at: entry.at, cycle: state.play?.cycle ?? null, prices: pricesOf(state) })
    } else {
      const cycle = state.play?.cycle
      const before = prevState.play?.cycle
      if (guided && cycle !== undefined && before !== undefined && cycle !== before) {
        // A cycle ended (or an undo took the game back into an earlier one).
        dropFrom(points, (p) => p.key, Math.min(cycle, before))
        dropFrom(cycleStarts, (c) => c.cycle, Math.min(cycle, before) + 1)
        if (cycle > before) {
          points.push(readBooks(prevState, before, 'cycle', prevEntry))
          cycleStarts.push({ cycle, action })
        }
      } else if (!guided) {
        dropFrom(points, (p) => p.key, action + 1)
        if (action % step === 0 && points[points.length - 1]!.key !== action) points.push(readBooks(state, action, 'step', entry))
      }
      const dropped = prices.length
      dropFrom(prices, (p) => p.action, action + 1)
      // States share unchanged parts, so most entries are passed over without pricing anything.
      if (dropped !== prices.length || state.market !== prevState.market || state.settings !== prevState.settings) {
        const now = pricesOf(state)
        if (!samePrices(prices[prices.length - 1]!.prices, now)) {
          prices.push({ action, seq: entry.seq, at: entry.at, cycle: cycle ?? null, prices: now })
        }
      }
    }
    prevState = state
    prevEntry = entry
  }

  if (prevEntry === undefined) return { mode: 'actions', powers: [], points: [], step, prices: [], cycleStarts }
  const last = prevEntry
  const action = fold.applied.length - 1
  const nowKey = guided ? (fold.state.play?.cycle ?? 0) : action
  const lastPoint = points[points.length - 1]!
  if (!guided && lastPoint.key === action) lastPoint.kind = lastPoint.kind === 'start' ? 'start' : 'now'
  else points.push(readBooks(fold.state, nowKey, 'now', last))
  const lastPrice = prices[prices.length - 1]!
  if (lastPrice.action !== action) {
    prices.push({ action, seq: last.seq, at: last.at, cycle: fold.state.play?.cycle ?? null, prices: pricesOf(fold.state) })
  }
  return { mode: guided ? 'cycles' : 'actions', powers: [...fold.state.order], points, step: guided ? 0 : step, prices, cycleStarts }
}
