import { describe, expect, it } from 'vitest'
import { EMPTY_STATE, evolve, invert, revert, type GameEvent, type GameStarted } from '@/domain'
import { updatePower } from '@/domain/kernel/evolve'
import { mustDecide, standardStart, startedState } from '../support/games'

/** The kernel's event rules: applying, inverting and reverting events (src/domain/kernel/evolve.ts). */

function gameStarted(): GameStarted {
  const started = mustDecide(EMPTY_STATE, standardStart(['usa', 'ussr']))[0]
  if (started?.type !== 'gameStarted') throw new Error('startGame decides gameStarted first')
  return started
}

/** An event of a type no module of this version knows (a log from a newer app, or damaged). */
const UNKNOWN = { type: 'warlordsRose', by: 'usa' } as unknown as GameEvent

describe('kernel events: starting a game', () => {
  it('every game has a bank account from its first event, at zero, beside each power at zero', () => {
    // The bank is an account like the others; it exists before any money moves.
    expect(evolve(EMPTY_STATE, gameStarted()).accounts).toStrictEqual({ bank: 0, usa: 0, ussr: 0 })
  })

  it('a field the start leaves undefined is absent from the state, so a game file round-trips equal', () => {
    const state = evolve(EMPTY_STATE, { ...gameStarted(), ruleset: undefined })
    expect(Object.keys(state)).not.toContain('ruleset')
    expect(JSON.parse(JSON.stringify(state))).toStrictEqual(state)
  })
})

describe('kernel events: an event no module knows', () => {
  it('applying it fails loudly, naming the event', () => {
    expect(() => evolve(startedState(), UNKNOWN)).toThrow('Unknown event warlordsRose')
  })

  it('inverting it fails loudly, naming the event', () => {
    expect(() => invert(UNKNOWN)).toThrow('Unknown event warlordsRose')
  })
})

describe('kernel events: undoing the start', () => {
  it('the start of a game has no inverse event: it is never undone', () => {
    expect(invert(gameStarted())).toBeUndefined()
  })

  it('reverting events back through the start gives the empty state before any game', () => {
    const start = gameStarted()
    const pay: GameEvent = { type: 'moneyTransferred', from: 'bank', to: 'usa', amount: 500, reason: 'starting-cash' }
    const state = evolve(evolve(EMPTY_STATE, start), pay)
    expect(revert(state, [start, pay])).toBe(EMPTY_STATE)
  })
})

describe('kernel events: changing one power', () => {
  it('a change to a power that is not playing leaves the state as it was (no power is created)', () => {
    const state = startedState(['usa', 'ussr'])
    const changed = updatePower(state, 'china', (p) => ({ ...p, loans: 1000 }))
    expect(changed).toBe(state)
    expect(changed.powers.china).toBeUndefined()
  })
})
