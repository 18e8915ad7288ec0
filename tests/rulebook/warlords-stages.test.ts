import { describe, expect, it } from 'vitest'
import { CURRENT_RULES_EDITION, eligibleBidders, NEUTRAL_TERRITORIES, PIRATE_SEAS, type Command } from '@/domain'
import { decideUnder } from '@/domain/editions'
import { guidedGame } from '../support/guided'

/**
 * Warlords and Pirates (shared/rules/expansion-warlords-and-pirates.txt), issue 26: Stage 3 when
 * nobody plays it.
 */
const WL = ['warlords']
const setUp: Command = { kind: 'setUpNeutralZones', mode: 'fullHouse', zones: [...NEUTRAL_TERRITORIES, ...PIRATE_SEAS].map((zone) => ({ zone, die: 3 })) }
const MINES = { name: 'Mahabir Mines', territory: 'India', resource: 'minerals' as const, units: 3, origin: 'independent' as const }

/** Cycle 1 at Stage 3's Blind Bid, Mahabir Mines (3 minerals, Sivaji's India) left unpaid by the USSR. */
function atStage3Bids(settings = {}) {
  const g = guidedGame(['usa', 'ussr', 'europe'], undefined, settings, WL)
  g.do(setUp)
  g.do({ kind: 'addCompany', power: 'ussr', reason: 'test', company: MINES })
  const id = g.state.powers.ussr!.companies.find((c) => c.name === MINES.name)!.id
  g.do({ kind: 'settleStage1', power: 'ussr', unpaidCompanies: [id] })
  for (const p of ['usa', 'europe'] as const) g.do({ kind: 'settleStage1', power: p })
  g.do({ kind: 'advancePlay' })
  g.do({ kind: 'collectProduction' })
  g.do({ kind: 'advancePlay' })
  for (const p of eligibleBidders(g.state, g.state.play!)) g.do({ kind: 'placeBid', power: p, bid: false })
  return g
}

describe('Stage 3: "If no one paid the salary of a company located in a zone occupied by a warlord or pirate, then the warlord or pirate sells the resources to the market"', () => {
  it('when nobody bids for Stage 3 the warlord still sells: the minerals meter moves down 3 spots, no roll, no money', () => {
    for (const stageEnd of ['pause', 'auto'] as const) {
      const g = atStage3Bids({ stageEnd })
      const before = g.state
      g.do({ kind: 'revealBids' })
      // Stage 3 is over (paused for the Marshall's "next", or the game went on).
      expect(g.state.play!.stage === 3 ? g.state.play!.step : 'on').toBe(stageEnd === 'pause' ? 'over' : 'on')
      expect(g.state.market!.minerals).toBe(Math.max(0, before.market!.minerals - 3))
      expect(g.state.market!.grain).toBe(before.market!.grain)
      expect(g.state.accounts).toEqual(before.accounts)
      expect(g.state.neutral!.selling).toEqual({ cycle: 1, warlordsFirst: true, sold: true })
      // Sold once: the Marshall's "next" does not sell again.
      const sold = g.state.market!.minerals
      if (g.state.play!.stage === 3) g.do({ kind: 'advancePlay' })
      expect(g.state.market!.minerals).toBe(sold)
    }
  })

  it('an entry decided before rules edition 4 lost the sale (warlords version 1)', () => {
    const g = atStage3Bids()
    const old = decideUnder(3, g.state, { kind: 'revealBids' }, [])
    expect(old?.ok && old.value.some((e) => e.type === 'marketMoved')).toBe(false)
    const today = decideUnder(CURRENT_RULES_EDITION, g.state, { kind: 'revealBids' }, [])
    expect(today?.ok && today.value.some((e) => e.type === 'marketMoved')).toBe(true)
  })
})
