import { describe, expect, it } from 'vitest'
import { bestScore, isKilled, liveCombat, type Creature } from '@/domain/modules/war-of-supremacy'
import { wosGame, wosSetup } from '../support/war-of-supremacy'

const creature = (scores: [number, number, number], tokens: Partial<Creature> = {}): Creature => ({
  id: 'c',
  name: 'c',
  owner: 'p1',
  scores: { wild: scores[0], magic: scores[1], blade: scores[2] },
  damage: 0,
  modifiers: { wild: 0, magic: 0, blade: 0 },
  isWeakened: false,
  ...tokens,
})

describe('War of Supremacy: Combat', () => {
  it('Combat Form: "if Wild were the active combat form, Gorilla Berserker would have a score of 4"; 4 outscores the defence of 2', () => {
    const game = wosGame(wosSetup(3))
    // Ana attacks the undefended Territory with the two defending creatures of the example.
    game.attack('Elf Scout', [1, 0, 0])
    game.attack('Wolf', [1, 2, 0])
    game.resolve()
    game.finishTurn()
    expect(game.wos.fields[0]!.defender).toBe(game.seat('Ana'))
    game.attack('Gorilla Berserker', [4, 1, 2])
    expect(liveCombat(game.wos.fields[0]!, game.wos.turn.attackers)).toMatchObject({ attack: 4, defence: 2, winner: 'attacker' })
    game.resolve()
    const f = game.wos.fields[0]!
    expect(f.defender).toBe(game.seat('Ben'))
    // "All previously defending creatures are sent to the Grave."
    expect(f.defenders.map((c) => c.name)).toEqual(['Gorilla Berserker'])
    expect(game.wos.turn.combat).toMatchObject({ attack: 4, defence: 2, winner: 'attacker' })
  })

  it('Multiple Forms: Magic/Blade, Ancient Soldier uses Blade 3 and Eagle Aramund its Magic: 5', () => {
    const forms = ['magic', 'blade'] as const
    const soldier = creature([1, 2, 3])
    const eagle = creature([0, 2, 1])
    expect(bestScore(soldier, forms)).toBe(3)
    expect(bestScore(eagle, forms)).toBe(2)
    expect(bestScore(soldier, [])).toBe(0)
    const game = wosGame(wosSetup(2, { forms: ['magic', 'blade'] }))
    game.attack('Eagle Aramund', [0, 2, 1])
    game.attack('Ancient Soldier', [1, 2, 3])
    expect(liveCombat(game.wos.fields[0]!, game.wos.turn.attackers).attack).toBe(5)
  })

  it('"If scores are tied, the defending player will win": the attackers go to the grave', () => {
    const game = wosGame(wosSetup(3))
    game.turn([[3, 0, 0]])
    game.attack('Troll', [3, 9, 9])
    game.resolve()
    expect(game.wos.fields[0]!.defender).toBe(game.seat('Ana'))
    expect(game.wos.turn.combat).toMatchObject({ attack: 3, defence: 3, winner: 'defender' })
    expect(game.wos.turn.attackers).toEqual([])
  })

  it('"the attacking player must still score 1 or more" with no defender; sending none "still lose[s] combat"', () => {
    const zero = wosGame(wosSetup(3, { forms: ['blade'] }))
    zero.attack('Sprite', [5, 5, 0])
    zero.resolve()
    expect(zero.wos.fields[0]!.defender).toBeUndefined()
    const one = wosGame(wosSetup(3, { forms: ['blade'] }))
    one.attack('Sprite', [5, 5, 1])
    one.resolve()
    expect(one.wos.fields[0]!.defender).toBe(one.seat('Ana'))
    one.finishTurn()
    one.resolve()
    expect(one.wos.fields[0]!.defender).toBe(one.seat('Ana'))
    expect(one.wos.turn.combat).toMatchObject({ attack: 0, defence: 1, winner: 'defender' })
  })

  it('a "Win Combat" ability decides combat whatever the scores', () => {
    const game = wosGame(wosSetup(3))
    game.turn([[5, 0, 0]])
    game.attack('Trickster', [1, 0, 0])
    game.resolve('f1', 'attacker')
    expect(game.wos.fields[0]!.defender).toBe(game.seat('Ben'))
    expect(game.wos.turn.combat).toMatchObject({ winner: 'attacker', byAbility: true })
  })

  it('only the current player attacks, in their combat stage, and a defending player adds no creature from the hand', () => {
    const game = wosGame(wosSetup(3))
    expect(game.refuse({ kind: 'playCreature', player: game.seat('Ben'), field: 'f1', name: 'X', scores: { wild: 1, magic: 1, blade: 1 }, fromHand: true }).code).toBe('wos-not-your-turn')
    game.turn([[2, 0, 0]])
    const ana = game.seat('Ana')
    expect(game.refuse({ kind: 'playCreature', player: ana, field: 'f1', name: 'X', scores: { wild: 1, magic: 1, blade: 1 }, fromHand: true, side: 'defence' }).message).toMatch(/can't add creatures from their hand/)
    // A card summons one into the defence.
    game.do({ kind: 'playCreature', player: ana, field: 'f1', name: 'Summoned Imp', scores: { wild: 2, magic: 0, blade: 0 }, fromHand: false, side: 'defence' })
    expect(game.wos.fields[0]!.defenders.map((c) => c.name)).toEqual(['Creature 1', 'Summoned Imp'])
    expect(game.refuse({ kind: 'playCreature', player: game.seat('Cy'), field: 'f1', name: 'X', scores: { wild: 1, magic: 1, blade: 1 }, fromHand: false, side: 'defence' }).message).toMatch(/not defending/)
    game.resolve()
    expect(game.refuse({ kind: 'playCreature', player: game.seat('Ben'), field: 'f1', name: 'X', scores: { wild: 1, magic: 1, blade: 1 }, fromHand: true }).code).toBe('wos-wrong-step')
  })

  it('counts a card played from the hand and refuses one from an empty hand', () => {
    const game = wosGame(wosSetup(2))
    const ana = game.seat('Ana')
    game.do({ kind: 'countHand', player: ana, by: -8 })
    const refusal = game.refuse({ kind: 'playCreature', player: ana, field: 'f1', name: 'X', scores: { wild: 1, magic: 1, blade: 1 }, fromHand: true })
    expect(refusal.code).toBe('wos-empty-hand')
    expect(refusal.remedies[0]?.command).toEqual({ kind: 'countHand', player: ana, by: 1 })
    game.do({ kind: 'playCreature', player: ana, field: 'f1', name: 'Summoned', scores: { wild: 1, magic: 1, blade: 1 }, fromHand: false })
    expect(game.wos.turn.hasPlayed).toBe(false)
    expect(game.wos.players[0]!.hand).toBe(0)
    game.do({ kind: 'countHand', player: ana, by: 2 })
    game.attack('Wolf', [1, 1, 1])
    expect(game.wos.players[0]!.hand).toBe(1)
    expect(game.wos.turn.hasPlayed).toBe(true)
  })
})

describe('War of Supremacy: Creature Score Modifiers', () => {
  it('damage lowers all three scores; a modifier one form; power sets all three and clears the rest', () => {
    const game = wosGame(wosSetup(2, { forms: ['wild', 'magic', 'blade'] }))
    game.attack('Knight', [2, 3, 6])
    const id = game.wos.turn.attackers[0]!.id
    game.do({ kind: 'changeCreature', creature: id, change: { kind: 'damage', amount: 2 } })
    expect(bestScore(game.wos.turn.attackers[0]!, ['wild', 'magic', 'blade'])).toBe(4)
    game.do({ kind: 'changeCreature', creature: id, change: { kind: 'modifier', form: 'magic', amount: 4 } })
    expect(bestScore(game.wos.turn.attackers[0]!, ['magic'])).toBe(5)
    game.do({ kind: 'changeCreature', creature: id, change: { kind: 'power', value: 3 } })
    expect(game.wos.turn.attackers[0]).toMatchObject({ power: 3, damage: 0, modifiers: { wild: 0, magic: 0, blade: 0 }, isWeakened: false })
    game.do({ kind: 'changeCreature', creature: id, change: { kind: 'modifier', form: 'blade', amount: 1 } })
    expect(bestScore(game.wos.turn.attackers[0]!, ['wild', 'magic', 'blade'])).toBe(4)
  })

  it('kills a creature with a negative modifier at 0 or less, and not one without (a 0 "will not die")', () => {
    expect(isKilled(creature([0, 0, 0]), ['wild'])).toBe(false)
    expect(isKilled(creature([0, 0, 0], { isWeakened: true }), ['wild'])).toBe(true)
    expect(isKilled(creature([1, 0, 0], { isWeakened: true, damage: 1 }), ['wild'])).toBe(true)
    expect(isKilled(creature([2, 0, 0], { isWeakened: true, damage: 1 }), ['wild'])).toBe(false)
    expect(isKilled(creature([0, 0, 0], { isWeakened: true }), [])).toBe(false)
    const game = wosGame(wosSetup(2))
    game.attack('Goblin', [1, 0, 0])
    game.do({ kind: 'changeCreature', creature: game.wos.turn.attackers[0]!.id, change: { kind: 'damage', amount: 1 } })
    expect(game.wos.turn.attackers).toEqual([])
  })

  it('kills at once when the combat form switches to one where a weakened creature has 0 or less', () => {
    const game = wosGame(wosSetup(3, { forms: ['wild'] }))
    game.attack('Golem', [5, 0, 2])
    game.do({ kind: 'changeCreature', creature: game.wos.turn.attackers[0]!.id, change: { kind: 'modifier', form: 'blade', amount: -2 } })
    expect(game.wos.turn.attackers).toHaveLength(1)
    game.form(['magic', 'blade'])
    expect(game.wos.turn.attackers).toEqual([])
  })

  it('Spell Stacking: Forest Growth (+4 Wild) before Fire Blast’s 5 keeps Gorilla Berserker alive at 3', () => {
    const game = wosGame(wosSetup(2))
    game.turn([[4, 1, 2]])
    const gorilla = game.wos.fields[0]!.defenders[0]!.id
    game.do({ kind: 'changeCreature', creature: gorilla, change: { kind: 'modifier', form: 'wild', amount: 4 } })
    game.do({ kind: 'changeCreature', creature: gorilla, change: { kind: 'damage', amount: 5 } })
    expect(bestScore(game.wos.fields[0]!.defenders[0]!, ['wild'])).toBe(3)
    // Without the growth, "This would normally kill Gorilla Berserker (with a -1 score)".
    const bare = wosGame(wosSetup(2))
    bare.turn([[4, 1, 2]])
    bare.do({ kind: 'changeCreature', creature: bare.wos.fields[0]!.defenders[0]!.id, change: { kind: 'damage', amount: 5 } })
    expect(bare.wos.fields[0]!.defenders).toEqual([])
    expect(bare.wos.fields[0]!.defender).toBe(bare.seat('Ana'))
  })

  it('refuses a token the rules cannot mean', () => {
    const game = wosGame(wosSetup(2))
    game.attack('Knight', [2, 3, 6])
    const id = game.wos.turn.attackers[0]!.id
    expect(game.refuse({ kind: 'changeCreature', creature: id, change: { kind: 'damage', amount: -1 } }).message).toMatch(/no more can come off/)
    expect(game.refuse({ kind: 'changeCreature', creature: id, change: { kind: 'damage', amount: 0 } }).code).toBe('wos-bad-score')
    expect(game.refuse({ kind: 'changeCreature', creature: id, change: { kind: 'power', value: -1 } }).code).toBe('wos-bad-score')
    expect(game.refuse({ kind: 'changeCreature', creature: id, change: { kind: 'modifier', form: 'fire' as never, amount: 1 } }).code).toBe('bad-command')
    expect(game.refuse({ kind: 'changeCreature', creature: 'c99', change: { kind: 'damage', amount: 1 } }).code).toBe('wos-no-creature')
    expect(game.refuse({ kind: 'playCreature', player: game.wos.turn.player, field: 'f1', name: 'X', scores: { wild: 1, magic: -1, blade: 1 }, fromHand: true }).code).toBe('wos-bad-score')
  })

  it('returns a creature to its owner’s hand or kills it by a card', () => {
    const game = wosGame(wosSetup(2))
    game.attack('Knight', [2, 3, 6])
    game.attack('Squire', [1, 1, 1])
    const [knight, squire] = game.wos.turn.attackers.map((c) => c.id)
    game.do({ kind: 'removeCreature', creature: knight!, to: 'hand' })
    expect(game.wos.players[0]!.hand).toBe(7)
    game.do({ kind: 'removeCreature', creature: squire!, to: 'grave' })
    expect(game.wos.turn.attackers).toEqual([])
    expect(game.wos.players[0]!.hand).toBe(7)
  })
})
