import { createRouter, createWebHashHistory, type RouteComponent, type RouterHistory } from 'vue-router'
import { toRoute, type Route } from '@/composables/use-route'
import { rememberTab } from '@/composables/last-tab'

/** Each screen's view: a component, or a loader for one that loads when first opened (router/views.ts). */
export type Views = Readonly<Record<Route['name'], RouteComponent | (() => Promise<RouteComponent | { default: RouteComponent }>)>>

/** A screen's props from its URL, through the typed screens (composables/use-route.ts): all but its name. */
function screenProps(location: Parameters<typeof toRoute>[0]): Record<string, string | undefined> {
  const props: Record<string, string | undefined> = { ...toRoute(location) }
  delete props.name
  return props
}

/**
 * The app's URLs, in the hash (`#/game/<id>/market`): the service worker serves one index.html for
 * every screen, and every link and QR code already shared or scanned is a hash URL. The views come
 * as an argument so tests can check these URLs without loading the screens.
 */
export function createAppRouter(views: Views, history: RouterHistory = createWebHashHistory()) {
  const router = createRouter({
    history,
    routes: [
      { path: '/', name: 'home', component: views.home },
      { path: '/new', name: 'new-game', component: views['new-game'] },
      { path: '/game/:gameId/:tab?', name: 'game', component: views.game, props: screenProps },
      // A player's phone joining a game's room (the tablet's QR). The signaling server(s), when the
      // tablet uses its own, come URI-encoded in one segment (link/table-link.ts).
      { path: '/join/:token/:signaling?', name: 'join', component: views.join, props: screenProps },
      { path: '/seat/:gameId/:seat', name: 'seat', component: views.seat, props: screenProps },
      // Anything else (an old or mistyped link) lands on the saved games.
      { path: '/:unknown(.*)*', redirect: { name: 'home' } },
    ],
  })
  // Every game screen shown is remembered, so Resume opens the tab the game was last on.
  router.afterEach((to, _from, failure) => {
    const route = toRoute(to)
    if (!failure && route.name === 'game' && route.tab) rememberTab(route.gameId, route.tab)
  })
  return router
}
