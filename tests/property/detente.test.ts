import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { detenteStandings, detenteValue, powersInOrder, type Command, type GameState, type PowerId } from '@/domain'
import { commandArb, powersArb, stepsOf } from '../support/arbitraries'
import { play } from '../support/play'

const RUNS = { numRuns: 120 }

/**
 * Detente by hand, written apart from the app's code: cash, plus each resource times the price
 * on the Price Index spot its meter stands on, plus $100M a card, $50M an army or navy, $250M a
 * nuke, $500M an L-star, less the bank loans and any interest in arrears (item 17).
 */
function recount(state: GameState, id: PowerId): number {
  const p = state.powers[id]!
  const price = (r: 'grain' | 'oil' | 'minerals') => state.settings.priceIndex[state.market![r]]!
  let total = state.accounts[id] ?? 0
  total += p.supplies.grain * price('grain') + p.supplies.oil * price('oil') + p.supplies.minerals * price('minerals')
  total += 100 * p.companies.length
  total += 50 * p.forces.armies + 50 * p.forces.navies
  total += 250 * p.supplies.nukes + 500 * p.supplies.lstars
  return total - p.loans - (state.play?.arrears[id] ?? 0)
}

/** Now and then the table agrees terms, or ends the game (undo and redo then take it back). */
const endgameArb: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant('endGame' as const), reason: fc.constantFrom('agreement' as const, 'cycles' as const, 'clock' as const) }),
  fc.record({ kind: fc.constant('setEndTerms' as const), terms: fc.record({ handicap: fc.constantFrom(1 as const, 3 as const, 5 as const) }, { requiredKeys: [] }) }),
)
const stepArb = stepsOf(fc.oneof({ weight: 12, arbitrary: commandArb }, { weight: 1, arbitrary: endgameArb }))

describe('Detente valuation over random games', () => {
  it('every power\'s Detente value equals a from-scratch recount, and its lines add up to it', () => {
    fc.assert(
      fc.property(powersArb, fc.array(stepArb, { maxLength: 60 }), fc.boolean(), (powers, steps, guided) => {
        for (const o of play(powers, steps, guided).observations) {
          for (const p of powersInOrder(o.after)) {
            const v = detenteValue(o.after, p)
            expect(v.total).toBe(recount(o.after, p.id))
            expect(v.lines.reduce((s, l) => s + l.value, 0)).toBe(v.total)
          }
          const totals = detenteStandings(o.after).map((s) => s.total)
          expect(totals).toEqual([...totals].sort((a, b) => b - a))
        }
      }),
      // A loan whose interest goes unpaid in Stage 1: the arrears count against Detente too.
      { ...RUNS, examples: [[['china', 'south-america'], [
        { tap: 'command', command: { kind: 'takeLoan', power: 'china', amount: 2000 } },
        { tap: 'command', command: { kind: 'settleStage1', power: 'china', payInterest: false, disbandArmies: 0, unpaidCompanies: [] } },
      ], true]] },
    )
  })

  it('ending the game and changing the terms are undone exactly', () => {
    fc.assert(
      fc.property(powersArb, fc.array(stepArb, { maxLength: 60 }), fc.boolean(), (powers, steps, guided) => {
        const { observations } = play(powers, steps, guided)
        const history: GameState[] = []
        for (const o of observations) {
          if (!o.accepted) continue
          if (o.step.tap === 'command') history.push(o.before)
          else if (o.step.tap === 'undo') expect(o.after).toEqual(history.pop())
          else history.push(o.before)
        }
      }),
      RUNS,
    )
  })
})
