/**
 * Players' phones (issue 28), end to end with real browsers: the banker's tablet and two phones,
 * three Chromium contexts, joined through y-webrtc's own signaling server started here on loopback.
 * A guided Stage 3 with bids made on the phones (Europe's on the tablet, behind the curtain), a
 * payment asked for on a phone and accepted on the tablet, a phone that goes offline and catches
 * up, and a forged intent (a payment from another seat) refused with the tablet's words.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { collectErrors, dismissOfflineReady, expect, openGameMenu, PHONE, startGame, TABLET, test, watchContentSecurityPolicy } from './helpers'

const SIGNAL_PORT = Number(process.env.E2E_SIGNAL_PORT ?? 4444)
const SIGNALING = `ws://127.0.0.1:${SIGNAL_PORT}`
const SEATS = [
  { power: 'USA', player: 'Ann' },
  { power: 'USSR', player: 'Boris' },
  { power: 'Europe', player: 'Eve' },
] as const

let server: ChildProcess | undefined

test.beforeAll(async () => {
  server = spawn(process.execPath, ['scripts/signaling-server.mjs'], { env: { ...process.env, PORT: String(SIGNAL_PORT), HOST: '127.0.0.1' }, stdio: 'ignore' })
  // Ready when it answers over HTTP ("okay").
  for (let i = 0; i < 50; i++) {
    const up = await fetch(`http://127.0.0.1:${SIGNAL_PORT}`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`the signaling server did not start on port ${SIGNAL_PORT}`)
})

test.afterAll(() => {
  server?.kill()
})

test.use({ viewport: TABLET, serviceWorkers: 'allow' })

/** A phone: its own browser context (its own storage and device key), watched for errors like the tablet. */
async function phone(browser: Browser, errors: string[]): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: PHONE, baseURL: test.info().project.use.baseURL })
  await watchContentSecurityPolicy(context, collectErrors(context, errors))
  // The forged-intent check reaches the phone's own link through this hook (a phone can write
  // anything into the room anyway: the hook only saves the test from rebuilding the app's crypto).
  await context.addInitScript(() => {
    if (location.protocol.startsWith('http')) localStorage.setItem('supremacy.link.test-hook', '1')
  })
  return { context, page: await context.newPage() }
}

const banner = (page: Page) => page.getByRole('region', { name: 'Order of play' })
const where = (page: Page) => banner(page).getByTestId('play-where')

async function join(page: Page, link: string, name: string, seat: string): Promise<void> {
  await page.goto(link)
  await expect(page.getByTestId('seat-picker')).toBeVisible({ timeout: 15_000 })
  await page.getByTestId('device-name').fill(name)
  await page.getByTestId(`seat-${seat}`).click()
  await expect(page.getByTestId('phone-connection')).toHaveText(/Live/)
}

test('the tablet and two phones: bids on the phones, a payment asked and accepted, offline and back, a forged intent refused', async ({ page, browser, pageErrors }) => {
  test.setTimeout(90_000)
  await page.addInitScript((url) => {
    if (location.protocol.startsWith('http')) localStorage.setItem('supremacy.link.signaling', url)
  }, SIGNALING)
  await page.goto('/')
  await dismissOfflineReady(page)
  await startGame(page, SEATS, { guided: true, title: 'Phones at the table' })

  // The banker lets the phones in: the QR and the address, which carries the local signaling server.
  await (await openGameMenu(page)).getByTestId('players-phones').click()
  const sheet = page.getByRole('dialog', { name: "Players' phones" })
  await sheet.getByTestId('room-on').click()
  await expect(sheet.getByTestId('join-qr').locator('svg')).toBeVisible()
  const link = (await sheet.getByTestId('join-link').textContent())!.trim()
  expect(link).toContain('#/join/')
  expect(link).toContain(encodeURIComponent(SIGNALING))

  const ann = await phone(browser, pageErrors)
  const boris = await phone(browser, pageErrors)
  await join(ann.page, link, 'Ann', 'usa')
  await join(boris.page, link, 'Boris', 'ussr')
  await expect(ann.page.getByTestId('phone-seat')).toHaveText('USA')
  await expect(sheet.getByTestId('device-usa')).toContainText('Connected')
  await expect(sheet.getByTestId('device-ussr')).toContainText('Connected')

  // A payment asked for on Ann's phone, accepted on the tablet.
  const ask = ann.page.getByTestId('phone-request')
  await ask.getByTestId('request-to').selectOption('ussr')
  await ask.getByTestId('request-amount').fill('30')
  await ask.getByTestId('request-note').fill('grain deal')
  await ask.getByTestId('request-send').click()
  await expect(ann.page.getByTestId('reply-waiting')).toBeVisible()
  const request = sheet.getByTestId('request')
  await expect(request).toContainText('USA asks: pay USSR $30M')
  await request.getByTestId('accept-request').click()
  await expect(ann.page.getByTestId('reply-accepted')).toBeVisible()
  await expect(sheet.getByTestId('request')).toHaveCount(0)

  // A forged intent: Boris's phone asks for a payment out of USA's account. Refused, with why.
  await boris.page.evaluate(() => {
    const hook = (window as unknown as { __tableLink?: { request(command: unknown): void } }).__tableLink
    hook!.request({ kind: 'transferMoney', from: 'usa', to: 'ussr', amount: 500, purpose: 'deal' })
  })
  await expect(boris.page.getByTestId('reply-refused')).toContainText('cannot pay or sell for USA')
  await expect(sheet.getByTestId('request')).toHaveCount(0)
  await sheet.getByRole('button', { name: 'Close', exact: true }).click()

  // The payment is on both phones' books, live.
  await expect(ann.page.getByTestId('player-cash')).toContainText('$6,970M')
  await expect(boris.page.getByTestId('player-cash')).toContainText('$7,030M')

  // Boris's phone drops out; the tablet plays on (Stage 1 and 2) without waiting for it.
  await boris.context.setOffline(true)
  await expect(boris.page.getByTestId('phone-connection')).toHaveText(/Offline/)
  for (const id of ['usa', 'ussr', 'europe']) {
    const card = page.getByTestId(`stage1-${id}`)
    await card.getByRole('button', { name: /^Pay \$\d+M$/ }).click()
    await expect(card.getByRole('status')).toHaveText('✓ Paid')
  }
  await banner(page).getByTestId('advance-play').click()
  await page.getByRole('tabpanel').getByRole('button', { name: 'Transfer production' }).click()
  await banner(page).getByTestId('advance-play').click()
  await expect(where(page)).toHaveText('Cycle 1 · Stage 3 · Sell Resources · Blind Bid')
  await expect(ann.page.getByTestId('player-now')).toContainText('Stage 3')

  // Stage 3's blind bid: the curtain goes round only Europe (no phone); USA and USSR bid on theirs.
  await expect(page.getByTestId('bid-curtain')).toContainText('Europe')
  await page.getByRole('button', { name: 'I am Eve' }).click()
  await page.getByTestId('bid-no').click()
  await expect(page.getByTestId('bid-phones')).toContainText('Waiting for bids on phones: USA and USSR')
  await ann.page.getByTestId('phone-bid-yes').click()
  await expect(ann.page.getByTestId('bid-sealed')).toHaveText('Your bid is sealed; the banker reveals when all are in.')
  await expect(page.getByTestId('bid-phones-sealed')).toContainText('USA')
  // Nobody's bid shows on a phone before the reveal (Eve's, entered on the tablet, included).
  await expect(ann.page.getByTestId('player-view')).not.toContainText(/plays|sits out/)

  // Boris's phone comes back: it catches up (Stage 1 paid, the bid due) and bids.
  await boris.context.setOffline(false)
  await expect(boris.page.getByTestId('phone-connection')).toHaveText(/Live/, { timeout: 20_000 })
  await expect(boris.page.getByTestId('player-now')).toContainText('Stage 3')
  // $7,030M less USSR's Stage 1 bill of $360M, paid while the phone was away.
  await expect(boris.page.getByTestId('player-cash')).toContainText('$6,670M')
  await boris.page.getByTestId('phone-bid-yes').click()
  await expect(boris.page.getByTestId('bid-sealed')).toBeVisible()
  await expect(page.getByTestId('bid-reveal')).toBeVisible()
  await expect(page.getByTestId('bid-flow-progress')).toContainText('Bids in: 3 of 3 (2 sealed on phones)')

  await page.getByTestId('reveal-bids').click()
  const revealed = page.getByTestId('revealed-bids')
  await expect(revealed.getByRole('listitem').filter({ hasText: 'USA' })).toContainText('plays')
  await expect(revealed.getByRole('listitem').filter({ hasText: 'USSR' })).toContainText('plays')
  await expect(revealed.getByRole('listitem').filter({ hasText: 'Europe' })).toContainText('sits out')
  await expect(where(page)).toHaveText('Cycle 1 · Stage 3 · Sell Resources · Player Sequence')
  // The phones are no longer asked, and follow the game past the reveal.
  await expect(ann.page.getByTestId('phone-bid')).toHaveCount(0)
  await expect(boris.page.getByTestId('player-now')).toContainText('Player Sequence')

  await ann.context.close()
  await boris.context.close()
})
