import { afterAll, describe, expect, it } from 'vitest'
import { decide, type Command } from '@/domain'
import { refusalText, remedyText } from '@/presentation/refusal-text'
import { showLocale } from '@/composables/i18n'
import { wosGame, wosSetup } from '../support/war-of-supremacy'

// War of Supremacy's refusals as data (issue 29): the rules keep their English message, the screens
// say it in the reader's language with the players' and Territories' names as typed.

function refused(game: ReturnType<typeof wosGame>, command: Record<string, unknown>) {
  const result = decide(game.state, command as unknown as Command)
  if (result.ok) throw new Error('accepted')
  return result.refusal
}

describe('a War of Supremacy refusal in the reader’s language', () => {
  afterAll(() => showLocale('en', false))

  it('English: exactly the rules’ message and way out', async () => {
    await showLocale('en', false)
    const game = wosGame(wosSetup(3))
    const wrong = refused(game, { kind: 'pickUpCards', player: game.seat('Ana') })
    expect(refusalText(wrong)).toBe('Ana cannot pick up cards now: combat comes first; resolve it, then pick up.')
    expect(refusalText(wrong)).toBe(wrong.message)
    game.do({ kind: 'countHand', player: game.seat('Ben'), by: -8 } as unknown as Command)
    const empty = refused(game, { kind: 'playSpell', player: game.seat('Ben') })
    expect(refusalText(empty)).toBe(empty.message)
    expect(empty.remedies.map(remedyText)).toEqual(["Count Ben's hand +1"])
  })

  it('German: what the player tried and why not, the step’s hint nested; the hand’s way out', async () => {
    await showLocale('de', false)
    const game = wosGame(wosSetup(3))
    expect(refusalText(refused(game, { kind: 'pickUpCards', player: game.seat('Ana') }))).toBe('Ana kann jetzt nicht Karten ziehen: Zuerst kommt der Kampf; werte ihn aus, dann wird gezogen.')
    expect(refusalText(refused(game, { kind: 'endCardTurn', player: game.seat('Ben') }))).toBe('Ana ist am Zug, nicht Ben.')
    game.do({ kind: 'countHand', player: game.seat('Ben'), by: -8 } as unknown as Command)
    const empty = refused(game, { kind: 'playSpell', player: game.seat('Ben') })
    expect(refusalText(empty)).toBe('Ben hat laut Zählung 0 Karten auf der Hand. Zähle die Hand neu (+1), wenn die Karte doch da ist.')
    expect(remedyText(empty.remedies[0]!)).toBe('Hand von Ben +1')
  })

  it('Portuguese (Brazil): a name too long, said with the kernel’s sentence around the card game’s name for it', async () => {
    await showLocale('pt-BR', false)
    const game = wosGame(wosSetup(3))
    const long = refused(game, { kind: 'playSpell', player: game.seat('Ana'), name: 's'.repeat(41) })
    expect(long.message).toBe('The spell’s name is 41 characters long: keep it to at most 40 characters.')
    expect(refusalText(long)).toMatch(/^O nome do feitiço /)
    const claim = refused(game, { kind: 'claimTerritory', player: game.seat('Ana'), field: 'f1', how: 'defence' })
    expect(refusalText(claim)).toBe('Ana não pode tomar Northreach por defesa: Ana não o está defendendo.')
  })
})
