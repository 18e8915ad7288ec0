import { describe, expect, it } from 'vitest'
import { deckOutOutcome, drawFor, type WosState } from '@/domain/modules/war-of-supremacy'
import { wosGame, wosSetup } from '../support/war-of-supremacy'

describe('War of Supremacy: Winning a Territory', () => {
  it('1: "still in control and defending the Territory at the start of their turn": every other player had a turn', () => {
    const game = wosGame(wosSetup(3))
    game.turn([[3, 0, 0]]) // Ana takes control
    game.turn([[2, 0, 0]]) // Ben fails
    expect(game.wos.turn.step).toBe('combat') // Cy still to attack
    game.turn() // Cy does not attack
    expect(game.wos.turn).toMatchObject({ player: game.seat('Ana'), step: 'claim' })
    game.do({ kind: 'claimTerritory', player: game.seat('Ana'), field: 'f1', how: 'defence' })
    expect(game.wos.players[0]!.won).toEqual([{ name: 'Northreach', ordinal: 1 }])
    // "Once claimed, that player can pick up 2 cards from either deck and then their turn ends."
    expect(game.wos.turn.step).toBe('draw')
    expect(drawFor(game.wos, game.wos.players[0]!).pickUp).toBe(2)
  })

  it('Two Player Game: the rulebook’s five steps, defending for two turns', () => {
    const game = wosGame(wosSetup(2))
    const ana = game.seat('Ana')
    game.turn([[4, 0, 0]]) // 1: Player one outscores and wins the combat
    game.turn([[1, 0, 0]]) // 2: Player two can't outscore the defence
    expect(game.wos.turn).toMatchObject({ player: ana, step: 'combat' })
    expect(game.refuse({ kind: 'claimTerritory', player: ana, field: 'f1', how: 'defence' }).message).toMatch(/held it 1 of the 2 turns/)
    game.turn() // 3: Player one chooses not to start an attack against themselves
    game.turn([[2, 0, 0]]) // 4: Player two can't outscore the defence for the second time
    expect(game.wos.turn).toMatchObject({ player: ana, step: 'claim' }) // 5: Player one now wins
    game.do({ kind: 'claimTerritory', player: ana, field: 'f1', how: 'defence' })
    expect(game.wos.players[0]!.won).toHaveLength(1)
  })

  it('Two Player Game: defeating one’s own creatures gives the other player another two rounds', () => {
    const game = wosGame(wosSetup(2))
    game.turn([[4, 0, 0]])
    game.turn()
    game.turn([[5, 0, 0]]) // Ana attacks herself and wins
    expect(game.wos.fields[0]).toMatchObject({ defender: game.seat('Ana'), held: 0 })
    game.turn()
    expect(game.wos.turn.step).toBe('combat')
    game.turn()
    game.turn()
    expect(game.wos.turn.step).toBe('claim')
  })

  it('2: "Winning a single Combat with 20 or more points", attacking or defending', () => {
    const attack = wosGame(wosSetup(3))
    attack.attack('Dragon', [12, 0, 0])
    attack.attack('Drake', [8, 0, 0])
    attack.resolve()
    expect(attack.wos.players[0]!.won).toEqual([{ name: 'Northreach', ordinal: 1 }])
    expect(attack.wos.fields[0]).toEqual({ id: 'f1', territory: '', forms: [], defenders: [], held: 0 })
    expect(attack.wos.turn.step).toBe('draw')
    const nineteen = wosGame(wosSetup(3))
    nineteen.turn([[19, 0, 0]])
    expect(nineteen.wos.players[0]!.won).toEqual([])
    // The defence reaches 20 outside combat: "they still must win the next combat to win the Territory".
    nineteen.do({ kind: 'changeCreature', creature: nineteen.wos.fields[0]!.defenders[0]!.id, change: { kind: 'modifier', form: 'wild', amount: 1 } })
    expect(nineteen.wos.players[0]!.won).toEqual([])
    nineteen.attack('Rat', [1, 0, 0])
    nineteen.resolve()
    expect(nineteen.wos.players[0]!.won).toHaveLength(1)
    expect(nineteen.wos.turn.player).toBe(nineteen.seat('Ben'))
  })

  it('Two Player Game: "If a player\'s defensive score increases above 20 outside of combat ... they still must win the next combat to win the Territory"', () => {
    const game = wosGame(wosSetup(2))
    const ana = game.seat('Ana')
    game.turn([[19, 0, 0]]) // Ana takes control with 19
    game.do({ kind: 'changeCreature', creature: game.wos.fields[0]!.defenders[0]!.id, change: { kind: 'modifier', form: 'wild', amount: 2 } })
    game.resolve() // Ben sends none and loses: Ana wins that combat at 21 ("win the next combat")
    expect(game.wos.players[0]!.won).toHaveLength(1)
    // The same 21 on Ana's own turn: no combat against another player, so no Territory.
    const own = wosGame(wosSetup(2))
    own.turn([[19, 0, 0]])
    own.turn([[1, 0, 0]])
    expect(own.wos.turn).toMatchObject({ player: ana, step: 'combat' })
    own.do({ kind: 'changeCreature', creature: own.wos.fields[0]!.defenders[0]!.id, change: { kind: 'modifier', form: 'wild', amount: 2 } })
    own.resolve() // "Resolve combat (0 v 21)": Ana does not attack herself
    expect(own.wos.players[0]!.won).toEqual([])
    expect(own.wos.fields[0]).toMatchObject({ defender: ana, held: 1 })
    own.finishTurn()
    own.attack('Rat', [1, 0, 0])
    own.resolve() // Ben's attack fails: Ana wins this combat with 21 and takes the Territory
    expect(own.wos.players[0]!.won).toEqual([{ name: 'Northreach', ordinal: 1 }])
  })

  it('2, decided by a "Win Combat" card: the 20 points are the winner\'s own score', () => {
    // Ana holds with 19 raised to 22 outside combat; Ben attacks with 5 and a card makes him win.
    const game = wosGame(wosSetup(3))
    game.turn([[19, 0, 0]])
    game.do({ kind: 'changeCreature', creature: game.wos.fields[0]!.defenders[0]!.id, change: { kind: 'modifier', form: 'wild', amount: 3 } })
    game.attack('Thief', [5, 0, 0])
    game.resolve('f1', 'attacker')
    expect(game.wos.players.map((p) => p.won.length)).toEqual([0, 0, 0])
    expect(game.wos.fields[0]).toMatchObject({ defender: game.seat('Ben') })
    game.finishTurn()
    // Cy attacks with 25 against Ben's 5; a card makes the defender win: Ben's 5 takes nothing.
    game.attack('Giant', [25, 0, 0])
    game.resolve('f1', 'defender')
    expect(game.wos.players.map((p) => p.won.length)).toEqual([0, 0, 0])
    expect(game.wos.turn.attackers).toEqual([])
    game.finishTurn()
    // Ana attacks with 21 against Ben's 5 plus a 20 summoned in; a card makes her win with 21: she takes it.
    game.do({ kind: 'playCreature', player: game.seat('Ben'), field: 'f1', name: 'Golem', scores: { wild: 20, magic: 0, blade: 0 }, fromHand: false, side: 'defence' })
    game.attack('Titan', [21, 0, 0])
    game.resolve('f1', 'attacker')
    expect(game.wos.players[0]!.won).toEqual([{ name: 'Northreach', ordinal: 1 }])
  })

  it('3: a card ability, recorded by the players for whoever it names', () => {
    const game = wosGame(wosSetup(3))
    game.turn([[3, 0, 0]])
    game.attack('Oracle', [1, 0, 0])
    game.do({ kind: 'claimTerritory', player: game.seat('Cy'), field: 'f1', how: 'ability' })
    expect(game.wos.players[2]!.won).toHaveLength(1)
    // "Place all cards currently in Combat into the Grave."
    expect(game.wos.turn.attackers).toEqual([])
    expect(game.wos.turn.step).toBe('draw')
  })

  it('then a new combat form and Territory, and the turn passes on whoever won', () => {
    const game = wosGame(wosSetup(3))
    game.turn([[3, 0, 0]])
    game.attack('Titan', [20, 0, 0]) // Ben wins it outright on his turn
    game.resolve()
    game.do({ kind: 'pickUpCards', player: game.seat('Ben') })
    expect(game.refuse({ kind: 'endCardTurn', player: game.seat('Ben') }).code).toBe('wos-no-form')
    expect(game.refuse({ kind: 'resolveCombat', player: game.seat('Ben'), field: 'f1' }).code).toBe('wos-wrong-step')
    game.form(['magic'], 'Ashlands')
    game.do({ kind: 'endCardTurn', player: game.seat('Ben') })
    expect(game.wos.turn).toMatchObject({ player: game.seat('Cy'), step: 'combat', number: 3 })
    expect(game.wos.fields[0]).toEqual({ id: 'f1', territory: 'Ashlands', forms: ['magic'], defenders: [], held: 0 })
  })
})

describe('War of Supremacy: Drawing Cards', () => {
  it('picks up two, three when no card was played, none at ten or more', () => {
    const game = wosGame(wosSetup(3))
    game.resolve()
    expect(drawFor(game.wos, game.wos.players[0]!)).toEqual({ pickUp: 3, keep: 3, isAtLimit: false })
    game.do({ kind: 'pickUpCards', player: game.seat('Ana') })
    expect(game.wos.players[0]!.hand).toBe(11)
    game.do({ kind: 'endCardTurn', player: game.seat('Ana') })
    game.do({ kind: 'playSpell', player: game.seat('Ben') })
    game.resolve()
    expect(drawFor(game.wos, game.wos.players[1]!).pickUp).toBe(2)
    game.finishTurn()
    expect(game.wos.players[1]!.hand).toBe(9)
    game.turn()
    // Ana has 11: "not allowed to pick up any cards".
    game.resolve()
    expect(drawFor(game.wos, game.wos.players[0]!)).toEqual({ pickUp: 0, keep: 0, isAtLimit: true })
    game.do({ kind: 'pickUpCards', player: game.seat('Ana') })
    expect(game.wos.players[0]!.hand).toBe(11)
  })

  it('"If a player has ten or more cards in their hand, then they are not allowed to pick up any cards", on a claim turn too', () => {
    const game = wosGame(wosSetup(3))
    const ana = game.seat('Ana')
    game.turn([[3, 0, 0]])
    game.turn()
    game.turn()
    expect(game.wos.turn).toMatchObject({ player: ana, step: 'claim' })
    // Before the claim is tapped, the preview is the claim's 2 ("Once claimed, that player can pick up 2 cards").
    expect(drawFor(game.wos, game.wos.players[0]!)).toEqual({ pickUp: 2, keep: 2, isAtLimit: false })
    game.do({ kind: 'countHand', player: ana, by: 10 - game.wos.players[0]!.hand })
    expect(drawFor(game.wos, game.wos.players[0]!)).toEqual({ pickUp: 0, keep: 0, isAtLimit: true })
    game.do({ kind: 'claimTerritory', player: ana, field: 'f1', how: 'defence' })
    game.do({ kind: 'pickUpCards', player: ana })
    expect(game.wos.players[0]!.hand).toBe(10)
    // Nine: the claim's two, to eleven (the limit is read before picking up).
    const nine = wosGame(wosSetup(3))
    nine.turn([[3, 0, 0]])
    nine.turn()
    nine.turn()
    expect(nine.wos.players[0]!.hand).toBe(9) // 8, one played, two picked up
    nine.do({ kind: 'claimTerritory', player: ana, field: 'f1', how: 'defence' })
    nine.do({ kind: 'pickUpCards', player: ana })
    expect(nine.wos.players[0]!.hand).toBe(11)
  })

  it('Extra End of Turn Card Pick Up keeps the ten-card limit: none at ten, three less one at nine', () => {
    const game = wosGame(wosSetup(3, { variants: { extraPickUp: true } }))
    const ana = game.seat('Ana')
    game.do({ kind: 'countHand', player: ana, by: 3 }) // 11 in hand
    game.attack('Wolf', [1, 1, 1]) // 10 in hand
    game.resolve()
    expect(drawFor(game.wos, game.wos.players[0]!)).toEqual({ pickUp: 0, keep: 0, isAtLimit: true })
    game.finishTurn()
    expect(game.wos.players[0]!.hand).toBe(10)
    const nine = wosGame(wosSetup(3, { variants: { extraPickUp: true } }))
    nine.do({ kind: 'countHand', player: ana, by: 2 })
    nine.attack('Wolf', [1, 1, 1]) // 9 in hand
    nine.resolve()
    nine.finishTurn()
    expect(nine.wos.players[0]!.hand).toBe(11)
  })

  it('Extra End of Turn Card Pick Up: three, one discarded, all three kept when no card was played', () => {
    const game = wosGame(wosSetup(3, { variants: { extraPickUp: true } }))
    game.attack('Wolf', [1, 1, 1])
    game.resolve()
    expect(drawFor(game.wos, game.wos.players[0]!)).toEqual({ pickUp: 3, keep: 2, isAtLimit: false })
    game.finishTurn()
    expect(game.wos.players[0]!.hand).toBe(9)
    game.resolve()
    expect(drawFor(game.wos, game.wos.players[1]!)).toEqual({ pickUp: 3, keep: 3, isAtLimit: false })
  })

  it('counts a spell only when the current player plays it in their combat phase', () => {
    const game = wosGame(wosSetup(3))
    game.do({ kind: 'playSpell', player: game.seat('Cy') })
    expect(game.wos.turn.hasPlayed).toBe(false)
    expect(game.wos.players[2]!.hand).toBe(7)
    game.resolve()
    game.do({ kind: 'playSpell', player: game.seat('Ana') })
    expect(game.wos.turn.hasPlayed).toBe(false)
  })
})

describe('War of Supremacy: the end', () => {
  it('ends when a player reaches the count', () => {
    const game = wosGame(wosSetup(4))
    for (const territory of ['Ashlands', 'Beacon']) {
      game.attack('Titan', [20, 0, 0])
      game.resolve()
      if (game.wos.outcome) break
      game.do({ kind: 'pickUpCards', player: game.wos.turn.player })
      game.form(['wild'], territory)
      game.do({ kind: 'endCardTurn', player: game.wos.turn.player })
      for (let i = 0; i < 3; i++) game.turn()
    }
    expect(game.wos.outcome).toEqual({ winners: [game.seat('Ana')], how: 'territories' })
    expect(game.refuse({ kind: 'pickUpCards', player: game.seat('Ana') }).code).toBe('wos-game-over')
  })

  it('Team Game: partners score their Territories together', () => {
    const game = wosGame(wosSetup(4, { variants: { teamGame: true } }))
    const win = () => {
      game.attack('Titan', [20, 0, 0])
      game.resolve()
      if (game.wos.outcome) return
      game.do({ kind: 'pickUpCards', player: game.wos.turn.player })
      game.form(['wild'], 'Next')
      game.do({ kind: 'endCardTurn', player: game.wos.turn.player })
    }
    win() // Ana
    game.turn() // Ben
    win() // Cy, Ana's partner
    expect(game.wos.outcome).toBeUndefined()
    game.turn() // Dee
    win() // Ana: three for the team
    expect(game.wos.outcome).toEqual({ winners: [game.seat('Ana'), game.seat('Cy')], how: 'territories' })
  })
})

describe('War of Supremacy: Deck Runs Out', () => {
  const state = (won: number[][], defender?: string, teams?: string[][]): WosState => {
    const game = wosGame(wosSetup(won.length))
    const wos = game.wos
    return {
      ...wos,
      players: wos.players.map((p, i) => ({ ...p, won: won[i]!.map((ordinal) => ({ name: `T${ordinal}`, ordinal })) })),
      fields: wos.fields.map((f) => ({ ...f, ...(defender ? { defender } : {}) })),
      ...(teams ? { teams } : {}),
    }
  }

  it('1: "The player with the most Territories will win."', () => {
    expect(deckOutOutcome(state([[1], [2, 3], []]))).toEqual({ winners: ['p2'], how: 'deck-out', decidedBy: 1 })
  })

  it('2: among the tied on the most, the one "currently defending the Territory"', () => {
    expect(deckOutOutcome(state([[1], [2], []], 'p2'))).toEqual({ winners: ['p2'], how: 'deck-out', decidedBy: 2 })
    // A defender who is not among the leaders does not decide it.
    expect(deckOutOutcome(state([[1], [2], []], 'p3')).decidedBy).toBe(3)
  })

  it('3: "the player who was the first to win the current amount of Territories between the leading players"', () => {
    expect(deckOutOutcome(state([[1, 4], [2, 3], []]))).toEqual({ winners: ['p2'], how: 'deck-out', decidedBy: 3 })
    expect(deckOutOutcome(state([[1, 3], [2, 4], [5]]))).toEqual({ winners: ['p1'], how: 'deck-out', decidedBy: 3 })
  })

  it('no Territory won and nobody defending: a draw between everyone', () => {
    expect(deckOutOutcome(state([[], [], []]))).toEqual({ winners: ['p1', 'p2', 'p3'], how: 'deck-out', decidedBy: 'draw' })
    expect(deckOutOutcome(state([[], [], []], 'p3'))).toEqual({ winners: ['p3'], how: 'deck-out', decidedBy: 2 })
  })

  it('teams count together', () => {
    expect(deckOutOutcome(state([[1], [2], [4], []], undefined, [['p1', 'p3'], ['p2', 'p4']]))).toEqual({ winners: ['p1', 'p3'], how: 'deck-out', decidedBy: 1 })
  })

  it('ends the game through the command, unless No Finish in Sight', () => {
    const game = wosGame(wosSetup(3))
    game.turn([[3, 0, 0]])
    game.do({ kind: 'declareDeckOut', deck: 'spell' })
    expect(game.wos.outcome).toEqual({ winners: [game.seat('Ana')], how: 'deck-out', decidedBy: 2 })
    const on = wosGame(wosSetup(3, { variants: { noFinishInSight: true } }))
    expect(on.refuse({ kind: 'declareDeckOut', deck: 'creature' }).message).toMatch(/shuffle the grave/)
  })
})

describe('War of Supremacy: Multiple Territories', () => {
  const setup = wosSetup(4, { variants: { multipleTerritories: true }, second: { forms: ['blade'], territory: 'Eastfold' } })

  it('"Players can only attack one Territory in their turn"; winning one leaves the other as it is', () => {
    const game = wosGame(setup)
    game.attack('Knight', [0, 0, 3], 'f2')
    expect(game.refuse({ kind: 'playCreature', player: game.seat('Ana'), field: 'f1', name: 'X', scores: { wild: 1, magic: 1, blade: 1 }, fromHand: true }).code).toBe('wos-one-territory')
    expect(game.refuse({ kind: 'resolveCombat', player: game.seat('Ana'), field: 'f1' }).code).toBe('wos-one-territory')
    game.resolve('f2')
    game.finishTurn()
    game.attack('Titan', [20, 0, 0], 'f1')
    game.resolve('f1')
    expect(game.wos.players[1]!.won).toEqual([{ name: 'Northreach', ordinal: 1 }])
    expect(game.wos.fields[1]).toMatchObject({ territory: 'Eastfold', forms: ['blade'], defender: game.seat('Ana') })
  })

  it('"If a player wins one Territory, the other Territory will continue and will not restart": a card winning one mid-attack on the other leaves that attack to resolve', () => {
    const game = wosGame(setup)
    game.turn([[3, 0, 0]], 'f1') // Ana defends Northreach
    const ben = game.seat('Ben')
    game.attack('Knight', [0, 0, 4], 'f2') // Ben attacks Eastfold
    game.do({ kind: 'claimTerritory', player: game.seat('Cy'), field: 'f1', how: 'ability' })
    expect(game.wos.players[2]!.won).toEqual([{ name: 'Northreach', ordinal: 1 }])
    expect(game.wos.turn).toMatchObject({ player: ben, step: 'combat', field: 'f2' })
    expect(game.wos.turn.attackers.map((c) => c.name)).toEqual(['Knight'])
    game.form(['magic'], 'Southmarch', 'f1')
    game.resolve('f2')
    expect(game.wos.fields[1]).toMatchObject({ defender: ben })
    expect(game.wos.fields[1]!.defenders.map((c) => c.name)).toEqual(['Knight'])
    expect(game.wos.turn.step).toBe('draw')
  })
})
