/**
 * The battle desk of a bookkeeping game, for USA and USSR on a tablet: a conventional battle
 * with typed dice (odds checked before the roll, forces after), one with the app's dice, a
 * nuclear strike screened by L-stars, and the capture of a power's last home territory followed
 * by the Spoils of War.
 */
import type { Locator, Page } from '@playwright/test'
import { cashInStrip, expect, openTab, startGame, TABLET, test, type PowerName } from './helpers'

const SEATS = [
  { power: 'USA', player: 'Ann' },
  { power: 'USSR', player: 'Boris' },
] as const

test.use({ viewport: TABLET })

const ids: Record<'USA' | 'USSR', string> = { USA: 'usa', USSR: 'ussr' }

/** A power's armies or navies on its Supply centers card. */
async function force(page: Page, power: 'USA' | 'USSR', what: 'Armies' | 'Navies'): Promise<number> {
  await openTab(page, 'Supply centers')
  const card = page.getByTestId(`supply-${ids[power]}`)
  const cell = card.locator('dl > div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${what}$`) }) }).locator('dd')
  return Number(await cell.textContent())
}

/** Opens the battle desk from the Supply centers tab. */
async function openBattle(page: Page, kind?: string): Promise<Locator> {
  await openTab(page, 'Supply centers')
  await page.getByTestId('open-battle').click()
  const desk = page.getByRole('dialog', { name: 'Battle' })
  await expect(desk).toBeVisible()
  // The kinds besides the chips are under "More…" (a select beside the sheet's title).
  if (kind) await desk.getByTestId('battle-kind').selectOption({ label: kind })
  return desk
}

async function closeBattle(page: Page): Promise<void> {
  const desk = page.getByRole('dialog', { name: 'Battle' })
  await desk.getByRole('button', { name: 'Close' }).first().click()
  await expect(desk).toBeHidden()
}

async function more(scope: Locator, label: string, times: number): Promise<void> {
  for (let i = 0; i < times; i += 1) await scope.getByRole('button', { name: `more ${label}`, exact: true }).click()
}

/** The Correct sheet of the Supply centers tab: one row set to `value` (from 0), with a reason. */
async function correctRow(page: Page, power: 'USA' | 'USSR', row: 'Nukes' | 'L-stars', value: number): Promise<void> {
  await openTab(page, 'Supply centers')
  await page.getByTestId(`supply-${ids[power]}`).getByRole('button', { name: 'Correct…' }).click()
  const sheet = page.getByRole('dialog', { name: `Correct ${power}` })
  await sheet.getByRole('radiogroup', { name: 'What is wrong' }).getByRole('radio', { name: row, exact: true }).click()
  await more(sheet, `${row} (0 to 12)`, value)
  await sheet.getByTestId('reason').fill('Bought at the last Stage 7')
  await sheet.getByTestId('confirm-correction').click()
  await expect(sheet).toBeHidden()
}

async function typeDice(desk: Locator, testid: string, faces: number[]): Promise<void> {
  const box = desk.getByTestId(testid)
  for (const [i, f] of faces.entries()) await box.getByRole('radio', { name: `Die ${i + 1} shows ${f}` }).click()
}

/** The faces a dice box shows (after "Roll for me" or typing). */
async function facesOf(desk: Locator, testid: string): Promise<number[]> {
  const labels = await desk.getByTestId(testid).locator('[role="radio"][aria-checked="true"]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''))
  return labels.map((l) => Number(/shows (\d)$/.exec(l)?.[1]))
}

/** Attacker and defender forces in a conventional battle, the target named. */
async function enterBattle(desk: Locator, target: string, attacking: number, defending: number): Promise<void> {
  await desk.getByRole('radiogroup', { name: 'Attacker' }).getByRole('radio', { name: 'USA' }).click()
  await desk.getByRole('radiogroup', { name: 'Defender' }).getByRole('radio', { name: 'USSR' }).click()
  await desk.getByTestId('battle-target').fill(target)
  await more(desk, 'Attacking armies', attacking)
  await more(desk, 'Defending armies', defending)
}

test.beforeEach(async ({ page }) => {
  await page.goto('/')
  await startGame(page, SEATS)
})

test('a conventional battle with typed dice: exact odds before the roll, forces after', async ({ page }) => {
  const before = { usa: await force(page, 'USA', 'Armies'), ussr: await force(page, 'USSR', 'Armies') }
  const desk = await openBattle(page)
  await enterBattle(desk, 'Poland', 3, 2)
  await expect(desk.getByTestId('battle-dice')).toContainText('Attacker rolls 2 dice; the defender rolls 2 dice.')
  // 2 dice reach 6 (both defenders gone) in 26 of 36 rolls; 2 dice reach 9 (all 3 attackers gone) in 10 of 36.
  const summary = desk.getByTestId('odds-summary')
  await expect(summary).toContainText('Defender destroyed: 72.2%')
  await expect(summary).toContainText('Attacker destroyed: 27.8%')
  await typeDice(desk, 'dice-attacker', [5, 3])
  await typeDice(desk, 'dice-defender', [2, 2])
  await desk.getByTestId('confirm-battle').click()
  await expect(desk.getByTestId('battle-result')).toContainText('Remove 2 USSR units (2 armies).')
  await expect(desk.getByTestId('battle-result')).toContainText('Remove 1 USA unit (1 army).')
  await closeBattle(page)
  expect(await force(page, 'USA', 'Armies')).toBe(before.usa - 1)
  expect(await force(page, 'USSR', 'Armies')).toBe(before.ussr - 2)
})

test("a conventional battle with the app's dice: the forces change as the dice shown say", async ({ page }) => {
  const before = { usa: await force(page, 'USA', 'Armies'), ussr: await force(page, 'USSR', 'Armies') }
  const desk = await openBattle(page)
  await enterBattle(desk, 'Ukraine', 2, 2)
  await expect(desk.getByTestId('battle-dice')).toContainText('Attacker rolls 1 die; the defender rolls 2 dice.')
  await desk.getByTestId('dice-attacker-roll').click()
  await desk.getByTestId('dice-defender-roll').click()
  const a = await facesOf(desk, 'dice-attacker')
  const d = await facesOf(desk, 'dice-defender')
  expect(a).toHaveLength(1)
  expect(d).toHaveLength(2)
  const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0)
  const ussrLost = Math.min(2, Math.floor(sum(a) / 3))
  const usaLost = Math.min(2, Math.floor(sum(d) / 3))
  await desk.getByTestId('confirm-battle').click()
  await expect(desk.getByTestId('battle-result')).toBeVisible()
  await closeBattle(page)
  expect(await force(page, 'USA', 'Armies')).toBe(before.usa - usaLost)
  expect(await force(page, 'USSR', 'Armies')).toBe(before.ussr - ussrLost)
})

test('a nuclear strike screened by L-stars: one nuke stopped, one through', async ({ page }) => {
  await correctRow(page, 'USA', 'Nukes', 2)
  await correctRow(page, 'USSR', 'L-stars', 2)
  const desk = await openBattle(page, 'Nuclear strike')
  await desk.getByRole('radiogroup', { name: 'Power struck' }).getByRole('radio', { name: /^USSR/ }).click()
  await desk.getByTestId('nuke-zone-0').fill('Ukraine')
  await desk.getByTestId('add-nuke').click()
  await desk.getByTestId('nuke-zone-1').fill('Siberia')
  // One L-star at each nuke, a hit on 1 to 5: 1 − (5/6)² = 11/36.
  await expect(desk.getByTestId('strike-odds')).toContainText('At least one nuke through: 30.6%')
  await typeDice(desk, 'dice-lstars', [2, 6])
  await desk.getByTestId('confirm-strike').click()
  const result = desk.getByTestId('strike-result')
  await expect(result).toContainText('Nuke 1 at Ukraine: stopped by an L-star.')
  await expect(result).toContainText('Nuke 2 at Siberia: got through.')
  await expect(result).toContainText("Remove 2 nukes from USA's nuke meter.")
  await closeBattle(page)
  await expect(page.getByTestId('nuked-counter')).toContainText('☢ 1 territory nuked')
})

test("the capture of a power's last home territory, then the spoils: the cash moves", async ({ page }) => {
  const cash = async (p: PowerName) => Number(((await cashInStrip(page, p).textContent()) ?? '').replace(/[^\d]/g, ''))
  const usaCash = await cash('USA')
  const ussrCash = await cash('USSR')
  const desk = await openBattle(page, 'Home territories')
  const usaHomes = desk.getByTestId('homes-usa')
  const form = desk.getByTestId('capture-form')
  await form.locator('summary').click()
  for (const territory of ['Alaska', 'Eastern U.S.A.', 'Midwest U.S.A.', 'Western U.S.A.']) {
    await expect(desk.getByTestId('spoils-usa')).toHaveCount(0)
    await form.getByRole('radiogroup', { name: 'Power that took the territory' }).getByRole('radio', { name: 'USSR' }).click()
    await form.getByRole('radio', { name: `${territory} (USA)` }).click()
    await form.getByTestId('record-capture').click()
    await expect(usaHomes).toContainText(`${territory}: occupied by USSR`)
  }
  const prompt = desk.getByTestId('spoils-usa')
  await expect(prompt).toContainText("Claim the spoils: USSR takes USA's cash, supplies, weapons, cards and forces; its debts are forgotten.")
  await prompt.getByTestId('claim-usa').click()
  const dialog = page.getByRole('dialog', { name: 'Spoils of War: the Capture' })
  await dialog.getByTestId('confirm').click()
  await expect(usaHomes).toContainText('Out of the game')
  await expect(desk.getByTestId('supremacy')).toHaveText('Supremacy: USSR wins the game.')
  await closeBattle(page)
  await expect.poll(() => cash('USSR')).toBe(usaCash + ussrCash)
  expect(await cash('USA')).toBe(0)
})
