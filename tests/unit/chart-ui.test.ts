import { describe, expect, it } from 'vitest'
import { layoutChart, niceTicks, powerChart, spreadLabels, type ChartData } from '@/presentation/chart-ui'
import { gameSeries } from '@/presentation/series'
import { longGame } from '../bench/long-game'

describe('chart layout', () => {
  it('picks round money steps that cover the values', () => {
    expect(niceTicks(0, 7000, 5)).toEqual([0, 2000, 4000, 6000, 8000])
    expect(niceTicks(-1500, 900, 6)).toEqual([-1500, -1000, -500, 0, 500, 1000])
    expect(niceTicks(500, 500, 4)).toEqual([500])
  })

  it('moves end labels apart without changing their order, inside the plot', () => {
    const ys = spreadLabels([100, 102, 101, 300], 16, 0, 310)
    const order = [0, 2, 1, 3].map((i) => ys[i]!)
    for (let k = 1; k < order.length; k += 1) expect(order[k]! - order[k - 1]!).toBeGreaterThanOrEqual(16)
    expect(ys[3]).toBe(300)
    const squeezed = spreadLabels([300, 300, 300], 16, 0, 300)
    expect(Math.max(...squeezed)).toBeLessThanOrEqual(300)
  })

  it('keeps every line, label and tick inside the box, and x labels apart, even on a phone', () => {
    const data: ChartData = powerChart(gameSeries(longGame(600)), 'detente')
    for (const width of [340, 900]) {
      const layout = layoutChart(data, width, 280)
      expect(layout.lines).toHaveLength(6)
      for (const line of layout.lines) {
        expect(line.label!.x).toBeLessThan(width)
        expect(line.label!.y).toBeGreaterThanOrEqual(layout.plot.top)
        expect(line.label!.y).toBeLessThanOrEqual(layout.plot.bottom)
      }
      const xs = layout.xTicks.map((t) => t.x)
      for (let k = 1; k < xs.length; k += 1) expect(xs[k]! - xs[k - 1]!).toBeGreaterThan(30)
      expect(layout.xTicks.at(-1)!.label).toBe('Now')
      expect(layout.plot.left).toBeGreaterThan(40)
      expect(layout.plot.right).toBeLessThan(width)
    }
  })
})
