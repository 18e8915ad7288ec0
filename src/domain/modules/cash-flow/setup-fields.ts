import type { StartGame } from '../setup/commands'
import { COMPANY_FIELDS, powerLabel, refuseOpenMode, refuseStrayFields, refuseStrayItems, refuseUnguided, SETUP_SHELL } from '../setup/fields'
import { RESOURCES } from '../../kernel/ids'
import type { Result } from '../../kernel/result'

const GAME = 'A Cash Flow game'
const SETUP = 'a Cash Flow game’s setup'

/**
 * Every field of a Cash Flow setup (see setup/fields.ts): the shell and the variant's deal, no
 * market dice or card-game setup; each power's name only (its deal is in `cashFlow.powers`).
 */
export function refuseCashFlowStrayFields(cmd: StartGame): Result<never> | undefined {
  const deal = cmd.cashFlow
  const dealt = Array.isArray(deal?.powers) ? deal.powers : []
  return (
    refuseStrayFields(cmd, [...SETUP_SHELL, 'cashFlow'], 'The setup', SETUP) ??
    refuseOpenMode(cmd, GAME) ??
    refuseUnguided(cmd, GAME) ??
    refuseStrayItems(cmd.powers, ['id', 'player'], powerLabel, SETUP) ??
    refuseStrayFields(deal, ['powers', 'entropyHolder', 'thirds', 'faceUp', 'techDealt'], 'The Cash Flow deal', SETUP) ??
    refuseStrayItems(deal?.faceUp, COMPANY_FIELDS, (_, i) => `The face-up card ${i + 1}`, SETUP) ??
    refuseStrayItems(dealt, ['id', 'companies', 'resources', 'armies', 'navies'], (p, i) => `${powerLabel(p, i)} in the deal`, SETUP) ??
    dealt.reduce<Result<never> | undefined>(
      (found, p, i) =>
        found ??
        refuseStrayFields(p?.resources, RESOURCES, `${powerLabel(p, i)} (its resource units)`, SETUP) ??
        refuseStrayItems(p?.companies, COMPANY_FIELDS, (_, n) => `${powerLabel(p, i)} (its card ${n + 1})`, SETUP),
      undefined,
    )
  )
}
