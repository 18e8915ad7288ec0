/**
 * Warlords and Pirates through the UI (issue 14, first slice's screens), for USA and USSR on a
 * tablet, bookkeeping only: the module switched on at setup, the Marshall's LT6 setup with typed
 * dice, a nuke corrected into USA's supply center and sold to Sivaji, the warlord of India; the
 * treasury and India's nuke on the warlords' and pirates' supply center.
 */
import type { Locator, Page } from '@playwright/test'
import { dismissOfflineReady, expect, openTab, startGame, TABLET, test } from './helpers'

const SEATS = [
  { power: 'USA', player: 'Ann' },
  { power: 'USSR', player: 'Boris' },
] as const

test.use({ viewport: TABLET })

/** Types a die for every zone listed on the setup card: 1 to 6 in turn. */
async function typeZoneDice(card: Locator): Promise<number> {
  const ids = await card.locator('[data-testid^="zone-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid') ?? ''))
  for (const [i, id] of ids.entries()) {
    const zone = id.slice('zone-'.length)
    await card.getByTestId(id).getByRole('radio', { name: `${zone} die shows ${(i % 6) + 1}`, exact: true }).click()
  }
  return ids.length
}

async function correctNukes(page: Page, value: number): Promise<void> {
  await page.getByTestId('supply-usa').getByRole('button', { name: 'Correct…' }).click()
  const sheet = page.getByRole('dialog', { name: 'Correct USA' })
  await sheet.getByRole('radiogroup', { name: 'What is wrong' }).getByRole('radio', { name: 'Nukes', exact: true }).click()
  for (let i = 0; i < value; i += 1) await sheet.getByRole('button', { name: 'more Nukes (0 to 12)', exact: true }).click()
  await sheet.getByTestId('reason').fill('Built before the app')
  await sheet.getByTestId('confirm-correction').click()
  await expect(sheet).toBeHidden()
}

test('Warlords and Pirates: switched on at setup, the zones set up with typed dice, a nuke sold to a warlord, the treasury and the zone', async ({ page }) => {
  await page.goto('/')
  await dismissOfflineReady(page)
  await startGame(page, SEATS, { title: 'Warlords', warlords: true })

  // The Marshall's setup: two players, so LT6; the 24 grey territories and eight seas are listed.
  await openTab(page, 'Supply centers')
  const card = page.getByTestId('neutral-zones-card')
  await expect(card.getByRole('radio', { name: /^LT6/ })).toHaveAttribute('aria-checked', 'true')
  await expect(card.getByRole('button', { name: 'Confirm the setup' })).toBeDisabled()
  expect(await typeZoneDice(card)).toBe(32)
  await card.getByRole('textbox', { name: 'Name of the warlord of Northern Canada (optional)' }).fill('Nanook')
  await expect(card.getByTestId('preview')).toContainText('24 warlords and 8 pirates placed')
  await card.getByRole('button', { name: 'Confirm the setup' }).click()

  const center = page.getByTestId('neutral-supply')
  await expect(center).toBeVisible()
  await expect(center.getByTestId('neutral-India')).toContainText('Sivaji')
  await expect(center.getByTestId('neutral-Northern Canada')).toContainText('Nanook')
  await expect(center.getByTestId('neutral-treasury')).toHaveText('Treasury $0M')

  // USA has no nuke: the sale is refused in plain words; a correction gives it one.
  await center.getByRole('button', { name: "Warlords' market…" }).click()
  let sheet = page.getByRole('dialog', { name: "Warlords' market" })
  await sheet.getByRole('radiogroup', { name: 'Seller' }).getByRole('radio', { name: /USA/ }).click()
  await sheet.getByTestId('market-zone').selectOption('India')
  await expect(sheet.getByTestId('preview')).toContainText('USA has')
  await sheet.getByRole('button', { name: 'Close' }).click()
  await expect(sheet).toBeHidden()
  await correctNukes(page, 1)

  await center.getByRole('button', { name: "Warlords' market…" }).click()
  sheet = page.getByRole('dialog', { name: "Warlords' market" })
  await sheet.getByRole('radiogroup', { name: 'Seller' }).getByRole('radio', { name: /USA/ }).click()
  await sheet.getByTestId('market-zone').selectOption('India')
  await expect(sheet.getByTestId('preview')).toContainText('USA receives $1,000M')
  await expect(sheet.getByTestId('preview')).toContainText('Sivaji, the warlord of India gets 1 nuke')
  await sheet.getByTestId('confirm-warlords-market').click()
  await expect(sheet).toBeHidden()

  await expect(center.getByTestId('neutral-treasury')).toContainText('Treasury −$1,000M')
  await expect(center.getByTestId('neutral-India').locator('[data-col="nukes"]')).toHaveText('1')
})
