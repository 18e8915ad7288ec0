import type { Component } from 'vue'
import type { CashFlowAction } from '@/domain/modules/cash-flow'
import AttackAction from './actions/AttackAction.vue'

/**
 * The form of each Cash Flow action, shown on the Turn screen once the action is selected. An
 * action with no form here gets one line saying what to do on the board. Each action's helper ADDS
 * its line at the end of the map.
 */
export const ACTION_FORMS: Partial<Record<CashFlowAction, Component>> = {
  attack: AttackAction,
}
