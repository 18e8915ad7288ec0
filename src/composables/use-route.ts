import { computed, readonly, ref } from 'vue'
import { rememberTab } from './last-tab'
import { GAME_TABS, type GameTab } from '@/presentation/tab-ids'

/** The screens, addressed by the URL hash so a reload lands where the player was. */
export type Route =
  | { name: 'home' }
  | { name: 'new-game' }
  /** No tab: the game view opens on its first tab (GameView's `firstTab`, the one place that decides). */
  | { name: 'game'; gameId: string; tab?: GameTab }
  /**
   * A player's phone joining a game's room (the tablet's "Players' phones" QR): the invite token,
   * and the signaling server(s) when the tablet uses its own (space-separated addresses).
   */
  | { name: 'join'; token: string; signaling?: string }
  /** One seat's phone view of a game saved here, read-only (issue 28). */
  | { name: 'seat'; gameId: string; seat: string }

// The tab ids (presentation/tab-ids.ts, kept apart from the rules so the home screen loads without them); re-exported for the screens.
export { GAME_TABS, type GameTab }

export function parseHash(hash: string): Route {
  const parts = hash.replace(/^#\/?/, '').split('/').filter(Boolean).map(decodeURIComponent)
  if (parts[0] === 'new') return { name: 'new-game' }
  if (parts[0] === 'game' && parts[1]) {
    const tab = (GAME_TABS as readonly string[]).includes(parts[2] ?? '') ? (parts[2] as GameTab) : undefined
    return tab ? { name: 'game', gameId: parts[1], tab } : { name: 'game', gameId: parts[1] }
  }
  if (parts[0] === 'join' && parts[1]) return parts[2] ? { name: 'join', token: parts[1], signaling: parts[2] } : { name: 'join', token: parts[1] }
  if (parts[0] === 'seat' && parts[1] && parts[2]) return { name: 'seat', gameId: parts[1], seat: parts[2] }
  return { name: 'home' }
}

export function routeHash(route: Route): string {
  switch (route.name) {
    case 'home':
      return '#/'
    case 'new-game':
      return '#/new'
    case 'game':
      return route.tab ? `#/game/${encodeURIComponent(route.gameId)}/${route.tab}` : `#/game/${encodeURIComponent(route.gameId)}`
    case 'join':
      return `#/join/${encodeURIComponent(route.token)}${route.signaling ? `/${encodeURIComponent(route.signaling)}` : ''}`
    case 'seat':
      return `#/seat/${encodeURIComponent(route.gameId)}/${encodeURIComponent(route.seat)}`
  }
}

const current = ref<Route>(parseHash(typeof location === 'undefined' ? '' : location.hash))

/** Every game screen shown is remembered, so Resume opens the tab the game was last on. */
function remember(route: Route): void {
  if (route.name === 'game' && route.tab) rememberTab(route.gameId, route.tab)
}
remember(current.value)
let listening = false

function listen(): void {
  if (listening || typeof window === 'undefined') return
  listening = true
  window.addEventListener('hashchange', () => {
    current.value = parseHash(location.hash)
    remember(current.value)
  })
}

/** The current screen and a way to go to another. */
export function useRoute() {
  listen()
  function go(route: Route): void {
    const hash = routeHash(route)
    if (typeof location !== 'undefined' && location.hash !== hash) location.hash = hash
    current.value = route
    remember(route)
  }
  return { route: readonly(current), go, isHome: computed(() => current.value.name === 'home') }
}
