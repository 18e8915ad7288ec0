import { patchSlice } from '../../kernel/patch'
import type { GameEvent } from '../../kernel/events'
import type { PowerId } from '../../kernel/ids'
import { formatMoney, type Millions } from '../../kernel/money'
import { ok, type Result } from '../../kernel/result'
import type { Phrase } from '../../kernel/phrase'
import type { GameState } from '../../kernel/state'
import { CASH_FLOW_RULE, LABOR_BOXES } from './data'
import { requireCash } from './funds'
import { LABOR_MARKET, type CashFlowState } from './state'
import { cashFlowPhrase, cashFlowRefusal } from './refusals'

const LABOR_RULE = `${CASH_FLOW_RULE}, Components, The Labor Market`

/** The price of the next unit of labor: the first open box from the left; undefined when every box holds money. */
export function nextLaborPrice(filled: number): Millions | undefined {
  return LABOR_BOXES[filled]
}

/** What `count` units of labor cost bought one after another from `filled` boxes; undefined if the boxes run out. */
export function laborCost(filled: number, count: number): Millions | undefined {
  if (filled + count > LABOR_BOXES.length) return undefined
  return LABOR_BOXES.slice(filled, filled + count).reduce((sum, box) => sum + box, 0)
}

/** The money on the labor market: one stack on each filled box. */
export function laborMoney(filled: number): Millions {
  return LABOR_BOXES.slice(0, filled).reduce((sum, box) => sum + box, 0)
}

/** What `sets` deleted sets pick up, one stack each from the right. */
export function laborDemandPayout(filled: number, sets: number): Millions {
  return LABOR_BOXES.slice(Math.max(0, filled - sets), filled).reduce((sum, box) => sum + box, 0)
}

/**
 * Buying `count` units of labor for `what` (a phrase of the Cash Flow table): each pays the first open box; refused when the boxes run
 * out or the power cannot pay. Events: one payment to the labor market and the boxes filled.
 */
export function buyLabor(state: GameState, cf: CashFlowState, power: PowerId, count: number, what: Phrase): Result<GameEvent[]> {
  if (count === 0) return ok([])
  const cost = laborCost(cf.laborFilled, count)
  if (cost === undefined) {
    const open = LABOR_BOXES.length - cf.laborFilled
    const key = open === 0 ? 'laborNoBox' : open === 1 ? 'laborOneBox' : 'laborFewBoxes'
    return cashFlowRefusal('no-labor-box', key, { open, what: { phrase: what }, n: count }, LABOR_RULE)
  }
  const short = requireCash(state, power, cost, cashFlowPhrase('laborFor', { n: count, what: { phrase: what } }))
  if (short) return short
  return ok([
    { type: 'moneyTransferred', from: power, to: LABOR_MARKET, amount: cost, reason: 'labor', note: `${count} labor at ${LABOR_BOXES.slice(cf.laborFilled, cf.laborFilled + count).map(formatMoney).join(', ')}` },
    patchSlice('cashFlow', cf, { laborFilled: cf.laborFilled + count }),
  ])
}
