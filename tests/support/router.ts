import { defineComponent } from 'vue'
import { createWebHashHistory } from 'vue-router'
import { createAppRouter, type Views } from '@/router'
import { toLocation, toRoute, type Route } from '@/composables/use-route'

/** Each screen as an empty stand-in: a test mounts the view it checks itself. */
const Stand = defineComponent({ name: 'ScreenStandIn', render: () => null })
const STAND_INS: Views = { home: Stand, 'new-game': Stand, game: Stand, join: Stand, seat: Stand }

/**
 * The app's router (its URLs, redirects and guards) over happy-dom's hash, its screens stood in.
 * tests/support/setup-dom.ts installs it in every mount, so a component's links and `go(...)` work.
 */
export const router = createAppRouter(STAND_INS, createWebHashHistory())

/**
 * Goes to a hash URL as a link or the address bar would. Through the router, not `location.hash`:
 * happy-dom answers a hash change with `hashchange` only, and vue-router listens for `popstate`.
 */
export async function visit(hash: string): Promise<void> {
  await router.push(hash.replace(/^#/, '') || '/')
}

/** The screen the router matches for a hash URL (what the app shows there; redirects aside). */
export function screenAt(hash: string): Route {
  return toRoute(router.resolve(hash.replace(/^#/, '') || '/'))
}

/** The hash URL the router writes for a screen (a link's href, the address bar after `go`). */
export function hrefOf(route: Route): string {
  return router.resolve(toLocation(route)).href
}
