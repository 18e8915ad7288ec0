import type { Component } from 'vue'
import type { CashFlowAction } from '@/domain/modules/cash-flow'
import MarketAction from './actions/MarketAction.vue'

/** The form the Turn panel shows for the action the player whose turn it is selected. */
export const ACTION_FORMS: Partial<Record<CashFlowAction, Component>> = {
  market: MarketAction,
}
