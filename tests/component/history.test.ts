import { describe, expect, it, vi } from 'vitest'
import { mount } from '@vue/test-utils'
import LogPanel from '@/components/log/LogPanel.vue'
import UndoToSheet from '@/components/log/UndoToSheet.vue'
import { useGameStore } from '@/stores/game'
import { standardStart } from '../support/games'
import { button, startStandardGame, useFreshGameStore } from './support'

useFreshGameStore()

async function playedGame() {
  const game = await startStandardGame()
  await game.dispatch({ kind: 'sellToMarket', power: 'usa', resource: 'oil', units: 2 })
  await game.dispatch({ kind: 'takeLoan', power: 'ussr', amount: 1000 })
  await game.dispatch({ kind: 'correctForces', power: 'europe', armies: 9, navies: 2, reason: 'counted again' })
  return game
}

const shownSeqs = (w: ReturnType<typeof mount>) => w.findAll('li.entry').map((li) => li.attributes('data-testid'))

describe('History filters', () => {
  it('narrows the log by kind and by power, says how many lines show, and clears', async () => {
    await playedGame()
    const w = mount(LogPanel, { attachTo: document.body })
    expect(w.get('[data-testid="log-count"]').text()).toBe('Showing 4 lines')
    const market = button(w, 'Market')
    await market.trigger('click')
    expect(market.attributes('aria-pressed')).toBe('true')
    expect(shownSeqs(w)).toEqual(['log-2'])
    expect(w.get('[data-testid="log-count"]').text()).toBe('Showing 1 of 4 lines')
    await button(w, 'Correction').trigger('click')
    expect(shownSeqs(w)).toEqual(['log-4', 'log-2'])
    await button(w, 'Clear filters').trigger('click')
    const ussr = w.findAll('button').find((b) => b.text().includes('USSR'))!
    await ussr.trigger('click')
    expect(shownSeqs(w)).toEqual(['log-3', 'log-1'])
    await button(w, 'Battle').trigger('click')
    expect(shownSeqs(w)).toEqual([])
    expect(w.text()).toContain('No line matches these filters.')
    expect(w.find('[aria-label="Stages"]').exists()).toBe(false) // bookkeeping games have no stage chips
  })

  it('shows stage chips in a guided game and keeps undone lines, struck through', async () => {
    const game = useGameStore()
    await game.start({ ...standardStart(['usa', 'ussr'], 'guided'), guided: true })
    await game.dispatch({ kind: 'settleStage1', power: 'usa' })
    await game.undo()
    const w = mount(LogPanel, { attachTo: document.body })
    await w.get('button[aria-label="Stage 1: Pay Salaries and Loans to Bank"]').trigger('click')
    expect(shownSeqs(w)).toEqual(['log-3', 'log-2'])
    expect(w.get('[data-testid="log-2"]').classes()).toContain('undone')
    expect(w.get('[data-testid="log-2"]').text()).not.toContain('Undo to here')
  })
})

describe('The Log while the game goes on', () => {
  it('shows a line saved while it is open at the top, filtered or not', async () => {
    const game = await playedGame()
    const w = mount(LogPanel, { attachTo: document.body })
    await game.dispatch({ kind: 'buyFromMarket', power: 'usa', resource: 'grain', units: 1 })
    await w.vm.$nextTick()
    expect(shownSeqs(w)[0]).toBe('log-5')
    expect(w.get('[data-testid="log-count"]').text()).toBe('Showing 5 lines')
    await button(w, 'Market').trigger('click')
    await game.undo()
    await w.vm.$nextTick()
    expect(shownSeqs(w)).toEqual(['log-6', 'log-5', 'log-2'])
  })
})

describe('Undo to here', () => {
  it('previews the lines and the changes, and undoes them all on confirm; redo all brings them back', async () => {
    const game = await playedGame()
    const before = game.state
    const w = mount(LogPanel, { attachTo: document.body })
    expect(w.get('[data-testid="log-1"]').text()).not.toContain('Undo to here')
    await w.get('button[aria-label="Undo to here: line 2"]').trigger('click')
    const sheet = w.get('dialog')
    expect(sheet.text()).toContain('Undo to line #2?')
    expect(sheet.get('[data-testid="undo-to-summary"]').text()).toContain('This undoes 3 actions')
    expect(sheet.findAll('ol li').map((li) => li.text())).toEqual([
      '#4 Correction: Europe forces set to 9 armies, 2 navies',
      '#3 USSR borrowed $1,000M from the bank',
      '#2 USA sold 2 oil to the market for $1,000M',
    ])
    expect(sheet.text()).toContain('USSR: $1,000M → $0M')
    expect(sheet.text()).toContain('USA: $8,000M → $7,000M (−$1,000M)')
    expect(game.state).toBe(before) // nothing written yet
    await sheet.get('[data-testid="confirm-undo-to"]').trigger('click')
    await vi.waitFor(() => expect(game.entries).toHaveLength(7))
    await vi.waitFor(() => expect(w.find('dialog').exists()).toBe(false))
    expect(game.state.accounts.usa).toBe(7000)
    for (const seq of [2, 3, 4]) expect(w.get(`[data-testid="log-${seq}"]`).classes()).toContain('undone')
    expect(w.get('[data-testid="history-notice"]').text()).toBe('Undid 3 actions. Redo brings them back one at a time.')
    await button(w, 'Redo all (3)').trigger('click')
    await vi.waitFor(() => expect(game.entries).toHaveLength(10))
    expect(game.state).toEqual(before)
  })

  it('cancel writes nothing', async () => {
    const game = await playedGame()
    const w = mount(LogPanel, { attachTo: document.body })
    await w.get('button[aria-label="Undo to here: line 3"]').trigger('click')
    await button(w.get('dialog'), 'Cancel').trigger('click')
    expect(w.find('dialog').exists()).toBe(false)
    expect(game.entries).toHaveLength(4)
  })

  it('refuses the setup in plain words', async () => {
    await playedGame()
    const w = mount(UndoToSheet, { props: { seq: 1 }, attachTo: document.body })
    expect(w.get('[role="alert"]').text()).toBe('The game setup (line 1) cannot be undone. To change the setup, start a new game.')
    expect(w.find('[data-testid="confirm-undo-to"]').exists()).toBe(false)
  })
})
