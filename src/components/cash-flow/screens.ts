import type { CommandKind, GameState, PowerId } from '@/domain'
import { ACTION_COMMANDS, CASH_FLOW_ACTIONS } from '@/domain/modules/cash-flow'
import { cfActionName, cfTurnWords as w } from '@/presentation/catalogs/cf-turn'
import { powerName } from '@/presentation/catalogs/powers'
import type { ActionForm, FormFields, ModuleScreens } from '@/components/screens/registry'
import CashFlowTurnForm from './CashFlowTurnForm.vue'

const who = (fields: FormFields): string => (fields.power ? powerName(fields.power as PowerId) : '')

/** The kinds that name a chosen action's form (the first of each action's commands, as the due names them). */
const ACTION_FORM_KINDS: readonly CommandKind[] = CASH_FLOW_ACTIONS.map((a) => ACTION_COMMANDS[a][0]!)

function actionTitle(fields: FormFields, state: GameState): string {
  const action = state.cashFlow?.turn.action
  return action ? w('sheetAction', { power: who(fields), action: cfActionName(action) }) : w('sheetChoose', { power: who(fields) })
}

const actionForm: ActionForm = { component: CashFlowTurnForm, title: actionTitle }

/**
 * The Cash Flow turn in one sheet: the entropy discard goes on to the choice of action, the choice
 * to the chosen action's form (any of its commands' kinds opens it).
 */
export const CASH_FLOW_SCREENS: ModuleScreens = {
  module: 'cash-flow',
  forms: {
    discardForEntropy: { component: CashFlowTurnForm, title: (f) => w('sheetEntropy', { power: who(f) }), then: ['selectAction'] },
    selectAction: { component: CashFlowTurnForm, title: actionTitle, then: ACTION_FORM_KINDS },
    ...Object.fromEntries(CASH_FLOW_ACTIONS.flatMap((a) => ACTION_COMMANDS[a]).map((kind) => [kind, actionForm])),
  },
}
