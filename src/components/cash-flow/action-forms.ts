import type { Component } from 'vue'
import type { CashFlowAction } from '@/domain/modules/cash-flow'
import MarketAction from './actions/MarketAction.vue'
import ProductionAction from './actions/ProductionAction.vue'
import BuildAction from './actions/BuildAction.vue'
import DeploymentAction from './actions/DeploymentAction.vue'
import ResearchAction from './actions/ResearchAction.vue'
import AttackAction from './actions/AttackAction.vue'

/** The form the Turn screen shows once an action is selected: every action has one. */
export const ACTION_FORMS: Readonly<Record<CashFlowAction, Component>> = {
  market: MarketAction,
  production: ProductionAction,
  build: BuildAction,
  deployment: DeploymentAction,
  attack: AttackAction,
  research: ResearchAction,
}
