import type { GameEvent } from '../../kernel/events'
import type { LegacyReading } from '../../kernel/module'
import type { GameState } from '../../kernel/state'

/** The settings version 2 writes that version 1's setups did not hold. */
const NEW_SETTINGS = ['cashFlowLoans', 'cashFlowWithdraw'] as const

/** Whether the rules decide as version 1 did (an old entry being checked: see CASH_FLOW_V1). */
export function isV1(state: GameState): boolean {
  return state.cashFlow?.reading === 1
}

/**
 * Cash Flow version 1 (editions 2 and 3): a blockade or siege outlived the navies that made it and
 * a power with no navy could declare one; only attackers were counted against "one combat round
 * per turn"; a power eliminated kept its blockades, sieges and L-stars, and when it went out in
 * its own turn the turn passed to the first seat. An older entry is checked as version 1 decided
 * it: today's deciders, told (`reading: 1`, never stored) to decide the old way.
 */
export const CASH_FLOW_V1: LegacyReading = {
  note: 'before blockades fell with their navies, defenders fought once a turn and a power out of the game lost its blockades and L-stars (issue 26)',
  decide(state, command, today) {
    const cf = state.cashFlow
    if (cf === undefined) return undefined
    return today({ ...state, cashFlow: { ...cf, reading: 1 } }, command)
  },
  // A Cash Flow setup of version 1 wrote neither loans nor withdrawals (the game reads them as it
  // was played: LEGACY_CASH_FLOW_SETTINGS); today's values are kept where the stored event has them.
  align(decided, stored) {
    const old = stored.find((e) => e.type === 'gameStarted')
    if (old?.type !== 'gameStarted' || old.cashFlow === undefined) return [...decided]
    return decided.map((e): GameEvent => {
      if (e.type !== 'gameStarted') return e
      const settings: Record<string, unknown> = { ...e.settings }
      for (const key of NEW_SETTINGS) if (!(key in old.settings)) delete settings[key]
      return { ...e, settings: settings as unknown as typeof e.settings }
    })
  },
}
