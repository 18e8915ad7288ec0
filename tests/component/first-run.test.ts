import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { defineComponent, h } from 'vue'
import GuideSheet from '@/components/help/GuideSheet.vue'
import HelpSheet from '@/components/help/HelpSheet.vue'
import InstallOffer from '@/components/help/InstallOffer.vue'
import { GUIDE_SEEN_KEY, resetFirstRunForTests, useFirstRun } from '@/composables/use-first-run'
import { listenForInstall, resetInstallPromptForTests } from '@/composables/install-prompt'
import { INSTALL_LATER_KEY, resetInstallOfferForTests } from '@/composables/use-install-offer'
import { guidePages } from '@/presentation/first-run-guide'
import { helpTopics } from '@/presentation/help-topics'
import { installWay, isIos } from '@/presentation/install-offer'
import { showLocale } from '@/composables/i18n'

// happy-dom's <dialog> has no showModal: ModalSheet then renders its body in place, which is what these tests read.
beforeEach(() => {
  localStorage.clear()
  resetFirstRunForTests()
  resetInstallPromptForTests()
  resetInstallOfferForTests()
})
afterEach(() => vi.restoreAllMocks())

describe('the first-run guide', () => {
  it('opens by itself on the first launch and, once closed, never again on this device', () => {
    const first = useFirstRun()
    expect(first.open.value).toBe('guide')
    first.close()
    expect(first.open.value).toBeNull()
    expect(localStorage.getItem(GUIDE_SEEN_KEY)).toBe('1')
    // The next launch reads the stored close.
    resetFirstRunForTests()
    expect(useFirstRun().open.value).toBeNull()
    // Help, and the guide again from the menu or Help.
    first.openHelp()
    expect(first.open.value).toBe('help')
    first.openGuide()
    expect(first.open.value).toBe('guide')
  })

  it('walks through its pages (what the app keeps, the board, the big button, Undo, saving) and can be skipped at any page', async () => {
    expect(guidePages().map((p) => p.id)).toEqual(['keeps', 'board', 'button', 'undo', 'saving'])
    const w = mount(GuideSheet)
    expect(w.text()).toContain('Step 1 of 5')
    expect(w.find('[data-testid="guide-page-keeps"]').text()).toBe('What the app keeps')
    expect(w.find('[data-testid="guide-back"]').exists()).toBe(false)
    await w.get('[data-testid="guide-next"]').trigger('click')
    await w.get('[data-testid="guide-next"]').trigger('click')
    expect(w.find('[data-testid="guide-page-button"]').text()).toBe('The big button')
    await w.get('[data-testid="guide-back"]').trigger('click')
    expect(w.find('[data-testid="guide-page-board"]').text()).toBe('What stays on the board')
    await w.get('[data-testid="guide-skip"]').trigger('click')
    expect(w.emitted('close')).toHaveLength(1)
  })

  it('ends on saving and backups, with Start playing and a way to Help', async () => {
    const w = mount(GuideSheet)
    for (let i = 1; i < guidePages().length; i++) await w.get('[data-testid="guide-next"]').trigger('click')
    expect(w.text()).toContain('Step 5 of 5')
    expect(w.find('[data-testid="guide-page-saving"]').text()).toBe('Saving and backups')
    expect(w.find('[data-testid="guide-skip"]').exists()).toBe(false)
    await w.get('[data-testid="guide-help"]').trigger('click')
    expect(w.emitted('help')).toHaveLength(1)
    await w.get('[data-testid="guide-done"]').trigger('click')
    expect(w.emitted('close')).toHaveLength(1)
  })
})

describe('Help', () => {
  it('has how to run each kind of game, the first one open, and the guide again', async () => {
    const w = mount(HelpSheet)
    expect(helpTopics().map((t) => t.id)).toEqual(['basic', 'bookkeeping', 'battles', 'air-units', 'warlords', 'cash-flow', 'war-of-supremacy', 'safety'])
    for (const topic of helpTopics()) {
      const section = w.get(`[data-testid="help-${topic.id}"]`)
      expect(section.get('summary').text()).toBe(topic.title)
      expect(section.findAll('li')).toHaveLength(topic.steps.length)
    }
    expect(w.get<HTMLDetailsElement>('[data-testid="help-basic"]').element.open).toBe(true)
    expect(w.get<HTMLDetailsElement>('[data-testid="help-cash-flow"]').element.open).toBe(false)
    expect(w.get('[data-testid="help-basic"]').text()).toContain('Start game')
    await w.get('[data-testid="help-guide"]').trigger('click')
    expect(w.emitted('guide')).toHaveLength(1)
  })

  it('opens from the home screen', async () => {
    setActivePinia(createPinia())
    const { default: HomeView } = await import('@/views/HomeView.vue')
    const first = useFirstRun()
    first.close()
    const w = mount(HomeView)
    await w.get('[data-testid="open-help"]').trigger('click')
    expect(first.open.value).toBe('help')
    w.unmount()
  })
})

describe('the guide, Help and the install offer in the reader\u2019s language (issue 29)', () => {
  afterEach(() => showLocale('en', false))

  it('re-render when the language changes while open, amounts written the language\u2019s way', async () => {
    const guide = mount(GuideSheet)
    const help = mount(HelpSheet)
    for (let i = 1; i < 3; i++) await guide.get('[data-testid="guide-next"]').trigger('click')
    expect(guide.text()).toContain('\u201CPay USA\u2019s $340M\u201D')
    expect(help.get('[data-testid="help-bookkeeping"]').text()).toContain('repays $1,000M at a time')

    await showLocale('de')
    await flushPromises()
    expect(guide.text()).toContain('Schritt 3 von 5')
    expect(guide.get('[data-testid="guide-page-button"]').text()).toBe('Der gro\u00DFe Knopf')
    expect(guide.text()).toContain('\u201E340\u00a0Mio.\u00a0$ f\u00FCr USA zahlen\u201C')
    expect(guide.get('[data-testid="guide-back"]').text()).toBe('Zur\u00FCck')
    expect(help.get('[data-testid="help-basic"] summary').text()).toBe('Eine Partie Supremacy (geführt)')
    expect(help.get('[data-testid="help-bookkeeping"]').text()).toContain('jeweils 1.000\u00a0Mio.\u00a0$')
    expect(help.get('[data-testid="help-air-units"]').text()).toContain('10\u00a0Mio.\u00a0$ je Einheit')
    // Every topic keeps its number of steps in each language.
    expect(help.findAll('li')).toHaveLength(helpTopics().reduce((n, t) => n + t.steps.length, 0))

    await showLocale('pt-BR')
    await flushPromises()
    expect(guide.get('[data-testid="guide-page-button"]').text()).toBe('O bot\u00E3o grande')
    expect(help.get('[data-testid="help-bookkeeping"]').text()).toContain('$\u00a01.000\u00a0mi de cada vez')
  })
})

/** A window with its own events, a display mode and a user agent: listenForInstall's world. */
function fakeWindow(options: { standalone?: boolean } = {}): Window {
  return Object.assign(new EventTarget(), {
    matchMedia: () => ({ matches: options.standalone === true, addEventListener: () => {} }),
    navigator: {},
  }) as unknown as Window
}

/** A beforeinstallprompt as Chrome fires it: prompt() shows the browser's dialog, userChoice its answer. */
function installPromptEvent(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome }),
  })
  return event
}

function userAgent(ua: string, touchPoints = 0): void {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ua)
  vi.spyOn(navigator, 'maxTouchPoints', 'get').mockReturnValue(touchPoints)
}

/** Whether an install offer shows in `w`. */
const offered = (w: VueWrapper) => w.find('[data-testid="install-offer"]').exists()

/** Android Chrome listening for its prompt, the offer mounted, then the browser's prompt fired with `outcome` as its answer. */
async function offerOnAndroid(outcome: 'accepted' | 'dismissed') {
  userAgent(ANDROID_CHROME)
  const win = fakeWindow()
  listenForInstall(win)
  const w = mount(InstallOffer)
  const event = installPromptEvent(outcome)
  win.dispatchEvent(event)
  await flushPromises()
  return { win, w, event }
}

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
const IPAD_SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15'

describe('the install offer', () => {
  it('offers nothing where the browser has no prompt and is not iOS', () => {
    userAgent(ANDROID_CHROME)
    listenForInstall(fakeWindow())
    expect(offered(mount(InstallOffer))).toBe(false)
  })

  it('keeps the browser\u2019s prompt, offers Install, and shows the browser\u2019s dialog on the tap', async () => {
    const { w, event } = await offerOnAndroid('accepted')
    // Chrome's own mini-infobar is held back: the app offers at its moment.
    expect(event.defaultPrevented).toBe(true)
    expect(w.get('[data-testid="install-offer"]').text()).toContain('Install the app on this device')
    expect(w.find('[data-testid="install-ios-steps"]').exists()).toBe(false)
    await w.get('[data-testid="install-app"]').trigger('click')
    await flushPromises()
    expect(event.prompt).toHaveBeenCalledTimes(1)
    // A prompt is used once: answered, the offer goes until the browser fires another.
    expect(offered(w)).toBe(false)
    expect(localStorage.getItem(INSTALL_LATER_KEY)).toBeNull()
  })

  it('remembers a Cancel in the browser\u2019s dialog as Not now', async () => {
    const { w } = await offerOnAndroid('dismissed')
    await w.get('[data-testid="install-app"]').trigger('click')
    await flushPromises()
    expect(localStorage.getItem(INSTALL_LATER_KEY)).toBe('1')
  })

  it('goes on Not now, remembered on this device', async () => {
    const { w } = await offerOnAndroid('accepted')
    await w.get('[data-testid="install-later"]').trigger('click')
    expect(offered(w)).toBe(false)
    expect(localStorage.getItem(INSTALL_LATER_KEY)).toBe('1')
    resetInstallOfferForTests()
    expect(offered(mount(InstallOffer))).toBe(false)
  })

  it('hides once the app is installed (appinstalled), and never shows in the installed app', async () => {
    const { win, w } = await offerOnAndroid('accepted')
    expect(offered(w)).toBe(true)
    win.dispatchEvent(new Event('appinstalled'))
    await flushPromises()
    expect(offered(w)).toBe(false)

    resetInstallPromptForTests()
    const installedWin = fakeWindow({ standalone: true })
    listenForInstall(installedWin)
    installedWin.dispatchEvent(installPromptEvent('accepted'))
    expect(offered(mount(InstallOffer))).toBe(false)
  })

  it('on iPhone and iPad (no prompt) shows the Share, Add to Home Screen steps', () => {
    userAgent(IPAD_SAFARI, 5)
    listenForInstall(fakeWindow())
    const w = mount(InstallOffer)
    expect(w.get('[data-testid="install-ios-steps"]').text()).toContain('Tap Share')
    expect(w.get('[data-testid="install-ios-steps"]').text()).toContain('Add to Home Screen')
    expect(w.find('[data-testid="install-app"]').exists()).toBe(false)
    expect(w.get('[data-testid="install-later"]').text()).toBe('Got it')
  })

  it('tells iOS from a Mac by its touch points, and says none once installed', () => {
    expect(isIos('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X)', 5)).toBe(true)
    expect(isIos(IPAD_SAFARI, 5)).toBe(true)
    expect(isIos(IPAD_SAFARI, 0)).toBe(false)
    expect(installWay({ installed: true, hasPrompt: true, userAgent: IPAD_SAFARI, maxTouchPoints: 5 })).toBe('none')
    expect(installWay({ installed: false, hasPrompt: true, userAgent: ANDROID_CHROME, maxTouchPoints: 5 })).toBe('prompt')
  })
})

// The app's page keeps the guide and Help over any screen: a small stand-in of App.vue's two lines.
describe('the sheets over the app', () => {
  it('Skip closes the guide for good; Help from it opens Help', async () => {
    const Host = defineComponent({
      setup() {
        const first = useFirstRun()
        return () =>
          first.open.value === 'guide'
            ? h(GuideSheet, { onClose: first.close, onHelp: first.openHelp })
            : first.open.value === 'help'
              ? h(HelpSheet, { onClose: first.close, onGuide: first.openGuide })
              : h('p', 'home')
      },
    })
    const w = mount(Host)
    expect(w.find('[data-testid="first-run-guide"]').exists()).toBe(true)
    await w.get('[data-testid="guide-skip"]').trigger('click')
    expect(w.text()).toBe('home')
    expect(localStorage.getItem(GUIDE_SEEN_KEY)).toBe('1')
    useFirstRun().openGuide()
    await flushPromises()
    for (let i = 1; i < guidePages().length; i++) await w.get('[data-testid="guide-next"]').trigger('click')
    await w.get('[data-testid="guide-help"]').trigger('click')
    expect(w.find('[data-testid="help-screen"]').exists()).toBe(true)
  })
})
