import type { SlicePatchedOf } from '../../kernel/events'
import type { PowerId } from '../../kernel/ids'
import { patchSlice } from '../../kernel/patch'
import { EMPTY_RECORD, type WarPatch, type WarRecord, type WarState } from './war-state'

/** The war moved on: the kernel's slice patch on the war slice. */
export type WarChanged = SlicePatchedOf<'war'>

/** The event that sets `changes` on the war state, remembering each field's old value. */
export function warChanged(war: WarState, changes: WarPatch): WarChanged {
  return patchSlice('war', war, changes)
}

/** The record map with `power`'s record changed by `change` (numbers added). */
export function addToRecord(war: WarState, power: PowerId, change: Partial<WarRecord>): WarState['record'] {
  const current = war.record[power] ?? EMPTY_RECORD
  const next: WarRecord = { ...current }
  for (const key of Object.keys(change) as (keyof WarRecord)[]) next[key] = current[key] + (change[key] ?? 0)
  return { ...war.record, [power]: next }
}
