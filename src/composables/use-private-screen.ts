import { computed, onScopeDispose, ref, watchEffect } from 'vue'

/**
 * Pass-the-tablet: while a private screen is up (a secret bid), the game screen hides
 * everything else (Undo, the tabs, the banner) until the tablet is handed back.
 */
const holders = ref(0)

/** True while some screen holds the tablet private. */
export function usePrivateScreen() {
  return computed(() => holders.value > 0)
}

/** Holds the tablet private while `when()` is true, and lets go when the caller goes away. */
export function holdPrivate(when: () => boolean): void {
  let held = false
  const set = (on: boolean) => {
    if (on === held) return
    held = on
    holders.value += on ? 1 : -1
  }
  watchEffect(() => set(when()))
  onScopeDispose(() => set(false))
}
