import type { SettingsSpec } from '../../kernel/module'
import { ok, refuse } from '../../kernel/result'

/**
 * Readings where the variant is silent and groups differ (README, "Variant: Cash Flow"):
 * - leader ties: "Two (2) points are scored for the player with the most mineral production"; a tie
 *   for the most scores 2 for each tied player ('shared', default) or for nobody ('none').
 * - entropy start: "the entropy process is ignored on the first turn of the game": the game's very
 *   first turn ('first-turn', default: the token is held from the second turn on) or every player's
 *   first turn ('first-round').
 */
export const LEADER_TIE_READINGS = ['shared', 'none'] as const
export const ENTROPY_START_READINGS = ['first-turn', 'first-round'] as const
export type LeaderTies = (typeof LEADER_TIE_READINGS)[number]
export type EntropyIgnored = (typeof ENTROPY_START_READINGS)[number]

declare module '../../kernel/settings' {
  interface GameSettings {
    cashFlowLeaderTies?: LeaderTies
    cashFlowEntropyIgnored?: EntropyIgnored
  }
}

export const DEFAULT_CASH_FLOW_SETTINGS = { cashFlowLeaderTies: 'shared', cashFlowEntropyIgnored: 'first-turn' } as const

export const cashFlowSettings: SettingsSpec = {
  read(input) {
    const ties = input.cashFlowLeaderTies ?? DEFAULT_CASH_FLOW_SETTINGS.cashFlowLeaderTies
    const entropy = input.cashFlowEntropyIgnored ?? DEFAULT_CASH_FLOW_SETTINGS.cashFlowEntropyIgnored
    if (!(LEADER_TIE_READINGS as readonly unknown[]).includes(ties)) {
      return refuse('bad-settings', 'Choose who scores a tie for the most production: every tied player, or nobody.')
    }
    if (!(ENTROPY_START_READINGS as readonly unknown[]).includes(entropy)) {
      return refuse('bad-settings', "Choose when entropy starts: from the game's second turn, or once everyone has had a turn.")
    }
    return ok({ cashFlowLeaderTies: ties as LeaderTies, cashFlowEntropyIgnored: entropy as EntropyIgnored })
  },
}

/** A game's readings (the defaults when a game file predates one). */
export function cashFlowSettingsOf(settings: { cashFlowLeaderTies?: LeaderTies; cashFlowEntropyIgnored?: EntropyIgnored }): { ties: LeaderTies; entropy: EntropyIgnored } {
  return {
    ties: settings.cashFlowLeaderTies ?? DEFAULT_CASH_FLOW_SETTINGS.cashFlowLeaderTies,
    entropy: settings.cashFlowEntropyIgnored ?? DEFAULT_CASH_FLOW_SETTINGS.cashFlowEntropyIgnored,
  }
}
