import { SUPERPOWERS } from '../domain/kernel/superpowers'
import { RESOURCES, type PowerId, type Resource } from '../domain/kernel/ids'
import { RESOURCE_LABELS } from './labels'
import type { Millions } from '../domain/kernel/money'
import { money } from './catalogs/common'
import { powerName } from './catalogs/powers'
import { supplyWords } from './catalogs/supply'
import { boardWords } from './catalogs/board'
import { CHARTS, chartWords as w } from './catalogs/charts'
import { moneyShort } from './catalogs/money-short'
import type { GameSeries, SeriesPoint } from './series'
import type { CashFlowPoint, CashFlowSeries } from './cash-flow-series'

/**
 * What the charts show and where, as plain data: the chart components only draw it. Kept out of
 * the domain index so it ships in the charts chunk, loaded only when the charts are opened.
 */

export interface ChartLine {
  id: string
  /** Short code written at the line's end, so colour is never the only cue. */
  code: string
  name: string
  /** A CSS colour: a superpower's board colour, or a theme token for the market. */
  color: string
  /** SVG stroke-dasharray ('' for solid): a second cue besides colour. */
  dash: string
  points: { x: number; y: Millions | null }[]
}

export interface ChartData {
  title: string
  xTitle: string
  lines: ChartLine[]
  /** Candidate labels along the x axis; the layout thins them to fit the width. */
  xTicks: { x: number; label: string }[]
  /** Prices hold until they move: drawn as steps, not slopes. */
  stepped: boolean
  /** What the y axis counts: money (the default) or victory points (Cash Flow). */
  unit?: ChartUnit
  /** One sentence for screen readers: where each line ends. */
  summary: string
}

/** Six distinct dash patterns, one per superpower, fixed so a power looks alike on every chart. */
const POWER_DASH: Record<PowerId, string> = {
  usa: '',
  ussr: '10 5',
  europe: '3 4',
  china: '14 4 3 4',
  africa: '6 3',
  'south-america': '2 2 8 2',
}

const RESOURCE_STYLE: Record<Resource, { color: string; dash: string }> = {
  grain: { color: 'var(--gold)', dash: '' },
  oil: { color: 'var(--text)', dash: '10 5' },
  minerals: { color: 'var(--accent)', dash: '3 4' },
}
/** The short code at a resource line's end, in the reader's language ("Grain", "Oil", "Min."). */
const resourceCode = (r: Resource): string => (r === 'minerals' ? boardWords('mineralsShort') : supplyWords(r))

export type PowerMetric = 'cash' | 'detente' | 'points'
export type ChartUnit = 'money' | 'points'

const METRIC_KEY = { cash: 'metricCash', detente: 'metricDetente', points: 'metricPoints' } as const
const METRIC_UNIT: Record<PowerMetric, ChartUnit> = { cash: 'money', detente: 'money', points: 'points' }

/** The basic game's series (cycles or actions) or a Cash Flow game's (rounds of turns). */
export type AnySeries = GameSeries | CashFlowSeries
type AnyPoint = SeriesPoint | CashFlowPoint

/** A value as the chart's unit says it: "$1,200M", or "7 points". */
export function formatValue(value: number, unit: ChartUnit = 'money'): string {
  return unit === 'points' ? w('points', { n: value }, Math.abs(value)) : money(value)
}

/** "Start", "C2" (end of cycle 2), "R2" (end of round 2), "Now"; "#120" for bookkeeping games. */
export function pointLabel(series: AnySeries, point: AnyPoint): string {
  if (point.kind === 'start') return w('start')
  if (point.kind === 'now') return w('now')
  if (series.mode === 'rounds') return w('roundTick', { n: point.key })
  return series.mode === 'cycles' ? w('cycleTick', { n: point.key }) : w('actionTick', { n: point.key })
}

/** The long form for the table: "End of cycle 2", "End of round 2", "After 120 actions". */
export function pointTitle(series: AnySeries, point: AnyPoint): string {
  const n = point.key
  if (point.kind === 'start') return w('startOfGame')
  if (series.mode === 'rounds') return point.kind === 'now' ? w('nowRound', { n }) : w('endOfRound', { n })
  if (series.mode === 'cycles') return point.kind === 'now' ? w('nowCycle', { n }) : w('endOfCycle', { n })
  return point.kind === 'now' ? w('nowAfter', { n }, n) : w('after', { n }, n)
}

/** x position of each point: its index for cycles and rounds (evenly spaced), its action count otherwise. */
function pointX(series: AnySeries, point: AnyPoint, index: number): number {
  return series.mode === 'actions' ? point.key : index
}

/** A power's value of `metric` at a point: each series carries only its own metrics. */
function metricAt(point: AnyPoint, metric: PowerMetric, id: PowerId): number | null {
  const values: Partial<Record<PowerMetric, Partial<Record<PowerId, number | null>>>> = point
  return values[metric]?.[id] ?? null
}

function endSummary(lines: ChartLine[], unit: ChartUnit = 'money'): string {
  return lines
    .map((line) => {
      const last = [...line.points].reverse().find((p) => p.y !== null)
      return last ? w('lineValue', { name: line.name, value: formatValue(last.y!, unit) }) : w('lineOut', { name: line.name })
    })
    .join('; ')
}

const BY_MODE = {
  cycles: { title: 'byCycle', xTitle: 'xCycles' },
  actions: { title: 'overGame', xTitle: 'xActions' },
  rounds: { title: 'byRound', xTitle: 'xRounds' },
} as const satisfies Record<AnySeries['mode'], { title: keyof typeof CHARTS; xTitle: keyof typeof CHARTS }>

/** One line per power of its cash, its Detente value or its points (Cash Flow) at each point. */
export function powerChart(series: AnySeries, metric: PowerMetric): ChartData {
  const lines: ChartLine[] = series.powers.map((id) => ({
    id,
    code: SUPERPOWERS[id].code,
    name: powerName(id),
    color: SUPERPOWERS[id].color,
    dash: POWER_DASH[id],
    points: series.points.map((p: AnyPoint, i) => ({ x: pointX(series, p, i), y: metricAt(p, metric, id) })),
  }))
  const title = w(BY_MODE[series.mode].title, { metric: w(METRIC_KEY[metric]) })
  const unit = METRIC_UNIT[metric]
  return {
    title,
    xTitle: w(BY_MODE[series.mode].xTitle),
    lines,
    xTicks: series.points.map((p: AnyPoint, i) => ({ x: pointX(series, p, i), label: pointLabel(series, p) })),
    stepped: false,
    unit,
    summary: w('summary', { title, values: endSummary(lines, unit) }),
  }
}

/** The labor market's next price (Cash Flow's counterpart of the Price Index), at each change; x is the turn. */
export function laborChart(series: CashFlowSeries): ChartData {
  const lines: ChartLine[] = [
    { id: 'labor', code: w('laborCode'), name: w('laborName'), color: 'var(--accent)', dash: '', points: series.labor.map((p) => ({ x: p.turn, y: p.price })) },
  ]
  const last = series.labor[series.labor.length - 1]?.turn ?? 0
  const xTicks = [{ x: 0, label: w('start') }, ...series.roundStarts.filter((r) => r.turn < last).map((r) => ({ x: r.turn, label: w('roundTick', { n: r.round }) })), { x: last, label: w('now') }]
  const now = series.labor[series.labor.length - 1]?.price
  const title = w('laborTitle')
  return {
    title,
    xTitle: w('laborX'),
    lines,
    xTicks,
    stepped: true,
    summary: w('summary', { title, values: now === null || now === undefined ? w('everyBoxMoney') : money(now) }),
  }
}

/** The three market prices at each change; x is the number of actions taken. */
export function priceChart(series: GameSeries): ChartData {
  const lines: ChartLine[] = RESOURCES.map((r) => ({
    id: r,
    ...RESOURCE_STYLE[r],
    code: resourceCode(r),
    name: RESOURCE_LABELS[r],
    points: series.prices.map((p) => ({ x: p.action, y: p.prices[r] })),
  }))
  const last = series.prices[series.prices.length - 1]?.action ?? 0
  const xTicks =
    series.mode === 'cycles'
      ? [{ x: 0, label: w('cycleTick', { n: 1 }) }, ...series.cycleStarts.map((c) => ({ x: c.action, label: w('cycleTick', { n: c.cycle }) }))]
      : niceTicks(0, last, 6)
          .filter((x) => x < last)
          .map((x) => ({ x, label: x === 0 ? w('start') : w('actionTick', { n: x }) }))
  if (series.mode === 'actions' || xTicks[xTicks.length - 1]!.x < last) xTicks.push({ x: last, label: w('now') })
  return {
    title: w('pricesTitle'),
    xTitle: series.mode === 'cycles' ? w('pricesXCycles') : w('xActions'),
    lines,
    xTicks,
    stepped: true,
    summary: w('summary', { title: w('pricesTitle'), values: endSummary(lines) }),
  }
}

/** The text alternative: one row per point, one column per line. */
export interface ChartTable {
  columns: { id: string; name: string }[]
  /** `time`: when the books were read, as the clock showed then ('' if unknown). */
  rows: { key: string; title: string; time: string; cells: string[] }[]
}

export function powerTable(series: AnySeries, metric: PowerMetric, timeOf: (iso: string) => string): ChartTable {
  return {
    columns: series.powers.map((id) => ({ id, name: powerName(id) })),
    rows: series.points.map((p: AnyPoint) => ({
      key: `${p.kind}-${p.key}`,
      title: pointTitle(series, p),
      time: timeOf(p.at),
      cells: series.powers.map((id) => {
        const value = metricAt(p, metric, id)
        return value === null ? w('out') : metric === 'points' ? String(value) : money(value)
      }),
    })),
  }
}

/** The labor market's next price at the same moments as the other tables. */
export function laborTable(series: CashFlowSeries, timeOf: (iso: string) => string): ChartTable {
  return {
    columns: [{ id: 'labor', name: w('laborName') }],
    rows: series.points.map((p) => ({
      key: `${p.kind}-${p.key}`,
      title: pointTitle(series, p),
      time: timeOf(p.at),
      cells: [p.labor === null ? w('everyBoxMoney') : money(p.labor)],
    })),
  }
}

/** Prices at the same moments as the other tables (every change would be too long to read). */
export function priceTable(series: GameSeries, timeOf: (iso: string) => string): ChartTable {
  return {
    columns: RESOURCES.map((r) => ({ id: r, name: RESOURCE_LABELS[r] })),
    rows: series.points.map((p) => ({
      key: `${p.kind}-${p.key}`,
      title: pointTitle(series, p),
      time: timeOf(p.at),
      cells: RESOURCES.map((r) => money(p.prices[r])),
    })),
  }
}

// ---- Layout: pixel positions for a chart of a given size ----

/** Round steps (1, 2, 5 times a power of ten) covering [min, max] with at most `count` ticks. */
export function niceTicks(min: number, max: number, count: number, minStep = 0): number[] {
  if (!(max > min)) return [min]
  const raw = Math.max(minStep, (max - min) / Math.max(1, count - 1))
  const power = 10 ** Math.floor(Math.log10(raw))
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power
  const ticks: number[] = []
  for (let v = Math.floor(min / step) * step; v <= max + step * 1e-9; v += step) ticks.push(Math.round(v))
  if (ticks[ticks.length - 1]! < max) ticks.push(ticks[ticks.length - 1]! + step)
  return ticks
}

/** Moves end labels apart (keeping their order) so none overlap, within [top, bottom]. */
export function spreadLabels(ys: number[], gap: number, top: number, bottom: number): number[] {
  const order = ys.map((y, i) => ({ y, i })).sort((a, b) => a.y - b.y)
  const placed = order.map((o) => Math.min(Math.max(o.y, top), bottom))
  for (let k = 1; k < placed.length; k += 1) placed[k] = Math.max(placed[k]!, placed[k - 1]! + gap)
  const overflow = placed.length > 0 ? placed[placed.length - 1]! - bottom : 0
  if (overflow > 0) {
    placed[placed.length - 1] = bottom
    for (let k = placed.length - 2; k >= 0; k -= 1) placed[k] = Math.min(placed[k]!, placed[k + 1]! - gap)
  }
  const out = new Array<number>(ys.length)
  order.forEach((o, k) => (out[o.i] = placed[k]!))
  return out
}

export interface ChartLayout {
  width: number
  height: number
  plot: { left: number; top: number; right: number; bottom: number }
  yTicks: { y: number; label: string }[]
  xTicks: { x: number; label: string }[]
  lines: {
    id: string
    code: string
    color: string
    dash: string
    /** SVG path data; gaps where a power left the game. */
    d: string
    markers: { x: number; y: number }[]
    label: { x: number; y: number } | null
  }[]
}

const FONT_PX = 14
/** Rough width of a label in the chart font, enough to keep labels from overlapping. */
const textWidth = (text: string) => text.length * FONT_PX * 0.62

export function layoutChart(data: ChartData, width: number, height: number): ChartLayout {
  const values = data.lines.flatMap((l) => l.points.map((p) => p.y)).filter((y): y is number => y !== null)
  const xs = data.lines.flatMap((l) => l.points.map((p) => p.x))
  const xMin = Math.min(0, ...xs)
  const xMax = Math.max(xMin + 1, ...xs)
  const top = 16
  const bottom = height - 36
  // Lines, not bars: the scale hugs the values (never below $0M for positive ones) so the
  // differences between powers show instead of a bundle of lines near the top.
  const lo = values.length > 0 ? Math.min(...values) : 0
  const hi = values.length > 0 ? Math.max(...values) : 1
  // Money moves in $10M steps and hundreds; points are small whole numbers (a tick per point at least).
  const points = data.unit === 'points'
  const pad = Math.max((hi - lo) * 0.1, points ? 1 : 50)
  const yTickValues = niceTicks(lo >= 0 ? Math.max(0, lo - pad) : lo - pad, hi + pad, Math.max(3, Math.floor((bottom - top) / 44)), points ? 1 : 0)
  const yLo = yTickValues[0]!
  const yHi = Math.max(yTickValues[yTickValues.length - 1]!, yLo + 1)
  const yLabels = yTickValues.map((v) => (points ? String(v) : moneyShort(v)))
  const left = Math.ceil(Math.max(...yLabels.map(textWidth)) + 14)
  const endLabelWidth = Math.max(0, ...data.lines.map((l) => textWidth(l.code)))
  const right = width - Math.ceil(endLabelWidth + 14)
  const sx = (x: number) => left + ((x - xMin) / (xMax - xMin)) * (right - left)
  const sy = (y: number) => bottom - ((y - yLo) / (yHi - yLo)) * (bottom - top)

  const yTicks = yTickValues.map((v, i) => ({ y: sy(v), label: yLabels[i]! }))
  const xTicks = thinTicks(data.xTicks.map((t) => ({ x: sx(t.x), label: t.label })))

  // Dots on each point help read a value, until they are so close they blur into the line.
  const mostPoints = Math.max(1, ...data.lines.map((l) => l.points.length))
  const crowded = (right - left) / Math.max(1, mostPoints - 1) < 14
  const lines = data.lines.map((line, index) => {
    // Prices often sit on the same spot: nudge each step line a little so all stay visible.
    const nudge = data.stepped ? (index - (data.lines.length - 1) / 2) * 3 : 0
    let d = ''
    let pen = false
    let lastY = 0
    const markers: { x: number; y: number }[] = []
    for (const p of line.points) {
      if (p.y === null) {
        pen = false
        continue
      }
      const x = sx(p.x)
      const y = sy(p.y) + nudge
      if (!pen) d += `M${r(x)} ${r(y)}`
      else if (data.stepped) d += `H${r(x)}V${r(y)}`
      else d += `L${r(x)} ${r(y)}`
      pen = true
      lastY = y
      markers.push({ x, y })
    }
    const last = markers[markers.length - 1]
    // Steps run on to the right edge: a price holds until it moves.
    if (data.stepped && last && last.x < right) d += `H${r(right)}`
    return {
      id: line.id,
      code: line.code,
      color: line.color,
      dash: line.dash,
      d,
      markers: data.stepped || crowded ? [] : markers,
      label: last ? { x: data.stepped ? right : last.x, y: lastY } : null,
    }
  })
  const labelled = lines.filter((l) => l.label !== null)
  const spread = spreadLabels(
    labelled.map((l) => l.label!.y),
    FONT_PX + 2,
    top,
    bottom,
  )
  labelled.forEach((l, i) => (l.label = { x: l.label!.x + 8, y: spread[i]! }))
  return { width, height, plot: { left, top, right, bottom }, yTicks, xTicks, lines }
}

/** Keeps every k-th x label (always the last, "Now") so labels never run into each other. */
function thinTicks(ticks: { x: number; label: string }[]): { x: number; label: string }[] {
  const out: { x: number; label: string }[] = []
  for (let i = ticks.length - 1; i >= 0; i -= 1) {
    const t = ticks[i]!
    const prev = out[out.length - 1]
    if (prev === undefined || prev.x - t.x >= (textWidth(prev.label) + textWidth(t.label)) / 2 + 10) out.push(t)
  }
  return out.reverse()
}

const r = (n: number) => Math.round(n * 10) / 10

