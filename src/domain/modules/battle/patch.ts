import type { WarChanged } from './events'
import type { PowerId } from '../../kernel/ids'
import { EMPTY_RECORD, type WarPatch, type WarRecord, type WarState } from './war-state'

/** The event that sets `changes` on the war state, remembering each field's old value. */
export function warChanged(war: WarState, changes: WarPatch): WarChanged {
  const from: Record<string, unknown> = {}
  // An absent field is remembered as null: JSON (game files) keeps null but drops undefined.
  for (const key of Object.keys(changes) as (keyof WarState)[]) from[key] = war[key] ?? null
  return { type: 'warChanged', from: from, to: changes }
}

/** The record map with `power`'s record changed by `change` (numbers added). */
export function addToRecord(war: WarState, power: PowerId, change: Partial<WarRecord>): WarState['record'] {
  const current = war.record[power] ?? EMPTY_RECORD
  const next: WarRecord = { ...current }
  for (const key of Object.keys(change) as (keyof WarRecord)[]) next[key] = current[key] + (change[key] ?? 0)
  return { ...war.record, [power]: next }
}
