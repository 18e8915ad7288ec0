import type { PowerId, Resource } from '../../kernel/ids'
import type { Millions } from '../../kernel/money'
import { RESOURCES } from '../../kernel/ids'
import type { Listing } from './state'

/** Units `power` has on the market, all resources ("no more than twelve (12) total resource units"). */
export function unitsListedBy(listings: readonly Listing[], power: PowerId): number {
  return listings.filter((l) => l.seller === power).reduce((sum, l) => sum + l.units, 0)
}

/** A resource's asks, cheapest first (ties: the order they were posted). */
export function asksFor(listings: readonly Listing[], resource: Resource): Listing[] {
  return listings.filter((l) => l.resource === resource).sort((a, b) => a.price - b.price)
}

/**
 * The listings with `delta` units added to (or, negative, taken from) `seller`'s ask for `resource`
 * at `price`; an ask left with no units is removed. Kept in one order (resource, price, then as
 * posted) so the same market always reads the same and undo restores it exactly.
 */
export function withUnits(listings: readonly Listing[], seller: PowerId, resource: Resource, price: Millions, delta: number): Listing[] {
  const at = listings.findIndex((l) => l.seller === seller && l.resource === resource && l.price === price)
  const next = listings.map((l) => ({ ...l }))
  if (at >= 0) {
    next[at] = { ...next[at]!, units: next[at]!.units + delta }
  } else {
    next.push({ seller, resource, price, units: delta })
  }
  const kept = next.filter((l) => l.units > 0)
  return RESOURCES.flatMap((r) => kept.filter((l) => l.resource === r).sort((a, b) => a.price - b.price))
}

/** The units `seller` has listed for `resource` at `price` (0 if none). */
export function unitsAt(listings: readonly Listing[], seller: PowerId, resource: Resource, price: Millions): number {
  return listings.find((l) => l.seller === seller && l.resource === resource && l.price === price)?.units ?? 0
}
