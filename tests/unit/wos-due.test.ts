// The War of Supremacy banner's next step, word for word, and the table's small helpers at their
// edges (issue 16's mutation run).
import { describe, expect, it } from 'vitest'
import { foldEntries } from '@/domain'
import { claimableField, deckOutOutcome, defenceTurnsNeeded, drawFor, liveCombat, seatName, teamOf, wonBy, type Field, type WosState } from '@/domain/modules/war-of-supremacy'
import { wosDue } from '@/domain/modules/war-of-supremacy/due'
import { wosGame, wosSetup } from '../support/war-of-supremacy'

describe('War of Supremacy banner', () => {
  it('is silent in another game and once the game is over', () => {
    expect(wosDue(foldEntries([]).state)).toBeUndefined()
    const game = wosGame(wosSetup(3))
    game.do({ kind: 'declareDeckOut', deck: 'creature' })
    expect(wosDue(game.state)).toBeUndefined()
  })

  it('combat: the attack form until a creature attacks, then the totals and who comes out on top', () => {
    const game = wosGame(wosSetup(3))
    const ana = game.seat('Ana')
    const resolve = { kind: 'resolveCombat', player: ana, field: 'f1' }
    expect(wosDue(game.state)).toEqual({ label: 'Ana: attack Northreach', form: { kind: 'playCreature', fields: { player: ana, field: 'f1' } } })
    game.attack('Wolf', [4, 0, 0])
    expect(wosDue(game.state)).toEqual({ label: 'Resolve combat (4 v 0): Ana wins', command: resolve })
    game.resolve()
    game.finishTurn()
    expect(wosDue(game.state)!.form).toEqual({ kind: 'playCreature', fields: { player: game.seat('Ben'), field: 'f1' } })
    game.attack('Imp', [2, 0, 0])
    expect(wosDue(game.state)!.label).toBe('Resolve combat (2 v 4): Ana holds')
    const nobody = wosGame(wosSetup(3))
    nobody.attack('Mouse', [0, 0, 0])
    expect(wosDue(nobody.state)).toEqual({ label: 'Resolve combat (0 v 0): no one wins', command: resolve })
  })

  it('the attack form: an unnamed Territory, the Territory of a killed attack, two to choose from; a defender resolves at once', () => {
    expect(wosDue(wosGame(wosSetup(3, { territory: '' })).state)!.label).toBe('Ana: attack the Territory')
    const killed = wosGame(wosSetup(3))
    killed.attack('Wolf', [1, 0, 0])
    killed.do({ kind: 'removeCreature', creature: killed.wos.turn.attackers[0]!.id, to: 'grave' })
    expect(wosDue(killed.state)).toEqual({ label: 'Ana: attack Northreach', form: { kind: 'playCreature', fields: { player: killed.seat('Ana'), field: 'f1' } } })
    const two = wosGame(wosSetup(4, { variants: { multipleTerritories: true }, second: { forms: ['magic'], territory: 'Eastfold' } }))
    expect(wosDue(two.state)).toEqual({ label: 'Ana: attack a Territory', form: { kind: 'playCreature', fields: { player: two.seat('Ana'), field: 'f1' } } })
    // Ana defends Northreach (not yet long enough to take it): she attacks Eastfold.
    const wos = two.wos
    const holds = { ...two.state, warOfSupremacy: { ...wos, fields: wos.fields.map((f) => (f.id === 'f1' ? { ...f, defender: 'p1' } : f)) } }
    expect(wosDue(holds)).toEqual({ label: 'Ana: attack Eastfold', form: { kind: 'playCreature', fields: { player: 'p1', field: 'f2' } } })
    const own = wosGame(wosSetup(2))
    own.turn([[3, 0, 0]])
    own.turn()
    // Ana's own turn, defending the one Territory: nothing to attack but her own creatures.
    expect(wosDue(own.state)).toEqual({ label: 'Resolve combat (0 v 3): Ana holds', command: { kind: 'resolveCombat', player: own.seat('Ana'), field: 'f1' } })
  })

  it('the draw: how many to pick up, and keep with Extra Pick Up; none at ten', () => {
    const game = wosGame(wosSetup(3))
    const pickUp = { kind: 'pickUpCards', player: game.seat('Ana') }
    game.resolve()
    expect(wosDue(game.state)).toEqual({ label: 'Ana picks up 3', command: pickUp })
    const played = wosGame(wosSetup(3))
    played.attack('Wolf', [1, 0, 0])
    played.resolve()
    expect(wosDue(played.state)!.label).toBe('Ana picks up 2')
    const extra = wosGame(wosSetup(3, { variants: { extraPickUp: true } }))
    extra.attack('Wolf', [1, 0, 0])
    extra.resolve()
    expect(wosDue(extra.state)!.label).toBe('Ana picks up 3, keeps 2')
    const full = wosGame(wosSetup(3))
    full.do({ kind: 'countHand', player: full.seat('Ana'), by: 2 })
    full.resolve()
    expect(wosDue(full.state)).toEqual({ label: 'Ana holds 10 or more: no pick-up', command: pickUp })
  })

  it('the end: end the turn; a won Territory first wants its next cards (after the pick-up)', () => {
    const game = wosGame(wosSetup(3))
    const ana = game.seat('Ana')
    game.resolve()
    game.do({ kind: 'pickUpCards', player: ana })
    expect(wosDue(game.state)).toEqual({ label: "End Ana's turn", command: { kind: 'endCardTurn', player: ana } })
    const won = wosGame(wosSetup(3))
    won.attack('Giant', [20, 0, 0])
    won.resolve()
    expect(wosDue(won.state)!.label).toBe('Ana picks up 2')
    won.do({ kind: 'pickUpCards', player: ana })
    expect(wosDue(won.state)).toEqual({ label: 'Turn the next combat form and Territory', form: { kind: 'turnCombatForm', fields: { field: won.state.warOfSupremacy!.fields.find((f) => f.forms.length === 0)!.id } } })
  })

  it('the claim: the player takes the Territory by name (or "the Territory")', () => {
    for (const [territory, words] of [['Northreach', 'Ana takes Northreach'], ['', 'Ana takes the Territory']] as const) {
      const game = wosGame(wosSetup(3, { territory }))
      game.turn([[3, 0, 0]])
      game.turn()
      game.turn()
      expect(wosDue(game.state)).toEqual({ label: words, command: { kind: 'claimTerritory', player: game.seat('Ana'), field: 'f1', how: 'defence' } })
    }
  })
})

describe('War of Supremacy table helpers at their edges', () => {
  const base = () => wosGame(wosSetup(4)).wos
  const withWon = (wos: WosState, won: number[][]): WosState => ({ ...wos, players: wos.players.map((p, i) => ({ ...p, won: (won[i] ?? []).map((ordinal) => ({ name: `T${ordinal}`, ordinal })) })) })

  it('a seat not in the game is "nobody"', () => {
    expect(seatName(base(), 'p9')).toBe('nobody')
    expect(seatName(base(), undefined)).toBe('nobody')
  })

  it('teams: partners sit opposite; without teams a player is their own side', () => {
    const team = wosGame(wosSetup(4, { variants: { teamGame: true } })).wos
    expect(teamOf(team, 'p3')).toEqual(['p1', 'p3'])
    expect(teamOf(team, 'p2')).toEqual(['p2', 'p4'])
    expect(teamOf(base(), 'p2')).toEqual(['p2'])
  })

  it('a side’s Territories in the order won, whoever of the side won them', () => {
    expect(wonBy(withWon(base(), [[5], [1], [3, 2]]), ['p1', 'p2', 'p3'])).toEqual([1, 2, 3, 5])
  })

  it('four players defend through all three others’ turns; only the defender may claim', () => {
    const wos = base()
    expect(defenceTurnsNeeded(wos)).toBe(3)
    const held: WosState = { ...wos, fields: [{ ...wos.fields[0]!, defender: 'p1', held: 3 }] }
    expect(claimableField(held, 'p1')?.id).toBe('f1')
    expect(claimableField(held, 'p2')).toBeUndefined()
    expect(claimableField({ ...held, fields: [{ ...held.fields[0]!, held: 2 }] }, 'p1')).toBeUndefined()
  })

  it('a hand of exactly ten picks up nothing; after a claim the two cards are not the limit', () => {
    const wos = base()
    const p1 = wos.players[0]!
    expect(drawFor(wos, { ...p1, hand: 10 })).toEqual({ pickUp: 0, keep: 0, isAtLimit: true })
    expect(drawFor({ ...wos, turn: { ...wos.turn, hasClaimed: true } }, { ...p1, hand: 9 })).toEqual({ pickUp: 2, keep: 2, isAtLimit: false })
  })

  it('a defence of 20 is an outright win for the defender', () => {
    const defender = { id: 'c1', name: 'Wall', owner: 'p1', scores: { wild: 20, magic: 0, blade: 0 }, damage: 0, modifiers: { wild: 0, magic: 0, blade: 0 }, isWeakened: false }
    const field: Field = { id: 'f1', territory: 'N', forms: ['wild'], defender: 'p1', defenders: [defender], held: 0 }
    expect(liveCombat(field, [])).toEqual({ attack: 0, defence: 20, winner: 'defender', isOutright: true })
  })
})

describe('War of Supremacy Deck Runs Out at its edges', () => {
  const state = (won: number[][], defenders: (string | undefined)[], teams?: string[][]): WosState => {
    const wos = wosGame(wosSetup(won.length, { variants: { multipleTerritories: true }, second: { forms: ['magic'], territory: 'E' } })).wos
    return {
      ...wos,
      players: wos.players.map((p, i) => ({ ...p, won: won[i]!.map((ordinal) => ({ name: `T${ordinal}`, ordinal })) })),
      fields: wos.fields.map((f, i) => ({ ...f, ...(defenders[i] ? { defender: defenders[i] } : {}) })),
      ...(teams ? { teams } : {}),
    }
  }

  it('Team Game: a team decides step 2 when one of its players defends', () => {
    const teams = [['p1', 'p3'], ['p2', 'p4']]
    expect(deckOutOutcome(state([[2], [1], [], []], ['p3'], teams))).toEqual({ winners: ['p1', 'p3'], how: 'deck-out', decidedBy: 2 })
  })

  it('Multiple Territories: two tied leaders defending go to step 3 between them, not with the third', () => {
    // Cy was first to one Territory, but Ana and Ben defend: of those two, Ben was first.
    expect(deckOutOutcome(state([[3], [2], [1], []], ['p1', 'p2']))).toEqual({ winners: ['p2'], how: 'deck-out', decidedBy: 3 })
  })
})
