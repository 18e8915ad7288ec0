import type { StageNumber } from './modules/play/data'
import { RESOURCES, SUPPLY_ROWS, type PowerId, type Resource, type SupplyRow } from './kernel/ids'
import { applyEntry } from './log'
import { cloneFold, EVENT_SCHEMA_VERSION, type EntryLookup, type Fold, type UndoCommand } from './kernel/log'
import { marketIndex, priceAt } from './modules/market/price-index'
import type { Millions } from './kernel/money'
import { ok, type Result } from './kernel/result'
import { kernelRefusal } from './kernel/refusals'
import type { GameState } from './kernel/state'

/**
 * "Undo to here": undo entries for line `seq` and every line in effect after it, newest first,
 * each taking back the newest action still in effect, exactly as single undos would.
 */
export function decideUndoTo(fold: Fold, seq: number): Result<UndoCommand[]> {
  if (seq === 1 || fold.applied[0] === seq) {
    return kernelRefusal('setup-stays', 'setupStays')
  }
  const at = fold.applied.indexOf(seq)
  if (!Number.isSafeInteger(seq) || at < 0) {
    return kernelRefusal('not-in-effect', 'notInEffect', { line: seq })
  }
  return ok(fold.applied.slice(at).reverse().map((target) => ({ kind: 'undo' as const, target })))
}

/** Redo everything undone since the last new action, oldest undone last, as single redos would. */
export function redoAllTargets(fold: Fold): number[] {
  return [...fold.undone].reverse()
}

export interface ValueChange<T = number> {
  from: T
  to: T
}

/** What the game would look like after an undo to here, as the differences from now. */
export interface StateChanges {
  cash: (ValueChange<Millions> & { power: PowerId })[]
  loans: (ValueChange<Millions> & { power: PowerId })[]
  supplies: (ValueChange & { power: PowerId; row: SupplyRow })[]
  /** `force` is a unit id: 'armies', 'navies', or a variant's unit. */
  forces: (ValueChange & { power: PowerId; force: string })[]
  market: (ValueChange & { resource: Resource; priceFrom: Millions; priceTo: Millions })[]
  companies: { power: PowerId; gained: string[]; lost: string[] }[]
  /** Guided games: where the order of play would stand. */
  play?: ValueChange<{ cycle: number; stage: StageNumber }>
}

export function compareStates(now: GameState, after: GameState): StateChanges {
  const changes: StateChanges = { cash: [], loans: [], supplies: [], forces: [], market: [], companies: [] }
  for (const power of now.order) {
    const a = now.powers[power]
    const b = after.powers[power]
    const cashA = now.accounts[power] ?? 0
    const cashB = after.accounts[power] ?? 0
    if (cashA !== cashB) changes.cash.push({ power, from: cashA, to: cashB })
    if (a === undefined || b === undefined) continue
    if (a.loans !== b.loans) changes.loans.push({ power, from: a.loans, to: b.loans })
    for (const row of SUPPLY_ROWS) if (a.supplies[row] !== b.supplies[row]) changes.supplies.push({ power, row, from: a.supplies[row], to: b.supplies[row] })
    for (const force of new Set([...Object.keys(a.forces), ...Object.keys(b.forces)])) {
      const [from, to] = [a.forces[force] ?? 0, b.forces[force] ?? 0]
      if (from !== to) changes.forces.push({ power, force, from, to })
    }
    const idsA = new Set(a.companies.map((c) => c.id))
    const idsB = new Set(b.companies.map((c) => c.id))
    const gained = b.companies.filter((c) => !idsA.has(c.id)).map((c) => c.name)
    const lost = a.companies.filter((c) => !idsB.has(c.id)).map((c) => c.name)
    if (gained.length + lost.length > 0) changes.companies.push({ power, gained, lost })
  }
  for (const resource of RESOURCES) {
    const from = marketIndex(now, resource)
    const to = marketIndex(after, resource)
    if (from !== to) changes.market.push({ resource, from, to, priceFrom: priceAt(now.settings, from), priceTo: priceAt(after.settings, to) })
  }
  if (now.play && after.play && (now.play.stage !== after.play.stage || now.play.cycle !== after.play.cycle)) {
    changes.play = { from: { cycle: now.play.cycle, stage: now.play.stage }, to: { cycle: after.play.cycle, stage: after.play.stage } }
  }
  return changes
}

export interface UndoToPreview {
  /** The undo commands to write, newest target first. */
  undos: UndoCommand[]
  /** The lines that would be undone, newest first. */
  targets: number[]
  /** The fold after the undos (what the session would then hold). */
  after: Fold
  changes: StateChanges
}

/** Decides an undo to `seq` and folds it on a copy, to show what would change before confirming. */
export function previewUndoTo(fold: Fold, seq: number, lookup: EntryLookup): Result<UndoToPreview> {
  const decided = decideUndoTo(fold, seq)
  if (!decided.ok) return decided
  const after = cloneFold(fold)
  let next = fold.headSeq
  for (const command of decided.value) {
    next += 1
    applyEntry(after, { gameId: fold.state.gameId, seq: next, v: EVENT_SCHEMA_VERSION, at: '', actor: '', command, events: [] }, lookup)
  }
  return ok({ undos: decided.value, targets: decided.value.map((u) => u.target), after, changes: compareStates(fold.state, after.state) })
}
