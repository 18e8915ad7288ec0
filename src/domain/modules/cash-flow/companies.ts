import type { GameEvent } from '../../kernel/events'
import { ok, type Result } from '../../kernel/result'
import type { GameState } from '../../kernel/state'
import type { OpenCompany } from '../play/commands'
import { CASH_FLOW_RULE } from './data'
import { requireTurn } from './turn'
import { cashFlowRefusal } from './refusals'
import { asPower } from '../../kernel/phrase'

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
  if (company === undefined) return cashFlowRefusal('no-company', 'notOwnCard', { power: asPower(cmd.power) }, OPEN_RULE)
  if (company.isOpen) return cashFlowRefusal('no-company', 'alreadyOpen', { company: company.name }, OPEN_RULE)
  return ok([{ type: 'companyChanged', power: cmd.power, from: company, to: { ...company, isOpen: true, wasOpen: true } }])
}
