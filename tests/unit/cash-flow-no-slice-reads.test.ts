/**
 * Cash Flow helpers the screens call directly, on the edges the commands never reach (found by the
 * mutation run, docs/mutation/cash-flow.md): a table without the Cash Flow slice (a game of another
 * economy open beside it) reads as no clouds and no rounds; buying no labor costs nothing and fills
 * no box ("A player must purchase a unit of labor ... for each type", none for none).
 */
import { describe, expect, it } from 'vitest'
import { scoreNow, totalsIfScoredNow } from '@/domain/modules/cash-flow'
import { buyLabor } from '@/domain/modules/cash-flow/labor'
import { cashFlowPhrase } from '@/domain/modules/cash-flow/refusals'
import { table } from '../support/cash-flow-golden'

describe('Cash Flow helpers on a table without the slice, or with nothing to buy', () => {
  it('scores no clouds and totals nothing without the slice', () => {
    const s = { ...table().state, cashFlow: undefined }
    // $3,000M: 3 points each; grain 7-7-5 shared by USA and USSR, oil USSR 8, minerals USA 3 (2 points a lead).
    expect(scoreNow(s).map((l) => [l.power, l.clouds, l.total])).toEqual([['usa', 0, 7], ['ussr', 0, 7], ['europe', 0, 3]])
    expect(totalsIfScoredNow(s)).toEqual({})
  })
  it('buys no labor for nothing: no payment, no box filled', () => {
    const s = table().state
    expect(buyLabor(s, s.cashFlow!, 'usa', 0, cashFlowPhrase('laborCard'))).toEqual({ ok: true, value: [] })
  })
})
