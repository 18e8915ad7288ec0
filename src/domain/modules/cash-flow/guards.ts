import type { Command } from '../../kernel/registry'
import { refuse, type Result } from '../../kernel/result'
import type { GameState } from '../../kernel/state'
import { CASH_FLOW_RULE } from './data'

/**
 * "The total amount of money in circulation in the game does not change after game start": the
 * table's corrections may fix units and cards, but not conjure cash, loans or Price Index moves.
 */
export function guardCorrections(_state: GameState, command: Command): Result<never> | undefined {
  if (command.kind === 'correctLoans') return refuse('no-bank-loans', 'There are no bank loans in Cash Flow.', `${CASH_FLOW_RULE}, Game Overview`)
  if (command.kind === 'correctMarket') return refuse('bad-command', 'Cash Flow has no Price Index: prices are the asks the players post.', `${CASH_FLOW_RULE}, The Commodities Market`)
  if (command.kind === 'correctCash') {
    return refuse('bad-command', 'In Cash Flow money only changes hands: the total never changes after the start. Undo the mistake, or settle it with a direct trade.', `${CASH_FLOW_RULE}, Game Overview`)
  }
  return undefined
}

/** After the Supremacy card's final round nothing more is played. */
export function guardGameOver(state: GameState, command: Command): Result<never> | undefined {
  if (state.cashFlow?.winners === undefined || command.kind === 'startGame') return undefined
  return refuse('game-over', 'The final scoring round has been played: the game is over.', `${CASH_FLOW_RULE}, Tech Cards and Scoring`)
}
