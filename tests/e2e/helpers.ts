/**
 * Shared steps for the end-to-end tests: what a player does and reads on screen, found by role,
 * label and visible text. Every test gets a fresh browser context (fresh IndexedDB, no service
 * worker yet) from @playwright/test.
 */
import { test as base, expect, type BrowserContext, type Locator, type Page } from '@playwright/test'

export { expect }

/**
 * Screenshots are for people to look at (`SHOTS=1 npx playwright test <spec>`); a run without
 * SHOTS=1 (CI) checks by its assertions and skips the PNG encoding, which took about a tenth of
 * the browser tests' time (some 190 full-page images per run on the two-core machines).
 */
export const SHOTS_ON = process.env.SHOTS === '1'

/** Saves a screenshot of the page or one element when SHOTS=1. */
export async function saveShot(target: Page | Locator, options: { path: string; fullPage?: boolean }): Promise<void> {
  if (!SHOTS_ON) return
  if ('mainFrame' in target) await target.screenshot(options)
  else await target.screenshot({ path: options.path })
}

export type PowerName = 'USA' | 'USSR' | 'Europe' | 'China' | 'Africa' | 'South America'
export type ResourceName = 'Grain' | 'Oil' | 'Minerals'
export type TabName = 'Board' | 'Stage' | 'Bank' | 'Market' | 'Supply centers' | 'Log' | 'Standings'

export const TABLET = { width: 1280, height: 800 } as const
export const PHONE = { width: 390, height: 844 } as const

/**
 * A context made by hand (not the config's, which starts past them): skip the first-run guide and
 * the install offer, as a group's second launch does.
 */
export async function pastFirstRun(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    // Also runs on about:blank, whose storage is denied.
    if (location.protocol !== 'http:' && location.protocol !== 'https:') return
    localStorage.setItem('supremacy-guide-seen', '1')
    localStorage.setItem('supremacy-install-later', '1')
  })
}

/** Uncaught page errors and console errors of every page in a context, as readable lines. */
export function collectErrors(context: BrowserContext, into: string[] = []): string[] {
  const watch = (page: Page): void => {
    page.on('pageerror', (error) => into.push(`pageerror on ${page.url()}: ${error.message}`))
    page.on('console', (message) => {
      if (message.type() === 'error') into.push(`console.error on ${page.url()}: ${message.text()}`)
    })
  }
  context.pages().forEach(watch)
  context.on('page', watch)
  return into
}

/** A Content-Security-Policy violation as the page reports it (the `securitypolicyviolation` event). */
interface CspViolation {
  directive: string
  blocked: string
  source: string
  sample: string
}

/**
 * Records every Content-Security-Policy violation in any page of the context into `into`. Pages
 * get a listener before any of their own scripts run; the browser's "Refused to …" console line
 * of a violation (which collectErrors also catches) is the second net, for windows like the
 * print report whose document.write() drops listeners.
 */
export async function watchContentSecurityPolicy(context: BrowserContext, into: string[] = []): Promise<string[]> {
  await context.exposeBinding('__reportCspViolation', ({ page }, v: CspViolation) => {
    into.push(`CSP violation on ${page.url()}: ${v.directive} refused ${v.blocked} at ${v.source} ${v.sample}`.trim())
  })
  await context.addInitScript(() => {
    const report = (globalThis as unknown as { __reportCspViolation?: (v: CspViolation) => void }).__reportCspViolation
    addEventListener(
      'securitypolicyviolation',
      (e) => report?.({ directive: e.effectiveDirective, blocked: e.blockedURI || 'inline', source: `${e.sourceFile}:${e.lineNumber}`, sample: e.sample }),
      true,
    )
  })
  return into
}

/** The test contexts whose service worker is blocked (the default: playwright.config.ts). */
const contextsWithoutWorkers = new WeakSet<BrowserContext>()

/**
 * `test` whose every page (of the default context) is watched: a test fails if the app threw an
 * uncaught error, logged a console error or broke its Content-Security-Policy, whatever the test
 * itself checked.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ context, serviceWorkers }, use) => {
      if (serviceWorkers === 'block') contextsWithoutWorkers.add(context)
      const errors = await watchContentSecurityPolicy(context, collectErrors(context))
      await use(errors)
      expect(errors, 'uncaught page errors, console errors and Content-Security-Policy violations').toEqual([])
    },
    { auto: true },
  ],
})

export interface Seat {
  power: PowerName
  player: string
}

export interface StartOptions {
  /** The optional game name. */
  title?: string
  /** Tap (touch) instead of clicking with a mouse. */
  tap?: boolean
  /**
   * The app runs the order of play (stages, bids, turns). Off by default here: most tests trade
   * freely, which only a bookkeeping-only game allows.
   */
  guided?: boolean
  /** Rotating phases end when each power has passed once (the reading games kept before the setting). */
  passIsFinal?: boolean
  /** Switch the Air Units variant on (with its default readings). */
  airUnits?: boolean
  /** Switch the Warlords and Pirates module on. */
  warlords?: boolean
}

/** Taps with touch or clicks with the mouse. */
function press(target: Locator, tap: boolean | undefined): Promise<void> {
  return tap ? target.tap() : target.click()
}

/**
 * From wherever the app is: home, "New game", tap the powers, type the names, choose the order
 * of play (bookkeeping only unless `guided`), Start (Standard Open).
 */
export async function startGame(page: Page, seats: readonly Seat[], options: StartOptions = {}): Promise<void> {
  const { title = '', tap, guided = false, passIsFinal = false, airUnits = false, warlords = false } = options
  await press(page.getByRole('link', { name: 'Supremacy Companion' }), tap)
  await expect(page.getByRole('heading', { name: 'Your games', level: 1 })).toBeVisible()
  await press(page.getByRole('button', { name: 'New game' }), tap)
  await expect(page.getByRole('heading', { name: 'New game', level: 1 })).toBeVisible()

  const powers = page.getByRole('group', { name: 'Superpowers that play' })
  for (const seat of seats) {
    const tile = powers.getByRole('button', { name: seat.power })
    await press(tile, tap)
    await expect(tile).toHaveAttribute('aria-pressed', 'true')
  }
  for (const seat of seats) {
    const field = page.getByLabel(`Player commanding ${seat.power}`)
    if (tap) await field.tap()
    await field.fill(seat.player)
  }

  const orderOfPlay = page.getByRole('radio', { name: guided ? /^Guided/ : /^Bookkeeping only/ })
  if (!(await orderOfPlay.isChecked())) await press(orderOfPlay, tap)
  await expect(orderOfPlay).toBeChecked()

  const standard = page.getByRole('radio', { name: /^Standard Open/ })
  if (!(await standard.isChecked())) await press(standard, tap)
  await expect(standard).toBeChecked()
  if (title) await page.getByLabel('Game name (optional)').fill(title)
  if (passIsFinal) {
    await press(page.getByText('Settings', { exact: true }), tap)
    const reading = page.getByTestId('setting-rotation').getByRole('button', { name: 'each power has passed once' })
    await press(reading, tap)
    await expect(reading).toHaveAttribute('aria-pressed', 'true')
  }

  if (airUnits) {
    const variant = page.getByTestId('variant-air-units')
    await press(variant, tap)
    await expect(variant).toBeChecked()
  }
  if (warlords) {
    const variant = page.getByTestId('variant-warlords')
    await press(variant, tap)
    await expect(variant).toBeChecked()
  }
  await expect(page.getByText(`Ready: ${seats.length} superpowers, Standard Open.`)).toBeVisible()
  await press(page.getByRole('button', { name: 'Start game' }), tap)
  // A game opens on the Board; the tests then go on from the screen they were written for.
  await expect(page.getByRole('tab', { name: 'Board', selected: true })).toBeVisible()
  await expect(page).toHaveURL(/#\/game\/[^/]+\/board$/)
  await openTab(page, guided ? 'Stage' : 'Bank', tap)
}

/** Taps one of the game's four tabs and waits until its panel shows. */
export async function openTab(page: Page, name: TabName, tap = false): Promise<void> {
  await press(page.getByRole('tab', { name }), tap)
  await expect(page.getByRole('tab', { name, selected: true })).toBeVisible()
  await expect(page.getByRole('tabpanel', { name })).toBeVisible()
}

const POWER_IDS: Record<PowerName, string> = { USA: 'usa', USSR: 'ussr', Europe: 'europe', China: 'china', Africa: 'africa', 'South America': 'south-america' }

/**
 * A power's cash where the game screen shows it: the cash line under the game bar (tablets, every
 * tab but the Board), or its row on the Board ("USA $7,000M").
 */
export function cashInStrip(page: Page, power: PowerName): Locator {
  const strip = page.getByRole('list', { name: 'Cash' }).getByRole('listitem').filter({ hasText: power })
  return strip.or(page.getByTestId(`board-cash-${POWER_IDS[power]}`)).filter({ visible: true })
}

/** A power's card on the Bank tab's cash board. */
export function cashCard(page: Page, power: PowerName): Locator {
  return page.getByRole('tabpanel', { name: 'Bank' }).getByRole('article').filter({ has: page.getByText(power, { exact: true }) })
}

/** The price a resource's market meter shows on the Market tab. */
export function marketPrice(page: Page, resource: ResourceName): Locator {
  return page.getByRole('region', { name: `${resource} market` }).getByRole('paragraph')
}

/** The spot of a resource's Price Index where the meter stands ("▼ now $500M"). */
export function meterNow(page: Page, resource: ResourceName): Locator {
  return page.getByRole('list', { name: `${resource} Price Index` }).getByRole('listitem').filter({ hasText: 'now' })
}

/** The market trade panel of the Market tab. */
export function tradePanel(page: Page): Locator {
  return page.getByRole('region', { name: 'Trade with the market' })
}

export interface Trade {
  power: PowerName
  side: 'sell' | 'buy'
  resource: ResourceName
  units: number
}

/** Chooses a market trade on the Market tab (power, sell or buy, resource, units) without confirming. */
export async function chooseTrade(page: Page, trade: Trade, tap = false): Promise<Locator> {
  const panel = tradePanel(page)
  const pick = async (group: string, name: string) => {
    const radio = panel.getByRole('radiogroup', { name: group }).getByRole('radio', { name, exact: true })
    await press(radio, tap)
    await expect(radio).toHaveAttribute('aria-checked', 'true')
  }
  await pick('Superpower', trade.power)
  await pick('Sell or buy', trade.side === 'sell' ? 'Sell to market' : 'Buy from market')
  await pick('Resource', trade.resource)
  // Units are typed (one tap on the field, then the number), as a player buying 10 does.
  const units = panel.getByRole('spinbutton', { name: 'Units' })
  await press(units, tap)
  await units.fill(String(trade.units))
  await expect(units).toHaveValue(String(trade.units))
  return panel
}

/** Confirms the chosen trade and waits for the saved "Done: …" line. */
export async function confirmTrade(page: Page, trade: Trade, tap = false): Promise<void> {
  const panel = tradePanel(page)
  const verb = trade.side === 'sell' ? 'sell' : 'buy'
  const button = panel.getByRole('button', { name: `Confirm: ${verb} ${trade.units} ${trade.resource.toLowerCase()}` })
  await expect(button).toBeEnabled()
  await press(button, tap)
  const past = trade.side === 'sell' ? 'sold' : 'bought'
  await expect(panel.getByRole('status').filter({ hasText: 'Done:' })).toContainText(`${trade.power} ${past} ${trade.units}`)
}

/**
 * Waits until this page has an activated service worker that controls it, reloading once if the
 * worker did not claim the page. Resolves with whether that reload was needed.
 */
export async function waitForServiceWorkerControl(page: Page): Promise<{ reloaded: boolean }> {
  const state = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration()
      return { active: registration?.active?.state ?? null, controlled: navigator.serviceWorker.controller !== null }
    })
  await expect.poll(async () => (await state()).active, { timeout: 20_000 }).toBe('activated')
  // clientsClaim makes the first visit controlled; give the claim a moment before falling back.
  const claimed = await expect
    .poll(async () => (await state()).controlled, { timeout: 5_000 })
    .toBe(true)
    .then(() => true)
    .catch(() => false)
  if (!claimed) await page.reload()
  await expect.poll(async () => (await state()).controlled, { timeout: 10_000 }).toBe(true)
  return { reloaded: !claimed }
}

/**
 * The "Works offline" chip the first visit shows in the app bar once the service worker is
 * installed. Nothing to do where the test's service worker is blocked: no worker, no chip.
 */
export async function dismissOfflineReady(page: Page): Promise<void> {
  if (contextsWithoutWorkers.has(page.context())) return
  const notice = page.getByTestId('offline-ready')
  await expect(notice).toBeVisible({ timeout: 20_000 })
  await notice.click()
  await expect(notice).toBeHidden()
}

/**
 * Opens the game bar's "⋯ Menu" (Theme, Screen on, Game file, the storage status) unless it is
 * open, and returns its panel.
 */
export async function openGameMenu(page: Page): Promise<Locator> {
  const toggle = page.getByTestId('game-menu')
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
  const panel = page.getByRole('group', { name: 'Game menu' })
  await expect(panel).toBeVisible()
  return panel
}

/** Opens the game's "Game file" sheet from the menu. */
export async function openGameFile(page: Page): Promise<Locator> {
  await (await openGameMenu(page)).getByRole('button', { name: 'Game file' }).click()
  const sheet = page.getByRole('dialog', { name: 'Game file' })
  await expect(sheet).toBeVisible()
  return sheet
}

/** No descendant of the element is wider than the element's box, or scrolls inside it sideways. */
export async function expectNoOverflow(page: Page, selector: string): Promise<void> {
  const spills = await page.locator(selector).first().evaluate((root) => {
    const box = root.getBoundingClientRect()
    const out: string[] = []
    for (const el of [root, ...root.querySelectorAll('*')] as HTMLElement[]) {
      if (el.offsetParent === null && getComputedStyle(el).position !== 'fixed') continue
      const r = el.getBoundingClientRect()
      if (r.width === 0) continue
      if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX === 'visible') out.push(`${el.tagName}.${el.className} scrolls: ${el.scrollWidth} > ${el.clientWidth} (${el.textContent?.trim().slice(0, 30)})`)
      if (r.left < box.left - 1 || r.right > box.right + 1) out.push(`${el.tagName}.${el.className} outside: ${Math.round(r.left)}-${Math.round(r.right)} of ${Math.round(box.left)}-${Math.round(box.right)} (${el.textContent?.trim().slice(0, 30)})`)
    }
    return out
  })
  expect(spills, `${selector} overflows`).toEqual([])
}

/** The visible text below `root` under 14px (screen-reader-only text aside), each as its size and first words: [] keeps the rule. */
export function textUnder14px(page: Page, root = 'body'): Promise<string[]> {
  return page.evaluate((selector) => {
    const out: string[] = []
    const walker = document.createTreeWalker(document.querySelector(selector)!, NodeFilter.SHOW_TEXT)
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement
      const text = n.textContent?.trim()
      if (!el || !text) continue
      const box = el.getBoundingClientRect()
      const style = getComputedStyle(el)
      if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden' || style.clip === 'rect(0px, 0px, 0px, 0px)') continue
      if (parseFloat(style.fontSize) < 14) out.push(`${style.fontSize} "${text.slice(0, 30)}"`)
    }
    return out
  }, root)
}

/** The width the document can scroll to, to catch horizontal overflow. */
export function scrollWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth)
}
