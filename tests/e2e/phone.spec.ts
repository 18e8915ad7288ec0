import type { Page } from '@playwright/test'
import {
  cashInStrip,
  chooseTrade,
  confirmTrade,
  expect,
  marketPrice,
  openTab,
  PHONE,
  scrollWidth,
  startGame,
  test,
  tradePanel,
  type TabName,
} from './helpers'

test.use({ viewport: PHONE, hasTouch: true, isMobile: true })

/** The tab bar is on screen and tappable, wherever the page is scrolled. */
async function expectTabBarReachable(page: Page): Promise<void> {
  const tabs = page.getByRole('navigation', { name: 'Game screens' })
  for (const where of ['top', 'bottom'] as const) {
    await page.evaluate((to) => window.scrollTo(0, to === 'top' ? 0 : document.documentElement.scrollHeight), where)
    await expect(tabs).toBeInViewport({ ratio: 1 })
    for (const name of ['Bank', 'Market', 'Supply centers', 'Log']) await expect(tabs.getByRole('tab', { name })).toBeInViewport({ ratio: 1 })
  }
}

async function expectNoSideways(page: Page): Promise<void> {
  expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width)
}

test('on a phone a game is set up and traded with taps alone, without sideways scrolling', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Your games', level: 1 })).toBeVisible()
  await expectNoSideways(page)

  await startGame(page, [
    { power: 'USA', player: 'Ann' },
    { power: 'USSR', player: 'Ivan' },
  ], { tap: true })
  await expectNoSideways(page)
  await expectTabBarReachable(page)

  await openTab(page, 'Market', true)
  await expectNoSideways(page)
  await expectTabBarReachable(page)
  await page.evaluate(() => window.scrollTo(0, 0))

  const sale = { power: 'USSR', side: 'sell', resource: 'Oil', units: 3 } as const
  await chooseTrade(page, sale, true)
  await expect(tradePanel(page).getByText('USSR receives $1,500M', { exact: true })).toBeVisible()
  await expect(tradePanel(page).getByText('Oil $500M → $200M', { exact: true })).toBeVisible()
  await confirmTrade(page, sale, true)
  await expect(marketPrice(page, 'Oil')).toHaveText('$200M')
  await expectNoSideways(page)
  await expectTabBarReachable(page)
  // On a phone the cash is on the Board (content first: no cash line under the game bar).
  await openTab(page, 'Board', true)
  await expect(cashInStrip(page, 'USSR')).toContainText('$8,500M')

  // Every tab fits the width, and the tab bar stays reachable on each.
  for (const tab of ['Bank', 'Supply centers', 'Log'] as TabName[]) {
    await openTab(page, tab, true)
    await expectNoSideways(page)
    await expectTabBarReachable(page)
  }
  await expect(page.getByRole('tabpanel', { name: 'Log' })).toContainText('USSR sold 3 oil to the market for $1,500M')
})
