import { describe, expect, it } from 'vitest'
import { indexEntries } from '@/domain/kernel/log'
import { describeEntry } from '@/presentation/describe'
import { outcomeView, wosTable } from '@/presentation/wos-ui'
import { wosGame, wosSetup } from '../support/war-of-supremacy'

function lines(game: ReturnType<typeof wosGame>): string[] {
  const lookup = indexEntries(game.entries)
  return game.entries.map((e) => describeEntry(e, game.state.settings, lookup).title)
}

describe('War of Supremacy log lines', () => {
  it('names the seats from the setup and says what each tap did', () => {
    const game = wosGame(wosSetup(3, { firstRolls: [[2, 5, 3]] }))
    game.attack('Gorilla Berserker', [4, 1, 2])
    const gorilla = game.wos.turn.attackers[0]!.id
    game.do({ kind: 'changeCreature', creature: gorilla, change: { kind: 'modifier', form: 'wild', amount: 4 } })
    game.do({ kind: 'playSpell', player: game.seat('Cy') })
    game.attack('Imp', [1, 0, 0])
    game.do({ kind: 'changeCreature', creature: game.wos.turn.attackers[1]!.id, change: { kind: 'damage', amount: 1 } })
    game.resolve()
    game.do({ kind: 'pickUpCards', player: game.seat('Ben') })
    game.do({ kind: 'endCardTurn', player: game.seat('Ben') })
    game.do({ kind: 'countHand', player: game.seat('Ana'), by: -2 })
    game.attack('Titan', [20, 0, 0])
    game.resolve()
    game.do({ kind: 'pickUpCards', player: game.seat('Cy') })
    game.form(['magic', 'blade'], 'Ashlands')
    game.do({ kind: 'declareDeckOut', deck: 'spell' })
    expect(lines(game)).toEqual([
      'Game started (War of Supremacy) with Ana, Ben, Cy; Ben goes first',
      'Ben attacked with Gorilla Berserker (Wild 4, Magic 1, Blade 2)',
      'Gorilla Berserker: +4 Wild',
      'Cy cast a spell',
      'Ben attacked with Imp (Wild 1, Magic 0, Blade 0)',
      'Imp: 1 damage; Imp killed (0 or less after a negative modifier)',
      'Combat: Ben 8 v no defender 0, Ben won',
      'Ben kept 2 cards picked up',
      'Ben ended the turn',
      "Ana's hand -2",
      'Cy attacked with Titan (Wild 20, Magic 0, Blade 0)',
      'Combat: Cy 20 v Ben 8, Cy won; Cy took Northreach',
      'Cy kept 2 cards picked up',
      'Combat form: Magic / Blade at Ashlands',
      'The spell deck ran out: the game ends',
    ])
  })

  it('words a claim by defence and an ability', () => {
    const game = wosGame(wosSetup(2))
    game.turn([[3, 0, 0]])
    game.turn()
    game.turn()
    game.turn()
    game.do({ kind: 'claimTerritory', player: game.seat('Ana'), field: 'f1', how: 'defence' })
    expect(lines(game).at(-1)).toBe('Held against everyone: Ana took Northreach')
  })
})

describe('War of Supremacy table view', () => {
  it('shows the fight: the defence on the track, the attack, the verdict and the players', () => {
    const game = wosGame(wosSetup(3, { forms: ['magic', 'blade'] }))
    game.turn([[0, 2, 1], [1, 2, 3]])
    game.attack('Knight', [0, 0, 5])
    const view = wosTable(game.state)!
    const field = view.fields[0]!
    expect(field).toMatchObject({ territory: 'Northreach', formText: 'Magic / Blade', defender: 'Ana', defence: 5, heldText: 'Held 0 of 2 turns by the others', isAttackable: true })
    expect(field.defenders.map((c) => c.best)).toEqual([2, 3])
    expect(field.combat).toMatchObject({ attacker: 'Ben', defender: 'Ana', attack: 5, defence: 5, verdict: 'Ana holds: ties go to the defender', attackerWins: false })
    expect(field.attackers[0]!.scores.map((s) => [s.label, s.value, s.isActive])).toEqual([
      ['Wild', 0, false],
      ['Magic', 0, true],
      ['Blade', 5, true],
    ])
    expect(view.players.map((p) => [p.seat, p.name, p.hand, p.isTurn, p.defends])).toEqual([
      [1, 'Ana', 8, false, ['Northreach']],
      [2, 'Ben', 7, true, []],
      [3, 'Cy', 8, false, []],
    ])
    expect(view.turn.stages.map((s) => s.state)).toEqual(['done', 'now', 'later', 'later', 'later', 'later'])
    game.resolve()
    expect(wosTable(game.state)!.turn.stages.map((s) => s.state)).toEqual(['done', 'done', 'done', 'done', 'now', 'later'])
    expect(view.toWinText).toBe('3 Territories to win')
  })

  it('says when resolving now takes the Territory, and what the draw is', () => {
    const game = wosGame(wosSetup(3))
    expect(wosTable(game.state)!.turn.stages.map((s) => s.state)).toEqual(['now', 'now', 'later', 'later', 'later', 'later'])
    game.attack('Dragon', [20, 0, 0])
    expect(wosTable(game.state)!.fields[0]!.combat!.verdict).toBe('Ana wins combat and takes the Territory (20 or more)')
    game.resolve()
    const view = wosTable(game.state)!
    expect(view.fields[0]).toMatchObject({ isAwaiting: true, territory: 'Territory 1' })
    expect(view.turn.drawText).toBe('Ana picks up 2 (a card was played).')
    expect(view.players[0]!.territories).toEqual(['Northreach'])
  })

  it('the claim step already says the claim\'s 2 ("Once claimed, that player can pick up 2 cards"), not 3', () => {
    const game = wosGame(wosSetup(3))
    game.turn([[3, 0, 0]])
    game.turn()
    game.turn()
    expect(game.wos.turn.step).toBe('claim')
    expect(wosTable(game.state)!.turn.drawText).toBe('Ana takes the Territory held: then picks up 2.')
    game.do({ kind: 'claimTerritory', player: game.seat('Ana'), field: 'f1', how: 'defence' })
    expect(wosTable(game.state)!.turn.drawText).toBe('Ana took a Territory this turn: picks up 2.')
  })

  it('a defender\'s own turn at 0 v 21 holds and takes nothing: "they still must win the next combat"', () => {
    const game = wosGame(wosSetup(2))
    game.turn([[19, 0, 0]])
    game.turn([[1, 0, 0]])
    game.do({ kind: 'changeCreature', creature: game.wos.fields[0]!.defenders[0]!.id, change: { kind: 'modifier', form: 'wild', amount: 2 } })
    expect(wosTable(game.state)!.fields[0]!.combat).toMatchObject({ attack: 0, defence: 21, verdict: 'Ana holds', isOutright: false })
  })

  it('a deck-out draw between two tied players defending a Territory each says so (Multiple Territories)', () => {
    const game = wosGame(wosSetup(4, { variants: { multipleTerritories: true }, second: { forms: ['blade'], territory: 'Eastfold' } }))
    game.turn([[3, 0, 0]], 'f1')
    game.turn([[0, 0, 3]], 'f2')
    game.do({ kind: 'declareDeckOut', deck: 'spell' })
    expect(outcomeView(game.state)).toMatchObject({
      title: 'A draw between Ana and Ben',
      lines: ['Deck Runs Out: no Territory won, and Ana and Ben each defending one: a draw between them.', 'Ana: 0 Territories', 'Ben: 0 Territories', 'Cy: 0 Territories', 'Dee: 0 Territories'],
    })
  })

  it('words the outcome and the deck-out tie-break', () => {
    const game = wosGame(wosSetup(3))
    game.turn([[3, 0, 0]])
    game.do({ kind: 'declareDeckOut', deck: 'creature' })
    expect(outcomeView(game.state)).toEqual({
      title: 'Ana wins: a deck ran out',
      lines: ['Deck Runs Out: tied on the most Territories, and defending the Territory.', 'Ana: 0 Territories', 'Ben: 0 Territories', 'Cy: 0 Territories'],
    })
  })
})
