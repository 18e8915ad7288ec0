import { afterEach, describe, expect, it, vi } from 'vitest'
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { defineComponent, h } from 'vue'
import { DATABASE_NAME, openDatabase } from '@/persistence/database'
import { DATABASE_REPLACED_MESSAGE } from '@/persistence/errors'
import { GameRepository } from '@/persistence/game-repository'
import { DATABASE_NATIVE_VERSION } from '@/persistence/schema'
import { GameSession } from '@/session/game-session'
import { useGamesStore } from '@/stores/games'
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

describe('The home screen on its first load, when a newer app takes the database over', () => {
  it('says the tab is out of date once a newer app upgrades the database, and every use says so after', async () => {
    const earlier = openDatabase(DATABASE_NAME)
    expect((await GameSession.start({ repository: new GameRepository(earlier) }, standardStart(['usa', 'ussr'], 'g'))).ok).toBe(true)
    earlier.close()

    setActivePinia(createPinia())
    await visit('#/')
    const wrapper = mount(Page)
    await vi.waitFor(() => expect(wrapper.findAll('[data-testid="saved-game"]')).toHaveLength(1))
    expect(wrapper.find('[data-testid="database-notice"]').exists()).toBe(false)

    const blocked = vi.fn()
    const newer = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(DATABASE_NAME, DATABASE_NATIVE_VERSION + 10)
      request.onblocked = blocked
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(new Error(String(request.error)))
    })
    expect(blocked).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(wrapper.find('[data-testid="database-notice"]').exists()).toBe(true))
    expect(wrapper.get('[data-testid="database-notice"]').text()).toContain('This tab is out of date.')

    // The reader let go; the repository it hands over to is closed from the start, as Dexie's own
    // connection would have been, so the next read says why in the same words.
    expect(services.getRepository).not.toHaveBeenCalled()
    const games = useGamesStore()
    await games.refresh()
    expect(services.getRepository).toHaveBeenCalled()
    expect(games.error).toBe(DATABASE_REPLACED_MESSAGE)
    newer.close()
    wrapper.unmount()
  })
})
