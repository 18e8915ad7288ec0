import type { Command } from '../../kernel/registry'
import type { Result } from '../../kernel/result'
import type { GameState } from '../../kernel/state'
import { CASH_FLOW_RULE } from './data'
import { cashFlowRefusal } from './refusals'

/**
 * "The total amount of money in circulation in the game does not change after game start": the
 * table's corrections may fix units and cards, but not conjure cash, loans or Price Index moves.
 */
export function guardCorrections(_state: GameState, command: Command): Result<never> | undefined {
  if (command.kind === 'correctLoans') return cashFlowRefusal('no-bank-loans', 'noBankLoans', {}, `${CASH_FLOW_RULE}, Game Overview`)
  if (command.kind === 'correctMarket') return cashFlowRefusal('bad-command', 'noPriceIndex', {}, `${CASH_FLOW_RULE}, The Commodities Market`)
  if (command.kind === 'correctCash') {
    return cashFlowRefusal('bad-command', 'noCashCorrection', {}, `${CASH_FLOW_RULE}, Game Overview`)
  }
  return undefined
}

/** After the Supremacy card's final round nothing more is played. */
export function guardGameOver(state: GameState, command: Command): Result<never> | undefined {
  if (state.cashFlow?.winners === undefined || command.kind === 'startGame') return undefined
  return cashFlowRefusal('game-over', 'gameOver', {}, `${CASH_FLOW_RULE}, Tech Cards and Scoring`)
}
