/**
 * Whether this tab can reach the saved games: 'blocked' while an older tab of the app holds the
 * database open and this tab's upgrade waits for it; 'replaced' once a newer app in another tab
 * has upgraded it and this tab let go. Apart from services.ts (and Dexie) so that the home screen
 * can show it on its first load: its reader (persistence/saved-games-reader.ts) says 'replaced' too.
 */
export type DatabaseStatus = 'ok' | 'blocked' | 'replaced'

let status: DatabaseStatus = 'ok'
const listeners = new Set<(status: DatabaseStatus) => void>()

export function setDatabaseStatus(next: DatabaseStatus): void {
  if (status === next || (status === 'replaced' && next === 'ok')) return
  status = next
  for (const listener of listeners) listener(next)
}

export function databaseStatus(): DatabaseStatus {
  return status
}

/** The status now and at every change; returns the way to stop listening. */
export function watchDatabaseStatus(listener: (status: DatabaseStatus) => void): () => void {
  listeners.add(listener)
  listener(status)
  return () => listeners.delete(listener)
}
