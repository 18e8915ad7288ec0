import type { Page } from '@playwright/test'
import {
  cashInStrip,
  chooseTrade,
  collectErrors,
  confirmTrade,
  expect,
  marketPrice,
  openTab,
  pastFirstRun,
  startGame,
  TABLET,
  test,
  waitForServiceWorkerControl,
  watchContentSecurityPolicy,
} from './helpers'

test.use({ viewport: TABLET, serviceWorkers: 'allow' })

/** What the game shows after the first sale (and, with `second`, the offline one). */
async function expectGame(page: Page, second: boolean): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Offline test', level: 1 })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Market', selected: true })).toBeVisible()
  await expect(cashInStrip(page, 'USA')).toContainText('$8,000M')
  await expect(cashInStrip(page, 'China')).toContainText(second ? '$8,500M' : '$7,000M')
  await expect(marketPrice(page, 'Oil')).toHaveText('$400M')
  await expect(marketPrice(page, 'Minerals')).toHaveText(second ? '$200M' : '$500M')
  await openTab(page, 'Log')
  const log = page.getByRole('tabpanel', { name: 'Log' })
  await expect(log.getByRole('heading', { name: /^Log/ })).toHaveText(second ? 'Log (3 entries)' : 'Log (2 entries)')
  await expect(log).toContainText('USA sold 2 oil to the market for $1,000M')
  if (second) await expect(log).toContainText('China sold 3 minerals to the market for $1,500M')
  await openTab(page, 'Market')
}

test('after the first visit the app and its games load and work offline', async ({ page, context }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Your games', level: 1 })).toBeVisible()
  const { reloaded } = await waitForServiceWorkerControl(page)
  test.info().annotations.push({ type: 'service worker', description: reloaded ? 'controlled after one reload' : 'controlled the first visit' })

  await startGame(page, [
    { power: 'USA', player: 'Ann' },
    { power: 'China', player: 'Bo' },
  ], { title: 'Offline test' })
  await openTab(page, 'Market')
  const sale = { power: 'USA', side: 'sell', resource: 'Oil', units: 2 } as const
  await chooseTrade(page, sale)
  await confirmTrade(page, sale)
  await expect(cashInStrip(page, 'USA')).toContainText('$8,000M')

  await context.setOffline(true)
  expect(await page.evaluate(() => navigator.onLine)).toBe(false)
  await page.reload()
  await expectGame(page, false)

  // Keep playing offline, then reload again without a connection.
  const offlineSale = { power: 'China', side: 'sell', resource: 'Minerals', units: 3 } as const
  await chooseTrade(page, offlineSale)
  await confirmTrade(page, offlineSale)
  await expect(cashInStrip(page, 'China')).toContainText('$8,500M')
  await page.reload()
  await expectGame(page, true)

  // A fresh start from the home screen, still offline: the saved game is listed and opens.
  await page.goto('/')
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Offline test' }) })
  await expect(card).toBeVisible()
  await card.getByRole('button', { name: 'Resume' }).click()
  await expect(cashInStrip(page, 'China')).toContainText('$8,500M')
  await context.setOffline(false)
})

/** The app's scripts this page has fetched so far (from the network or the service worker). */
function fetchedScripts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .filter((path) => path.startsWith('/assets/') && path.endsWith('.js')),
  )
}

test('what the home screen leaves out (new game, the rules, the game screens, charts, Dexie) opens offline from the precache', async ({ page, context }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Your games', level: 1 })).toBeVisible()
  await waitForServiceWorkerControl(page)
  // The home screen ran without the rules, the game screens and Dexie: they were never fetched online.
  const online = await fetchedScripts(page)
  expect(online.filter((path) => /\/(rules|NewGameView|GameView|ChartsPanel|dexie)-/.test(path))).toEqual([])

  await context.setOffline(true)
  await page.reload()
  await startGame(page, [
    { power: 'USA', player: 'Ann' },
    { power: 'China', player: 'Bo' },
  ], { title: 'Offline first' })
  await openTab(page, 'Market')
  const sale = { power: 'USA', side: 'sell', resource: 'Oil', units: 2 } as const
  await chooseTrade(page, sale)
  await confirmTrade(page, sale)
  await expect(cashInStrip(page, 'USA')).toContainText('$8,000M')
  await openTab(page, 'Standings')
  await page.getByTestId('show-charts').click()
  await expect(page.getByTestId('charts-panel').getByRole('heading', { name: 'Cash over the game' })).toBeVisible()
  const offline = await fetchedScripts(page)
  for (const chunk of ['rules', 'NewGameView', 'GameView', 'ChartsPanel', 'dexie']) {
    expect(offline.some((path) => path.startsWith(`/assets/${chunk}-`)), chunk).toBe(true)
  }
  await context.setOffline(false)
})

test('control: without the service worker the app does not load offline', async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: TABLET })
  await pastFirstRun(context)
  try {
    const errors = await watchContentSecurityPolicy(context, collectErrors(context))
    const page = await context.newPage()
    await page.goto('/')
    await expect(page.getByRole('heading', { name: 'Your games', level: 1 })).toBeVisible()
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull()
    // The online visit worked without errors; the offline reload is expected to fail.
    expect(errors).toEqual([])

    await context.setOffline(true)
    await expect(page.reload()).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/)
    await expect(page.getByRole('heading', { name: 'Your games', level: 1 })).toHaveCount(0)
  } finally {
    await context.close()
  }
})
