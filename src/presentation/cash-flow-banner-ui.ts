/**
 * The Cash Flow banner's buttons: what the rules say is due (`dueNow`, through the module's due),
 * ordered for the table. Once an action is chosen, the rules allow both its form and the end of the
 * turn; until something of the action is sent the big button opens the form (ending would skip the
 * action in one tap of the biggest button on screen), then it ends the turn and the form stays a
 * tap away. Wording only.
 */
import type { LogEntry } from '../domain/kernel/log'
import type { GameState } from '../domain/kernel/state'
import { SUPERPOWERS } from '../domain/kernel/superpowers'
import { ACTION_NAMES, type CashFlowAction } from '../domain/modules/cash-flow'
import { dueNow } from '../domain/next-action'
import { bannerActions, type BannerActions } from './banner-actions'
import { nothingSentSinceAction } from './cash-flow-turn-ui'

/** What the big button says for the form of each action: "USA: produce". */
export const ACTION_VERBS: Readonly<Record<CashFlowAction, string>> = {
  production: 'produce',
  build: 'build',
  market: 'trade on the market',
  deployment: 'deploy',
  attack: 'attack',
  research: 'draw R&D cards',
}

/** `lastInEffect`: the newest line still in effect (the top of the fold's applied stack). */
export function cashFlowBannerActions(state: GameState, lastInEffect: LogEntry | undefined): BannerActions {
  const due = dueNow(state)
  const turn = state.cashFlow?.turn
  if (due?.kind !== 'module' || !due.command || !due.form || !turn?.action) return bannerActions(state)
  const action = turn.action
  const form = due.form
  if (nothingSentSinceAction(lastInEffect, turn.power)) {
    return {
      primary: { label: `${SUPERPOWERS[turn.power].name}: ${ACTION_VERBS[action]}`, id: 'primary-module', form },
      secondary: [{ label: 'End the turn, nothing done', id: 'banner-end-idle', command: due.command }],
    }
  }
  return {
    primary: { label: due.label, id: 'primary-module', command: due.command },
    secondary: [{ label: `${ACTION_NAMES[action]} form`, id: 'banner-action-form', form }],
  }
}
