/**
 * The pseudo-locale (issue 29): every message from a catalog shows accented, a third longer and
 * between ⟦ ⟧. On each screen already in the catalogs, at the three viewports, a visible word
 * outside ⟦ ⟧ is a word not from a catalog (the test fails naming it), and nothing may run past
 * the screen's edge. What the players typed (their names, the game's name: shown with dir="auto")
 * is theirs, and names printed on the board and the box (the superpowers' codes and official
 * names, the games' titles) are marked translate="no": neither is the app's words.
 */
import { expect, PHONE, startGame, TABLET, test } from './helpers'
import { expectAllFromCatalogs, inPseudoLocale, PORTRAIT } from './pseudo-support'

test('every catalog screen in the pseudo-locale: no word from outside a catalog, nothing past the edge, at three viewports', async ({ page }) => {
  await page.goto('/')
  await startGame(page, [
    { power: 'USA', player: 'Ana' },
    { power: 'USSR', player: 'Ben' },
  ], { title: 'Friday' })
  await page.goto('/#/')
  await inPseudoLocale(page)
  for (const viewport of [TABLET, PORTRAIT, PHONE]) {
    await page.setViewportSize(viewport)
    const at = `${viewport.width}x${viewport.height}`
    await page.goto('/#/')
    await expect(page.getByTestId('saved-game')).toBeVisible()
    await expectAllFromCatalogs(page, `home ${at}`)
    // Help with every topic open, then the first-run guide from it.
    await page.getByTestId('open-help').click()
    await page.getByTestId('help-screen').locator('details').evaluateAll((all) => all.forEach((d) => ((d as HTMLDetailsElement).open = true)))
    await expectAllFromCatalogs(page, `Help ${at}`)
    await page.getByTestId('help-guide').click()
    await expect(page.getByTestId('first-run-guide')).toBeVisible()
    await expectAllFromCatalogs(page, `guide ${at}`)
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('first-run-guide')).toHaveCount(0)
    await page.getByTestId('new-game').click()
    await expect(page.getByRole('heading', { level: 1 })).toContainText('⟦')
    await expectAllFromCatalogs(page, `New game ${at}`)
  }
})
