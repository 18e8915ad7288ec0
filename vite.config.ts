import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vite'
import vue from '@vitejs/plugin-vue'
import { VitePWA } from 'vite-plugin-pwa'

export default defineConfig({
  plugins: [
    vue(),
    VitePWA({
      // Registered from src/composables/use-app-update.ts so the update prompt is ours.
      injectRegister: false,
      registerType: 'prompt',
      includeManifestIcons: false,
      manifest: {
        name: 'Supremacy Companion',
        short_name: 'Supremacy',
        description: 'Bank, market and supply centers for a game of Supremacy, offline.',
        theme_color: '#1d2433',
        background_color: '#11151f',
        display: 'standalone',
        orientation: 'any',
        start_url: '.',
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
        // README pictures are served but not precached: the app never shows them.
        globIgnores: ['**/screenshots/**'],
        // The new version waits for the player's "Update" tap (see use-app-update.ts);
        // clientsClaim makes the very first visit controlled, so it works offline at once.
        clientsClaim: true,
        skipWaiting: false,
        navigateFallback: 'index.html',
      },
    }),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: { target: 'es2022' },
})
