import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decide, dueNow, evolve, foldEntries, NEUTRAL_TERRITORIES, PIRATE_SEAS, type Command, type GameState } from '@/domain'
import { powersArb } from '../support/arbitraries'
import { mustDecide, standardStart } from '../support/games'
import { whenRunComplete } from '../support/reach'

/**
 * The banner's module seam (RuleModule.due) over random guided games with Air Units and Warlords
 * and Pirates: whatever the table did (bids open, blockades, cards left unpaid, the selling roll
 * due), the primary command and the secondary commands the banner offers are accepted.
 */
const RUNS = { numRuns: 60 }
const setUp: Command = { kind: 'setUpNeutralZones', mode: 'fullHouse', zones: [...NEUTRAL_TERRITORIES, ...PIRATE_SEAS].map((zone, i) => ({ zone, die: (i % 6) + 1 })) }

const apply = (state: GameState, command: Command): GameState => {
  const result = decide(state, command)
  return result.ok ? result.value.reduce((s, e) => evolve(s, e), state) : state
}

function expectDueAccepted(state: GameState): void {
  const due = dueNow(state)
  if (!due) return
  for (const command of [...(due.command ? [due.command] : []), ...due.others]) {
    const result = decide(state, command)
    if (!result.ok) throw new Error(`${command.kind} refused in ${JSON.stringify(state.play)}: ${result.refusal.message}`)
  }
}

/** Zone cards: each power's first card moved into India or Iran, both warlord zones. */
function zoneCards(state: GameState): string[] {
  return state.order.flatMap((id) => state.powers[id]!.companies.filter((c) => c.territory === 'India' || c.territory === 'Iran').map((c) => c.id))
}

/** How a table gets past a step that is not one tap; mostly the one tap. */
function resolve(state: GameState, pick: number): Command | undefined {
  const due = dueNow(state)
  if (!due) return undefined
  if (due.command && pick % 4 !== 0) return due.command
  switch (due.kind) {
    case 'bid':
      return { kind: 'placeBid', power: due.waiting[0]!, bid: pick % 3 !== 0 }
    case 'roll':
      return { kind: 'setSequence', rolls: Object.fromEntries(due.powers.map((id, i) => [id, [6 - (i % 6), 2]])) }
    case 'settle':
      // Now and then the zone cards go unpaid, so the warlords have something to sell in Stage 3.
      return { kind: 'settleStage1', power: due.power, ...(pick % 2 === 0 ? { unpaidCompanies: zoneCards(state).filter((id) => state.powers[due.power]!.companies.some((c) => c.id === id)) } : {}) }
    case 'module':
      return due.command ?? { kind: 'rollSellingPosition', die: (pick % 6) + 1 }
    default:
      return due.others[pick % Math.max(1, due.others.length)] ?? due.command
  }
}

describe('The banner with Warlords and Pirates and Air Units (rules.due)', () => {
  it('over random guided play with bids, blockades and unpaid zone cards, the primary and secondary commands are accepted', () => {
    const walk = fc.record({
      powers: powersArb,
      moves: fc.array(fc.record({ pick: fc.nat(11), power: fc.nat(5), card: fc.nat(5), die: fc.integer({ min: 1, max: 6 }) }), { minLength: 30, maxLength: 160 }),
    })
    let sawModule = 0
    fc.assert(
      fc.property(walk, ({ powers, moves }) => {
        const start = { ...standardStart(powers), guided: true, ruleset: { economy: 'price-index' as const, sequence: 'guided' as const, modules: ['air-units', 'warlords'] } }
        const empty = foldEntries([]).state
        let state = mustDecide(empty, start).reduce((s, e) => evolve(s, e), empty)
        state = apply(state, setUp)
        for (const [i, id] of powers.entries()) {
          const zone = i % 2 === 0 ? 'India' : 'Iran'
          state = apply(state, { kind: 'addCompany', power: id, reason: 'dealt', company: { name: `Mine ${i}`, territory: zone, resource: 'minerals', units: 2, origin: 'independent' } })
        }
        for (const { pick, power, card, die } of moves) {
          expectDueAccepted(state)
          if (dueNow(state)?.kind === 'module') sawModule += 1
          const who = powers[power % powers.length]!
          const ids = zoneCards(state)
          const id = ids[card % Math.max(1, ids.length)] ?? 'nope'
          // Mostly what is due; now and then a bid, a close, a blockade or a lift.
          const side: Command[] = [
            { kind: 'bidForNeutralCard', power: who, companyId: id, amount: 150 + 50 * card },
            { kind: 'closeNeutralCardBids', companyId: id },
            { kind: 'payBlockadeFee', payer: who, zone: 'Arabian Sea', territory: card % 2 === 0 ? 'India' : 'Iran', die },
            { kind: 'liftBlockade', power: who, zone: 'Arabian Sea', territory: card % 2 === 0 ? 'India' : 'Iran', die },
          ]
          const command = pick < 8 ? resolve(state, pick) : side[pick - 8]
          if (!command) break
          state = apply(state, command)
        }
        expectDueAccepted(state)
      }),
      { ...RUNS, seed: 1414 },
    )
    // Random play reached the module's steps (open bids to close, the selling roll).
    whenRunComplete(() => expect(sawModule).toBeGreaterThan(0))
  }, 60_000)
})
