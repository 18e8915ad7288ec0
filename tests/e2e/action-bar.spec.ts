/**
 * The game screens' compact sticky action bar (issue 25), at each table size, light and dark (on one page): a
 * fresh install shows no storage warning; in a 6-power guided game the tab panel starts in the top
 * quarter of the screen, the big button stays in view with the page scrolled to the bottom, Undo
 * keeps its box after the first action, the "⋯ Menu" holds Theme, Screen on and Game file (by
 * mouse and by keyboard), nothing spills sideways and no text is under 14px; on a phone the Board
 * shows the six powers' lines at once and a line opens on the rest. Once a game is saved, the home
 * screen warns about storage with its fix, at every size.
 */
import type { Page } from '@playwright/test'
import { expect, expectNoOverflow, openGameMenu, openTab, scrollWidth, startGame, test, textUnder14px, type Seat } from './helpers'

const SIX: Seat[] = [
  { power: 'USA', player: 'Ann' },
  { power: 'USSR', player: 'Ivan' },
  { power: 'Europe', player: 'Eve' },
  { power: 'China', player: 'Chen' },
  { power: 'Africa', player: 'Ada' },
  { power: 'South America', player: 'Sol' },
]

const VIEWPORTS = [
  { name: 'landscape tablet', viewport: { width: 1280, height: 800 }, phone: false },
  { name: 'portrait tablet', viewport: { width: 800, height: 1280 }, phone: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, phone: true },
] as const

const primary = (page: Page) => page.getByTestId('play-banner').locator('[data-primary="true"]')

/** The lowest y a control may reach: the viewport's bottom, or the top of a phone's fixed tab bar. */
async function usableBottom(page: Page): Promise<number> {
  const tabs = (await page.getByRole('navigation', { name: 'Game screens' }).boundingBox())!
  const height = page.viewportSize()!.height
  return tabs.y + tabs.height >= height - 1 && tabs.y > height / 2 ? tabs.y : height
}

/** Every visible piece of text on the page is 14px or larger (screen-reader-only text aside). */
async function expectTextAtLeast14px(page: Page, where: string): Promise<void> {
  expect(await textUnder14px(page), `text under 14px on ${where}`).toEqual([])
}

// One test per size; the dark scheme is checked on the same page (the layout does not depend on
// the scheme, and a fresh game per scheme cost CI some 20 s).
for (const { name, viewport, phone } of VIEWPORTS) {
  test.describe(name, () => {
    test.use({ viewport })

    test(`${name}, light and dark: the action bar keeps the game's content high, the big button in view and Undo still; the menu holds the rest`, async ({ page }) => {
      await page.goto('/')
      // A fresh install has nothing to protect yet: no warning, no chip.
      await expect(page.getByTestId('empty-state')).toBeVisible()
      await expect(page.getByTestId('storage-warning')).toHaveCount(0)
      await expect(page.getByTestId('storage-chip')).toHaveCount(0)

      await startGame(page, SIX, { guided: true, title: 'A game with a long name for the whole table' })
      const panel = page.locator('#game-panel')
      for (const colorScheme of ['dark', 'light'] as const) {
        await page.emulateMedia({ colorScheme })
        for (const tab of ['Stage', 'Board', 'Supply centers'] as const) {
          await openTab(page, tab)
          await page.evaluate(() => window.scrollTo(0, 0))
          const top = (await panel.boundingBox())!.y
          expect(top, `the ${tab} panel's top (${colorScheme})`).toBeLessThanOrEqual(viewport.height / 4)
        }

        // The longest screen scrolled to its end: the big button is still whole on screen.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
        expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
        await expect(primary(page)).toBeInViewport({ ratio: 1 })
        const button = (await primary(page).boundingBox())!
        expect(button.y + button.height).toBeLessThanOrEqual(await usableBottom(page))
        await expectNoOverflow(page, 'header.action-bar')
        await expectNoOverflow(page, 'nav.tab-bar')
        await expectTextAtLeast14px(page, `the Supply centers tab (${colorScheme})`)
      }

      // Undo keeps its box when it gets something to undo.
      const undo = page.getByTestId('undo')
      const before = (await undo.boundingBox())!
      await expect(undo).toBeDisabled()
      await expect(primary(page)).toHaveText("Pay USA's $340M")
      await primary(page).click()
      await expect(undo).toBeEnabled()
      await expect(undo).toHaveAccessibleName(/^Undo USA paid/)
      const after = (await undo.boundingBox())!
      expect([after.x, after.y, after.width, after.height]).toEqual([before.x, before.y, before.width, before.height])
      expect(after.height).toBeGreaterThanOrEqual(44)

      expect(await scrollWidth(page)).toBeLessThanOrEqual(viewport.width)
      await expectNoOverflow(page, 'header.action-bar')
      await expectNoOverflow(page, 'nav.tab-bar')
      await expectTextAtLeast14px(page, 'the Supply centers tab')

      // The menu: Theme, Screen on, Players' phones and Game file, each a 44px target; Escape closes it.
      const menu = await openGameMenu(page)
      for (const item of [menu.getByTestId('theme-toggle'), menu.getByTestId('screen-awake-chip'), menu.getByTestId('players-phones'), menu.getByRole('button', { name: 'Game file' })]) {
        await expect(item).toBeInViewport({ ratio: 1 })
        expect((await item.boundingBox())!.height).toBeGreaterThanOrEqual(44)
      }
      await expect(menu.getByTestId('theme-toggle')).toContainText('Theme: System')
      await expectNoOverflow(page, '[data-testid="game-menu-panel"]')
      await page.keyboard.press('Escape')
      await expect(menu).toBeHidden()
      await expect(page.getByTestId('game-menu')).toBeFocused()
      // By keyboard: Enter opens it on its first item, which works in place.
      await page.keyboard.press('Enter')
      await expect(menu.getByTestId('theme-toggle')).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(menu.getByTestId('theme-toggle')).toContainText('Theme: Light')
      await page.keyboard.press('Tab')
      await expect(menu.getByTestId('language')).toBeFocused()
      await page.keyboard.press('Tab')
      await page.keyboard.press('Tab')
      await expect(menu.getByTestId('players-phones')).toBeFocused()
      await page.keyboard.press('Tab')
      await expect(menu.getByRole('button', { name: 'Game file' })).toBeFocused()
      await page.keyboard.press('Enter')
      const sheet = page.getByRole('dialog', { name: 'Game file' })
      await expect(sheet).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(sheet).toBeHidden()
      await expect(menu).toBeVisible()
      // A tap outside closes it.
      await page.getByRole('heading', { level: 1 }).click()
      await expect(menu).toBeHidden()

      await openTab(page, 'Board')
      if (phone) {
        // The banker's phone: the six powers' lines between the action bar and the tab bar.
        const bottom = await usableBottom(page)
        for (const id of ['usa', 'ussr', 'europe', 'china', 'africa', 'south-america']) {
          const line = page.getByTestId(`board-power-${id}`)
          await expect(line).toBeInViewport({ ratio: 1 })
          const box = (await line.boundingBox())!
          expect(box.y + box.height, `${id}'s line`).toBeLessThanOrEqual(bottom)
        }
        const europe = page.getByTestId('board-power-europe')
        await expect(europe).toHaveAttribute('aria-expanded', 'false')
        await europe.click()
        await expect(europe).toHaveAttribute('aria-expanded', 'true')
        const more = page.getByTestId('board-more-europe')
        await expect(more).toContainText('Eve')
        await expect(more).toContainText('Armies')
        await expectTextAtLeast14px(page, 'the Board with a line open')
        await more.getByRole('button', { name: 'Supply card ›' }).click()
        await expect(page.getByRole('tab', { name: 'Supply centers', selected: true })).toBeVisible()
      } else {
        await expectTextAtLeast14px(page, 'the Board')
      }

      // Home again: now there is a game to protect, so the storage warning says so, with its fix.
      await page.getByRole('link', { name: 'Supremacy Companion' }).click()
      const warning = page.getByTestId('storage-warning')
      await expect(warning).toBeVisible()
      await expect(warning.getByTestId('storage-fix')).toBeVisible()
      await expect(page.getByTestId('storage-chip')).toBeInViewport()
      expect(await scrollWidth(page)).toBeLessThanOrEqual(viewport.width)
      await expectNoOverflow(page, 'header.app-bar')
    })
  })
}
