import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { cashInStrip, chooseTrade, confirmTrade, expect, openGameFile, openTab, startGame, TABLET, test } from './helpers'

test.use({ viewport: TABLET, acceptDownloads: true })

const TITLE = 'Exported evening'

async function goHome(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Supremacy Companion' }).click()
  await expect(page.getByRole('heading', { name: 'Your games', level: 1 })).toBeVisible()
}

async function standingsText(page: Page): Promise<string[]> {
  await page.getByRole('tab', { name: 'Standings' }).click()
  const rows = page.getByRole('list', { name: 'Detente standings' }).locator(':scope > li')
  await expect(rows).toHaveCount(2)
  return rows.allInnerTexts()
}

test('a game played to a Detente end, exported, deleted and imported back has the same standings and ending', async ({ page }) => {
  await page.goto('/')
  await startGame(page, [
    { power: 'USA', player: 'Ann' },
    { power: 'Europe', player: 'Eve' },
  ], { title: TITLE })

  // Play a little: Europe sells a grain.
  await openTab(page, 'Market')
  const sale = { power: 'Europe', side: 'sell', resource: 'Grain', units: 1 } as const
  await chooseTrade(page, sale)
  await confirmTrade(page, sale)
  await expect(cashInStrip(page, 'Europe')).toContainText('$7,500M')

  // The standings now, then the game ends by Detente.
  const standings = await standingsText(page)
  expect(standings[0]).toContain('Europe')
  await page.getByRole('button', { name: 'End the game by Detente…' }).click()
  await page.getByRole('dialog', { name: 'End the game by Detente' }).getByRole('button', { name: 'End the game now' }).click()
  await expect(page.getByTestId('end-screen')).toBeVisible()

  // Export the game file from the game screen and keep the download.
  const sheet = await openGameFile(page)
  const downloading = page.waitForEvent('download')
  await sheet.getByRole('button', { name: 'Export game file' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^exported-evening-\d{4}-\d{2}-\d{2}\.supremacy\.json$/)
  const path = await download.path()
  const file = JSON.parse(await readFile(path, 'utf8')) as { format: string; entries: unknown[] }
  expect(file.format).toBe('supremacy-companion-game')
  expect(file.entries).toHaveLength(3)
  await sheet.getByRole('button', { name: 'Close' }).click()

  // Delete the game from this device.
  await goHome(page)
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: TITLE }) })
  await card.getByRole('button', { name: 'Delete' }).click()
  await page.getByRole('dialog', { name: `Delete “${TITLE}”` }).getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('article')).toHaveCount(0)

  // Import the file: it comes back as a saved game, with the same cash.
  await page.getByTestId('import-file').setInputFiles(path)
  await expect(page.getByRole('status').filter({ hasText: `Imported “${TITLE}” as a new game.` })).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(1)
  await page.getByRole('button', { name: 'Open it' }).click()
  await expect(page.getByRole('heading', { name: TITLE, level: 1 })).toBeVisible()
  // The copy has ended the same way, with the same standings and cash.
  await expect(page.getByTestId('end-screen')).toBeVisible()
  await expect(page.getByTestId('winner-europe')).toContainText('Eve')
  await expect(cashInStrip(page, 'Europe')).toContainText('$7,500M')
  await expect(cashInStrip(page, 'USA')).toContainText('$7,000M')
  expect(await standingsText(page)).toEqual(standings)
})

test('a file that is not a game file is refused in plain words, and nothing is added', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Your games', level: 1 })).toBeVisible()
  await page.getByTestId('import-file').setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"hello": 1}') })
  await expect(page.getByRole('alert')).toHaveText('This is not a Supremacy Companion game file. Nothing was imported.')
  await expect(page.getByRole('article')).toHaveCount(0)
})
