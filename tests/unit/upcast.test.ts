import { describe, expect, it } from 'vitest'
import { evolve, foldEntries, upcastEntries, upcastEntry, type GameState, type LogEntry } from '@/domain'
import { upcastV1Event } from '@/domain/upcast'
import { entry, mustDecide, standardStart } from '../support/games'

function startedState(powers: ('usa' | 'ussr')[], guided = false): GameState {
  const start = { ...standardStart(powers), guided }
  return foldEntries([entry(1, start, mustDecide(foldEntries([]).state, start))]).state
}

const v1 = (events: unknown[], v = 1): LogEntry =>
  ({ gameId: 'g', seq: 2, v, at: '2026-11-22T20:00:00.000Z', actor: 'banker', command: { kind: 'passTurn', power: 'usa' }, events }) as unknown as LogEntry

describe('Upcasting stored entries: log schema 1 to 2', () => {
  it('turns playChanged into a patch of the play slice, fields as they were', () => {
    const event = { type: 'playChanged', from: { turn: 0, pending: null }, to: { turn: 1, pending: { power: 'usa' } } }
    expect(upcastV1Event(event)).toEqual({ type: 'slicePatched', slice: 'play', from: { turn: 0, pending: null }, to: { turn: 1, pending: { power: 'usa' } } })
  })

  it('turns warChanged into a patch of the war slice', () => {
    const event = { type: 'warChanged', from: { nuked: [] }, to: { nuked: ['Kola'] } }
    expect(upcastV1Event(event)).toEqual({ type: 'slicePatched', slice: 'war', from: { nuked: [] }, to: { nuked: ['Kola'] } })
  })

  it('leaves every other event, and anything that is not an event, as it is', () => {
    const money = { type: 'moneyTransferred', from: 'usa', to: 'bank', amount: 10, reason: 'deal' }
    expect(upcastV1Event(money)).toBe(money)
    for (const odd of [null, 3, 'playChanged', [], { type: 7 }, { type: 'toString' }, { type: '__proto__' }]) expect(upcastV1Event(odd)).toBe(odd)
  })

  it('brings a v1 entry to v2 as a new object, the stored one untouched', () => {
    const stored = v1([{ type: 'moneyTransferred', from: 'usa', to: 'bank', amount: 10, reason: 'deal' }, { type: 'playChanged', from: { turn: 0 }, to: { turn: 1 } }])
    const before = structuredClone(stored)
    const up = upcastEntry(stored)
    expect(up).not.toBe(stored)
    expect(up.v).toBe(2)
    expect(up.events.map((e) => e.type)).toEqual(['moneyTransferred', 'slicePatched'])
    expect(up.events[1]).toEqual({ type: 'slicePatched', slice: 'play', from: { turn: 0 }, to: { turn: 1 } })
    expect({ ...up, v: 1, events: stored.events }).toEqual(stored)
    expect(stored).toEqual(before)
  })

  it('returns a current entry, or one from a newer app (refused by the caller), unchanged', () => {
    const current = v1([{ type: 'slicePatched', slice: 'play', from: { turn: 0 }, to: { turn: 1 } }], 2)
    expect(upcastEntry(current)).toBe(current)
    // A newer app's event is never guessed at: it stays as written, for the caller to refuse.
    const newer = v1([{ type: 'playChanged', from: {}, to: {} }], 3)
    expect(upcastEntry(newer)).toBe(newer)
    expect(upcastEntries([current, newer])).toEqual([current, newer])
  })

  it('the upcast patch applies to the slice and inverts exactly', () => {
    const state = startedState(['usa', 'ussr'], true)
    const [patch] = upcastEntry(v1([{ type: 'warChanged', from: { nuked: [], lastHomeLoss: null }, to: { nuked: ['Kola'], lastHomeLoss: { ussr: { how: 'nuked' } } } }])).events
    const after = evolve(state, patch!)
    expect(after.war?.nuked).toEqual(['Kola'])
    expect(after.war?.lastHomeLoss).toEqual({ ussr: { how: 'nuked' } })
    expect(after.play).toBe(state.play)
  })
})

describe('The kernel slice patch', () => {
  it('refuses a slice no module owns, so a damaged log cannot patch the powers or the accounts', () => {
    const state = startedState(['usa', 'ussr'])
    for (const slice of ['accounts', 'powers', 'nope']) {
      expect(() => evolve(state, { type: 'slicePatched', slice, from: {}, to: {} } as never)).toThrow(/Unknown slice/)
    }
  })

  it('leaves a game without the slice as it is (a bookkeeping game has no order of play)', () => {
    const state = startedState(['usa', 'ussr'], false)
    expect(state.play).toBeUndefined()
    expect(evolve(state, { type: 'slicePatched', slice: 'play', from: { turn: 0 }, to: { turn: 1 } })).toBe(state)
  })
})

describe('Upcasting v1 patches that lost an absent field', () => {
  it('remembers a field the patch sets but `from` lacks as null, so undo clears it', () => {
    const event = { type: 'warChanged', from: { nuked: [] }, to: { nuked: ['Kola'], lastHomeLoss: { ussr: { how: 'nuked' } } } }
    expect(upcastV1Event(event)).toEqual({ type: 'slicePatched', slice: 'war', from: { nuked: [], lastHomeLoss: null }, to: event.to })
    expect(event.from).toEqual({ nuked: [] })
  })

  it('leaves a damaged patch for the replay to refuse', () => {
    expect(upcastV1Event({ type: 'playChanged', from: null, to: { turn: 1 } })).toEqual({ type: 'slicePatched', slice: 'play', from: null, to: { turn: 1 } })
  })
})
