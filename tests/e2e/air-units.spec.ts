/**
 * The Air Units variant through the UI (issue 13), for USA and USSR on a tablet: the variant
 * switched on at setup, two air units built in Stage 6, their salaries in the next Stage 1, an air
 * battle in Stage 4 with Fire Power Edge points and each side's primary target, and the air units'
 * line in the Detente standings.
 */
import type { Locator, Page } from '@playwright/test'
import { dismissOfflineReady, expect, openTab, startGame, TABLET, test } from './helpers'
import { banner, bids, cash, expectWhere, nextStage, payStage1, stage2 } from './guided-steps'

const SEATS = [
  { power: 'USA', player: 'Ann' },
  { power: 'USSR', player: 'Boris' },
] as const

test.use({ viewport: TABLET })

async function more(scope: Locator, label: string, times: number): Promise<void> {
  for (let i = 0; i < times; i += 1) await scope.getByRole('button', { name: `more ${label}`, exact: true }).click()
}

async function typeDice(scope: Locator, testid: string, faces: number[]): Promise<void> {
  const box = scope.getByTestId(testid)
  for (const [i, f] of faces.entries()) await box.getByRole('radio', { name: `Die ${i + 1} shows ${f}` }).click()
}

/** A force count on a power's Supply centers card ("Armies", "Air units"). */
function force(page: Page, id: string, kind: string): Locator {
  return page.getByTestId(`supply-${id}`).locator('dl > div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${kind}$`) }) }).locator('dd')
}

test('Air Units: switched on at setup, two built, their salaries paid, an air battle with edge points and a primary target, and the Detente line', async ({ page }) => {
  await page.goto('/')
  await dismissOfflineReady(page)
  await startGame(page, SEATS, { guided: true, title: 'Air Units', airUnits: true })

  // Cycle 1: no air units yet, so Stage 1 is the basic game's bill.
  await expectWhere(page, 'Cycle 1 · Stage 1 · Pay Salaries and Loans to Bank')
  await payStage1(page, [
    ['usa', '$340M'],
    ['ussr', '$360M'],
  ])
  await stage2(page, 1)
  await bids(page, 'Cycle 1 · Stage 3 · Sell Resources', false, false)
  await bids(page, 'Cycle 1 · Stage 5 · Move Forces', false, false)

  // Stage 6: USA builds two air units for one set of supplies and $400M.
  await bids(page, 'Cycle 1 · Stage 6 · Build Forces and Weapons', true, false)
  const build = page.getByTestId('build-air-units')
  await more(build, 'Air units', 2)
  await expect(build.getByTestId('preview')).toContainText('2 air units: 1 set (1 grain, 1 oil, 1 mineral) and $400M')
  await build.getByRole('button', { name: 'Build and pay' }).click()
  await cash(page, 'USA', '$6,260M')
  await openTab(page, 'Supply centers')
  await expect(force(page, 'usa', 'Air units')).toHaveText('2')
  await openTab(page, 'Stage')
  await banner(page).getByRole('button', { name: 'End turn' }).click()
  // USA again (the only bidder): End turn with nothing more built is its pass.
  await expect(banner(page).getByTestId('play-turn')).toContainText('USA')
  await banner(page).getByRole('button', { name: 'End turn' }).click()
  await expectWhere(page, 'Cycle 1 · Stage 6 · Build Forces and Weapons · Phase F')
  await nextStage(page)
  await bids(page, 'Cycle 1 · Stage 7 · Buy or Prospect for Resources', false, false)

  // Cycle 2, Stage 1: USA's bill has a line of its own for the air units, $10M each.
  await expectWhere(page, 'Cycle 2 · Stage 1 · Pay Salaries and Loans to Bank')
  await expect(page.getByTestId('stage1-usa')).toContainText('2 air units')
  await payStage1(page, [
    ['usa', '$360M'],
    ['ussr', '$360M'],
  ])
  await cash(page, 'USA', '$5,900M')
  await stage2(page, 2)
  await bids(page, 'Cycle 2 · Stage 3 · Sell Resources', false, false)

  // Stage 4: USA attacks USSR's two armies with two air units and an army.
  await bids(page, 'Cycle 2 · Stage 4 · Attack', true, false)
  const stage = page.getByRole('tabpanel', { name: 'Stage' })
  await stage.getByRole('radiogroup', { name: 'Battle' }).getByRole('radio', { name: 'Air battle' }).click()
  const desk = stage.getByTestId('air-battle-desk')
  await desk.getByRole('radiogroup', { name: 'Defender' }).getByRole('radio', { name: 'USSR' }).click()
  await desk.getByTestId('air-battle-target').fill('Siberia')
  await more(desk, 'Attacking air units', 2)
  await more(desk, 'Attacking armies', 1)
  await more(desk, 'Defending armies', 2)
  // Fire power 2 × 5 + 1 = 11 against 2 halved to 1 (no air units): the fire-power die and 3 edge points.
  await expect(desk.getByTestId('air-attacker-figures')).toHaveText('Fire power 11 · 2 dice · +3 edge points')
  await expect(desk.getByTestId('air-defender-figures')).toHaveText('Fire power 1 (2 halved) · 2 dice')
  await expect(desk.getByTestId('air-odds-summary')).toContainText('Defender destroyed:')
  // USSR aims at the air units: a 7 destroys one (6 kill points) and the point over is wasted.
  await desk.getByRole('radiogroup', { name: 'USSR aims first at (primary target)' }).getByRole('radio', { name: 'Air unit' }).click()
  await typeDice(desk, 'air-dice-attacker', [5, 3])
  await typeDice(desk, 'air-dice-defender', [4, 3])
  const verdict = page.getByTestId('air-battle-verdict')
  await expect(verdict).toContainText('USA scores 8 + 3 edge = 11 points: USSR loses 2 armies.')
  await expect(verdict).toContainText('USSR scores 7 points: USA loses 1 air unit.')
  await page.getByTestId('confirm-air-battle').click()
  const result = page.getByTestId('air-battle-result')
  await expect(result).toContainText('Remove 2 armies of USSR.')
  await expect(result).toContainText('Remove 1 air unit of USA.')
  await openTab(page, 'Supply centers')
  await expect(force(page, 'usa', 'Air units')).toHaveText('1')

  // Detente: the remaining air unit is worth $100M.
  await page.getByRole('tab', { name: 'Standings' }).click()
  const usa = page.getByRole('list', { name: 'Detente standings' }).locator(':scope > li').filter({ hasText: 'USA' })
  await usa.getByRole('button').first().click()
  await expect(usa.getByRole('listitem').filter({ hasText: '1 air unit × $100M = $100M' })).toHaveCount(1)
})
