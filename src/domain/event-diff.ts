import type { GameEvent } from './kernel/registry'

/**
 * Where a file's events first part from what the rules decide, in words a person can check
 * against the log: its moneyTransferred event has “amount” = “5000” in the file; the rules give “500”.
 * Assumes the two lists differ (the caller compared them).
 */
export function firstDifference(decided: readonly GameEvent[], stored: readonly GameEvent[]): string {
  const count = Math.max(decided.length, stored.length)
  for (let i = 0; i < count; i += 1) {
    const want = decided[i]
    const got = stored[i]
    if (want === undefined) return `the file adds a “${typeName(got)}” event the rules do not decide`
    if (got === undefined) return `the file leaves out the ${want.type} event the rules decide`
    if (typeName(got) !== want.type) return `event ${i + 1} is “${typeName(got)}” in the file where the rules decide ${want.type}`
    const path = firstPath(want, got, '')
    if (path !== undefined) {
      // Values (even the rules' ones, which copy the command) come from the file: quoted, never the app's words.
      return `its ${want.type} event has “${path.path}” = “${shown(path.got)}” in the file; the rules give “${shown(path.want)}”`
    }
  }
  return 'its events differ from what the rules decide'
}

interface PathDifference {
  path: string
  want: unknown
  got: unknown
}

/** The first field (depth first, in the rules' key order) where the two values differ. */
function firstPath(want: unknown, got: unknown, path: string): PathDifference | undefined {
  if (Array.isArray(want) && Array.isArray(got)) {
    for (let i = 0; i < Math.max(want.length, got.length); i += 1) {
      const inner = firstPath(want[i], got[i], `${path}[${i}]`)
      if (inner) return inner
    }
    return undefined
  }
  if (isRecord(want) && isRecord(got)) {
    const keys = [...new Set([...Object.keys(want), ...Object.keys(got)])]
    for (const key of keys) {
      const inner = firstPath(want[key], got[key], path === '' ? key : `${path}.${key}`)
      if (inner) return inner
    }
    return undefined
  }
  return Object.is(want, got) ? undefined : { path, want, got }
}

function shown(value: unknown): string {
  if (value === undefined) return 'nothing'
  const text = JSON.stringify(value)
  return text.length > 60 ? `${text.slice(0, 57)}...` : text
}

function typeName(event: unknown): string {
  return isRecord(event) && typeof event.type === 'string' ? event.type.slice(0, 40) : 'malformed'
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
