/**
 * The defender's options in Step A of a conventional battle, in a bookkeeping game of USA and
 * USSR on a tablet: a withdrawal the attacker occupies (supplies paid, the card there taken, the
 * home territory held), and a nuclear first strike answered by the attacker's retaliation.
 */
import type { Locator, Page } from '@playwright/test'
import { expect, openTab, startGame, TABLET, test } from './helpers'

test.use({ viewport: TABLET })

async function more(scope: Locator, label: string, times: number): Promise<void> {
  for (let i = 0; i < times; i += 1) await scope.getByRole('button', { name: `more ${label}`, exact: true }).click()
}

/** The battle desk from the Supply centers tab, USA attacking USSR in `target`. */
async function attack(page: Page, target: string): Promise<Locator> {
  await openTab(page, 'Supply centers')
  await page.getByTestId('open-battle').click()
  const desk = page.getByRole('dialog', { name: 'Battle' })
  await desk.getByRole('radiogroup', { name: 'Attacker' }).getByRole('radio', { name: 'USA' }).click()
  await desk.getByRole('radiogroup', { name: 'Defender' }).getByRole('radio', { name: 'USSR' }).click()
  await desk.getByTestId('battle-target').fill(target)
  return desk
}

async function setNukes(page: Page, power: 'USA' | 'USSR', value: number): Promise<void> {
  await openTab(page, 'Supply centers')
  await page.getByTestId(`supply-${power.toLowerCase()}`).getByRole('button', { name: 'Correct…' }).click()
  const sheet = page.getByRole('dialog', { name: `Correct ${power}` })
  await sheet.getByRole('radiogroup', { name: 'What is wrong' }).getByRole('radio', { name: 'Nukes', exact: true }).click()
  await more(sheet, 'Nukes (0 to 12)', value)
  await sheet.getByTestId('reason').fill('Built last cycle')
  await sheet.getByTestId('confirm-correction').click()
  await expect(sheet).toBeHidden()
}

test.beforeEach(async ({ page }) => {
  await page.goto('/')
  await startGame(page, [
    { power: 'USA', player: 'Ann' },
    { power: 'USSR', player: 'Boris' },
  ])
})

test('USSR withdraws from Kola and USA occupies it: moving costs paid, the card taken, the home territory held', async ({ page }) => {
  const desk = await attack(page, 'Kola')
  const tactics = desk.getByTestId('defender-tactics')
  await tactics.getByText("Defender's options (Step A)").click() // folded until asked for
  await tactics.getByRole('radio', { name: 'Withdraw' }).click()
  await more(tactics, 'USSR withdraws: army-territories marched', 2)
  await tactics.getByTestId('withdraw-occupy').check()
  await more(tactics, 'USA occupies: armies airlifted', 1)
  await expect(tactics.getByTestId('withdraw-form')).toContainText("Move USA's oil supply meter 2 spots left, to 1")
  await tactics.getByTestId('confirm-withdraw').click()
  const result = tactics.getByTestId('tactic-result')
  await expect(result).toContainText('USSR withdraws from Kola, paying 2 grain')
  await expect(result).toContainText('USA occupies Kola, paying 2 oil, and takes 1 resource card')
  await desk.getByTestId('battle-kind').selectOption({ label: 'Home territories' })
  await expect(desk.getByTestId('homes-ussr')).toContainText('Kola: occupied by USA')
})

test('USSR fires a nuclear first strike, USA retaliates, then the battle goes on', async ({ page }) => {
  await setNukes(page, 'USSR', 1)
  await setNukes(page, 'USA', 1)
  const desk = await attack(page, 'Kazakh')
  const tactics = desk.getByTestId('defender-tactics')
  await tactics.getByText("Defender's options (Step A)").click() // folded until asked for
  await tactics.getByRole('radio', { name: 'Nuclear first strike' }).click()
  const first = tactics.getByTestId('strike-first')
  await expect(first.getByTestId('strike-tactic')).toContainText('First strike: USSR fires first at USA')
  await first.getByTestId('nuke-zone-0').fill('Alaska')
  await first.getByTestId('confirm-strike').click()
  await expect(first.getByTestId('strike-result')).toContainText('Nuke 1 at Alaska: got through.')
  await tactics.getByTestId('retaliate').click()
  const back = tactics.getByTestId('strike-retaliation')
  await back.getByTestId('nuke-zone-0').fill('Siberia')
  await back.getByTestId('confirm-strike').click()
  await expect(tactics.getByTestId('strike-exchange-done')).toContainText('USA may proceed with the conventional battle below')
  await expect(page.getByTestId('nuked-counter')).toContainText('☢ 2 territories nuked')
  await expect(desk.getByTestId('confirm-battle')).toBeVisible()
})
