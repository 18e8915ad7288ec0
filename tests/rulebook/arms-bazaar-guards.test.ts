import { describe, expect, it } from 'vitest'
import { decide, type Command, type GameEvent, type GameState } from '@/domain'
import { apply, refusedBy, startedState } from '../support/games'

/**
 * Stage 6, Phase F (Arms Bazaar) and "Buying and Selling Weapons": the guards and events of
 * play/arms-bazaar.ts that, mutated, left every other test green (issue 10). A game kept as
 * bookkeeping only has no stage to be in, so the sale is decided directly.
 */

const sale = { kind: 'sellArms', seller: 'usa', buyer: 'ussr', armies: 0, navies: 0, nukes: 0, lstars: 0, price: 0 } as const
const noMove = { marchArmyTerritories: 0, airliftArmies: 0, convoySeas: 0, navySeas: 0 }
const fix = (power: 'usa' | 'ussr', row: 'grain' | 'oil' | 'nukes' | 'lstars', value: number) =>
  ({ kind: 'correctSupply', power, row, value, reason: 'test set-up' }) as const

function eventsOf(state: GameState, command: Command): GameEvent[] {
  const result = decide(state, command)
  if (!result.ok) throw new Error(`refused: ${result.refusal.message}`)
  return result.value
}

/** USA with 2 navies, 2 nukes and 2 L-stars to sell (besides its armies). */
function armed(): GameState {
  let state = startedState()
  for (const row of ['nukes', 'lstars'] as const) state = apply(state, fix('usa', row, 2))
  return apply(state, { kind: 'correctForces', power: 'usa', forces: { navies: 2 }, reason: 'test set-up' })
}

describe('What is sold: two powers, whole counts, something, and no more than the seller has', () => {
  it('a power cannot sell to itself', () => {
    expect(refusedBy(armed(), { ...sale, buyer: 'usa', armies: 1 })).toMatchObject({ code: 'same-power', message: 'Choose two different superpowers.' })
  })

  it('the counts are whole numbers from 0', () => {
    expect(refusedBy(armed(), { ...sale, armies: -1 })).toMatchObject({ code: 'bad-number', message: 'Enter whole numbers of armies, navies, nukes and L-stars, from 0 to 999.' })
  })

  it('a sale of nothing is refused', () => {
    expect(refusedBy(armed(), sale)).toMatchObject({ code: 'nothing-to-sell', message: 'Enter the armies, navies, nukes or L-stars sold.' })
  })

  it('the seller cannot sell more than it has, said with the numbers (one nuke, several armies)', () => {
    const state = armed()
    const armies = state.powers.usa!.forces.armies
    expect(refusedBy(state, { ...sale, armies: armies + 1 })).toMatchObject({ code: 'not-enough-arms', message: `USA has ${armies} armies; it cannot sell ${armies + 1}.` })
    const one = apply(state, fix('usa', 'nukes', 1))
    expect(refusedBy(one, { ...sale, nukes: 2 })).toMatchObject({ code: 'not-enough-arms', message: 'USA has 1 nuke; it cannot sell 2.' })
  })
})

describe('"The maximum number of nukes (L-stars) a player may store in his supply center is 12": the buyer\'s row', () => {
  it('nukes that would overfill the buyer\'s row are refused, with the room left offered', () => {
    const state = apply(armed(), fix('ussr', 'nukes', 11))
    const refusal = refusedBy(state, { ...sale, nukes: 2 })
    expect(refusal).toMatchObject({ code: 'row-full', message: 'USSR stores 11 nukes; the row holds 12, so there is room for 1, not 2.' })
    expect(refusal.remedies).toEqual([{ label: 'Sell 1 instead', command: { ...sale, nukes: 1 } }])
  })

  it('L-stars too; a full row offers nothing', () => {
    const state = apply(armed(), fix('ussr', 'lstars', 12))
    const refusal = refusedBy(state, { ...sale, lstars: 1 })
    expect(refusal).toMatchObject({ code: 'row-full', message: 'USSR stores 12 L-stars; the row holds 12, so there is room for 0, not 1.' })
    expect(refusal.remedies).toEqual([])
  })

  it('a row filled exactly to 12 is accepted; armies and navies have no such row', () => {
    const state = apply(armed(), fix('ussr', 'nukes', 10))
    expect(decide(state, { ...sale, nukes: 2 }).ok).toBe(true)
    const forces = apply(state, { kind: 'correctForces', power: 'ussr', forces: { armies: 12, navies: 12 }, reason: 'test set-up' })
    expect(decide(forces, { ...sale, armies: 1, navies: 1 }).ok).toBe(true)
  })
})

describe('"for whatever terms they can agree to": the events and the money', () => {
  it('armies and navies change colour, nukes and L-stars move between supply centers; only what is sold moves', () => {
    const state = armed()
    const [usa, ussr] = [state.powers.usa!, state.powers.ussr!]
    expect(eventsOf(state, { ...sale, navies: 1, lstars: 1, price: 300 })).toEqual([
      { type: 'forcesChanged', power: 'usa', force: 'navies', from: usa.forces.navies, to: usa.forces.navies - 1 },
      { type: 'forcesChanged', power: 'ussr', force: 'navies', from: ussr.forces.navies, to: ussr.forces.navies + 1 },
      { type: 'supplyChanged', power: 'usa', row: 'lstars', from: 2, to: 1 },
      { type: 'supplyChanged', power: 'ussr', row: 'lstars', from: 0, to: 1 },
      { type: 'moneyTransferred', from: 'ussr', to: 'usa', amount: 300, reason: 'arms-sale' },
    ])
  })

  it('a gift moves no money (not even $0)', () => {
    expect(eventsOf(armed(), { ...sale, nukes: 1 }).some((e) => e.type === 'moneyTransferred')).toBe(false)
  })

  it('a buyer who cannot pay is refused', () => {
    const state = apply(armed(), { kind: 'correctCash', power: 'ussr', cash: 100, reason: 'test set-up' })
    expect(refusedBy(state, { ...sale, nukes: 1, price: 700 }).code).toBe('insufficient-funds')
  })
})

describe('"The seller or the buyer must pay the standard moving costs"', () => {
  it('a delivery that is not a description, or says no payer, is refused in plain words', () => {
    const state = armed()
    for (const delivery of ['by sea', null]) {
      expect(refusedBy(state, { ...sale, armies: 1, delivery })).toMatchObject({ code: 'bad-delivery', message: 'Say who pays the moving costs, and what the forces cross.' })
    }
    expect(refusedBy(state, { ...sale, armies: 1, delivery: { ...noMove, paidBy: 'nobody' } })).toMatchObject({
      code: 'bad-delivery',
      message: 'The seller or the buyer pays the moving costs.',
    })
    expect(refusedBy(state, { ...sale, armies: 1, delivery: { ...noMove, convoySeas: -1, paidBy: 'seller' } })).toMatchObject({
      code: 'bad-number',
      message: 'Enter whole numbers of armies, territories and seas, from 0 to 999.',
    })
  })

  it('the buyer pays a march in grain; nothing is written for the oil it does not need', () => {
    const state = armed()
    const grain = state.powers.ussr!.supplies.grain
    const events = eventsOf(state, { ...sale, armies: 1, delivery: { ...noMove, marchArmyTerritories: 2, paidBy: 'buyer' } })
    expect(events.filter((e) => e.type === 'supplyChanged')).toEqual([{ type: 'supplyChanged', power: 'ussr', row: 'grain', from: grain, to: grain - 2 }])
  })

  it('the seller pays an airlift in oil', () => {
    const state = armed()
    const oil = state.powers.usa!.supplies.oil
    const events = eventsOf(state, { ...sale, armies: 1, delivery: { ...noMove, airliftArmies: 1, paidBy: 'seller' } })
    expect(events.filter((e) => e.type === 'supplyChanged')).toEqual([{ type: 'supplyChanged', power: 'usa', row: 'oil', from: oil, to: oil - 2 }])
  })
})
