/**
 * Warlords and Pirates, the battle slice through the UI (issue 14), for USA and USSR on a tablet, in
 * a guided game with both optional modules on (Air Units and Warlords): the Marshall's setup with
 * typed dice (2 in every zone); in Cycle 1's Stage 6 USA sells Gunbjorn, the warlord of Greenland,
 * a nuke and an L-star (a correction gives USA the weapons: none can be built on the first turn);
 * in Cycle 2's Stage 4 USA attacks Greenland: Gunbjorn's first strike is recorded with USA's L-star
 * die typed, then the battle with typed dice empties Greenland and USA captures it; the USSR
 * attacks India without emptying it; in Stage 6 the Marshall rolls Sivaji's reinforcements.
 */
import type { Locator, Page } from '@playwright/test'
import { dismissOfflineReady, expect, openTab, PHONE, startGame, TABLET, test, saveShot } from './helpers'
import { banner, bid, expectWhere, nextStage, pass, stage2, stageTab } from './guided-steps'

const SEATS = [
  { power: 'USA', player: 'Ann' },
  { power: 'USSR', player: 'Boris' },
] as const

test.use({ viewport: TABLET })

async function typeDice(scope: Locator, testid: string, faces: number[]): Promise<void> {
  const box = scope.getByTestId(testid)
  for (const [i, f] of faces.entries()) await box.getByRole('radio', { name: `Die ${i + 1} shows ${f}`, exact: true }).click()
}

async function more(scope: Locator, label: RegExp, times: number): Promise<void> {
  for (let i = 0; i < times; i += 1) await scope.getByRole('button', { name: label }).click()
}

/** Stage 1: each power's bill, whatever it is, paid with one tap. */
async function payBills(page: Page): Promise<void> {
  for (const id of ['usa', 'ussr']) {
    const card = page.getByTestId(`stage1-${id}`)
    await card.getByRole('button', { name: /^Pay \$/ }).click()
    await expect(card.getByRole('status')).toHaveText('✓ Paid')
  }
  await nextStage(page)
}

/** A stage's blind bid; when both bid, the sequence roll puts USA first (6 against 2). */
async function bidRound(page: Page, where: string, usa: boolean, ussr: boolean): Promise<void> {
  await expectWhere(page, `${where} · Blind Bid`)
  await bid(page, 'Ann', usa)
  await bid(page, 'Boris', ussr)
  await page.getByRole('button', { name: 'Reveal bids' }).click()
  if (usa && ussr) {
    await page.getByTestId('roll-usa').getByRole('button', { name: '6', exact: true }).click()
    await page.getByTestId('roll-ussr').getByRole('button', { name: '2', exact: true }).click()
    await page.getByTestId('set-order').click()
  } else if (!usa && !ussr) {
    await expect(banner(page).getByTestId('play-moment')).toContainText(`${where.split(' · ')[1]} is over`)
    await nextStage(page)
  }
}

async function correct(page: Page, row: 'Nukes' | 'L-stars', value: number): Promise<void> {
  await page.getByTestId('supply-usa').getByRole('button', { name: 'Correct…' }).click()
  const sheet = page.getByRole('dialog', { name: 'Correct USA' })
  await sheet.getByRole('radiogroup', { name: 'What is wrong' }).getByRole('radio', { name: row, exact: true }).click()
  for (let i = 0; i < value; i += 1) await sheet.getByRole('button', { name: `more ${row} (0 to 12)`, exact: true }).click()
  await sheet.getByTestId('reason').fill('Built before the app')
  await sheet.getByTestId('confirm-correction').click()
  await expect(sheet).toBeHidden()
}

async function sell(page: Page, weapon: 'Nukes' | 'L-stars', preview: string): Promise<void> {
  await stageTab(page).getByTestId('open-warlords-market').click()
  const sheet = page.getByRole('dialog', { name: "Warlords' market" })
  await sheet.getByRole('radiogroup', { name: 'Seller' }).getByRole('radio', { name: /USA/ }).click()
  await sheet.getByTestId('market-zone').selectOption('Greenland')
  await sheet.getByRole('radiogroup', { name: 'Weapon' }).getByRole('radio', { name: weapon, exact: true }).click()
  await expect(sheet.getByTestId('preview')).toContainText(preview)
  await sheet.getByTestId('confirm-warlords-market').click()
  await expect(sheet).toBeHidden()
}

const zoneRow = (page: Page, zone: string) => page.getByTestId('neutral-supply').getByTestId(`neutral-${zone}`)
/** A zone's armies or navies: the row's first count. */
const zoneForces = (page: Page, zone: string) => zoneRow(page, zone).locator('td').first()
const zoneNukes = (page: Page, zone: string) => zoneRow(page, zone).locator('[data-col="nukes"]')

test('Warlords and Pirates with Air Units: a nuke sold to a warlord, its first strike, the battle, the capture and a reinforcement', async ({ page }) => {
  // Two cycles of a guided game through the UI.
  test.setTimeout(180_000)
  await page.goto('/')
  await dismissOfflineReady(page)
  await startGame(page, SEATS, { guided: true, title: 'Warlords battle', airUnits: true, warlords: true })

  // The Marshall's setup on the Stage tab: a typed 2 in every zone.
  const setup = page.getByTestId('neutral-zones-card')
  const ids = await setup.locator('[data-testid^="zone-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid') ?? ''))
  for (const id of ids) {
    const zone = id.slice('zone-'.length)
    await setup.getByTestId(id).getByRole('radio', { name: `${zone} die shows 2`, exact: true }).click()
  }
  await setup.getByRole('button', { name: 'Confirm the setup' }).click()
  await expect(setup).toBeHidden()

  // Cycle 1 to Stage 6: USA builds nothing but bids, so Phase F opens the warlords' market.
  await payBills(page)
  await stage2(page, 1)
  await bidRound(page, 'Cycle 1 · Stage 3 · Sell Resources', false, false)
  await bidRound(page, 'Cycle 1 · Stage 5 · Move Forces', false, false)
  // Sales Chart: "They must complete this form at the beginning of Stage 6": the banner opens the Client List in place.
  await expectWhere(page, 'Cycle 1 · Stage 6 · Build Forces and Weapons · Blind Bid')
  await banner(page).getByTestId('primary-module').click()
  const list = page.getByRole('dialog', { name: 'Client List' })
  for (const weapon of ['nukes', 'lstars']) {
    await list.getByTestId('client-seller').selectOption('usa')
    await list.getByTestId('client-weapon').selectOption(weapon)
    await list.getByTestId('client-zone').selectOption('Greenland')
    await list.getByTestId('client-add').click()
  }
  await expect(list.getByRole('listitem')).toHaveText([/USA: 1 nuke to Gunbjorn, the warlord of Greenland/, /USA: 1 L-star to Gunbjorn, the warlord of Greenland/])
  // The confirm stays in view on a tablet either way up and on a phone, light and dark.
  for (const [width, height] of [[1280, 800], [800, 1280], [390, 844]] as const) {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height })
      await page.emulateMedia({ colorScheme })
      await expect(list.getByTestId('confirm-client-list')).toBeInViewport()
      await saveShot(page, { path: `test-results/client-list-${width}x${height}-${colorScheme}.png` })
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.emulateMedia({ colorScheme: 'light' })
  await list.getByTestId('confirm-client-list').click()
  await expect(list).toBeHidden()
  await bidRound(page, 'Cycle 1 · Stage 6 · Build Forces and Weapons', true, false)
  // Stage 6's one way to finish a turn: End turn, a pass when nothing was built.
  await banner(page).getByRole('button', { name: 'End turn' }).click()
  await expectWhere(page, 'Cycle 1 · Stage 6 · Build Forces and Weapons · Phase F')

  // A weapon sale: USA's nuke and one of its two L-stars to Gunbjorn (the warlord of Greenland).
  await openTab(page, 'Supply centers')
  await correct(page, 'Nukes', 1)
  await correct(page, 'L-stars', 2)
  await openTab(page, 'Stage')
  await sell(page, 'Nukes', 'Gunbjorn, the warlord of Greenland gets 1 nuke')
  await sell(page, 'L-stars', 'Gunbjorn, the warlord of Greenland gets 1 L-star')
  await nextStage(page)
  await bidRound(page, 'Cycle 1 · Stage 7 · Buy or Prospect for Resources', false, false)

  // Cycle 2 to Stage 4: both attack, USA first.
  await expectWhere(page, 'Cycle 2 · Stage 1 · Pay Salaries and Loans to Bank')
  await payBills(page)
  await stage2(page, 2)
  await bidRound(page, 'Cycle 2 · Stage 3 · Sell Resources', false, false)
  await bidRound(page, 'Cycle 2 · Stage 4 · Attack', true, true)

  const stage = stageTab(page)
  await stage.getByRole('radiogroup', { name: 'Battle' }).getByRole('radio', { name: 'Warlord / pirate' }).click()
  const desk = stage.getByTestId('warlord-battle-desk')
  await expect(desk.getByRole('radiogroup', { name: 'Attacker' }).getByRole('radio', { name: /USA/ })).toHaveAttribute('aria-checked', 'true')
  await desk.getByTestId('warlord-zone').selectOption('Greenland')

  // First strike first: 1 nuke, 1 L-star each (a tie does not stop it); USA's L-star die of 2 stops the nuke.
  await expect(desk.getByTestId('warlord-strike-headline')).toContainText("Gunbjorn, the warlord of Greenland fires 1 nuke at USA's")
  await expect(desk.getByTestId('confirm-warlord-battle')).toHaveCount(0)
  await page.setViewportSize(PHONE)
  await desk.getByTestId('warlord-strike-headline').scrollIntoViewIfNeeded()
  await saveShot(page, { path: 'test-results/warlord-strike-phone.png' })
  await page.setViewportSize(TABLET)
  await typeDice(desk, 'warlord-strike-lstars', [2])
  await expect(desk.getByTestId('warlord-strike-outcome')).toHaveText(/USA's L-stars stop every nuke: .* is spared\./)
  await saveShot(page, { path: 'test-results/warlord-strike-tablet.png', fullPage: true })
  await desk.getByTestId('record-warlord-strike').click()
  await expect(desk.getByTestId('warlord-strike-result')).toContainText('The L-stars stopped every nuke')

  // The battle: 3 armies against Gunbjorn's 2 (fire power points, Air Units being on), L-stars tied: 2 dice against the Marshall's 2;
  // with Air Units the Marshall's points take the highest value targets: the loss line names them.
  await more(desk, /^more Attacking armies/, 3)
  await expect(desk.getByTestId('warlord-battle-dice')).toHaveText('USA rolls 2 dice; the Marshall rolls 2 dice for Gunbjorn, the warlord of Greenland.')
  await expect(desk.getByTestId('warlord-battle-odds')).toContainText('Defender destroyed:')
  await typeDice(desk, 'warlord-dice-attacker', [6, 6])
  await typeDice(desk, 'warlord-dice-marshall', [1, 2])
  await expect(desk.getByTestId('warlord-battle-verdict')).toHaveText('Gunbjorn, the warlord of Greenland loses 2 armies of 2; USA loses 1 army (the Marshall takes the highest value first).')
  await saveShot(page, { path: 'test-results/warlord-battle-tablet.png', fullPage: true })
  await page.setViewportSize(PHONE)
  await desk.getByTestId('warlord-zone').scrollIntoViewIfNeeded()
  await saveShot(page, { path: 'test-results/warlord-battle-phone-1.png' })
  await desk.getByTestId('warlord-dice-marshall').scrollIntoViewIfNeeded()
  await saveShot(page, { path: 'test-results/warlord-battle-phone-2.png' })
  await page.setViewportSize(TABLET)
  await desk.getByTestId('confirm-warlord-battle').click()
  await expect(desk.getByTestId('warlord-battle-result')).toContainText('Greenland has no armies left: USA may capture it')
  await desk.getByTestId('capture-warlord-zone').click()
  await expect(desk.getByTestId('warlord-capture-result')).toContainText('USA captured Greenland')
  await openTab(page, 'Supply centers')
  await expect(zoneForces(page, 'Greenland')).toHaveText('0')
  await expect(zoneNukes(page, 'Greenland')).toHaveText('0')
  await openTab(page, 'Stage')
  await banner(page).getByRole('button', { name: /^End (USA's|USSR's)? ?turn$/ }).click()

  // The USSR attacks Sivaji (India) with one army: 1 die against the Marshall's 3; India keeps one army.
  // (The Supply centers tab was opened in between: the desk opens afresh on the conventional card.)
  await stage.getByRole('radiogroup', { name: 'Battle' }).getByRole('radio', { name: 'Warlord / pirate' }).click()
  await expect(desk.getByRole('radiogroup', { name: 'Attacker' }).getByRole('radio', { name: /USSR/ })).toHaveAttribute('aria-checked', 'true')
  await desk.getByTestId('warlord-zone').selectOption('India')
  await expect(desk.getByTestId('warlord-strike')).toHaveCount(0)
  await more(desk, /^more Attacking armies/, 1)
  await typeDice(desk, 'warlord-dice-attacker', [3])
  await typeDice(desk, 'warlord-dice-marshall', [1, 1, 1])
  await desk.getByTestId('confirm-warlord-battle').click()
  await expect(desk.getByTestId('warlord-battle-result')).toContainText('1 army left')
  await expect(desk.getByTestId('capture-warlord-zone')).toHaveCount(0)
  await banner(page).getByRole('button', { name: /^End (USA's|USSR's)? ?turn$/ }).click()

  // The attacks rotate until both pass.
  await pass(page, 'USA')
  await pass(page, 'USSR')

  // Stage 6: nobody builds; the Marshall rolls India's reinforcements (Greenland, occupied, builds none).
  await nextStage(page)
  await bidRound(page, 'Cycle 2 · Stage 5 · Move Forces', false, false)
  await expectWhere(page, 'Cycle 2 · Stage 6 · Build Forces and Weapons · Blind Bid')
  await bid(page, 'Ann', false)
  await bid(page, 'Boris', false)
  await page.getByRole('button', { name: 'Reveal bids' }).click()
  const card = stage.getByTestId('warlord-reinforcements')
  await expect(card.getByRole('radiogroup', { name: 'Attacked this turn' }).getByRole('radio')).toHaveText(['✓ Sivaji, the warlord of India (1 army now)'])
  await typeDice(card, 'warlord-reinforce-die', [4])
  await expect(card.getByTestId('preview')).toContainText('Sivaji, the warlord of India builds 4 armies: place them in India.')
  await saveShot(page, { path: 'test-results/warlord-reinforcements-tablet.png', fullPage: true })
  await card.getByTestId('confirm-warlord-reinforcements').click()
  await expect(card).toBeHidden()
  await openTab(page, 'Supply centers')
  await expect(zoneForces(page, 'India')).toHaveText('5')
})

test("A bookkeeping game with warlords: nukes at Gunbjorn's zone with the Marshall's L-star die typed, the zone destroyed, then his retaliation recorded", async ({ page }) => {
  test.setTimeout(90_000)
  await page.goto('/')
  await dismissOfflineReady(page)
  await startGame(page, SEATS, { title: 'Warlords nukes', warlords: true })

  // The Marshall's setup on the Supply centers tab: a typed 2 in every zone.
  await openTab(page, 'Supply centers')
  const setup = page.getByTestId('neutral-zones-card')
  const ids = await setup.locator('[data-testid^="zone-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid') ?? ''))
  for (const id of ids) await setup.getByTestId(id).getByRole('radio', { name: `${id.slice('zone-'.length)} die shows 2`, exact: true }).click()
  await setup.getByRole('button', { name: 'Confirm the setup' }).click()
  await expect(setup).toBeHidden()

  // USA sells Gunbjorn (Greenland) a nuke and its only L-star, and keeps one nuke to fire.
  await correct(page, 'Nukes', 2)
  await correct(page, 'L-stars', 1)
  for (const [weapon, gets] of [['Nukes', '1 nuke'], ['L-stars', '1 L-star']] as const) {
    await page.getByTestId('neutral-supply').getByTestId('open-warlords-market').click()
    const sheet = page.getByRole('dialog', { name: "Warlords' market" })
    await sheet.getByRole('radiogroup', { name: 'Seller' }).getByRole('radio', { name: /USA/ }).click()
    await sheet.getByTestId('market-zone').selectOption('Greenland')
    await sheet.getByRole('radiogroup', { name: 'Weapon' }).getByRole('radio', { name: weapon, exact: true }).click()
    await expect(sheet.getByTestId('preview')).toContainText(`Gunbjorn, the warlord of Greenland gets ${gets}`)
    await sheet.getByTestId('confirm-warlords-market').click()
    await expect(sheet).toBeHidden()
  }
  // A bookkeeping game: once the Marshall asks to reinforce, each held zone's row offers it.
  await expect(zoneRow(page, 'India').getByRole('button', { name: 'Reinforce (die)' })).toHaveCount(0)
  await page.getByTestId('toggle-reinforce').click()
  await expect(zoneRow(page, 'India').getByRole('button', { name: 'Reinforce (die)' })).toBeVisible()
  await page.getByTestId('toggle-reinforce').click()

  // The desk: nukes at Greenland; the Marshall's L-star die of 6 stops nothing.
  await page.getByTestId('open-battle').click()
  const dialog = page.getByRole('dialog', { name: 'Battle' })
  await dialog.getByRole('radiogroup', { name: 'Battle' }).getByRole('radio', { name: 'Warlord / pirate' }).click()
  const desk = dialog.getByTestId('warlord-battle-desk')
  await desk.getByRole('radiogroup', { name: 'Attacker' }).getByRole('radio', { name: /USA/ }).click()
  await desk.getByTestId('warlord-zone').selectOption('Greenland')
  await desk.getByRole('radiogroup', { name: 'Attack with' }).getByRole('radio', { name: 'Nukes' }).click()
  await typeDice(desk, 'warlord-nuke-lstars', [6])
  await expect(desk.getByTestId('warlord-nuke-outcome')).toContainText('1 nuke gets through')
  await saveShot(page, { path: 'test-results/warlord-nuke-tablet.png', fullPage: true })
  await page.setViewportSize(PHONE)
  await desk.getByTestId('warlord-nuke-lstars').scrollIntoViewIfNeeded()
  await saveShot(page, { path: 'test-results/warlord-nuke-phone.png' })
  await page.setViewportSize(TABLET)
  await desk.getByTestId('confirm-warlord-nuke').click()

  // Gunbjorn retaliates with his nuke (USA, with no L-stars left, does not outnumber his one).
  await expect(desk.getByTestId('warlord-strike-step')).toHaveText('Retaliation, after the nukes')
  await expect(desk.getByTestId('warlord-strike-headline')).toContainText('Gunbjorn, the warlord of Greenland was attacked with nukes and retaliates: it fires 1 nuke at USA')
  await expect(desk.getByTestId('warlord-nuke-done')).toContainText('They got through')
  await saveShot(page, { path: 'test-results/warlord-retaliation-tablet.png', fullPage: true })
  await desk.getByRole('button', { name: 'Record the retaliation' }).click()
  await expect(desk.getByTestId('warlord-nuke-result')).toContainText('The retaliation destroyed')
  await dialog.getByRole('button', { name: 'Close' }).first().click()
  await expect(dialog).toBeHidden()
  await expect(zoneForces(page, 'Greenland')).toHaveText('0')
  await expect(zoneNukes(page, 'Greenland')).toHaveText('0')
})
