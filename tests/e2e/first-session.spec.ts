import {
  cashCard,
  cashInStrip,
  chooseTrade,
  confirmTrade,
  dismissOfflineReady,
  expect,
  marketPrice,
  meterNow,
  openTab,
  PHONE,
  startGame,
  TABLET,
  test,
  tradePanel,
  type PowerName,
  saveShot,
  type TabName,
} from './helpers'
import type { Page } from '@playwright/test'

const SCREENSHOTS = 'tests/e2e/screenshots'
const TABS: readonly [TabName, string][] = [
  ['Bank', 'bank'],
  ['Market', 'market'],
  ['Supply centers', 'supply'],
  ['Log', 'log'],
]

test.use({ viewport: TABLET, serviceWorkers: 'allow' })

async function expectCash(page: Page, cash: Record<PowerName, string> | Partial<Record<PowerName, string>>): Promise<void> {
  for (const [power, amount] of Object.entries(cash) as [PowerName, string][]) {
    await expect(cashInStrip(page, power)).toContainText(amount)
  }
}

async function screenshotTabs(page: Page, prefix: 'tablet' | 'phone'): Promise<void> {
  for (const [tab, file] of TABS) {
    await openTab(page, tab)
    await page.evaluate(() => window.scrollTo(0, 0))
    await saveShot(page, { path: `${SCREENSHOTS}/${prefix}-${file}.png` })
    await saveShot(page, { path: `${SCREENSHOTS}/${prefix}-${file}-full.png`, fullPage: true })
  }
}

test('a new player runs a whole first session: setup, market, bank, refusal, undo, reload', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Your games', level: 1 })).toBeVisible()
  await expect(page.getByText(/tap\s+New game, pick the superpowers/)).toBeVisible()

  await startGame(page, [
    { power: 'USA', player: 'Alice' },
    { power: 'USSR', player: 'Boris' },
    { power: 'Europe', player: 'Claire' },
  ])
  // The first visit installs the service worker; the app says so once.
  await dismissOfflineReady(page)

  // The bank: each superpower starts with $7,000M, on the board and in the status strip.
  for (const [power, player] of [
    ['USA', 'Alice'],
    ['USSR', 'Boris'],
    ['Europe', 'Claire'],
  ] as const) {
    const card = cashCard(page, power)
    await expect(card).toContainText(player)
    await expect(card.getByRole('paragraph').first()).toHaveText('$7,000M')
  }
  await expectCash(page, { USA: '$7,000M', USSR: '$7,000M', Europe: '$7,000M' })
  await expect(page.getByText('Bank has paid out $21,000M')).toBeVisible()

  // Market: USA sells 2 oil.
  await openTab(page, 'Market')
  await expect(page).toHaveURL(/\/market$/)
  for (const resource of ['Grain', 'Oil', 'Minerals'] as const) await expect(marketPrice(page, resource)).toHaveText('$500M')
  const sale = { power: 'USA', side: 'sell', resource: 'Oil', units: 2 } as const
  const panel = await chooseTrade(page, sale)
  await expect(panel.getByText('USA receives $1,000M', { exact: true })).toBeVisible()
  await expect(panel.getByText('Oil $500M → $400M', { exact: true })).toBeVisible()
  await expect(panel.getByText('Move the oil market meter 2 spots left, to $400M')).toBeVisible()
  await expect(panel.getByText("Move USA's oil supply meter 2 spots left")).toBeVisible()
  await confirmTrade(page, sale)
  await expectCash(page, { USA: '$8,000M', USSR: '$7,000M', Europe: '$7,000M' })
  await expect(marketPrice(page, 'Oil')).toHaveText('$400M')
  await expect(meterNow(page, 'Oil')).toHaveText(/\$400M/)

  // Market: USSR buys 3 grain. Buying 3 costs 3 x $500M, then the meter moves 3 spots right:
  // index 12 -> 15 of the Price Index (shared/rules/FACTS.md), which is $800M.
  const purchase = { power: 'USSR', side: 'buy', resource: 'Grain', units: 3 } as const
  await chooseTrade(page, purchase)
  await expect(panel.getByText('USSR pays $1,500M', { exact: true })).toBeVisible()
  await expect(panel.getByText('Grain $500M → $800M', { exact: true })).toBeVisible()
  await expect(panel.getByText('Move the grain market meter 3 spots right, to $800M')).toBeVisible()
  await confirmTrade(page, purchase)
  await expectCash(page, { USA: '$8,000M', USSR: '$5,500M', Europe: '$7,000M' })
  await expect(marketPrice(page, 'Grain')).toHaveText('$800M')
  const grainSpots = page.getByRole('list', { name: 'Grain Price Index' }).getByRole('listitem')
  await expect(grainSpots.nth(15)).toContainText('now')
  await expect(grainSpots.nth(12)).not.toContainText('now')

  // Bank: Europe pays the bank $150M of salaries, typed on the keypad.
  await openTab(page, 'Bank')
  await cashCard(page, 'Europe').getByRole('button', { name: 'Pay / Receive' }).click()
  let sheet = page.getByRole('dialog', { name: 'Pay / Receive' })
  await expect(sheet).toBeVisible()
  await expect(sheet.getByRole('radiogroup', { name: 'Who pays' }).getByRole('radio', { name: 'Europe' })).toHaveAttribute('aria-checked', 'true')
  await expect(sheet.getByRole('radiogroup', { name: 'Who receives' }).getByRole('radio', { name: 'Bank' })).toHaveAttribute('aria-checked', 'true')
  await sheet.getByRole('radiogroup', { name: 'What for' }).getByRole('radio', { name: 'Salaries' }).click()
  let keypad = sheet.getByRole('group', { name: 'Amount' })
  for (const key of ['1', '5', '0']) await keypad.getByRole('button', { name: key, exact: true }).click()
  await expect(keypad.getByRole('status')).toHaveText('$150M')
  await expect(sheet.getByText('Europe $7,000M → $6,850M', { exact: true })).toBeVisible()
  await sheet.getByRole('button', { name: 'Confirm $150M' }).click()
  await expect(sheet).toBeHidden()
  await expect(cashCard(page, 'Europe').getByRole('paragraph').first()).toHaveText('$6,850M')
  await expectCash(page, { Europe: '$6,850M' })

  // Overspend: USA tries to pay the bank $9,000M and is refused; nothing changes.
  await cashCard(page, 'USA').getByRole('button', { name: 'Pay / Receive' }).click()
  sheet = page.getByRole('dialog', { name: 'Pay / Receive' })
  await expect(sheet.getByRole('radiogroup', { name: 'Who pays' }).getByRole('radio', { name: 'USA' })).toHaveAttribute('aria-checked', 'true')
  await sheet.getByRole('radiogroup', { name: 'What for' }).getByRole('radio', { name: 'Other' }).click()
  keypad = sheet.getByRole('group', { name: 'Amount' })
  for (const key of ['9', '0', '0', '0']) await keypad.getByRole('button', { name: key, exact: true }).click()
  await expect(keypad.getByRole('status')).toHaveText('$9,000M')
  const refusal = sheet.getByRole('alert')
  await expect(refusal).toContainText('USA has $8,000M; this costs $9,000M.')
  await expect(refusal.getByRole('button', { name: 'Borrow $1,000M from the bank' })).toBeVisible()
  await expect(sheet.getByRole('button', { name: 'Confirm $9,000M' })).toBeDisabled()
  await sheet.getByRole('button', { name: 'Close' }).click()
  await expect(sheet).toBeHidden()
  await expect(cashCard(page, 'USA').getByRole('paragraph').first()).toHaveText('$8,000M')
  await expect(cashCard(page, 'USA')).toContainText('Loans $0M')
  await expectCash(page, { USA: '$8,000M', USSR: '$5,500M', Europe: '$6,850M' })

  // Undo takes back the last accepted action: Europe's salary.
  const undo = page.getByRole('button', { name: 'Undo Europe paid the bank $150M (salaries)' }).first()
  await undo.click()
  await expectCash(page, { USA: '$8,000M', USSR: '$5,500M', Europe: '$7,000M' })
  await expect(cashCard(page, 'Europe').getByRole('paragraph').first()).toHaveText('$7,000M')
  await expect(page.getByRole('button', { name: 'Redo Europe paid the bank $150M (salaries)' }).first()).toBeEnabled()

  // The log: newest first, the salary struck through and marked undone.
  await openTab(page, 'Log')
  const log = page.getByRole('tabpanel', { name: 'Log' })
  const salary = log.getByRole('listitem').filter({ hasText: 'Europe paid the bank $150M (salaries)' }).filter({ hasNotText: 'Undid' })
  await expect(salary).toContainText('(undone)')
  const struck = salary.locator('s', { hasText: 'Europe paid the bank' })
  await expect(struck).toHaveText('Europe paid the bank $150M (salaries)')
  await expect(struck).toHaveCSS('text-decoration-line', 'line-through')
  await expectLog(page)

  // Reload: the game reopens on the same screen, with everything as it was.
  const url = page.url()
  await page.reload()
  await expect(page).toHaveURL(url)
  await expect(page.getByRole('tab', { name: 'Log', selected: true })).toBeVisible()
  await expectCash(page, { USA: '$8,000M', USSR: '$5,500M', Europe: '$7,000M' })
  await expectLog(page)
  await expect(salary).toContainText('(undone)')
  await expect(struck).toHaveCSS('text-decoration-line', 'line-through')
  await openTab(page, 'Market')
  await expect(marketPrice(page, 'Oil')).toHaveText('$400M')
  await expect(marketPrice(page, 'Grain')).toHaveText('$800M')
  await expect(marketPrice(page, 'Minerals')).toHaveText('$500M')
  await expect(tradePanel(page)).toBeVisible()
  await openTab(page, 'Supply centers')
  const usa = page.getByRole('article').filter({ has: page.getByText('Alice', { exact: true }) })
  await expect(usa.getByRole('group', { name: /^Oil: / })).toHaveAccessibleName('Oil: 1')
  const ussr = page.getByRole('article').filter({ has: page.getByText('Boris', { exact: true }) })
  await expect(ussr.getByRole('group', { name: /^Grain: / })).toHaveAccessibleName('Grain: 6')
  await openTab(page, 'Bank')
  await expect(cashCard(page, 'USA').getByRole('paragraph').first()).toHaveText('$8,000M')

  // Screenshots of the four tabs on a tablet and on a phone, for a look by eye.
  await screenshotTabs(page, 'tablet')
  await page.setViewportSize(PHONE)
  await screenshotTabs(page, 'phone')
})

/** The log's lines after the session: newest first, one Undo entry, nothing from the refusal. */
async function expectLog(page: Page): Promise<void> {
  // The Log itself, under the cash line that heads every tab but the Board.
  const log = page.getByRole('tabpanel', { name: 'Log' }).getByRole('region', { name: /^Log/ })
  await expect(log.getByRole('heading', { name: /^Log/ })).toHaveText('Log (5 entries)')
  const entries = log.getByRole('list').first().locator(':scope > li')
  await expect(entries).toHaveCount(5)
  await expect(entries.nth(0)).toContainText('Undid: Europe paid the bank $150M (salaries)')
  await expect(entries.nth(1)).toContainText('Europe paid the bank $150M (salaries)')
  await expect(entries.nth(2)).toContainText('USSR bought 3 grain from the market for $1,500M')
  await expect(entries.nth(3)).toContainText('USA sold 2 oil to the market for $1,000M')
  await expect(entries.nth(4)).toContainText('Game started (Standard Open) with USA (Alice), USSR (Boris), Europe (Claire)')
  await expect(log).not.toContainText('$9,000M')
}
