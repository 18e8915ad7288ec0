import { computed } from 'vue'
import { BACKUP_EVERY_ACTIONS, BACKUP_EVERY_MS, BACKUPS_KEPT } from '@/session/backup-schedule'
import { backupStatus, type BackupStatus } from '@/stores/backup-status'
import { numberLocale } from '@/presentation/i18n/numbers'
import { safetyWords } from '@/presentation/catalogs/safety'

/** "10:42" today, "Nov 22, 10:42" on another day: when the backup was taken, in the device's clock and the reader's language. */
export function backupTime(savedAt: string, now: Date = new Date()): string {
  const at = new Date(savedAt)
  if (Number.isNaN(at.getTime())) return safetyWords('backupUnknownTime')
  const time = at.toLocaleTimeString(numberLocale(), { hour: '2-digit', minute: '2-digit' })
  if (at.toDateString() === now.toDateString()) return time
  return safetyWords('backupDay', { day: at.toLocaleDateString(numberLocale(), { month: 'short', day: 'numeric' }), time })
}

/** One plain line: when the last backup was taken and how many actions came after it. */
export function backupStatusLine(status: BackupStatus, now: Date = new Date()): string {
  const { last, headSeq } = status
  if (last === undefined) return safetyWords('backupLooking')
  if (last === null) return safetyWords('backupNone', { actions: BACKUP_EVERY_ACTIONS, minutes: BACKUP_EVERY_MS / 60_000 })
  const since = Math.max(0, headSeq - last.headSeq)
  return safetyWords('backupLast', { time: backupTime(last.savedAt, now), n: since }, since)
}

/** How often a backup is taken and how many are kept (the schedule's numbers, in words). */
export function backupScheduleLine(): string {
  return safetyWords('backupSchedule', { actions: BACKUP_EVERY_ACTIONS, minutes: BACKUP_EVERY_MS / 60_000, kept: BACKUPS_KEPT })
}

/** The open game's backup line, or null when no game is open. */
export function useBackupStatus() {
  return computed(() => (backupStatus.value ? backupStatusLine(backupStatus.value) : null))
}
