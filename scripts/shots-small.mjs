// Screenshots for issue 11 part B: battle desk, market, pay sheet, home at three sizes, light and dark.
// Usage: node scripts/shots-small.mjs <port> <outdir> [which,...]
import { chromium } from 'playwright-core'
import { mkdirSync } from 'node:fs'

const port = process.argv[2] ?? '4312'
const out = process.argv[3] ?? '/tmp/shots-small'
const which = (process.argv[4] ?? 'home,battle,market,pay,sequence').split(',')
mkdirSync(out, { recursive: true })
const base = `http://127.0.0.1:${port}/`
const sizes = [
  ['tablet', 1280, 800],
  ['portrait', 800, 1280],
  ['phone', 390, 844],
]
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] })

async function start(page, guided = false) {
  await page.goto(base)
  await page.getByRole('button', { name: 'New game' }).click()
  for (const p of ['USA', 'USSR', 'Europe', 'China']) await page.getByRole('group', { name: 'Superpowers that play' }).getByRole('button', { name: p }).click()
  for (const [p, n] of [['USA', 'Ann'], ['USSR', 'Boris'], ['Europe', 'Eve'], ['China', 'Chen']]) await page.getByLabel(`Player commanding ${p}`).fill(n)
  if (!guided) await page.getByRole('radio', { name: /^Bookkeeping only/ }).click()
  await page.getByRole('button', { name: 'Start game' }).click()
  await page.getByRole('tab', { selected: true }).waitFor()
}

for (const scheme of ['light', 'dark']) {
  for (const [name, width, height] of sizes) {
    const context = await browser.newContext({ viewport: { width, height }, colorScheme: scheme, hasTouch: name === 'phone' })
    const page = await context.newPage()
    page.on('pageerror', (e) => console.log('pageerror', e.message))
    const shot = (what) => page.screenshot({ path: `${out}/${what}-${name}-${scheme}.png` })
    await page.goto(base)
    await page.waitForTimeout(400)
    if (which.includes('home')) await shot('home-empty')
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
