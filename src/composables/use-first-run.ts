import { readonly, ref } from 'vue'

/**
 * The first-run guide and the Help screen: which of the two is open. The guide opens by itself on
 * this device's first launch, once: closing it (Skip, Done, ✕ or Escape) is remembered here. The
 * sheets themselves load on demand (App.vue), so this is all the first load carries.
 */
export const GUIDE_SEEN_KEY = 'supremacy-guide-seen'

export type FirstRunSheet = 'guide' | 'help'

function guideSeen(): boolean {
  try {
    return globalThis.localStorage?.getItem(GUIDE_SEEN_KEY) === '1'
  } catch {
    // Storage blocked: a Skip could not be remembered, and the guide would come back at every
    // launch; that window cannot keep games either (the database notice says so).
    return true
  }
}

const open = ref<FirstRunSheet | null>(guideSeen() ? null : 'guide')

export function useFirstRun() {
  function close(): void {
    if (open.value === 'guide') {
      try {
        globalThis.localStorage?.setItem(GUIDE_SEEN_KEY, '1')
      } catch {
        // Not remembered; it holds until the page reloads.
      }
    }
    open.value = null
  }
  return {
    open: readonly(open),
    openGuide: () => void (open.value = 'guide'),
    openHelp: () => void (open.value = 'help'),
    close,
  }
}

/** Tests start each case from this device's stored choice. */
export function resetFirstRunForTests(): void {
  open.value = guideSeen() ? null : 'guide'
}
