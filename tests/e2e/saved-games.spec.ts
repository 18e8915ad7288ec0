import type { Page } from '@playwright/test'
import { cashInStrip, chooseTrade, confirmTrade, expect, openTab, startGame, TABLET, test } from './helpers'

test.use({ viewport: TABLET })

const FIRST = 'Friday night'
const SECOND = 'Saturday rematch'

function savedGame(page: Page, title: string) {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) })
}

async function goHome(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Supremacy Companion' }).click()
  await expect(page.getByRole('heading', { name: 'Your games', level: 1 })).toBeVisible()
  await expect(page).toHaveURL(/#\/$/)
}

test('saved games are listed, resumed and deleted from the home screen', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Your games', level: 1 })).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(0)

  await startGame(page, [
    { power: 'USA', player: 'Ann' },
    { power: 'Europe', player: 'Eve' },
  ], { title: FIRST })
  await expect(page.getByRole('heading', { name: FIRST, level: 1 })).toBeVisible()
  await openTab(page, 'Market')
  const sale = { power: 'Europe', side: 'sell', resource: 'Grain', units: 1 } as const
  await chooseTrade(page, sale)
  await confirmTrade(page, sale)
  await expect(cashInStrip(page, 'Europe')).toContainText('$7,500M')

  await startGame(page, [
    { power: 'China', player: 'Mei' },
    { power: 'Africa', player: 'Kofi' },
    { power: 'South America', player: 'Rosa' },
  ], { title: SECOND })
  await expect(page.getByRole('heading', { name: SECOND, level: 1 })).toBeVisible()
  const secondUrl = page.url()

  // Home lists both, each with its powers and players.
  await goHome(page)
  await expect(page.getByRole('article')).toHaveCount(2)
  const first = savedGame(page, FIRST)
  const second = savedGame(page, SECOND)
  await expect(first).toContainText('Standard Open')
  await expect(first.getByRole('list', { name: 'Superpowers and players' })).toContainText('Ann')
  await expect(first.getByRole('list', { name: 'Superpowers and players' })).toContainText('Eve')
  await expect(second.getByRole('list', { name: 'Superpowers and players' }).getByRole('listitem')).toHaveCount(3)
  await expect(second).toContainText('Rosa')

  // Resume the first: it opens on the tab it was last on (Market), where its cash left off.
  await first.getByRole('button', { name: 'Resume' }).click()
  await expect(page.getByRole('heading', { name: FIRST, level: 1 })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Market', selected: true })).toBeVisible()
  await expect(cashInStrip(page, 'Europe')).toContainText('$7,500M')
  await expect(cashInStrip(page, 'USA')).toContainText('$7,000M')

  // Home again; delete the second, through its confirmation (Cancel first changes nothing).
  await goHome(page)
  await second.getByRole('button', { name: 'Delete' }).click()
  let dialog = page.getByRole('dialog', { name: `Delete “${SECOND}”` })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('Delete this game? Its whole log is removed from this device.')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('article')).toHaveCount(2)

  await second.getByRole('button', { name: 'Delete' }).click()
  dialog = page.getByRole('dialog', { name: `Delete “${SECOND}”` })
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(dialog).toBeHidden()
  await expect(second).toHaveCount(0)
  await expect(first).toBeVisible()

  await page.reload()
  await expect(page.getByRole('heading', { name: 'Your games', level: 1 })).toBeVisible()
  await expect(first).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(1)
  await expect(second).toHaveCount(0)

  // Its address no longer opens a game.
  await page.goto(secondUrl)
  await expect(page.getByRole('alert')).toContainText('This game could not be opened')
  await page.getByRole('button', { name: 'Back to your games' }).click()
  await expect(first).toBeVisible()
})
