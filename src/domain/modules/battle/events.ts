import type { WarPatch } from './war-state'

/** The war moved on: the old and new value of every field it touched. */
export interface WarChanged {
  type: 'warChanged'
  from: WarPatch
  to: WarPatch
}

declare module '../../kernel/registry' {
  interface EventRegistry {
    warChanged: WarChanged
  }
}
