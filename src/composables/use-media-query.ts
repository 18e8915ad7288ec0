import { onScopeDispose, readonly, ref, type Ref } from 'vue'

/** The phone layout's width (the same breakpoint as the stylesheets' `max-width: 760px`). */
export const PHONE_QUERY = '(max-width: 760px)'

/**
 * Whether a media query matches now, kept up to date (a tablet turned, a window resized); `fallback`
 * where the browser cannot say (tests without matchMedia). For the few screens that behave, not
 * only look, differently by width (the Board's power lines open in place on a phone; the battle
 * desk's kinds are chips on a tablet).
 */
export function useMediaQuery(query: string, fallback = false): Readonly<Ref<boolean>> {
  const list = typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined
  const matches = ref(list?.matches ?? fallback)
  if (list) {
    const update = (event: MediaQueryListEvent) => (matches.value = event.matches)
    list.addEventListener('change', update)
    onScopeDispose(() => list.removeEventListener('change', update))
  }
  return readonly(matches)
}
