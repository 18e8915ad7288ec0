import { describe, expect, it } from 'vitest'
import type { GameState } from '@/domain'
import { MILLIONS_PER_POINT, POINTS_PER_CLOUD, PRODUCTION_LEADER_POINTS, scoreNow, scoreTotals, winnersOf, type CashFlowState, type ScoringRound } from '@/domain/modules/cash-flow'
import { cashFlowGame } from '../support/cash-flow'

/**
 * The test game's start (support/cash-flow.ts), open production by hand:
 *   USA    grain 3+2+2 = 7, oil 3+2 = 5, minerals 3 (Mahabir Mines, India)
 *   USSR   grain 3+2+2 = 7, oil 3+2+3 = 8 (Basra Oil, Iraq), minerals 0
 *   Europe grain 3+2 = 5, oil 3+2+2 = 7, minerals 2
 * and $3,000M each.
 */
const start = (settings: Record<string, unknown> = {}) => cashFlowGame(['usa', 'ussr', 'europe'], {}, settings).state
const withCf = (state: GameState, changes: Partial<CashFlowState>): GameState => ({ ...state, cashFlow: { ...state.cashFlow!, ...changes } })
const points = (state: GameState) => scoreNow(state).map((l) => [l.power, l.treasury, l.leads.join('+'), l.leaderPoints, l.clouds, l.total])

describe('Cash Flow, Scoring and Game End', () => {
  it('the table: 1 point per full $1,000M, 2 for the most of each resource, minus 1 per nuke cloud', () => {
    expect([MILLIONS_PER_POINT, PRODUCTION_LEADER_POINTS, POINTS_PER_CLOUD]).toEqual([1000, 2, 1])
  })

  it('"One (1) point is scored for each full billion dollars (round down)"; "Two (2) points are scored for the player with the most mineral [oil, grain] production"', () => {
    const state = start()
    const rich: GameState = { ...state, accounts: { ...state.accounts, usa: 1999, ussr: 4001, europe: 3000 } }
    // USA: 1 + grain (tied 7 with USSR, shared) + minerals (3) = 1 + 4 = 5
    // USSR: 4 + grain (tied) + oil (8) = 4 + 4 = 8; Europe: 3 + nothing = 3
    expect(points(rich)).toEqual([
      ['usa', 1, 'grain+minerals', 4, 0, 5],
      ['ussr', 4, 'grain+oil', 4, 0, 8],
      ['europe', 3, '', 0, 0, 3],
    ])
    expect(scoreNow(rich)[1]!.production).toEqual({ grain: 7, oil: 8, minerals: 0 })
  })

  it('a tie for the most: every tied player scores (shared), or nobody (the "none" reading)', () => {
    expect(points(start({ cashFlowLeaderTies: 'none' }))).toEqual([
      ['usa', 3, 'minerals', 2, 0, 5],
      ['ussr', 3, 'oil', 2, 0, 5],
      ['europe', 3, '', 0, 0, 3],
    ])
  })

  it('"The resource companies must be open. Production of resource companies in territories under blockade is not counted."', () => {
    const state = start()
    // USA blockades Iraq: USSR's Basra Oil (3) does not count, USSR oil 5; Europe's 7 leads.
    const blockaded = withCf(state, { blockades: [{ territory: 'Iraq', by: 'usa' }] })
    expect(scoreNow(blockaded).map((l) => [l.power, l.production.oil, l.leads.includes('oil')])).toEqual([
      ['usa', 5, false],
      ['ussr', 5, false],
      ['europe', 7, true],
    ])
    // USA's Mahabir Mines (3) closed does not count: Europe's Perth Mines (2) now leads minerals.
    const usa = state.powers.usa!
    const closed: GameState = { ...state, powers: { ...state.powers, usa: { ...usa, companies: usa.companies.map((c) => (c.resource === 'minerals' ? { ...c, isOpen: false } : c)) } } }
    expect(scoreNow(closed).find((l) => l.power === 'europe')!.leads).toEqual(['minerals'])
  })

  it('nobody scores a resource no one produces', () => {
    const state = start()
    const noMinerals: GameState = {
      ...state,
      powers: Object.fromEntries(Object.entries(state.powers).map(([id, p]) => [id, { ...p, companies: p.companies.filter((c) => c.resource !== 'minerals') }])),
    }
    expect(scoreNow(noMinerals).some((l) => l.leads.includes('minerals'))).toBe(false)
  })

  it('"One (1) victory point is deducted from a player for each nuke cloud on the board that was placed by his country"', () => {
    const clouded = withCf(start(), { clouds: { europe: 2, usa: 1 } })
    // USA 3 + 4 - 1 = 6; Europe 3 + 0 - 2 = 1.
    expect(points(clouded)).toEqual([
      ['usa', 3, 'grain+minerals', 4, 1, 6],
      ['ussr', 3, 'grain+oil', 4, 0, 7],
      ['europe', 3, '', 0, 2, 1],
    ])
  })

  it('"At game end, the score for all three rounds is added together to determine the overall winner"; a tie shares the win', () => {
    const line = (power: 'usa' | 'ussr', total: number) => ({ power, cash: 0, treasury: 0, production: { grain: 0, oil: 0, minerals: 0 }, leads: [], leaderPoints: 0, clouds: 0, total })
    const rounds: ScoringRound[] = [
      { trigger: 'nukes', turn: 4, lines: [line('usa', 5), line('ussr', 7)] },
      { trigger: 'lstars', turn: 9, lines: [line('usa', 6), line('ussr', 3)] },
      { trigger: 'supremacy', turn: 15, lines: [line('usa', 4), line('ussr', 5)] },
    ]
    expect(scoreTotals(rounds)).toEqual({ usa: 15, ussr: 15 })
    expect(winnersOf(rounds)).toEqual(['usa', 'ussr'])
    expect(winnersOf(rounds.slice(0, 2))).toEqual(['usa'])
    expect(winnersOf([])).toEqual([])
  })
})
