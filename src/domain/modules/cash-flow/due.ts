import type { ModuleDue } from '../../kernel/module'
import { powerName } from '../../kernel/guards'
import type { GameState } from '../../kernel/state'
import { ACTION_NAMES } from './turn'

/**
 * The banner's one big button in a Cash Flow game: what the player whose turn it is does next. The
 * discard's dice and the choice of action open as forms in place; ending the turn is one tap.
 */
export function cashFlowDue(state: GameState): ModuleDue | undefined {
  const cf = state.cashFlow
  if (!cf || cf.winners !== undefined) return undefined
  const { power, entropyDue, action } = cf.turn
  const who = powerName(power)
  if (entropyDue) return { label: `${who}: roll for entropy`, form: { kind: 'discardForEntropy', fields: { power } } }
  if (action === undefined) return { label: `${who}: choose an action`, form: { kind: 'selectAction', fields: { power } } }
  return { label: `${who}: end the ${ACTION_NAMES[action]} turn`, command: { kind: 'endCashFlowTurn', power } }
}
