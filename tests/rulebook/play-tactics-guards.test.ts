import { describe, expect, it } from 'vitest'
import { blockadableTerritories, type Command, type CompanyInput } from '@/domain'
import { guidedGame } from '../support/guided'

/**
 * Stage 4 Tactics, Blockade and Siege (play/tactics.ts): the refusals, words and lifts that the
 * mutation run on tactics.ts found untested (issue 10). Refusals are checked by code and words;
 * an accepted command stands beside each refused one.
 */

type Game = ReturnType<typeof guidedGame>
const INDIA: CompanyInput = { name: 'Mahabir Mines', territory: 'India', resource: 'minerals', units: 3, origin: 'independent' }
const CONGO: CompanyInput = { name: 'Kasai Copper', territory: 'Congo', resource: 'minerals', units: 2, origin: 'independent' }
const refusal = (g: Game, command: Command) => {
  const r = g.refuse(command)
  return [r.code, r.message]
}

/** USA, USSR and Europe, USA holding cards in India and Congo (both foreign to it). */
function withForeignCards() {
  const g = guidedGame()
  g.do({ kind: 'addCompany', power: 'usa', company: INDIA, reason: 'captured earlier' })
  g.do({ kind: 'addCompany', power: 'usa', company: CONGO, reason: 'captured earlier' })
  return g
}
const blockade = (territory: unknown, blockaded: unknown = true) => ({ kind: 'setBlockade', power: 'usa', territory, blockaded }) as unknown as Command

describe('blockadableTerritories (the tactics and territory-sale sheets list them)', () => {
  it('a superpower not playing in this game has no territories to list (not a crash, not a blank entry)', () => {
    const g = withForeignCards()
    expect(blockadableTerritories(g.state, 'china')).toEqual([])
    expect(blockadableTerritories(g.state, 'usa')).toEqual(['India', 'Congo'])
  })
})

describe('setting a blockade', () => {
  it('"starts or is lifted" must be a yes or no: refused by code and words even for a blockadable territory', () => {
    const g = withForeignCards()
    for (const blockaded of ['yes', 1, null]) {
      expect(refusal(g, blockade('India', blockaded))).toEqual(['bad-blockade', 'Say whether the blockade starts or is lifted.'])
    }
  })

  it('a territory typed with spaces is the territory; a missing one is named "" in the refusal (not a crash)', () => {
    const g = withForeignCards()
    const words = (t: string) => `USA holds no card in a foreign territory called "${t}"; a blockade stops production only in a foreign territory. A blockade of all home ports is a siege.`
    expect(refusal(g, blockade(42))).toEqual(['not-foreign-card', words('')])
    expect(refusal(g, blockade(undefined))).toEqual(['not-foreign-card', words('')])
    expect(refusal(g, blockade('Midwest U.S.A.'))).toEqual(['not-foreign-card', words('Midwest U.S.A.')])
    g.do(blockade(' India '))
    expect(g.state.play?.blockaded).toEqual({ usa: ['India'] })
  })

  it('a territory already under blockade: refused by code and words, not listed twice', () => {
    const g = withForeignCards()
    g.do(blockade('India'))
    expect(refusal(g, blockade('India'))).toEqual(['no-change', 'India is already under blockade.'])
    expect(g.state.play?.blockaded).toEqual({ usa: ['India'] })
  })
})

describe('lifting a blockade', () => {
  it('one of two blockades lifted: the other stays (protects which territory the lift removes)', () => {
    const g = withForeignCards()
    g.do(blockade('India'))
    g.do(blockade('Congo'))
    g.do(blockade('India', false))
    expect(g.state.play?.blockaded).toEqual({ usa: ['Congo'] })
  })

  it('the last blockade lifted: the power has no entry left (not an empty list)', () => {
    const g = withForeignCards()
    g.do(blockade('Congo'))
    g.do(blockade(' Congo ', false))
    expect(g.state.play?.blockaded).toEqual({})
    expect(Object.keys(g.state.play!.blockaded)).toEqual([])
  })

  it('a territory not under blockade: refused by code and words; a missing territory is "That territory"', () => {
    const g = withForeignCards()
    g.do(blockade('India'))
    expect(refusal(g, blockade('Congo', false))).toEqual(['no-change', 'Congo is not under blockade.'])
    expect(refusal(g, blockade('', false))).toEqual(['no-change', 'That territory is not under blockade.'])
    expect(refusal(g, blockade(undefined, false))).toEqual(['no-change', 'That territory is not under blockade.'])
    expect(g.state.play?.blockaded).toEqual({ usa: ['India'] })
  })
})

describe('setting a siege', () => {
  const siege = (power: string, besieged: unknown) => ({ kind: 'setSiege', power, besieged }) as unknown as Command

  it('"starts or is lifted" must be a yes or no: refused by code and words', () => {
    const g = guidedGame()
    for (const besieged of ['yes', 0, undefined]) {
      expect(refusal(g, siege('usa', besieged))).toEqual(['bad-siege', 'Say whether the siege starts or is lifted.'])
    }
    expect(g.state.play?.besieged).toEqual([])
  })

  it('no change: a siege set twice, or lifted where there is none, is refused by code and words', () => {
    const g = guidedGame()
    expect(refusal(g, siege('usa', false))).toEqual(['no-change', 'USA is not under siege.'])
    g.do(siege('usa', true))
    expect(refusal(g, siege('usa', true))).toEqual(['no-change', 'USA is already under siege.'])
    expect(g.state.play?.besieged).toEqual(['usa'])
  })

  it('lifting one siege of two: the other power stays besieged', () => {
    const g = guidedGame()
    g.do(siege('usa', true))
    g.do(siege('ussr', true))
    g.do(siege('usa', false))
    expect(g.state.play?.besieged).toEqual(['ussr'])
  })
})
