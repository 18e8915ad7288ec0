import { createApp } from 'vue'
import { createPinia } from 'pinia'
import App from './App.vue'
import { createAppRouter } from './router'
import { VIEWS } from './router/views'
import { listenForInstall } from './composables/install-prompt'
import { preferredLocale, showLocale } from './composables/i18n'
import './styles/main.css'

// Before the app mounts: the browser's install prompt fires early and is kept for the offer.
listenForInstall()
const router = createAppRouter(VIEWS)
const app = createApp(App).use(createPinia()).use(router)
// Mounted once the reader's language is loaded (English needs no load; another language's catalogs
// are one precached chunk; a failed load leaves the app in English rather than blank) and the first
// URL is matched (and its screen loaded), so a game's link never flashes the home screen's app bar
// first; mounted anyway if that screen could not load.
void Promise.all([showLocale(preferredLocale(), false).catch(() => undefined), router.isReady().catch(() => undefined)]).finally(() => app.mount('#app'))
