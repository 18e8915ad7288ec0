import { ref, watch } from 'vue'
import { useRegisterSW } from 'virtual:pwa-register/vue'
import { pendingSaves } from '@/stores/save-activity'

/**
 * Registers the service worker and turns its news into the update prompt. A new version waits
 * (workbox skipWaiting: false) until the player taps "Update now", and even then not while an
 * action is being saved: the reload that follows the switch must not cut a write short.
 * Imported only by AppUpdatePrompt, so tests of other screens never load the virtual module.
 * Registered once for the page: the home screen's app bar and a game's bar each show a prompt,
 * and the news ("Works offline", a new version) must follow the players from one to the other.
 */
let shared: ReturnType<typeof createAppUpdate> | undefined

export function useAppUpdate() {
  shared ??= createAppUpdate()
  return shared
}

/** Tests start each case with a fresh prompt state. */
export function resetAppUpdateForTests(): void {
  shared = undefined
}

function createAppUpdate() {
  const isUpdating = ref(false)
  const isWaitingForSave = ref(false)

  /** Resolves once no action is being saved. */
  function whenIdle(): Promise<void> {
    if (pendingSaves.value === 0) return Promise.resolve()
    isWaitingForSave.value = true
    return new Promise((resolve) => {
      const stop = watch(
        () => pendingSaves.value,
        (saves) => {
          if (saves > 0) return
          stop()
          isWaitingForSave.value = false
          resolve()
        },
      )
    })
  }

  const { needRefresh, offlineReady, updateServiceWorker } = useRegisterSW({
    immediate: true,
    // The new worker took control (this tab's tap or another tab's): reload once idle.
    onNeedReload() {
      void whenIdle().then(() => window.location.reload())
    },
    onRegisterError(error: unknown) {
      console.warn('Service worker registration failed; the app works but not offline.', error)
    },
  })

  async function update(): Promise<void> {
    if (isUpdating.value) return
    isUpdating.value = true
    await whenIdle()
    await updateServiceWorker(true)
  }

  function later(): void {
    needRefresh.value = false
  }

  function dismissOfflineReady(): void {
    offlineReady.value = false
  }

  return { needRefresh, offlineReady, isUpdating, isWaitingForSave, update, later, dismissOfflineReady }
}
