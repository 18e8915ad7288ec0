/**
 * The Cash Flow variant through the UI (issue 15): USA and USSR set up a Cash Flow game on the
 * new-game screen (own-stack chips, neutral cards typed, the entropy token, the face-up row), the
 * Board shows the economy, USA chooses an action and ends its turn, USSR makes the entropy discard
 * with typed dice (a re-roll, then grain, minimum 3), chooses R&D and ends; a reload keeps it all.
 * Screenshots of the setup, the Board and the Turn panel at three sizes, light and dark.
 */
import type { Page } from '@playwright/test'
import { dismissOfflineReady, expect, PHONE, TABLET, test } from './helpers'

test.use({ viewport: TABLET })

const SHOTS = 'test-results/cash-flow'

/** Home → New game → two powers named → Cash Flow → both powers dealt → USSR holds the token → face-up row. */
async function fillCashFlowSetup(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Supremacy Companion' }).click()
  await page.getByRole('button', { name: 'New game' }).click()
  await expect(page.getByRole('heading', { name: 'New game', level: 1 })).toBeVisible()
  const powers = page.getByRole('group', { name: 'Superpowers that play' })
  await powers.getByRole('button', { name: 'USA' }).click()
  await powers.getByRole('button', { name: 'USSR' }).click()
  await page.getByLabel('Player commanding USA').fill('Ann')
  await page.getByLabel('Player commanding USSR').fill('Boris')
  await page.getByRole('radio', { name: /^Cash Flow variant/ }).check()
  await expect(page.getByRole('radio', { name: /^Standard Open/ })).toHaveCount(0)

  const neutral: Record<string, [string, string]> = { usa: ['India', 'Egypt'], ussr: ['Iran', 'Burma'] }
  for (const [id, [a, b]] of Object.entries(neutral)) {
    const card = page.getByTestId(`cash-flow-${id}`)
    const chips = card.getByRole('checkbox')
    for (let i = 0; i < 4; i += 1) await chips.nth(i).click()
    await expect(card.getByText('4 of 4')).toBeVisible()
    await card.getByLabel('Neutral card 1 territory', { exact: true }).fill(a)
    await card.getByLabel('Neutral card 2 territory', { exact: true }).fill(b)
  }
  await page.getByRole('button', { name: 'Roll for it' }).click()
  await expect(page.getByRole('radiogroup', { name: 'Who holds the entropy token' }).getByRole('radio', { checked: true })).toHaveCount(1)
  await page.getByRole('radio', { name: 'USSR holds the entropy token' }).click()
  const deck = page.getByRole('region', { name: 'The deck' })
  await deck.getByLabel('Face-up card 1 territory', { exact: true }).fill('Greece')
  await deck.getByLabel('Face-up card 2 resource', { exact: true }).selectOption('oil')
  await deck.getByLabel('Face-up card 2 territory', { exact: true }).fill('Pakistan')
  await deck.getByLabel('Face-up card 3 resource', { exact: true }).selectOption('minerals')
  await deck.getByLabel('Face-up card 3 territory', { exact: true }).fill('Poland')
}

test('Cash Flow: set up through the screens, an action chosen and a turn ended, the entropy discard by typed dice, kept over a reload', async ({ page }) => {
  await page.goto('/')
  await dismissOfflineReady(page)
  await fillCashFlowSetup(page)
  // The rules judge the complete setup: a card of each power in one territory is refused by Start.
  const ussr = page.getByTestId('cash-flow-ussr')
  await ussr.getByLabel('Neutral card 1 territory', { exact: true }).fill('India')
  await expect(page.getByTestId('start-reason')).toHaveText('USA and USSR both have a card in India; the second card is set aside and replaced.')
  await expect(page.getByRole('button', { name: 'Start game' })).toBeDisabled()
  await ussr.getByLabel('Neutral card 1 territory', { exact: true }).fill('Iran')
  await expect(page.getByTestId('start-reason')).toHaveText('Ready: 2 superpowers, Cash Flow.')
  await page.getByRole('button', { name: 'Start game' }).click()

  // The Board: the Cash Flow tabs, the economy at arm's length.
  await expect(page.getByRole('tab', { name: 'Board', selected: true })).toBeVisible()
  await expect(page.getByRole('tab')).toHaveText([/Board/, /Turn/, /Markets/, /Supply/, /Standings|Ranks/, /Log/])
  const board = page.getByTestId('cash-flow-board')
  await expect(board.getByTestId('board-cash-usa')).toHaveText('$3,000M')
  await expect(board.getByTestId('board-labor')).toContainText('$25M')
  await expect(board.getByTestId('board-entropy')).toContainText('USSR')
  await expect(page.getByTestId('bar-where')).toHaveText('Cash Flow · Turn 1')

  // The banner's step opens the Turn tab; USA chooses Market and ends its turn.
  await page.getByTestId('play-banner').getByRole('button', { name: 'USA: choose an action ›' }).click()
  await expect(page.getByRole('tab', { name: 'Turn', selected: true })).toBeVisible()
  await page.getByTestId('action-market').click()
  await expect(page.getByTestId('action-on-board')).toContainText('Make the sales')
  await page.getByRole('button', { name: 'End the turn' }).click()

  // USSR holds the token: the discard first. A 1 (minerals) owned by none: re-roll; a 5, grain; minimum 3.
  const entropy = page.getByTestId('entropy-discard')
  await expect(entropy).toBeVisible()
  await expect(page.getByTestId('bar-where')).toHaveText('Cash Flow · Turn 2')
  await entropy.getByTestId('entropy-type').getByRole('radio', { name: 'Die 1 shows 1' }).click()
  await entropy.getByTestId('entropy-reroll').click()
  await entropy.getByTestId('entropy-type').getByRole('radio', { name: 'Die 1 shows 5' }).click()
  await entropy.getByTestId('entropy-production').getByRole('radio', { name: 'Die 1 shows 3' }).click()
  await expect(entropy.getByTestId('preview')).toContainText('Discard: Rovno Grains')
  await page.screenshot({ path: `${SHOTS}/turn-entropy-tablet.png`, fullPage: true })
  await entropy.getByRole('button', { name: 'Discard and pass the token' }).click()
  await expect(page.getByTestId('action-research')).toBeVisible()
  await page.getByTestId('action-research').click()
  await page.getByRole('button', { name: 'End the turn' }).click()
  await expect(page.getByTestId('bar-where')).toHaveText('Cash Flow · Turn 3')

  await page.reload()
  await expect(page.getByRole('tab', { name: 'Turn', selected: true })).toBeVisible()
  await expect(page.getByTestId('bar-where')).toHaveText('Cash Flow · Turn 3')
  // The token passed to USSR's right, USA, whose turn 3 opens with its discard.
  await expect(page.getByTestId('entropy-discard')).toBeVisible()
  await page.getByRole('tab', { name: 'Board' }).click()
  await expect(board.getByTestId('board-entropy')).toContainText('USA')
  await expect(board.getByTestId('board-turn')).toContainText('holds the entropy token')
  await page.getByRole('tab', { name: 'Log' }).click()
  await expect(page.getByRole('tabpanel', { name: 'Log' })).toContainText('Rovno Grains')
})

test('Cash Flow screenshots: the setup, the Board and the Turn panel at three sizes, light and dark', async ({ page }) => {
  await page.goto('/')
  await dismissOfflineReady(page)
  const sizes = [
    { name: 'tablet', ...TABLET },
    { name: 'portrait', width: 800, height: 1280 },
    { name: 'phone', ...PHONE },
  ]
  await fillCashFlowSetup(page)
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    for (const s of sizes) {
      await page.setViewportSize({ width: s.width, height: s.height })
      await page.screenshot({ path: `${SHOTS}/setup-${s.name}-${scheme}.png`, fullPage: true })
      // A phone's page is too long to read whole: its parts one by one.
      if (s.name === 'phone') {
        await page.getByTestId('cash-flow-usa').screenshot({ path: `${SHOTS}/setup-phone-${scheme}-usa.png` })
        await page.getByTestId('cash-flow-setup').locator('.entropy').screenshot({ path: `${SHOTS}/setup-phone-${scheme}-entropy.png` })
        await page.getByTestId('cash-flow-setup').locator('.deck').screenshot({ path: `${SHOTS}/setup-phone-${scheme}-deck.png` })
        await page.getByTestId('cash-flow-setup').locator('.readings').screenshot({ path: `${SHOTS}/setup-phone-${scheme}-readings.png` })
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(s.width)
    }
  }
  await page.setViewportSize(TABLET)
  await page.getByRole('button', { name: 'Start game' }).click()
  await expect(page.getByTestId('cash-flow-board')).toBeVisible()
  await page.getByRole('tab', { name: 'Supply centers' }).click()
  await page.screenshot({ path: `${SHOTS}/supply-tablet.png`, fullPage: true })
  await page.getByRole('tab', { name: 'Log' }).click()
  await page.screenshot({ path: `${SHOTS}/log-tablet.png`, fullPage: true })
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    for (const s of sizes) {
      await page.setViewportSize({ width: s.width, height: s.height })
      await page.getByRole('tab', { name: 'Board' }).click()
      await page.screenshot({ path: `${SHOTS}/board-${s.name}-${scheme}.png`, fullPage: true })
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(s.width)
      await page.getByRole('tab', { name: 'Turn' }).click()
      await expect(page.getByTestId('turn-panel')).toBeVisible()
      await page.screenshot({ path: `${SHOTS}/turn-${s.name}-${scheme}.png`, fullPage: true })
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(s.width)
    }
  }
})
