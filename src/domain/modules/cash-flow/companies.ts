import type { GameEvent } from '../../kernel/events'
import { powerName } from '../../kernel/guards'
import { ok, refuse, type Result } from '../../kernel/result'
import type { GameState } from '../../kernel/state'
import type { OpenCompany } from '../play/commands'
import { CASH_FLOW_RULE } from './data'
import { requireTurn } from './turn'

const OPEN_RULE = `${CASH_FLOW_RULE}, R&D, Discard Decision`

/**
 * Opening a card kept closed: "he may leave it closed by laying it face-down in front of him, he may
 * open it immediately by placing it face-up in front of him with his other open companies". The
 * variant gives a closed card no other way to open and no price, so its owner opens it, free, in
 * his own turn (at any step of it: opening is not one of the six actions) (docs/cash-flow.md, a reading).
 */
export function decideOpenCompanyCashFlow(state: GameState, cmd: OpenCompany): Result<GameEvent[]> {
  const cf = requireTurn(state, cmd.power)
  if (!cf.ok) return cf
  const company = state.powers[cmd.power]!.companies.find((c) => c.id === cmd.companyId)
  if (company === undefined) return refuse('no-company', `That company is not among ${powerName(cmd.power)}'s cards: open one of its own closed cards.`, OPEN_RULE)
  if (company.isOpen) return refuse('no-company', `${company.name} is already open (face up).`, OPEN_RULE)
  return ok([{ type: 'companyChanged', power: cmd.power, from: company, to: { ...company, isOpen: true, wasOpen: true } }])
}
