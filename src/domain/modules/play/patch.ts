import type { SlicePatchedOf } from '../../kernel/events'
import { patchSlice } from '../../kernel/patch'
import type { PlayPatch, PlayState } from './state'

/** The order of play moved on: the kernel's slice patch on the play slice. */
export type PlayChanged = SlicePatchedOf<'play'>

/** The event that sets `changes` on the play state, remembering each field's old value. */
export function playChanged(play: PlayState, changes: PlayPatch): PlayChanged {
  return patchSlice('play', play, changes)
}

/** `record` with `key` set to `value`, or without `key` when value is undefined. */
export function withEntry<K extends string, V>(record: Partial<Record<K, V>>, key: K, value: V | undefined): Partial<Record<K, V>> {
  const next = { ...record }
  if (value === undefined) delete next[key]
  else next[key] = value
  return next
}
