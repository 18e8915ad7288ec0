import { computed } from 'vue'
import { BACKUP_EVERY_ACTIONS, BACKUP_EVERY_MS } from '@/session/backup-schedule'
import { backupStatus, type BackupStatus } from '@/stores/backup-status'

/** "10:42" today, "Nov 22, 10:42" on another day: when the backup was taken, in the device's clock. */
export function backupTime(savedAt: string, now: Date = new Date()): string {
  const at = new Date(savedAt)
  if (Number.isNaN(at.getTime())) return 'at an unknown time'
  const time = at.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })
  if (at.toDateString() === now.toDateString()) return time
  return `${at.toLocaleDateString(undefined, { month: 'short', day: 'numeric' })}, ${time}`
}

/** One plain line: when the last backup was taken and how many actions came after it. */
export function backupStatusLine(status: BackupStatus, now: Date = new Date()): string {
  const { last, headSeq } = status
  if (last === undefined) return 'Looking for the last backup…'
  if (last === null) {
    return `No backup yet: the app keeps one every ${BACKUP_EVERY_ACTIONS} actions or ${BACKUP_EVERY_MS / 60_000} minutes of play.`
  }
  const since = Math.max(0, headSeq - last.headSeq)
  const ago = since === 0 ? 'nothing since' : since === 1 ? '1 action ago' : `${since} actions ago`
  return `Last backup ${backupTime(last.savedAt, now)}, ${ago}`
}

/** The open game's backup line, or null when no game is open. */
export function useBackupStatus() {
  return computed(() => (backupStatus.value ? backupStatusLine(backupStatus.value) : null))
}
