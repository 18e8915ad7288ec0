import type { ModuleDue } from '../../kernel/module'
import { powerName } from '../../kernel/guards'
import type { GameState } from '../../kernel/state'
import { ACTION_NAMES } from './turn'

/**
 * The banner's one big button in a Cash Flow game: what the player whose turn it is does next. The
 * discard's dice and the action's choices are made on the Turn screen; ending the turn is one tap.
 */
export function cashFlowDue(state: GameState): ModuleDue | undefined {
  const cf = state.cashFlow
  if (!cf || cf.winners !== undefined) return undefined
  const { power, entropyDue, action } = cf.turn
  const who = powerName(power)
  if (entropyDue) return { label: `${who}: roll for entropy ›`, go: 'stage' }
  if (action === undefined) return { label: `${who}: choose an action ›`, go: 'stage' }
  return { label: `${who}: end the ${ACTION_NAMES[action]} turn`, command: { kind: 'endCashFlowTurn', power } }
}
