import { describe, expect, it } from 'vitest'
import { decide, type Command, type CompanyInput } from '@/domain'
import { guidedGame, playTo } from '../support/guided'
import { startedState } from '../support/games'

/**
 * Stage 7 (Prospect for Resources, Drop Ship): the refusals and events that the mutation run on
 * play/stage7.ts found untested (issue 10). Refusals are checked by code and words; an accepted
 * boundary stands beside each refused one.
 */

type Game = ReturnType<typeof guidedGame>
const INDIA: CompanyInput = { name: 'Mahabir Mines', territory: 'India', resource: 'minerals', units: 3, origin: 'independent' }
const refusal = (g: Game, command: Command) => {
  const r = g.refuse(command)
  return [r.code, r.message]
}
const ok = (g: Game, command: Command) => decide(g.state, command).ok

/** USA and USSR at Stage 7 (both with three cubes: Double Seven), at `phase`. */
function atStage7(phase: 'D' | 'E') {
  const g = guidedGame(['usa', 'ussr'])
  playTo(g, { stage: 7, bidders: ['usa', 'ussr'] })
  g.do({ kind: 'passTurn', power: 'usa' })
  g.do({ kind: 'passTurn', power: 'ussr' })
  if (phase === 'E') g.do({ kind: 'advancePlay' })
  expect(g.state.play).toMatchObject({ stage: 7, phase })
  return g
}

describe('Stage 7, Phase E: Prospect for Resources, the inputs', () => {
  const prospect = { kind: 'prospect', power: 'usa', resource: 'oil', cardsTurned: 1, outcome: 'stopped' } as const

  it('the resource sought is grain, oil or minerals; 1 to 65 cards; the outcome one of three', () => {
    const g = atStage7('E')
    expect(refusal(g, { ...prospect, resource: 'gold' } as unknown as Command)).toEqual(['unknown-resource', 'Announce the resource sought: grain, oil or minerals.'])
    for (const cardsTurned of [0, 1.5, 66]) {
      expect(refusal(g, { ...prospect, cardsTurned })).toEqual(['bad-number', 'Enter the cards turned over, the kept one included: 1 to 65 (the whole deck).'])
    }
    // The whole deck is a count (USA cannot pay $13,000M for it: a shortfall, not a bad number).
    expect(g.refuse({ ...prospect, cardsTurned: 65 }).code).toBe('insufficient-funds')
    expect(ok(g, prospect)).toBe(true)
    for (const outcome of [3, 'lost']) {
      expect(refusal(g, { ...prospect, outcome } as unknown as Command)).toEqual(['bad-outcome', 'Say whether the card was found, returned to the deck, or the search was stopped.'])
    }
  })

  it('a card found is described, valid, and of the resource sought; the attempt is paid as prospecting', () => {
    const g = atStage7('E')
    const found = { kind: 'prospect', power: 'usa', resource: 'minerals', cardsTurned: 2, outcome: 'found' } as const
    expect(refusal(g, found)).toEqual(['bad-company', 'Describe the card kept: territory, units and company.'])
    expect(g.refuse({ ...found, card: { ...INDIA, units: -1 } }).code).not.toBe('wrong-resource')
    expect(g.refuse({ ...found, card: { ...INDIA, units: -1 } }).code).toBeTruthy()
    expect(refusal(g, { ...found, resource: 'oil', card: INDIA })).toEqual(['wrong-resource', 'The search was for oil; the card kept must be a oil company, not minerals.'])
    g.do({ ...found, card: INDIA })
    expect(g.entries.at(-1)!.events[0]).toEqual({ type: 'moneyTransferred', from: 'usa', to: 'bank', amount: 400, reason: 'prospecting' })
  })

  it('a card in a home territory held by another power goes back, with the record offered; names match however spaced', () => {
    const g = atStage7('E')
    const r = g.refuse({ kind: 'prospect', power: 'usa', resource: 'minerals', cardsTurned: 2, outcome: 'found', card: { ...INDIA, territory: ' Kola ' } })
    expect([r.code, r.remedies]).toEqual([
      'card-returned',
      [{ label: 'Record it as returned to the deck', command: { kind: 'prospect', power: 'usa', resource: 'minerals', cardsTurned: 2, outcome: 'returned' } }],
    ])
    expect(r.message).toContain('Kola is occupied by USSR')
  })

  it('a game from before the battle desk (no war record): a home territory of another power still sends the card back; others are kept', () => {
    const g = atStage7('E')
    const older = { ...g.state, war: undefined }
    const found = { kind: 'prospect', power: 'usa', resource: 'minerals', cardsTurned: 2, outcome: 'found' } as const
    const back = decide(older, { ...found, card: { ...INDIA, territory: 'Kola' } })
    expect(back.ok ? undefined : back.refusal.message).toContain('Kola is occupied by USSR')
    expect(decide(older, { ...found, card: INDIA }).ok).toBe(true)
  })

  it('after three attempts: refused, with what is left offered; the power acted (not a pass) on its first', () => {
    const g = atStage7('E')
    g.do({ kind: 'prospect', power: 'usa', resource: 'oil', cardsTurned: 1, outcome: 'stopped' })
    expect(g.state.play?.passed).toEqual([])
    for (let i = 0; i < 2; i += 1) {
      g.do({ kind: 'prospect', power: 'ussr', resource: 'oil', cardsTurned: 1, outcome: 'stopped' })
      g.do({ kind: 'prospect', power: 'usa', resource: 'oil', cardsTurned: 1, outcome: 'stopped' })
    }
    const r = g.refuse({ kind: 'prospect', power: 'usa', resource: 'oil', cardsTurned: 1, outcome: 'stopped' })
    expect([r.code, r.remedies]).toEqual(['no-attempts-left', [{ label: 'Prospect again next cycle, or buy from the market or the other players' }]])
  })

  it('under "a pass is final" a prospect is an action, not a pass: the power keeps its turns', () => {
    const g = guidedGame(['usa', 'ussr'], undefined, { rotation: 'pass-is-final' })
    playTo(g, { stage: 7, bidders: ['usa', 'ussr'] })
    g.do({ kind: 'passTurn', power: 'usa' })
    g.do({ kind: 'passTurn', power: 'ussr' })
    g.do({ kind: 'advancePlay' })
    g.do({ kind: 'prospect', power: 'usa', resource: 'oil', cardsTurned: 1, outcome: 'stopped' })
    expect(g.state.play).toMatchObject({ phase: 'E', passed: [] })
  })

  it('"He may not do both": the refusal names who may (Double Seven by default)', () => {
    const g = guidedGame(['usa', 'ussr'])
    playTo(g, { stage: 3, bidders: ['usa'] })
    playTo(g, { stage: 5, bidders: ['usa'] })
    playTo(g, { stage: 7, bidders: ['usa', 'ussr'] })
    g.do({ kind: 'buyFromMarket', power: 'usa', resource: 'oil', units: 1 })
    while (g.state.play!.phase === 'C') g.do({ kind: 'passTurn', power: g.state.play!.sequence[g.state.play!.turn]! })
    g.do({ kind: 'advancePlay' })
    expect(g.refuse({ kind: 'prospect', power: 'usa', resource: 'oil', cardsTurned: 1, outcome: 'stopped' }).message).toBe(
      'USA bought resources this stage: "He may not do both." Only a power that bid with two cubes left (Double Seven) may buy and prospect.',
    )
  })
})

describe('Stage 7, Phase D: Drop Ship, the inputs', () => {
  const order = { kind: 'orderDropShip', seller: 'ussr', buyer: 'usa', resource: 'oil', units: 3, price: 900 } as const

  it('a game that keeps the books only says how to record the delivery instead', () => {
    const result = decide(startedState(), order)
    expect(result.ok ? undefined : result.refusal.message).toBe(
      'Drop-ship orders are delivered by the guided order of play in Stage 2; this game keeps the books only. When the units arrive, record them as a trade between players.',
    )
  })

  it('two different powers, in Phase D, grain, oil or minerals, 1 to 12 units', () => {
    const g = atStage7('D')
    expect(refusal(g, { ...order, seller: 'usa' })).toEqual(['same-power', 'Choose two different superpowers.'])
    expect(refusal(g, { ...order, resource: 'gold' } as unknown as Command)).toEqual(['unknown-resource', 'Choose grain, oil or minerals.'])
    for (const units of [0, 1.5, 13]) expect(refusal(g, { ...order, units })).toEqual(['bad-number', 'Enter the units ordered, 1 to 12.'])
    expect(ok(g, { ...order, units: 12 })).toBe(true)
    expect(ok(g, { ...order, units: 1 })).toBe(true)
    expect(g.refuse({ ...order, price: -1 }).code).toBeTruthy()
    const e = atStage7('E')
    expect(e.refuse(order).message).toMatch(/^Drop-ship orders are given in Stage 7, Phase D; /)
  })

  it('a besieged seller may not sell', () => {
    const g = atStage7('D')
    g.do({ kind: 'setSiege', power: 'ussr', besieged: true })
    expect(refusal(g, order)).toEqual(['besieged', 'USSR is under siege: it may not buy or sell resources.'])
  })

  it('the price is paid now, and must be there; a free order moves no money; each order gets the next free id', () => {
    const g = atStage7('D')
    expect(g.refuse({ ...order, price: g.state.accounts.usa! + 1 }).code).toBe('insufficient-funds')
    g.do(order)
    expect(g.entries.at(-1)!.events[0]).toEqual({ type: 'moneyTransferred', from: 'usa', to: 'ussr', amount: 900, reason: 'drop-ship', note: '3 oil next Stage 2' })
    g.do({ ...order, price: 0 })
    expect(g.entries.at(-1)!.events.some((e) => e.type === 'moneyTransferred')).toBe(false)
    g.do({ ...order, seller: 'usa', buyer: 'ussr' })
    expect(g.state.play!.dropShips.map((o) => o.id)).toEqual(['drop-1-1', 'drop-1-2', 'drop-1-3'])
  })
})
