/**
 * Issue 25, "play without hunting", for War of Supremacy: a 9-turn 3-player game (seat names at
 * the 30-letter maximum) played by the big button alone at each table size. Attack is the big
 * button until a creature attacks; its form opens in place; a creature played before is one chip;
 * the next combat form and Territory open in place too. Before every tap the control is inside
 * the viewport with neither the page nor the sheet scrolled, and nothing spills sideways. The
 * taps and keys are counted (docs/performance.md, "Tap counts").
 */
import type { Locator, Page } from '@playwright/test'
import { expect, test, saveShot } from './helpers'
import { bigButton, sheet, startWos } from './wos-steps'

const long = (name: string) => name + 'x'.repeat(30 - name.length)
const [ANA, BEN, CY] = [long('Ana'), long('Ben'), long('Cy')]

const VIEWPORTS = [
  { name: 'landscape tablet', viewport: { width: 1280, height: 800 } },
  { name: 'portrait tablet', viewport: { width: 800, height: 1280 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const

type Scores = [wild: number, magic: number, blade: number]
/** A turn: a new creature typed, one played before (its chip), no attack, or the Territory held taken (then the next cards). */
type Turn =
  | { who: string; typed: string; scores: Scores; result: string }
  | { who: string; reuse: string; result: string }
  | { who: string; noAttack: true }
  | { who: string; claims: string; next: { form: 'wild' | 'magic' | 'blade'; territory: string } }

const GAME: readonly Turn[] = [
  { who: ANA, typed: 'Gorilla Berserker', scores: [4, 1, 2], result: `(4 v 0): ${ANA} wins` },
  { who: BEN, reuse: 'Gorilla Berserker', result: `(4 v 4): ${ANA} holds` },
  { who: CY, typed: 'Eagle Aramund', scores: [3, 5, 0], result: `(3 v 4): ${ANA} holds` },
  { who: ANA, claims: 'Northreach', next: { form: 'magic', territory: 'Ashlands' } },
  { who: BEN, reuse: 'Eagle Aramund', result: `(5 v 0): ${BEN} wins` },
  { who: CY, typed: 'Ancient Soldier', scores: [1, 2, 3], result: `(2 v 5): ${BEN} holds` },
  { who: ANA, noAttack: true },
  { who: BEN, claims: 'Ashlands', next: { form: 'blade', territory: 'Beacon Hill' } },
  { who: CY, reuse: 'Ancient Soldier', result: `(3 v 0): ${CY} wins` },
]

/** In view with neither the page nor an open sheet scrolled to it, and nothing wider than the screen. */
async function expectInView(page: Page, control: Locator): Promise<void> {
  await expect(control).toBeInViewport({ ratio: 1 })
  const scrolled = await page.evaluate(() => ({ page: window.scrollY, sheet: document.querySelector('dialog[open]')?.scrollTop ?? 0 }))
  expect(scrolled, 'scrolled to reach the control').toEqual({ page: 0, sheet: 0 })
  const box = (await control.boundingBox())!
  const tabs = page.getByRole('navigation', { name: 'Game screens' })
  // A phone's tab bar is fixed at the bottom: the control must be above it (a sheet covers it).
  if ((await sheet(page).count()) === 0 && (await tabs.count()) > 0) {
    const bar = (await tabs.boundingBox())!
    if (bar.y > box.y) expect(box.y + box.height).toBeLessThanOrEqual(bar.y + 1)
  }
  await expectNoSpill(page)
}

async function expectNoSpill(page: Page): Promise<void> {
  const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(wide, 'the page is wider than the screen').toBeLessThanOrEqual(0)
}

test.describe('War of Supremacy by the big button alone (issue 25)', () => {
  for (const { name, viewport } of VIEWPORTS) {
    test(`nine turns of three players, names at 30 letters: ${name}`, async ({ page }) => {
      test.setTimeout(120_000)
      await page.setViewportSize(viewport)
      // SCHEME=dark for the dark screenshots (looked at by hand; CI plays it light).
      const scheme = process.env.SCHEME === 'dark' ? 'dark' : 'light'
      await page.emulateMedia({ colorScheme: scheme })
      const shot = (what: string) => saveShot(page, { path: `tests/e2e/screenshots/wos-${what}-${viewport.width}x${viewport.height}-${scheme}.png` })
      await startWos(page, [ANA, BEN, CY], [[6, 2, 1]])
      await page.evaluate(() => window.scrollTo(0, 0))
      await expectNoSpill(page)
      let taps = 0
      let keys = 0
      const tap = async (control: Locator) => {
        await expectInView(page, control)
        await control.click()
        taps += 1
      }
      const type = async (field: Locator, text: string) => {
        await tap(field)
        await field.fill(text)
        keys += text.length
      }
      const big = async (label: string) => {
        await expect(bigButton(page)).toHaveText(label)
        await tap(bigButton(page))
      }
      const confirm = async (control: Locator) => {
        await tap(control)
        await expect(sheet(page)).toBeHidden()
      }
      for (const [i, turn] of GAME.entries()) {
        await expect(page.getByTestId('play-turn')).toContainText(`Turn ${i + 1}`)
        if ('claims' in turn) {
          await big(`${turn.who} takes ${turn.claims}`)
          await expect(bigButton(page)).toHaveText(new RegExp(`^${turn.who} (picks up \\d|holds 10 or more: no pick-up)$`))
          await tap(bigButton(page))
          await big('Turn the next combat form and Territory')
          const form = sheet(page)
          await tap(form.getByTestId(`form-f1-${turn.next.form}`))
          await type(form.getByTestId('territory-name-f1'), turn.next.territory)
          if (i === 3) await shot('next-cards')
          await confirm(form.getByTestId('turn-form-f1'))
          await big(`End ${turn.who}'s turn`)
          continue
        }
        const territory = i < 3 ? 'Northreach' : i < 7 ? 'Ashlands' : 'Beacon Hill'
        await big(`${turn.who}: attack ${territory}`)
        const form = sheet(page)
        await expect(form).toBeVisible()
        if (i === 0) await shot('attack-form')
        if ('noAttack' in turn) await confirm(form.getByTestId('no-attack'))
        else {
          if ('typed' in turn) {
            await type(form.getByTestId('creature-name'), turn.typed)
            for (const [j, score] of ['Wild', 'Magic', 'Blade'].entries()) {
              // A score of 0 is already there.
              if (turn.scores[j] !== 0) await type(form.getByRole('spinbutton', { name: score }), String(turn.scores[j]))
            }
          } else {
            await tap(form.getByTestId(`typed-${turn.reuse}`))
            if (i === 8) await shot('attack-chips')
          }
          await confirm(form.getByTestId('send-creature'))
          if (i === 5) await shot('board-combat')
          await big(`Resolve combat ${turn.result}`)
        }
        await expect(bigButton(page)).toHaveText(new RegExp(`^${turn.who} (picks up \\d|holds 10 or more: no pick-up)$`))
        await tap(bigButton(page))
        await big(`End ${turn.who}'s turn`)
      }
      await expect(page.getByTestId('play-turn')).toContainText('Turn 10')
      await shot('board')
      await expect(page.getByTestId('wos-player-p1')).toContainText('Northreach')
      await expect(page.getByTestId('wos-player-p2')).toContainText('Ashlands')
      test.info().annotations.push({ type: 'taps', description: `${name}: ${taps} taps, ${keys} keys for 9 turns` })
      console.log(`War of Supremacy, 9 turns of 3 players, ${name}: ${taps} taps, ${keys} keys`)
    })
  }
})
