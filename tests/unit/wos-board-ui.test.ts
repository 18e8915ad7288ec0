import { describe, expect, it } from 'vitest'
import { FORM_CHIPS, deckOutText, goneCreatures, killedText, sideWon, starsOf } from '@/presentation/wos-board-ui'
import { wosGame } from '../support/war-of-supremacy'

describe('War of Supremacy Board wording', () => {
  it('names every form chip’s colour beside its name', () => {
    expect(FORM_CHIPS.map((c) => `${c.label} (${c.colour})`)).toEqual(['Wild (green)', 'Magic (purple)', 'Blade (steel grey)'])
  })

  it('shows Territories won of those needed as stars, and in words', () => {
    expect(starsOf(1, 3)).toEqual({ stars: '★☆☆', words: '1 of 3 Territories won' })
    expect(starsOf(0, 2).stars).toBe('☆☆')
    // Never more stars than needed, whatever the count.
    expect(starsOf(4, 3).stars).toBe('★★★')
  })

  it('counts a Team Game side’s Territories together, a lone player’s alone', () => {
    const players = [{ won: 1, team: 'A' }, { won: 0, team: 'B' }, { won: 1, team: 'A' }, { won: 2, team: 'B' }]
    expect(players.map((p) => sideWon(players, p))).toEqual([2, 2, 2, 2])
    expect(sideWon([{ won: 1 }, { won: 2 }], { won: 1 })).toBe(1)
  })

  it('says what a deck running out does before it is confirmed', () => {
    expect(deckOutText('creature').title).toBe('The creature deck ran out')
    expect(deckOutText('spell').message).toContain('the one defending a Territory wins')
  })

  it('names the creatures a command took out of combat', () => {
    const g = wosGame()
    g.attack('Gorilla Berserker', [4, 1, 2])
    g.attack('Ancient Soldier', [2, 1, 3])
    const before = g.wos
    g.do({ kind: 'changeCreature', creature: before.turn.attackers[0]!.id, change: { kind: 'modifier', form: 'wild', amount: -4 } })
    expect(goneCreatures(before, g.wos)).toEqual(['Gorilla Berserker'])
    expect(goneCreatures(g.wos, g.wos)).toEqual([])
    expect(goneCreatures(undefined, g.wos)).toEqual([])
    expect(killedText(['Gorilla Berserker'])).toBe('Gorilla Berserker was killed (0 or less after a negative modifier)')
    expect(killedText(['A', 'B'])).toBe('A and B were killed (0 or less after a negative modifier)')
  })
})
