/**
 * When a rolling backup is due. Its own small module: the safety sheet (home screen too) names
 * the schedule without pulling the game-file code and the rules core into the first load.
 */

/** A backup after this many accepted actions, or this long after the last one, whichever first. */
export const BACKUP_EVERY_ACTIONS = 25
export const BACKUP_EVERY_MS = 10 * 60 * 1000
/** Backups kept per game: enough to step back past a bad half hour, small in storage. */
export const BACKUPS_KEPT = 5

/** What the schedule counts from: the newest backup's head and time, or the game's start. */
export interface BackupBaseline {
  headSeq: number
  atMs: number
}

/**
 * Whether a backup is due: enough actions since the baseline, or at least one action and enough
 * time. Counted from what is stored, never from this page's life, so reloads cannot reset it.
 */
export function isBackupDue(headSeq: number, baseline: BackupBaseline, nowMs: number, everyActions: number, everyMs: number): boolean {
  const actions = headSeq - baseline.headSeq
  if (actions <= 0) return false
  return actions >= everyActions || nowMs - baseline.atMs >= everyMs
}
