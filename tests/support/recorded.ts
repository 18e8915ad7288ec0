import { applyEntry, CURRENT_RULES_EDITION, decide, decideRedo, decideUndo, emptyFold, EVENT_SCHEMA_VERSION, type Command, type GameState, type LogEntry, type PowerId } from '@/domain'
import { mustDecide, standardStart } from './games'

/**
 * A guided game (or a bookkeeping one) whose log is kept, shaped like `guidedGame` so `playTo` can
 * drive it; entries carry distinct times a minute apart and today's rules edition, as a real game's would.
 */
export function recordedGuidedGame(powers: PowerId[] = ['usa', 'ussr', 'europe'], gameId = 'golden-1', guided = true) {
  const entries: LogEntry[] = []
  const fold = emptyFold()
  const lookup = (seq: number) => entries[seq - 1]
  const add = (command: LogEntry['command'], events: LogEntry['events']) => {
    const seq = entries.length + 1
    const at = new Date(Date.UTC(2026, 10, 22, 19, 0) + seq * 60_000).toISOString()
    const e: LogEntry = { gameId, seq, v: EVENT_SCHEMA_VERSION, rules: CURRENT_RULES_EDITION, at, actor: 'banker', command, events }
    entries.push(e)
    applyEntry(fold, e, lookup)
  }
  const start = { ...standardStart(powers, gameId), title: 'Golden game', guided }
  add(start, mustDecide(fold.state, start))
  return {
    entries,
    get state(): GameState {
      return fold.state
    },
    do(command: Command): GameState {
      add(command, mustDecide(fold.state, command))
      return fold.state
    },
    refuse(command: Command) {
      const result = decide(fold.state, command)
      if (result.ok) throw new Error(`accepted: ${command.kind}`)
      return result.refusal
    },
    undo(): void {
      const r = decideUndo(fold)
      if (!r.ok) throw new Error(r.refusal.message)
      add(r.value, [])
    },
    redo(): void {
      const r = decideRedo(fold)
      if (!r.ok) throw new Error(r.refusal.message)
      add(r.value, [])
    },
  }
}
