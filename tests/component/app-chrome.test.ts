import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { ref } from 'vue'
import { useGameStore } from '@/stores/game'
import ThemeToggle from '@/components/base/ThemeToggle.vue'
import { openDatabase } from '@/persistence/database'
import { GameRepository } from '@/persistence/game-repository'
import { useRepositoryForTests } from '@/session/services'
import { standardStart } from '../support/games'

const pwa = vi.hoisted(() => ({ updateServiceWorker: vi.fn(() => Promise.resolve()) }))
const needRefresh = ref(false)
const offlineReady = ref(false)

vi.mock('virtual:pwa-register/vue', () => ({
  useRegisterSW: () => ({ needRefresh, offlineReady, updateServiceWorker: pwa.updateServiceWorker }),
}))

beforeEach(() => {
  setActivePinia(createPinia())
  needRefresh.value = false
  offlineReady.value = false
  pwa.updateServiceWorker.mockClear()
})

afterEach(() => {
  localStorage.clear()
  delete document.documentElement.dataset.theme
})

describe('ThemeToggle', () => {
  it('cycles System, Light, Dark, saying which is on, and remembers it', async () => {
    const w = mount(ThemeToggle)
    expect(w.text()).toContain('Theme: System')
    expect(document.documentElement.dataset.theme).toBeUndefined()
    await w.trigger('click')
    expect(w.text()).toContain('Theme: Light')
    expect(document.documentElement.dataset.theme).toBe('light')
    expect(localStorage.getItem('supremacy-theme')).toBe('light')
    await w.trigger('click')
    expect(w.text()).toContain('Theme: Dark')
    expect(document.documentElement.dataset.theme).toBe('dark')
    await w.trigger('click')
    expect(w.text()).toContain('Theme: System')
    expect(document.documentElement.dataset.theme).toBeUndefined()
    expect(localStorage.getItem('supremacy-theme')).toBeNull()
  })
})

describe('AppUpdatePrompt', () => {
  beforeEach(async () => {
    // One registration is shared by every prompt of the page; each case starts afresh.
    const { resetAppUpdateForTests } = await import('@/composables/use-app-update')
    resetAppUpdateForTests()
  })

  async function mountPrompt() {
    const { default: AppUpdatePrompt } = await import('@/components/base/AppUpdatePrompt.vue')
    return mount(AppUpdatePrompt)
  }

  it('offers the new version and updates at once when nothing is being saved', async () => {
    const w = await mountPrompt()
    expect(w.find('[data-testid="update-banner"]').exists()).toBe(false)
    needRefresh.value = true
    await flushPromises()
    expect(w.text()).toContain('A new version of Supremacy Companion is ready.')
    await w.findAll('button').find((b) => b.text() === 'Update now')!.trigger('click')
    await flushPromises()
    expect(pwa.updateServiceWorker).toHaveBeenCalledWith(true)
  })

  it('waits until the current action is saved', async () => {
    const db = openDatabase('app-chrome-busy')
    const repository = new GameRepository(db)
    useRepositoryForTests(repository)
    const store = useGameStore()
    expect((await store.start(standardStart(['usa', 'ussr'], 'busy'))).ok).toBe(true)
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    const append = repository.append.bind(repository)
    vi.spyOn(repository, 'append').mockImplementation(async (...args) => {
      await gate
      return append(...args)
    })
    const saving = store.dispatch({ kind: 'sellToMarket', power: 'usa', resource: 'oil', units: 1 })
    expect(store.isBusy).toBe(true)

    const w = await mountPrompt()
    needRefresh.value = true
    await flushPromises()
    await w.findAll('button').find((b) => b.text() === 'Update now')!.trigger('click')
    await flushPromises()
    expect(pwa.updateServiceWorker).not.toHaveBeenCalled()
    expect(w.text()).toContain('as soon as the current action is saved')

    release()
    expect((await saving).ok).toBe(true)
    await vi.waitFor(() => expect(pwa.updateServiceWorker).toHaveBeenCalledWith(true))
    useRepositoryForTests(undefined)
    db.close()
  })

  it('says once that the app works offline, and can be dismissed', async () => {
    const w = await mountPrompt()
    offlineReady.value = true
    await flushPromises()
    expect(w.text()).toContain('Works offline')
    await w.get('[data-testid="offline-ready"]').trigger('click')
    expect(offlineReady.value).toBe(false)
    expect(w.find('[data-testid="offline-ready"]').exists()).toBe(false)
  })

  it('Later hides the banner', async () => {
    const w = await mountPrompt()
    needRefresh.value = true
    await flushPromises()
    await w.findAll('button').find((b) => b.text() === 'Later')!.trigger('click')
    expect(needRefresh.value).toBe(false)
    expect(pwa.updateServiceWorker).not.toHaveBeenCalled()
  })
})
