import { describe, expect, it, vi } from 'vitest'
import { mount } from '@vue/test-utils'
import StandingsPanel from '@/components/endgame/StandingsPanel.vue'
import EndScreen from '@/components/endgame/EndScreen.vue'
import NewGameView from '@/views/NewGameView.vue'
import { startStandardGame, useFreshGameStore } from './support'

useFreshGameStore()

describe('Standings tab', () => {
  it('ranks the powers by Detente value, and a tap shows the arithmetic line by line', async () => {
    const game = await startStandardGame(['usa', 'ussr', 'europe'])
    await game.dispatch({ kind: 'transferMoney', from: 'ussr', to: 'usa', amount: 2000, purpose: 'deal' })
    await game.dispatch({ kind: 'takeLoan', power: 'europe', amount: 3000 })
    const w = mount(StandingsPanel, { attachTo: document.body })
    const rows = w.findAll('[data-testid^="standing-"]').filter((r) => r.element.tagName === 'LI')
    expect(rows.map((r) => r.attributes('data-testid'))).toEqual(['standing-usa', 'standing-europe', 'standing-ussr'])
    // USA: $9,000M + 9 resources × $500M + 6 companies × $100M + its home armies × $50M.
    const usa = game.state.powers.usa!
    const usaTotal = 9000 + 4500 + 600 + 50 * (usa.forces.armies + usa.forces.navies)
    expect(w.get('[data-testid="standing-usa"] [data-testid="standing-total"]').text()).toBe(`$${usaTotal.toLocaleString('en-US')}M`)
    expect(w.get('[data-testid="standing-usa"]').text()).toContain('Leader')
    expect(w.find('[data-testid="standing-lines"]').exists()).toBe(false)

    await w.get('[data-testid="standing-europe"] button').trigger('click')
    const lines = w.get('[data-testid="standing-lines"]').findAll('li').map((l) => l.text())
    expect(lines).toContain('Cash $10,000M')
    expect(lines).toContain('3 grain × $500M = $1,500M')
    expect(lines).toContain('6 companies × $100M = $600M')
    expect(lines).toContain('Bank loans −$3,000M')
    expect(w.get('[data-testid="standing-europe"] button').attributes('aria-expanded')).toBe('true')
  })

  it('ends the game by Detente after a confirmation that shows the standings', async () => {
    const game = await startStandardGame(['usa', 'ussr'])
    await game.dispatch({ kind: 'transferMoney', from: 'usa', to: 'ussr', amount: 1000, purpose: 'deal' })
    const w = mount(StandingsPanel, { attachTo: document.body })
    await w.get('[data-testid="end-detente"]').trigger('click')
    expect(w.text()).toContain('USSR would win.')
    await w.get('[data-testid="confirm-end"]').trigger('click')
    await vi.waitFor(() => expect(game.state.ended?.reason).toBe('agreement'))
  })
})

describe('End screen', () => {
  it('shows how the game ended, the winner, the ranking with every line, the Top Brass and the handicap, and undoes the ending', async () => {
    const game = await startStandardGame(['usa', 'ussr'])
    await game.dispatch({ kind: 'setEndTerms', terms: { handicap: 4 } })
    await game.dispatch({ kind: 'transferMoney', from: 'usa', to: 'ussr', amount: 1000, purpose: 'deal' })
    await game.dispatch({ kind: 'endGame', reason: 'agreement', at: '2026-11-22T22:30:00.000Z' })
    const w = mount(EndScreen, { attachTo: document.body })
    expect(w.get('[data-testid="end-headline"]').text()).toBe('Ended by agreement. USSR wins with the most wealth.')
    expect(w.find('[data-testid="winner-ussr"]').exists()).toBe(true)
    expect(w.findAll('[data-testid="standing-lines"]')).toHaveLength(2)
    expect(w.text()).toContain('Cash $8,000M')
    const brass = w.get('[data-testid="top-brass-ussr"]').text()
    expect(brass).toContain('No rank')
    expect(brass).toContain('Territories captured: 0')
    expect(brass).toContain('the schedule gives no rank')
    expect(w.get('[data-testid="handicap"]').text()).toContain('Handicap not met')

    await w.get('[data-testid="undo-ending"]').trigger('click')
    await vi.waitFor(() => expect(game.state.ended).toBeUndefined())
    expect(w.find('[data-testid="end-screen"]').exists()).toBe(false)
  })

  it('its primary button opens the New game screen filled in with the same powers, players and rules; Undo the ending is secondary', async () => {
    const game = await startStandardGame(['usa', 'ussr'], 't1', { endTerms: { handicap: 4 } })
    await game.dispatch({ kind: 'endGame', reason: 'agreement', at: '2026-11-22T22:30:00.000Z' })
    const w = mount(EndScreen, { attachTo: document.body })
    const primary = w.get('[data-testid="new-game-same-players"]')
    expect(primary.text()).toBe('New game with these players')
    expect(primary.classes()).toContain('primary')
    expect(w.get('[data-testid="undo-ending"]').classes()).not.toContain('primary')
    await primary.trigger('click')
    await vi.waitFor(() => expect(location.hash).toBe('#/new'))
    w.unmount()

    const setup = mount(NewGameView, { attachTo: document.body })
    expect(setup.get('[data-testid="rematch-note"]').text()).toContain('The same superpowers, players and rules')
    expect((setup.get('[data-testid="player-usa"]').element as HTMLInputElement).value).toBe('Player 1')
    setup.unmount()
    // Taken once: the next "+ New game" starts blank.
    const blank = mount(NewGameView, { attachTo: document.body })
    expect(blank.find('[data-testid="rematch-note"]').exists()).toBe(false)
    blank.unmount()
  })
})
