import { describe, expect, it } from 'vitest'
import type { Command, PowerId } from '@/domain'
import { scoreNow, scoreTotals, scoringRound, totalsIfScoredNow } from '@/domain/modules/cash-flow'
import { cashOf } from '@/domain/kernel/selectors'
import { cashFlowSeries } from '@/presentation/cash-flow-series'
import { laborChart, laborTable, layoutChart, powerChart, powerTable } from '@/presentation/chart-ui'
import type { Step } from '../support/arbitraries'
import { playCashFlow } from '../support/cash-flow'
import { patchSlice } from '@/domain/kernel/patch'
import { entry } from '../support/games'

/** Every player's first turn is free of entropy, so turns are just an action and its end. */
const SETTINGS = { cashFlowEntropyIgnored: 'first-round' }
const cmd = (command: Command): Step => ({ tap: 'command', command })
/** One turn: `power` selects the Market action (which moves nothing) and ends its turn. */
const quiet = (power: PowerId): Step[] => [cmd({ kind: 'selectAction', power, action: 'market' }), cmd({ kind: 'endCashFlowTurn', power })]
/** USA produces grain and oil: two units of labor ($25M and $50M), so the next costs more. */
const usaProduces: Step[] = [
  cmd({ kind: 'selectAction', power: 'usa', action: 'production' }),
  cmd({ kind: 'produce', power: 'usa', resources: ['grain', 'oil'] }),
  cmd({ kind: 'endCashFlowTurn', power: 'usa' }),
]
const timeOf = () => '20:00'

describe('Cash Flow charts: the series, round by round', () => {
  it('reads the books at the start, at the end of each round (every player\'s turn once), and now', () => {
    const { entries, fold } = playCashFlow(['usa', 'ussr', 'europe'], [...usaProduces, ...quiet('ussr'), ...quiet('europe'), ...quiet('usa')], {}, SETTINGS)
    const s = cashFlowSeries(entries)
    expect(s.mode).toBe('rounds')
    expect(s.powers).toEqual(['usa', 'ussr', 'europe'])
    expect(s.points.map((p) => [p.kind, p.key, p.turn])).toEqual([
      ['start', 0, 1],
      ['round', 1, 3],
      ['now', 2, 5],
    ])
    expect(s.roundStarts).toEqual([{ round: 2, turn: 4 }])
    expect(s.points[0]!.cash).toEqual({ usa: 3000, ussr: 3000, europe: 3000 })
    expect(s.points[1]!.cash.usa).toBe(3000 - 75)
    // No round scored yet: 0 banked at the round's end; now, what a round would score now.
    expect(s.points[1]!.points).toEqual({ usa: 0, ussr: 0, europe: 0 })
    const now = Object.fromEntries(scoreNow(fold.state).map((l) => [l.power, l.total]))
    expect(s.points[2]!.points).toEqual(now)
    expect(s.over).toBe(false)
    // The labor market: $25M at the start, $50M (the third box) once USA bought two units in turn 1.
    expect(s.labor.map((p) => [p.turn, p.price])).toEqual([
      [0, 25],
      [1, 50],
      [5, 50],
    ])
    expect(s.points.map((p) => p.labor)).toEqual([25, 50, 50])
  })

  it('leaves out what an undo took back, and takes it again on redo', () => {
    const steps = [...usaProduces, ...quiet('ussr'), ...quiet('europe')]
    // Back into Europe's turn (round 1): round 1's end is no longer a point.
    const undone = cashFlowSeries(playCashFlow(['usa', 'ussr', 'europe'], [...steps, { tap: 'undo' }], {}, SETTINGS).entries)
    expect(undone.points.map((p) => p.kind)).toEqual(['start', 'now'])
    expect(undone.roundStarts).toEqual([])
    const redone = cashFlowSeries(playCashFlow(['usa', 'ussr', 'europe'], [...steps, { tap: 'undo' }, { tap: 'redo' }], {}, SETTINGS).entries)
    expect(redone.points.map((p) => [p.kind, p.key])).toEqual([['start', 0], ['round', 1], ['now', 2]])
    // USA's production taken back: the labor price goes back to its opening.
    const back = [...usaProduces.slice(0, 2), { tap: 'undo' } as Step]
    const labor = cashFlowSeries(playCashFlow(['usa', 'ussr', 'europe'], back, {}, SETTINGS).entries)
    expect(labor.labor.map((p) => [p.turn, p.price])).toEqual([[0, 25], [1, 25]])
  })

  it('a power out of the game has no cash on the chart ("out" in its table); its points stay', () => {
    const played = playCashFlow(['usa', 'ussr', 'europe'], [...quiet('usa')], {}, SETTINGS)
    const cf = played.fold.state.cashFlow!
    // USSR's nuclear destruction, recorded as the strike records it: a patch of the Cash Flow slice.
    const out = entry(played.entries.length + 1, { kind: 'endCashFlowTurn', power: 'ussr' }, [patchSlice('cashFlow', cf, { eliminated: ['ussr'] })])
    const entries = [...played.entries, out]
    const s = cashFlowSeries(entries)
    expect(s.points.at(-1)!.cash).toEqual({ usa: 3000, ussr: null, europe: 3000 })
    expect(s.points.at(-1)!.points.ussr).toBe(0)
    expect(powerTable(s, 'cash', timeOf).rows.at(-1)!.cells).toEqual(['$3,000M', 'out', '$3,000M'])
  })

  it('a power out of the game starts no round and has no cash; its points stay', () => {
    const played = playCashFlow(['usa', 'ussr', 'europe'], [...quiet('usa')], {}, SETTINGS)
    const state = played.fold.state
    const round = scoringRound(state, 'nukes', 1)
    // The state after a scored round and USSR's nuclear destruction, as the charts read it.
    const later = { ...state, cashFlow: { ...state.cashFlow!, rounds: [round], eliminated: ['ussr'] as PowerId[] } }
    const totals = totalsIfScoredNow(later)
    expect(totals.ussr).toBe(scoreTotals([round]).ussr)
    expect(totals.usa).toBe(scoreTotals([round]).usa! + scoreNow(later).find((l) => l.power === 'usa')!.total)
    const over = { ...later, cashFlow: { ...later.cashFlow, winners: ['usa'] as PowerId[] } }
    expect(totalsIfScoredNow(over)).toEqual(scoreTotals([round]))
    expect(cashOf(state, 'usa')).toBe(3000)
  })
})

describe('Cash Flow charts: what they show', () => {
  const { entries } = playCashFlow(['usa', 'ussr', 'europe'], [...usaProduces, ...quiet('ussr'), ...quiet('europe'), ...quiet('usa')], {}, SETTINGS)
  const s = cashFlowSeries(entries)

  it('cash and points by round, a line per power, points counted in points', () => {
    const cash = powerChart(s, 'cash')
    expect(cash.title).toBe('Cash by round')
    expect(cash.xTitle).toBe("End of each round (every player's turn once)")
    expect(cash.xTicks.map((t) => t.label)).toEqual(['Start', 'R1', 'Now'])
    expect(cash.lines.map((l) => l.id)).toEqual(['usa', 'ussr', 'europe'])
    expect(cash.summary).toContain('USA $2,925M')
    const points = powerChart(s, 'points')
    expect(points.title).toBe('Points by round')
    expect(points.unit).toBe('points')
    expect(points.summary).toMatch(/Now: USA \d+ points?;/)
    const table = powerTable(s, 'points', timeOf)
    expect(table.rows.map((r) => r.title)).toEqual(['Start of the game', 'End of round 1', 'Now, round 2'])
    expect(table.rows[0]!.cells).toEqual(['0', '0', '0'])
  })

  it('the labor market\'s next price over the turns, as steps, with its table', () => {
    const chart = laborChart(s)
    expect(chart.stepped).toBe(true)
    expect(chart.lines).toHaveLength(1)
    expect(chart.lines[0]!.points).toEqual([{ x: 0, y: 25 }, { x: 1, y: 50 }, { x: 5, y: 50 }])
    expect(chart.xTicks).toEqual([{ x: 0, label: 'Start' }, { x: 4, label: 'R2' }, { x: 5, label: 'Now' }])
    expect(chart.summary).toContain('Now: $50M')
    expect(laborTable(s, timeOf).rows.map((r) => r.cells[0])).toEqual(['$25M', '$50M', '$50M'])
  })

  it('points are laid out on whole-point ticks, each once', () => {
    const chart = powerChart(s, 'points')
    const flat = { ...chart, lines: chart.lines.map((l) => ({ ...l, points: l.points.map((p) => ({ ...p, y: 2 })) })) }
    const labels = layoutChart(flat, 640, 300).yTicks.map((t) => t.label)
    expect(labels.every((t) => /^-?\d+$/.test(t))).toBe(true)
    expect(new Set(labels).size).toBe(labels.length)
  })
})
