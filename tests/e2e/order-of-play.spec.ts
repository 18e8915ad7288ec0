/**
 * The guided order of play through the UI: two full cycles for three powers. Stage 1 payments
 * (with a reload in the middle), Stage 2 production, blind bids passed round the tablet, the
 * player sequence from typed dice with a tie, a rotating sale, passes, a default on loan
 * interest and its recovery.
 */
import type { Page } from '@playwright/test'
import { cashCard, cashInStrip, chooseTrade, confirmTrade, dismissOfflineReady, expect, openTab, startGame, test, tradePanel, type PowerName } from './helpers'

const SEATS = [
  { power: 'USA', player: 'Ann' },
  { power: 'USSR', player: 'Boris' },
  { power: 'Europe', player: 'Eve' },
] as const

const banner = (page: Page) => page.getByRole('region', { name: 'Order of play' })

async function expectWhere(page: Page, text: string): Promise<void> {
  await expect(banner(page).getByTestId('play-where')).toHaveText(text)
}

/** The Marshall's "next": the banner's primary button once nothing else is due. */
async function nextStage(page: Page): Promise<void> {
  await banner(page).getByTestId('advance-play').click()
}

/** Stage 1: every power pays its whole bill with one tap each. */
async function payStage1(page: Page, powers: readonly string[]): Promise<void> {
  for (const id of powers) {
    const card = page.getByTestId(`stage1-${id}`)
    await card.getByRole('button', { name: /^Pay \$\d+M$/ }).click()
    await expect(card.getByRole('status')).toHaveText('✓ Paid')
  }
}

async function stage2(page: Page): Promise<void> {
  await expectWhere(page, `${await cycleLabel(page)} · Stage 2 · Transfer Production Units`)
  await page.getByRole('tabpanel').getByRole('button', { name: 'Transfer production' }).click()
  await expect(page.getByText('✓ Production transferred.')).toBeVisible()
  await expect(page.getByTestId('stage2-usa')).toContainText("Move USA's grain supply meter")
  await nextStage(page)
}

async function cycleLabel(page: Page): Promise<string> {
  return ((await banner(page).getByTestId('play-where').textContent()) ?? '').split(' · ')[0]!
}

/** One secret bid: the curtain, "I am …", the private yes / no, then back behind the curtain. */
async function bid(page: Page, player: string, yes: boolean): Promise<void> {
  await page.getByRole('button', { name: `I am ${player}` }).click()
  await expect(page.getByTestId('bid-choice')).toBeVisible()
  await page.getByTestId(yes ? 'bid-yes' : 'bid-no').click()
  await expect(page.getByTestId('bid-choice')).toBeHidden()
  await expect(page.getByText('Bid recorded.')).toBeVisible()
  // The hand-over screen shows nothing of the choice.
  await expect(page.getByRole('tabpanel')).not.toContainText(/plays|sits out/)
}

/** Nobody plays the stage: every power bids no, then the reveal skips it. */
async function allSitOut(page: Page, stage: string): Promise<void> {
  await expectWhere(page, `${await cycleLabel(page)} · ${stage} · Blind Bid`)
  for (const seat of SEATS) await bid(page, seat.player, false)
  await page.getByRole('button', { name: 'Reveal bids' }).click()
  // Nobody plays it: the stage is over, and the Marshall's "next" opens the following one.
  await expect(banner(page).getByTestId('play-moment')).toContainText(`${stage.split(' · ')[0]} is over`)
  await nextStage(page)
}

async function cash(page: Page, power: PowerName, amount: string): Promise<void> {
  await expect(cashInStrip(page, power)).toContainText(amount)
}

test('two guided cycles for three powers, with a blind bid, a rotating sale and a default', async ({ page }) => {
  await page.goto('/')
  // The first visit installs the service worker; its notice goes before the setup begins.
  await dismissOfflineReady(page)
  await startGame(page, SEATS, { guided: true, title: 'Guided' })

  // Cycle 1, Stage 1, with a reload half-way that loses nothing.
  await expectWhere(page, 'Cycle 1 · Stage 1 · Pay Salaries and Loans to Bank')
  await expect(banner(page)).toContainText('No attacks in the first cycle: Stage 4 is skipped.')
  await payStage1(page, ['usa'])
  await cash(page, 'USA', '$6,660M')
  // No "next" while powers must still pay: the primary button pays the next one.
  await expect(banner(page).getByTestId('advance-play')).toHaveCount(0)
  await expect(banner(page).locator('[data-primary="true"]')).toHaveText("Pay USSR's $360M")
  await page.reload()
  await expect(page.getByTestId('stage1-usa').getByRole('status')).toHaveText('✓ Paid')
  await cash(page, 'USA', '$6,660M')
  await expect(page.getByTestId('stage1-ussr').getByRole('button', { name: 'Pay $360M' })).toBeEnabled()
  await payStage1(page, ['ussr', 'europe'])

  // USA borrows $2,000M: interest $100M is due next Stage 1.
  await openTab(page, 'Bank')
  await cashCard(page, 'USA').getByRole('button', { name: 'Loans' }).click()
  await page.getByRole('button', { name: 'more Billions' }).click()
  await page.getByTestId('confirm-loan').click()
  await cash(page, 'USA', '$8,660M')
  await nextStage(page)

  await openTab(page, 'Stage')
  await stage2(page)

  // Stage 3: the blind bid passed round, the reveal, the sequence roll with a tie.
  await expectWhere(page, 'Cycle 1 · Stage 3 · Sell Resources · Blind Bid')
  await expect(page.getByTestId('bid-curtain')).toContainText('Hand the tablet to')
  await expect(page.getByTestId('bid-curtain')).toContainText('(Ann)')
  await bid(page, 'Ann', true)
  await bid(page, 'Boris', true)
  await bid(page, 'Eve', false)
  await page.getByRole('button', { name: 'Reveal bids' }).click()
  const revealed = page.getByTestId('revealed-bids')
  await expect(revealed.getByRole('listitem').filter({ hasText: 'Europe' })).toContainText('sits out')
  await expect(revealed.getByRole('listitem').filter({ hasText: 'USSR' })).toContainText('plays')
  await expectWhere(page, 'Cycle 1 · Stage 3 · Sell Resources · Player Sequence')
  await page.getByTestId('roll-usa').getByRole('button', { name: '4', exact: true }).click()
  await page.getByTestId('roll-ussr').getByRole('button', { name: '4', exact: true }).click()
  await expect(page.getByText('USA and USSR are tied: only they roll again.')).toBeVisible()
  await page.getByTestId('roll-usa').getByRole('button', { name: '2', exact: true }).click()
  await page.getByTestId('roll-ussr').getByRole('button', { name: '5', exact: true }).click()
  await page.getByTestId('primary-set-order').click() // the big button, once every die is in
  await expectWhere(page, 'Cycle 1 · Stage 3 · Sell Resources · Phase C')
  await expect(banner(page).getByTestId('play-turn')).toContainText('USSR')
  await expect(banner(page).getByTestId('play-next')).toContainText('USSR: sell one resource to the market, or pass')

  // A rotating sale: the Market panel starts on USSR selling; after it the turn moves to USA.
  await openTab(page, 'Market')
  const panel = tradePanel(page)
  await expect(panel.getByRole('radiogroup', { name: 'Superpower' }).getByRole('radio', { name: 'USSR' })).toHaveAttribute('aria-checked', 'true')
  await expect(panel.getByRole('radio', { name: 'Sell to market' })).toHaveAttribute('aria-checked', 'true')
  const sale = { power: 'USSR', side: 'sell', resource: 'Oil', units: 2 } as const
  await chooseTrade(page, sale)
  await confirmTrade(page, sale)
  await expect(banner(page).getByTestId('play-turn')).toContainText('USA')
  await expect(panel.getByRole('radiogroup', { name: 'Superpower' }).getByRole('radio', { name: 'USA' })).toHaveAttribute('aria-checked', 'true')
  await banner(page).getByRole('button', { name: 'Pass' }).click()
  await expect(banner(page).getByTestId('play-turn')).toContainText('USSR')
  await banner(page).getByRole('button', { name: 'Pass' }).click()
  await expectWhere(page, 'Cycle 1 · Stage 3 · Sell Resources · Phase D')
  await nextStage(page)

  // Stage 4 is skipped in the first cycle; nobody plays 5, 6 or 7.
  await openTab(page, 'Stage')
  await allSitOut(page, 'Stage 5 · Move Forces')
  await allSitOut(page, 'Stage 6 · Build Forces and Weapons')
  await allSitOut(page, 'Stage 7 · Buy or Prospect for Resources')

  // Cycle 2, Stage 1: USA leaves its interest unpaid and is in default.
  await expectWhere(page, 'Cycle 2 · Stage 1 · Pay Salaries and Loans to Bank')
  await expect(banner(page)).not.toContainText('first cycle')
  await page.getByTestId('stage1-usa').getByRole('button', { name: 'Repay principal…' }).click()
  const sheet = page.getByRole('dialog', { name: 'USA: Stage 1 choices' })
  await sheet.getByLabel('Leave this turn’s interest ($100M) unpaid').check()
  await expect(sheet).toContainText('no bank loans and no market purchases')
  await sheet.getByRole('button', { name: 'Confirm: pay $340M' }).click()
  await expect(sheet).toBeHidden()
  await cash(page, 'USA', '$8,320M')
  await expect(page.getByTestId('arrears-usa')).toContainText('in default: $100M interest in arrears.')

  // In default: no bank loan. Paying the arrears on the Bank tab restores the right.
  await openTab(page, 'Bank')
  await cashCard(page, 'USA').getByRole('button', { name: 'Loans' }).click()
  const loans = page.getByRole('dialog', { name: 'USA: bank loans' })
  await expect(loans.getByTestId('refusal')).toContainText('USA is in default')
  await loans.getByRole('button', { name: 'Close' }).click()
  await page.getByTestId('arrears-usa').getByRole('button', { name: 'Pay arrears $100M' }).click()
  await expect(page.getByTestId('arrears-usa')).toBeHidden()
  await cash(page, 'USA', '$8,220M')

  await openTab(page, 'Stage')
  await payStage1(page, ['ussr', 'europe'])
  await nextStage(page)
  await stage2(page)
  await allSitOut(page, 'Stage 3 · Sell Resources')
  await allSitOut(page, 'Stage 4 · Attack')
  await allSitOut(page, 'Stage 5 · Move Forces')
  await allSitOut(page, 'Stage 6 · Build Forces and Weapons')
  await allSitOut(page, 'Stage 7 · Buy or Prospect for Resources')
  await expectWhere(page, 'Cycle 3 · Stage 1 · Pay Salaries and Loans to Bank')
})
