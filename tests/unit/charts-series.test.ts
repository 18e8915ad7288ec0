import { describe, expect, it } from 'vitest'
import { applyEntry, cashOf, decide, decideRedo, decideUndo, detenteValue, emptyFold, foldEntries, marketPrice, type Command, type EntryCommand, type GameState, type LogEntry, type PowerId } from '@/domain'
import { gameSeries, MAX_SAMPLES, type GameSeries } from '@/presentation/series'
import { longGame } from '../bench/long-game'
import { entry, mustDecide, standardStart } from '../support/games'
import { playTo } from '../support/guided'

/** A game kept as a real log (undo and redo included), as the session keeps it. */
function logGame(powers: PowerId[] = ['usa', 'ussr', 'europe'], guided = false) {
  const entries: LogEntry[] = []
  const fold = emptyFold()
  const push = (command: EntryCommand, events: LogEntry['events']) => {
    const e = entry(entries.length + 1, command, events)
    entries.push(e)
    applyEntry(fold, e, (seq) => entries[seq - 1])
    return fold.state
  }
  const start = { ...standardStart(powers), guided }
  push(start, mustDecide(fold.state, start))
  const game = {
    entries,
    get state(): GameState {
      return fold.state
    },
    do: (command: Command) => push(command, mustDecide(fold.state, command)),
    refuse(command: Command) {
      const result = decide(fold.state, command)
      if (result.ok) throw new Error(`accepted: ${command.kind}`)
      return result.refusal
    },
    undo() {
      const u = decideUndo(fold)
      if (!u.ok) throw new Error(u.refusal.message)
      return push(u.value, [])
    },
    redo() {
      const r = decideRedo(fold)
      if (!r.ok) throw new Error(r.refusal.message)
      return push(r.value, [])
    },
  }
  return game
}

/** The same game with every undone action (and the undo and redo entries) left out. */
function inEffect(entries: readonly LogEntry[]): LogEntry[] {
  const fold = foldEntries(entries)
  const bySeq = new Map(entries.map((e) => [e.seq, e]))
  return fold.applied.map((seq, i) => ({ ...bySeq.get(seq)!, seq: i + 1 }))
}

const pricesOnly = (s: GameSeries) => s.prices.map((p) => ({ action: p.action, prices: p.prices }))

function expectBooks(point: GameSeries['points'][number], state: GameState) {
  for (const id of state.order) {
    expect(point.cash[id]).toBe(cashOf(state, id))
    expect(point.detente[id]).toBe(detenteValue(state, state.powers[id]!).total)
  }
  expect(point.prices).toEqual({ grain: marketPrice(state, 'grain'), oil: marketPrice(state, 'oil'), minerals: marketPrice(state, 'minerals') })
}

describe('gameSeries, guided games', () => {
  it('reads the books at the start, at the end of each cycle, and now', () => {
    const g = logGame(['usa', 'ussr', 'europe'], true)
    const endOf: GameState[] = []
    const play = {
      get state() {
        return g.state
      },
      refuse: (c: Command) => g.refuse(c),
      do(c: Command) {
        const before = g.state
        const after = g.do(c)
        if (after.play!.cycle > before.play!.cycle) endOf.push(before)
        return after
      },
    }
    playTo(play, { cycle: 3, stage: 4, bidders: [] })
    const series = gameSeries(g.entries)
    expect(series.mode).toBe('cycles')
    expect(series.points.map((p) => [p.kind, p.key])).toEqual([['start', 0], ['cycle', 1], ['cycle', 2], ['now', 3]])
    expectBooks(series.points[1]!, endOf[0]!)
    expectBooks(series.points[2]!, endOf[1]!)
    expectBooks(series.points[3]!, g.state)
    // Stage 1 costs money and Stage 2 produces resources, so the lines actually move.
    expect(series.points[1]!.cash.usa).not.toBe(series.points[0]!.cash.usa)
    expect(series.cycleStarts.map((c) => c.cycle)).toEqual([2, 3])
    expect(series.powers).toEqual(['usa', 'ussr', 'europe'])
  })

  it('drops the end of a cycle when the step into the next cycle is undone, and brings it back on redo', () => {
    const g = logGame(['usa', 'ussr'], true)
    playTo(g, { cycle: 2, stage: 3, bidders: [] })
    // Walk back to the last entry that entered cycle 2.
    while (g.state.play!.cycle === 2) g.undo()
    let series = gameSeries(g.entries)
    expect(series.points.map((p) => p.kind)).toEqual(['start', 'now'])
    expect(series.cycleStarts).toEqual([])
    expectBooks(series.points[1]!, g.state)
    g.redo()
    series = gameSeries(g.entries)
    expect(series.points.map((p) => [p.kind, p.key])).toEqual([['start', 0], ['cycle', 1], ['now', 2]])
    expect(series.cycleStarts.map((c) => c.cycle)).toEqual([2])
  })
})

describe('gameSeries, bookkeeping games', () => {
  it('leaves undone actions out of the market line, as if they had never been taken', () => {
    const g = logGame()
    g.do({ kind: 'sellToMarket', power: 'usa', resource: 'grain', units: 2 })
    g.do({ kind: 'buyFromMarket', power: 'ussr', resource: 'oil', units: 1 })
    g.undo()
    g.do({ kind: 'sellToMarket', power: 'europe', resource: 'minerals', units: 1 })
    g.undo()
    g.redo()
    const series = gameSeries(g.entries)
    expect(series.mode).toBe('actions')
    expect(pricesOnly(series)).toEqual(pricesOnly(gameSeries(inEffect(g.entries))))
    // Opening prices, the grain sale, the minerals sale; the undone oil purchase is not there.
    expect(series.prices.map((p) => p.action)).toEqual([0, 1, 2])
    expect(series.prices[1]!.prices.grain).toBeLessThan(series.prices[0]!.prices.grain)
    expect(series.prices[2]!.prices.oil).toBe(series.prices[0]!.prices.oil)
    expectBooks(series.points[series.points.length - 1]!, g.state)
  })

  it('samples every few actions so a long game has at most about forty points', () => {
    const entries = longGame(400)
    const series = gameSeries(entries)
    const state = foldEntries(entries).state
    expect(series.step).toBe(10)
    expect(series.points.length).toBeLessThanOrEqual(MAX_SAMPLES + 2)
    expect(series.points.length).toBeGreaterThan(MAX_SAMPLES / 2)
    expect(series.points[0]!.kind).toBe('start')
    const keys = series.points.map((p) => p.key)
    expect(keys).toEqual([...keys].sort((a, b) => a - b))
    expect(new Set(keys).size).toBe(keys.length)
    for (const p of series.points.slice(1, -1)) expect(p.key % series.step).toBe(0)
    const now = series.points[series.points.length - 1]!
    expect(now.kind).toBe('now')
    expect(now.key).toBe(foldEntries(entries).applied.length - 1)
    expectBooks(now, state)
  })

  it('records each market change once, each different from the last, ending at the prices now', () => {
    const entries = longGame(600)
    const series = gameSeries(entries)
    const state = foldEntries(entries).state
    expect(series.prices.length).toBeGreaterThan(10)
    for (let i = 1; i < series.prices.length; i += 1) {
      expect(series.prices[i]!.action).toBeGreaterThan(series.prices[i - 1]!.action)
    }
    const last = series.prices[series.prices.length - 1]!.prices
    expect(last).toEqual({ grain: marketPrice(state, 'grain'), oil: marketPrice(state, 'oil'), minerals: marketPrice(state, 'minerals') })
    // longGame undoes every 25th action: those must not leave a trace.
    expect(pricesOnly(series)).toEqual(pricesOnly(gameSeries(inEffect(entries))))
  })

  it('folds a 10,000-entry game in one pass', () => {
    const entries = longGame(10_000)
    const series = gameSeries(entries)
    expect(series.points.length).toBeLessThanOrEqual(MAX_SAMPLES + 2)
    expectBooks(series.points[series.points.length - 1]!, foldEntries(entries).state)
  })

  it('gives an empty series for an empty log', () => {
    expect(gameSeries([]).points).toEqual([])
  })
})
