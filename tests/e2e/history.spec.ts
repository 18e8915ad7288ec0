import type { Page } from '@playwright/test'
import { cashInStrip, chooseTrade, confirmTrade, expect, openTab, PHONE, scrollWidth, startGame, TABLET, test } from './helpers'

test.use({ viewport: TABLET })

function logPanel(page: Page) {
  return page.getByRole('tabpanel', { name: 'Log' })
}

function chip(page: Page, name: string | RegExp) {
  return page.getByRole('group', { name: 'Filter the log' }).getByRole('button', { name })
}

test('the log filters by power and kind, undoes to a line after a preview, and it all survives a reload', async ({ page }) => {
  await page.goto('/')
  await startGame(page, [
    { power: 'USA', player: 'Ann' },
    { power: 'USSR', player: 'Boris' },
    { power: 'Europe', player: 'Eve' },
  ])
  await openTab(page, 'Market')
  for (const trade of [
    { power: 'USA', side: 'sell', resource: 'Oil', units: 2 },
    { power: 'USSR', side: 'buy', resource: 'Grain', units: 1 },
    { power: 'Europe', side: 'sell', resource: 'Minerals', units: 1 },
  ] as const) {
    await chooseTrade(page, trade)
    await confirmTrade(page, trade)
  }
  await expect(cashInStrip(page, 'USSR')).toContainText('$6,500M')

  await openTab(page, 'Log')
  const log = logPanel(page)
  const count = log.getByTestId('log-count')
  await expect(count).toHaveText('Showing 4 lines')

  // Filters: Market keeps the three trades; USA then keeps only its sale (and not the setup).
  await chip(page, 'Market').click()
  await expect(chip(page, 'Market')).toHaveAttribute('aria-pressed', 'true')
  await expect(count).toHaveText('Showing 3 of 4 lines')
  await chip(page, /USA/).click()
  await expect(count).toHaveText('Showing 1 of 4 lines')
  await expect(log.getByTestId('log-2')).toContainText('USA sold 2 oil to the market')
  await expect(log.getByTestId('log-3')).toHaveCount(0)
  await chip(page, 'Clear filters').click()
  await expect(count).toHaveText('Showing 4 lines')

  // The setup line offers no undo; line 3 does, with a preview first.
  await expect(log.getByTestId('log-1').getByRole('button', { name: /Undo to here/ })).toHaveCount(0)
  await log.getByRole('button', { name: 'Undo to here: line 3' }).click()
  const sheet = page.getByRole('dialog', { name: 'Undo to line #3?' })
  await expect(sheet).toBeVisible()
  await expect(sheet.getByTestId('undo-to-summary')).toContainText('This undoes 2 actions')
  await expect(sheet.getByRole('listitem').filter({ hasText: '#4 Europe sold 1 mineral' })).toBeVisible()
  await expect(sheet.getByRole('listitem').filter({ hasText: '#3 USSR bought 1 grain' })).toBeVisible()
  await expect(sheet).toContainText('USSR: $6,500M → $7,000M (+$500M)')

  // Cancel first: nothing changes.
  await sheet.getByRole('button', { name: 'Cancel' }).click()
  await expect(sheet).toBeHidden()
  await expect(log.getByTestId('log-3')).not.toHaveClass(/undone/)

  await log.getByRole('button', { name: 'Undo to here: line 3' }).click()
  await sheet.getByRole('button', { name: 'Undo 2 actions' }).click()
  await expect(sheet).toBeHidden()
  await expect(log.getByTestId('history-notice')).toHaveText('Undid 2 actions. Redo brings them back one at a time.')
  await expect(cashInStrip(page, 'USSR')).toContainText('$7,000M')
  await expect(count).toHaveText('Showing 6 lines')

  // Reload: the same state, the two lines struck through, Redo still offered.
  await page.reload()
  await expect(page.getByRole('tab', { name: 'Log', selected: true })).toBeVisible()
  await expect(cashInStrip(page, 'USSR')).toContainText('$7,000M')
  await expect(cashInStrip(page, 'USA')).toContainText('$8,000M')
  for (const seq of [3, 4]) {
    await expect(log.getByTestId(`log-${seq}`)).toContainText('(undone)')
    await expect(log.getByTestId(`log-${seq}`).getByRole('button', { name: /Undo to here/ })).toHaveCount(0)
  }
  await expect(log.getByRole('button', { name: 'Redo all (2)' })).toBeVisible()

  // Redo brings back one action at a time, oldest undone first.
  await page.getByTestId('redo').first().click()
  await expect(cashInStrip(page, 'USSR')).toContainText('$6,500M')
  await expect(log.getByTestId('log-3')).not.toHaveClass(/undone/)
  await expect(log.getByTestId('log-4')).toContainText('(undone)')

  // On a phone the filters and the sheet fit the width.
  await page.setViewportSize(PHONE)
  await log.getByRole('button', { name: 'Undo to here: line 2' }).click()
  await expect(page.getByRole('dialog', { name: 'Undo to line #2?' })).toBeVisible()
  expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width)
})
