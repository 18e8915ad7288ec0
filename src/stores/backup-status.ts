import { shallowRef } from 'vue'
import type { BackupMark } from '@/persistence/database'

/** The open game's newest backup (null: none yet; undefined: not read yet) and its head now. */
export interface BackupStatus {
  last: BackupMark | null | undefined
  headSeq: number
}

/**
 * Set by the game store, read by the safety sheet. A module of its own (like save-activity) so
 * the sheet, which the home screen also shows, does not pull the rules core into the first load.
 */
export const backupStatus = shallowRef<BackupStatus | null>(null)
