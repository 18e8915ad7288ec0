import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { applyEntry, cloneFold, foldEntries, type EntryCommand, type Fold, type LogEntry } from '@/domain'
import { decideUndoTo, previewUndoTo, redoAllTargets } from '@/domain'
import { historyRows } from '@/presentation'
import { powersArb, stepArb } from '../support/arbitraries'
import { entry } from '../support/games'
import { play } from '../support/play'

const RUNS = { numRuns: 150 }

/** Appends entries for `commands` to a copy of the log and its fold, as the session would. */
function appendAll(entries: LogEntry[], fold: Fold, commands: EntryCommand[]): { entries: LogEntry[]; fold: Fold } {
  const log = [...entries]
  const next = cloneFold(fold)
  const lookup = (seq: number) => log[seq - 1]
  for (const command of commands) {
    const e = entry(log.length + 1, command, [])
    log.push(e)
    applyEntry(next, e, lookup)
  }
  return { entries: log, fold: next }
}

describe('Undo to here over random play', () => {
  it('gives exactly the state folded from the entries before the line, and redo-all restores the exact state', () => {
    fc.assert(
      fc.property(powersArb, fc.array(stepArb, { maxLength: 60 }), fc.nat(), fc.boolean(), (powers, steps, pick, guided) => {
        const { entries, fold, lookup } = play(powers, steps, guided)
        const seq = fold.applied[pick % fold.applied.length]!
        const decided = decideUndoTo(fold, seq)
        if (seq === 1) {
          expect(decided.ok).toBe(false)
          return
        }
        if (!decided.ok) throw new Error(decided.refusal.message)
        const undone = appendAll(entries, fold, decided.value)
        expect(undone.fold.state).toEqual(foldEntries(entries.slice(0, seq - 1)).state)
        expect(undone.fold.applied).toEqual(fold.applied.slice(0, fold.applied.indexOf(seq)))
        // The preview folds the same undos on a copy, and leaves the real fold alone.
        const preview = previewUndoTo(fold, seq, lookup)
        expect(preview.ok && preview.value.after).toEqual(undone.fold)
        // A reload (folding the whole log again) sees the same.
        expect(foldEntries(undone.entries)).toEqual(undone.fold)
        // Redo the lines this undid; lines undone before it stay on the redo stack, below them.
        const targets = redoAllTargets(undone.fold).slice(0, decided.value.length)
        const redone = appendAll(undone.entries, undone.fold, targets.map((target) => ({ kind: 'redo', target })))
        expect(redone.fold.state).toEqual(fold.state)
        expect(redone.fold.applied).toEqual(fold.applied)
      }),
      RUNS,
    )
  })

  it('never undoes a line twice, nor the setup, whatever line is asked for', () => {
    fc.assert(
      fc.property(powersArb, fc.array(stepArb, { maxLength: 40 }), fc.integer({ min: -2, max: 70 }), (powers, steps, seq) => {
        const { fold } = play(powers, steps)
        const decided = decideUndoTo(fold, seq)
        expect(decided.ok).toBe(seq > 1 && fold.applied.includes(seq))
        if (decided.ok) expect(new Set(decided.value.map((u) => u.target)).size).toBe(decided.value.length)
      }),
      RUNS,
    )
  })

  it('classifies every line in one pass without throwing, undo lines like their targets', () => {
    fc.assert(
      fc.property(powersArb, fc.array(stepArb, { maxLength: 60 }), fc.boolean(), (powers, steps, guided) => {
        const { entries, lookup } = play(powers, steps, guided)
        const rows = historyRows(entries, lookup)
        expect(rows.map((r) => r.seq)).toEqual(entries.map((e) => e.seq))
        for (const e of entries) {
          const row = rows[e.seq - 1]!
          if (e.command.kind === 'undo' || e.command.kind === 'redo') expect(row.kinds).toEqual(rows[e.command.target - 1]!.kinds)
          else expect(row.kinds.length).toBeGreaterThan(0)
          if (guided) expect(row.stage === undefined).toBe(e.seq === 1)
        }
      }),
      RUNS,
    )
  })
})
