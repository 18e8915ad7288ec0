/**
 * The game screen's tab ids, alone: the router (composables/use-route.ts) reads them on the home
 * screen's first load, which must not pull in the rules (game-tabs.ts asks them for a game's
 * economy). Which tabs each economy shows stays in game-tabs.ts.
 */

/** Every tab id any economy shows, addressed by the URL hash (#/game/<id>/<tab>). */
export const GAME_TABS = ['board', 'stage', 'bank', 'market', 'supply', 'standings', 'log', 'turn', 'markets'] as const
export type GameTab = (typeof GAME_TABS)[number]
