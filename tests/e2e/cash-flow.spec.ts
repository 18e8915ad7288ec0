/**
 * The Cash Flow variant through the UI (issue 15): USA and USSR set up a Cash Flow game on the
 * new-game screen, one power's step at a time (own-stack chips, neutral cards typed, the entropy
 * token, the face-up row), the Board shows the economy, USA chooses an action in the sheet the big
 * button opens and ends its turn on the Turn tab, USSR makes the entropy discard
 * with typed dice (a re-roll, then grain, minimum 3), chooses R&D and ends; a reload keeps it all.
 * Screenshots of the setup, the Board and the Turn panel at three sizes, light and dark.
 */
import type { Locator, Page } from '@playwright/test'
import { dismissOfflineReady, expect, PHONE, TABLET, test, saveShot } from './helpers'
import { fillCashFlowSetup } from './cash-flow-steps'

test.use({ viewport: TABLET })

const SHOTS = 'test-results/cash-flow'

test('Cash Flow: set up through the screens, an action chosen and a turn ended, the entropy discard by typed dice, kept over a reload', async ({ page }) => {
  await page.goto('/')
  await dismissOfflineReady(page)
  await fillCashFlowSetup(page)
  // The rules judge the complete setup: a card of each power in one territory is refused by Start.
  await page.getByTestId('cf-step-ussr').click()
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

  // The banner's step opens the six actions in place; USA chooses Market there, and its form follows in the same sheet.
  await page.getByTestId('play-banner').getByRole('button', { name: 'USA: choose an action' }).click()
  const sheet = page.getByTestId('action-sheet')
  await sheet.getByTestId('action-market').click()
  await expect(sheet.getByTestId('market-action')).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Board', selected: true })).toBeVisible()
  await sheet.getByRole('button', { name: 'Close' }).click()
  // Nothing sold or bought: the banner leads to the form; on the Turn tab End asks once more.
  await expect(page.getByTestId('play-banner').getByRole('button', { name: 'USA: trade on the market' })).toBeVisible()
  await page.getByRole('tab', { name: 'Turn' }).click()
  await expect(page.getByTestId('market-action')).toBeVisible()
  await page.getByRole('button', { name: 'End the turn', exact: true }).click()
  await expect(page.getByTestId('end-turn-idle')).toHaveText('Nothing was sent for the Market action this turn. End the turn anyway?')
  await page.getByRole('button', { name: 'Yes, end the turn' }).click()

  // USSR holds the token: the discard first. A 1 (minerals) owned by none: re-roll; a 5, grain; minimum 3.
  const entropy = page.getByTestId('entropy-discard')
  await expect(entropy).toBeVisible()
  await expect(page.getByTestId('bar-where')).toHaveText('Cash Flow · Turn 2')
  await entropy.getByTestId('entropy-type').getByRole('radio', { name: 'Die 1 shows 1' }).click()
  await entropy.getByTestId('entropy-reroll').click()
  await entropy.getByTestId('entropy-type').getByRole('radio', { name: 'Die 1 shows 5' }).click()
  await entropy.getByTestId('entropy-production').getByRole('radio', { name: 'Die 1 shows 3' }).click()
  await expect(entropy.getByTestId('preview')).toContainText('Discard: Rovno Grains')
  await saveShot(page, { path: `${SHOTS}/turn-entropy-tablet.png`, fullPage: true })
  await entropy.getByRole('button', { name: 'Discard and pass the token' }).click()
  await expect(page.getByTestId('action-research')).toBeVisible()
  await page.getByTestId('action-research').click()
  // A loan outside the Market action (the default reading, any moment): USA lends USSR $500M during its R&D action.
  const loan = page.getByTestId('turn-loan')
  await loan.getByText('Borrow or lend money').click()
  await loan.getByRole('radiogroup', { name: /^Money from/ }).getByTestId('pick-usa').click()
  await loan.getByRole('radiogroup', { name: 'Money to' }).getByTestId('pick-ussr').click()
  for (const d of ['5', '0', '0']) await loan.getByRole('button', { name: d, exact: true }).click()
  await expect(loan).toContainText('USSR receives $500M')
  for (const s of [TABLET, PHONE]) {
    await page.setViewportSize(s)
    await saveShot(page, { path: `${SHOTS}/turn-loan-${s.width}.png`, fullPage: true })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(s.width)
  }
  await page.setViewportSize(TABLET)
  await loan.getByTestId('confirm-loan').click()
  await page.getByRole('tab', { name: 'Board' }).click()
  await expect(board.getByTestId('board-cash-ussr')).toHaveText('$3,500M')
  await page.getByRole('tab', { name: 'Turn' }).click()
  await page.getByRole('button', { name: 'End the turn', exact: true }).click()
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
      await saveShot(page, { path: `${SHOTS}/setup-${s.name}-${scheme}.png`, fullPage: true })
      // A phone's page is too long to read whole: its parts one by one.
      if (s.name === 'phone') {
        await page.getByTestId('cf-step-usa').click()
        await saveShot(page.getByTestId('cash-flow-usa'), { path: `${SHOTS}/setup-phone-${scheme}-usa.png` })
        await page.getByTestId('cf-step-deck').click()
        await saveShot(page.getByTestId('cash-flow-setup').locator('.entropy'), { path: `${SHOTS}/setup-phone-${scheme}-entropy.png` })
        await saveShot(page.getByTestId('cash-flow-setup').locator('.deck'), { path: `${SHOTS}/setup-phone-${scheme}-deck.png` })
        await saveShot(page.getByTestId('cash-flow-setup').locator('.readings'), { path: `${SHOTS}/setup-phone-${scheme}-readings.png` })
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(s.width)
    }
  }
  await page.setViewportSize(TABLET)
  await page.getByRole('button', { name: 'Start game' }).click()
  await expect(page.getByTestId('cash-flow-board')).toBeVisible()
  await page.getByRole('tab', { name: 'Supply centers' }).click()
  await saveShot(page, { path: `${SHOTS}/supply-tablet.png`, fullPage: true })
  await page.getByRole('tab', { name: 'Log' }).click()
  await saveShot(page, { path: `${SHOTS}/log-tablet.png`, fullPage: true })
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    for (const s of sizes) {
      await page.setViewportSize({ width: s.width, height: s.height })
      await page.getByRole('tab', { name: 'Board' }).click()
      await saveShot(page, { path: `${SHOTS}/board-${s.name}-${scheme}.png`, fullPage: true })
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(s.width)
      await page.getByRole('tab', { name: 'Turn' }).click()
      await expect(page.getByTestId('turn-panel')).toBeVisible()
      await saveShot(page, { path: `${SHOTS}/turn-${s.name}-${scheme}.png`, fullPage: true })
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(s.width)
    }
  }
})

/** The power whose turn it is discards for entropy: type die, minimum-production die, a company if the screen asks which. */
async function entropyDiscard(page: Page, typeFace: number, productionFace: number): Promise<void> {
  const entropy = page.getByTestId('entropy-discard')
  await expect(entropy).toBeVisible()
  await entropy.getByTestId('entropy-type').getByRole('radio', { name: `Die 1 shows ${typeFace}` }).click()
  await entropy.getByTestId('entropy-production').getByRole('radio', { name: `Die 1 shows ${productionFace}` }).click()
  if (await entropy.getByTestId('entropy-choice').isVisible()) await entropy.getByTestId('entropy-choice').getByRole('radio').first().click()
  await entropy.getByRole('button', { name: 'Discard and pass the token' }).click()
  await expect(entropy).toHaveCount(0)
}

const SIZES = [
  { name: 'tablet', ...TABLET },
  { name: 'portrait', width: 800, height: 1280 },
  { name: 'phone', ...PHONE },
] as const

/**
 * Screenshots of what is on screen now at the three sizes, light and dark; nothing wider than the
 * screen. A phone's page is too long to read whole: also the screen a player sees once scrolled to
 * each of `parts`. Back to the tablet, light.
 */
async function shoot(page: Page, name: string, parts: Locator[] = []): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    for (const s of SIZES) {
      await page.setViewportSize({ width: s.width, height: s.height })
      await saveShot(page, { path: `${SHOTS}/play-${name}-${s.name}-${scheme}.png`, fullPage: true })
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(s.width)
      if (s.name !== 'phone') continue
      for (const [i, part] of parts.entries()) {
        await part.scrollIntoViewIfNeeded()
        await saveShot(page, { path: `${SHOTS}/play-${name}-phone-${scheme}-${i + 1}.png` })
      }
    }
  }
  await page.emulateMedia({ colorScheme: 'light' })
  await page.setViewportSize(TABLET)
}

/** A power's Supply row on the Board: grain, oil, minerals. */
const supplyRow = (page: Page, power: string) => page.getByTestId(`board-power-${power}`).locator('tbody tr').first().locator('td')

test('Cash Flow as a group plays it: production with labor, an ask bought between players, a set sold to labor, the nuke card scored, a matched-dice battle, kept over a reload', async ({ page }) => {
  await page.goto('/')
  await dismissOfflineReady(page)
  await fillCashFlowSetup(page)
  await page.getByRole('button', { name: 'Start game' }).click()
  const board = page.getByTestId('cash-flow-board')
  const where = page.getByTestId('bar-where')
  const tab = (name: string | RegExp) => page.getByRole('tab', { name })
  // Every turn below sends something of its action: End ends it in one tap.
  const endTurn = () => page.getByRole('button', { name: 'End the turn', exact: true }).click()
  await expect(board.getByTestId('board-cash-usa')).toHaveText('$3,000M')
  await expect(supplyRow(page, 'usa')).toHaveText(['5', '5', '5'])

  // Turn 1, USA (no entropy on the first turn): Production of grain, one labor unit at the first box's $25M.
  await tab('Turn').click()
  await page.getByTestId('action-production').click()
  const production = page.getByTestId('production-action')
  await production.getByTestId('produce-grain').getByRole('button', { name: /Grain · labor \$25M/ }).click()
  await expect(production.getByTestId('produce-grain').getByTestId('yield')).toHaveText('7 units: Grain 5 → 12')
  // Once grain is ticked, oil would pay the next box.
  await expect(production.getByTestId('produce-oil')).toContainText('Oil · labor $50M')
  await expect(production.getByTestId('labor-total')).toHaveText('1 labor unit: $25M')
  await expect(production.getByTestId('preview')).toContainText('USA pays $25M')
  await shoot(page, 'production', [production.getByTestId('confirm-produce')])
  await production.getByTestId('confirm-produce').click()
  await expect(production.getByTestId('confirm-produce')).toBeDisabled()
  await tab('Board').click()
  await expect(board.getByTestId('board-cash-usa')).toHaveText('$2,975M')
  await expect(supplyRow(page, 'usa')).toHaveText(['12', '5', '5'])
  await expect(board.getByTestId('board-labor')).toContainText('$50M')
  await tab('Markets').click()
  await expect(page.getByTestId('next-labor')).toHaveText('Next unit of labor: $50M')
  await expect(page.getByTestId('labor-money')).toHaveText('Money on the labor market: $25M (1 stack)')
  await tab('Turn').click()
  await endTurn()
  await expect(where).toHaveText('Cash Flow · Turn 2')

  // Turn 2, USSR: the entropy discard (grain, at least 3), then the Market action: 2 oil listed at $100M each.
  await entropyDiscard(page, 5, 3)
  await page.getByTestId('action-market').click()
  const market = page.getByTestId('market-action')
  await market.getByRole('radio', { name: 'List units' }).click()
  await market.getByRole('radio', { name: 'Oil' }).click()
  await market.getByRole('button', { name: 'more Units' }).click()
  await market.getByRole('radio', { name: '$100M' }).click()
  await expect(market.getByTestId('preview')).toContainText('Put 2 USSR discs on the oil market at $100M')
  await shoot(page, 'market-list', [market.getByTestId('confirm-market')])
  await market.getByTestId('confirm-market').click()
  await expect(market).toContainText('USSR has 2 of 12 units on the market')
  await tab('Markets').click()
  const oilAsks = page.getByTestId('asks-oil')
  await expect(oilAsks.locator('tbody tr')).toHaveCount(1)
  await expect(oilAsks.locator('tbody tr').first()).toContainText(/\$100M.*USSR.*2/)
  await expect(oilAsks).toContainText('2 units for sale, from $100M')
  await shoot(page, 'markets', [page.getByTestId('labor-boxes'), market.getByTestId('confirm-market')])
  // On a phone the last labor box's "$1,000M" stays inside its box.
  await page.setViewportSize(PHONE)
  expect(await page.getByTestId('labor-boxes').locator('li').last().evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0)
  await page.setViewportSize(TABLET)
  await tab('Board').click()
  await expect(supplyRow(page, 'ussr')).toHaveText(['5', '3', '5'])
  await tab('Turn').click()
  await endTurn()
  await expect(where).toHaveText('Cash Flow · Turn 3')

  // Turn 3, USA: the discard, then Market: both oil units bought from the USSR, then one set sold to labor demand.
  await entropyDiscard(page, 5, 1)
  await page.getByTestId('action-market').click()
  await market.getByRole('radio', { name: 'Buy an ask' }).click()
  await market.getByRole('radio', { name: 'Oil: USSR, 2 units at $100M' }).click()
  await market.getByRole('button', { name: 'more Units' }).click()
  await expect(market.getByTestId('preview')).toContainText('USA pays $200M')
  await shoot(page, 'market-buy', [market.getByTestId('confirm-market')])
  await market.getByTestId('confirm-market').click()
  await expect(market.getByTestId('no-asks')).toHaveText('No other power has units for sale.')
  await market.getByRole('radio', { name: 'Satisfy labor demand' }).click()
  await expect(market).toContainText('1 set picks up $25M')
  await expect(market.getByTestId('preview')).toContainText('USA receives $25M')
  await market.getByTestId('confirm-market').click()
  await expect(market).toContainText('Next unit of labor: $25M')
  await tab('Markets').click()
  await expect(oilAsks).toContainText('No asks')
  await expect(page.getByTestId('next-labor')).toHaveText('Next unit of labor: $25M')
  await expect(page.getByTestId('labor-money')).toHaveText('Money on the labor market: $0M (0 stacks)')
  await tab('Board').click()
  // $2,975M − $200M for the oil + $25M for the set; the USSR was paid $200M.
  await expect(board.getByTestId('board-cash-usa')).toHaveText('$2,800M')
  await expect(board.getByTestId('board-cash-ussr')).toHaveText('$3,200M')
  await expect(supplyRow(page, 'usa')).toHaveText(['11', '6', '4'])
  await tab('Turn').click()
  await endTurn()
  await expect(where).toHaveText('Cash Flow · Turn 4')

  // Turn 4, USSR: the discard, then R&D: the top card of the deck is the nuke card: a scoring round.
  await entropyDiscard(page, 3, 1)
  await page.getByTestId('action-research').click()
  const research = page.getByTestId('research-action')
  await expect(research.getByTestId('research-labor')).toHaveText('Labor for the next card: $25M (box 1 of 36).')
  await research.getByTestId('research-from-deck').click()
  await research.getByRole('radio', { name: "It's the nuke card" }).click()
  await expect(research.getByTestId('preview')).toContainText('The nuke card: a scoring round now')
  await shoot(page, 'research', [research.getByTestId('research-confirm')])
  await research.getByTestId('research-confirm').click()
  await tab(/Standings|Ranks/).click()
  const round = page.getByTestId('scores-round-0')
  await expect(round).toContainText('Round 1: the nuke card, turn 4')
  await expect(round).toContainText('$2,800M → 2 points')
  await expect(round).toContainText('$3,175M → 3 points')
  await expect(page.getByTestId('scores-totals')).toContainText(/USA.*6 points.*Leading/)
  await shoot(page, 'standings', [round, page.getByTestId('scores-now')])
  // On a phone each power's line is a card: its points in sight, not in a fourth column off screen.
  await page.setViewportSize(PHONE)
  // (The round scrolls sideways when too wide, which the page's own width would not show.)
  expect(await round.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0)
  await expect(round.locator('td.points').first()).toHaveText('6')
  await page.setViewportSize(TABLET)
  await tab('Board').click()
  await expect(board.getByTestId('board-tech')).toContainText(/nuke/i)
  await expect(board.getByTestId('board-score-usa')).toHaveText('Score 6')
  await tab('Turn').click()
  await endTurn()
  await expect(where).toHaveText('Cash Flow · Turn 5')

  // Turn 5, USA: the discard, then Attack: 3 USA units against 2 USSR in Kazakh, dice matched high to high.
  await entropyDiscard(page, 5, 1)
  await page.getByTestId('action-attack').click()
  const conv = page.getByTestId('cf-conventional')
  await conv.getByLabel('Territory or sea attacked').fill('Kazakh')
  await conv.getByTestId('pick-ussr').click()
  await conv.getByRole('button', { name: 'more Attacking units' }).click()
  await conv.getByRole('button', { name: 'more Attacking units' }).click()
  await conv.getByRole('button', { name: 'more Defending units' }).click()
  await expect(conv.getByTestId('cf-attack-odds-lines')).toContainText('USSR wiped out')
  for (const [i, f] of [6, 3, 2].entries()) await conv.getByTestId('cf-attack-dice-attacker').getByRole('radio', { name: `Die ${i + 1} shows ${f}` }).click()
  for (const [i, f] of [5, 3].entries()) await conv.getByTestId('cf-attack-dice-defender').getByRole('radio', { name: `Die ${i + 1} shows ${f}` }).click()
  await expect(conv.getByTestId('cf-attack-pairs')).toContainText('6 v 5: USSR loses a unit')
  await expect(conv.getByTestId('cf-attack-pairs')).toContainText('3 v 3, a tie: USSR loses a unit')
  await expect(conv.getByTestId('cf-attack-losses')).toHaveText('USA loses 0, USSR loses 2 armies or navies.')
  await shoot(page, 'attack', [conv.getByTestId('cf-attack-odds'), conv.getByTestId('cf-attack-dice-defender'), conv.getByTestId('cf-attack-fight')])
  await conv.getByTestId('cf-attack-fight').click()
  await expect(conv.getByTestId('cf-attack-done')).toContainText('USA loses 0, USSR loses 2')
  await tab('Board').click()
  // One grain for the one border crossed.
  await expect(supplyRow(page, 'usa')).toHaveText(['10', '6', '4'])
  await tab('Turn').click()
  await endTurn()
  await expect(where).toHaveText('Cash Flow · Turn 6')

  // A reload: the books, the markets, the round and the battle all kept.
  await page.reload()
  await expect(where).toHaveText('Cash Flow · Turn 6')
  await tab('Board').click()
  await expect(board.getByTestId('board-cash-usa')).toHaveText('$2,800M')
  await expect(board.getByTestId('board-cash-ussr')).toHaveText('$3,175M')
  await expect(supplyRow(page, 'usa')).toHaveText(['10', '6', '4'])
  await tab('Markets').click()
  await expect(page.getByTestId('next-labor')).toHaveText('Next unit of labor: $50M')
  await tab(/Standings|Ranks/).click()
  await expect(page.getByTestId('scores-round-0')).toContainText('Round 1: the nuke card, turn 4')
  await tab('Log').click()
  const log = page.getByRole('tabpanel', { name: 'Log' })
  await expect(log).toContainText('USA attacked USSR in Kazakh: 6 3 2 against 5 3')
  await expect(log).toContainText('R&D: USSR drew the nuke card from the deck: a scoring round')
  await expect(log).toContainText('USA satisfied labor demand with 1 set')
  await expect(log).toContainText('USA bought 2 oil from USSR at $100M each')
})
