import { createApp } from 'vue'
import { createPinia } from 'pinia'
import App from './App.vue'
import { createAppRouter } from './router'
import { VIEWS } from './router/views'
import { listenForInstall } from './composables/install-prompt'
import './styles/main.css'

// Before the app mounts: the browser's install prompt fires early and is kept for the offer.
listenForInstall()
const router = createAppRouter(VIEWS)
const app = createApp(App).use(createPinia()).use(router)
// Mounted once the first URL is matched (and its screen loaded), so a game's link never flashes the
// home screen's app bar first; mounted anyway if that screen could not load.
void router.isReady().finally(() => app.mount('#app'))
