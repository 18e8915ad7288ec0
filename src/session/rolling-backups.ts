import { storageErrorMessage } from '@/persistence/errors'
import type { GameRepository } from '@/persistence/game-repository'
import { gameFileOf } from './game-files'
import type { GameSession } from './game-session'

/** A backup after this many accepted actions, or this long after the last one, whichever first. */
export const BACKUP_EVERY_ACTIONS = 25
export const BACKUP_EVERY_MS = 10 * 60 * 1000
/** Backups kept per game: enough to step back past a bad half hour, small in storage. */
export const BACKUPS_KEPT = 5

export interface BackupOptions {
  everyActions?: number
  everyMs?: number
  keep?: number
  now?: () => Date
  /** Runs the backup later, so the tap that triggered it is never slowed. */
  defer?: (task: () => void) => void
  onSaved?: () => void
}

/**
 * Watches an open game and stores its game file now and then. Runs after the session has saved
 * and told the screens, and never throws: a failed backup is reported quietly through `onError`.
 */
export function startRollingBackups(
  session: GameSession,
  repository: GameRepository,
  onError: (message: string) => void,
  options: BackupOptions = {},
): () => void {
  const everyActions = options.everyActions ?? BACKUP_EVERY_ACTIONS
  const everyMs = options.everyMs ?? BACKUP_EVERY_MS
  const now = options.now ?? (() => new Date())
  const defer = options.defer ?? ((task) => void setTimeout(task, 0))
  let actions = 0
  let last = now().getTime()
  let running = false
  let stopped = false

  async function backUp(): Promise<void> {
    if (stopped) return
    running = true
    try {
      const at = now()
      const { text } = gameFileOf(session.log, at)
      await repository.saveBackup(
        { gameId: session.gameId, title: session.state.title, savedAt: at.toISOString(), headSeq: session.headSeq, file: text },
        options.keep ?? BACKUPS_KEPT,
      )
      options.onSaved?.()
    } catch (error) {
      onError(`The automatic backup could not be saved: ${storageErrorMessage(error)}`)
    } finally {
      running = false
    }
  }

  const unsubscribe = session.subscribe(() => {
    actions += 1
    const due = actions >= everyActions || now().getTime() - last >= everyMs
    if (!due || running) return
    actions = 0
    last = now().getTime()
    defer(() => void backUp())
  })
  return () => {
    stopped = true
    unsubscribe()
  }
}
