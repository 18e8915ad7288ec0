import { describe, expect, it } from 'vitest'
import { dueNow } from '@/domain'
import { ENTROPY_TYPE_DIE, entropyCandidates } from '@/domain/modules/cash-flow'
import { cashFlowGame } from '../support/cash-flow'

describe('Cash Flow, Turn Sequence: one action a turn, play to the left', () => {
  it('a turn is one action, then the next player in seating order', () => {
    const g = cashFlowGame(['usa', 'ussr', 'europe'], { entropyHolder: 'europe' })
    expect(g.refuse({ kind: 'selectAction', power: 'ussr', action: 'market' }).message).toBe("It is USA's turn, not USSR's.")
    expect(g.refuse({ kind: 'endCashFlowTurn', power: 'usa' }).message).toMatch(/has not selected an action/)
    g.do({ kind: 'selectAction', power: 'usa', action: 'market' })
    expect(g.refuse({ kind: 'selectAction', power: 'usa', action: 'build' }).message).toBe('USA already selected the Market action this turn.')
    expect(dueNow(g.state)).toMatchObject({ kind: 'module', command: { kind: 'endCashFlowTurn', power: 'usa' } })
    g.do({ kind: 'endCashFlowTurn', power: 'usa' })
    expect(g.state.cashFlow!.turn).toEqual({ power: 'ussr', number: 2, entropyDue: false })
    expect(dueNow(g.state)).toMatchObject({ kind: 'module', form: { kind: 'selectAction', fields: { power: 'ussr' } }, label: 'USSR: choose an action' })
  })

  it('"the entropy process is ignored on the first turn of the game"', () => {
    const g = cashFlowGame(['usa', 'ussr'], { entropyHolder: 'usa' })
    expect(g.state.cashFlow!.turn.entropyDue).toBe(false)
    g.do({ kind: 'selectAction', power: 'usa', action: 'market' })
    g.do({ kind: 'endCashFlowTurn', power: 'usa' })
    g.do({ kind: 'selectAction', power: 'ussr', action: 'market' })
    g.do({ kind: 'endCashFlowTurn', power: 'ussr' })
    expect(g.state.cashFlow!.turn).toEqual({ power: 'usa', number: 3, entropyDue: true })
  })

  it('the first-round reading holds entropy until everyone has had a turn', () => {
    const g = cashFlowGame(['usa', 'ussr'], { entropyHolder: 'ussr' }, { cashFlowEntropyIgnored: 'first-round' })
    g.do({ kind: 'selectAction', power: 'usa', action: 'market' })
    g.do({ kind: 'endCashFlowTurn', power: 'usa' })
    expect(g.state.cashFlow!.turn.entropyDue).toBe(false)
  })
})

describe('Cash Flow, Entropy: the holder discards a company chosen by two dice, then passes the token right', () => {
  const atEntropy = () => {
    const g = cashFlowGame(['usa', 'ussr', 'europe'], { entropyHolder: 'ussr' })
    g.do({ kind: 'selectAction', power: 'usa', action: 'market' })
    g.do({ kind: 'endCashFlowTurn', power: 'usa' })
    return g
  }

  it('the type die: 1-2 mineral, 3-4 oil, 5-6 grain', () => {
    expect([1, 2, 3, 4, 5, 6].map((d) => ENTROPY_TYPE_DIE[d])).toEqual(['minerals', 'minerals', 'oil', 'oil', 'grain', 'grain'])
  })

  it('must discard before choosing an action; the minimum-production die picks the company', () => {
    const g = atEntropy()
    expect(g.state.cashFlow!.turn).toMatchObject({ power: 'ussr', entropyDue: true })
    expect(g.refuse({ kind: 'selectAction', power: 'ussr', action: 'market' }).code).toBe('entropy-due')
    expect(dueNow(g.state)).toMatchObject({ label: 'USSR: roll for entropy', form: { kind: 'discardForEntropy', fields: { power: 'ussr' } } })
    // USSR's oil: Baku Oil 3 (Kola) and Tiksi & Zaliv 2, plus Basra Oil 3 (neutral): a 3 qualifies Baku and Basra.
    expect(g.refuse({ kind: 'discardForEntropy', power: 'ussr', typeDice: [3], productionDie: 3 }).message).toMatch(/Choose which oil company USSR discards: Baku Oil \(3\), Basra Oil \(3\)/)
    g.do({ kind: 'discardForEntropy', power: 'ussr', typeDice: [3], productionDie: 3, companyId: 'ussr-5' })
    const ussr = g.state.powers.ussr!
    expect(ussr.companies.map((c) => c.name)).not.toContain('Basra Oil')
    // "passes the entropy token to the player on his right": against the direction of play.
    expect(g.state.cashFlow!.entropyHolder).toBe('usa')
    expect(g.state.cashFlow!.turn.entropyDue).toBe(false)
  })

  it('no company meets the die: the highest producer goes; a 6 lets the holder choose', () => {
    const companies = [
      { id: 'a', name: 'A', territory: 'x', resource: 'grain' as const, units: 2, isOpen: true, origin: 'independent' as const },
      { id: 'b', name: 'B', territory: 'y', resource: 'grain' as const, units: 3, isOpen: true, origin: 'independent' as const },
    ]
    expect(entropyCandidates(companies, 'grain', 4).map((c) => c.id)).toEqual(['b'])
    expect(entropyCandidates(companies, 'grain', 3).map((c) => c.id)).toEqual(['b'])
    expect(entropyCandidates(companies, 'grain', 2).map((c) => c.id)).toEqual(['a', 'b'])
    expect(entropyCandidates(companies, 'grain', 6).map((c) => c.id)).toEqual(['a', 'b'])
  })

  it('re-rolls only a type the holder does not own', () => {
    const g = atEntropy()
    expect(g.refuse({ kind: 'discardForEntropy', power: 'ussr', typeDice: [5, 3], productionDie: 1 }).message).toMatch(/A 5 names grain, which USSR owns: that roll stands/)
    expect(g.refuse({ kind: 'discardForEntropy', power: 'ussr', typeDice: [7], productionDie: 1 }).code).toBe('bad-dice')
  })
})
