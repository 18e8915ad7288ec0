import { oneOf, settingsSpec, withDefaults } from '../../kernel/setting-fields'

/**
 * Readings where the variant is silent and groups differ (docs/cash-flow.md):
 * - leader ties: "Two (2) points are scored for the player with the most mineral production"; a tie
 *   for the most scores 2 for each tied player ('shared', default) or for nobody ('none').
 * - entropy start: "the entropy process is ignored on the first turn of the game": the game's very
 *   first turn ('first-turn', default: the token is held from the second turn on) or every player's
 *   first turn ('first-round').
 * - loans: "If a player wishes to borrow money, he must convince another player to lend it to him"
 *   (Game Overview, tied to no action): money alone changes hands between two powers at any moment
 *   of play ('any-time', default), or only in the Market action of the power whose turn it is, as
 *   a Direct Trade ('market-action').
 * - withdrawals: "offer any resource units he has for sale by deleting them from his supply center",
 *   then "adjust the price (up or down)"; the text has no way back, so an ask stays on the market
 *   until bought ('never', default), or the seller may take units back into room in his rows in his
 *   Market action ('to-row': 12 more units stored, free, at any time).
 * A game started before a reading existed keeps the one it was played with (LEGACY_CASH_FLOW_SETTINGS).
 */
export const LEADER_TIE_READINGS = ['shared', 'none'] as const
export const ENTROPY_START_READINGS = ['first-turn', 'first-round'] as const
export const LOAN_READINGS = ['any-time', 'market-action'] as const
export const WITHDRAW_READINGS = ['never', 'to-row'] as const
export type LeaderTies = (typeof LEADER_TIE_READINGS)[number]
export type EntropyIgnored = (typeof ENTROPY_START_READINGS)[number]
export type CashFlowLoans = (typeof LOAN_READINGS)[number]
export type CashFlowWithdraw = (typeof WITHDRAW_READINGS)[number]

declare module '../../kernel/settings' {
  interface GameSettings {
    cashFlowLeaderTies?: LeaderTies
    cashFlowEntropyIgnored?: EntropyIgnored
    cashFlowLoans?: CashFlowLoans
    cashFlowWithdraw?: CashFlowWithdraw
  }
}

export const DEFAULT_CASH_FLOW_SETTINGS = { cashFlowLeaderTies: 'shared', cashFlowEntropyIgnored: 'first-turn', cashFlowLoans: 'any-time', cashFlowWithdraw: 'never' } as const

/** The readings of a game started before issue 26, which stored neither: what the app then did. */
export const LEGACY_CASH_FLOW_SETTINGS = { cashFlowLoans: 'market-action', cashFlowWithdraw: 'to-row' } as const

export const cashFlowSettings = settingsSpec(
  [
    oneOf('cashFlowLeaderTies', 'A tie for the most production', LEADER_TIE_READINGS, 'every tied player scores, or nobody'),
    oneOf('cashFlowEntropyIgnored', 'When entropy starts', ENTROPY_START_READINGS, 'from the game’s second turn, or once everyone has had a turn'),
    oneOf('cashFlowLoans', 'When a player may borrow from another', LOAN_READINGS, 'at any time, or in the Market action'),
    oneOf('cashFlowWithdraw', 'Taking back units offered on the market', WITHDRAW_READINGS, 'never, or into room in the rows'),
  ],
  withDefaults(DEFAULT_CASH_FLOW_SETTINGS),
)

/** A game's readings (the defaults when a game file predates one). */
export function cashFlowSettingsOf(settings: {
  cashFlowLeaderTies?: LeaderTies
  cashFlowEntropyIgnored?: EntropyIgnored
  cashFlowLoans?: CashFlowLoans
  cashFlowWithdraw?: CashFlowWithdraw
}): { ties: LeaderTies; entropy: EntropyIgnored; loans: CashFlowLoans; withdraw: CashFlowWithdraw } {
  return {
    ties: settings.cashFlowLeaderTies ?? DEFAULT_CASH_FLOW_SETTINGS.cashFlowLeaderTies,
    entropy: settings.cashFlowEntropyIgnored ?? DEFAULT_CASH_FLOW_SETTINGS.cashFlowEntropyIgnored,
    loans: settings.cashFlowLoans ?? LEGACY_CASH_FLOW_SETTINGS.cashFlowLoans,
    withdraw: settings.cashFlowWithdraw ?? LEGACY_CASH_FLOW_SETTINGS.cashFlowWithdraw,
  }
}
