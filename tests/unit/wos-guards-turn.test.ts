// Malformed and out-of-turn War of Supremacy commands outside the fight itself: spells, hand counts,
// resolving, claiming, picking up, ending the turn, the deck running out (issue 16's mutation run).
import { describe, expect, it } from 'vitest'
import { foldEntries } from '@/domain'
import { decidePlayCreature } from '@/domain/modules/war-of-supremacy/combat'
import { wosGame, wosSetup } from '../support/war-of-supremacy'
import { expectRefused, lastPatchKeys } from '../support/wos-guards'

/** Ana's Giant wins Northreach outright: the game is at the draw with the Territory waiting for cards. */
const afterOutrightWin = (n = 3) => {
  const game = wosGame(wosSetup(n))
  game.attack('Giant', [20, 0, 0])
  game.resolve()
  return game
}

/** Ana holds Northreach and Ben and Cy have had their turns: Ana's turn starts at the claim. */
const atClaim = (territory = 'Northreach') => {
  const game = wosGame(wosSetup(3, { territory }))
  game.turn([[3, 0, 0]])
  game.turn()
  game.turn()
  expect(game.wos.turn).toMatchObject({ player: game.seat('Ana'), step: 'claim' })
  return game
}

describe('War of Supremacy guards: spells and hand counts', () => {
  it('a spell needs a player in the game with a card in hand', () => {
    const game = wosGame(wosSetup(3))
    expectRefused(game, { kind: 'playSpell', player: 'p9' }, 'unknown-power', /That player is not in this game/)
    game.do({ kind: 'countHand', player: game.seat('Ben'), by: -8 })
    expectRefused(game, { kind: 'playSpell', player: game.seat('Ben') }, 'wos-empty-hand', /Ben's hand count is 0/)
  })

  it('a hand moves by a whole number of cards other than 0, between none and 99', () => {
    const game = wosGame(wosSetup(3))
    const ana = game.seat('Ana')
    expectRefused(game, { kind: 'countHand', player: 'p9', by: 1 }, 'unknown-power', /not in this game/)
    for (const by of [0, 1.5, '2']) expectRefused(game, { kind: 'countHand', player: ana, by }, 'bad-number', /Add or take away a whole number of cards/)
    expectRefused(game, { kind: 'countHand', player: ana, by: -9 }, 'bad-number', /Ana holds 8 cards; a hand cannot go below none/)
    expectRefused(game, { kind: 'countHand', player: ana, by: 92 }, 'bad-number', /Ana holds 8 cards; a hand cannot go past 99/)
    game.do({ kind: 'countHand', player: ana, by: 91 })
    expect(game.wos.players[0]!.hand).toBe(99)
    game.do({ kind: 'countHand', player: ana, by: -99 })
    expect(game.wos.players[0]!.hand).toBe(0)
  })
})

describe('War of Supremacy guards: resolving combat', () => {
  it('refuses an unknown Territory, a card naming no side, and a second resolve', () => {
    const game = wosGame(wosSetup(3))
    const ana = game.seat('Ana')
    expectRefused(game, { kind: 'resolveCombat', player: ana, field: 'f9' }, 'wos-no-field', /not being fought over/)
    expectRefused(game, { kind: 'resolveCombat', player: ana, field: 'f1', winner: 'nobody' }, 'bad-command', /makes the attacker or the defender win combat/)
    game.resolve()
    expectRefused(game, { kind: 'resolveCombat', player: ana, field: 'f1' }, 'wos-wrong-step', /Ana cannot resolve combat now/)
  })

  it('a Win Combat card for the defender holds the Territory even against more', () => {
    const game = wosGame(wosSetup(3))
    game.turn([[3, 0, 0]])
    game.attack('Bear', [9, 0, 0])
    game.resolve('f1', 'defender')
    expect(game.wos.turn.combat).toMatchObject({ winner: 'defender', byAbility: true, attack: 9, defence: 3 })
    expect(game.wos.fields[0]!.defender).toBe(game.seat('Ana'))
  })

  it('once the game is over every command is refused as over', () => {
    const game = wosGame(wosSetup(3))
    game.do({ kind: 'declareDeckOut', deck: 'creature' })
    const ana = game.seat('Ana')
    for (const cmd of [
      { kind: 'resolveCombat', player: ana, field: 'f1' },
      { kind: 'endCardTurn', player: ana },
      { kind: 'declareDeckOut', deck: 'spell' },
      { kind: 'pickUpCards', player: ana },
    ]) {
      expectRefused(game, cmd, 'wos-game-over', /The game is over: a winner has been decided/)
    }
  })

  it('a game that is not War of Supremacy has no War of Supremacy commands', () => {
    const state = foldEntries([]).state
    const r = decidePlayCreature(state, { kind: 'playCreature', player: 'p1', field: 'f1', name: 'Wolf', scores: { wild: 1, magic: 1, blade: 1 }, fromHand: true })
    expect(r.ok ? undefined : r.refusal).toMatchObject({ code: 'bad-command', message: expect.stringMatching(/not a game of War of Supremacy/) })
  })
})

describe('War of Supremacy guards: claiming a Territory', () => {
  const claim = (player: string, how: unknown = 'defence', field = 'f1') => ({ kind: 'claimTerritory', player, field, how })

  it('refuses an unknown Territory, one waiting for cards, an unknown way and an unknown player', () => {
    const game = afterOutrightWin()
    const ana = game.seat('Ana')
    expectRefused(game, claim(ana, 'defence', 'f9'), 'wos-no-field', /not being fought over in this game/)
    expectRefused(game, claim(ana, 'ability'), 'wos-no-form', /Turn the next combat form and Territory cards first/, /Winning a Territory/)
    const open = wosGame(wosSetup(3))
    expectRefused(open, claim(open.seat('Ana'), 'luck'), 'bad-command', /won by defending it or by a card’s ability/)
    expectRefused(open, claim('p9', 'ability'), 'unknown-power', /not in this game/)
    expectRefused(open, claim('p9'), 'unknown-power', /not in this game/)
  })

  it('says why a claim by defence fails: not the defender, or not held long enough', () => {
    const game = wosGame(wosSetup(3))
    game.turn([[3, 0, 0]])
    const rule = /Winning a Territory/
    expectRefused(game, claim(game.seat('Ben')), 'wos-cannot-claim', /Ben cannot take Northreach by defence: Ben is not defending it\./, rule)
    game.turn()
    game.turn()
    const ana = game.seat('Ana')
    game.do(claim(ana) as never)
    expect(game.wos.turn).toMatchObject({ step: 'draw', hasClaimed: true })
    // After combat it is too late to take a Territory by defence.
    const late = wosGame(wosSetup(3))
    late.resolve()
    expectRefused(late, claim(late.seat('Ana')), 'wos-wrong-step', /Ana cannot take a Territory by defence now: combat is resolved/)
  })

  it('two players: a Territory held 1 of the 2 turns cannot be taken yet; an unnamed one is "this Territory"', () => {
    const game = wosGame(wosSetup(2, { territory: '' }))
    game.turn([[3, 0, 0]])
    game.turn()
    const ana = game.seat('Ana')
    expect(game.wos.turn).toMatchObject({ player: ana, step: 'combat' })
    expectRefused(game, claim(ana), 'wos-cannot-claim', /Ana cannot take this Territory by defence: they have held it 1 of the 2 turns needed\./, /Winning a Territory/)
  })

  it('a card’s ability takes a Territory in any step: in the claim and combat steps the turn goes on to the draw, at the end it stays there', () => {
    const claimStep = atClaim()
    claimStep.do(claim(claimStep.seat('Ben'), 'ability') as never)
    expect(claimStep.wos.turn.step).toBe('draw')
    const combat = wosGame(wosSetup(3))
    combat.do(claim(combat.seat('Ben'), 'ability') as never)
    expect(combat.wos.turn.step).toBe('draw')
    const end = wosGame(wosSetup(3))
    end.resolve()
    end.do({ kind: 'pickUpCards', player: end.seat('Ana') })
    end.do(claim(end.seat('Ben'), 'ability') as never)
    expect(end.wos.turn.step).toBe('end')
  })

  it('Multiple Territories: a Territory taken by a card leaves the attack on the other one in place', () => {
    const game = wosGame(wosSetup(4, { variants: { multipleTerritories: true }, second: { forms: ['magic'], territory: 'Eastfold' } }))
    game.attack('Wolf', [0, 1, 0], 'f2')
    game.do(claim(game.seat('Ben'), 'ability') as never)
    expect(game.wos.turn.attackers.map((c) => c.name)).toEqual(['Wolf'])
  })
})

describe('War of Supremacy guards: picking up, ending the turn, the deck running out', () => {
  it('refuses an unknown player and the wrong step, with the step’s words', () => {
    const game = wosGame(wosSetup(3))
    const ana = game.seat('Ana')
    expectRefused(game, { kind: 'pickUpCards', player: 'p9' }, 'unknown-power', /not in this game/)
    expectRefused(game, { kind: 'endCardTurn', player: 'p9' }, 'unknown-power', /not in this game/)
    expectRefused(game, { kind: 'pickUpCards', player: ana }, 'wos-wrong-step', /Ana cannot pick up cards now: combat comes first/)
    expectRefused(game, { kind: 'endCardTurn', player: ana }, 'wos-wrong-step', /Ana cannot end the turn now: combat comes first/)
  })

  it('a turn cannot end while a won Territory waits for its next cards', () => {
    const game = afterOutrightWin()
    game.do({ kind: 'pickUpCards', player: game.seat('Ana') })
    expectRefused(game, { kind: 'endCardTurn', player: game.seat('Ana') }, 'wos-no-form', /A Territory was won: turn the next combat form and Territory cards before the next player’s turn/, /Winning a Territory/)
  })

  it('a hand of ten picks up nothing and its pick-up patches only the turn', () => {
    const game = wosGame(wosSetup(3))
    game.do({ kind: 'countHand', player: game.seat('Ana'), by: 2 })
    game.resolve()
    game.do({ kind: 'pickUpCards', player: game.seat('Ana') })
    expect(game.wos.players[0]!.hand).toBe(10)
    expect(lastPatchKeys(game)).toEqual(['turn'])
  })

  it('the deck runs out only of creatures or spells; No Finish in Sight plays on', () => {
    const game = wosGame(wosSetup(3))
    expectRefused(game, { kind: 'declareDeckOut', deck: 'both' }, 'bad-command', /Say which deck ran out: creatures or spells/)
    const on = wosGame(wosSetup(3, { variants: { noFinishInSight: true } }))
    expectRefused(on, { kind: 'declareDeckOut', deck: 'spell' }, 'wos-play-on', /No Finish in Sight: shuffle the grave into a new deck and keep playing/, /Variants, No Finish in Sight/)
  })
})
