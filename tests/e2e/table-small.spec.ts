/**
 * Issue 11, part B, at the three table sizes (landscape tablet, portrait tablet, phone): the
 * battle desk's verdict and Fight are on screen without scrolling once the battle is set up, a
 * market sale works by typing the units, and the supply and price meters' small print is 14px
 * or more.
 */
import type { Locator, Page } from '@playwright/test'
import { cashInStrip, chooseTrade, confirmTrade, expect, openTab, PHONE, startGame, TABLET, test } from './helpers'

const SEATS = [
  { power: 'USA', player: 'Ann' },
  { power: 'USSR', player: 'Boris' },
] as const

const SIZES = [
  { name: 'landscape tablet', viewport: TABLET },
  { name: 'portrait tablet', viewport: { width: 800, height: 1280 } },
  { name: 'phone', viewport: PHONE },
] as const

async function more(scope: Locator, label: string, times: number): Promise<void> {
  for (let i = 0; i < times; i += 1) await scope.getByRole('button', { name: `more ${label}`, exact: true }).click()
}

/** The battle desk from the Supply centers tab, set up: USA's 3 armies attack USSR's 2 in Poland. */
async function setUpBattle(page: Page): Promise<Locator> {
  await openTab(page, 'Supply centers')
  await page.getByTestId('open-battle').click()
  const desk = page.getByRole('dialog', { name: 'Battle' })
  await desk.getByRole('radiogroup', { name: 'Attacker' }).getByRole('radio', { name: 'USA' }).click()
  await desk.getByRole('radiogroup', { name: 'Defender' }).getByRole('radio', { name: 'USSR' }).click()
  await desk.getByTestId('battle-target').fill('Poland')
  await more(desk, 'Attacking armies', 3)
  await more(desk, 'Defending armies', 2)
  return desk
}

/** The smallest computed font size, in px, of the elements a locator matches. */
function smallestFont(target: Locator): Promise<number> {
  return target.evaluateAll((els) => Math.min(...els.map((e) => Number.parseFloat(getComputedStyle(e).fontSize))))
}

for (const size of SIZES) {
  test.describe(`at ${size.viewport.width}x${size.viewport.height} (${size.name})`, () => {
    test.use({ viewport: size.viewport, hasTouch: size.viewport === PHONE })

    test.beforeEach(async ({ page }) => {
      await page.goto('/')
      await startGame(page, SEATS)
    })

    test('the battle desk shows the verdict and Fight without scrolling after setup, and fights', async ({ page }) => {
      const desk = await setUpBattle(page)
      const verdict = desk.getByTestId('battle-verdict')
      const fight = desk.getByTestId('confirm-battle')
      // 2 dice against 2: the defender loses a unit unless both dice total 2 (1 in 36).
      await expect(verdict).toHaveText('The defender loses at least one unit: 97.2%; the attacker: 97.2%.')
      await expect(verdict).toBeInViewport({ ratio: 1 })
      await expect(fight).toBeInViewport({ ratio: 1 })
      // The dice are entered further down; the bar stays in view wherever the desk is scrolled.
      await desk.getByTestId('dice-attacker-roll').click()
      await desk.getByTestId('dice-defender-roll').click()
      await expect(fight).toBeEnabled()
      await expect(fight).toBeInViewport({ ratio: 1 })
      await expect(verdict).toBeInViewport({ ratio: 1 })
      await fight.click()
      await expect(desk.getByTestId('battle-result')).toBeVisible()
      // Nothing spills sideways out of the desk.
      const overflow = await desk.evaluate((d) => d.scrollWidth - d.clientWidth)
      expect(overflow).toBeLessThanOrEqual(0)
    })

    test('a market sale by typing the units', async ({ page }) => {
      await openTab(page, 'Market')
      const trade = { power: 'USA', side: 'sell', resource: 'Oil', units: 3 } as const
      await chooseTrade(page, trade, size.viewport === PHONE)
      await expect(page.getByRole('region', { name: 'Trade with the market' }).getByTestId('preview')).toContainText('USA receives $1,')
      await confirmTrade(page, trade, size.viewport === PHONE)
      // A phone shows cash on the Board only (content first); a tablet in the line under the game bar.
      if (size.viewport === PHONE) await openTab(page, 'Board', true)
      await expect(cashInStrip(page, 'USA')).not.toContainText('$7,000M')
    })

    test('supply meter digits and the Bull Pen / Bear Pit labels are 14px or more', async ({ page }) => {
      await openTab(page, 'Supply centers')
      expect(await smallestFont(page.getByTestId('supply-usa').locator('ol li'))).toBeGreaterThanOrEqual(14)
      await openTab(page, 'Market')
      if (size.viewport !== PHONE) expect(await smallestFont(page.getByText(/^(Bull Pen|Bear Pit)$/))).toBeGreaterThanOrEqual(14)
    })
  })
}
