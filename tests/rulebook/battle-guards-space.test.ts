/**
 * Guards and outcomes of the Space Blast and the L-star Clash (battle/space.ts): refusals asserted
 * whole on real decisions with the state unchanged (refusedBy), outcomes as the events they make.
 * Rules: Stage 4, Offensive Tactics, "Space Blast" and "L-star Clash"; Step C (Launch Nukes).
 */
import { describe, expect, it } from 'vitest'
import { aimDice, decide, evolve, nukesThrough, type Command, type GameState, type LstarClash, type PowerId, type SpaceBlast } from '@/domain'
import { guardGameOver } from '@/domain/modules/battle/strategic-common'
import { guidedGame, playTo } from '../support/guided'
import { refusedBy } from '../support/games'
import { attackMadePatch } from '../support/battle-events'

/** Cycle 2, Stage 4, Phase C, the USA's turn, with the nukes and L-stars given. */
function atWar(weapons: Partial<Record<PowerId, { nukes?: number; lstars?: number }>>): GameState {
  const g = guidedGame(['usa', 'ussr', 'europe'])
  playTo(g, { cycle: 2, stage: 4, bidders: ['usa'] })
  for (const [id, w] of Object.entries(weapons) as [PowerId, { nukes?: number; lstars?: number }][]) {
    if (w.nukes) g.do({ kind: 'correctSupply', power: id, row: 'nukes', value: w.nukes, reason: 'test' })
    if (w.lstars) g.do({ kind: 'correctSupply', power: id, row: 'lstars', value: w.lstars, reason: 'test' })
  }
  return g.state
}
const events = (state: GameState, cmd: Command) => {
  const r = decide(state, cmd)
  if (!r.ok) throw new Error(r.refusal.message)
  return r.value
}
const blast = (over: Partial<SpaceBlast> = {}): SpaceBlast => ({ kind: 'spaceBlast', attacker: 'usa', nukes: 1, screenDice: [], ...over })
const clash = (over: Partial<LstarClash> = {}): LstarClash => ({ kind: 'lstarClash', attacker: 'usa', defender: 'ussr', attackerDie: 3, defenderDie: 3, ...over })
const raw = (base: object, over: Record<string, unknown>) => ({ ...base, ...over })

describe('Space Blast: refusals (input checks and Step C)', () => {
  const state = atWar({ usa: { nukes: 1, lstars: 1 }, ussr: { lstars: 2 } })
  it('an unknown firing power, or a power whose turn it is not, is refused', () => {
    expect(refusedBy(state, raw(blast(), { attacker: 'mars' }))).toEqual({
      code: 'unknown-power',
      message: 'Choose the superpower firing the nukes.',
      remedies: [],
    })
    expect(refusedBy(atWar({ ussr: { nukes: 1 } }), blast({ attacker: 'ussr' })).code).toBe('not-your-turn')
  })
  it('no nuke, a part of one, or not a number is refused; one nuke is accepted', () => {
    const none = refusedBy(state, blast({ nukes: 0 }))
    expect(none).toEqual({
      code: 'no-targets',
      message: 'Fire at least one nuke at the L-stars.',
      remedies: [],
      rule: 'Stage 4, Offensive Tactics, "Space Blast"',
    })
    expect(refusedBy(state, blast({ nukes: 1.5 }))).toEqual(none)
    expect(refusedBy(state, raw(blast(), { nukes: '1' }))).toEqual(none)
    expect(decide(state, blast({ nukes: 1 })).ok).toBe(true)
  })
  it('more nukes than the meter holds: "1 nuke" and "0 nukes", with the remedy', () => {
    expect(refusedBy(state, blast({ nukes: 2 }))).toEqual({
      code: 'no-nukes',
      message: 'USA has 1 nuke on its meter and cannot fire 2.',
      remedies: [
        {
          label: 'Fire fewer nukes',
        },
      ],
      rule: 'Stage 4, Battle Drill for Strategic Forces, Step C (Launch Nukes)',
    })
    expect(refusedBy(atWar({ usa: { lstars: 1 } }), blast()).message).toBe('USA has 0 nukes on its meter and cannot fire 1.')
  })
  it('co-defenders not listed, unknown, the firing power, or listed twice, and bad dice are refused', () => {
    expect(refusedBy(state, raw(blast(), { screenDice: 'ussr' }))).toEqual({
      code: 'bad-dice',
      message: "List each co-defender's L-star dice.",
      remedies: [],
      rule: 'Stage 4, Offensive Tactics, "Space Blast"',
    })
    const unknown = refusedBy(state, raw(blast(), { screenDice: [{ power: 'mars', dice: [] }] }))
    expect(unknown).toEqual({
      code: 'unknown-power',
      message: 'Choose each co-defender among the superpowers in the game.',
      remedies: [],
      rule: 'Stage 4, Offensive Tactics, "Space Blast"',
    })
    expect(refusedBy(state, raw(blast(), { screenDice: [null] }))).toEqual(unknown)
    expect(refusedBy(state, blast({ screenDice: [{ power: 'usa', dice: [1] }] }))).toEqual({
      code: 'same-power',
      message: 'USA fired the nukes; the other players co-defend.',
      remedies: [],
      rule: 'Stage 4, Offensive Tactics, "Space Blast"',
    })
    expect(refusedBy(state, blast({ screenDice: [{ power: 'ussr', dice: [1] }, { power: 'ussr', dice: [2] }] }))).toEqual({
      code: 'bad-dice',
      message: 'USSR is listed twice; give all its dice once.',
      remedies: [],
      rule: 'Stage 4, Offensive Tactics, "Space Blast"',
    })
    expect(refusedBy(state, blast({ screenDice: [{ power: 'ussr', dice: [1, 2, 3] }] }))).toEqual({
      code: 'dice-count',
      message: 'USSR has 2 L-stars and rolls one die for each, so at most 2, not 3.',
      remedies: [],
      rule: 'Stage 4, Battle Drill for Strategic Forces, Step D (L-star Screen)',
    })
  })
})

describe('Space Blast: outcomes ("one nuke through destroys every L-star")', () => {
  it('through: every power holding L-stars loses them all (none for a power with none), the record counts the nukes, the L-star holders may counterattack', () => {
    const state = atWar({ usa: { nukes: 2, lstars: 1 }, ussr: { lstars: 2 } })
    expect(events(state, blast({ nukes: 2, screenDice: [{ power: 'ussr', dice: [1, 6] }] }))).toEqual([
      {
        from: 2,
        power: 'usa',
        row: 'nukes',
        to: 0,
        type: 'supplyChanged',
      },
      {
        from: 1,
        power: 'usa',
        row: 'lstars',
        to: 0,
        type: 'supplyChanged',
      },
      {
        from: 2,
        power: 'ussr',
        row: 'lstars',
        to: 0,
        type: 'supplyChanged',
      },
      {
        from: {
          record: {},
        },
        slice: 'war',
        to: {
          record: {
            usa: {
              expectedUnitsDestroyed: 0,
              nukesFired: 2,
              territoriesCaptured: 0,
              territoriesLostToNukes: 0,
              unitsDestroyed: 0,
            },
          },
        },
        type: 'slicePatched',
      },
      attackMadePatch('usa', ['ussr']),
    ])
  })
  it('all stopped: only the meter and the record change', () => {
    const state = atWar({ usa: { nukes: 1 }, ussr: { lstars: 1 } })
    expect(events(state, blast({ screenDice: [{ power: 'ussr', dice: [5] }] }))).toEqual([
      {
        from: 1,
        power: 'usa',
        row: 'nukes',
        to: 0,
        type: 'supplyChanged',
      },
      {
        from: {
          record: {},
        },
        slice: 'war',
        to: {
          record: {
            usa: {
              expectedUnitsDestroyed: 0,
              nukesFired: 1,
              territoriesCaptured: 0,
              territoriesLostToNukes: 0,
              unitsDestroyed: 0,
            },
          },
        },
        type: 'slicePatched',
      },
      attackMadePatch('usa', ['ussr']),
    ])
  })
  it('a game without a war slice records no nukes fired', () => {
    const state = atWar({ usa: { nukes: 1 } })
    const e = events({ ...state, war: undefined }, blast())
    expect(e.filter((x) => x.type === 'slicePatched' && x.slice === 'war')).toEqual([])
  })
  it('the screen aims die j at nuke j mod n (nukesThrough)', () => {
    expect(aimDice(2, 3, 0).defender).toEqual([0, 1, 0])
    expect(nukesThrough(2, [6, 1, 1], [])).toEqual([false, false])
    expect(nukesThrough(0, [], [])).toEqual([])
    expect(aimDice(0, 2, 1)).toEqual({ defender: [], champions: [] })
  })
})

describe('L-star Clash: refusals', () => {
  const state = atWar({ usa: { lstars: 1 }, ussr: { lstars: 1 } })
  it('unknown sides, one power on both sides, a power whose turn it is not, no L-star, off-die faces', () => {
    expect(refusedBy(state, raw(clash(), { defender: 'mars' }))).toEqual({
      code: 'unknown-power',
      message: 'Choose the two superpowers whose L-stars clash.',
      remedies: [],
      rule: 'Stage 4, Offensive Tactics, "L-star Clash"',
    })
    expect(refusedBy(state, raw(clash(), { attacker: 'mars' })).code).toBe('unknown-power')
    expect(refusedBy(state, clash({ defender: 'usa' }))).toEqual({
      code: 'same-power',
      message: 'A power cannot attack its own L-stars.',
      remedies: [],
      rule: 'Stage 4, Offensive Tactics, "L-star Clash"',
    })
    expect(refusedBy(state, clash({ attacker: 'ussr', defender: 'usa' })).code).toBe('not-your-turn')
    expect(refusedBy(state, clash({ defender: 'europe' }))).toEqual({
      code: 'no-lstars',
      message: 'Europe has no L-star; an L-star Clash needs one on each side.',
      remedies: [],
      rule: 'Stage 4, Offensive Tactics, "L-star Clash"',
    })
    expect(refusedBy(state, clash({ defenderDie: 7 }))).toEqual({
      code: 'bad-dice',
      message: 'Each side rolls one die showing 1 to 6; enter the dice again.',
      remedies: [],
      rule: 'Stage 4, Offensive Tactics, "L-star Clash"',
    })
  })
})

describe('L-star Clash: "The high number wins; the loser removes one L-star; a tie costs both one"', () => {
  const state = atWar({ usa: { lstars: 2 }, ussr: { lstars: 2 } })
  const lstarEvents = (cmd: LstarClash) => events(state, cmd).filter((x) => x.type === 'supplyChanged')
  it('attacker high: the defender loses one; defender high: the attacker; a tie: both', () => {
    expect(lstarEvents(clash({ attackerDie: 4, defenderDie: 3 }))).toEqual([{ type: 'supplyChanged', power: 'ussr', row: 'lstars', from: 2, to: 1 }])
    expect(lstarEvents(clash({ attackerDie: 3, defenderDie: 4 }))).toEqual([{ type: 'supplyChanged', power: 'usa', row: 'lstars', from: 2, to: 1 }])
    expect(lstarEvents(clash())).toEqual([
      { type: 'supplyChanged', power: 'usa', row: 'lstars', from: 2, to: 1 },
      { type: 'supplyChanged', power: 'ussr', row: 'lstars', from: 2, to: 1 },
    ])
  })
})

describe('Coup Final: the game-over guard of the strategic battles', () => {
  it('refuses once nuclear winter has set in, not before, not in a game without a war slice', () => {
    const state = atWar({})
    const over = evolve(state, { type: 'slicePatched', slice: 'war', from: { isCoupFinal: false }, to: { isCoupFinal: true } })
    expect(guardGameOver(over)).toEqual({
      ok: false,
      refusal: {
        code: 'game-over',
        message: 'Coup Final: nuclear winter has set in, the game is over and everyone lost.',
        remedies: [],
        rule: 'The End of the Game, "Coup Final – Nuclear Roulette"',
      },
    })
    expect(guardGameOver(state)).toBeUndefined()
    expect(guardGameOver({ ...state, war: undefined })).toBeUndefined()
  })
})
