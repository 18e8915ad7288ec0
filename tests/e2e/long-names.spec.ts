/**
 * Layout that survives any allowed input: six players with 40-character names (the most the
 * setup accepts: unbroken Latin, Arabic, Hebrew, emoji) and a 60-character game title, on every
 * screen that shows a name or the title, at 1280x800, 800x1280 and 390x844. Nothing may widen
 * the page past the screen, and each power's buttons must stay on screen.
 */
import type { Locator, Page } from '@playwright/test'
import { dismissOfflineReady, expect, openTab, startGame, test, type Seat, type TabName } from './helpers'

/** Exactly `length` UTF-16 units (what maxlength and the setup count), never half an emoji. */
function fill(parts: readonly string[], length = 40): string {
  let text = ''
  for (let i = 0; text.length < length; i += 1) {
    const next = parts[i % parts.length]!
    text += text.length + next.length <= length ? next : 'x'.repeat(length - text.length)
  }
  return text
}

const SEATS: readonly Seat[] = [
  { power: 'USA', player: fill(['W']) },
  { power: 'USSR', player: fill(['عبدالرحمن']) },
  { power: 'Europe', player: fill(['Eve', '🚀', '🛰️', '🌍']) },
  { power: 'China', player: fill(['אברהם בן יצחק ', 'שלום']) },
  { power: 'Africa', player: fill(['Nkosazana', '-Dlamini-']) },
  { power: 'South America', player: fill(['Maximiliano ', 'Wolfgang']) },
]
const TITLE = fill(['Supremacy', 'W'], 60)
const IDS = ['usa', 'ussr', 'europe', 'china', 'africa', 'south-america'] as const

const VIEWPORTS = [
  { name: 'tablet landscape', width: 1280, height: 800 },
  { name: 'tablet portrait', width: 800, height: 1280 },
  { name: 'phone', width: 390, height: 844 },
] as const

/** The elements that reach past the right edge, deepest first: what to fix when the check fails. */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    return [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 1 && el.getBoundingClientRect().width > 0)
      .filter((el) => ![...el.children].some((child) => child.getBoundingClientRect().right > width + 1))
      .slice(0, 6)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} right=${Math.round(el.getBoundingClientRect().right)}`)
  })
}

/** The page scrolls no wider than the screen. */
async function expectNoOverflow(page: Page, where: string): Promise<void> {
  const width = page.viewportSize()!.width
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(scrollWidth, `${where}: page width at a ${width}px screen; too wide: ${(await overflowing(page)).join(', ')}`).toBeLessThanOrEqual(width)
}

/** A button (or sheet) lies across the screen's width, so a player can reach it. */
async function expectOnScreen(page: Page, target: Locator, what: string): Promise<void> {
  await target.scrollIntoViewIfNeeded()
  const box = (await target.boundingBox())!
  const width = page.viewportSize()!.width
  expect(box.x, `${what}: left edge`).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width, `${what}: right edge at a ${width}px screen`).toBeLessThanOrEqual(width + 1)
}

/** A sheet (fixed over the page, so the page's width does not show it) scrolls no wider than itself. */
async function expectSheetFits(page: Page, sheet: Locator, what: string): Promise<void> {
  await expectOnScreen(page, sheet, what)
  const { scrollWidth, clientWidth } = await sheet.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }))
  expect(scrollWidth, `${what}: content width inside the sheet`).toBeLessThanOrEqual(clientWidth)
}

async function visit(page: Page, tab: TabName): Promise<void> {
  await openTab(page, tab)
  await expectNoOverflow(page, tab)
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('a guided game with 40-character names and a 60-character title: no screen is wider than the device, every power keeps its buttons', async ({ page }) => {
      await page.goto('/')
      if (viewport.width > 600) await dismissOfflineReady(page) // a phone's bar has no room for the chip
      await startGame(page, SEATS, { guided: true, title: TITLE })
      expect(TITLE).toHaveLength(60)
      for (const seat of SEATS) expect(seat.player).toHaveLength(40)

      await expectNoOverflow(page, 'Stage (banner: whose turn)')
      await visit(page, 'Board')
      await visit(page, 'Bank')
      for (const id of IDS) await expectOnScreen(page, page.getByTestId(`cash-card-${id}`).getByRole('button', { name: 'Pay / Receive' }), `${id} Pay / Receive`)
      await page.getByTestId('cash-card-usa').getByRole('button', { name: 'Pay / Receive' }).click()
      const pay = page.getByRole('dialog', { name: 'Pay / Receive' })
      await expect(pay).toBeVisible()
      await expectNoOverflow(page, 'Bank pay sheet')
      await expectSheetFits(page, pay, 'the pay sheet')
      await page.keyboard.press('Escape')
      await expect(pay).toBeHidden()

      await visit(page, 'Market')
      await visit(page, 'Supply centers')
      for (const id of IDS) await expectOnScreen(page, page.getByTestId(`supply-${id}`).getByRole('button', { name: 'Correct…' }), `${id} Correct…`)
      await visit(page, 'Log')
      await visit(page, 'Standings')

      // Stage 1 and 2 by the banner's big button, to the Stage 3 bid curtain ("I am …").
      await openTab(page, 'Stage')
      const banner = page.getByRole('region', { name: 'Order of play' })
      const curtain = page.getByRole('button', { name: `I am ${SEATS[0]!.player}` })
      for (let taps = 0; taps < 12 && !(await curtain.isVisible()); taps += 1) {
        await banner.locator('[data-primary="true"]').first().click()
        await page.waitForTimeout(150)
      }
      await expect(curtain).toBeVisible()
      // Each bidder's curtain ("Hand the tablet to …", "I am …") and private screen, then No.
      for (const seat of SEATS) {
        const iAm = page.getByTestId('i-am')
        await expect(iAm).toHaveText(`I am ${seat.player}`)
        await expectNoOverflow(page, `bid curtain (${seat.power})`)
        await expectOnScreen(page, iAm, `I am … (${seat.power})`)
        await iAm.click()
        await expect(page.getByTestId('bid-choice')).toContainText(seat.player)
        await expectNoOverflow(page, `private bid (${seat.power})`)
        await expectOnScreen(page, page.getByTestId('bid-no'), `No (${seat.power})`)
        await page.getByTestId('bid-no').click()
        await expect(page.getByTestId('bid-choice')).toBeHidden()
      }
      await expect(page.getByTestId('reveal-bids')).toBeVisible()
    })

    test('a bookkeeping game with the same names: the battle desk, the end screen and the saved game card fit', async ({ page }) => {
      await page.goto('/')
      if (viewport.width > 600) await dismissOfflineReady(page) // a phone's bar has no room for the chip
      await startGame(page, SEATS, { title: TITLE })

      await visit(page, 'Supply centers')
      await page.getByTestId('open-battle').click()
      const desk = page.getByRole('dialog', { name: 'Battle' })
      await expect(desk).toBeVisible()
      await expectNoOverflow(page, 'battle desk')
      await expectSheetFits(page, desk, 'the battle desk')
      await expectOnScreen(page, desk.getByRole('button', { name: 'Close' }).first(), 'battle desk Close')
      await desk.getByRole('button', { name: 'Close' }).first().click()
      await expect(desk).toBeHidden()

      await openTab(page, 'Standings')
      await page.getByRole('button', { name: 'End the game by Detente…' }).click()
      await page.getByRole('dialog', { name: 'End the game by Detente' }).getByRole('button', { name: 'End the game now' }).click()
      await expect(page.getByTestId('end-screen')).toBeVisible()
      await expectNoOverflow(page, 'end screen')

      await page.getByRole('link', { name: 'Supremacy Companion' }).click()
      await expect(page.getByRole('heading', { name: 'Your games', level: 1 })).toBeVisible()
      const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: TITLE }) })
      await expect(card).toBeVisible()
      await expectNoOverflow(page, 'home: saved game card')
      await expectOnScreen(page, card.getByRole('button', { name: 'Resume' }), 'saved game Resume')
    })
  })
}
