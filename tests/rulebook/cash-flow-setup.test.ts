import { describe, expect, it } from 'vitest'
import { decide, EMPTY_STATE, totalMoney } from '@/domain'
import { CASH_FLOW_STARTING_CASH, LABOR_MARKET, cardsLeft, nextCardOdds } from '@/domain/modules/cash-flow'
import { cashFlowGame, cashFlowPower, cashFlowStart } from '../support/cash-flow'

describe('Cash Flow, Game Set-Up (variant-cash-flow.txt)', () => {
  it('"Each player receives three billion dollars from the bank"; no market meters, no loans', () => {
    const g = cashFlowGame()
    for (const id of ['usa', 'ussr', 'europe'] as const) expect(g.state.accounts[id]).toBe(CASH_FLOW_STARTING_CASH)
    expect(CASH_FLOW_STARTING_CASH).toBe(3000)
    expect(g.state.market).toBeUndefined()
    expect(g.state.ruleset?.economy).toBe('cash-flow')
    expect(totalMoney(g.state)).toBe(0)
    expect(g.state.accounts[LABOR_MARKET]).toBeUndefined()
  })

  it('six cards, fifteen units of the power\'s choice, forces, the entropy token and the deck', () => {
    const g = cashFlowGame(['usa', 'ussr'], { entropyHolder: 'usa' })
    const usa = g.state.powers.usa!
    expect(usa.companies).toHaveLength(6)
    expect(usa.supplies).toEqual({ grain: 5, oil: 5, minerals: 5, nukes: 0, lstars: 0 })
    expect(usa.forces.armies).toBe(21)
    const cf = g.state.cashFlow!
    expect(cf.entropyHolder).toBe('usa')
    expect(cf.turn).toEqual({ power: 'usa', number: 1, entropyDue: false })
    expect(cf.deck).toEqual({ thirds: [14, 14, 14], drawn: 0 })
    expect(cf.faceUp).toHaveLength(3)
    expect(cf.laborFilled).toBe(0)
  })

  it('refuses a setup the variant does not allow, in plain words, changing nothing', () => {
    const refused = (changes: Parameters<typeof cashFlowStart>[1]) => {
      const result = decide(EMPTY_STATE, cashFlowStart(['usa', 'ussr'], changes))
      if (result.ok) throw new Error('accepted')
      return result.refusal.message
    }
    const usa = cashFlowPower('usa', 0)
    const ussr = cashFlowPower('ussr', 1)
    expect(refused({ powers: [{ ...usa, resources: { grain: 13, oil: 1, minerals: 1 } }, ussr] })).toMatch(/holds 12/)
    expect(refused({ powers: [{ ...usa, resources: { grain: 5, oil: 5, minerals: 4 } }, ussr] })).toMatch(/add up to 14; choose 15/)
    expect(refused({ powers: [{ ...usa, companies: usa.companies.slice(0, 5) }, ussr] })).toMatch(/6 resource cards/)
    expect(refused({ powers: [{ ...usa, companies: [...usa.companies.slice(0, 5), { ...usa.companies[0]! }] }, ussr] })).toMatch(/5 cards from its own stack and 1 neutral/)
    expect(refused({ powers: [usa, { ...ussr, companies: [...ussr.companies.slice(0, 5), { ...usa.companies[5]! }] }] })).toMatch(/both have a card in Egypt/)
    expect(refused({ powers: [{ ...usa, armies: 18 }, ussr] })).toMatch(/19 to 21 armies, not 18/)
    expect(refused({ powers: [{ ...usa, armies: 22 }, ussr] })).toMatch(/19 to 21 armies, not 22/)
    expect(refused({ entropyHolder: 'china' })).toMatch(/entropy token/)
    expect(refused({ thirds: [14, 14] as unknown as [number, number, number] })).toMatch(/each third/)
    const grain = { name: 'G', territory: 'Greece', resource: 'grain' as const, units: 2, origin: 'independent' as const }
    expect(refused({ faceUp: [grain, { ...grain, territory: 'Poland' }, { ...grain, territory: 'Pakistan' }] })).toMatch(/all grain: discard them/)
  })

  it('refuses loans, cash corrections and market corrections: the money in circulation never changes', () => {
    const g = cashFlowGame()
    expect(g.refuse({ kind: 'correctCash', account: 'usa', to: 9000 } as never).message).toMatch(/money only changes hands/)
    expect(g.refuse({ kind: 'takeLoan', power: 'usa', amount: 1000 } as never).message).toBe(
      'A Cash Flow game has no “takeLoan” action: it belongs to the basic game’s bank (loans and payments), which is not part of this game’s rules.',
    )
  })
})

describe('Cash Flow, a tech card dealt into the starting face-up row (issue 26, item 5)', () => {
  it('"Three cards are drawn from the top of the deck and placed in a row": the nuke card among them is shown, scored and set out, the next card takes its place', () => {
    const g = cashFlowGame(['usa', 'ussr'], { entropyHolder: 'usa', thirds: [11, 14, 14], techDealt: ['nukes'] })
    const cf = g.state.cashFlow!
    // "If a player draws the nuke card ... a scoring round is initiated ... the technology depicted is now available to all players".
    expect(cf.tech).toEqual(['nukes'])
    expect(cf.rounds).toHaveLength(1)
    expect(cf.rounds[0]).toMatchObject({ trigger: 'nukes', turn: 0 })
    // Everyone's $3,000M: 3 points each, before any production lead.
    expect(cf.rounds[0]!.lines.map((l) => l.treasury)).toEqual([3, 3])
    // The nuke card was the first card of the first third: counted as drawn, so 11 + 14 + 14 companies and 2 tech cards are left.
    expect(cf.deck).toEqual({ thirds: [11, 14, 14], drawn: 1 })
    expect(cardsLeft(cf.deck)).toBe(41)
    expect(nextCardOdds(cf)).toMatchObject({ position: 2, techChance: 0 })
    expect(cf.faceUp).toHaveLength(3)
  })

  it('only the nuke card can come up in the row (it is dealt off the top of the first third)', () => {
    const refused = decide(EMPTY_STATE, cashFlowStart(['usa', 'ussr'], { entropyHolder: 'usa', techDealt: ['lstars'] }))
    expect(refused).toMatchObject({ ok: false, refusal: { code: 'cash-flow-setup', message: 'Only the nuke card can come up while the face-up row is dealt: the row comes off the top of the first third.' } })
    expect(decide(EMPTY_STATE, cashFlowStart(['usa', 'ussr'], { entropyHolder: 'usa', techDealt: ['nukes', 'nukes'] })).ok).toBe(false)
  })
})
