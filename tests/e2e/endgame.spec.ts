/**
 * The end of a game through the UI: payments, the live Detente standings with their arithmetic,
 * an ending by Detente, the end screen after a reload, and undo of the ending.
 */
import { cashCard, dismissOfflineReady, expect, openTab, startGame, TABLET, test } from './helpers'
import type { Page } from '@playwright/test'

test.use({ viewport: TABLET })

async function pay(page: Page, from: 'USA' | 'USSR' | 'Europe', to: 'USA' | 'USSR' | 'Europe' | 'Bank', keys: string[], label: string): Promise<void> {
  await openTab(page, 'Bank')
  await cashCard(page, from).getByRole('button', { name: 'Pay / Receive' }).click()
  const sheet = page.getByRole('dialog', { name: 'Pay / Receive' })
  await sheet.getByRole('radiogroup', { name: 'Who receives' }).getByRole('radio', { name: to }).click()
  await sheet.getByRole('radiogroup', { name: 'What for' }).getByRole('radio', { name: 'Other' }).click()
  const keypad = sheet.getByRole('group', { name: 'Amount' })
  for (const key of keys) await keypad.getByRole('button', { name: key, exact: true }).click()
  await sheet.getByRole('button', { name: `Confirm ${label}` }).click()
  await expect(sheet).toBeHidden()
}

async function openStandings(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Standings' }).click()
  await expect(page.getByRole('heading', { name: 'Detente standings' })).toBeVisible()
}

test('the standings rank the powers with their arithmetic; a Detente ending survives a reload and is undone', async ({ page }) => {
  await page.goto('/')
  await startGame(page, [
    { power: 'USA', player: 'Alice' },
    { power: 'USSR', player: 'Boris' },
    { power: 'Europe', player: 'Claire' },
  ])
  await dismissOfflineReady(page)

  await pay(page, 'USA', 'USSR', ['2', '0', '0', '0'], '$2,000M')
  await pay(page, 'Europe', 'Bank', ['5', '0', '0'], '$500M')

  await openStandings(page)
  const rows = page.getByRole('list', { name: 'Detente standings' }).locator(':scope > li')
  await expect(rows).toHaveCount(3)
  await expect(rows.nth(0)).toContainText('USSR')
  await expect(rows.nth(0)).toContainText('Leader')
  await expect(rows.nth(2)).toContainText('USA')
  // USSR: $9,000M cash, 9 resources at $500M, 6 companies; USA is $4,000M of cash and two
  // home armies ($100M) behind it.
  await rows.nth(0).getByRole('button').click()
  const lines = rows.nth(0).getByRole('listitem')
  await expect(lines.filter({ hasText: 'Cash $9,000M' })).toHaveCount(1)
  await expect(lines.filter({ hasText: '3 grain × $500M = $1,500M' })).toHaveCount(1)
  await expect(lines.filter({ hasText: '6 companies × $100M = $600M' })).toHaveCount(1)
  await expect(lines.filter({ hasText: 'Bank loans $0M' })).toHaveCount(1)
  await expect(rows.nth(2)).toContainText('$4,100M behind')

  // End the game by Detente: the confirmation shows who would win.
  await page.getByRole('button', { name: 'End the game by Detente…' }).click()
  const sheet = page.getByRole('dialog', { name: 'End the game by Detente' })
  await expect(sheet).toContainText('USSR would win.')
  await sheet.getByRole('button', { name: 'End the game now' }).click()
  await expect(sheet).toBeHidden()

  const end = page.getByTestId('end-screen')
  await expect(end).toBeVisible()
  await expect(end.getByRole('heading', { name: 'Detente', level: 2 })).toBeVisible()
  await expect(page.getByTestId('end-headline')).toHaveText('Ended by agreement. USSR wins with the most wealth.')
  await expect(page.getByTestId('winner-ussr')).toContainText('Boris')
  await expect(page.getByTestId('top-brass-ussr')).toContainText('No rank')

  // Reloaded, the game is still over.
  await page.reload()
  await expect(page.getByTestId('end-screen')).toBeVisible()
  await expect(page.getByTestId('winner-ussr')).toBeVisible()
  await openStandings(page)
  await expect(page.getByText('The game is over.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'End the game by Detente…' })).toHaveCount(0)
  await page.getByRole('button', { name: 'See the end screen' }).click()

  await page.getByRole('button', { name: 'Undo the ending' }).click()
  await expect(page.getByTestId('end-screen')).toBeHidden()
  await openTab(page, 'Bank')
  await expect(cashCard(page, 'USSR').getByRole('paragraph').first()).toHaveText('$9,000M')
  await openStandings(page)
  await expect(page.getByRole('button', { name: 'End the game by Detente…' })).toBeVisible()
})

test('a Detente time agreed at setup: the app says when it has come, and the game ends at the agreed time', async ({ page }) => {
  await page.clock.install()
  await page.goto('/')
  await page.getByRole('button', { name: 'New game' }).click()
  const powers = page.getByRole('group', { name: 'Superpowers that play' })
  await powers.getByRole('button', { name: 'USA' }).click()
  await powers.getByRole('button', { name: 'China' }).click()
  await page.getByLabel('Player commanding USA').fill('Alice')
  await page.getByLabel('Player commanding China').fill('Deng')
  await page.getByRole('radio', { name: /^Bookkeeping only/ }).click()
  // Folded away by default: a game with no end agreed needs no tap here.
  await expect(page.getByTestId('end-terms-summary')).toHaveText('no Detente point; no handicap')
  await page.getByText('How the game ends').click()
  await page.getByTestId('detente-clock').click()
  await page.getByRole('button', { name: '3-Star General' }).click()
  await expect(page.getByTestId('end-terms-summary')).toHaveText('Detente at an agreed clock time; handicap 3-Star General')
  await page.getByRole('button', { name: 'Start game' }).click()
  await expect(page.getByRole('tab', { name: 'Board', selected: true })).toBeVisible()
  await dismissOfflineReady(page)
  await expect(page.getByTestId('detente-prompt')).toHaveCount(0)

  // Three hours (the suggested time) and a bit later, the prompt shows.
  await page.clock.fastForward('03:01:00')
  const prompt = page.getByTestId('detente-prompt')
  await expect(prompt).toContainText('Detente: the agreed time has come. End the game?')
  await prompt.getByRole('button', { name: 'End the game…' }).click()
  await page.getByRole('dialog', { name: 'End the game by Detente' }).getByRole('button', { name: 'End the game now' }).click()
  await expect(page.getByTestId('end-headline')).toContainText('Ended at the agreed time.')
  await expect(page.getByTestId('handicap')).toContainText('Handicap not met: the table agreed on 3-Star General')
  await expect(page.getByTestId('detente-prompt')).toHaveCount(0)
})

test('Supremacy from the battle desk: the desk stays until closed, then the end screen ranks the winner 5-Star', async ({ page }) => {
  await page.goto('/')
  await startGame(page, [
    { power: 'USA', player: 'Ann' },
    { power: 'USSR', player: 'Boris' },
  ])
  await dismissOfflineReady(page)
  await openTab(page, 'Supply centers')
  await page.getByTestId('open-battle').click()
  const desk = page.getByRole('dialog', { name: 'Battle' })
  await desk.getByTestId('battle-kind').selectOption({ label: 'Home territories' })
  const form = desk.getByTestId('capture-form')
  await form.locator('summary').click()
  for (const territory of ['Alaska', 'Eastern U.S.A.', 'Midwest U.S.A.', 'Western U.S.A.']) {
    await form.getByRole('radiogroup', { name: 'Power that took the territory' }).getByRole('radio', { name: 'USSR' }).click()
    await form.getByRole('radio', { name: `${territory} (USA)` }).click()
    await form.getByTestId('record-capture').click()
    await expect(desk.getByTestId('homes-usa')).toContainText(`${territory}: occupied by USSR`)
  }
  await desk.getByTestId('spoils-usa').getByTestId('claim-usa').click()
  await page.getByRole('dialog', { name: 'Spoils of War: the Capture' }).getByTestId('confirm').click()
  // The desk says who won and stays open; the end screen waits until it is closed.
  await expect(desk.getByTestId('supremacy')).toHaveText('Supremacy: USSR wins the game.')
  await desk.getByRole('button', { name: 'Close' }).first().click()
  await expect(desk).toBeHidden()
  await page.getByRole('button', { name: 'See the end screen' }).click()

  await expect(page.getByTestId('end-screen').getByRole('heading', { name: 'Supremacy', level: 2 })).toBeVisible()
  await expect(page.getByTestId('end-headline')).toHaveText('USSR won by Supremacy: every opponent is bankrupt, captured or destroyed.')
  const brass = page.getByTestId('top-brass-ussr')
  await expect(brass).toContainText('5-Star General')
  await expect(brass).toContainText('Territories captured: 4')
  await expect(brass).toContainText('Nukes fired: 0')
  await expect(page.getByRole('button', { name: 'Undo the ending' })).toHaveCount(0)
})

test('Supremacy by bankruptcy: the table declares a power bankrupt on the Home territories card, the reading shown, and the last power wins', async ({ page }) => {
  await page.goto('/')
  await startGame(page, [
    { power: 'USA', player: 'Ann' },
    { power: 'USSR', player: 'Boris' },
  ])
  await dismissOfflineReady(page)
  await openTab(page, 'Supply centers')
  await page.getByTestId('open-battle').click()
  const desk = page.getByRole('dialog', { name: 'Battle' })
  await desk.getByTestId('battle-kind').selectOption({ label: 'Home territories' })
  const prompt = desk.getByTestId('bankrupt-usa')
  await prompt.getByTestId('open-bankrupt-usa').click()
  await expect(prompt.getByTestId('bankruptcy-reading')).toContainText('its cash goes to the bank, its resource cards go back to the deck')
  await prompt.getByTestId('declare-bankrupt-usa').click()
  await page.getByRole('dialog', { name: 'Supremacy: a power is bankrupt' }).getByTestId('confirm').click()
  await expect(desk.getByTestId('homes-usa')).toContainText('Out of the game (bankrupt)')
  await expect(desk.getByTestId('supremacy')).toHaveText('Supremacy: USSR wins the game.')
})
