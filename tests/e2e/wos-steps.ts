/** War of Supremacy through the screens: the New game setup, and the banner's one big button. */
import type { Locator, Page } from '@playwright/test'
import { dismissOfflineReady, expect } from './helpers'

/** Home → New game → War of Supremacy → names → typed first rolls (`dice`, rounds) → Wild and the Territory → Start. */
export async function startWos(page: Page, names: string[], dice: number[][], territory = 'Northreach'): Promise<void> {
  await page.goto('/')
  // The "works offline" chip shows in a tablet's app bar (a phone keeps it as an icon).
  if ((page.viewportSize()?.width ?? 1280) > 760) await dismissOfflineReady(page)
  await page.getByRole('button', { name: 'New game' }).click()
  await page.getByRole('radio', { name: /^War of Supremacy/ }).check()
  for (let i = 2; i < names.length; i += 1) await page.getByTestId('wos-add-player').click()
  for (const [i, name] of names.entries()) await page.getByLabel(`Player in seat ${i + 1}`).fill(name)
  for (const [r, round] of dice.entries()) {
    const tied = r === 0 ? names : names.filter((_, i) => dice[r - 1]![i] === Math.max(...dice[r - 1]!))
    for (const [i, face] of round.entries()) await page.getByTestId(`wos-round-${r + 1}`).getByRole('radiogroup', { name: tied[i] }).getByRole('radio', { name: String(face) }).click()
  }
  await page.getByTestId('wos-field-1-wild').click()
  await page.getByTestId('wos-field-1-name').fill(territory)
  await page.getByRole('button', { name: 'Start game' }).click()
  await expect(page.getByTestId('wos-board')).toBeVisible()
}

/** The banner's one big button. */
export const bigButton = (page: Page): Locator => page.getByTestId('play-banner').locator('[data-primary="true"]')

/** The form the big button opened in place. */
export const sheet = (page: Page): Locator => page.getByTestId('action-sheet')

/** The banner's one big button: checks its words, taps it. */
export async function next(page: Page, label: string | RegExp): Promise<void> {
  await expect(bigButton(page)).toHaveText(label)
  await bigButton(page).click()
}
