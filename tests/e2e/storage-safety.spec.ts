import type { Page } from '@playwright/test'
import { expect, openGameMenu, startGame, TABLET, test } from './helpers'

test.use({ viewport: TABLET })

const SEATS = [
  { power: 'USA', player: 'Ann' },
  { power: 'USSR', player: 'Ivan' },
] as const

function safetySheet(page: Page) {
  return page.getByRole('dialog', { name: 'Keeping your games safe' })
}

// Headless Chromium grants no persistent storage to a site it has never seen, and holds a wake lock.
test('the home screen warns once, after the first game is saved, that the browser may clear the games, and the sheet says why and how much is used', async ({ page }) => {
  await page.goto('/')
  // A newcomer has nothing to protect yet: no banner, no chip.
  await expect(page.getByTestId('empty-state')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Saved games at risk' })).toHaveCount(0)
  await expect(page.getByTestId('storage-chip')).toHaveCount(0)
  await startGame(page, SEATS)
  await page.getByRole('link', { name: 'Supremacy Companion' }).click()
  const warning = page.getByRole('region', { name: 'Saved games at risk' })
  await expect(warning).toContainText('The browser may clear saved games.')
  await warning.getByRole('button', { name: 'What to do' }).click()
  const sheet = safetySheet(page)
  await expect(sheet.getByTestId('storage-verdict')).toHaveText(/The browser may clear saved games/)
  await expect(sheet.getByTestId('storage-usage')).toHaveText(/^[\d.]+ (bytes|kB|MB) of [\d.]+ (MB|GB|TB) used$/)
  await expect(sheet.getByRole('button', { name: 'Ask again' })).toBeVisible()
  await expect(sheet.getByRole('listitem').filter({ hasText: 'Export a game file' })).toBeVisible()
  await sheet.getByRole('button', { name: 'Close' }).click()

  await warning.getByRole('button', { name: 'Dismiss' }).click()
  await expect(warning).toBeHidden()
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Your games', level: 1 })).toBeVisible()
  await expect(page.getByTestId('storage-chip')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Saved games at risk' })).toBeHidden()
  // The app-bar chip still says so, and opens the same sheet.
  await page.getByRole('button', { name: 'Games at risk: The browser may clear saved games' }).click()
  await expect(safetySheet(page).getByTestId('storage-verdict')).toBeVisible()
})

test('a game keeps the screen awake, the switch turns it off and it stays off after a reload', async ({ page }) => {
  await page.goto('/')
  await startGame(page, SEATS)
  // In the game bar's menu, with the theme and the game file.
  const chip = (await openGameMenu(page)).getByTestId('screen-awake-chip')
  await expect(chip).toHaveText('☀ Screen on')
  await expect(chip).toHaveAccessibleName('Screen on: The screen stays on while a game is open.')
  await chip.click()
  const sheet = safetySheet(page)
  const toggle = sheet.getByRole('switch', { name: 'Keep screen awake' })
  await expect(toggle).toBeChecked()
  await toggle.uncheck()
  await expect(sheet.getByTestId('wake-lock-status')).toHaveText('The screen may lock by itself during the game.')
  await sheet.getByRole('button', { name: 'Close' }).click()
  await expect(chip).toHaveText('Screen may sleep')
  await page.reload()
  await expect((await openGameMenu(page)).getByTestId('screen-awake-chip')).toHaveText('Screen may sleep')
})

test('a refused wake lock is said in plain words, with no error', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'wakeLock', {
      value: { request: () => Promise.reject(new DOMException('Wake Lock permission request denied', 'NotAllowedError')) },
    })
  })
  await page.goto('/')
  await startGame(page, SEATS)
  // The menu button itself warns, so the problem is not hidden in the menu.
  await expect(page.getByTestId('game-menu')).toContainText('⚠')
  const chip = (await openGameMenu(page)).getByTestId('screen-awake-chip')
  await expect(chip).toHaveText('⚠ Screen may sleep')
  await chip.click()
  await expect(safetySheet(page).getByTestId('wake-lock-status')).toHaveText(/^The browser would not keep the screen on \(battery saver may be on\)/)
})

test('a browser with no wake lock says to turn off auto-lock instead', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'wakeLock', { value: undefined })
  })
  await page.goto('/')
  await startGame(page, SEATS)
  await (await openGameMenu(page)).getByTestId('screen-awake-chip').click()
  await expect(safetySheet(page).getByTestId('wake-lock-status')).toHaveText(
    'This browser cannot keep the screen awake; turn off auto-lock in the device settings.',
  )
})

test('a browser with no IndexedDB says at once, on the home screen, that games cannot be saved, and never blames another tab', async ({ page }) => {
  await page.addInitScript(() => {
    delete (window as { indexedDB?: unknown }).indexedDB
  })
  await page.goto('/')
  const warning = page.getByRole('region', { name: 'Saved games at risk' })
  await expect(warning).toContainText('This browser cannot save games.')
  await expect(warning.getByTestId('storage-fix')).toContainText('Open the app in a normal (not private) window')
  await expect(page.getByText('newer version of the app')).toHaveCount(0)
  await expect(page.getByText('another tab')).toHaveCount(0)
})

test('a private window (a small storage quota) is told that its games vanish when it closes, and to export a game file', async ({ page }) => {
  await page.addInitScript(() => {
    const storage = navigator.storage
    storage.estimate = () => Promise.resolve({ usage: 0, quota: 100 * 1000 * 1000 })
  })
  await page.goto('/')
  const warning = page.getByRole('region', { name: 'Saved games at risk' })
  await expect(warning).toContainText('This looks like a private window: its games vanish when it closes.')
  await expect(warning.getByTestId('storage-fix')).toContainText('export each game file')
})
