import type { Page } from '@playwright/test'
import { chooseTrade, confirmTrade, expect, openTab, PHONE, scrollWidth, startGame, TABLET, test } from './helpers'

/** Scripts the page has fetched whose name says they hold the charts. */
function chartScripts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((name) => /ChartsPanel-[^/]*\.js$/.test(name)),
  )
}

for (const [device, viewport] of [['tablet', TABLET], ['phone', PHONE]] as const) {
  test(`the charts are fetched only when opened, and draw the game (${device})`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await page.goto('/')
    await startGame(page, [
      { power: 'USA', player: 'Ann' },
      { power: 'USSR', player: 'Ivan' },
    ])
    await openTab(page, 'Market')
    const sale = { power: 'USA', side: 'sell', resource: 'Oil', units: 2 } as const
    await chooseTrade(page, sale)
    await confirmTrade(page, sale)

    await page.getByRole('tab', { name: 'Standings' }).click()
    await expect(page.getByTestId('show-charts')).toBeVisible()
    expect(await chartScripts(page)).toEqual([])

    await page.getByTestId('show-charts').click()
    const charts = page.getByTestId('charts-panel')
    await expect(charts.getByRole('heading', { name: 'Cash over the game' })).toBeVisible()
    expect(await chartScripts(page)).toHaveLength(1)
    await expect(charts.getByRole('img', { name: /^Cash over the game\. Now: USA \$8,000M; USSR \$7,000M\.$/ })).toBeVisible()
    await expect(charts.getByRole('img', { name: /^Market prices over the game\. Now: Grain \$\d+M; Oil \$400M; Minerals \$\d+M\.$/ })).toBeVisible()

    const cash = charts.locator('[data-chart="cash"]')
    await cash.getByText('Show the numbers').click()
    await expect(cash.getByRole('row', { name: /Now, after 1 action/ })).toContainText('$8,000M')
    expect(await scrollWidth(page)).toBeLessThanOrEqual(viewport.width)

    await page.getByTestId('hide-charts').click()
    await expect(charts).toBeHidden()
  })
}
