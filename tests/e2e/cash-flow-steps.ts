/** Cash Flow through the screens: the New game setup, shared by the specs that play it. */
import type { Page } from '@playwright/test'
import { expect } from './helpers'

/** Home → New game → two powers named → Cash Flow → both powers dealt → USSR holds the token → face-up row. */
export async function fillCashFlowSetup(page: Page): Promise<void> {
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

  // One power at a time (the guided steps), then the deck and the token.
  const neutral: Record<string, [string, string]> = { usa: ['India', 'Egypt'], ussr: ['Iran', 'Burma'] }
  for (const [id, [a, b]] of Object.entries(neutral)) {
    await page.getByTestId(`cf-step-${id}`).click()
    const card = page.getByTestId(`cash-flow-${id}`)
    const chips = card.getByRole('checkbox')
    for (let i = 0; i < 4; i += 1) await chips.nth(i).click()
    await expect(card.getByText('4 of 4')).toBeVisible()
    await card.getByLabel('Neutral card 1 territory', { exact: true }).fill(a)
    await card.getByLabel('Neutral card 2 territory', { exact: true }).fill(b)
  }
  await page.getByTestId('cf-step-deck').click()
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

