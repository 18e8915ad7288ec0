import type { BackupMark } from '@/persistence/database'
import { englishPhrase, type Phrase } from '@/domain/kernel/phrase'
import { storagePhrase } from '@/domain/storage-refusals'
import { storageErrorPhrase } from '@/persistence/errors'
import type { GameRepository } from '@/persistence/game-repository'
import { gameFileTextInPages, idleMoment, type FilePages } from './game-files'
import type { GameSession } from './game-session'
import { BACKUP_EVERY_ACTIONS, BACKUP_EVERY_MS, BACKUPS_KEPT, isBackupDue, type BackupBaseline } from './backup-schedule'

export type { BackupMark }

export interface BackupOptions {
  everyActions?: number
  everyMs?: number
  keep?: number
  now?: () => Date
  /** Runs the backup later, so the tap that triggered it is never slowed (default: when idle). */
  defer?: (task: () => Promise<void>) => void
  /** Between two pages of a long game's file (default: the browser's next idle moment). */
  pause?: () => Promise<void>
  /** The newest stored backup, once read on open and after each backup (null: none yet). */
  onStatus?: (last: BackupMark | null) => void
  onSaved?: () => void
}

export { BACKUP_EVERY_ACTIONS, BACKUP_EVERY_MS, BACKUPS_KEPT, isBackupDue, type BackupBaseline }

/** The baseline for a game with no backup: its setup entry (the first line is not an action). */
function gameStart(session: GameSession, fallbackMs: number): BackupBaseline {
  const first = session.lookup(1)
  const at = first ? Date.parse(first.at) : NaN
  return { headSeq: first?.seq ?? 0, atMs: Number.isFinite(at) ? at : fallbackMs }
}

function baselineOf(mark: BackupMark): BackupBaseline {
  return { headSeq: mark.headSeq, atMs: Date.parse(mark.savedAt) }
}

/**
 * Watches an open game and stores its game file now and then. The count starts from the newest
 * stored backup (read first, so a backup that is due is taken as soon as the game opens). Runs
 * after the session has saved and told the screens, and never throws: a failed backup is
 * reported quietly through `onError`.
 */
export function startRollingBackups(
  session: GameSession,
  repository: GameRepository,
  onError: (message: string, phrase: Phrase) => void,
  options: BackupOptions = {},
): () => void {
  const everyActions = options.everyActions ?? BACKUP_EVERY_ACTIONS
  const everyMs = options.everyMs ?? BACKUP_EVERY_MS
  const now = options.now ?? (() => new Date())
  const defer = options.defer ?? ((task) => void idleMoment().then(task))
  const pause = options.pause ?? idleMoment
  /** The game file's full pages, kept from one backup to the next: only new entries are read. */
  const pages: FilePages = { full: new Map() }
  /** Unknown until the newest backup has been read: nothing is taken before then. */
  let baseline: BackupBaseline | undefined
  let running = false
  let stopped = false
  /** The problem in English, and as a phrase for the screens. */
  const report = (phrase: Phrase): void => onError(englishPhrase(phrase), phrase)

  async function backUp(): Promise<void> {
    if (stopped) {
      running = false
      return
    }
    try {
      const at = now()
      // Read from storage, a page at a time (the session holds only a long game's newest entries).
      // The head is the file's own, as taps may be saved while the log is read.
      const { text, headSeq } = await gameFileTextInPages(repository, session.gameId, at, pause, pages)
      const newest = await repository.saveBackup(
        { gameId: session.gameId, title: session.state.title, savedAt: at.toISOString(), headSeq, file: text },
        options.keep ?? BACKUPS_KEPT,
      )
      baseline = baselineOf(newest)
      options.onStatus?.(newest)
      options.onSaved?.()
    } catch (error) {
      report(storagePhrase('backupNotSaved', { reason: { phrase: storageErrorPhrase(error, 'backup') } }))
    } finally {
      running = false
    }
  }

  function check(): void {
    if (stopped || running || baseline === undefined) return
    if (!isBackupDue(session.headSeq, baseline, now().getTime(), everyActions, everyMs)) return
    running = true
    defer(backUp)
  }

  void repository.latestBackup(session.gameId).then(
    (mark) => {
      baseline = mark ? baselineOf(mark) : gameStart(session, now().getTime())
      options.onStatus?.(mark ?? null)
      check()
    },
    (error: unknown) => {
      baseline = gameStart(session, now().getTime())
      report(storagePhrase('backupsNotRead', { reason: { phrase: storageErrorPhrase(error, 'backup') } }))
    },
  )
  const unsubscribe = session.subscribe(check)
  return () => {
    stopped = true
    unsubscribe()
  }
}
