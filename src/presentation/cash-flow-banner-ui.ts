/**
 * The Cash Flow banner's buttons: what the rules say is due (`dueNow`, through the module's due),
 * ordered for the table. Once an action is chosen, the rules allow both its form and the end of the
 * turn; until something of the action is sent the big button opens the form (ending would skip the
 * action in one tap of the biggest button on screen), then it ends the turn and the form stays a
 * tap away. Wording only.
 */
import type { LogEntry } from '../domain/kernel/log'
import type { GameState } from '../domain/kernel/state'
import { dueNow } from '../domain/next-action'
import { bannerActions, type BannerActions } from './banner-actions'
import { cfBannerWords as w } from './catalogs/cf-banner'
import { cfActionName } from './catalogs/cf-turn'
import { powerName } from './catalogs/powers'
import { moduleDueLabel } from './module-due-words'
import { nothingSentSinceAction } from './cash-flow-turn-ui'

/** `lastInEffect`: the newest line still in effect (the top of the fold's applied stack). */
export function cashFlowBannerActions(state: GameState, lastInEffect: LogEntry | undefined): BannerActions {
  const due = dueNow(state)
  const turn = state.cashFlow?.turn
  if (due?.kind !== 'module' || !due.command || !due.form || !turn?.action) return bannerActions(state)
  const action = turn.action
  const form = due.form
  if (nothingSentSinceAction(lastInEffect, turn.power)) {
    return {
      primary: { label: w(action, { power: powerName(turn.power) }), id: 'primary-module', form },
      secondary: [{ label: w('endIdle'), id: 'banner-end-idle', command: due.command }],
    }
  }
  return {
    primary: { label: moduleDueLabel(state, due), id: 'primary-module', command: due.command },
    secondary: [{ label: w('actionForm', { action: cfActionName(action) }), id: 'banner-action-form', form }],
  }
}
