import HomeView from '@/views/HomeView.vue'
import type { Views } from './index'

/**
 * The view of each screen. Every one but home loads when first opened (and is precached by the
 * service worker for offline use), so the home screen's first load carries only what it shows; a
 * player's phone joining a room loads the link (Yjs, WebRTC) only on that route.
 */
export const VIEWS: Views = {
  home: HomeView,
  'new-game': () => import('@/views/NewGameView.vue'),
  game: () => import('@/views/GameView.vue'),
  join: () => import('@/views/JoinView.vue'),
  seat: () => import('@/views/SeatView.vue'),
}
