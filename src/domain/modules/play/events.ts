import type { PlayPatch } from './state'

/** The order of play moved on: the old and new value of every field it touched. */
export interface PlayChanged {
  type: 'playChanged'
  from: PlayPatch
  to: PlayPatch
}

declare module '../../kernel/registry' {
  interface EventRegistry {
    playChanged: PlayChanged
  }
}
