/**
 * The built app's Content-Security-Policy (vite.config.ts): it is enforced, it allows only the
 * app's own origin, and what the app needs (the theme before first paint, the print window) works
 * under it. Every other spec fails on any violation through the shared `test` fixture.
 */
import { expect, openGameFile, startGame, TABLET, test } from './helpers'

test.use({ viewport: TABLET })

/** The policy the page runs under, directive by directive. */
async function policy(page: import('@playwright/test').Page): Promise<Map<string, string[]>> {
  const content = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')
  expect(content, 'index.html carries a Content-Security-Policy meta').toBeTruthy()
  return new Map(
    content!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name!, sources]),
  )
}

test("the policy names no source but the app's own origin: no inline code, no eval, no other host, no data: or blob:", async ({ page }) => {
  await page.goto('/')
  const directives = await policy(page)
  expect([...directives.keys()]).toEqual(expect.arrayContaining(['default-src', 'script-src', 'style-src', 'object-src', 'base-uri']))
  for (const [name, sources] of directives) {
    // The one exception: the players' phones' signaling server, a WebSocket to the server the table sets.
    if (name === 'connect-src') expect(sources).toEqual(["'self'", 'wss:', 'ws:'])
    else for (const source of sources) expect(source, `${name} allows only 'self' or 'none'`).toMatch(/^'(self|none)'$/)
  }
})

test('the browser enforces it: an inline script and eval are refused and reported', async ({ page, pageErrors }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Your games', level: 1 })).toBeVisible()
  const outcome = await page.evaluate(async () => {
    const w = window as unknown as { inlineRan?: boolean; evalRan?: boolean }
    const script = document.createElement('script')
    script.textContent = 'window.inlineRan = true'
    document.head.append(script)
    // A string timer is eval by another name, compiled by the page itself ('unsafe-eval' is not
    // in the policy). A direct eval here would not do: DevTools' evaluate is exempt from the check.
    setTimeout('window.evalRan = true' as unknown as () => void, 0)
    await new Promise((resolve) => setTimeout(resolve, 100))
    return { inlineRan: w.inlineRan === true, evalRan: w.evalRan === true }
  })
  expect(outcome).toEqual({ inlineRan: false, evalRan: false })
  // The fixture saw both refusals; they were this test's own doing, so they are not failures.
  await expect.poll(() => pageErrors.some((line) => /script-src\S* refused inline/.test(line))).toBe(true)
  await expect.poll(() => pageErrors.some((line) => /script-src\S* refused eval/.test(line))).toBe(true)
  pageErrors.splice(0)
})

test('a forced dark theme is on <html> before the app mounts (public/theme.js runs under the policy)', async ({ page }) => {
  await page.goto('/')
  await page.evaluate(() => localStorage.setItem('supremacy-theme', 'dark'))
  // Records the theme at the moment the app's mount point is parsed, before any module script runs.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.getElementById('app')) return
      ;(window as unknown as { themeAtMount?: string }).themeAtMount = document.documentElement.dataset.theme ?? 'none'
      observer.disconnect()
    }).observe(document, { childList: true, subtree: true })
  })
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Your games', level: 1 })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { themeAtMount?: string }).themeAtMount)).toBe('dark')
})

test('the printed report opens styled in its own window, with no inline style', async ({ page, context }) => {
  await page.goto('/')
  await startGame(page, [
    { power: 'USA', player: 'Ann' },
    { power: 'Europe', player: 'Eve' },
  ], { title: 'Printed evening' })
  const sheet = await openGameFile(page)
  const [report] = await Promise.all([context.waitForEvent('page'), sheet.getByTestId('print-report').click()])
  await expect(report.getByRole('heading', { name: 'Printed evening', level: 1 })).toBeVisible()
  await expect(report.getByRole('row')).toHaveCount(3)
  // The report's stylesheet applied: collapsed borders and a landscape-ready table.
  expect(await report.locator('table').evaluate((table) => getComputedStyle(table).borderCollapse)).toBe('collapse')
  expect(await report.locator('th').first().evaluate((th) => getComputedStyle(th).borderTopStyle)).toBe('solid')
})
