/**
 * Issue 25, "play without hunting": a guided 4-power cycle 1 played by the big button alone at each
 * table size, names at their maximum length. After every tap the control that completes what is
 * due (the big button, or the confirm of the form it opened in place) is inside the viewport with
 * the page not scrolled, and nothing spills sideways. A sale in Stage 3, a build in Stage 6 and a
 * purchase in Stage 7 are made through the forms the big button opens; the taps are counted.
 */
import type { Locator, Page } from '@playwright/test'
import { expect, startGame, test, type Seat, saveShot } from './helpers'

const long = (name: string) => `${name} ${'x'.repeat(39 - name.length)}`
const SEATS: readonly Seat[] = [
  { power: 'USA', player: long('Ann') },
  { power: 'USSR', player: long('Boris') },
  { power: 'Europe', player: long('Eve') },
  { power: 'China', player: long('Chen') },
]
/** Who bids yes in each stage of cycle 1 (Stage 4 is not played in cycle 1; nobody bids for Stage 5). */
const BIDS: Record<number, readonly string[]> = { 3: ['USA', 'Europe'], 5: [], 6: ['USA'], 7: ['Europe'] }

const VIEWPORTS = [
  { name: 'landscape tablet', viewport: { width: 1280, height: 800 } },
  { name: 'portrait tablet', viewport: { width: 800, height: 1280 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const

const bigButton = (page: Page) => page.locator('[data-primary="true"]')
const sheet = (page: Page) => page.getByTestId('action-sheet')

/** In view with the page where it is (not scrolled to it), and nothing wider than the screen. */
async function expectInView(page: Page, control: Locator): Promise<void> {
  await expect(control).toBeInViewport({ ratio: 1 })
  const box = (await control.boundingBox())!
  const tabs = page.getByRole('navigation', { name: 'Game screens' })
  // A phone's tab bar is fixed at the bottom: the control must be above it (a sheet covers it).
  if ((await sheet(page).count()) === 0 && (await tabs.count()) > 0) {
    const bar = (await tabs.boundingBox())!
    if (bar.y > box.y) expect(box.y + box.height).toBeLessThanOrEqual(bar.y + 1)
  }
  const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(wide, 'the page is wider than the screen').toBeLessThanOrEqual(0)
}

test.describe('A guided cycle 1 by the big button alone (issue 25)', () => {
  for (const { name, viewport } of VIEWPORTS) {
    test(`four powers, a sale, a build and a purchase: ${name}`, async ({ page }) => {
      test.setTimeout(120_000)
      await page.setViewportSize(viewport)
      // SCHEME=dark for the dark screenshots (looked at by hand; CI plays it light).
      const scheme = process.env.SCHEME === 'dark' ? 'dark' : 'light'
      await page.emulateMedia({ colorScheme: scheme })
      const shot = (what: string) => saveShot(page, { path: `tests/e2e/screenshots/big-button-${what}-${viewport.width}x${viewport.height}-${scheme}.png` })
      await page.goto('/')
      await startGame(page, SEATS, { guided: true })
      await page.getByRole('tab', { name: 'Board' }).click()
      await page.evaluate(() => window.scrollTo(0, 0))
      let taps = 0
      const tap = async (control: Locator) => {
        await expectInView(page, control)
        await control.click()
        taps += 1
      }
      const done = { sold: false, built: false, bought: false }
      // What the screen says is due: it changes with every saved action.
      const moment = async () => [...(await page.getByTestId('play-where').allTextContents()), ...(await bigButton(page).allTextContents()), ...(await page.getByTestId('play-turn').allTextContents()), ...(await page.getByTestId('done-notice').allTextContents())].join(' | ')
      let before = ''
      for (let step = 0; step < 120; step += 1) {
        await expect.poll(moment).not.toBe(before)
        before = await moment()
        const big = bigButton(page)
        await expect(big).toBeEnabled()
        const label = (await big.textContent())!.trim()
        if (/^Begin cycle 2/.test(label)) break
        const where = (await page.getByTestId('play-where').textContent()) ?? ''
        const stage = Number(/Stage (\d)/.exec(where)?.[1])
        if (/^Secret bids/.test(label)) {
          await tap(big)
          await expect(sheet(page)).toBeVisible()
          for (let i = 0; i < SEATS.length; i += 1) {
            const iAm = sheet(page).getByTestId('i-am')
            await expect(iAm).toBeVisible()
            const player = (await iAm.textContent())!.replace('I am', '').trim()
            const power = SEATS.find((s) => s.player === player)!.power
            await tap(iAm)
            if (i === 0 && stage === 3) await shot('bid')
            await tap(sheet(page).getByTestId(BIDS[stage]!.includes(power) ? 'bid-yes' : 'bid-no'))
          }
          await expect(sheet(page)).toBeHidden()
        } else if (/: sell on the Market$/.test(label) && !done.sold) {
          await tap(big)
          await sheet(page).getByRole('radio', { name: 'Grain' }).click()
          taps += 1
          await shot('sale')
          await tap(sheet(page).getByTestId('confirm-trade'))
          await expect(sheet(page)).toBeHidden()
          await expect(page.getByTestId('done-notice')).toContainText(/sold/i)
          done.sold = true
        } else if (/: build$/.test(label) && !done.built) {
          await tap(big)
          const armies = sheet(page).getByRole('button', { name: 'more Armies' })
          await tap(armies)
          await tap(armies)
          await shot('build')
          await tap(sheet(page).getByTestId('confirm-build-forces'))
          await expect(sheet(page)).toBeHidden()
          await expect(page.getByTestId('done-notice')).toContainText('$200M')
          await shot('built')
          done.built = true
        } else if (/: buy on the Market$/.test(label) && !done.bought) {
          await tap(big)
          await sheet(page).getByRole('radio', { name: 'Oil' }).click()
          taps += 1
          await tap(sheet(page).getByTestId('confirm-trade'))
          await expect(sheet(page)).toBeHidden()
          done.bought = true
        } else if (/: (sell on the Market|build|buy on the Market|pay a move|prospect)$/.test(label)) {
          // The turn's act is done: the one way to finish the turn, beside the big button.
          const finish = page.getByTestId(stage === 6 ? 'end-turn' : 'pass-turn')
          await tap(finish)
        } else {
          await tap(big)
        }
      }
      expect(done).toEqual({ sold: true, built: true, bought: true })
      await expect(bigButton(page)).toHaveText(/^Begin cycle 2/)
      test.info().annotations.push({ type: 'taps', description: `${name}: ${taps} taps for cycle 1` })
      console.log(`cycle 1 of 4 powers, ${name}: ${taps} taps`)
    })
  }
})
