/**
 * Stages 5 to 7 of the guided order of play through the UI, for two powers on a tablet:
 * a paid move, forces built (and the first cycle's closed nukes and research), a market
 * purchase, a Double Seven, a prospected card kept face down then opened, closed and reopened,
 * and in the next cycle the salaries of the new card and forces, its production, and nuke research.
 */
import type { Locator, Page } from '@playwright/test'
import { chooseTrade, confirmTrade, dismissOfflineReady, expect, marketPrice, openTab, startGame, TABLET, test, tradePanel } from './helpers'
import { banner, bids, cash, expectTurn, expectWhere, nextStage, pass, payStage1, stage2, stageTab } from './guided-steps'

const SEATS = [
  { power: 'USA', player: 'Ann' },
  { power: 'USSR', player: 'Boris' },
] as const

test.use({ viewport: TABLET })

/** One row of a power's supply-center card on the Supply centers tab ("Grain" … "Nukes"). */
function supplyRow(page: Page, id: string, row: string): Locator {
  return page.getByTestId(`supply-${id}`).getByRole('group', { name: new RegExp(`^${row}: `) }).getByTestId('row-value')
}

/** Armies or Navies on a power's supply-center card. */
function forces(page: Page, id: string, kind: 'Armies' | 'Navies'): Locator {
  return page.getByTestId(`supply-${id}`).locator('div').filter({ has: page.getByText(kind, { exact: true }) }).getByRole('definition')
}

async function expectSupplies(page: Page, id: string, rows: Record<string, number>): Promise<void> {
  for (const [row, value] of Object.entries(rows)) await expect(supplyRow(page, id, row), `${id} ${row}`).toHaveText(String(value))
}

/** The Actions sheet of a company card on the Supply centers tab: one action, its preview, Confirm. */
async function turnCard(page: Page, company: string, action: 'Open (face up)' | 'Close (face down)', preview: string): Promise<void> {
  await page.getByRole('button', { name: `Actions for ${company}` }).click()
  const sheet = page.getByRole('dialog', { name: company })
  await sheet.getByRole('radiogroup', { name: 'What happens to this card' }).getByRole('radio', { name: action }).click()
  await expect(sheet.getByTestId('preview')).toContainText(preview)
  await sheet.getByRole('button', { name: 'Confirm' }).click()
  await expect(sheet).toBeHidden()
}

test('stages 5 to 7 for two powers: a move, forces, a purchase, prospecting, a card reopened, then nuke research', async ({ page }) => {
  await page.goto('/')
  await dismissOfflineReady(page)
  // This walk-through was written for the reading where a pass is final (Phase E: USSR passes, USA
  // then prospects in a row); the default rotation reading is walked through in order-of-play.spec.ts.
  await startGame(page, SEATS, { guided: true, title: 'Stages 5 to 7', passIsFinal: true })

  // Cycle 1, Stages 1 and 2.
  await expectWhere(page, 'Cycle 1 · Stage 1 · Pay Salaries and Loans to Bank')
  await cash(page, 'USA', '$7,000M')
  await cash(page, 'USSR', '$7,000M')
  await payStage1(page, [
    ['usa', '$340M'],
    ['ussr', '$360M'],
  ])
  await cash(page, 'USA', '$6,660M')
  await cash(page, 'USSR', '$6,640M')
  await stage2(page, 1)
  await openTab(page, 'Supply centers')
  await expectSupplies(page, 'usa', { Grain: 8, Oil: 8, Minerals: 8 })
  await openTab(page, 'Stage')

  // Stage 3: nobody bids; Stage 4 is skipped in the first cycle.
  await bids(page, 'Cycle 1 · Stage 3 · Sell Resources', false, false)

  // Stage 5: only USA bids and plays at once. Marching 2 army-territories and airlifting 1 army.
  await bids(page, 'Cycle 1 · Stage 5 · Move Forces', true, false)
  await expectWhere(page, 'Cycle 1 · Stage 5 · Move Forces · Phase C')
  await expectTurn(page, 'USA')
  const move = stageTab(page).getByRole('region', { name: 'Moving costs' })
  await expect(move.getByTestId('pay-move')).toBeDisabled()
  await move.getByRole('button', { name: 'more Army-territories marched' }).click()
  await move.getByRole('button', { name: 'more Army-territories marched' }).click()
  await move.getByRole('button', { name: 'more Armies airlifted' }).click()
  await expect(move.getByRole('group', { name: 'Army-territories marched' }).getByRole('status')).toHaveText('2')
  await expect(move.getByRole('group', { name: 'Armies airlifted' }).getByRole('status')).toHaveText('1')
  const movePreview = move.getByTestId('preview')
  await expect(movePreview).toContainText("Move USA's grain supply meter 2 spots left, to 6")
  await expect(movePreview).toContainText("Move USA's oil supply meter 2 spots left, to 6")
  await move.getByRole('button', { name: 'Pay the moving cost' }).click()
  await expect(move.getByRole('group', { name: 'Army-territories marched' }).getByRole('status')).toHaveText('0')
  await cash(page, 'USA', '$6,660M')
  await openTab(page, 'Supply centers')
  await expectSupplies(page, 'usa', { Grain: 6, Oil: 6, Minerals: 8 })
  await expectSupplies(page, 'ussr', { Grain: 8, Oil: 8, Minerals: 8 })
  await openTab(page, 'Stage')
  // USA is the only one moving: its turn comes back until it passes; then Stage 5 is over.
  await pass(page, 'USA')
  await expect(banner(page).getByTestId('play-moment')).toHaveText('Stage 5 is over; Stage 6 bids next.')
  await nextStage(page)

  // Stage 6: only USA bids. 4 armies and 2 navies: 2 sets and $600M.
  await bids(page, 'Cycle 1 · Stage 6 · Build Forces and Weapons', true, false)
  await expectWhere(page, 'Cycle 1 · Stage 6 · Build Forces and Weapons · Phase C')
  await expect(banner(page)).toContainText('No nukes, L-stars or research in the first cycle.')
  const build = page.getByTestId('build-forces')
  for (let i = 0; i < 4; i += 1) await build.getByRole('button', { name: 'more Armies' }).click()
  for (let i = 0; i < 2; i += 1) await build.getByRole('button', { name: 'more Navies' }).click()
  const buildPreview = build.getByTestId('preview')
  await expect(buildPreview).toContainText('4 armies and 2 navies: 2 sets (2 grain, 2 oil, 2 minerals) and $600M')
  await expect(buildPreview).toContainText('USA pays $600M')
  await build.getByRole('button', { name: 'Build and pay' }).click()
  await expect(build.getByTestId('preview')).toContainText('Count the armies and navies to build.')
  await cash(page, 'USA', '$6,060M')
  // Nukes, L-stars and research are closed in the first cycle, with the rule's reason.
  const weapons = page.getByTestId('build-weapons')
  await expect(weapons.getByTestId('weapons-closed')).toContainText('No one may build nukes or L-stars on the first turn; this is Cycle 1.')
  await expect(weapons.getByRole('button', { name: 'more Nukes' })).toBeDisabled()
  await expect(weapons.getByRole('button', { name: 'more L-stars' })).toBeDisabled()
  const research = page.getByTestId('research')
  await expect(research.getByTestId('research-closed')).toContainText('No one may research and develop strategic weapons on the first turn; this is Cycle 1.')
  await expect(research.getByRole('radio', { name: 'Nuke card' })).toBeDisabled()
  await expect(research.getByRole('button', { name: 'Pay for the research' })).toBeDisabled()
  await openTab(page, 'Supply centers')
  await expectSupplies(page, 'usa', { Grain: 4, Oil: 4, Minerals: 6 })
  await expect(forces(page, 'usa', 'Armies')).toHaveText('8')
  await expect(forces(page, 'usa', 'Navies')).toHaveText('2')
  await openTab(page, 'Stage')
  // End turn: the only builder's turn comes round again; Pass ends the phase.
  await banner(page).getByRole('button', { name: 'End turn' }).click()
  await pass(page, 'USA')
  await expectWhere(page, 'Cycle 1 · Stage 6 · Build Forces and Weapons · Phase F')
  await nextStage(page)

  // Stage 7: both bid. USA has one cube left; USSR two or more: Double Seven.
  await bids(page, 'Cycle 1 · Stage 7 · Buy or Prospect for Resources', true, true)
  await expectWhere(page, 'Cycle 1 · Stage 7 · Buy or Prospect for Resources · Player Sequence')
  await page.getByTestId('roll-usa').getByRole('button', { name: '3', exact: true }).click()
  await page.getByTestId('roll-ussr').getByRole('button', { name: '6', exact: true }).click()
  await page.getByTestId('primary-set-order').click() // the big button, once every die is in
  await expectWhere(page, 'Cycle 1 · Stage 7 · Buy or Prospect for Resources · Phase C')
  await expect(page.getByTestId('seq-ussr')).toContainText('Double Seven: may buy and prospect')
  await expect(page.getByTestId('seq-usa')).not.toContainText('Double Seven')

  // Phase C: USSR buys 1 grain on the Market tab, USA passes, USSR passes.
  await expectTurn(page, 'USSR')
  await expect(banner(page).getByTestId('play-next')).toContainText('USSR: buy one resource from the market, or pass')
  await stageTab(page).getByRole('button', { name: 'Open the Market' }).click()
  await expect(page.getByRole('tab', { name: 'Market', selected: true })).toBeVisible()
  const purchase = { power: 'USSR', side: 'buy', resource: 'Grain', units: 1 } as const
  await chooseTrade(page, purchase)
  await expect(marketPrice(page, 'Grain')).toContainText('$500M')
  await expect(tradePanel(page).getByTestId('preview')).toContainText('USSR pays $500M')
  await confirmTrade(page, purchase)
  await cash(page, 'USSR', '$6,140M')
  await pass(page, 'USA')
  await pass(page, 'USSR')
  await expectWhere(page, 'Cycle 1 · Stage 7 · Buy or Prospect for Resources · Phase D')
  await nextStage(page, /^Next phase ›$/)

  // Phase E: USSR (Double Seven) may still prospect but passes; USA did not buy and prospects.
  await openTab(page, 'Stage')
  await expectWhere(page, 'Cycle 1 · Stage 7 · Buy or Prospect for Resources · Phase E')
  await pass(page, 'USSR')
  await expectTurn(page, 'USA')
  const prospect = page.getByTestId('prospect')
  await expect(prospect).toContainText('USA prospects')
  await expect(prospect.getByTestId('prospects-left')).toHaveText('3 of 3 attempts left this cycle')
  await prospect.getByRole('radiogroup', { name: 'Resource sought' }).getByRole('radio', { name: 'Oil' }).click()
  await prospect.getByRole('button', { name: 'more Cards turned' }).click()
  await prospect.getByRole('button', { name: 'more Cards turned' }).click()
  await expect(prospect.getByRole('group', { name: 'Cards turned' })).toContainText('3 cards turned × $200M = $600M (the kept card included)')
  await prospect.getByRole('radio', { name: 'Found: keep the card' }).click()
  await prospect.getByLabel('Territory').fill('Indonesia')
  await expect(prospect.getByRole('group', { name: 'Units' }).getByRole('status')).toHaveText('2')
  await expect(prospect.getByTestId('preview')).toContainText('USA pays $600M')
  await expect(prospect.getByTestId('preview')).toContainText('Give USA the card Indonesia oil (Indonesia, 2 oil)')
  await prospect.getByRole('button', { name: 'Pay and record the attempt' }).click()
  await expect(page.getByTestId('prospect-done')).toContainText('USA keeps the card face down.')
  await cash(page, 'USA', '$5,460M')
  await expect(prospect.getByTestId('prospects-left')).toHaveText('2 of 3 attempts left this cycle')

  // The card is face down on the Supply centers tab: open it (free), close it, reopen it ($200M).
  await openTab(page, 'Supply centers')
  const usaCard = page.getByTestId('supply-usa')
  await expect(usaCard.getByText('Companies (7)')).toBeVisible()
  const indonesia = usaCard.getByRole('listitem').filter({ hasText: 'Indonesia oil' })
  await expect(indonesia).toContainText('Indonesia · 2 oil')
  await expect(indonesia).toContainText('closed (face down): no salary, no production')
  await expect(indonesia).toContainText('Closed')
  await expectSupplies(page, 'ussr', { Grain: 9 })
  await turnCard(page, 'Indonesia oil', 'Open (face up)', 'Indonesia oil has never been open: opening it is free.')
  await expect(indonesia).not.toContainText('Closed')
  await expect(indonesia).toContainText('Open')
  await cash(page, 'USA', '$5,460M')
  await turnCard(page, 'Indonesia oil', 'Close (face down)', 'reopening it later costs $200M')
  await expect(indonesia).toContainText('Closed')
  await cash(page, 'USA', '$5,460M')
  await turnCard(page, 'Indonesia oil', 'Open (face up)', 'Reopening Indonesia oil costs $200M.')
  await expect(indonesia).not.toContainText('Closed')
  await cash(page, 'USA', '$5,260M')

  // USA is done prospecting: Stage 7 is over, and the Marshall begins cycle 2.
  await openTab(page, 'Stage')
  await pass(page, 'USA')
  await expect(banner(page).getByTestId('play-moment')).toHaveText('Stage 7 is over; Cycle 2 begins.')
  await nextStage(page, /^Begin cycle 2 ›$/)

  // Cycle 2, Stage 1: USA pays for 7 open companies and 10 forces.
  await expectWhere(page, 'Cycle 2 · Stage 1 · Pay Salaries and Loans to Bank')
  await payStage1(page, [
    ['usa', '$450M'],
    ['ussr', '$360M'],
  ])
  await cash(page, 'USA', '$4,810M')
  await cash(page, 'USSR', '$5,780M')
  // Stage 2: the Indonesia card produces its 2 oil with the rest.
  await stage2(page, 2)
  await openTab(page, 'Supply centers')
  await expectSupplies(page, 'usa', { Grain: 9, Oil: 11, Minerals: 11, Nukes: 0 })
  await expect(page.getByTestId('supply-usa').getByRole('listitem').filter({ hasText: 'Indonesia oil' })).not.toContainText('no production')
  await openTab(page, 'Stage')

  await bids(page, 'Cycle 2 · Stage 3 · Sell Resources', false, false)
  await bids(page, 'Cycle 2 · Stage 4 · Attack', false, false)
  await bids(page, 'Cycle 2 · Stage 5 · Move Forces', false, false)

  // Stage 6: USA researches nukes: 2 cards turned, found: $400M and the first nuke (1 mineral, $500M).
  await bids(page, 'Cycle 2 · Stage 6 · Build Forces and Weapons', true, false)
  await expectWhere(page, 'Cycle 2 · Stage 6 · Build Forces and Weapons · Phase C')
  await expect(banner(page)).not.toContainText('first cycle')
  await expect(page.getByTestId('research-closed')).toBeHidden()
  await expect(page.getByTestId('build-weapons')).toContainText('has not researched nuclear technology')
  const lab = page.getByTestId('research')
  await expect(lab.getByRole('radio', { name: 'Nuke card' })).toHaveAttribute('aria-checked', 'true')
  await lab.getByRole('button', { name: 'more Cards turned' }).click()
  await lab.getByRole('radio', { name: 'Found it' }).click()
  await expect(lab.getByTestId('preview')).toContainText('2 cards turned and the first nuke: 1 mineral and $900M')
  await expect(lab.getByTestId('preview')).toContainText('USA pays $900M')
  await lab.getByRole('button', { name: 'Pay for the research' }).click()
  await cash(page, 'USA', '$3,910M')
  await openTab(page, 'Supply centers')
  await expectSupplies(page, 'usa', { Nukes: 1, Minerals: 10, Oil: 11, Grain: 9 })
  await openTab(page, 'Stage')
  // No more nukes this turn, and no second search for the nuke card; End turn gives the only builder the turn again.
  const arsenal = page.getByTestId('build-weapons')
  await expect(arsenal.getByTestId('weapons-closed')).toContainText('USA found the nuke card this turn')
  await expect(arsenal.getByRole('button', { name: 'more Nukes' })).toBeDisabled()
  await lab.getByRole('button', { name: 'more Cards turned' }).click()
  await lab.getByRole('radio', { name: 'Found it' }).click()
  await expect(lab.getByTestId('preview')).toContainText('USA already has nuclear technology')
  await expect(lab.getByRole('button', { name: 'Pay for the research' })).toBeDisabled()
  await banner(page).getByRole('button', { name: 'End turn' }).click()
  await expectTurn(page, 'USA')
  await pass(page, 'USA')
  await expectWhere(page, 'Cycle 2 · Stage 6 · Build Forces and Weapons · Phase F')
  await cash(page, 'USA', '$3,910M')
})
