import { readonly, ref, shallowRef } from 'vue'

/**
 * The browser's install prompt, kept from the moment it fires (early in the page's life, long
 * before the first game starts, which is when the offer shows: components/help/InstallOffer.vue),
 * and whether the app is already installed. Listened for from main.ts; the rest of the offer
 * (iOS steps, "Not now") loads with the game screen.
 */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

const promptEvent = shallowRef<BeforeInstallPromptEvent | null>(null)
const installed = ref(false)

function standalone(win: Window): boolean {
  // iOS Safari has no display-mode media feature for a Home Screen app before 16.4: navigator.standalone.
  return win.matchMedia?.('(display-mode: standalone)').matches === true || (win.navigator as Navigator & { standalone?: boolean }).standalone === true
}

export function listenForInstall(win: Window = window): void {
  installed.value = standalone(win)
  win.addEventListener('beforeinstallprompt', (event) => {
    // Keep Chrome's own mini-infobar away; the app offers its button at the right moment.
    event.preventDefault()
    promptEvent.value = event as BeforeInstallPromptEvent
  })
  win.addEventListener('appinstalled', () => {
    installed.value = true
    promptEvent.value = null
  })
  win.matchMedia?.('(display-mode: standalone)').addEventListener?.('change', (e) => {
    if (e.matches) installed.value = true
  })
}

export function useInstallPrompt() {
  return {
    promptEvent: readonly(promptEvent),
    installed: readonly(installed),
    /** A prompt is used once: the browser may fire a new one later. */
    forget: () => void (promptEvent.value = null),
  }
}

/** Tests start each case with no prompt and not installed. */
export function resetInstallPromptForTests(): void {
  promptEvent.value = null
  installed.value = false
}
