/**
 * The pseudo-locale (issue 29): every message from a catalog shows accented, a third longer and
 * between ⟦ ⟧. On each screen already in the catalogs, at the three viewports, a visible word
 * outside ⟦ ⟧ is a word not from a catalog (the test fails naming it), and nothing may run past
 * the screen's edge. What the players typed (their names, the game's name: shown with dir="auto")
 * and the superpowers' board codes (SAM, EUR…) are theirs, not the app's words.
 */
import type { Page } from '@playwright/test'
import { expect, expectNoOverflow, PHONE, startGame, TABLET, test } from './helpers'

const PORTRAIT = { width: 800, height: 1280 } as const

/** The visible words on the page that no catalog gave: letters left once ⟦…⟧ and the players' own text are taken out. */
async function wordsNotFromCatalogs(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    for (const el of document.body.querySelectorAll<HTMLElement>('[dir="auto"], .chip, [data-player-text]')) el.dataset.pseudoSkip = '1'
    const text = [...document.body.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => !el.closest('[data-pseudo-skip], script, style, noscript, [aria-hidden="true"]'))
      .flatMap((el) => [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE && el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })).map((n) => n.textContent ?? ''))
      .join('\u0001')
    const outside = text.replace(/⟦[^⟧]*⟧/g, ' ')
    // A message split by an element (a bold word inside a sentence) leaves pieces between markers in separate nodes.
    return outside
      .split('\u0001')
      .map((s) => s.trim())
      .filter((s) => /\p{L}{2,}/u.test(s) && !/[⟦⟧]/.test(s))
  })
}

async function inPseudoLocale(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.setItem('supremacy.locale', 'en-XA'))
  await page.reload()
}

async function expectAllFromCatalogs(page: Page, where: string): Promise<void> {
  expect(await wordsNotFromCatalogs(page), `${where}: words not from a catalog`).toEqual([])
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${where}: wider than the screen`).toBeLessThanOrEqual(page.viewportSize()!.width)
  await expectNoOverflow(page, 'body')
}

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
    await expect(page.getByTestId('saved-game')).toBeVisible()
    await expectAllFromCatalogs(page, `home ${at}`)
  }
})
