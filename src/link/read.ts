import { foldEntries, type Fold, type LogEntry } from '@/domain'
import { slot, type BaseRecord, type HeadRecord, type LinkMaps } from './doc'
import { isSigned, openRecord, type Signed } from './signed'

/**
 * Opens signed records against one key, remembering each verified record by its signature:
 * a phone re-reads the doc at every update, and a hundred entries are verified once, not each time.
 */
export class RecordReader {
  private readonly verified = new Map<string, unknown>()

  constructor(private readonly key: CryptoKey) {}

  async open(recordSlot: string, value: Signed | undefined): Promise<unknown> {
    if (!isSigned(value)) return undefined
    const cacheKey = `${recordSlot}\n${value.sig}\n${value.data}`
    if (this.verified.has(cacheKey)) return this.verified.get(cacheKey)
    const opened = await openRecord(this.key, recordSlot, value)
    if (opened !== undefined) this.verified.set(cacheKey, opened)
    return opened
  }
}

/** What a phone shows: the fold at the published head and the entries it read to get there. */
export interface PublishedLog {
  fold: Fold
  /** The published entries after the base, oldest first (the phone's recent log). */
  entries: LogEntry[]
}

function isHead(value: unknown): value is HeadRecord {
  const h = value as HeadRecord
  return typeof value === 'object' && value !== null && Number.isInteger(h.base) && Number.isInteger(h.head) && h.head >= h.base && Array.isArray(h.targets)
}

function isBase(value: unknown): value is BaseRecord {
  const b = value as BaseRecord
  return typeof value === 'object' && value !== null && Number.isInteger(b.seq) && typeof b.fold === 'object' && b.fold !== null
}

function isEntry(value: unknown, seq: number): value is LogEntry {
  const e = value as LogEntry
  return typeof value === 'object' && value !== null && e.seq === seq && typeof e.command === 'object' && Array.isArray(e.events)
}

/**
 * The published log, verified against the writer key and folded, or undefined while the doc does
 * not hold a whole one (mid-sync, or records that do not verify): the phone keeps what it showed.
 */
export async function readPublished(maps: LinkMaps, reader: RecordReader): Promise<PublishedLog | undefined> {
  const head = await reader.open(slot.head, maps.table.get('head'))
  if (!isHead(head)) return undefined
  const base = await reader.open(slot.base, maps.table.get('base'))
  if (!isBase(base) || base.seq !== head.base || base.fold.headSeq !== head.base) return undefined
  const entries: LogEntry[] = []
  for (let seq = head.base + 1; seq <= head.head; seq += 1) {
    const entry = await reader.open(slot.entry(seq), maps.log.get(String(seq)))
    if (!isEntry(entry, seq)) return undefined
    entries.push(entry)
  }
  const targets = new Map<number, LogEntry>()
  for (const seq of head.targets) {
    const entry = await reader.open(slot.entry(seq), maps.log.get(String(seq)))
    if (!Number.isInteger(seq) || !isEntry(entry, seq)) return undefined
    targets.set(seq, entry)
  }
  const bySeq = new Map([...targets, ...entries.map((e) => [e.seq, e] as const)])
  try {
    return { fold: foldEntries(entries, base.fold, (seq) => bySeq.get(seq)), entries }
  } catch {
    // Signed by the tablet yet not foldable: an older app's tablet, or a bug; show nothing new.
    return undefined
  }
}
