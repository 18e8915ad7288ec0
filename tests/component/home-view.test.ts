import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { openDatabase, type SupremacyDatabase } from '@/persistence/database'
import { GameRepository } from '@/persistence/game-repository'
import { GameSession } from '@/session/game-session'
import { useRepositoryForTests } from '@/session/services'
import HomeView from '@/views/HomeView.vue'
import { standardStart } from '../support/games'
import { visit } from '../support/router'

let db: SupremacyDatabase
let repository: GameRepository
let wrapper: VueWrapper | undefined
let counter = 0

beforeEach(async () => {
  counter += 1
  db = openDatabase(`home-view-${counter}`)
  repository = new GameRepository(db)
  useRepositoryForTests(repository)
  setActivePinia(createPinia())
  await visit('#/')
  localStorage.clear()
})

afterEach(() => {
  wrapper?.unmount()
  wrapper = undefined
  useRepositoryForTests(undefined)
  db.close()
})

describe('HomeView', () => {
  it('tells a newcomer what the app does and how to start', async () => {
    wrapper = mount(HomeView)
    await vi.waitFor(() => expect(wrapper!.find('[data-testid="empty-state"]').exists()).toBe(true))
    expect(wrapper.text()).toContain('New game')
    await wrapper.get('[data-testid="new-game"]').trigger('click')
    await vi.waitFor(() => expect(location.hash).toBe('#/new'))
  })

  it('lists saved games with powers and players, resumes and deletes after confirming', async () => {
    const started = await GameSession.start({ repository }, standardStart(['usa', 'ussr', 'europe'], 'g1'))
    expect(started.ok).toBe(true)
    wrapper = mount(HomeView, { attachTo: document.body })
    await vi.waitFor(() => expect(wrapper!.findAll('[data-testid="saved-game"]')).toHaveLength(1))
    const card = wrapper.get('[data-testid="saved-game"]')
    expect(card.text()).toContain('Test game')
    expect(card.text()).toContain('Standard Open')
    expect(card.text()).toContain('USSR')
    expect(card.text()).toContain('Player 2')
    expect(card.text()).toContain('Last played just now')

    await card.get('button.resume').trigger('click')
    await vi.waitFor(() => expect(location.hash).toBe('#/game/g1')) // the game view lands on its first tab

    await card.get('button.delete').trigger('click')
    // The confirm dialog loads on the first Delete (not part of the home screen's first load).
    await vi.waitFor(() => expect(document.body.textContent).toContain('Delete this game? Its whole log is removed from this device.'))
    await wrapper.get('[data-testid="confirm"]').trigger('click')
    await vi.waitFor(() => expect(wrapper!.find('[data-testid="empty-state"]').exists()).toBe(true))
    expect(await repository.list()).toEqual([])
  })
  it('resumes a game on the tab it was last on, and its card says the cycle and stage', async () => {
    const started = await GameSession.start({ repository }, { ...standardStart(['usa', 'ussr'], 'g2'), guided: true })
    if (!started.ok) throw new Error('not started')
    for (const power of ['usa', 'ussr'] as const) expect((await started.session.dispatch({ kind: 'settleStage1', power })).ok).toBe(true)
    expect((await started.session.dispatch({ kind: 'advancePlay' })).ok).toBe(true)
    await visit('#/game/g2/market')
    await visit('#/')
    wrapper = mount(HomeView, { attachTo: document.body })
    await vi.waitFor(() => expect(wrapper!.findAll('[data-testid="saved-game"]')).toHaveLength(1))
    const card = wrapper.get('[data-testid="saved-game"]')
    expect(card.get('[data-testid="saved-game-progress"]').text()).toBe('Cycle 1 · Stage 2 (Transfer Production Units)')
    await card.get('button.resume').trigger('click')
    await vi.waitFor(() => expect(location.hash).toBe('#/game/g2/market'))
  })
})

describe('Untitled games', () => {
  it('are named by date and time, and numbered when a saved game already has the name', async () => {
    const { defaultGameTitle, distinctTitle } = await import('@/composables/last-played')
    const at = new Date(2026, 10, 23, 14, 5)
    expect(defaultGameTitle(at)).toBe('Game of Nov 23, 14:05')
    expect(distinctTitle('Game of Nov 23, 14:05', ['Game of Nov 23, 14:05'])).toBe('Game of Nov 23, 14:05 (2)')
    expect(distinctTitle('Game of Nov 23, 14:05', ['Game of Nov 23, 14:05', 'Game of Nov 23, 14:05 (2)'])).toBe('Game of Nov 23, 14:05 (3)')
    expect(distinctTitle('Game of Nov 23, 14:06', ['Game of Nov 23, 14:05'])).toBe('Game of Nov 23, 14:06')
  })
})
