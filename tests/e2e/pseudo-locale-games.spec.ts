/**
 * The pseudo-locale in every kind of game (issue 29): a guided basic game with Air Units and
 * Warlords, a Cash Flow game and a War of Supremacy game, each set up in English through the
 * screens, then read in the pseudo-locale at the three viewports: every tab, the form the big
 * button opens, the game's menu, and the battle desk. A word not from a catalog, or words that run
 * past their box or the screen, fail the test with where they are (see pseudo-support.ts).
 */
import type { Page } from '@playwright/test'
import { dismissOfflineReady, expect, PHONE, startGame, TABLET, test, type StartOptions } from './helpers'
import { fillCashFlowSetup } from './cash-flow-steps'
import { expectAllFromCatalogs, inPseudoLocale, PORTRAIT } from './pseudo-support'
import { startWos } from './wos-steps'

const VIEWPORTS = [TABLET, PORTRAIT, PHONE] as const
const at = (page: Page) => `${page.viewportSize()!.width}x${page.viewportSize()!.height}`

/** The game's address without its tab: `/#/game/<id>`. */
function gameAddress(page: Page): string {
  const match = /#\/game\/[^/]+/.exec(page.url())
  if (!match) throw new Error(`Not on a game screen: ${page.url()}`)
  return `/${match[0]}`
}

/** Opens a tab by its address and waits for its panel. */
async function showTab(page: Page, game: string, tab: string): Promise<void> {
  await page.goto(`${game}/${tab}`)
  await expect(page.getByRole('tabpanel')).toBeVisible()
}

/** Each tab of the game, the form the big button opens, and the game's menu, at one viewport. */
async function everyTab(page: Page, game: string, tabs: readonly string[], kind: string): Promise<void> {
  for (const tab of tabs) {
    await showTab(page, game, tab)
    await expectAllFromCatalogs(page, `${kind} ${tab} ${at(page)}`)
  }
  const big = page.locator('[data-primary="true"]').first()
  if (await big.isVisible()) {
    await big.click()
    await expectAllFromCatalogs(page, `${kind}: the big button's form ${at(page)}`)
    // A form opened in place stays open across the tabs' addresses: closed before the menu.
    await page.keyboard.press('Escape')
  }
  await showTab(page, game, tabs[0]!)
  await page.getByTestId('game-menu').click()
  await expect(page.getByTestId('game-menu-panel')).toBeVisible()
  await expectAllFromCatalogs(page, `${kind}: the game's menu ${at(page)}`)
  await page.keyboard.press('Escape')
}

/** Basic game tabs, in a guided game. */
const BASIC_TABS = ['board', 'stage', 'bank', 'market', 'supply', 'standings', 'log'] as const

/** A guided basic game of three powers, set up in English, then every tab read in the pseudo-locale at each viewport. */
async function walkGuidedGame(page: Page, options: StartOptions, kind: string): Promise<void> {
  await page.goto('/')
  await startGame(page, [
    { power: 'USA', player: 'Ana' },
    { power: 'USSR', player: 'Ben' },
    { power: 'Europe', player: 'Cy' },
  ], { ...options, guided: true })
  const game = gameAddress(page)
  await inPseudoLocale(page)
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport)
    await everyTab(page, game, BASIC_TABS, kind)
  }
}

test('a guided basic game in the pseudo-locale: every tab, the big button, the menu', async ({ page }) => {
  test.setTimeout(120_000)
  await walkGuidedGame(page, {}, 'basic game')
})

/** The stage tab and the big button's form (closed again), read at every viewport. */
async function stageAndForm(page: Page, where: string, form: boolean): Promise<void> {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport)
    await expectAllFromCatalogs(page, `${where} ${at(page)}`)
    if (!form) continue
    await page.locator('[data-primary="true"]').first().click()
    await expect(page.getByTestId('action-sheet')).toBeVisible()
    await expectAllFromCatalogs(page, `${where}: the big button's form ${at(page)}`)
    await page.getByTestId('action-sheet').getByRole('button').first().click()
    await expect(page.getByTestId('action-sheet')).toBeHidden()
  }
  await page.setViewportSize(TABLET)
}

/** A blind bid passed round the tablet, by test ids only (the words are the pseudo-locale's). */
async function bidRound(page: Page, yes: readonly [boolean, boolean]): Promise<void> {
  const sheet = page.getByTestId('action-sheet')
  const big = page.getByTestId('play-banner').locator('[data-primary="true"]')
  await big.click()
  for (const bid of yes) {
    await sheet.getByTestId('i-am').click()
    await sheet.getByTestId(bid ? 'bid-yes' : 'bid-no').click()
  }
  await big.click() // reveal
  if (yes.every(Boolean)) {
    await page.getByTestId('play-banner').getByTestId('enter-dice').click()
    await sheet.getByTestId('roll-usa').getByRole('button', { name: '6', exact: true }).click()
    await sheet.getByTestId('roll-ussr').getByRole('button', { name: '2', exact: true }).click()
    await sheet.getByTestId('set-order').click()
    await expect(sheet).toBeHidden()
  }
}

test("a guided basic game's stages in the pseudo-locale: Stage 1 to 7, each stage tab and the big button's form", async ({ page }) => {
  test.setTimeout(180_000)
  await page.goto('/')
  await startGame(page, [
    { power: 'USA', player: 'Ana' },
    { power: 'USSR', player: 'Ben' },
  ], { guided: true })
  const game = gameAddress(page)
  await inPseudoLocale(page)
  await showTab(page, game, 'stage')
  const big = page.getByTestId('play-banner').locator('[data-primary="true"]')
  const finish = page.getByTestId('play-banner').locator('[data-testid="pass-turn"], [data-testid="end-turn"]')
  const passBoth = async () => {
    for (let i = 0; i < 2; i += 1) {
      const before = await page.getByTestId('play-turn').textContent()
      await finish.click()
      await expect.poll(() => page.getByTestId('play-turn').allTextContents()).not.toEqual([before])
    }
  }
  await stageAndForm(page, 'Stage 1', false)
  await big.click() // USA pays
  await big.click() // USSR pays
  await big.click() // Next: Stage 2
  await stageAndForm(page, 'Stage 2', false)
  await big.click() // transfer production
  await big.click() // Next: Stage 3
  await stageAndForm(page, 'Stage 3 bids', false)
  await bidRound(page, [true, true])
  await stageAndForm(page, 'Stage 3 sales', true)
  await passBoth()
  await big.click() // Next: Stage 5
  await bidRound(page, [false, false])
  await big.click() // Next: Stage 6
  await bidRound(page, [true, true])
  await stageAndForm(page, 'Stage 6 builds', true)
  await passBoth()
  await stageAndForm(page, 'Stage 6 arms bazaar', false)
  await big.click() // Next: Stage 7
  await bidRound(page, [true, true])
  await stageAndForm(page, 'Stage 7 purchases', true)
})

test("a guided game with Air Units and Warlords in the pseudo-locale: the Marshall's setup, Stages 1 to 6, the Client List and the builds", async ({ page }) => {
  test.setTimeout(180_000)
  await page.goto('/')
  await startGame(page, [
    { power: 'USA', player: 'Ana' },
    { power: 'USSR', player: 'Ben' },
  ], { guided: true, airUnits: true, warlords: true })
  const game = gameAddress(page)
  await inPseudoLocale(page)
  await showTab(page, game, 'stage')
  const sheet = page.getByTestId('action-sheet')
  const big = page.getByTestId('play-banner').locator('[data-primary="true"]')
  const finish = page.getByTestId('play-banner').locator('[data-testid="pass-turn"], [data-testid="end-turn"]')
  await stageAndForm(page, "the Marshall's setup", true)
  await big.click()
  await sheet.getByTestId('neutral-roll-all').click()
  await sheet.getByTestId('confirm-neutral-zones').click()
  await expect(sheet).toBeHidden()
  await stageAndForm(page, 'modules: Stage 1', false)
  for (let i = 0; i < 5; i += 1) await big.click() // both pay, Stage 2, production, Stage 3
  await bidRound(page, [true, true])
  await stageAndForm(page, 'modules: Stage 3 sales', true)
  for (let i = 0; i < 2; i += 1) await finish.click()
  await big.click() // Next: Stage 5
  await bidRound(page, [false, false])
  await big.click() // Next: Stage 6
  await stageAndForm(page, 'modules: the Client List', true)
  await big.click()
  await sheet.getByTestId('confirm-client-list').click()
  await expect(sheet).toBeHidden()
  await bidRound(page, [true, true])
  await stageAndForm(page, 'modules: Stage 6 builds', true)
})

test('a guided basic game with Air Units and Warlords in the pseudo-locale: every tab, the big button, the menu', async ({ page }) => {
  test.setTimeout(120_000)
  await walkGuidedGame(page, { airUnits: true, warlords: true }, 'basic game with modules')
})

test('a Cash Flow game in the pseudo-locale: the setup, every tab, the R&D form and a scoring round', async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto('/')
  await dismissOfflineReady(page)
  await inPseudoLocale(page)
  await page.getByTestId('new-game').click()
  await page.locator('input[type="radio"][value="cash-flow"]').check()
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport)
    await expectAllFromCatalogs(page, `Cash Flow setup ${at(page)}`)
  }
  await page.evaluate(() => localStorage.removeItem('supremacy.locale'))
  await page.reload()
  await fillCashFlowSetup(page)
  await page.getByRole('button', { name: 'Start game' }).click()
  await expect(page.getByRole('tab', { name: 'Board', selected: true })).toBeVisible()
  const game = gameAddress(page)
  await inPseudoLocale(page)
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport)
    await everyTab(page, game, ['board', 'turn', 'markets', 'supply', 'standings', 'log'], 'Cash Flow')
  }
  // The R&D form (the labor price, the deck's odds, a card typed, the three decisions), then the
  // nuke card drawn: a scoring round's table on the Standings tab.
  await showTab(page, game, 'turn')
  await page.getByTestId('action-research').click()
  const research = page.getByTestId('research-action')
  await research.getByTestId('research-from-deck').click()
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport)
    await expectAllFromCatalogs(page, `Cash Flow R&D form ${at(page)}`)
  }
  await research.getByTestId('research-card').getByRole('radio').nth(1).click()
  await expect(research.getByTestId('research-card-tech')).toBeVisible()
  await research.getByTestId('research-confirm').click()
  // Drawn: the form starts again (another card may be drawn).
  await expect(research.getByTestId('research-card-tech')).toBeHidden()
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport)
    await showTab(page, game, 'standings')
    await expect(page.getByTestId('scores-round-0')).toBeVisible()
    await expectAllFromCatalogs(page, `Cash Flow standings after a scoring round ${at(page)}`)
  }
})

test('a War of Supremacy game in the pseudo-locale: the setup, the table and the log', async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto('/')
  await inPseudoLocale(page)
  await page.getByTestId('new-game').click()
  await page.locator('input[type="radio"][value="war-of-supremacy"]').check()
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport)
    await expectAllFromCatalogs(page, `War of Supremacy setup ${at(page)}`)
  }
  // Set up on a phone's width: the "works offline" chip, already seen in this page, is not waited for again.
  await page.setViewportSize(PHONE)
  await page.evaluate(() => localStorage.removeItem('supremacy.locale'))
  await startWos(page, ['Ana', 'Ben', 'Cy'], [[6, 4, 2]])
  const game = gameAddress(page)
  await inPseudoLocale(page)
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport)
    await everyTab(page, game, ['board', 'log'], 'War of Supremacy')
  }
})

/** Each desk the battle-kind control offers, read at one viewport: chips on a tablet, one select on a phone. */
async function everyBattleKind(page: Page, kind: string): Promise<void> {
  const chips = page.getByTestId('battle-kinds').getByRole('radio')
  for (let i = 0; i < (await chips.count()); i++) {
    await chips.nth(i).check({ force: true })
    await expectAllFromCatalogs(page, `${kind}: the battle desk's ${await chips.nth(i).getAttribute('value')} ${at(page)}`)
  }
  const select = page.getByTestId('battle-kind')
  const values = await select.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter((v) => v !== ''))
  for (const value of values) {
    await select.selectOption(value)
    await expectAllFromCatalogs(page, `${kind}: the battle desk's ${value} ${at(page)}`)
  }
}

test('every kind of battle desk with Air Units and Warlords, in the pseudo-locale', async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto('/')
  await startGame(page, [
    { power: 'USA', player: 'Ana' },
    { power: 'USSR', player: 'Ben' },
  ], { airUnits: true, warlords: true })
  const game = gameAddress(page)
  await inPseudoLocale(page)
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport)
    await showTab(page, game, 'supply')
    await page.getByTestId('open-battle').click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await everyBattleKind(page, 'basic game with modules')
    await page.keyboard.press('Escape')
  }
})

test("a guided game's charts in the pseudo-locale, after a cycle's first payments", async ({ page }) => {
  await page.goto('/')
  await startGame(page, [
    { power: 'USA', player: 'Ana' },
    { power: 'USSR', player: 'Ben' },
  ], { guided: true })
  const game = gameAddress(page)
  const big = page.getByTestId('play-banner').locator('[data-primary="true"]')
  await big.click() // USA pays: a line to chart
  await inPseudoLocale(page)
  await showTab(page, game, 'standings')
  // The game opens on its due stage once read: the Standings tab is picked again once it has.
  await page.getByRole('tab').nth(5).click()
  await page.getByTestId('show-charts').click()
  await expect(page.getByTestId('charts-panel').locator('.chart-card').first()).toBeVisible()
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport)
    await expectAllFromCatalogs(page, `the charts ${at(page)}`)
  }
})

test('the battle desk of a bookkeeping game, then the end screen after it ends by Detente, in the pseudo-locale', async ({ page }) => {
  await page.goto('/')
  await startGame(page, [
    { power: 'USA', player: 'Ana' },
    { power: 'USSR', player: 'Ben' },
  ])
  const game = gameAddress(page)
  await inPseudoLocale(page)
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport)
    await showTab(page, game, 'supply')
    await page.getByTestId('open-battle').click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectAllFromCatalogs(page, `the battle desk ${at(page)}`)
    await page.keyboard.press('Escape')
  }
  await page.setViewportSize(TABLET)
  await page.evaluate(() => localStorage.removeItem('supremacy.locale'))
  await page.reload()
  await page.getByRole('tab', { name: 'Standings' }).click()
  await page.getByRole('button', { name: 'End the game by Detente…' }).click()
  await page.getByRole('dialog', { name: 'End the game by Detente' }).getByRole('button', { name: 'End the game now' }).click()
  await expect(page.getByTestId('end-screen')).toBeVisible()
  await inPseudoLocale(page)
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport)
    await expect(page.getByTestId('end-screen')).toBeVisible()
    await expectAllFromCatalogs(page, `the end screen ${at(page)}`)
  }
})
