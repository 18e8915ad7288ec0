import { patchSlice } from '../../kernel/patch'
import type { GameEvent } from '../../kernel/events'
import { requirePositiveCount } from '../../kernel/guards'
import { RESOURCES } from '../../kernel/ids'
import { formatMoney } from '../../kernel/money'
import { ok, type Result } from '../../kernel/result'
import type { GameState } from '../../kernel/state'
import { LABOR_BOXES } from './data'
import type { SatisfyLaborDemand } from './commands'
import { laborDemandPayout } from './labor'
import { MARKET_RULE } from './listings'
import { LABOR_MARKET } from './state'
import { requireAction } from './turn'
import { cashFlowPhrase, cashFlowRefusal } from './refusals'
import { asPower } from '../../kernel/phrase'

const DEMAND_RULE = `${MARKET_RULE}, Satisfy Labor Market`

/**
 * Satisfy Labor Market: "A player may choose to delete any number of sets in order to satisfy
 * demand from the labor market. For each set he deletes from his supply center, he may pick up one
 * stack of money starting from the right on the labor market." A set is one grain, one oil and one
 * mineral unit (docs/cash-flow.md); a set with no stack left to pick up is refused,
 * since the boxes empty from the right and the money on them is all there is.
 */
export function decideSatisfyLaborDemand(state: GameState, cmd: SatisfyLaborDemand): Result<GameEvent[]> {
  const cf = requireAction(state, cmd.power, 'market')
  if (!cf.ok) return cf
  const bad = requirePositiveCount(cmd.sets, 'sets')
  if (bad) return bad
  const supplies = state.powers[cmd.power]!.supplies
  const sets = Math.min(...RESOURCES.map((r) => supplies[r]))
  if (cmd.sets > sets) {
    return cashFlowRefusal('no-sets', 'tooFewSets', { power: asPower(cmd.power), grain: supplies.grain, oil: supplies.oil, minerals: supplies.minerals, n: sets, asked: cmd.sets }, DEMAND_RULE)
  }
  const filled = cf.value.laborFilled
  if (cmd.sets > filled) {
    return filled === 0
      ? cashFlowRefusal('no-stack', 'noStackFilled', { n: cmd.sets }, DEMAND_RULE)
      : cashFlowRefusal('no-stack', 'tooFewStacks', { stacks: { phrase: cashFlowPhrase('stacks', { n: filled }) }, n: cmd.sets }, DEMAND_RULE)
  }
  const payout = laborDemandPayout(filled, cmd.sets)
  const stacks = LABOR_BOXES.slice(filled - cmd.sets, filled).reverse().map(formatMoney).join(', ')
  return ok([
    ...RESOURCES.map((row): GameEvent => ({ type: 'supplyChanged', power: cmd.power, row, from: supplies[row], to: supplies[row] - cmd.sets })),
    { type: 'moneyTransferred', from: LABOR_MARKET, to: cmd.power, amount: payout, reason: 'labor-demand', note: `${cmd.sets} ${cmd.sets === 1 ? 'set' : 'sets'}: ${stacks}` },
    patchSlice('cashFlow', cf.value, { laborFilled: filled - cmd.sets }),
  ])
}
