import { computed, readonly, ref } from 'vue'
import { baseWords } from '@/presentation/catalogs/base'

/**
 * The player's colour scheme: follow the device, or force light or dark. Ours, not VueUse's
 * useColorMode: in System that stores 'auto' and pins data-theme to the device's current scheme,
 * and its transition guard inserts a <style> the CSP refuses (docs/architecture.md).
 */
export const THEME_MODES = ['system', 'light', 'dark'] as const
export type ThemeMode = (typeof THEME_MODES)[number]

export const THEME_STORAGE_KEY = 'supremacy-theme'

const THEME_KEYS = { system: 'themeSystem', light: 'themeLight', dark: 'themeDark' } as const

/** System / Light / Dark in the reader's language. */
export function themeLabel(mode: ThemeMode): string {
  return baseWords(THEME_KEYS[mode])
}

function isThemeMode(value: unknown): value is ThemeMode {
  return typeof value === 'string' && (THEME_MODES as readonly string[]).includes(value)
}

function readStored(): ThemeMode {
  try {
    const stored = globalThis.localStorage?.getItem(THEME_STORAGE_KEY)
    return isThemeMode(stored) ? stored : 'system'
  } catch {
    // Storage can be blocked (private mode, policies): follow the device.
    return 'system'
  }
}

function apply(mode: ThemeMode): void {
  if (typeof document === 'undefined') return
  const root = document.documentElement
  if (mode === 'system') delete root.dataset.theme
  else root.dataset.theme = mode
}

const mode = ref<ThemeMode>(readStored())
apply(mode.value)

/** System / Light / Dark, saved on this device; `data-theme` on <html> picks the CSS tokens. */
export function useTheme() {
  function setMode(next: ThemeMode): void {
    mode.value = next
    apply(next)
    try {
      if (next === 'system') globalThis.localStorage?.removeItem(THEME_STORAGE_KEY)
      else globalThis.localStorage?.setItem(THEME_STORAGE_KEY, next)
    } catch {
      // Not saved; the choice still holds until the page reloads.
    }
  }

  function cycle(): void {
    const next = THEME_MODES[(THEME_MODES.indexOf(mode.value) + 1) % THEME_MODES.length] ?? 'system'
    setMode(next)
  }

  return { mode: readonly(mode), label: computed(() => themeLabel(mode.value)), setMode, cycle }
}
