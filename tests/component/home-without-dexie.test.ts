import { afterEach, describe, expect, it, vi } from 'vitest'
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { defineComponent, h } from 'vue'
import { DATABASE_NAME, openDatabase } from '@/persistence/database'
import { GameRepository } from '@/persistence/game-repository'
import { GameSession } from '@/session/game-session'
import DatabaseStatusNotice from '@/components/safety/DatabaseStatusNotice.vue'
import HomeView from '@/views/HomeView.vue'
import { standardStart } from '../support/games'
import { visit } from '../support/router'

/**
 * The home screen as a first visit runs it: the app's own database, no repository swapped in, and
 * the repository (services.ts, which brings Dexie) watched for when it is first asked for.
 */
const services = vi.hoisted(() => ({ getRepository: vi.fn() }))
vi.mock('@/session/services', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/session/services')>()
  services.getRepository.mockImplementation(actual.getRepository)
  return { ...actual, getRepository: services.getRepository }
})

const Page = defineComponent({ render: () => h('div', [h(DatabaseStatusNotice), h(HomeView)]) })

afterEach(() => localStorage.clear())

describe('The home screen on its first load', () => {
  it('lists the saved games without the repository, and opens it for a delete', async () => {
    // Two games saved by an earlier visit (its own connection, closed since).
    const earlier = openDatabase(DATABASE_NAME)
    for (const [id, powers] of [['first', ['usa', 'ussr']], ['second', ['china', 'africa', 'europe']]] as const) {
      const started = await GameSession.start({ repository: new GameRepository(earlier) }, { ...standardStart([...powers], id), title: `Game ${id}` })
      expect(started.ok).toBe(true)
    }
    earlier.close()

    setActivePinia(createPinia())
    await visit('#/')
    const wrapper = mount(Page, { attachTo: document.body })
    await vi.waitFor(() => expect(wrapper.findAll('[data-testid="saved-game"]')).toHaveLength(2))
    // Most recently played first, as the repository lists them.
    expect(wrapper.findAll('[data-testid="saved-game"] h2, [data-testid="saved-game"] h3').map((t) => t.text())).toEqual(['Game second', 'Game first'])
    expect(services.getRepository).not.toHaveBeenCalled()

    await wrapper.findAll('[data-testid="saved-game"]')[1]!.get('button.delete').trigger('click')
    await vi.waitFor(() => expect(document.body.textContent).toContain('Delete this game? Its whole log is removed from this device.'))
    await wrapper.get('[data-testid="confirm"]').trigger('click')
    await vi.waitFor(() => expect(wrapper.findAll('[data-testid="saved-game"]')).toHaveLength(1))
    expect(services.getRepository).toHaveBeenCalled()
    expect(wrapper.text()).toContain('Game second')
    wrapper.unmount()
  })
})
