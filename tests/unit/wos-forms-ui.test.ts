// War of Supremacy's action forms: the creatures typed once in a game, offered again by name with
// their printed scores (issue 25), and the forms' titles.
import { describe, expect, it } from 'vitest'
import { attackChoices, creatureFormTitle, creaturesMatching, isChosen, mayResolveUnattacked, typedCreatures } from '@/presentation/wos-forms-ui'
import { wosGame, wosSetup } from '../support/war-of-supremacy'
import { entry } from '../support/games'

describe('the creatures typed in this game', () => {
  it('lists each once by name, alphabetically, with the scores it was last typed with; summoned ones too', () => {
    const game = wosGame(wosSetup(3))
    game.attack('Wolf', [2, 0, 1])
    game.attack('gorilla  berserker', [4, 1, 2])
    game.resolve()
    game.finishTurn()
    game.attack('Gorilla Berserker', [4, 1, 3])
    game.do({ kind: 'playCreature', player: game.seat('Ana'), field: 'f1', name: 'Ancient Soldier', scores: { wild: 1, magic: 0, blade: 3 }, fromHand: false, side: 'defence' })
    expect(typedCreatures(game.entries)).toEqual([
      { name: 'Ancient Soldier', scores: { wild: 1, magic: 0, blade: 3 }, short: 'W 1 · M 0 · B 3', words: 'Wild 1, Magic 0, Blade 3' },
      { name: 'Gorilla Berserker', scores: { wild: 4, magic: 1, blade: 3 }, short: 'W 4 · M 1 · B 3', words: 'Wild 4, Magic 1, Blade 3' },
      { name: 'Wolf', scores: { wild: 2, magic: 0, blade: 1 }, short: 'W 2 · M 0 · B 1', words: 'Wild 2, Magic 0, Blade 1' },
    ])
  })

  it('leaves out a play that was undone, and brings it back when it is redone', () => {
    const game = wosGame(wosSetup(3))
    game.attack('Wolf', [2, 0, 1])
    game.attack('Wofl', [2, 0, 1])
    const undone = [...game.entries, entry(4, { kind: 'undo', target: 3 }, [])]
    expect(typedCreatures(undone).map((c) => c.name)).toEqual(['Wolf'])
    expect(typedCreatures([...undone, entry(5, { kind: 'redo', target: 3 }, [])]).map((c) => c.name)).toEqual(['Wofl', 'Wolf'])
    expect(typedCreatures(wosGame().entries)).toEqual([])
  })

  it('narrows by what the name field holds, anywhere in the name and in any case; marks the one the form holds', () => {
    const game = wosGame(wosSetup(3))
    for (const name of ['Wolf', 'Wolf Rider', 'Elf Scout', 'Dire wolf']) game.attack(name, [1, 0, 0])
    const list = typedCreatures(game.entries)
    expect(creaturesMatching(list, '').map((c) => c.name)).toEqual(['Dire wolf', 'Elf Scout', 'Wolf', 'Wolf Rider'])
    expect(creaturesMatching(list, ' WOLF').map((c) => c.name)).toEqual(['Dire wolf', 'Wolf', 'Wolf Rider'])
    expect(creaturesMatching(list, 'Troll')).toEqual([])
    const wolf = list.find((c) => c.name === 'Wolf')!
    expect(isChosen(wolf, 'wolf', { wild: 1, magic: 0, blade: 0 })).toBe(true)
    expect(isChosen(wolf, 'Wolf', { wild: 2, magic: 0, blade: 0 })).toBe(false)
  })
})

describe('the creature form', () => {
  it('titles the attack or the summon, and asks which Territory only when two can be chosen', () => {
    const game = wosGame(wosSetup(3))
    expect(creatureFormTitle(game.state, { player: 'p1', field: 'f1' })).toBe('Ana attacks Northreach')
    expect(creatureFormTitle(game.state, { player: 'p1', field: 'f1', side: 'defence' })).toBe('Summon into Ana’s defence')
    expect(attackChoices(game.state)).toEqual([])
    const two = wosGame(wosSetup(4, { variants: { multipleTerritories: true }, second: { forms: ['magic'], territory: '' } }))
    expect(attackChoices(two.state)).toEqual([
      { value: 'f1', label: 'Northreach' },
      { value: 'f2', label: 'Territory 2' },
    ])
    expect(creatureFormTitle(two.state, { player: 'p1', field: 'f1' })).toBe('Ana attacks')
    two.attack('Wolf', [1, 0, 0], 'f2')
    expect(attackChoices(two.state)).toEqual([])
    expect(creatureFormTitle(two.state, { player: 'p1', field: 'f2' })).toBe('Ana attacks Territory 2')
  })

  it('offers to resolve without an attack only while no creature attacks in combat', () => {
    const game = wosGame(wosSetup(3))
    expect(mayResolveUnattacked(game.state)).toBe(true)
    game.attack('Wolf', [1, 0, 0])
    expect(mayResolveUnattacked(game.state)).toBe(false)
    game.resolve()
    expect(mayResolveUnattacked(game.state)).toBe(false)
  })
})
