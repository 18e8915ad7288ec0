/**
 * The big button's words for what an optional module has due (`dueNow`'s 'module' kind), in the
 * reader's language. The rules name the step by the command or form they carry; each module's
 * wording is keyed by that kind, as the log's is in module-wording.ts. A kind not here shows the
 * rules' English label.
 */
import type { Command } from '../domain/kernel/commands'
import type { DueForm } from '../domain/kernel/module'
import type { GameState } from '../domain/kernel/state'
import { cardName } from '../domain/modules/warlords/due'
import { warlordsWords as w } from './catalogs/warlords'
import { cfBannerWords as cf } from './catalogs/cf-banner'
import { cfActionName } from './catalogs/cf-turn'
import { powerName } from './catalogs/powers'

type Due = { label: string; command?: Command; form?: DueForm }
type DueWording = (state: GameState, due: Due) => string

/** The company whose bids close: named by the command, or by the form when the winner is short. */
const closingCard = (due: Due): string | undefined => (due.command?.kind === 'closeNeutralCardBids' ? due.command.companyId : (due.form?.fields.companyId as string | undefined))

const MODULE_DUE_WORDING: Readonly<Record<string, DueWording>> = {
  noteClientList: () => w('dueClientList'),
  setUpNeutralZones: () => w('dueSetUp'),
  closeNeutralCardBids: (state, due) => w('dueCloseBids', { card: cardName(state, closingCard(due) ?? '') }),
  rollSellingPosition: () => w('dueSellingRoll'),
  // Cash Flow: the turn's power, from the rules' state (the due's English label names it too).
  discardForEntropy: (state, due) => cfDue(state, due, 'dueEntropy'),
  selectAction: (state, due) => cfDue(state, due, 'dueChoose'),
  endCashFlowTurn: (state, due) => cfDue(state, due, 'dueEnd'),
}

function cfDue(state: GameState, due: Due, key: 'dueEntropy' | 'dueChoose' | 'dueEnd'): string {
  const turn = state.cashFlow?.turn
  if (!turn) return due.label
  return cf(key, { power: powerName(turn.power), action: turn.action ? cfActionName(turn.action) : '' })
}

export function moduleDueLabel(state: GameState, due: Due): string {
  const kind = due.command?.kind ?? due.form?.kind
  const word = kind === undefined ? undefined : MODULE_DUE_WORDING[kind]
  return word ? word(state, due) : due.label
}
