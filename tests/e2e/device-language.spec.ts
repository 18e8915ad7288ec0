/**
 * Issue 29: German and Portuguese are complete, so a device set to either opens the app in it, with
 * the page's language said for screen readers; a language the app lacks opens in English.
 */
import { expect, test } from './helpers'

for (const [locale, heading, lang] of [
  ['de-DE', 'Eure Spiele', 'de'],
  ['pt-BR', 'Seus jogos', 'pt-BR'],
  ['fr-FR', 'Your games', 'en'],
] as const) {
  test.describe(locale, () => {
    test.use({ locale })
    test(`a device set to ${locale} opens the app in ${lang}`, async ({ page }) => {
      await page.goto('/')
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
    })
  })
}
