import { computed, ref } from 'vue'
import { useInstallPrompt } from './install-prompt'
import { installWay } from '@/presentation/install-offer'

/**
 * The install offer on the game screen (loaded with it): shown once a game has started, until it
 * is installed or the group says "Not now" (remembered on this device; the game menu's
 * "Install the app" brings it back).
 */
export const INSTALL_LATER_KEY = 'supremacy-install-later'

function readLater(): boolean {
  try {
    return globalThis.localStorage?.getItem(INSTALL_LATER_KEY) === '1'
  } catch {
    return false
  }
}

const later = ref(readLater())

export function useInstallOffer() {
  const { promptEvent, installed, forget } = useInstallPrompt()
  const way = computed(() =>
    installWay({
      installed: installed.value,
      hasPrompt: promptEvent.value !== null,
      userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
      maxTouchPoints: typeof navigator === 'undefined' ? 0 : navigator.maxTouchPoints,
    }),
  )

  function setLater(value: boolean): void {
    later.value = value
    try {
      if (value) globalThis.localStorage?.setItem(INSTALL_LATER_KEY, '1')
      else globalThis.localStorage?.removeItem(INSTALL_LATER_KEY)
    } catch {
      // Not remembered; holds until the page reloads.
    }
  }

  /** The browser's prompt; a prompt answered (either way) is spent, so it is forgotten. */
  async function install(): Promise<void> {
    const event = promptEvent.value
    if (!event) return
    await event.prompt()
    const choice = await event.userChoice
    forget()
    // "Cancel" in the browser's dialog: the group said no for now.
    if (choice.outcome === 'dismissed') setLater(true)
  }

  return {
    way,
    shown: computed(() => way.value !== 'none' && !later.value),
    install,
    notNow: () => setLater(true),
    offerAgain: () => setLater(false),
  }
}

/** Tests start each case from this device's stored choice. */
export function resetInstallOfferForTests(): void {
  later.value = readLater()
}
