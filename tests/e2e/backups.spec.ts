import type { Page } from '@playwright/test'
import { chooseTrade, confirmTrade, expect, openGameFile, openGameMenu, openTab, startGame, TABLET, test } from './helpers'

test.use({ viewport: TABLET })

const SEATS = [
  { power: 'USA', player: 'Ann' },
  { power: 'USSR', player: 'Ivan' },
] as const

/** One saved action: Undo or Redo (each an entry in the log), whichever comes next. */
async function undoOrRedo(page: Page, n: number): Promise<void> {
  const undo = n % 2 === 0
  const redo = page.getByTestId('redo')
  await expect(page.getByTestId(undo ? 'undo' : 'redo')).toBeEnabled()
  await page.getByTestId(undo ? 'undo' : 'redo').click()
  // Redo is offered exactly when the newest action is an undo: the entry is saved and shown.
  if (undo) await expect(redo).toBeEnabled()
  else await expect(redo).toBeDisabled()
}

async function reopen(page: Page): Promise<void> {
  await page.reload()
  await expect(page.getByTestId('undo')).toBeVisible()
}

async function gameFileSheet(page: Page) {
  return openGameFile(page)
}

test('with a reload every 4 actions, the 25th action still makes a backup, and the sheets say when it was taken', async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto('/')
  await startGame(page, SEATS)
  await openTab(page, 'Market')
  const sale = { power: 'USA', side: 'sell', resource: 'Oil', units: 1 } as const
  await chooseTrade(page, sale)
  await confirmTrade(page, sale)
  // Actions 2 to 24 are undo and redo of the sale; the page is reloaded after every fourth action.
  for (let action = 2; action <= 24; action += 1) {
    if ((action - 1) % 4 === 0) await reopen(page)
    await undoOrRedo(page, action)
  }
  await reopen(page)
  let sheet = await gameFileSheet(page)
  await expect(sheet.getByTestId('backup-status')).toHaveText('No backup yet: the app keeps one every 25 actions or 10 minutes of play.')
  await expect(sheet.getByTestId('backups')).toHaveCount(0)
  await sheet.getByRole('button', { name: 'Close' }).click()

  await undoOrRedo(page, 25)
  sheet = await gameFileSheet(page)
  await expect(sheet.getByTestId('backups').getByRole('listitem')).toHaveCount(1)
  await expect(sheet.getByTestId('backups')).toContainText('26 log lines')
  await expect(sheet.getByTestId('backup-status')).toHaveText(/^Last backup \d{1,2}:\d\d( [AP]M)?, nothing since$/)
  await sheet.getByRole('button', { name: 'Close' }).click()

  // After a reload the status is read back from storage; one more action is counted from it.
  await reopen(page)
  await undoOrRedo(page, 26)
  await (await openGameMenu(page)).getByTestId('screen-awake-chip').click()
  const safety = page.getByRole('dialog', { name: 'Keeping your games safe' })
  await expect(safety.getByTestId('backup-status')).toHaveText(/^Last backup \d{1,2}:\d\d( [AP]M)?, 1 action ago$/)
})
