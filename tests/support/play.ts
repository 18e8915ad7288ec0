import { applyEntry, decide, decideRedo, decideUndo, emptyFold, indexEntries, type Fold, type LogEntry, type PowerId } from '@/domain'
import type { Step } from './arbitraries'
import { entry, mustDecide, standardStart } from './games'

/** Plays steps through the pure core, as the session does, recording every state seen. */
export function play(powers: PowerId[], steps: Step[], guided = false) {
  const entries: LogEntry[] = []
  const fold: Fold = emptyFold()
  const lookup = (seq: number) => entries[seq - 1]
  const add = (e: LogEntry) => {
    entries.push(e)
    applyEntry(fold, e, lookup)
  }
  const start = { ...standardStart(powers), guided }
  add(entry(1, start, mustDecide(fold.state, start)))
  const observations: { step: Step; before: Fold['state']; after: Fold['state']; accepted: boolean }[] = []
  for (const step of steps) {
    const before = fold.state
    let accepted = false
    if (step.tap === 'command') {
      const result = decide(fold.state, step.command)
      if (result.ok) {
        add(entry(entries.length + 1, step.command, result.value))
        accepted = true
      }
    } else {
      const result = step.tap === 'undo' ? decideUndo(fold) : decideRedo(fold)
      if (result.ok) {
        add(entry(entries.length + 1, result.value, []))
        accepted = true
      }
    }
    observations.push({ step, before, after: fold.state, accepted })
  }
  return { entries, fold, observations, lookup: indexEntries(entries) }
}
