import { applyEntry, cloneFold, emptyFold, rulesFor, targetsAtOrBefore, type EntryLookup, type Fold, type GameState, type LogEntry } from '@/domain'

/** The tablet rebases (a new base fold, older entries out of the doc) once this many entries follow the base. */
export const REBASE_EVERY = 100

/** Whether a state holds a secret no phone may see yet (a blind bid before the reveal), asked of the game's rules. */
export function secretsPending(state: GameState): boolean {
  return state.isStarted && rulesFor(state.ruleset).secretsPending(state)
}

/** What the doc should hold: the base fold, the entries after it up to the head, and the older targets. */
export interface Publication {
  base: Fold
  head: Fold
  entries: readonly LogEntry[]
  targets: readonly LogEntry[]
}

/**
 * The tablet's published log, advanced entry by entry after its session commits. The head only
 * moves to a seq whose fold keeps no secret; the entries since the last such seq wait. A stretch
 * that had a secret and also undid or redid something is published as a new base instead of as
 * entries, so a bid taken back before the reveal never reaches a phone inside an entry.
 */
export class Publisher {
  private base: Fold
  private head: Fold
  private published: LogEntry[] = []
  /** The fold after every entry seen, and the entries since `head` (unpublished). */
  private working: Fold
  private stretch: LogEntry[] = []
  private stretchSecret = false

  private constructor(start: Fold) {
    this.base = cloneFold(start)
    this.head = cloneFold(start)
    this.working = cloneFold(start)
  }

  /** From the session's fold when it keeps no secret; else undefined (fold the log with `fromLog`). */
  static at(fold: Fold): Publisher | undefined {
    return secretsPending(fold.state) ? undefined : new Publisher(fold)
  }

  /** From the whole log, oldest first: for a tablet that opens in the middle of a bid. */
  static fromLog(entries: readonly LogEntry[], lookup: EntryLookup): Publisher {
    const publisher = new Publisher(emptyFold())
    publisher.advance(entries, lookup)
    publisher.rebase()
    return publisher
  }

  /** The seq of the newest entry taken in (published or waiting). */
  get seen(): number {
    return this.working.headSeq
  }

  /** Takes in the entries after `seen`, in order; the ones at or before it are skipped. */
  advance(entries: readonly LogEntry[], lookup: EntryLookup): void {
    for (const entry of entries) {
      if (entry.seq <= this.working.headSeq) continue
      if (entry.seq !== this.working.headSeq + 1) throw new Error(`Publisher: entry ${entry.seq} after ${this.working.headSeq}`)
      applyEntry(this.working, entry, (seq) => (seq === entry.seq ? entry : lookup(seq)))
      this.stretch.push(entry)
      if (secretsPending(this.working.state)) {
        this.stretchSecret = true
        continue
      }
      const undoes = this.stretch.some((e) => e.command.kind === 'undo' || e.command.kind === 'redo')
      this.head = cloneFold(this.working)
      if (this.stretchSecret && undoes) this.rebase()
      else this.published.push(...this.stretch)
      this.stretch = []
      this.stretchSecret = false
      if (this.published.length >= REBASE_EVERY) this.rebase()
    }
  }

  /** A new base at the head: the doc drops every entry before it. */
  rebase(): void {
    this.base = cloneFold(this.head)
    this.published = []
  }

  /**
   * What to publish. The older entries that undo and redo lines after the base point at come from
   * `lookup`; when one is not at hand the head becomes the base, which needs none.
   */
  publication(lookup: EntryLookup): Publication {
    let targets = this.targets(lookup)
    if (targets === undefined) {
      this.rebase()
      targets = []
    }
    return { base: this.base, head: this.head, entries: [...this.published], targets }
  }

  private targets(lookup: EntryLookup): LogEntry[] | undefined {
    const found: LogEntry[] = []
    for (const seq of targetsAtOrBefore(this.published, this.base.headSeq).sort((a, b) => a - b)) {
      const entry = lookup(seq)
      if (entry === undefined) return undefined
      found.push(entry)
    }
    return found
  }
}
