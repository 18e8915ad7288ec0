import type { CommandKind } from '../../kernel/commands'
import type { ModuleDue } from '../../kernel/module'
import { powerName } from '../../kernel/guards'
import type { GameState } from '../../kernel/state'
import type { CashFlowAction } from './data'
import { ACTION_NAMES } from './turn'

/**
 * The commands each action allows (its deciders' `requireAction`), the first being the one its form
 * is named by. A blockade is declared "at the conclusion of any deploy [or attack] action".
 */
export const ACTION_COMMANDS: Readonly<Record<CashFlowAction, readonly CommandKind[]>> = {
  production: ['produce'],
  build: ['buildWithLabor'],
  market: ['listUnits', 'buyListed', 'adjustListing', 'withdrawListing', 'satisfyLaborDemand', 'directTrade'],
  deployment: ['deploy', 'declareBlockade'],
  attack: ['cashFlowAttack', 'occupy', 'nationalize', 'strategicStrike', 'clashLstars', 'declareBlockade'],
  research: ['drawResearchCard'],
}

/**
 * The banner's one big button in a Cash Flow game: what the player whose turn it is does next. The
 * discard's dice and the choice of action open as forms in place. Once an action is chosen, its
 * form is due (`form`, as many of its commands as the action allows) and the turn may end at any
 * moment (`command`: "doing nothing more is the player's choice"); the screen says which comes first.
 */
export function cashFlowDue(state: GameState): ModuleDue | undefined {
  const cf = state.cashFlow
  if (!cf || cf.winners !== undefined) return undefined
  const { power, entropyDue, action } = cf.turn
  const who = powerName(power)
  if (entropyDue) return { label: `${who}: roll for entropy`, form: { kind: 'discardForEntropy', fields: { power } } }
  if (action === undefined) return { label: `${who}: choose an action`, form: { kind: 'selectAction', fields: { power } } }
  return {
    label: `${who}: end the ${ACTION_NAMES[action]} turn`,
    command: { kind: 'endCashFlowTurn', power },
    form: { kind: ACTION_COMMANDS[action][0]!, fields: { power } },
  }
}
