import { createApp } from 'vue'
import { createPinia } from 'pinia'
import App from './App.vue'
import { listenForInstall } from './composables/install-prompt'
import { preferredLocale, showLocale } from './composables/i18n'
import './styles/main.css'

// Before the app mounts: the browser's install prompt fires early and is kept for the offer.
listenForInstall()
// The reader's language before the first screen shows (English needs no load; another language's
// catalogs are one precached chunk). A failed load leaves the app in English rather than blank.
void showLocale(preferredLocale(), false)
  .catch(() => undefined)
  .then(() => createApp(App).use(createPinia()).mount('#app'))
