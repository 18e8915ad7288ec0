import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { runnerImport } from 'vite'
import { expect, openTab, PHONE, test, textUnder14px, saveShot } from './helpers'

/**
 * The phone view of one seat (issue 28) through the tablet's local route `#/seat/<gameId>/<seat>`:
 * a basic game in the middle of Stage 1 with a loan (and air units), a Cash Flow game and a War of
 * Supremacy game and a Warlords and Pirates game, each imported as a game file built by commands (tests/support/player-books.ts).
 * At 390x844 and 800x1280, light and dark: nothing wider than the screen, no text under 14px, a
 * code beside every colour; the screenshots are looked at by hand (tests/e2e/screenshots).
 */
const root = join(import.meta.dirname, '../..')

interface Played {
  entries: { at: string }[]
  do(command: object): void
}
interface Games {
  basicMidStage1(modules?: string[]): Played
  cashFlowMidGame(): Played
  wosInCombat(): Played
}

async function gameFiles(): Promise<Record<string, string>> {
  const config = { configFile: false as const, resolve: { alias: { '@': join(root, 'src') } } }
  const games = (await runnerImport<Games>(join(root, 'tests/support/player-books.ts'), config)).module
  const files = (await runnerImport<{ buildGameFile(entries: readonly unknown[], app: string, at: string): unknown }>(join(root, 'src/domain/game-file.ts'), config)).module
  const basic = games.basicMidStage1(['air-units'])
  basic.do({ kind: 'correctForces', power: 'usa', forces: { airUnits: 2 }, reason: 'Built last cycle' })
  const warlords = (await runnerImport<{ warlordsStage1(): Played }>(join(root, 'tests/support/warlords.ts'), config)).module.warlordsStage1()
  const played: Record<string, Played> = { basic, 'cash-flow': games.cashFlowMidGame(), wos: games.wosInCombat(), warlords }
  // A minute between lines, as a table plays, ending now.
  const now = Date.now()
  return Object.fromEntries(
    Object.entries(played).map(([name, g]) => {
      const entries = g.entries.map((e, i) => ({ ...e, at: new Date(now - (g.entries.length - i) * 60_000).toISOString() }))
      return [name, JSON.stringify(files.buildGameFile(entries, '0.1.0', new Date(now).toISOString()))]
    }),
  )
}

let files: Record<string, string>
test.beforeAll(async () => {
  files = await gameFiles()
})

/** Imports a game file from the home screen and opens it: resolves with its id on this device. */
async function importGame(page: Page, name: string): Promise<string> {
  await page.goto('./')
  await page.getByTestId('import-file').setInputFiles({ name: `${name}.json`, mimeType: 'application/json', buffer: Buffer.from(files[name]!) })
  await page.getByTestId('import-done').getByText('Open it').click()
  // Opened, the game view moves on to its first tab once the game is read: wait for it, or that
  // move would come after ours and take the page back to the game.
  await page.waitForURL(/#\/game\/[^/]+\/board$/)
  return decodeURIComponent(page.url().split('#/game/')[1]!.split('/')[0]!)
}

const SEATS = [
  { game: 'basic', seat: 'usa', code: 'USA', first: 'Your move: Settle Stage 1: $410M to pay' },
  { game: 'cash-flow', seat: 'europe', code: 'EUR', first: 'Your move: Europe: roll for entropy' },
  { game: 'wos', seat: 'p2', code: 'Seat 2', first: 'Your move: Resolve combat (4 v 5): Ana holds' },
  // Warlords and Pirates: the USSR's cards in warlord zones, in its bill and its own section.
  { game: 'warlords', seat: 'ussr', code: 'USSR', first: 'Your move: Settle Stage 1: $660M to pay' },
] as const

// One test per size and game; light and dark are two screenshots of the same page (the layout
// checks do not depend on the scheme, and a fresh context per scheme cost CI half a minute).
for (const viewport of [PHONE, { width: 800, height: 1280 }]) {
  test.describe(`${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport })
    for (const { game, seat, code, first } of SEATS) {
      test(`the ${game} game's phone view for ${seat}, light and dark`, async ({ page }) => {
        const id = await importGame(page, game)
        await page.goto(`./#/seat/${encodeURIComponent(id)}/${seat}`)
        const view = page.getByTestId('player-view')
        await expect(view).toBeVisible()
        await expect(page.getByTestId('player-seat').locator('.seat-chip')).toHaveText(code)
        await expect(page.getByTestId('player-must-act')).toHaveText(first)
        // Every colour chip carries its code or seat number.
        for (const chip of await view.locator('.seat-chip').all()) await expect(chip).not.toHaveText('')
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 'the page is wider than the screen').toBeLessThanOrEqual(0)
        expect(await textUnder14px(page, '[data-testid="player-view"]'), 'text under 14px').toEqual([])
        for (const colorScheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme })
          await saveShot(page, { path: `tests/e2e/screenshots/player-view-${game}-${seat}-${viewport.width}x${viewport.height}-${colorScheme}.png`, fullPage: true })
        }
      })
    }
  })
}

test('the tablet links each power to its phone view from the standings', async ({ page }) => {
  await importGame(page, 'basic')
  await openTab(page, 'Standings')
  await page.getByRole('navigation', { name: "Players' phone views" }).getByRole('link', { name: 'EUR Europe’s phone view' }).click()
  await expect(page).toHaveURL(/#\/seat\/[^/]+\/europe$/)
  await expect(page.getByTestId('player-seat')).toContainText('Europe')
  await page.getByRole('link', { name: 'Back to the game' }).click()
  await expect(page).toHaveURL(/#\/game\//)
})

test('the phone view follows the tablet’s tab as it plays, with no tap', async ({ page, context }) => {
  const id = await importGame(page, 'basic')
  const phone = await context.newPage()
  await phone.setViewportSize(PHONE)
  await phone.goto(`./#/seat/${encodeURIComponent(id)}/usa`)
  await expect(phone.getByTestId('player-stage1')).toContainText('Stage 1: you owe $410M')
  await page.getByRole('button', { name: "Pay USA's $410M" }).click()
  // Nothing is done on the phone view: it reads the new line from storage by itself.
  await expect(phone.getByTestId('player-stage1')).toHaveText('✓ Stage 1 paid')
  await expect(phone.getByTestId('player-cash')).toContainText('$8,590M')
  await expect(phone.getByTestId('player-log').getByRole('listitem').first()).toContainText('USA paid Stage 1 salaries and loans ($410M)')
  await expect(phone.getByTestId('player-must-act')).toHaveCount(0)
})

// Issue 29: each game's phone view in the pseudo-locale, every word from a catalog and nothing spilling.
test('the phone views of every kind of game in the pseudo-locale', async ({ page }) => {
  const { expectAllFromCatalogs, inPseudoLocale } = await import('./pseudo-support')
  for (const { game, seat } of SEATS) {
    await page.setViewportSize(PHONE)
    await page.evaluate(() => localStorage.removeItem('supremacy.locale')).catch(() => undefined)
    const id = await importGame(page, game)
    await page.goto(`./#/seat/${encodeURIComponent(id)}/${seat}`)
    await inPseudoLocale(page)
    for (const viewport of [PHONE, { width: 800, height: 1280 }]) {
      await page.setViewportSize(viewport)
      await expect(page.getByTestId('player-view')).toBeVisible()
      await expectAllFromCatalogs(page, `the ${game} game's phone view for ${seat} at ${viewport.width}x${viewport.height}`)
    }
  }
})
