import { defineConfig } from '@playwright/test'

/** The preview server's port; E2E_PORT lets two runs share a machine. */
const PORT = Number(process.env.E2E_PORT ?? 4173)
/** The build to serve; E2E_DIST lets two runs build side by side. */
const DIST = process.env.E2E_DIST ?? 'dist'

// No browser download is possible here: always use Debian's Chromium (scripts/ensure-chromium.mjs).
const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e-artifacts',
  // Three workers (spec files split between them; the tests of a file stay in order): every test
  // has its own browser context (its own IndexedDB and storage; the service worker blocked unless
  // a test is about it), crash.spec.ts its own profile in a fresh temp dir, and screenshots go to
  // per-test file names; the preview server only serves files. Much of a test is waiting on the
  // page, so more workers than cores fill that time: on the two-core machine (2026-11-29, quiet)
  // the 112 tests took 5.1 and 5.3 min on three workers against 6.0 min on two (two had been
  // the best while every context precached the whole build through its service worker).
  workers: 3,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumFlags,
    },
    // Every test but the first-run one starts past the first-run guide and the install offer, as
    // a group's second launch does (tests/e2e/first-run.spec.ts starts from an empty storage).
    storageState: {
      cookies: [],
      origins: [
        {
          origin: `http://127.0.0.1:${PORT}`,
          localStorage: [
            { name: 'supremacy-guide-seen', value: '1' },
            { name: 'supremacy-install-later', value: '1' },
          ],
        },
      ],
    },
    // No service worker unless a test is about it (offline, the first visit's chip, phones going
    // offline: `test.use({ serviceWorkers: 'allow' })`): each worker precached the whole build,
    // some 2.3 MB in 60 requests, in every test's fresh context.
    serviceWorkers: 'block',
    trace: 'off',
    screenshot: 'off',
  },
  webServer: {
    // Start the preview server with node directly: killing an `npx vite preview` wrapper
    // would leave the real server holding the port.
    command: `node node_modules/vite/bin/vite.js preview --host 127.0.0.1 --port ${PORT} --strictPort --outDir ${DIST}`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
