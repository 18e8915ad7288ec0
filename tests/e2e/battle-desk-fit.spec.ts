/**
 * The battle desk in one screen (issue 25): at 1280x800 a conventional battle with the forces
 * entered shows the sides, the options, the odds, both sides' dice and Fight without scrolling,
 * in the sheet opened from the Supply centers tab of a bookkeeping game (four powers), on the
 * Stage tab of a guided game, and in the sheet the banner's attack button opens over it; the kinds
 * of desk are one row. In portrait the dice and Fight are on screen; on a phone the kinds are one select,
 * nothing spills sideways, and Fight stays in view however far the desk is scrolled.
 */
import type { Locator, Page } from '@playwright/test'
import { dismissOfflineReady, expect, openTab, PHONE, startGame, TABLET, test } from './helpers'
import { banner, bids, payStage1, stage2, stageTab } from './guided-steps'

const TWO = [
  { power: 'USA', player: 'Ann' },
  { power: 'USSR', player: 'Boris' },
] as const
const FOUR = [...TWO, { power: 'Europe', player: 'Eve' }, { power: 'China', player: 'Chen' }] as const

async function more(scope: Locator, label: string, times: number): Promise<void> {
  for (let i = 0; i < times; i += 1) await scope.getByRole('button', { name: `more ${label}`, exact: true }).click()
}

/** The sheet from the Supply centers tab of a bookkeeping game. */
async function openSheet(page: Page): Promise<Locator> {
  await openTab(page, 'Supply centers')
  await page.getByTestId('open-battle').click()
  const sheet = page.getByRole('dialog', { name: 'Battle' })
  await expect(sheet).toBeVisible()
  return sheet
}

/** USA's 3 armies attack USSR's 2 in Poland: 2 dice against 2. */
async function enterBattle(desk: Locator): Promise<void> {
  const attacker = desk.getByRole('radiogroup', { name: 'Attacker', exact: true }).getByRole('radio', { name: 'USA' })
  if ((await attacker.getAttribute('aria-checked')) !== 'true') await attacker.click()
  await desk.getByRole('radiogroup', { name: 'Defender', exact: true }).getByRole('radio', { name: 'USSR' }).click()
  await desk.getByTestId('battle-target').fill('Poland')
  await more(desk, 'Attacking armies', 3)
  await more(desk, 'Defending armies', 2)
  await expect(desk.getByTestId('battle-dice')).toContainText('Attacker rolls 2 dice; the defender rolls 2 dice.')
}

/** Fully on screen and not under the bar that holds Fight (it stays at the bottom of the desk's scroll container). */
async function expectClearOfBar(desk: Locator, part: Locator, what: string): Promise<void> {
  await expect(part, what).toBeInViewport({ ratio: 1 })
  const box = (await part.boundingBox())!
  const bar = (await desk.getByTestId('fight-bar').boundingBox())!
  expect(box.y + box.height, `${what} ends above the Fight bar`).toBeLessThanOrEqual(bar.y + 1)
}

/** The whole battle at once: sides, options, odds, both dice, the verdict and Fight. */
async function expectOneScreen(desk: Locator): Promise<void> {
  for (const [what, part] of [
    ['the attacker', desk.getByRole('radiogroup', { name: 'Attacker', exact: true })],
    ['the defender', desk.getByRole('radiogroup', { name: 'Defender', exact: true })],
    ['the territory', desk.getByTestId('battle-target')],
    ['the assault', desk.getByRole('radiogroup', { name: 'Assault', exact: true })],
    ['the defender resisting', desk.getByTestId('battle-resists')],
    ["the defender's other options", desk.getByTestId('defender-tactics')],
    ['why these dice', desk.getByTestId('battle-why')],
    ['the odds', desk.getByTestId('battle-odds')],
    ["the attacker's dice", desk.getByTestId('dice-attacker')],
    ["the defender's dice", desk.getByTestId('dice-defender')],
  ] as const)
    await expectClearOfBar(desk, part, what)
  await expect(desk.getByTestId('battle-verdict')).toBeInViewport({ ratio: 1 })
  await expect(desk.getByTestId('confirm-battle')).toBeInViewport({ ratio: 1 })
}

/** The kinds of desk (chips and "More…") on one row of 56px targets. */
async function expectKindsOneRow(scope: Locator): Promise<void> {
  const kinds = scope.getByTestId('battle-kinds')
  await expect(kinds).toBeInViewport({ ratio: 1 })
  expect((await kinds.boundingBox())!.height).toBeLessThan(70)
}

/**
 * Nothing sideways: the page and the element (a sheet scrolls inside itself) do not scroll sideways,
 * and no part of the element reaches outside its box.
 */
async function expectNoSidewaysOverflow(page: Page, scope: Locator): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width)
  const spills = await scope.evaluate((root) => {
    const box = root.getBoundingClientRect()
    const out = root.scrollWidth > root.clientWidth + 1 ? [`scrolls sideways: ${root.scrollWidth} > ${root.clientWidth}`] : []
    for (const el of root.querySelectorAll('*')) {
      const r = el.getBoundingClientRect()
      if ((el as HTMLElement).offsetParent === null || r.width === 0 || el.closest('.visually-hidden')) continue
      if (r.left < box.left - 1 || r.right > box.right + 1) out.push(`${el.tagName}.${el.className} at ${Math.round(r.left)}-${Math.round(r.right)} of ${Math.round(box.left)}-${Math.round(box.right)}`)
    }
    return out
  })
  expect(spills).toEqual([])
}

/** Every visible text of the element is 14px or more. */
async function expectSmallestFont(scope: Locator): Promise<void> {
  const smallest = await scope.evaluate((root) => {
    let min = { size: 99, text: '' }
    for (const el of root.querySelectorAll('*')) {
      if ((el as HTMLElement).offsetParent === null || el.closest('.visually-hidden')) continue
      const text = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '').map((n) => n.textContent!.trim())
      const size = Number.parseFloat(getComputedStyle(el).fontSize)
      if (text.length > 0 && size < min.size) min = { size, text: text.join(' ') }
    }
    return min
  })
  expect(smallest.size, `"${smallest.text}"`).toBeGreaterThanOrEqual(14)
}

test.describe('at 1280x800', () => {
  test.use({ viewport: TABLET })

  test('in the sheet, four powers: the kinds one row; sides, options, odds, both dice and Fight without scrolling', async ({ page }) => {
    await page.goto('/')
    await startGame(page, FOUR)
    const sheet = await openSheet(page)
    await expectKindsOneRow(sheet)
    await enterBattle(sheet)
    await expect.poll(() => sheet.evaluate((d) => d.scrollTop)).toBe(0)
    await expectOneScreen(sheet)
    await expectSmallestFont(sheet)
    await expectNoSidewaysOverflow(page, sheet)
  })

  test('a guided game at Stage 4: the desk on the Stage tab, and the one the attack button opens over it, each in one screen', async ({ page }) => {
    test.setTimeout(90_000)
    await page.goto('/')
    await dismissOfflineReady(page)
    await startGame(page, TWO, { guided: true })
    await payStage1(page, [
      ['usa', '$340M'],
      ['ussr', '$360M'],
    ])
    await stage2(page, 1)
    await bids(page, 'Cycle 1 · Stage 3 · Sell Resources', false, false)
    await bids(page, 'Cycle 1 · Stage 5 · Move Forces', false, false)
    await bids(page, 'Cycle 1 · Stage 6 · Build Forces and Weapons', false, false)
    await bids(page, 'Cycle 1 · Stage 7 · Buy or Prospect for Resources', false, false)
    await payStage1(page, [
      ['usa', '$340M'],
      ['ussr', '$360M'],
    ])
    await stage2(page, 2)
    await bids(page, 'Cycle 2 · Stage 3 · Sell Resources', false, false)
    await bids(page, 'Cycle 2 · Stage 4 · Attack', true, false)

    // The Stage tab's desk, scrolled to (the page has the game's bar and banner above it).
    const stage = stageTab(page)
    const onStage = stage.getByTestId('battle-desk')
    await enterBattle(onStage)
    await stage.locator('.battle-desk').evaluate((el) => el.scrollIntoView({ block: 'start' }))
    await expectKindsOneRow(stage)
    await expectOneScreen(onStage)
    await expectNoSidewaysOverflow(page, onStage)

    // The big button's form: the desk in a sheet over the screen, the kinds beside its title.
    await banner(page).getByRole('button', { name: /^USA: attack/ }).click()
    const sheet = page.getByTestId('action-sheet')
    await expect(sheet).toBeVisible()
    await expectKindsOneRow(sheet)
    const desk = sheet.getByTestId('battle-desk')
    await enterBattle(desk)
    await expect.poll(() => sheet.evaluate((d) => d.scrollTop)).toBe(0)
    await expectOneScreen(desk)
    await expectNoSidewaysOverflow(page, sheet)
  })
})

test.describe('at 800x1280', () => {
  test.use({ viewport: { width: 800, height: 1280 } })

  test('in the sheet: the kinds one row, both dice and Fight on screen, nothing sideways', async ({ page }) => {
    await page.goto('/')
    await startGame(page, FOUR)
    const sheet = await openSheet(page)
    await expectKindsOneRow(sheet)
    await enterBattle(sheet)
    await expectClearOfBar(sheet, sheet.getByTestId('dice-attacker'), "the attacker's dice")
    await expectClearOfBar(sheet, sheet.getByTestId('dice-defender'), "the defender's dice")
    await expect(sheet.getByTestId('confirm-battle')).toBeInViewport({ ratio: 1 })
    await expectNoSidewaysOverflow(page, sheet)
  })
})

test.describe('at 390x844', () => {
  test.use({ viewport: PHONE, hasTouch: true })

  test('in the sheet: the kinds one select, nothing sideways, Fight in view from top to bottom, and it fights', async ({ page }) => {
    await page.goto('/')
    await startGame(page, FOUR, { warlords: true, airUnits: true })
    const sheet = await openSheet(page)
    // One compact control, not ten chips.
    const kind = sheet.getByTestId('battle-kind')
    await expect(kind).toBeInViewport({ ratio: 1 })
    await expect(kind).toHaveValue('conventional')
    expect((await kind.boundingBox())!.height).toBeLessThan(70)
    await expect(sheet.getByRole('radiogroup', { name: 'Battle' })).toHaveCount(0)
    await enterBattle(sheet)
    await expectNoSidewaysOverflow(page, sheet)
    await expectSmallestFont(sheet)
    const fight = sheet.getByTestId('confirm-battle')
    for (const part of ['dice-attacker', 'dice-defender', 'battle-odds']) {
      await sheet.getByTestId(part).evaluate((el) => el.scrollIntoView({ block: 'center' }))
      await expect(fight, `Fight with ${part} in view`).toBeInViewport({ ratio: 1 })
    }
    await sheet.getByTestId('dice-attacker').evaluate((el) => el.scrollIntoView({ block: 'center' }))
    for (const [i, f] of [5, 3].entries()) await sheet.getByTestId('dice-attacker').getByRole('radio', { name: `Die ${i + 1} shows ${f}` }).tap()
    await sheet.getByTestId('dice-defender').evaluate((el) => el.scrollIntoView({ block: 'center' }))
    for (const [i, f] of [2, 2].entries()) await sheet.getByTestId('dice-defender').getByRole('radio', { name: `Die ${i + 1} shows ${f}` }).tap()
    await fight.tap()
    await expect(sheet.getByTestId('battle-result')).toContainText('Remove 2 USSR units (2 armies).')

    // The warlords' and the air units' desks fit the phone too.
    for (const [label, testid] of [
      ['Warlord / pirate', 'warlord-battle-desk'],
      ['Air battle', 'air-battle-desk'],
    ] as const) {
      await kind.selectOption({ label })
      await expect(sheet.getByTestId(testid)).toBeVisible()
      await expectNoSidewaysOverflow(page, sheet)
    }
  })

  test('the Warlords supply card fits the phone (six columns with Air Units)', async ({ page }) => {
    await page.goto('/')
    await startGame(page, TWO, { warlords: true, airUnits: true })
    await openTab(page, 'Supply centers', true)
    const setup = page.getByTestId('neutral-zones-card')
    const ids = await setup.locator('[data-testid^="zone-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid') ?? ''))
    for (const id of ids) await setup.getByTestId(id).getByRole('radio', { name: `${id.slice('zone-'.length)} die shows 2`, exact: true }).tap()
    await setup.getByRole('button', { name: 'Confirm the setup' }).tap()
    const card = page.getByTestId('neutral-supply')
    await expect(card).toBeVisible()
    expect((await card.boundingBox())!.width).toBeLessThanOrEqual(PHONE.width)
    await expectNoSidewaysOverflow(page, card)
  })
})
