import { describe, expect, it } from 'vitest'
import { indexEntries } from '@/domain/kernel/log'
import { wosDue as dueOf } from '@/domain/modules/war-of-supremacy/due'
import { describeEntry } from '@/presentation/describe'
import { wosGame, wosSetup } from '../support/war-of-supremacy'

/** Issue 26: what a table keeps that the app did not (hands after a summon, spells by name, the decks' sizes, the readings). */
const lines = (game: ReturnType<typeof wosGame>) => game.entries.map((e) => describeEntry(e, game.state.settings, indexEntries(game.entries)).title)
const summon = (player: string, side: 'attack' | 'defence' = 'attack') =>
  ({ kind: 'playCreature', player, field: 'f1', name: 'Sprite', scores: { wild: 2, magic: 0, blade: 0 }, fromHand: false, summonFromHand: true, side }) as const

describe('War of Supremacy: a summon from the hand', () => {
  it('Key Words, Summoned: "Summoned creatures can come from any other area, for example the deck, grave or even your own hand": one card fewer there', () => {
    const game = wosGame(wosSetup(3))
    game.do(summon(game.seat('Ana')))
    expect(game.wos.players[0]!.hand).toBe(7)
    expect(game.wos.turn.attackers.map((c) => c.name)).toEqual(['Sprite'])
    // Into the defence, from the defender's hand.
    game.resolve()
    game.finishTurn()
    game.do(summon(game.seat('Ana'), 'defence'))
    expect(game.wos.players[0]!.hand).toBe(9 - 1)
    expect(lines(game).at(-1)).toBe('Ana summoned into the defence Sprite (Wild 2, Magic 0, Blade 0), from the hand')
  })

  it('Key Words, Played: "All cards that you use from your hand are played" (the default reading); a table may read it as no card played', () => {
    const game = wosGame(wosSetup(3))
    game.do(summon(game.seat('Ana')))
    expect(game.wos.turn.hasPlayed).toBe(true)
    const other = wosGame(wosSetup(3, { readings: { summonFromHandIsPlayed: false } }))
    other.do(summon(other.seat('Ana')))
    expect(other.wos.players[0]!.hand).toBe(7)
    expect(other.wos.turn.hasPlayed).toBe(false)
    // A summon that is not from the hand takes no card from it.
    const deck = wosGame(wosSetup(3))
    deck.do({ ...summon(deck.seat('Ana')), summonFromHand: false })
    expect(deck.wos.players[0]!.hand).toBe(8)
    expect(deck.wos.turn.hasPlayed).toBe(false)
  })

  it('is refused from an empty hand, and together with a play from the hand', () => {
    const game = wosGame(wosSetup(3))
    expect(game.refuse({ ...summon(game.seat('Ana')), fromHand: true }).code).toBe('bad-command')
    game.do({ kind: 'countHand', player: game.seat('Ana'), by: -8 })
    expect(game.refuse(summon(game.seat('Ana'))).code).toBe('wos-empty-hand')
  })
})

describe('War of Supremacy: spells by name', () => {
  it('logs a spell by its name, and "a spell" when none was typed', () => {
    const game = wosGame(wosSetup(3))
    game.do({ kind: 'playSpell', player: game.seat('Cy'), name: ' Fire Blast ' })
    game.do({ kind: 'playSpell', player: game.seat('Ben') })
    expect(lines(game).slice(-2)).toEqual(['Cy cast Fire Blast', 'Ben cast a spell'])
    expect(game.refuse({ kind: 'playSpell', player: game.seat('Cy'), name: 'x'.repeat(41) }).code).toBe('bad-command')
  })
})

describe('War of Supremacy: the decks counted (Deck Runs Out prompted)', () => {
  it('"Deal out five creature cards and three spell cards ... to each player": the decks left after the deal', () => {
    const game = wosGame(wosSetup(3, { decks: { creature: 40, spell: 20 } }))
    expect(game.wos.decks).toEqual({ creature: 25, spell: 11 })
    const legendary = wosGame(wosSetup(3, { variants: { legendaryStart: true }, decks: { creature: 40, spell: 20 } }))
    expect(legendary.wos.decks).toEqual({ creature: 25, spell: 11 })
    expect(wosGame(wosSetup(3)).wos.decks).toBeUndefined()
  })

  it('refuses decks too small to deal', () => {
    const game = wosGame(wosSetup(3))
    expect(() => wosGame(wosSetup(3, { decks: { creature: 14, spell: 20 } }))).toThrow(/at least 15 cards to deal 5 to each of the 3 players; it has 14/)
    expect(game.wos.players).toHaveLength(3)
  })

  it('"players pick up two cards from either the creature or spell deck or a combination of the two": each deck loses its share', () => {
    const game = wosGame(wosSetup(3, { decks: { creature: 17, spell: 14 } }))
    expect(game.wos.decks).toEqual({ creature: 2, spell: 5 })
    game.resolve()
    game.do({ kind: 'pickUpCards', player: game.seat('Ana'), spells: 1 })
    expect(game.wos.decks).toEqual({ creature: 0, spell: 4 })
    expect(lines(game).at(-1)).toBe('Ana kept 3 cards picked up (1 from the spell deck; 0 creatures and 4 spells left)')
  })

  it('"If no player has won the game by the time either the Spell or Creature deck run out of cards, the game will end": prompted at 0', () => {
    const game = wosGame(wosSetup(3, { decks: { creature: 16, spell: 11 } }))
    game.resolve()
    expect(dueOf(game.state)).toMatchObject({ form: { kind: 'pickUpCards' } })
    expect(game.refuse({ kind: 'pickUpCards', player: game.seat('Ana'), spells: 0 }).message).toMatch(/creature deck 1: pick up no more/)
    game.do({ kind: 'pickUpCards', player: game.seat('Ana'), spells: 2 })
    expect(dueOf(game.state)).toMatchObject({ label: 'The creature deck ran out: end the game', command: { kind: 'declareDeckOut', deck: 'creature' } })
    game.do({ kind: 'declareDeckOut', deck: 'creature' })
    expect(game.wos.outcome?.how).toBe('deck-out')
  })

  it('No Finish in Sight: no prompt; the grave shuffled into a new deck is recounted', () => {
    const game = wosGame(wosSetup(3, { variants: { noFinishInSight: true }, decks: { creature: 15, spell: 10 } }))
    expect(game.wos.decks).toEqual({ creature: 0, spell: 1 })
    expect(dueOf(game.state)?.label).not.toMatch(/ran out/)
    game.resolve()
    expect(game.refuse({ kind: 'pickUpCards', player: game.seat('Ana'), spells: 1 }).message).toMatch(/shuffle the grave into a new deck and recount it first/)
    game.do({ kind: 'countDeck', deck: 'creature', cards: 12 })
    game.do({ kind: 'pickUpCards', player: game.seat('Ana'), spells: 1 })
    expect(game.wos.decks).toEqual({ creature: 10, spell: 0 })
    expect(lines(game).at(-2)).toBe('The creature deck recounted: 12 cards')
    expect(wosGame(wosSetup(3)).refuse({ kind: 'countDeck', deck: 'spell', cards: 3 }).message).toMatch(/does not count its decks/)
  })
})

describe('War of Supremacy: a minus cancelled by a plus (Creature Score Modifiers)', () => {
  const cancel = (readings?: { cancelledMinusKills: boolean }) => {
    const game = wosGame(wosSetup(3, { forms: ['wild'], ...(readings ? { readings } : {}) }))
    game.attack('Golem', [3, 0, 0])
    const id = game.wos.turn.attackers[0]!.id
    game.do({ kind: 'changeCreature', creature: id, change: { kind: 'modifier', form: 'magic', amount: -2 } })
    game.do({ kind: 'changeCreature', creature: id, change: { kind: 'modifier', form: 'magic', amount: 2 } })
    game.form(['magic'])
    return game.wos.turn.attackers.length
  }

  it('"If a creature has recieved a negative modifier ... the creature is instantly killed" (the default reading: it received one)', () => {
    expect(cancel()).toBe(0)
  })

  it('"If there is no negative modifier on the creature ... it will not die" (the other reading: none on it now)', () => {
    expect(cancel({ cancelledMinusKills: false })).toBe(1)
  })
})

describe('War of Supremacy: the Introductory Set Up', () => {
  it('"Use only the following Combat Form Cards; Wild, Magic and Blade when fighting over your first territory"', () => {
    expect(wosGame(wosSetup(3, { introductory: true, forms: ['magic'] })).wos.fields[0]!.forms).toEqual(['magic'])
    expect(() => wosGame(wosSetup(3, { introductory: true, forms: ['magic', 'blade'] }))).toThrow(/Introductory Set Up: the first Territory is fought with the Wild, Magic, Blade cards only/)
  })
})
