import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest'
import { enableAutoUnmount, flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { defineComponent, h } from 'vue'
import { useStorageEnvironmentForTests, STORAGE_WARNING_KEY } from '@/composables/use-storage-safety'
import { resetWakeLockForTests, useWakeLock, WAKE_LOCK_KEY } from '@/composables/use-wake-lock'
import type { StorageEnvironment } from '@/session/storage-safety'
import SafetySheet from '@/components/safety/SafetySheet.vue'
import StorageWarningBanner from '@/components/safety/StorageWarningBanner.vue'
import StorageStatusChip from '@/components/safety/StorageStatusChip.vue'
import ScreenAwakeChip from '@/components/safety/ScreenAwakeChip.vue'
import { useGamesStore } from '@/stores/games'
import { button } from './support'

enableAutoUnmount(afterEach)

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'
const CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 Mobile Safari/537.36'

/** A browser whose persistence answer flips to `grantOnAsk` when asked. */
function fakeBrowser(
  options: { userAgent?: string; persisted?: boolean; grantOnAsk?: boolean; installed?: boolean; quota?: number; indexedDB?: StorageEnvironment['indexedDB'] } = {},
) {
  let granted = options.persisted ?? false
  const persist = vi.fn(() => {
    granted = granted || (options.grantOnAsk ?? false)
    return Promise.resolve(granted)
  })
  const env: StorageEnvironment = {
    storage: { persisted: () => Promise.resolve(granted), persist, estimate: () => Promise.resolve({ usage: 1_234_567, quota: options.quota ?? 2_000_000_000 }) },
    userAgent: options.userAgent ?? CHROME,
    maxTouchPoints: 5,
    matchMedia: () => ({ matches: options.installed ?? false }),
    ...(options.indexedDB !== undefined ? { indexedDB: options.indexedDB } : {}),
  }
  useStorageEnvironmentForTests(() => env)
  return { persist }
}

beforeEach(() => {
  setActivePinia(createPinia())
  localStorage.clear()
  resetWakeLockForTests()
})

/** One saved game on the home screen: something to protect. */
function withSavedGame(): void {
  useGamesStore().games = [
    { id: 'g1', title: 'Game of Nov 23, 14:05', openMode: 'standard', powers: ['usa', 'ussr'], players: ['Ann', 'Boris'], createdAt: '2026-11-23T14:05:00Z', updatedAt: '2026-11-23T14:05:00Z', headSeq: 1, appVersion: '0.1.0' },
  ]
}

afterEach(() => {
  useStorageEnvironmentForTests(undefined)
  localStorage.clear()
})

describe('Keeping your games safe (sheet)', () => {
  it('shows the refusal, the space used, and turns to protected after "Ask again" is granted', async () => {
    const { persist } = fakeBrowser({ persisted: false, grantOnAsk: true })
    const w = mount(SafetySheet, { props: { open: true } })
    await flushPromises()
    expect(w.get('[data-testid="storage-verdict"]').text()).toContain('The browser may clear saved games')
    expect(w.text()).toContain('may delete this app’s data when the device runs short of space')
    expect(w.get('[data-testid="storage-usage"]').text()).toBe('1.2 MB of 2 GB used')
    expect(w.text()).toContain('Export a game file')
    await button(w, 'Ask again').trigger('click')
    await flushPromises()
    expect(persist).toHaveBeenCalledTimes(1)
    expect(w.get('[data-testid="storage-verdict"]').text()).toContain('Saved games are protected')
    expect(w.findAll('button').some((b) => b.text() === 'Ask again')).toBe(false)
  })

  it('keeps saying "at risk" when the browser refuses again', async () => {
    fakeBrowser({ persisted: false, grantOnAsk: false })
    const w = mount(SafetySheet, { props: { open: true } })
    await flushPromises()
    await button(w, 'Ask again').trigger('click')
    await flushPromises()
    expect(w.get('[data-testid="storage-verdict"]').text()).toContain('The browser may clear saved games')
  })

  it('warns Safari on an iPhone even with persistence, and says how to add the app to the Home Screen', async () => {
    fakeBrowser({ userAgent: IPHONE, persisted: true })
    const w = mount(SafetySheet, { props: { open: true } })
    await flushPromises()
    expect(w.get('[data-testid="storage-verdict"]').text()).toContain('Safari may delete your saved games')
    expect(w.text()).toContain('tap Share (the square with an arrow), then “Add to Home Screen”')
    expect(w.text()).toContain('7 days')
  })

  it('says so plainly in a browser with no storage API', async () => {
    useStorageEnvironmentForTests(() => ({}))
    const w = mount(SafetySheet, { props: { open: true } })
    await flushPromises()
    expect(w.get('[data-testid="storage-verdict"]').text()).toContain('This browser does not say whether it keeps saved games')
    expect(w.get('[data-testid="storage-usage"]').text()).toBe('The browser does not say how much space the saved games use.')
    expect(w.findAll('button').some((b) => b.text() === 'Ask again')).toBe(false)
  })
})

describe('App-bar chip', () => {
  it('says whether the games are protected and opens the sheet', async () => {
    withSavedGame()
    fakeBrowser({ persisted: true })
    const w = mount(StorageStatusChip, { attachTo: document.body })
    await flushPromises()
    const chip = w.get('[data-testid="storage-chip"]')
    expect(chip.text()).toContain('Games protected')
    expect(chip.attributes('aria-label')).toBe('Games protected: Saved games are protected')
    await chip.trigger('click')
    await flushPromises()
    expect(document.body.textContent).toContain('Keeping your games safe')
  })
})

describe('Before any game exists', () => {
  it('shows no at-risk banner and no "Games at risk" chip to a newcomer, then warns once a game is saved, with the fix', async () => {
    fakeBrowser({ persisted: false, installed: false })
    const banner = mount(StorageWarningBanner)
    const chip = mount(StorageStatusChip)
    await flushPromises()
    expect(banner.find('[data-testid="storage-warning"]').exists()).toBe(false)
    expect(banner.text()).toBe('')
    expect(chip.find('[data-testid="storage-chip"]').exists()).toBe(false)
    withSavedGame()
    await flushPromises()
    expect(banner.get('[data-testid="storage-warning"]').text()).toContain('The browser may clear saved games')
    expect(banner.get('[data-testid="storage-fix"]').text()).toMatch(/^The fix: /)
    expect(chip.get('[data-testid="storage-chip"]').text()).toContain('Games at risk')
  })
})

describe('Storage that cannot keep games: said before the first game, each with its own remedy', () => {
  it('no IndexedDB: the banner and the chip say games cannot be saved, with no game saved yet, and offer no "Ask to keep them"', async () => {
    fakeBrowser({ indexedDB: null })
    const banner = mount(StorageWarningBanner)
    const chip = mount(StorageStatusChip)
    await flushPromises()
    const warning = banner.get('[data-testid="storage-warning"]').text()
    expect(warning).toContain('This browser cannot save games.')
    expect(warning).toContain('IndexedDB is missing or turned off')
    expect(banner.get('[data-testid="storage-fix"]').text()).toContain('Open the app in a normal (not private) window')
    expect(warning).not.toContain('another tab')
    expect(chip.get('[data-testid="storage-chip"]').text()).toContain('Cannot save games')
    // Asking for persistent storage cannot help storage that is not there.
    expect(banner.findAll('button').some((b) => b.text() === 'Ask to keep them')).toBe(false)
  })

  it('blocked IndexedDB: the sheet says the browser will not let the app save, and to allow site data', async () => {
    fakeBrowser({ indexedDB: { open: () => { throw new DOMException('The operation is insecure.', 'SecurityError') } } })
    const w = mount(SafetySheet, { props: { open: true } })
    await flushPromises()
    expect(w.get('[data-testid="storage-verdict"]').text()).toContain('The browser will not let the app save games')
    expect(w.text()).toContain('Allow cookies and site data for this app in the browser’s settings, then reload.')
  })

  it('a private window (a 100 MB quota): the banner says its games vanish when it closes and to export a game file', async () => {
    fakeBrowser({ persisted: false, quota: 100_000_000 })
    const banner = mount(StorageWarningBanner)
    await flushPromises()
    const warning = banner.get('[data-testid="storage-warning"]').text()
    expect(warning).toContain('This looks like a private window: its games vanish when it closes.')
    expect(banner.get('[data-testid="storage-fix"]').text()).toContain('export each game file')
  })

  it('a normal window whose browser refused persistence (may be evicted) still waits for a saved game', async () => {
    fakeBrowser({ persisted: false, quota: 2_000_000_000 })
    const banner = mount(StorageWarningBanner)
    await flushPromises()
    expect(banner.find('[data-testid="storage-warning"]').exists()).toBe(false)
  })
})

describe('Home-screen warning', () => {
  it('appears when the games are at risk, and stays dismissed for that reason', async () => {
    withSavedGame()
    fakeBrowser({ persisted: false })
    const w = mount(StorageWarningBanner)
    await flushPromises()
    expect(w.get('[data-testid="storage-warning"]').text()).toContain('The browser may clear saved games')
    await button(w, 'Dismiss').trigger('click')
    expect(w.find('[data-testid="storage-warning"]').exists()).toBe(false)
    expect(localStorage.getItem(STORAGE_WARNING_KEY)).toBe('not-persistent')
    // What stays (shown on phones, whose app bar has no room for the chip) still opens the sheet.
    const line = button(w, '⚠ Games at risk: what to do')
    expect(w.find('[data-testid="storage-verdict"]').exists()).toBe(false)
    await line.trigger('click')
    await flushPromises()
    expect(w.get('[data-testid="storage-verdict"]').text()).toContain('The browser may clear saved games')
    w.unmount()
    const again = mount(StorageWarningBanner)
    await flushPromises()
    expect(again.find('[data-testid="storage-warning"]').exists()).toBe(false)
  })

  it('warns again for a different reason (the app moved to Safari)', async () => {
    withSavedGame()
    localStorage.setItem(STORAGE_WARNING_KEY, 'not-persistent')
    fakeBrowser({ userAgent: IPHONE, persisted: false })
    const w = mount(StorageWarningBanner)
    await flushPromises()
    expect(w.get('[data-testid="storage-warning"]').text()).toContain('Safari may delete your saved games')
  })

  it('stays away when the games are protected', async () => {
    withSavedGame()
    fakeBrowser({ persisted: true, installed: true })
    const w = mount(StorageWarningBanner)
    await flushPromises()
    expect(w.find('[data-testid="storage-warning"]').exists()).toBe(false)
  })
})

interface FakeSentinel {
  released: boolean
  release: Mock<() => Promise<void>>
  addEventListener: (type: 'release', listener: () => void) => void
  /** What the browser does when the page is hidden: drops the lock. */
  dropByBrowser: () => void
}

/** A fake navigator.wakeLock and a settable document.visibilityState. */
function fakeWakeLock(fail?: string) {
  const sentinels: FakeSentinel[] = []
  const request = vi.fn((type: string) => {
    if (type !== 'screen') return Promise.reject(new TypeError('bad type'))
    if (fail) return Promise.reject(Object.assign(new Error('refused'), { name: fail }))
    const listeners: (() => void)[] = []
    const sentinel: FakeSentinel = {
      released: false,
      release: vi.fn(() => {
        if (!sentinel.released) {
          sentinel.released = true
          listeners.forEach((l) => l())
        }
        return Promise.resolve()
      }),
      addEventListener: (_type, listener) => listeners.push(listener),
      dropByBrowser: () => void sentinel.release(),
    }
    sentinels.push(sentinel)
    return Promise.resolve(sentinel)
  })
  Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true })
  return { request, sentinels }
}

let visibility: DocumentVisibilityState = 'visible'
function setVisibility(next: DocumentVisibilityState): void {
  visibility = next
  document.dispatchEvent(new Event('visibilitychange'))
}

const GameScreen = defineComponent({
  setup() {
    const awake = useWakeLock()
    return () => h('p', { 'data-testid': 'status' }, `${awake.status.value}: ${awake.message.value}`)
  },
})

describe('useWakeLock', () => {
  beforeEach(() => {
    visibility = 'visible'
    Object.defineProperty(document, 'visibilityState', { get: () => visibility, configurable: true })
  })
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'wakeLock')
    Reflect.deleteProperty(document, 'visibilityState')
  })

  it('holds the lock in a game, asks again when the page comes back, and releases it on leaving', async () => {
    const { request, sentinels } = fakeWakeLock()
    const w = mount(GameScreen)
    await flushPromises()
    expect(request).toHaveBeenCalledTimes(1)
    expect(w.text()).toBe('active: The screen stays on while a game is open.')

    // Hidden: the browser drops the lock; nothing is asked while hidden.
    sentinels[0]!.dropByBrowser()
    setVisibility('hidden')
    await flushPromises()
    expect(request).toHaveBeenCalledTimes(1)
    expect(w.text()).toContain('waiting')

    setVisibility('visible')
    await flushPromises()
    expect(request).toHaveBeenCalledTimes(2)
    expect(w.text()).toContain('active')

    w.unmount()
    await flushPromises()
    expect(sentinels[1]!.release).toHaveBeenCalled()
    expect(sentinels[1]!.released).toBe(true)
    // Coming back to the page after leaving the game asks for nothing.
    setVisibility('hidden')
    setVisibility('visible')
    await flushPromises()
    expect(request).toHaveBeenCalledTimes(2)
  })

  it('turns off and on from the switch, remembered on this device', async () => {
    const { request, sentinels } = fakeWakeLock()
    mount(GameScreen)
    await flushPromises()
    const sheet = mount(SafetySheet, { props: { open: true } })
    await flushPromises()
    const toggle = sheet.get<HTMLInputElement>('[data-testid="keep-awake"]')
    expect(toggle.element.checked).toBe(true)
    await toggle.setValue(false)
    await flushPromises()
    expect(sentinels[0]!.released).toBe(true)
    expect(localStorage.getItem(WAKE_LOCK_KEY)).toBe('off')
    expect(sheet.get('[data-testid="wake-lock-status"]').text()).toBe('The screen may lock by itself during the game.')
    // Off stays off when the page comes back.
    setVisibility('hidden')
    setVisibility('visible')
    await flushPromises()
    expect(request).toHaveBeenCalledTimes(1)

    await toggle.setValue(true)
    await flushPromises()
    expect(request).toHaveBeenCalledTimes(2)
    expect(localStorage.getItem(WAKE_LOCK_KEY)).toBe('on')
    expect(sheet.get('[data-testid="wake-lock-status"]').text()).toBe('The screen stays on while a game is open.')
  })

  it('starts off when the players turned it off last time', async () => {
    localStorage.setItem(WAKE_LOCK_KEY, 'off')
    resetWakeLockForTests()
    const { request } = fakeWakeLock()
    const w = mount(GameScreen)
    await flushPromises()
    expect(request).not.toHaveBeenCalled()
    expect(w.text()).toContain('off')
  })

  it('says plainly when the browser refuses (battery saver), without throwing, and tries again on return', async () => {
    const { request } = fakeWakeLock('NotAllowedError')
    const w = mount(GameScreen)
    await flushPromises()
    expect(w.text()).toContain('refused: The browser would not keep the screen on (battery saver may be on)')
    setVisibility('hidden')
    setVisibility('visible')
    await flushPromises()
    expect(request).toHaveBeenCalledTimes(2)
  })

  it('says the browser cannot keep the screen awake when there is no API, in the strip chip too', async () => {
    const w = mount(GameScreen)
    await flushPromises()
    expect(w.text()).toBe('unsupported: This browser cannot keep the screen awake; turn off auto-lock in the device settings.')
    const chip = mount(ScreenAwakeChip)
    expect(chip.get('[data-testid="screen-awake-chip"]').text()).toBe('⚠ Screen may sleep')
  })
})
