// Malformed War of Supremacy starts: each refusal's code, words and rule (issue 16's mutation run).
import { describe, expect, it } from 'vitest'
import { decide, foldEntries, type GameState } from '@/domain'
import { firstPlayer, WAR_OF_SUPREMACY } from '@/domain/modules/war-of-supremacy'
import { decideStartWos } from '@/domain/modules/war-of-supremacy/setup'
import { rulesFor } from '@/domain/rules'
import { wosGame, wosSetup, wosStart } from '../support/war-of-supremacy'

const fresh = (): GameState => foldEntries([]).state

/** The start command with `changes`, refused: its code, words and rule. */
const refusedStart = (changes: Record<string, unknown>) => {
  const r = decide(fresh(), { ...wosStart(), ...changes })
  if (r.ok) throw new Error('accepted')
  return r.refusal
}
const refusedSetup = (changes: Record<string, unknown>, n = 3) => refusedStart({ warOfSupremacy: { ...wosSetup(n), ...changes } })
const accepted = (changes: Record<string, unknown>, n = 3) => {
  const r = decide(fresh(), wosStart({ ...wosSetup(n), ...changes }))
  if (!r.ok) throw new Error(r.refusal.message)
  return r.value
}
const SETUP = /War of Supremacy rulebook, Set Up/
const START = /Starting a Game/

describe('War of Supremacy guards: the game itself', () => {
  it('refuses a second start, a missing id, a bad title, another ruleset, superpowers and missing settings', () => {
    const started = wosGame(wosSetup(3))
    const again = decide(started.state, wosStart())
    expect(again.ok ? undefined : again.refusal).toMatchObject({ code: 'already-started', message: expect.stringMatching(/already started/) })
    for (const gameId of ['', 5]) expect(refusedStart({ gameId })).toMatchObject({ code: 'bad-game', message: expect.stringMatching(/needs an id/) })
    expect(refusedStart({ title: 5 })).toMatchObject({ code: 'bad-title', message: 'Type a game name, or leave it empty.' })
    expect(refusedStart({ title: 't'.repeat(61) })).toMatchObject({ code: 'bad-title', message: 'The game name is 61 characters long: keep it to at most 60 characters.' })
    const own = { ...WAR_OF_SUPREMACY, modules: [] }
    // Asked of the War of Supremacy rules themselves: the app's decide sends other economies elsewhere.
    const wosRules = rulesFor(WAR_OF_SUPREMACY)
    for (const ruleset of [undefined, null, 'war-of-supremacy', { ...own, economy: 'price-index' }, { ...own, sequence: 'free' }, { ...own, modules: { length: 0 } }, { ...own, modules: ['detente'] }]) {
      const r = decideStartWos(fresh(), { ...wosStart(), ruleset } as never, wosRules)
      expect(r.ok ? undefined : r.refusal).toMatchObject({ code: 'bad-ruleset', message: expect.stringMatching(/its own game: no Supremacy variant or expansion/) })
    }
    for (const powers of [undefined, ['usa']]) expect(refusedStart({ powers })).toMatchObject({ code: 'wos-setup', message: expect.stringMatching(/players, not superpowers/), rule: expect.stringMatching(SETUP) })
    expect(refusedStart({ settings: null }).code).toBe('bad-settings')
  })

  it('starts with the title trimmed (60 letters at most), in the standard open mode, with no order and no powers', () => {
    const r = decide(fresh(), { ...wosStart(), title: `  ${'t'.repeat(56)}  ` })
    if (!r.ok) throw new Error(r.refusal.message)
    const event = r.value[0]
    expect(event).toMatchObject({ type: 'gameStarted', title: 't'.repeat(56), openMode: 'standard', order: [], powers: [] })
    expect(wosGame(wosSetup(3)).state.title).toBe('War of Supremacy test')
  })
})

describe('War of Supremacy guards: the players and variants', () => {
  it('refuses a missing setup or player list', () => {
    for (const setup of [undefined, null, { ...wosSetup(3), players: 'Ana' }]) {
      expect(refusedStart({ warOfSupremacy: setup })).toMatchObject({ code: 'wos-setup', message: expect.stringMatching(/Name the players/), rule: expect.stringMatching(SETUP) })
    }
  })

  it('takes names of 1 to 30 characters (trimmed), different whatever their case', () => {
    for (const players of [['Ana', 5, 'Cy'], ['Ana', '  ', 'Cy']]) {
      expect(refusedSetup({ players })).toMatchObject({ code: 'wos-setup', message: expect.stringMatching(/Give every player a name \(at most 30 characters\)/) })
    }
    expect(refusedSetup({ players: ['Ana', 'b'.repeat(31), 'Cy'] })).toMatchObject({ code: 'wos-setup', message: 'The name of the player in seat 2 is 31 characters long: keep it to at most 30 characters.' })
    expect(wosGame(wosSetup(3, { players: ['Ana', 'b'.repeat(30), '👩🏽‍🚀'.repeat(30)] })).wos.players.map((p) => p.name.length)).toEqual([3, 30, 210])
    expect(refusedSetup({ players: ['Ana', 'ANA'] }, 2).message).toMatch(/Two players have the same name/)
    // Upper case would make these two one name ('STRASSE'); lower case keeps them apart.
    expect(accepted({ players: ['Straße', 'strasse'] }, 2)).toHaveLength(1)
    const game = wosGame(wosSetup(3, { players: ['  Ana  ', 'b'.repeat(30), 'Cy'] }))
    expect(game.wos.players.map((p) => p.name)).toEqual(['Ana', 'b'.repeat(30), 'Cy'])
  })

  it('takes only the rulebook’s variants, switched on or off', () => {
    for (const variants of [undefined, null, 5, true, { teamGame: 'yes' }, { doubleDraw: true }]) {
      expect(refusedSetup({ variants })).toMatchObject({ code: 'wos-setup', message: expect.stringMatching(/variants from the rulebook’s list/), rule: expect.stringMatching(SETUP) })
    }
    expect(refusedSetup({ variants: { teamGame: true } })).toMatchObject({ message: expect.stringMatching(/two against two: 4 players, not 3/), rule: expect.stringMatching(/Variants, Team Game/) })
    expect(refusedSetup({ variants: { multipleTerritories: true } })).toMatchObject({
      message: expect.stringMatching(/large games of 4 or more players, not 3/),
      rule: expect.stringMatching(/Variants, Multiple Territories/),
    })
  })
})

describe('War of Supremacy guards: the first cards', () => {
  it('refuses an empty or unknown form list, and a Territory name that is not text or over 40 letters', () => {
    for (const forms of [[], ['fire'], ['wild', 'fire'], ['wild', 'wild'], 'wild']) {
      expect(refusedSetup({ forms })).toMatchObject({ code: 'wos-setup', message: expect.stringMatching(/Wild, Magic, Blade, or a combination/) })
    }
    for (const territory of [undefined, 5]) expect(refusedSetup({ territory })).toMatchObject({ code: 'wos-setup', message: 'Name the Territory turned over, or leave it empty.' })
    expect(refusedSetup({ territory: 'n'.repeat(41) })).toMatchObject({ code: 'wos-setup', message: 'The Territory’s name is 41 characters long: keep it to at most 40 characters.' })
    expect(wosGame(wosSetup(3, { territory: 'n'.repeat(40) })).wos.fields[0]!.territory).toBe('n'.repeat(40))
  })

  it('Multiple Territories needs a well-formed second Territory; without the variant there is none', () => {
    const multi = (second: unknown) => refusedSetup({ variants: { multipleTerritories: true }, second }, 4)
    for (const second of [undefined, null, { forms: ['fire'], territory: 'E' }, { forms: ['magic'], territory: 5 }]) {
      expect(multi(second)).toMatchObject({ code: 'wos-setup', message: expect.stringMatching(/turn the second Territory and its own combat form/), rule: expect.stringMatching(/Variants, Multiple Territories/) })
    }
    expect(multi({ forms: ['magic'], territory: 'e'.repeat(41) })).toMatchObject({ code: 'wos-setup', message: 'The second Territory’s name is 41 characters long: keep it to at most 40 characters.' })
    const game = wosGame(wosSetup(4, { variants: { multipleTerritories: true }, second: { forms: ['magic'], territory: 'e'.repeat(40) } }))
    expect(game.wos.fields.map((f) => f.territory)).toEqual(['Northreach', 'e'.repeat(40)])
    expect(refusedSetup({ second: { forms: ['magic'], territory: 'E' } }, 4).message).toMatch(/only with the Multiple Territories variant/)
  })
})

describe('War of Supremacy guards: who goes first', () => {
  const refused = (players: number, rounds: unknown) => {
    const r = firstPlayer(players, rounds as number[][])
    if (r.ok) throw new Error('accepted')
    expect(r.refusal.code).toBe('wos-setup')
    expect(r.refusal.rule).toMatch(START)
    return r.refusal.message
  }

  it('asks for a die each, then a reroll among the tied only, and no extra rolls', () => {
    expect(refused(3, [])).toMatch(/Roll a die for every player to see who goes first/)
    expect(refused(3, undefined)).toMatch(/Roll a die for every player/)
    expect(refused(3, [[6, 2]])).toMatch(/Roll one die \(1 to 6\) for each of the 3 players/)
    expect(refused(3, [[6, 2, 7]])).toMatch(/Roll one die \(1 to 6\) for each of the 3 players/)
    expect(refused(3, [[6, 6, 2], [3, 3, 3]])).toMatch(/Roll again for the 2 players tied on the highest roll/)
    expect(refused(3, [[6, 6, 2]])).toMatch(/2 players tied on the highest roll: they roll again/)
    expect(refused(3, [[6, 2, 2], [3]])).toMatch(/already decided; remove the extra rolls/)
    expect(firstPlayer(3, [[6, 6, 2], [1, 4]])).toEqual({ ok: true, value: 1 })
  })

  it('keeps the rolls as they were rolled', () => {
    const game = wosGame(wosSetup(3, { firstRolls: [[6, 6, 2], [1, 4]] }))
    expect(game.wos.firstRolls).toEqual([[6, 6, 2], [1, 4]])
    expect(game.wos.turn.player).toBe(game.seat('Ben'))
  })
})
