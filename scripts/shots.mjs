// Screenshots of the main screens at the three table sizes, light and dark, to look at before
// calling a screen done (issue 11). Needs a running preview: `npx vite preview --port 4330`.
// Usage: node scripts/shots.mjs <port> <outdir> [which,...]
//   which: home, battle, market, pay (a bookkeeping game); guided (a guided game from the Board in
//   Stage 1 through a bid to the Stage 4 battle desk of cycle 2); air (a bookkeeping game with Air
//   Units: the setup switch, the supply card and an air battle with its dice); warlords (a
//   bookkeeping game with Warlords and Pirates: the switch, the setup card, the supply center, the market).
import { chromium } from 'playwright-core'
import { mkdirSync } from 'node:fs'

const port = process.argv[2] ?? '4312'
const out = process.argv[3] ?? '/tmp/shots'
const which = (process.argv[4] ?? 'home,battle,market,pay,guided').split(',')
mkdirSync(out, { recursive: true })
const base = `http://127.0.0.1:${port}/`
const sizes = [
  ['tablet', 1280, 800],
  ['portrait', 800, 1280],
  ['phone', 390, 844],
]
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] })

const SEATS = [['USA', 'Ann'], ['USSR', 'Boris'], ['Europe', 'Eve'], ['China', 'Chen']]

async function start(page, guided = false, seats = SEATS, beforeStart = async () => {}) {
  await page.goto(base)
  await page.getByRole('button', { name: 'New game' }).click()
  for (const [p] of seats) await page.getByRole('group', { name: 'Superpowers that play' }).getByRole('button', { name: p }).click()
  for (const [p, n] of seats) await page.getByLabel(`Player commanding ${p}`).fill(n)
  if (!guided) await page.getByRole('radio', { name: /^Bookkeeping only/ }).click()
  await beforeStart()
  await page.getByRole('button', { name: 'Start game' }).click()
  await page.getByRole('tab', { selected: true }).waitFor()
}

const primary = (page) => page.getByTestId('play-banner').locator('[data-primary="true"]')

/** Play a guided game for USA and USSR by its primary button: nobody bids except in Stage 4 of cycle 2. */
async function guided(page, shot) {
  await start(page, true, SEATS.slice(0, 2))
  await page.getByRole('tab', { name: 'Board' }).click()
  await shot('board-stage1')
  for (let step = 0; step < 120; step += 1) {
    const where = (await page.getByTestId('play-where').textContent()) ?? ''
    const label = ((await primary(page).textContent()) ?? '').trim()
    if (/Cycle 2/.test(where) && /Stage 4/.test(where) && /attack/i.test(label)) break
    if (/^Secret bids/.test(label)) {
      await primary(page).click()
      const yes = /Cycle 2/.test(where) && /Stage 4/.test(where)
      for (let bidder = 0; bidder < 2; bidder += 1) {
        await page.getByTestId('i-am').click()
        if (step < 12 && bidder === 0) await shot('bid-private')
        await page.getByTestId(yes ? 'bid-yes' : 'bid-no').click()
      }
      await page.waitForTimeout(250)
      continue
    }
    if (/^Roll for the player sequence/.test(label)) {
      await page.getByTestId('roll-usa').getByRole('button', { name: '6', exact: true }).click()
      await page.getByTestId('roll-ussr').getByRole('button', { name: '2', exact: true }).click()
      await page.getByTestId('set-order').click()
      continue
    }
    if (/Stage 7/.test(where) && /Over/.test(where)) await shot('cycle-ends')
    await primary(page).click()
    await page.waitForTimeout(250)
  }
  await shot('stage4-banner')
  await primary(page).click()
  await page.waitForTimeout(300)
  await shot('stage4-desk')
}

/** A bookkeeping game with Air Units: the switch at setup, air units corrected in, the air battle desk. */
async function air(page, shot) {
  await start(page, false, SEATS.slice(0, 2), async () => {
    await page.getByTestId('variant-air-units').check()
    await page.getByTestId('variant-air-units').scrollIntoViewIfNeeded()
    await shot('air-setup')
  })
  await page.getByRole('tab', { name: 'Supply centers' }).click()
  await page.getByTestId('supply-usa').getByRole('button', { name: 'Correct…' }).click()
  const sheet = page.getByRole('dialog', { name: 'Correct USA' })
  await sheet.getByRole('radiogroup', { name: 'What is wrong' }).getByRole('radio', { name: 'Forces', exact: true }).click()
  for (let i = 0; i < 2; i++) await sheet.getByRole('button', { name: /^more Air units/ }).click()
  await sheet.getByTestId('reason').fill('Built last turn')
  await sheet.getByTestId('confirm-correction').click()
  await page.waitForTimeout(200)
  await shot('air-supply')
  await page.getByRole('tab', { name: 'Board' }).click()
  await page.waitForTimeout(200)
  await shot('air-board')
  await page.getByRole('tab', { name: 'Supply centers' }).click()
  await page.getByTestId('open-battle').click()
  const desk = page.getByRole('dialog', { name: 'Battle' })
  await desk.getByRole('radiogroup', { name: 'Battle' }).getByRole('radio', { name: 'Air battle' }).click()
  await desk.getByRole('radiogroup', { name: 'Defender' }).getByRole('radio', { name: 'USSR' }).click()
  await desk.getByTestId('air-battle-target').fill('Siberia')
  for (let i = 0; i < 2; i++) await desk.getByRole('button', { name: 'more Attacking air units', exact: true }).click()
  await desk.getByRole('button', { name: 'more Attacking armies', exact: true }).click()
  for (let i = 0; i < 2; i++) await desk.getByRole('button', { name: 'more Defending armies', exact: true }).click()
  await page.waitForTimeout(200)
  await shot('air-battle')
  await desk.getByTestId('air-dice-attacker-roll').click()
  await desk.getByTestId('air-dice-defender-roll').click()
  await page.waitForTimeout(200)
  await shot('air-battle-dice')
}

/** A bookkeeping game with Warlords and Pirates: the switch, the Marshall's setup, the supply center, the market sheet. */
async function warlords(page, shot) {
  await start(page, false, SEATS.slice(0, 2), async () => {
    await page.getByTestId('variant-warlords').check()
    await page.getByTestId('variant-warlords').scrollIntoViewIfNeeded()
    await shot('warlords-switch')
  })
  await page.getByRole('tab', { name: 'Supply centers' }).click()
  const card = page.getByTestId('neutral-zones-card')
  await card.scrollIntoViewIfNeeded()
  await shot('warlords-setup')
  await card.getByTestId('neutral-tanks').check()
  await card.getByTestId('neutral-roll-all').click()
  await card.getByTestId('confirm-neutral-zones').scrollIntoViewIfNeeded()
  await page.waitForTimeout(200)
  await shot('warlords-setup-rolled')
  await card.getByTestId('confirm-neutral-zones').click()
  await page.getByTestId('neutral-supply').scrollIntoViewIfNeeded()
  await page.waitForTimeout(200)
  await shot('warlords-supply')
  await page.getByTestId('open-warlords-market').click()
  const sheet = page.getByRole('dialog', { name: "Warlords' market" })
  await sheet.getByRole('radiogroup', { name: 'Seller' }).getByRole('radio', { name: /USA/ }).click()
  await sheet.getByTestId('market-zone').selectOption('India')
  await page.waitForTimeout(200)
  await shot('warlords-market')
  await sheet.getByRole('button', { name: 'Close' }).click()
}

for (const scheme of ['light', 'dark']) {
  for (const [name, width, height] of sizes) {
    const context = await browser.newContext({ viewport: { width, height }, colorScheme: scheme, hasTouch: name === 'phone' })
    // Past the first-run guide and the install offer, as on a group's second launch.
    await context.addInitScript(() => {
      // Also runs on about:blank, whose storage is denied.
      if (location.protocol !== 'http:' && location.protocol !== 'https:') return
      localStorage.setItem('supremacy-guide-seen', '1')
      localStorage.setItem('supremacy-install-later', '1')
    })
    const page = await context.newPage()
    page.on('pageerror', (e) => console.log('pageerror', e.message))
    const shot = (what) => page.screenshot({ path: `${out}/${what}-${name}-${scheme}.png` })
    await page.goto(base)
    await page.waitForTimeout(400)
    if (which.includes('home')) await shot('home-empty')
    if (which.includes('guided')) {
      await guided(page, shot)
      await page.goto(base)
    }
    if (which.includes('air')) {
      await air(page, shot)
      await page.goto(base)
    }
    if (which.includes('warlords')) {
      await warlords(page, shot)
      await page.goto(base)
    }
    await start(page)
    if (which.includes('battle')) {
      await page.getByRole('tab', { name: 'Supply centers' }).click()
      await page.getByTestId('open-battle').click()
      const desk = page.getByRole('dialog', { name: 'Battle' })
      await desk.getByRole('radiogroup', { name: 'Attacker' }).getByRole('radio', { name: 'USA' }).click()
      await desk.getByRole('radiogroup', { name: 'Defender' }).getByRole('radio', { name: 'USSR' }).click()
      await desk.getByTestId('battle-target').fill('Poland')
      for (let i = 0; i < 3; i++) await desk.getByRole('button', { name: 'more Attacking armies', exact: true }).click()
      for (let i = 0; i < 2; i++) await desk.getByRole('button', { name: 'more Defending armies', exact: true }).click()
      await page.waitForTimeout(200)
      await shot('battle')
      await desk.getByTestId('dice-attacker-roll').click()
      await desk.getByTestId('dice-defender-roll').click()
      await shot('battle-dice')
      await desk.getByRole('button', { name: 'Close' }).first().click()
    }
    if (which.includes('market')) {
      await page.getByRole('tab', { name: 'Market' }).click()
      await page.waitForTimeout(200)
      await shot('market')
      const panel = page.getByRole('region', { name: 'Trade with the market' })
      await panel.getByRole('radiogroup', { name: 'Superpower' }).getByRole('radio', { name: 'USA', exact: true }).click()
      await panel.getByRole('radiogroup', { name: 'Sell or buy' }).getByRole('radio', { name: 'Buy from market' }).click()
      await panel.getByRole('radiogroup', { name: 'Resource' }).getByRole('radio', { name: 'Grain', exact: true }).click()
      const typed = panel.getByRole('spinbutton', { name: 'Units' })
      if (await typed.count()) await typed.fill('11')
      else for (let i = 0; i < 10; i++) await panel.getByRole('button', { name: 'more Units' }).click()
      await page.waitForTimeout(200)
      await panel.scrollIntoViewIfNeeded()
      await shot('market-buy')
    }
    if (which.includes('pay')) {
      await page.getByRole('tab', { name: 'Bank' }).click()
      await page.getByTestId('cash-card-usa').getByRole('button', { name: 'Pay / Receive' }).click()
      await page.getByRole('radiogroup', { name: 'Who receives' }).getByTestId('pick-ussr').click()
      await page.waitForTimeout(300)
      await shot('pay')
      await page.keyboard.press('Escape')
    }
    if (which.includes('home')) {
      await page.getByRole('link', { name: 'Supremacy Companion' }).click()
      await page.waitForTimeout(500)
      await shot('home-games')
    }
    await context.close()
  }
}
await browser.close()
console.log('done')
