// War of Supremacy's big button in the reader's language (issue 29): worded by the presentation from
// the step the rules name, it says in English exactly what the rules' due.ts says, step by step.
import { afterEach, describe, expect, it } from 'vitest'
import { showLocale } from '@/composables/i18n'
import type { GameState } from '@/domain'
import { wosDue } from '@/domain/modules/war-of-supremacy/due'
import { wosDueLabel } from '@/presentation/wos-banner-ui'
import { wosGame, wosSetup } from '../support/war-of-supremacy'

afterEach(async () => {
  await showLocale('en', false)
  localStorage.clear()
})

const label = (state: GameState) => wosDueLabel(state, { ...wosDue(state)!, id: 'primary-module' })

/** The English label at every step equals the rules' own words. */
function same(state: GameState): void {
  expect(label(state)).toBe(wosDue(state)!.label)
}

describe('War of Supremacy big button', () => {
  it('says in English what the rules say, through attack, resolve, pick-up, end, claim, next cards and deck-out', () => {
    const game = wosGame(wosSetup(3, { decks: { creature: 40, spell: 30 } }))
    same(game.state)
    game.attack('Wolf', [4, 0, 0])
    same(game.state)
    game.resolve()
    same(game.state)
    game.finishTurn()
    game.attack('Imp', [2, 0, 0])
    same(game.state)
    const nobody = wosGame(wosSetup(3, { territory: '' }))
    same(nobody.state)
    nobody.attack('Mouse', [0, 0, 0])
    same(nobody.state)
    const two = wosGame(wosSetup(4, { variants: { multipleTerritories: true }, second: { forms: ['magic'], territory: 'Eastfold' } }))
    same(two.state)
    const extra = wosGame(wosSetup(3, { variants: { extraPickUp: true } }))
    extra.attack('Wolf', [1, 0, 0])
    extra.resolve()
    same(extra.state)
    const full = wosGame(wosSetup(3))
    full.do({ kind: 'countHand', player: full.seat('Ana'), by: 2 })
    full.resolve()
    same(full.state)
    full.do({ kind: 'pickUpCards', player: full.seat('Ana') })
    same(full.state)
    const won = wosGame(wosSetup(3))
    won.attack('Giant', [20, 0, 0])
    won.resolve()
    won.do({ kind: 'pickUpCards', player: won.seat('Ana') })
    same(won.state)
    const claim = wosGame(wosSetup(3))
    claim.turn([[3, 0, 0]])
    claim.turn()
    claim.turn()
    same(claim.state)
    const out = wosGame(wosSetup(3, { decks: { creature: 15, spell: 9 } }))
    // Nine spells dealt to three players: the spell deck is out.
    same(out.state)
  })

  it('reads in German and Portuguese', async () => {
    const game = wosGame(wosSetup(3))
    game.attack('Wolf', [4, 0, 0])
    await showLocale('de')
    expect(label(game.state)).toBe('Kampf auswerten (4 gegen 0): Ana gewinnt')
    await showLocale('pt-BR')
    expect(label(game.state)).toBe('Resolver o combate (4 x 0): Ana vence')
  })
})
