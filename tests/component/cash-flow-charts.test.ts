import { describe, expect, it, vi } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import type { PowerId } from '@/domain'
import ChartsPanel from '@/components/charts/ChartsPanel.vue'
import ScoresPanel from '@/components/cash-flow/ScoresPanel.vue'
import { useGameStore } from '@/stores/game'
import { cashFlowStart } from '../support/cash-flow'
import { send, useFreshGameStore, type GameStore } from './support'

useFreshGameStore()

/** A 3-power Cash Flow game in which every player's first turn is free of entropy. */
async function startCashFlow(): Promise<GameStore> {
  const game = useGameStore()
  const started = await game.start(cashFlowStart(['usa', 'ussr', 'europe'], {}, { cashFlowEntropyIgnored: 'first-round' }))
  if (!started.ok) throw new Error('the Cash Flow game did not start')
  return game
}

/** A round: USA produces grain and oil (two units of labor), USSR and Europe take the Market action. */
async function playRound(game: GameStore): Promise<void> {
  await send(game, { kind: 'selectAction', power: 'usa', action: 'production' })
  await send(game, { kind: 'produce', power: 'usa', resources: ['grain', 'oil'] })
  await send(game, { kind: 'endCashFlowTurn', power: 'usa' })
  for (const power of ['ussr', 'europe'] as PowerId[]) {
    await send(game, { kind: 'selectAction', power, action: 'market' })
    await send(game, { kind: 'endCashFlowTurn', power })
  }
}

describe('Cash Flow charts', () => {
  it('draw cash and points by round, a line per power, and the labor market’s next price, with their tables', async () => {
    const game = await startCashFlow()
    await playRound(game)
    const w = mount(ChartsPanel, { attachTo: document.body })
    expect(w.findAll('[data-chart]').map((c) => c.attributes('data-chart'))).toEqual(['cash', 'points', 'labor'])
    expect(w.text()).toContain("Each point is the end of a round: every player's turn once")
    expect(w.text()).toContain('as if a round were scored now')
    // No Detente value and no Price Index in this variant.
    expect(w.find('[data-chart="detente"]').exists()).toBe(false)
    expect(w.find('[data-chart="prices"]').exists()).toBe(false)

    for (const id of ['cash', 'points']) {
      const card = w.get(`[data-chart="${id}"]`)
      expect(card.findAll('[data-line]').map((l) => l.attributes('data-line'))).toEqual(['usa', 'ussr', 'europe'])
      expect(card.findAll('.end-label').map((t) => t.text())).toEqual(['USA', 'USSR', 'EUR'])
      const rows = card.findAll('tbody tr')
      // Each row's heading: when, then the clock time the books were read.
      const titles = ['Start of the game', 'End of round 1', 'Now, round 2']
      expect(rows.map((r, i) => r.get('th').text().startsWith(titles[i]!))).toEqual([true, true, true])
    }
    const cash = w.get('[data-chart="cash"]')
    expect(cash.get('h3').text()).toBe('Cash by round')
    expect(cash.get('tbody tr:nth-child(2)').findAll('td')[0]!.text()).toBe('$2,925M')
    const points = w.get('[data-chart="points"]')
    expect(points.get('h3').text()).toBe('Points by round')
    // Points are counted in whole points, not money.
    expect(points.findAll('.y-label').map((t) => t.text()).every((t) => /^−?\d+$/.test(t))).toBe(true)
    expect(points.get('.line-chart svg').attributes('aria-label')).toMatch(/Now: USA \d+ points?/)
    expect(points.get('tbody tr').findAll('td').map((td) => td.text())).toEqual(['0', '0', '0'])

    const labor = w.get('[data-chart="labor"]')
    expect(labor.findAll('[data-line]').map((l) => l.attributes('data-line'))).toEqual(['labor'])
    expect(labor.get('[data-line="labor"] path.stroke').attributes('d')).toContain('H')
    expect(labor.findAll('tbody tr').map((r) => r.findAll('td').at(-1)!.text())).toEqual(['$25M', '$50M', '$50M'])
  })

  it('open from the Standings’ "Show charts" and follow the game as it is played', async () => {
    const game = await startCashFlow()
    const w = mount(ScoresPanel, { attachTo: document.body })
    expect(w.find('[data-testid="charts-panel"]').exists()).toBe(false)
    await w.get('[data-testid="show-charts"]').trigger('click')
    await vi.waitFor(async () => {
      await flushPromises()
      expect(w.find('[data-testid="charts-panel"]').exists()).toBe(true)
    })
    // The start, and now: what a round would score if it were scored at once.
    expect(w.get('[data-chart="points"] tbody').findAll('tr')).toHaveLength(2)
    await playRound(game)
    await vi.waitFor(() => expect(w.get('[data-chart="points"] tbody').findAll('tr')).toHaveLength(3))
    await w.get('[data-testid="hide-charts"]').trigger('click')
    expect(w.find('[data-testid="charts-panel"]').exists()).toBe(false)
    expect(w.find('[data-testid="show-charts"]').exists()).toBe(true)
  })
})
