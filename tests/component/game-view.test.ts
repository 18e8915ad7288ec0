import { describe, expect, it, vi } from 'vitest'
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import GameView from '@/views/GameView.vue'
import { button, startStandardGame, useFreshGameStore } from './support'
import { visit } from '../support/router'

useFreshGameStore()

describe('GameView', () => {
  it('says when a game cannot be opened and offers the way home', async () => {
    const w = mount(GameView, { props: { gameId: 'missing', tab: 'bank' }, attachTo: document.body })
    await vi.waitFor(() => expect(w.find('[role="alert"]').exists()).toBe(true))
    expect(w.text()).toContain('This game could not be opened')
    await button(w, 'Back to your games').trigger('click')
    await vi.waitFor(() => expect(location.hash).toBe('#/'))
  })

  it('shows every power\'s cash, the tabs, and Undo naming what it undoes', async () => {
    const game = await startStandardGame()
    const w = mount(GameView, { props: { gameId: 't1', tab: 'market' }, attachTo: document.body })
    await vi.waitFor(() => expect(w.find('[data-testid="cash-usa"]').exists()).toBe(true))
    expect(w.get('[data-testid="cash-usa"]').text()).toBe('$7,000M')
    // Standings shows "Ranks" on a phone; its name stays "Standings" (aria-label).
    expect(w.findAll('[role="tab"]').map((t) => t.attributes('aria-label') ?? t.text())).toEqual(['◫Board', '$Bank', '⇅Market', 'Supply centers', 'Standings', '☰Log'])
    expect(w.get('[role="tab"][aria-selected="true"]').text()).toContain('Market')
    expect(w.get<HTMLButtonElement>('[data-testid="undo"]').element.disabled).toBe(true)

    await game.dispatch({ kind: 'takeLoan', power: 'usa', amount: 1000 })
    await vi.waitFor(() => expect(w.get('[data-testid="cash-usa"]').text()).toBe('$8,000M'))
    // The visible text is the accessible name: "Undo USA borrowed ...".
    expect(w.get('[data-testid="undo"]').text().replace(/\s+/g, ' ')).toBe('↶ Undo USA borrowed $1,000M from the bank')
    await w.get('[data-testid="undo"]').trigger('click')
    await vi.waitFor(() => expect(w.get('[data-testid="cash-usa"]').text()).toBe('$7,000M'))

    await button(w.get('[role="tablist"]'), '☰Log').trigger('click')
    await vi.waitFor(() => expect(location.hash).toBe('#/game/t1/log'))
  })

  it('shows a refusal from the store with its remedy, and dismisses it', async () => {
    const game = await startStandardGame()
    const w = mount(GameView, { props: { gameId: 't1', tab: 'bank' }, attachTo: document.body })
    await vi.waitFor(() => expect(w.find('[data-testid="cash-usa"]').exists()).toBe(true))
    await game.dispatch({ kind: 'buyFromMarket', power: 'usa', resource: 'oil', units: 20 })
    await vi.waitFor(() => expect(w.find('[data-testid="refusal"]').exists()).toBe(true))
    expect(w.get('[data-testid="refusal"]').text()).toContain('USA has $7,000M; this costs $10,000M.')
    await button(w.get('[data-testid="refusal"]'), 'Borrow $3,000M from the bank').trigger('click')
    await vi.waitFor(() => expect(game.state.powers.usa?.loans).toBe(3000))
    expect(w.find('[data-testid="refusal"]').exists()).toBe(false)
  })

  it('opens on the Board, but leaves alone a screen the player went to while the game was opening', async () => {
    await startStandardGame()
    await visit('#/game/t1')
    const opened = mount(GameView, { props: { gameId: 't1' }, attachTo: document.body })
    await vi.waitFor(() => expect(location.hash).toBe('#/game/t1/board'))
    opened.unmount()

    await visit('#/game/t1')
    const left = mount(GameView, { props: { gameId: 't1' }, attachTo: document.body })
    left.unmount()
    await visit('#/seat/t1/usa')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(location.hash).toBe('#/seat/t1/usa')

    // Headed elsewhere while the game opens, the screen still up (its next screen loading): a
    // navigation guard tells it, and the Board does not cancel that screen.
    setActivePinia(createPinia()) // the game is no longer open here: opening it reads the database
    await visit('#/game/t1')
    const going = mount(GameView, { props: { gameId: 't1' }, attachTo: document.body })
    await visit('#/seat/t1/usa')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(location.hash).toBe('#/seat/t1/usa')
    going.unmount()
  })
})
