import { onScopeDispose, ref, type Ref } from 'vue'

/**
 * Whether a CSS media query matches now, kept up to date while the component lives. Where the
 * browser has no matchMedia (a test DOM without it), `fallback`.
 */
export function useMediaQuery(query: string, fallback = true): Ref<boolean> {
  const list = typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined
  const matches = ref(list ? list.matches : fallback)
  if (list) {
    const update = (event: MediaQueryListEvent) => (matches.value = event.matches)
    list.addEventListener('change', update)
    onScopeDispose(() => list.removeEventListener('change', update))
  }
  return matches
}
