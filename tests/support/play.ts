import { expect } from 'vitest'
import { applyEntry, decide, decideRedo, decideUndo, emptyFold, indexEntries, type Fold, type LogEntry, type PowerId } from '@/domain'
import type { Step } from './arbitraries'
import { entry, mustDecide, standardStart } from './games'

/** Plays steps through the pure core, as the session does, recording every state seen; `modules` switches optional rule modules on. */
export function play(powers: PowerId[], steps: Step[], guided = false, modules: string[] = []) {
  const entries: LogEntry[] = []
  const fold: Fold = emptyFold()
  const lookup = (seq: number) => entries[seq - 1]
  const add = (e: LogEntry) => {
    entries.push(e)
    applyEntry(fold, e, lookup)
  }
  const ruleset = modules.length > 0 ? { ruleset: { economy: 'price-index' as const, sequence: guided ? ('guided' as const) : ('bookkeeping' as const), modules } } : {}
  const start = { ...standardStart(powers), guided, ...ruleset }
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

/**
 * The log's two promises over a played game: a refused step leaves the very same state, and an
 * undo restores exactly the state before the step it takes back.
 */
export function expectRefusalsInertAndUndoExact(observations: ReturnType<typeof play>['observations']): void {
  const history: Fold['state'][] = []
  for (const o of observations) {
    if (!o.accepted) expect(o.after).toBe(o.before)
    else if (o.step.tap === 'undo') expect(o.after).toEqual(history.pop())
    else history.push(o.before)
  }
}
