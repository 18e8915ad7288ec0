/**
 * What the warlords' and pirates' battle commands share: finding a zone in the supply center, its
 * forces (a warlord's armies, a pirate's navies), and the slice patch that changes one zone.
 */
import type { GameEvent } from '../../kernel/events'
import type { PowerId } from '../../kernel/ids'
import { patchSlice } from '../../kernel/patch'
import { ok, type Result } from '../../kernel/result'
import { warlordsRefusal } from './refusals'
import type { GameState } from '../../kernel/state'
import { SUPERPOWERS } from '../../kernel/superpowers'
import type { NeutralState, NeutralZone } from './state'

export const powerName = (id: PowerId) => SUPERPOWERS[id].name

/** The force a zone's holder fights with: armies for a warlord, navies for a pirate. */
export type ZoneForce = 'armies' | 'navies'
export const zoneForce = (zone: NeutralZone): ZoneForce => (zone.kind === 'pirate' ? 'navies' : 'armies')
export const zoneForces = (zone: NeutralZone): number => zone[zoneForce(zone)] ?? 0

/** "3 armies", "1 navy". */
export function forcesText(n: number, force: ZoneForce): string {
  const [one, many] = force === 'armies' ? ['army', 'armies'] : ['navy', 'navies']
  return `${n} ${n === 1 ? one : many}`
}

export interface FoundZone {
  neutral: NeutralState
  zone: NeutralZone
}

/** The zone named, held by a warlord or pirate in this game's supply center. */
export function findZone(state: GameState, name: unknown, rule: string): Result<FoundZone> {
  const neutral = state.neutral
  if (!neutral || neutral.zones.length === 0) return warlordsRefusal('zones-not-set-up', 'notPlacedMarshall', {}, rule)
  const zone = typeof name === 'string' ? neutral.zones.find((z) => z.zone === name) : undefined
  if (!zone) return warlordsRefusal('bad-zone', 'chooseHeldZone', {}, rule)
  return ok({ neutral, zone })
}

/** The event that gives the zone `changes` (a field set to undefined is left out of the record). */
export function zonePatched(found: FoundZone, changes: Partial<NeutralZone>): GameEvent {
  const zones = found.neutral.zones.map((z) => {
    if (z.zone !== found.zone.zone) return z
    const next: Record<string, unknown> = { ...z, ...changes }
    for (const key of Object.keys(next)) if (next[key] === undefined) delete next[key]
    return next as unknown as NeutralZone
  })
  return patchSlice('neutral', found.neutral, { zones })
}

/** A warlord's territory under a mushroom cloud: out of play (the war record never lists a sea). */
export const isNukedZone = (state: GameState, zone: NeutralZone): boolean => (state.war?.nuked ?? []).includes(zone.zone)

/**
 * The superpower occupying a warlord's or pirate's zone it captured, or undefined ("a territory
 * occupied by an opponent": Stage 7 returns a prospected card located there). Names as typed on a
 * card: case and spaces aside.
 */
export function zoneOccupant(state: GameState, territory: string): PowerId | undefined {
  const name = territory.trim().toLowerCase()
  return state.neutral?.zones.find((z) => z.zone.toLowerCase() === name)?.occupiedBy
}

/**
 * The zones a warlord or pirate still holds and that are still in play: not captured by a
 * superpower, not under a mushroom cloud (the zones the battle desk offers).
 */
export function heldZones(state: GameState): NeutralZone[] {
  return (state.neutral?.zones ?? []).filter((z) => z.occupiedBy === undefined && !(state.war?.nuked.includes(z.zone) ?? false))
}
