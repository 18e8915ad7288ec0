import { describe, expect, it } from 'vitest'
import { powersInOrder, supplyTotal, totalMoney, type GameState } from '@/domain'
import { startedState } from '../support/games'

/** Read-only questions of the state (src/domain/kernel/selectors.ts). */

describe('kernel selectors: the powers in order of play', () => {
  it('lists the playing powers in the order of play', () => {
    expect(powersInOrder(startedState(['europe', 'usa', 'ussr'])).map((p) => p.id)).toEqual(['europe', 'usa', 'ussr'])
  })

  it('skips an id in the order that has no power (a damaged state) rather than listing a hole', () => {
    const state = startedState(['usa', 'ussr'])
    const damaged: GameState = { ...state, order: ['usa', 'china', 'ussr'] }
    const listed = powersInOrder(damaged)
    expect(listed.map((p) => p.id)).toEqual(['usa', 'ussr'])
    expect(listed).toHaveLength(2)
  })
})

describe('kernel selectors: all the money in the game', () => {
  it('sums every account, the bank included: zero in a sound game', () => {
    expect(totalMoney(startedState())).toBe(0)
  })

  it('shows money created from nothing as a positive total, and money destroyed as a negative one', () => {
    const state = startedState()
    const created: GameState = { ...state, accounts: { ...state.accounts, usa: (state.accounts.usa ?? 0) + 250 } }
    const destroyed: GameState = { ...state, accounts: { ...state.accounts, bank: (state.accounts.bank ?? 0) - 40 } }
    expect(totalMoney(created)).toBe(250)
    expect(totalMoney(destroyed)).toBe(-40)
  })
})

describe("kernel selectors: a power's resource units", () => {
  it('adds grain, oil and minerals in the supply center; nukes and L-Stars are not resources', () => {
    const usa = startedState().powers.usa!
    const power = { ...usa, supplies: { ...usa.supplies, grain: 2, oil: 1, minerals: 4, nukes: 3, lstars: 1 } }
    expect(supplyTotal(power)).toBe(7)
  })
})
