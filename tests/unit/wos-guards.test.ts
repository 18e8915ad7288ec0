// Malformed and out-of-turn War of Supremacy combat commands: each refusal's code, words and rule,
// and that nothing changed (the surviving mutants of the first mutation run, issue 16).
import { describe, expect, it } from 'vitest'
import { MAX_SCORE } from '@/domain/modules/war-of-supremacy'
import { wosGame, wosSetup } from '../support/war-of-supremacy'
import { expectRefused, lastPatchKeys } from '../support/wos-guards'

const S = { wild: 1, magic: 1, blade: 1 }
const creature = (player: string, extra: Record<string, unknown> = {}) => ({ kind: 'playCreature', player, field: 'f1', name: 'Wolf', scores: S, fromHand: true, ...extra })
/** A four-player Multiple Territories game: Northreach (Wild) and Eastfold (Magic). */
const twoFields = () => wosGame(wosSetup(4, { variants: { multipleTerritories: true }, second: { forms: ['magic'], territory: 'Eastfold' } }))

describe('War of Supremacy guards: playing a creature', () => {
  it('takes a name of 1 to 40 letters, trimmed, and refuses none, blanks, a number or 41', () => {
    const game = wosGame(wosSetup(3))
    const ana = game.seat('Ana')
    for (const name of ['', '   ', 5]) expectRefused(game, creature(ana, { name }), 'bad-command', /creature's name \(at most 40 characters\)/)
    expectRefused(game, creature(ana, { name: 'x'.repeat(41) }), 'bad-command', /^The creature’s name is 41 characters long: keep it to at most 40 characters\.$/)
    game.do(creature(ana, { name: '  Wolf  ' }) as never)
    game.do(creature(ana, { name: 'x'.repeat(40) }) as never)
    expect(game.wos.turn.attackers.map((c) => c.name)).toEqual(['Wolf', 'x'.repeat(40)])
  })

  it('takes three printed scores 0 to MAX_SCORE and refuses missing, null, partial or too high scores', () => {
    const game = wosGame(wosSetup(3))
    const ana = game.seat('Ana')
    for (const scores of [undefined, null, { wild: 1, magic: 1 }, { ...S, blade: MAX_SCORE + 1 }, { ...S, wild: -1 }]) {
      expectRefused(game, creature(ana, { scores }), 'wos-bad-score', /three printed scores, Wild, Magic and Blade, each 0 to 99/, /Combat Form/)
    }
    game.do(creature(ana, { scores: { wild: MAX_SCORE, magic: 0, blade: 0 } }) as never)
    expect(game.wos.turn.attackers[0]!.scores.wild).toBe(99)
  })

  it('asks whether the creature came from the hand, and whether it attacks or defends', () => {
    const game = wosGame(wosSetup(3))
    const ana = game.seat('Ana')
    expectRefused(game, creature(ana, { fromHand: 'yes' }), 'bad-command', /came from the hand or a card summoned it/)
    expectRefused(game, creature(ana, { side: 'flank' }), 'bad-command', /attacks or defends/)
  })

  it('refuses a Territory not in the game, and one waiting for its next form card', () => {
    const game = wosGame(wosSetup(3))
    const ana = game.seat('Ana')
    expectRefused(game, creature(ana, { field: 'f9' }), 'wos-no-field', /not being fought over in this game/)
    game.attack('Giant', [20, 0, 0])
    game.resolve()
    expect(game.wos.fields[0]!.forms).toEqual([])
    expectRefused(game, creature(ana), 'wos-no-form', /Turn the next combat form card for this Territory first/, /Winning a Territory/)
    expectRefused(game, creature(ana, { fromHand: false, side: 'defence' }), 'wos-no-form', /Turn the next combat form card/)
  })

  it('names the step when a creature cannot attack now', () => {
    const game = wosGame(wosSetup(3))
    game.resolve()
    expectRefused(game, creature(game.seat('Ana')), 'wos-wrong-step', /Ana cannot attack now: combat is resolved; pick up cards next/, /Player's Turn/)
    expectRefused(game, creature(game.seat('Ben')), 'wos-not-your-turn', /It is Ana's turn, not Ben's/, /Player's Turn/)
  })

  it('numbers each creature in play: c1, c2, then a summoned defender c3', () => {
    const game = wosGame(wosSetup(3))
    game.attack('Wolf', [1, 0, 0])
    game.attack('Bear', [2, 0, 0])
    expect(game.wos.turn.attackers.map((c) => c.id)).toEqual(['c1', 'c2'])
    expect(game.wos.nextCreature).toBe(3)
    game.resolve()
    game.finishTurn()
    game.do(creature(game.seat('Ana'), { fromHand: false, side: 'defence', name: 'Owl' }) as never)
    expect(game.wos.fields[0]!.defenders.map((c) => c.id)).toEqual(['c1', 'c2', 'c3'])
    expect(game.wos.nextCreature).toBe(4)
  })

  it('plays the last card of a hand of 1, then offers to count the hand again', () => {
    const game = wosGame(wosSetup(3))
    const ana = game.seat('Ana')
    game.do({ kind: 'countHand', player: ana, by: -7 })
    expect(game.wos.players[0]!.hand).toBe(1)
    game.attack('Wolf', [1, 0, 0])
    expect(game.wos.players[0]!.hand).toBe(0)
    const refusal = expectRefused(game, creature(ana), 'wos-empty-hand', /Ana's hand count is 0\. Count their hand again/)
    expect(refusal.remedies).toEqual([{ label: "Count Ana's hand +1", command: { kind: 'countHand', player: ana, by: 1 } }])
  })

  it('Multiple Territories: "only attack one Territory in their turn"', () => {
    const game = twoFields()
    game.attack('Wolf', [1, 0, 0], 'f2')
    expectRefused(game, creature(game.seat('Ana')), 'wos-one-territory', /Ana is attacking the other Territory this turn/, /Variants, Multiple Territories/)
  })
})

describe('War of Supremacy guards: summoning into the defence', () => {
  it('refuses a player not in the game, a player not defending (by the Territory’s name), and a card from the hand', () => {
    const game = wosGame(wosSetup(3))
    game.turn([[3, 0, 0]])
    const summon = (player: string, fromHand = false) => creature(player, { side: 'defence', fromHand })
    expectRefused(game, summon('p9'), 'unknown-power', /That player is not in this game/)
    expectRefused(game, summon(game.seat('Cy')), 'bad-command', /Cy is not defending Northreach\./, /Defending/)
    expectRefused(game, summon(game.seat('Ana'), true), 'bad-command', /can't add creatures from their hand into defence/, /Defending/)
    const unnamed = wosGame(wosSetup(3, { territory: '' }))
    expectRefused(unnamed, summon(unnamed.seat('Cy')), 'bad-command', /Cy is not defending this Territory\./)
  })
})

describe('War of Supremacy guards: turning a combat form', () => {
  const turn = (forms: unknown, extra: Record<string, unknown> = {}) => ({ kind: 'turnCombatForm', field: 'f1', forms, ...extra })

  it('refuses an unknown Territory, an unknown or empty form, and a name over 40 letters', () => {
    const game = wosGame(wosSetup(3))
    expectRefused(game, turn(['magic'], { field: 'f9' }), 'wos-no-field', /not being fought over/)
    for (const forms of [['fire'], [], ['wild', 'fire']]) expectRefused(game, turn(forms), 'bad-command', /Wild, Magic, Blade, or a combination/)
    expectRefused(game, turn(['magic'], { territory: 5 }), 'bad-command', /Name the Territory/)
    expectRefused(game, turn(['magic'], { territory: 'x'.repeat(41) }), 'bad-command', /The Territory’s name is 41 characters long: keep it to at most 40 characters/)
  })

  it('refuses the form already active, but takes a new form, a new mix or a new Territory name (trimmed)', () => {
    const game = wosGame(wosSetup(3))
    expectRefused(game, turn(['wild']), 'no-change', /already the active combat form/)
    game.form(['magic'])
    expect(game.wos.fields[0]!.forms).toEqual(['magic'])
    game.form(['wild', 'magic'])
    game.form(['wild', 'blade'])
    expect(game.wos.fields[0]!.forms).toEqual(['wild', 'blade'])
    // One of the two forms alone is a new form too.
    game.form(['blade'])
    expect(game.wos.fields[0]!.forms).toEqual(['blade'])
    game.form(['wild', 'blade'])
    game.form(['wild', 'blade'], '  Eastmarch  ')
    expect(game.wos.fields[0]!.territory).toBe('Eastmarch')
    game.form(['wild', 'blade'], 'y'.repeat(40))
    expect(game.wos.fields[0]!.territory).toBe('y'.repeat(40))
  })
})

describe('War of Supremacy guards: tokens and removals', () => {
  const change = (creature: string, c: unknown) => ({ kind: 'changeCreature', creature, change: c })

  it('damage and modifiers are whole points 1 to 99 either way; power 0 to 99; nothing else', () => {
    const game = wosGame(wosSetup(3))
    game.attack('Wolf', [5, 0, 0])
    const rule = /Creature Score Modifiers/
    for (const amount of [0, 100, 1.5]) expectRefused(game, change('c1', { kind: 'damage', amount }), 'wos-bad-score', /Damage is a whole number of points \(1 to 99/, rule)
    for (const amount of [0, -100]) expectRefused(game, change('c1', { kind: 'modifier', form: 'wild', amount }), 'wos-bad-score', /A modifier is a whole number of points, plus or minus \(up to 99\)/, rule)
    expectRefused(game, change('c1', { kind: 'modifier', form: 'fire', amount: 1 }), 'bad-command', /Wild, Magic, Blade/)
    for (const value of [100, -1]) expectRefused(game, change('c1', { kind: 'power', value }), 'wos-bad-score', /Power sets all three scores to one value, 0 to 99/, rule)
    for (const c of [undefined, { kind: 'heal' }]) expectRefused(game, change('c1', c), 'bad-command', /Choose damage, a modifier or power/)
    expectRefused(game, change('c1', { kind: 'damage', amount: -1 }), 'wos-bad-score', /Wolf has 0 damage; no more can come off/, rule)
    expectRefused(game, change('c9', { kind: 'damage', amount: 1 }), 'wos-no-creature', /not in combat any more/)
    game.do(change('c1', { kind: 'modifier', form: 'wild', amount: 99 }) as never)
    game.do(change('c1', { kind: 'damage', amount: 2 }) as never)
    game.do(change('c1', { kind: 'damage', amount: -2 }) as never)
    expect(game.wos.turn.attackers[0]).toMatchObject({ damage: 0, modifiers: { wild: 99 } })
    game.do(change('c1', { kind: 'damage', amount: 99 }) as never)
    game.do(change('c1', { kind: 'power', value: 99 }) as never)
    expect(game.wos.turn.attackers[0]).toMatchObject({ power: 99, damage: 0 })
  })

  it('a plus modifier in another form does not weaken: a Wild 0 creature with Magic +1 stays in a Wild combat', () => {
    const game = wosGame(wosSetup(3))
    game.attack('Sprite', [0, 0, 0])
    game.do(change('c1', { kind: 'modifier', form: 'magic', amount: 1 }) as never)
    expect(game.wos.turn.attackers.map((c) => c.name)).toEqual(['Sprite'])
  })

  it('finds the creature by its id among several defenders', () => {
    const game = wosGame(wosSetup(3))
    game.turn([[3, 0, 0], [4, 0, 0]])
    game.do(change('c2', { kind: 'damage', amount: 1 }) as never)
    expect(game.wos.fields[0]!.defenders.map((c) => c.damage)).toEqual([0, 1])
  })

  it('a token patches only what changed: the turn for an attacker, the fields for a defender', () => {
    const game = wosGame(wosSetup(3))
    game.turn([[3, 0, 0]])
    game.attack('Bear', [2, 0, 0])
    game.do(change('c2', { kind: 'damage', amount: 1 }) as never)
    expect(lastPatchKeys(game)).toEqual(['turn'])
    game.do(change('c1', { kind: 'damage', amount: 1 }) as never)
    expect(lastPatchKeys(game)).toEqual(['fields'])
  })

  it('Multiple Territories: a defender killed at one Territory leaves the other Territory as it was', () => {
    const game = twoFields()
    game.turn([[3, 0, 0]])
    game.do(change('c1', { kind: 'damage', amount: 3 }) as never)
    expect(game.wos.fields.map((f) => f.defenders.length)).toEqual([0, 0])
  })

  it('a creature goes to the grave or back to its owner’s hand, nowhere else', () => {
    const game = wosGame(wosSetup(3))
    game.turn()
    game.attack('Wolf', [1, 0, 0])
    expectRefused(game, { kind: 'removeCreature', creature: 'c1', to: 'exile' }, 'bad-command', /grave or back to a hand/)
    expectRefused(game, { kind: 'removeCreature', creature: 'c9', to: 'grave' }, 'wos-no-creature', /not in combat any more/)
    const hands = game.wos.players.map((p) => p.hand)
    game.do({ kind: 'removeCreature', creature: 'c1', to: 'hand' })
    expect(game.wos.players.map((p) => p.hand)).toEqual([hands[0], hands[1]! + 1, hands[2]])
  })
})
