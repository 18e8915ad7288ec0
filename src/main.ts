import { createApp } from 'vue'
import { createPinia } from 'pinia'
import App from './App.vue'
import { listenForInstall } from './composables/install-prompt'
import './styles/main.css'

// Before the app mounts: the browser's install prompt fires early and is kept for the offer.
listenForInstall()
createApp(App).use(createPinia()).mount('#app')
