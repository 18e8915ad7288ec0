import type * as Y from 'yjs'
import type { LinkMaps } from './doc'
import type { Signed } from './signed'

export type HostMap = 'table' | 'log' | 'bindings' | 'replies'
const HOST_MAPS: readonly HostMap[] = ['table', 'log', 'bindings', 'replies']

function same(a: Signed | undefined, b: Signed): boolean {
  return a !== undefined && typeof a === 'object' && a.sig === b.sig && a.data === b.data
}

/**
 * What the tablet means its own maps in the doc to hold. A phone can overwrite or delete anything
 * in a CRDT doc (a replayed older head, a deleted reply); `reconcile` puts the tablet's records
 * back and removes what it did not write, in one transaction, after every change from a phone.
 */
export class Mirror {
  private readonly wanted: Record<HostMap, Map<string, Signed>> = { table: new Map(), log: new Map(), bindings: new Map(), replies: new Map() }

  get(map: HostMap, key: string): Signed | undefined {
    return this.wanted[map].get(key)
  }

  set(map: HostMap, key: string, value: Signed): void {
    this.wanted[map].set(key, value)
  }

  /** Makes `map` hold exactly `values` (the published log after a rebase drops older entries). */
  replace(map: HostMap, values: ReadonlyMap<string, Signed>): void {
    this.wanted[map] = new Map(values)
  }

  /** Writes the differences into the doc; nothing (no update at all) when there are none. */
  reconcile(doc: Y.Doc, maps: LinkMaps, origin: unknown): void {
    const changes: (() => void)[] = []
    for (const name of HOST_MAPS) {
      const live = maps[name]
      const wanted = this.wanted[name]
      for (const [key, value] of wanted) if (!same(live.get(key), value)) changes.push(() => live.set(key, value))
      for (const key of live.keys()) if (!wanted.has(key)) changes.push(() => live.delete(key))
    }
    if (changes.length > 0) doc.transact(() => changes.forEach((change) => change()), origin)
  }
}
