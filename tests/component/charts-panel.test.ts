import { describe, expect, it, vi } from 'vitest'
import { mount } from '@vue/test-utils'
import ChartsPanel from '@/components/charts/ChartsPanel.vue'
import { startStandardGame, useFreshGameStore } from './support'

useFreshGameStore()

describe('Charts panel', () => {
  it('draws a line per power on the cash and Detente charts, a line per resource on the market chart, and their tables', async () => {
    const game = await startStandardGame()
    await game.dispatch({ kind: 'sellToMarket', power: 'usa', resource: 'oil', units: 2 })
    await game.dispatch({ kind: 'buyFromMarket', power: 'ussr', resource: 'grain', units: 1 })
    const w = mount(ChartsPanel, { attachTo: document.body })

    for (const id of ['cash', 'detente']) {
      const card = w.get(`[data-chart="${id}"]`)
      expect(card.findAll('[data-line]').map((l) => l.attributes('data-line'))).toEqual(['usa', 'ussr', 'europe'])
      for (const line of card.findAll('[data-line] path.stroke')) expect(line.attributes('d')).toMatch(/^M[\d.]+ [\d.]+L/)
      // Each line is named at its end by its code, and in the legend by its badge.
      expect(card.findAll('.end-label').map((t) => t.text())).toEqual(['USA', 'USSR', 'EUR'])
      expect(card.findAll('[data-legend]').map((l) => l.text())).toEqual(['USAUSA', 'USSRUSSR', 'EUREurope'])
      expect(card.get('.line-chart svg').attributes('aria-label')).toContain('Now: USA $')
    }
    const cash = w.get('[data-chart="cash"] table')
    expect(cash.findAll('thead th').map((th) => th.text())).toEqual(['When', 'USA', 'USSR', 'Europe'])
    const rows = cash.findAll('tbody tr')
    expect(rows[0]!.text()).toContain('Start of the game')
    expect(rows[0]!.text()).toContain('$7,000M')
    expect(rows.at(-1)!.text()).toContain('Now, after 2 actions')
    expect(rows.at(-1)!.findAll('td')[0]!.text()).toBe('$8,000M')

    const prices = w.get('[data-chart="prices"]')
    expect(prices.findAll('[data-line]').map((l) => l.attributes('data-line'))).toEqual(['grain', 'oil', 'minerals'])
    expect(prices.get('[data-line="oil"] path.stroke').attributes('d')).toContain('H')
    expect(prices.findAll('.y-label').map((t) => t.text())).toContain('$400M')
    expect(prices.get('tbody tr:last-child').text()).toContain('$400M')
  })

  it('follows the game as it is played and asks to be closed', async () => {
    const game = await startStandardGame()
    const w = mount(ChartsPanel, { attachTo: document.body })
    expect(w.get('[data-chart="cash"] tbody').findAll('tr')).toHaveLength(1)
    await game.dispatch({ kind: 'sellToMarket', power: 'europe', resource: 'minerals', units: 1 })
    await vi.waitFor(() => expect(w.get('[data-chart="cash"] tbody').findAll('tr')).toHaveLength(2))
    await w.get('[data-testid="hide-charts"]').trigger('click')
    expect(w.emitted('close')).toHaveLength(1)
  })
})
