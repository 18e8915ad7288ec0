import { describe, expect, it } from 'vitest'
import { describeEntry } from '@/presentation'
import { cashFlowGame } from '../support/cash-flow'

describe('the History log words a Cash Flow game', () => {
  it('names the variant at the start, and words the turn, the entropy discard and a battle', () => {
    const g = cashFlowGame(['usa', 'ussr'], { entropyHolder: 'usa' })
    g.do({ kind: 'selectAction', power: 'usa', action: 'attack' })
    g.do({ kind: 'cashFlowAttack', power: 'usa', defender: 'ussr', target: 'Kazakh', borders: 1, defenderDeletesGrain: true, attackerDice: [6, 2], defenderDice: [5] })
    g.do({ kind: 'endCashFlowTurn', power: 'usa' })
    g.do({ kind: 'selectAction', power: 'ussr', action: 'market' })
    g.do({ kind: 'endCashFlowTurn', power: 'ussr' })
    g.do({ kind: 'discardForEntropy', power: 'usa', typeDice: [1], productionDie: 6, companyId: 'usa-5' })
    const lookup = (seq: number) => g.entries[seq - 1]
    const titles = g.entries.map((e) => describeEntry(e, g.state.settings, lookup).title)
    expect(titles).toEqual([
      'Game started (the Cash Flow variant) with USA (usa player), USSR (ussr player)',
      'USA chose the Attack action',
      'USA attacked USSR in Kazakh: 6 2 against 5 (the defender wins ties)',
      'USA ended the turn',
      'USSR chose the Market action',
      'USSR ended the turn',
      'Entropy: USA rolled 1 for the type and 6 for the production, discarded a company and passed the token',
    ])
  })
})
