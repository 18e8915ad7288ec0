import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { openDatabase, type SupremacyDatabase } from '@/persistence/database'
import { GameRepository } from '@/persistence/game-repository'
import { GameSession } from '@/session/game-session'
import { useRepositoryForTests } from '@/session/services'
import HomeView from '@/views/HomeView.vue'
import { standardStart } from '../support/games'

let db: SupremacyDatabase
let repository: GameRepository
let wrapper: VueWrapper | undefined
let counter = 0

beforeEach(() => {
  counter += 1
  db = openDatabase(`home-view-${counter}`)
  repository = new GameRepository(db)
  useRepositoryForTests(repository)
  setActivePinia(createPinia())
  location.hash = '#/'
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
    expect(location.hash).toBe('#/new')
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
    expect(location.hash).toBe('#/game/g1') // the game view lands on its first tab

    await card.get('button.delete').trigger('click')
    expect(document.body.textContent).toContain('Delete this game? Its whole log is removed from this device.')
    await wrapper.get('[data-testid="confirm"]').trigger('click')
    await vi.waitFor(() => expect(wrapper!.find('[data-testid="empty-state"]').exists()).toBe(true))
    expect(await repository.list()).toEqual([])
  })
})
