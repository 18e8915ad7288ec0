import { describe, expect, it } from 'vitest'
import { decide, foldEntries } from '@/domain'
import { firstPlayer, startingHand, territoriesToWin, TERRITORIES_TO_WIN, DRAW_CARDS, HAND_LIMIT, OUTRIGHT_WIN_SCORE, TWO_PLAYER_DEFENCE_TURNS, CLAIM_TURN_CARDS, EXTRA_PICK_UP_CARDS, NO_PLAY_EXTRA_CARDS, UNDEFENDED_WIN_SCORE } from '@/domain/modules/war-of-supremacy'
import { wosGame, wosSetup, wosStart } from '../support/war-of-supremacy'

const refusal = (setup: ReturnType<typeof wosSetup>) => {
  const r = decide(foldEntries([]).state, wosStart(setup))
  if (r.ok) throw new Error('accepted')
  return r.refusal
}

describe('War of Supremacy: the rulebook’s numbers', () => {
  it.each([
    // Core Gameplay: "Number of Players / Territories to Win"
    [2, {}, 3],
    [3, {}, 3],
    [4, {}, 2],
    [5, {}, 2],
    // Multiple Territories: "Add one to the number of territories needed to win the game."
    [4, { multipleTerritories: true }, 3],
    [5, { multipleTerritories: true }, 3],
    // Team Game: "the first team with a combined total of three territories is the winner"
    [4, { teamGame: true }, 3],
    [4, { teamGame: true, multipleTerritories: true }, 4],
  ] as [number, { multipleTerritories?: boolean; teamGame?: boolean }, number][])('%i players with %o need %i Territories', (n, variants, needed) => {
    expect(territoriesToWin(n, variants)).toBe(needed)
    expect(wosGame(wosSetup(n, { variants, ...(variants.multipleTerritories ? { second: { forms: ['magic'], territory: 'Eastfold' } } : {}) })).wos.toWin).toBe(needed)
  })

  it('keeps every other number where the rulebook prints it', () => {
    expect(TERRITORIES_TO_WIN).toEqual({ 2: 3, 3: 3, 4: 2, 5: 2 })
    expect(OUTRIGHT_WIN_SCORE).toBe(20) // "Winning a single Combat with 20 or more points"
    expect(UNDEFENDED_WIN_SCORE).toBe(1) // "must still score 1 or more to win combat"
    expect(HAND_LIMIT).toBe(10) // "ten or more cards in their hand ... not allowed to pick up"
    expect(DRAW_CARDS).toBe(2) // "pick up two cards"
    expect(NO_PLAY_EXTRA_CARDS).toBe(1) // "an additional one card"
    expect(EXTRA_PICK_UP_CARDS).toBe(3) // "pick up three cards instead of two"
    expect(CLAIM_TURN_CARDS).toBe(2) // "Once claimed, that player can pick up 2 cards"
    expect(TWO_PLAYER_DEFENCE_TURNS).toBe(2) // "defend for two turns instead of one"
  })

  it('deals five creatures and three spells, or a Legendary, four and three (Starting with a Legendary)', () => {
    expect(startingHand({})).toBe(8)
    expect(startingHand({ legendaryStart: true })).toBe(8)
    expect(wosGame().wos.players.map((p) => p.hand)).toEqual([8, 8, 8])
  })
})

describe('War of Supremacy: Starting a Game', () => {
  it('"The player with the highest roll goes first"', () => {
    expect(firstPlayer(3, [[2, 5, 3]])).toEqual({ ok: true, value: 1 })
    const game = wosGame(wosSetup(3, { firstRolls: [[2, 5, 3]] }))
    expect(game.wos.turn.player).toBe(game.seat('Ben'))
    expect(game.wos.turn.step).toBe('combat')
  })

  it('has the players tied on the highest roll roll again, and only them', () => {
    expect(firstPlayer(4, [[6, 2, 6, 1], [3, 4]])).toEqual({ ok: true, value: 2 })
    expect(firstPlayer(4, [[6, 2, 6, 1], [4, 4], [1, 2]])).toEqual({ ok: true, value: 2 })
    expect(firstPlayer(4, [[6, 2, 6, 1]]).ok).toBe(false)
    expect(firstPlayer(4, [[6, 2, 6, 1], [3, 4, 5]]).ok).toBe(false)
    expect(firstPlayer(3, [[6, 2, 1], [3]]).ok).toBe(false)
    expect(firstPlayer(3, [[6, 2, 7]]).ok).toBe(false)
    expect(firstPlayer(3, [[6, 0, 1]]).ok).toBe(false)
    expect(firstPlayer(3, []).ok).toBe(false)
  })

  it('turns the first combat form and Territory', () => {
    const game = wosGame(wosSetup(2, { forms: ['magic', 'blade'], territory: ' Sunken Vale ' }))
    expect(game.wos.fields).toEqual([{ id: 'f1', territory: 'Sunken Vale', forms: ['magic', 'blade'], defenders: [], held: 0 }])
  })

  it.each([
    [wosSetup(1), /2 to 5 players/],
    [wosSetup(6), /2 to 5 players/],
    [wosSetup(3, { players: ['Ana', 'ana', 'Cy'] }), /same name/],
    [wosSetup(3, { players: ['Ana', ' ', 'Cy'] }), /name/],
    [wosSetup(3, { forms: [] }), /combat form/],
    [wosSetup(3, { forms: ['wild', 'wild'] }), /combat form/],
    [wosSetup(3, { variants: { teamGame: true } }), /two against two: 4 players/],
    [wosSetup(3, { variants: { multipleTerritories: true }, second: { forms: ['wild'], territory: 'B' } }), /4 or more players/],
    [wosSetup(4, { variants: { multipleTerritories: true } }), /second Territory/],
    [wosSetup(4, { second: { forms: ['wild'], territory: 'B' } }), /only with the Multiple Territories/],
    [wosSetup(3, { variants: { fastGame: true } as never }), /variants/],
    [wosSetup(3, { firstRolls: [[6, 6, 1]] }), /roll again/],
  ])('refuses a setup the rules do not allow (%#)', (setup, message) => {
    expect(refusal(setup).message).toMatch(message)
  })

  it('seats partners opposite each other in the Team Game', () => {
    const game = wosGame(wosSetup(4, { variants: { teamGame: true } }))
    expect(game.wos.teams).toEqual([['p1', 'p3'], ['p2', 'p4']])
  })
})
