import type { PlayChanged } from './events'
import type { PlayPatch, PlayState } from './state'

/** The event that sets `changes` on the play state, remembering each field's old value. */
export function playChanged(play: PlayState, changes: PlayPatch): PlayChanged {
  const from: Record<string, unknown> = {}
  // An absent field is remembered as null: JSON (game files) keeps null but drops undefined.
  for (const key of Object.keys(changes) as (keyof PlayState)[]) from[key] = play[key] ?? null
  return { type: 'playChanged', from: from, to: changes }
}

/** `record` with `key` set to `value`, or without `key` when value is undefined. */
export function withEntry<K extends string, V>(record: Partial<Record<K, V>>, key: K, value: V | undefined): Partial<Record<K, V>> {
  const next = { ...record }
  if (value === undefined) delete next[key]
  else next[key] = value
  return next
}
