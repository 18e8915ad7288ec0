import { EVENT_SCHEMA_VERSION, type LogEntry } from './kernel/log'
import type { GameEvent } from './kernel/registry'
import type { SliceId } from './kernel/registry'

/**
 * Stored entries are never rewritten: an entry written by an older log schema is brought to the
 * current one each time it is read (a saved game opened, a game file or backup imported). Pure.
 *
 * Version 1 → 2: the play and war patches became the kernel's one slice patch.
 *   { type: 'playChanged', from, to } → { type: 'slicePatched', slice: 'play', from, to }
 *   { type: 'warChanged', from, to }  → { type: 'slicePatched', slice: 'war', from, to }
 * and a field the patch sets but `from` lacks is remembered as null (absent), as version 1 entries
 * written before that rule lost it (JSON drops undefined) and their undo would not clear it.
 */
const V1_SLICE_EVENTS: Readonly<Record<string, SliceId>> = { playChanged: 'play', warChanged: 'war' }

/** One event as version 1 stored it, in the version 2 shape. Anything else is left as it is. */
export function upcastV1Event(event: unknown): unknown {
  if (typeof event !== 'object' || event === null || Array.isArray(event)) return event
  const { type, ...rest } = event as Record<string, unknown>
  const slice = typeof type === 'string' && Object.hasOwn(V1_SLICE_EVENTS, type) ? V1_SLICE_EVENTS[type] : undefined
  if (slice === undefined) return event
  return { type: 'slicePatched', slice, ...rest, ...absentAsNull(rest.from, rest.to) }
}

/** `from` with null for each key of `to` it lacks; a damaged patch is left for the replay to refuse. */
function absentAsNull(from: unknown, to: unknown): { from?: unknown } {
  if (!isRecord(from) || !isRecord(to)) return {}
  const missing = Object.keys(to).filter((key) => !Object.hasOwn(from, key))
  if (missing.length === 0) return {}
  return { from: { ...from, ...Object.fromEntries(missing.map((key) => [key, null])) } }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * The entry in the current schema. An entry already current, or from a newer app (which the
 * caller refuses), comes back as it is; an older one comes back as a new object at the current
 * version, the stored one untouched.
 */
export function upcastEntry(entry: LogEntry): LogEntry {
  if (entry.v >= EVENT_SCHEMA_VERSION) return entry
  const events = (entry.events as readonly unknown[]).map(upcastV1Event) as GameEvent[]
  return { ...entry, v: EVENT_SCHEMA_VERSION, events }
}

export function upcastEntries(entries: readonly LogEntry[]): LogEntry[] {
  return entries.map(upcastEntry)
}
