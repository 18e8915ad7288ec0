import type { Command, EntryLookup, Fold, LogEntry } from '@/domain'
import type { BatchResult, DispatchResult, GameSession } from '@/session/game-session'

/**
 * What the table host needs of the tablet's open game: its fold and newest entries to publish, a
 * way to hear each commit, and the session's own dispatch for what the banker accepts. The host
 * never writes the log any other way.
 */
export interface HostPort {
  gameId: string
  fold(): Fold
  /** The newest entries read, contiguous up to the head. */
  entries(): readonly LogEntry[]
  lookup: EntryLookup
  /** Reads the whole log (a tablet opening in the middle of a blind bid folds from the start). */
  loadAll(): Promise<void>
  subscribe(listener: () => void): () => void
  dispatch(command: Command): Promise<DispatchResult>
  dispatchAll(commands: readonly Command[]): Promise<BatchResult>
}

export function sessionPort(session: GameSession): HostPort {
  return {
    gameId: session.gameId,
    fold: () => session.currentFold,
    entries: () => session.log,
    lookup: (seq) => session.lookup(seq),
    loadAll: () => session.loadAll(),
    subscribe: (listener) => session.subscribe(listener),
    dispatch: (command) => session.dispatch(command),
    dispatchAll: (commands) => session.dispatchAll(commands),
  }
}
