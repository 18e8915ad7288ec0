import { describe, expect, it } from 'vitest'
import { decideRedo, decideUndo, emptyFold, foldEntries, type Command, type LogEntry } from '@/domain'
import { entry, mustDecide, standardStart, startedState } from '../support/games'

/** Undo, redo and the log fold (src/domain/kernel/log.ts). */

const NOTHING_TO_UNDO = { ok: false, refusal: { code: 'nothing-to-undo', message: 'There is nothing to undo: only the game setup is in the log.', remedies: [] } }
const NOTHING_TO_REDO = { ok: false, refusal: { code: 'nothing-to-redo', message: 'There is nothing to redo.', remedies: [] } }

/** A game's first entries: the setup, then two payments (seq 2 and 3). */
function setupAndTwoPayments(): LogEntry[] {
  const start = standardStart()
  const first = entry(1, start, mustDecide(foldEntries([]).state, start))
  const pay: Command = { kind: 'transferMoney', from: 'usa', to: 'bank', amount: 100, purpose: 'other' }
  const events = mustDecide(startedState(), pay)
  return [first, entry(2, pay, events), entry(3, pay, events)]
}

describe('kernel log: undo and redo with nothing to take back', () => {
  it('with only the setup in the log, undo is refused (nothing-to-undo), saying the setup stays', () => {
    expect(decideUndo(foldEntries(setupAndTwoPayments().slice(0, 1)))).toStrictEqual(NOTHING_TO_UNDO)
    expect(decideUndo(emptyFold())).toStrictEqual(NOTHING_TO_UNDO)
  })

  it('a new game, and a log with nothing undone, have nothing to redo (nothing-to-redo)', () => {
    expect(decideRedo(emptyFold())).toStrictEqual(NOTHING_TO_REDO)
    expect(decideRedo(foldEntries([]))).toStrictEqual(NOTHING_TO_REDO)
    expect(decideRedo(foldEntries(setupAndTwoPayments()))).toStrictEqual(NOTHING_TO_REDO)
  })
})

describe('kernel log: a damaged log fails loudly instead of folding to a wrong state', () => {
  it('an undo of an entry that is not the newest in effect', () => {
    const entries = [...setupAndTwoPayments(), entry(4, { kind: 'undo', target: 2 }, [])]
    expect(() => foldEntries(entries)).toThrow('Log corrupt: undo of 2 at 4')
  })

  it('an undo of an entry the log does not hold, though it is the newest in effect', () => {
    // Folding on from a snapshot whose entry 2 is missing from the log.
    const snapshot = foldEntries(setupAndTwoPayments().slice(0, 2))
    expect(() => foldEntries([entry(3, { kind: 'undo', target: 2 }, [])], snapshot)).toThrow('Log corrupt: undo of 2 at 3')
  })

  it('a redo of an entry that is not the newest undone', () => {
    const entries = [...setupAndTwoPayments(), entry(4, { kind: 'undo', target: 3 }, []), entry(5, { kind: 'undo', target: 2 }, []), entry(6, { kind: 'redo', target: 3 }, [])]
    expect(() => foldEntries(entries)).toThrow('Log corrupt: redo of 3 at 6')
    // In the right order the same redo folds.
    expect(foldEntries([...entries.slice(0, 5), entry(6, { kind: 'redo', target: 2 }, [])]).applied).toEqual([1, 2])
  })

  it('a redo of an entry the log does not hold, though it is the newest undone', () => {
    const snapshot = foldEntries([...setupAndTwoPayments().slice(0, 2), entry(3, { kind: 'undo', target: 2 }, [])])
    expect(snapshot.undone).toEqual([2])
    expect(() => foldEntries([entry(4, { kind: 'redo', target: 2 }, [])], snapshot)).toThrow('Log corrupt: redo of 2 at 4')
  })
})
