/**
 * Warlords and Pirates, the economy (issue 14), in a guided game for USA and USSR on a tablet with
 * both optional modules on (Air Units and Warlords and Pirates): the Marshall's zones set up with
 * typed dice; a card corrected into the USSR's hand in Sivaji's India; the USA bids for it in
 * Stage 1; the USA pays the pirate of the Arabian Sea to blockade India and the USSR lifts it with
 * the super fee; once both have paid, the banner's big button closes the bids (never "Next", which
 * Stage 1 refuses while bids are open): the card changes hands and the treasury shows the bid.
 */
import type { Locator, Page } from '@playwright/test'
import { dismissOfflineReady, expect, openTab, startGame, TABLET, test } from './helpers'
import { banner, stageTab } from './guided-steps'

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

/** The Supply centers tab's correction: a card for the USSR in India, a grey territory Sivaji holds. */
async function addUssrCardInIndia(page: Page): Promise<void> {
  await openTab(page, 'Supply centers')
  await page.getByTestId('supply-ussr').getByRole('button', { name: 'Correct…' }).click()
  const sheet = page.getByRole('dialog', { name: 'Correct USSR' })
  await sheet.getByRole('radiogroup', { name: 'What is wrong' }).getByRole('radio', { name: 'Add a card', exact: true }).click()
  await sheet.getByRole('textbox', { name: 'Company name' }).fill('Mahabir Mines')
  await sheet.getByRole('textbox', { name: 'Territory' }).fill('India')
  await sheet.getByRole('radiogroup', { name: 'Resource' }).getByRole('radio', { name: 'Minerals' }).click()
  await sheet.getByTestId('reason').fill('Won at the table before the app')
  await sheet.getByTestId('confirm-correction').click()
  await expect(sheet).toBeHidden()
}

/** The banner's primary button is never refused: after a tap, no refusal shows. */
async function tapPrimary(page: Page, label: string | RegExp): Promise<void> {
  const primary = banner(page).getByRole('button', { name: label })
  await expect(primary).toBeVisible()
  await primary.click()
  await expect(page.getByRole('alert').filter({ hasText: /refused|cannot|close them/i })).toHaveCount(0)
}

test('Warlords and Pirates economy: a Stage 1 bid for a card in a warlord zone and its close, a pirate blockade and the super fee; the big button never refuses', async ({ page }) => {
  await page.goto('/')
  await dismissOfflineReady(page)
  await startGame(page, SEATS, { title: 'Warlords economy', guided: true, airUnits: true, warlords: true })

  // The Marshall's setup on the Stage tab, before Cycle 1's Stage 1 is settled.
  const setup = stageTab(page).getByTestId('neutral-zones-card')
  expect(await typeZoneDice(setup)).toBe(32)
  await setup.getByRole('button', { name: 'Confirm the setup' }).click()
  await expect(setup).toBeHidden()

  await addUssrCardInIndia(page)
  await openTab(page, 'Stage')
  const zoneCards = stageTab(page).getByTestId('zone-cards')
  const row = zoneCards.locator('[data-testid^="zone-card-"]').filter({ hasText: 'Mahabir Mines' })
  await expect(row).toContainText('Sivaji, the warlord of India')
  await expect(row.getByTestId('zone-card-status')).toHaveText('$100M due when USSR settles Stage 1')

  // The USA bids: the amount starts at the least the rules accept, $150M.
  await row.getByText('Bid for it').click()
  await row.getByRole('radiogroup', { name: 'Bidder' }).getByRole('radio', { name: /USA/ }).click()
  await row.getByRole('button', { name: 'Bid $150M' }).click()
  await expect(row.getByTestId('zone-card-bids')).toHaveText('USA bids $150M')
  await expect(row.getByRole('button', { name: 'Close the bids → sells to USA for $150M' })).toBeVisible()

  // A pirate blockade: the USA pays Sharjah, the pirate of the Arabian Sea, to blockade India (the Marshall's die: 4).
  const blockades = stageTab(page).getByTestId('blockades')
  await blockades.getByRole('button', { name: 'Pirate blockade…' }).click()
  let sheet = page.getByRole('dialog', { name: 'Pirate blockade' })
  await sheet.getByRole('radiogroup', { name: 'Who pays for the blockade' }).getByRole('radio', { name: /USA/ }).click()
  await sheet.getByTestId('blockade-pirate').selectOption('Arabian Sea')
  await sheet.getByTestId('blockade-territory').selectOption('India')
  await sheet.getByRole('radio', { name: 'Die 1 shows 4' }).click()
  await expect(sheet.getByTestId('blockade-fee')).toHaveText('Blockade Fee: 4 × $100M = $400M, to the bank')
  await expect(sheet.getByTestId('preview')).toContainText('USA pays $400M')
  await sheet.getByTestId('confirm-blockade').click()
  await expect(sheet).toBeHidden()
  await expect(blockades.getByTestId('blockade-lines')).toContainText('USA paid Sharjah, the pirate of Arabian Sea, $400M to blockade India')
  // India is also on the Bay of Bengal: "Blockade Fees must be paid to each pirate" (die 1: $100M to Nicobar's pirate).
  await blockades.getByRole('button', { name: 'Pirate blockade…' }).click()
  sheet = page.getByRole('dialog', { name: 'Pirate blockade' })
  await sheet.getByRole('radiogroup', { name: 'Who pays for the blockade' }).getByRole('radio', { name: /USA/ }).click()
  await sheet.getByTestId('blockade-pirate').selectOption('Bay of Bengal')
  await sheet.getByTestId('blockade-territory').selectOption('India')
  await sheet.getByRole('radio', { name: 'Die 1 shows 1' }).click()
  await expect(sheet.getByTestId('blockade-fee')).toHaveText('Blockade Fee: 1 × $100M = $100M, to the bank')
  await sheet.getByTestId('confirm-blockade').click()
  await expect(sheet).toBeHidden()
  await expect(blockades.getByTestId('blockade-lines')).toContainText('$100M to blockade India')

  // The owner's super fee: the $400M again and his own die (2) × $200M.
  await blockades.getByRole('button', { name: 'Lift the blockade…' }).click()
  sheet = page.getByRole('dialog', { name: 'Pirate blockade' })
  await sheet.getByRole('radiogroup', { name: 'Owner lifting the blockade' }).getByRole('radio', { name: /USSR/ }).click()
  await sheet.getByTestId('lift-blockade').selectOption({ label: 'Arabian Sea → India (fee $400M, paid by USA)' })
  await sheet.getByRole('radio', { name: 'Die 1 shows 2' }).click()
  await expect(sheet.getByTestId('blockade-fee')).toHaveText('Super Fee: the Blockade Fee $400M again and 2 × $200M = $800M')
  await expect(sheet.getByTestId('preview')).toContainText('USSR pays $800M')
  await sheet.getByTestId('confirm-blockade').click()
  await expect(sheet).toBeHidden()
  await expect(blockades.getByTestId('blockade-lines')).toContainText('lifted by USSR')

  // Stage 1 bills through the banner's big button, then it closes the bids (not "Next").
  await tapPrimary(page, /^Pay USA's \$/)
  await tapPrimary(page, /^Pay USSR's \$/)
  await expect(banner(page).getByTestId('primary-module')).toHaveText('Close the bids for Mahabir Mines')
  await tapPrimary(page, 'Close the bids for Mahabir Mines')
  await expect(banner(page).getByTestId('advance-play')).toHaveText('Next: Stage 2 ›')

  // The card changed hands; the treasury holds the bid.
  await openTab(page, 'Supply centers')
  await expect(page.getByTestId('supply-usa')).toContainText('Mahabir Mines')
  await expect(page.getByTestId('supply-ussr')).not.toContainText('Mahabir Mines')
  await expect(page.getByTestId('neutral-treasury')).toHaveText('Treasury $150M')
})
