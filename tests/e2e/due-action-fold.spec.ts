/**
 * At each table size (landscape tablet, portrait tablet, phone): the banner's primary button,
 * the action due now, is on screen without scrolling in Stages 1, 2, 3, 6 and 7 (above the tab bar
 * fixed at the bottom of a phone), and in cycle 2's Stage 4 its attack button brings the battle desk
 * into view; nothing in the action bar (the game bar and the banner) or the tab bar spills out of its box.
 */
import type { Page } from '@playwright/test'
import { expect, expectNoOverflow, openTab, startGame, test } from './helpers'

const SEATS = [
  { power: 'USA', player: 'Ann' },
  { power: 'USSR', player: 'Boris' },
] as const

const VIEWPORTS = [
  { name: 'landscape tablet', viewport: { width: 1280, height: 800 }, phone: false },
  { name: 'portrait tablet', viewport: { width: 800, height: 1280 }, phone: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, phone: true },
] as const

const primary = (page: Page) => page.getByTestId('play-banner').locator('[data-primary="true"]')

/** The primary button is fully on screen with the page scrolled to the top, and above a fixed tab bar. */
async function expectDueOnScreen(page: Page, label: string | RegExp): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0))
  const button = primary(page)
  await expect(button).toHaveText(label)
  await expect(button).toBeInViewport({ ratio: 1 })
  const box = (await button.boundingBox())!
  const tabs = (await page.getByRole('navigation', { name: 'Game screens' }).boundingBox())!
  const viewport = page.viewportSize()!
  const tabsFixedBelow = tabs.y > box.y
  expect(box.y + box.height).toBeLessThanOrEqual(tabsFixedBelow && tabs.y + tabs.height >= viewport.height - 1 ? tabs.y : viewport.height)
}

async function bidRound(page: Page, usa: boolean, ussr: boolean): Promise<void> {
  await primary(page).click() // "Secret bids: 2 to go" opens the bids in place, behind an opaque sheet
  for (const [player, yes] of [['Ann', usa], ['Boris', ussr]] as const) {
    await page.getByRole('button', { name: `I am ${player}` }).click()
    // Pass-the-tablet: nothing but the private choice is on screen (no Undo, tabs or banner).
    await expect(page.getByTestId('bid-choice')).toBeVisible()
    await expect(page.getByTestId('undo')).toHaveCount(0)
    await expect(page.getByRole('navigation', { name: 'Game screens' })).toHaveCount(0)
    await expect(page.getByTestId('play-banner')).toHaveCount(0)
    await page.getByTestId(yes ? 'bid-yes' : 'bid-no').click()
  }
  await expect(primary(page)).toHaveText('Reveal the bids')
  await primary(page).click()
  if (usa && ussr) {
    // The big button rolls for everyone; dice rolled at the table are typed in the form beside it.
    await expect(primary(page)).toHaveText('Roll for everyone')
    await page.getByTestId('play-banner').getByTestId('enter-dice').click()
    const sheet = page.getByTestId('action-sheet')
    await sheet.getByTestId('roll-usa').getByRole('button', { name: '6', exact: true }).click()
    await sheet.getByTestId('roll-ussr').getByRole('button', { name: '2', exact: true }).click()
    await sheet.getByTestId('set-order').click()
    await expect(sheet).toBeHidden()
  }
}

/** The one way to finish a turn beside the big button: Pass, or Stage 6's End turn (a pass when nothing was built). */
const finishTurn = (page: Page) => page.getByTestId('play-banner').locator('[data-testid="pass-turn"], [data-testid="end-turn"]')

async function passBoth(page: Page): Promise<void> {
  for (let i = 0; i < 2; i += 1) {
    const before = await page.getByTestId('play-turn').textContent()
    await finishTurn(page).click()
    await expect.poll(() => page.getByTestId('play-turn').allTextContents()).not.toEqual([before])
  }
}

for (const { name, viewport } of VIEWPORTS) {
  test.describe(name, () => {
    test.use({ viewport })

    test(`${name}: the due action is on screen in Stages 1, 2, 3, 6 and 7 and at the Stage 4 battle desk, and the game bar and tabs keep inside their boxes`, async ({ page }) => {
      await page.goto('/')
      await startGame(page, SEATS, { guided: true, title: 'A game with a long name for the table' })
      await openTab(page, 'Board')
      await expectNoOverflow(page, 'header.action-bar')
      await expectNoOverflow(page, 'nav.tab-bar')
      await expect(page.getByTestId('board-power-ussr')).toBeInViewport({ ratio: 1 })

      // Stage 1: one tap per power pays its bill.
      await expectDueOnScreen(page, "Pay USA's $340M")
      await primary(page).click()
      await expectDueOnScreen(page, "Pay USSR's $360M")
      await primary(page).click()
      await expectDueOnScreen(page, 'Next: Stage 2 ›')
      await primary(page).click()
      // Stage 2.
      await expectDueOnScreen(page, 'Transfer production')
      await primary(page).click()
      await expectDueOnScreen(page, 'Next: Stage 3 ›')
      await primary(page).click()
      // Stage 3: both bid; the first in sequence sells on the Market.
      await bidRound(page, true, true)
      await expectDueOnScreen(page, 'USA: sell on the Market')
      await expectNoOverflow(page, 'header.action-bar')
      await expectNoOverflow(page, 'nav.tab-bar')
      await passBoth(page)
      await expectDueOnScreen(page, 'Next: Stage 5 ›')
      await primary(page).click()
      // Stage 5: nobody bids, so it is over at once.
      await bidRound(page, false, false)
      await expect(page.getByTestId('play-moment')).toHaveText('Stage 5 is over; Stage 6 bids next.')
      await expectDueOnScreen(page, 'Next: Stage 6 ›')
      await primary(page).click()
      // Stage 6.
      await bidRound(page, true, true)
      await expectDueOnScreen(page, 'USA: build')
      await passBoth(page)
      await primary(page).click() // Phase F: "Next: Stage 7 ›"
      // Stage 7.
      await bidRound(page, true, true)
      await expectDueOnScreen(page, 'USA: buy on the Market')

      // Through to cycle 2's Stage 4: the attack button brings the battle desk into view.
      const where = page.getByTestId('play-where')
      const banner = page.getByTestId('play-banner')
      for (let i = 0; i < 12 && !/Cycle 2 · Stage 1/.test((await where.textContent()) ?? ''); i += 1) {
        // Each tap moves the banner on; wait for it before reading where the game is.
        const before = await banner.textContent()
        const pass = finishTurn(page)
        await ((await pass.count()) > 0 ? pass : primary(page)).click()
        await expect.poll(() => banner.textContent()).not.toBe(before)
      }
      await expect(where).toContainText('Cycle 2 · Stage 1')
      for (const label of ["Pay USA's $340M", "Pay USSR's $360M", 'Next: Stage 2 ›', 'Transfer production', 'Next: Stage 3 ›']) {
        await expect(primary(page)).toHaveText(label)
        await primary(page).click()
      }
      await bidRound(page, false, false)
      await primary(page).click() // "Next: Stage 4 ›"
      await bidRound(page, true, true)
      await expectDueOnScreen(page, 'USA: attack')
      await primary(page).click() // the battle desk opens in place
      const attacker = page.getByTestId('action-sheet').getByRole('radiogroup', { name: 'Attacker' })
      await expect(attacker.getByRole('radio', { name: 'USA' })).toBeChecked()
      await expect(attacker).toBeInViewport({ ratio: 1 })
    })
  })
}
