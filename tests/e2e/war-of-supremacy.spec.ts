/**
 * War of Supremacy, the card game companion (issue 16), played through the screens as a table
 * would: the New game screen's card game setup (names, typed dice with a reroll of the tied, the
 * first combat form and Territory), creatures typed as they are played, the banner's one button
 * for each next step. A three-player game to a win by defence (kept over a reload), a two-player
 * Territory won by defending two turns, a 20-point win with a token, and a deck-out ending decided
 * by the tie-break. Screenshots of the Board in combat at three sizes, light and dark.
 */
import type { Page } from '@playwright/test'
import { expect, PHONE, TABLET, test, saveShot } from './helpers'
import { next, sheet, startWos } from './wos-steps'

test.use({ viewport: TABLET })

const SHOTS = 'test-results/war-of-supremacy'
const PORTRAIT = { width: 800, height: 1280 }

/** The current player sends a creature from the hand, its three printed scores typed once. */
async function attack(page: Page, name: string, [wild, magic, blade]: [number, number, number], field = 'f1'): Promise<void> {
  await page.getByTestId(`attack-${field}`).click()
  const form = page.getByTestId('creature-form')
  await form.getByTestId('creature-name').fill(name)
  await form.getByRole('spinbutton', { name: 'Wild' }).fill(String(wild))
  await form.getByRole('spinbutton', { name: 'Magic' }).fill(String(magic))
  await form.getByRole('spinbutton', { name: 'Blade' }).fill(String(blade))
  await form.getByTestId('send-creature').click()
  await expect(form).toBeHidden()
}

/** `who` attacks no one: the big button's attack form, then "No attack: resolve combat". */
async function noAttack(page: Page, who: string, territory: string): Promise<void> {
  await next(page, `${who}: attack ${territory}`)
  await sheet(page).getByTestId('no-attack').click()
  await expect(sheet(page)).toBeHidden()
}

/** Pick up (`cards`, or whatever the hand allows) and end the turn of `who`, by the banner. */
async function finish(page: Page, who: string, cards?: number): Promise<void> {
  await next(page, cards === undefined ? new RegExp(`^${who} (picks up \\d|holds 10 or more: no pick-up)`) : `${who} picks up ${cards}`)
  await next(page, `End ${who}'s turn`)
}

/** After a Territory is won: the big button opens the next cards' form in place; Wild and a name are turned. */
async function turnNextCards(page: Page, territory: string): Promise<void> {
  await next(page, 'Turn the next combat form and Territory')
  await sheet(page).getByTestId('form-f1-wild').click()
  await sheet(page).getByTestId('territory-name-f1').fill(territory)
  await sheet(page).getByTestId('turn-form-f1').click()
  await expect(sheet(page)).toBeHidden()
  await expect(page.getByTestId('wos-await')).toBeHidden()
}

test('three players: Ana wins three Territories by defending each against everyone, kept over a reload', async ({ page }) => {
  // Ben and Ana tie on 6; the tied roll again: Ana 5, Ben 2.
  await startWos(page, ['Ana', 'Ben', 'Cy'], [[6, 6, 3], [5, 2]])
  await expect(page.getByTestId('play-turn')).toContainText('Ana')
  for (const [round, [territory, nextTerritory]] of ([['Northreach', 'Ashlands'], ['Ashlands', 'Beacon Hill'], ['Beacon Hill', '']] as const).entries()) {
    await attack(page, `Knight ${round + 1}`, [3, 1, 1])
    await next(page, 'Resolve combat (3 v 0): Ana wins')
    await finish(page, 'Ana')
    for (const who of ['Ben', 'Cy']) {
      await noAttack(page, who, territory)
      await finish(page, who)
    }
    if (round === 1) {
      // Once the screen shows Cy's turn ended, it is saved: a reload keeps the whole table.
      await expect(page.getByTestId('play-banner').locator('[data-primary="true"]')).toHaveText(`Ana takes ${territory}`)
      await expect(page.getByTestId('hand-p2')).toContainText('in hand')
      const hands = await page.locator('[data-testid^="hand-"]').allTextContents()
      await page.reload()
      await expect(page.getByTestId('wos-board')).toBeVisible()
      expect(await page.locator('[data-testid^="hand-"]').allTextContents()).toEqual(hands)
      await expect(page.getByTestId('wos-player-p1')).toContainText('Northreach')
    }
    await next(page, `Ana takes ${territory}`)
    if (nextTerritory === '') break
    await next(page, /^Ana (picks up 2|holds 10 or more: no pick-up)$/)
    await turnNextCards(page, nextTerritory)
    await next(page, "End Ana's turn")
    await noAttack(page, 'Ben', nextTerritory)
    await finish(page, 'Ben')
    await noAttack(page, 'Cy', nextTerritory)
    await finish(page, 'Cy')
  }
  await expect(page.getByTestId('wos-banner-outcome')).toContainText('Ana wins War of Supremacy')
  await expect(page.getByTestId('wos-player-p1')).toContainText('Beacon Hill')
  await page.getByRole('tab', { name: 'Log' }).click()
  await expect(page.getByRole('tabpanel').getByText('Held against everyone: Ana took Beacon Hill and won the game').first()).toBeVisible()
})

test('two players: Ana takes the Territory by defending it two turns; a tie is the defender’s', async ({ page }) => {
  await startWos(page, ['Ana', 'Ben'], [[6, 1]])
  await attack(page, 'Gorilla Berserker', [4, 1, 2])
  await next(page, 'Resolve combat (4 v 0): Ana wins')
  await finish(page, 'Ana', 2)
  await attack(page, 'Elf Scout', [3, 0, 0])
  await attack(page, 'Wolf', [1, 2, 0])
  await expect(page.getByTestId('wos-field-f1')).toContainText('Ana holds: ties go to the defender')
  for (const [name, size] of [['tablet', TABLET], ['portrait', PORTRAIT], ['phone', PHONE]] as const) {
    await page.setViewportSize(size)
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      await saveShot(page, { path: `${SHOTS}/board-combat-${name}-${scheme}.png` })
    }
  }
  await page.emulateMedia({ colorScheme: 'light' })
  await page.setViewportSize(TABLET)
  await next(page, 'Resolve combat (4 v 4): Ana holds')
  await finish(page, 'Ben', 2)
  // Ana does not attack her own creatures (one tap resolves); Ben attacks no one a second time.
  await next(page, 'Resolve combat (0 v 4): Ana holds')
  await finish(page, 'Ana', 3)
  await noAttack(page, 'Ben', 'Northreach')
  await finish(page, 'Ben', 3)
  await next(page, 'Ana takes Northreach')
  await expect(page.getByTestId('wos-player-p1')).toContainText('Northreach')
})

test('a single combat won with 20 or more takes the Territory at once, with a modifier token', async ({ page }) => {
  await startWos(page, ['Ana', 'Ben', 'Cy'], [[2, 6, 1]])
  await attack(page, 'Dragon', [12, 0, 0])
  await attack(page, 'Drake', [6, 0, 0])
  // Forest Growth: +2 Wild on the Drake.
  await page.getByTestId('wos-field-f1').getByRole('button', { name: /Drake/ }).click()
  await page.getByRole('radiogroup', { name: 'Modifier on' }).getByRole('radio', { name: /Wild/ }).click()
  await page.getByRole('spinbutton', { name: 'Points' }).fill('2')
  await page.getByTestId('token-modifier').click()
  await expect(page.getByTestId('wos-field-f1')).toContainText('takes the Territory (20 or more)')
  await next(page, 'Resolve combat (20 v 0): Ben wins')
  await expect(page.getByTestId('wos-player-p2')).toContainText('Northreach')
  await next(page, 'Ben picks up 2')
  await turnNextCards(page, 'Ashlands')
  await next(page, "End Ben's turn")
  await expect(page.getByTestId('play-turn')).toContainText('Cy')
})

test('a deck runs out: Ana and Ben tie on one Territory, Cy defends, and Ana won hers first', async ({ page }) => {
  await startWos(page, ['Ana', 'Ben', 'Cy'], [[6, 2, 1]])
  await attack(page, 'Titan', [20, 0, 0])
  await next(page, 'Resolve combat (20 v 0): Ana wins')
  await next(page, 'Ana picks up 2')
  await turnNextCards(page, 'Ashlands')
  await next(page, "End Ana's turn")
  await attack(page, 'Colossus', [0, 0, 0])
  await page.getByTestId('wos-field-f1').getByRole('button', { name: /Colossus/ }).click()
  await page.getByRole('spinbutton', { name: 'Power' }).fill('25')
  await page.getByTestId('token-power').click()
  await next(page, 'Resolve combat (25 v 0): Ben wins')
  await next(page, 'Ben picks up 2')
  await turnNextCards(page, 'Beacon Hill')
  await next(page, "End Ben's turn")
  await attack(page, 'Imp', [1, 0, 0])
  await next(page, 'Resolve combat (1 v 0): Cy wins')
  await page.getByTestId('deck-out-spell').click()
  await page.getByRole('button', { name: /end the game/i }).click()
  await expect(page.getByTestId('wos-banner-outcome')).toContainText('Ana wins: a deck ran out')
  await expect(page.getByTestId('wos-outcome')).toContainText('the first to win 1 Territory')
})
