/**
 * A group's first launch: the first-run guide shows once (Skip hides it, a reload does not bring
 * it back), Help opens from the home screen and the game menu, and the install offer appears once
 * the first game has started (the browser's beforeinstallprompt, synthesized here: headless
 * Chromium's own depends on its engagement heuristics). Starts from empty storage, unlike every
 * other spec (playwright.config.ts starts them past the guide).
 */
import { expect, PHONE, startGame, TABLET, test } from './helpers'

test.use({ storageState: { cookies: [], origins: [] } })

for (const viewport of [TABLET, PHONE]) {
  test(`first launch at ${viewport.width}x${viewport.height}: the guide once, Help, and the install offer after the first game starts`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await page.goto('/')
    const guide = page.getByRole('dialog', { name: 'Welcome' })
    await expect(guide).toBeVisible()
    await expect(guide.getByRole('heading', { name: 'What the app keeps' })).toBeVisible()
    await guide.getByRole('button', { name: 'Next' }).click()
    await expect(guide.getByRole('heading', { name: 'What stays on the board' })).toBeVisible()
    // Nothing of the guide runs past the screen's edge.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)

    await guide.getByRole('button', { name: 'Skip' }).click()
    await expect(guide).toBeHidden()
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Your games', level: 1 })).toBeVisible()
    // Given the guide's lazy chunk a moment to show, had it been going to.
    await page.waitForTimeout(500)
    await expect(page.getByRole('dialog', { name: 'Welcome' })).toHaveCount(0)

    await page.getByRole('button', { name: 'Help' }).click()
    const help = page.getByRole('dialog', { name: 'Help' })
    await expect(help.getByText('A game of Supremacy (guided)')).toBeVisible()
    await help.getByText('War of Supremacy (the card game)').click()
    await expect(help.getByText(/answer Which game\? with War of Supremacy/)).toBeVisible()
    await help.getByRole('button', { name: 'Close' }).click()
    await expect(help).toBeHidden()

    // No offer before a game has started, nor on the New game screen.
    await page.evaluate(() => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => {
          ;(window as unknown as { prompted?: boolean }).prompted = true
          return Promise.resolve()
        },
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      })
      dispatchEvent(event)
    })
    await expect(page.getByTestId('install-offer')).toHaveCount(0)
    await startGame(page, [
      { power: 'USA', player: 'Ann' },
      { power: 'USSR', player: 'Boris' },
    ])
    const offer = page.getByTestId('install-offer')
    await expect(offer).toContainText('Install the app on this device')
    await offer.getByRole('button', { name: 'Install' }).click()
    expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true)
    await expect(offer).toHaveCount(0)

    // The game menu: Help and the guide again.
    await page.getByTestId('game-menu').click()
    await page.getByTestId('menu-guide').click()
    await expect(page.getByRole('dialog', { name: 'Welcome' })).toBeVisible()
    await page.getByRole('dialog', { name: 'Welcome' }).getByRole('button', { name: 'Skip' }).click()
    await page.getByTestId('game-menu').click()
    await page.getByTestId('menu-help').click()
    await expect(page.getByRole('dialog', { name: 'Help' })).toBeVisible()
  })
}
