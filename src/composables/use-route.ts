import { computed, onScopeDispose } from 'vue'
import { useRoute as useRouterRoute, useRouter, type RouteLocationNormalized, type RouteLocationRaw } from 'vue-router'
import { GAME_TABS, type GameTab } from '@/presentation/tab-ids'

/**
 * The screens, addressed by the URL hash so a reload lands where the player was. vue-router
 * (src/router.ts) matches the URLs; this union is the one typed vocabulary the screens use, so a
 * call site says `go({ name: 'game', gameId, tab })` and never spells a path or an untyped param.
 */
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

/** A matched location's name and params (vue-router has decoded them), as a screen. */
export function toRoute(location: { name?: string | symbol | null; params: RouteLocationNormalized['params'] }): Route {
  const param = (key: string): string => {
    const value = (location.params as Record<string, string | string[] | undefined>)[key]
    return (Array.isArray(value) ? value[0] : value) ?? ''
  }
  switch (location.name) {
    case 'new-game':
      return { name: 'new-game' }
    case 'game': {
      // A tab this app does not have is dropped: the game view opens on its first tab.
      const tab = GAME_TABS.find((t) => t === param('tab'))
      return tab ? { name: 'game', gameId: param('gameId'), tab } : { name: 'game', gameId: param('gameId') }
    }
    case 'join':
      return param('signaling') ? { name: 'join', token: param('token'), signaling: param('signaling') } : { name: 'join', token: param('token') }
    case 'seat':
      return { name: 'seat', gameId: param('gameId'), seat: param('seat') }
    default:
      return { name: 'home' }
  }
}

/** A screen as a location for vue-router (the route records' names are the union's names). */
export function toLocation(route: Route): RouteLocationRaw {
  const { name, ...params } = route
  return { name, params }
}

/** The current screen, a way to go to another, and a screen's href for a link. */
export function useRoute() {
  const router = useRouter()
  const current = useRouterRoute()
  const route = computed(() => toRoute(current))
  /** `replace` when the step is not one Back should return to (a default filled in). */
  function go(to: Route, how: { replace?: boolean } = {}): Promise<void> {
    const location = toLocation(to)
    return (how.replace ? router.replace(location) : router.push(location)).then(() => undefined)
  }
  /**
   * Called before every navigation while the calling component lives (a navigation guard that
   * never blocks): a screen learns it is being left before it is unmounted.
   */
  function beforeEach(callback: (to: Route) => void): void {
    onScopeDispose(router.beforeEach((to) => void callback(toRoute(to))))
  }
  return { route, go, beforeEach }
}
