import type { RuleModule } from '../../kernel/module'
import './slice'
import './codes'
import './commands'
import { cashFlowSettings } from './settings'
import { decideStartCashFlow } from './setup'
import { guardCorrections, guardGameOver } from './guards'
import { LABOR_MARKET } from './state'
import { decideEndTurn, decideSelectAction } from './turn'
import { decideDiscardForEntropy } from './entropy'
import { cashFlowDue } from './due'
import { decideCashFlowAttack, decideNationalize, decideOccupy } from './attack'
import { decideLstarClash, decideStrategicStrike } from './strike'

/**
 * The Cash Flow variant (variant-cash-flow.txt v1.2): a whole economy of its own, composed in place
 * of the basic game's market, bank, order of play, battle and endgame (rules.ts, ECONOMY_MODULES).
 * Its setup, both markets, the entropy token, the turn's one action, the deck and the scoring rounds.
 */
export const cashFlowModule: RuleModule = {
  id: 'cash-flow',
  requires: ['supply', 'corrections'],
  slices: ['cashFlow'],
  settings: cashFlowSettings,
  accounts: () => [{ id: LABOR_MARKET, name: 'the labor market' }],
  deciders: {
    startGame: decideStartCashFlow,
    selectAction: decideSelectAction,
    endCashFlowTurn: decideEndTurn,
    discardForEntropy: decideDiscardForEntropy,
    cashFlowAttack: decideCashFlowAttack,
    occupy: decideOccupy,
    nationalize: decideNationalize,
    strategicStrike: decideStrategicStrike,
    clashLstars: decideLstarClash,
  },
  guard: (state, command) => guardGameOver(state, command) ?? guardCorrections(state, command),
  // The banner's big button: the entropy discard's screen, the action to choose, the turn to end.
  due: cashFlowDue,
}
