/**
 * The recent log on a player's phone: newest first, in the same words as the tablet's Log
 * (describeEntry), undone lines struck through. The phone holds only the recent entries: an undo
 * whose target it does not hold says "action N", as the tablet does for a line it has not read.
 */
import { indexEntries, undoneSeqs, type LogEntry } from '../domain/kernel/log'
import { phoneBookWords as w } from './catalogs/phone-books'
import type { GameState } from '../domain/kernel/state'
import { describeEntry } from './describe'

export interface PlayerLogLine {
  seq: number
  at: string
  title: string
  details: string[]
  isUndone: boolean
  /** "Undo", "Redo", "Correction": the tag the tablet's line shows. */
  tag?: string
}

/** The newest `limit` lines, newest first. */
export function playerLog(state: GameState, entries: readonly LogEntry[], limit = 30): PlayerLogLine[] {
  const lookup = indexEntries(entries)
  const undone = undoneSeqs(entries)
  return entries
    .slice(-limit)
    .reverse()
    .map((entry) => {
      const text = describeEntry(entry, state.settings, lookup)
      const kind = entry.command.kind
      const tag = kind === 'undo' ? w('tagUndo') : kind === 'redo' ? w('tagRedo') : text.isCorrection ? w('tagCorrection') : undefined
      return { seq: entry.seq, at: entry.at, title: text.title, details: text.details, isUndone: undone.has(entry.seq), ...(tag ? { tag } : {}) }
    })
}
