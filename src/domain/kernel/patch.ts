import type { SlicePatch, SlicePatchedOf } from './events'
import type { SliceId, SliceRegistry } from './registry'

/**
 * The event that sets `changes` on a module's slice, remembering each touched field's old value.
 * An absent field is remembered as null: JSON (game files) keeps null but drops undefined.
 */
export function patchSlice<S extends SliceId>(slice: S, current: SliceRegistry[S], changes: Partial<SliceRegistry[S]>): SlicePatchedOf<S> {
  const from: Record<string, unknown> = {}
  for (const key of Object.keys(changes)) from[key] = (current as unknown as Record<string, unknown>)[key] ?? null
  return { type: 'slicePatched', slice, from: from as SlicePatch<S>, to: changes }
}
