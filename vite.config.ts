import { fileURLToPath, URL } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import vue from '@vitejs/plugin-vue'
import { VitePWA } from 'vite-plugin-pwa'

/**
 * The Content-Security-Policy of the built app: everything from the app's own origin, nothing
 * inline, no eval, no other origin. Sent as a <meta> because static hosting and `vite preview`
 * send no headers (a meta cannot carry frame-ancestors or reporting; a host that can send headers
 * should send this policy plus `frame-ancestors 'none'`).
 * - script-src 'self': the app's chunks and public/theme.js; the production Vue runtime compiles
 *   no templates, so no 'unsafe-eval'. worker-src 'self': sw.js and the workbox file it imports.
 * - style-src 'self': the built stylesheets. Vue's :style bindings and the print window's sheet
 *   (components/files/file-output.ts) go through the CSSOM, which a policy does not block.
 * - img-src 'self': icons are files (no data: or blob: images); the game file download is a
 *   blob: URL opened by a link with `download`, which no directive governs.
 * - manifest-src 'self': the web manifest. connect-src 'self' wss: ws:: the app fetches nothing from
 *   elsewhere; the one connection out is the players' phones' signaling server (src/link/transport.ts),
 *   a WebSocket to whichever server the table sets (its own may be ws:// on the table's network). What
 *   crosses it is encrypted with the room key; the peers' WebRTC channels are not governed by connect-src.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "font-src 'self'",
  "connect-src 'self' wss: ws:",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "frame-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ')

/**
 * Puts the policy right after <meta charset> of the built index.html, ahead of every script and
 * stylesheet (a meta policy covers only what follows it). Build only: the dev server's hot reload
 * needs inline scripts and eval, so `npm run dev` runs without a policy.
 */
function contentSecurityPolicy(): Plugin {
  const charset = '<meta charset="UTF-8" />'
  return {
    name: 'supremacy:content-security-policy',
    apply: 'build',
    transformIndexHtml(html) {
      if (!html.includes(charset)) throw new Error(`index.html has no ${charset} to put the Content-Security-Policy after`)
      return html.replace(charset, `${charset}\n    <meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}" />`)
    },
  }
}

/**
 * Build-only choices that keep the home screen's first load within its budget
 * (scripts/size-budget.mjs), about 3.5 kB gzip between them:
 * - no Options API in Vue's bundle: every component is `<script setup>` (no data(), methods);
 * - Dexie's own ES2016+ module build instead of its default entry (an ES5 UMD file behind a
 *   wrapper that guards against two copies of Dexie; the build has exactly one).
 * Build only, so Vitest and the dev server run Vue and Dexie as they ship.
 */
function leanLibraries(): Plugin {
  return {
    name: 'supremacy:lean-libraries',
    apply: 'build',
    config: () => ({
      define: { __VUE_OPTIONS_API__: 'false' },
      resolve: { alias: [{ find: /^dexie$/, replacement: 'dexie/dist/modern/dexie.mjs' }] },
    }),
  }
}

export default defineConfig({
  plugins: [
    vue(),
    leanLibraries(),
    contentSecurityPolicy(),
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
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Chunks with steady names, so the first-load budget (scripts/size-budget.mjs) can say which
        // one grew: the libraries (vue with vue-router and pinia, dexie); `home`, the app code the entry loads statically
        // (the home screen: no rules but a few rules-free data files such as the superpowers'
        // names); `rules`, the rest of src/domain, loaded when a game or New game opens. Without
        // names Rolldown split Vue into pieces named after whichever app file came first.
        codeSplitting: {
          groups: [
            { name: 'vue', test: /[\\/]node_modules[\\/](@vue|vue|vue-router|pinia)[\\/]/, priority: 2 },
            { name: 'dexie', test: /[\\/]node_modules[\\/]dexie[\\/]/, priority: 2 },
            { name: 'home', test: /[\\/]src[\\/]/, tags: ['$initial'], priority: 1 },
            { name: 'rules', test: /[\\/]src[\\/]domain[\\/]/ },
          ],
        },
      },
    },
  },
})
