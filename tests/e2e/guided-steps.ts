/**
 * Steps of a guided game through the banner and the Stage tab, for two powers (Ann's USA and
 * Boris's USSR): where the game is, the Marshall's "next", Stage 1 bills, Stage 2, secret bids.
 */
import type { Page } from '@playwright/test'
import { cashInStrip, expect, type PowerName } from './helpers'

export const banner = (page: Page) => page.getByRole('region', { name: 'Order of play' })
export const stageTab = (page: Page) => page.getByRole('tabpanel', { name: 'Stage' })

export async function expectWhere(page: Page, text: string): Promise<void> {
  await expect(banner(page).getByTestId('play-where')).toHaveText(text)
}

export async function expectTurn(page: Page, power: PowerName): Promise<void> {
  await expect(banner(page).getByTestId('play-turn')).toContainText(power)
}

/** The Marshall's "next": the banner's primary button once nothing else is due ("Next: Stage 6 ›", "Next phase ›", "Begin cycle 2 ›"). */
export async function nextStage(page: Page, label: RegExp = /^Next: Stage \d ›$|^Begin cycle \d+ ›$/): Promise<void> {
  const next = banner(page).getByTestId('advance-play')
  await expect(next).toHaveText(label)
  await next.click()
}

/** The turn's one way to finish beside the big button: Pass, or in Stage 6 End turn (a pass when nothing was built). */
export async function pass(page: Page, power: PowerName): Promise<void> {
  await expectTurn(page, power)
  await banner(page).getByRole('button', { name: /^(Pass|End turn)$/ }).click()
}

export async function cash(page: Page, power: PowerName, amount: string): Promise<void> {
  await expect(cashInStrip(page, power)).toContainText(amount)
}

/** Stage 1: each power's bill, paid with one tap. */
export async function payStage1(page: Page, bills: readonly [id: string, bill: string][]): Promise<void> {
  for (const [id, bill] of bills) {
    const card = page.getByTestId(`stage1-${id}`)
    await card.getByRole('button', { name: `Pay ${bill}` }).click()
    await expect(card.getByRole('status')).toHaveText('✓ Paid')
  }
  await nextStage(page)
}

export async function stage2(page: Page, cycle: number): Promise<void> {
  await expectWhere(page, `Cycle ${cycle} · Stage 2 · Transfer Production Units`)
  await page.getByRole('tabpanel').getByRole('button', { name: 'Transfer production' }).click()
  await expect(page.getByText('✓ Production transferred.')).toBeVisible()
  await nextStage(page)
}

/** One secret bid: the curtain, "I am …", the private yes / no, then back behind the curtain. */
export async function bid(page: Page, player: string, yes: boolean): Promise<void> {
  await page.getByRole('button', { name: `I am ${player}` }).click()
  await expect(page.getByTestId('bid-choice')).toBeVisible()
  await page.getByTestId(yes ? 'bid-yes' : 'bid-no').click()
  await expect(page.getByTestId('bid-choice')).toBeHidden()
  await expect(page.getByText('Bid recorded.')).toBeVisible()
}

/** The blind bid of a stage: Ann (USA) then Boris (USSR), then the reveal. */
export async function bids(page: Page, where: string, usa: boolean, ussr: boolean): Promise<void> {
  await expectWhere(page, `${where} · Blind Bid`)
  await bid(page, 'Ann', usa)
  await bid(page, 'Boris', ussr)
  await page.getByRole('button', { name: 'Reveal bids' }).click()
  // Nobody plays it: the stage is over; the Marshall's "next" opens the following one.
  if (!usa && !ussr) {
    await expect(banner(page).getByTestId('play-moment')).toContainText(`${where.split(' · ')[1]} is over`)
    await nextStage(page)
  }
}

