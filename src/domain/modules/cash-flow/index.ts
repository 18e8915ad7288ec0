/** The Cash Flow variant's public face for the presentation layer and tests. */
export * from './data'
export * from './state'
export * from './settings'
export * from './labor'
export type * from './commands'
export { cashFlowModule } from './module'
export { initialCashFlow } from './setup'
export { allOneResource } from './deck'
