export * from './war-state'
export * from './commands'
export * from './odds'
export { unitsRemoved } from './conventional'
