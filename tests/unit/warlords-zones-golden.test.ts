/**
 * What the warlords' battle commands share (zones.ts): a zone found by name (or why not, in plain
 * words), its forces in words ("3 armies", "1 navy"), a zone under a mushroom cloud, the captor
 * of a zone as typed on a card, the zones still held, and the patch of one zone (a field set to
 * undefined leaves the record). Golden file: tests/golden/warlords/zones.json.
 */
import type { GameState } from '@/domain'
import { findZone, forcesText, heldZones, isNukedZone, zoneForces, zoneOccupant, zonePatched } from '@/domain/modules/warlords/zones'
import { compact, goldenTable, type GoldenCase } from '../support/golden-table'
import { warlordsAtWar, withZone } from '../support/warlords'

const base = warlordsAtWar().state
const zoneOf = (s: GameState, zone: string) => s.neutral!.zones.find((z) => z.zone === zone)!
const c = (name: string, get: () => unknown): GoldenCase => ({ name, get })
const nuked = (s: GameState, zones: string[]): GameState => ({ ...s, war: { ...s.war!, nuked: zones } })
const names = (s: GameState) => heldZones(s).map((z) => z.zone)

const CASES: GoldenCase[] = [
  c('forces in words', () => [forcesText(0, 'armies'), forcesText(1, 'armies'), forcesText(3, 'armies'), forcesText(1, 'navies'), forcesText(2, 'navies')]),
  c('a zone\'s forces: a warlord\'s armies, a pirate\'s navies, none recorded', () => [zoneForces(zoneOf(base, 'India')), zoneForces({ ...zoneOf(base, 'Tokyo Bay'), navies: 5, armies: 2 }), zoneForces({ zone: 'X', kind: 'pirate', tanks: 0, nukes: 0, lstars: 0 })]),
  c('find India', () => { const f = findZone(base, 'India', 'the rule'); return f.ok ? f.value.zone : f }),
  c('find a zone no one holds', () => findZone(base, 'Siberia', 'the rule')),
  c('find a zone by a number', () => findZone(base, 7, 'the rule')),
  c('find with no zones set up', () => findZone({ ...base, neutral: { ...base.neutral!, zones: [] } }, 'India', 'the rule')),
  c('find without the warlords\' record', () => findZone({ ...base, neutral: undefined }, 'India', 'the rule')),
  c('nuked: Greenland under a cloud, India not, a game without war record', () => [isNukedZone(nuked(base, ['Greenland']), zoneOf(base, 'Greenland')), isNukedZone(nuked(base, ['Greenland']), zoneOf(base, 'India')), isNukedZone({ ...base, war: undefined }, zoneOf(base, 'India'))]),
  c('the captor of Greenland, as typed on a card', () => { const s = withZone(base, 'Greenland', { occupiedBy: 'ussr' }); return [zoneOccupant(s, ' greenland '), zoneOccupant(s, 'India') ?? null, zoneOccupant(s, 'Atlantis') ?? null, zoneOccupant({ ...s, neutral: undefined }, 'Greenland') ?? null] }),
  c('zones held: all of them', () => names(base)),
  c('zones held: less Greenland captured and India nuked', () => names(nuked(withZone(base, 'Greenland', { occupiedBy: 'ussr' }), ['India']))),
  c('zones held: none recorded; no war record', () => [names({ ...base, neutral: undefined }), names({ ...withZone(base, 'Greenland', { occupiedBy: 'ussr' }), war: undefined }).length]),
  c('patch India: nukes 0, the retaliation cleared', () => {
    const s = withZone(base, 'India', { retaliationDue: 'usa' })
    const found = findZone(s, 'India', 'the rule')
    return found.ok ? compact(zonePatched(found.value, { nukes: 0, retaliationDue: undefined })) : found
  }),
  // JSON drops a key set to undefined, so the record's own keys are listed: the cleared one is gone, not undefined.
  c('patch India: the keys of the record after', () => {
    const s = withZone(base, 'India', { retaliationDue: 'usa' })
    const found = findZone(s, 'India', 'the rule')
    if (!found.ok) return found
    const e = zonePatched(found.value, { nukes: 0, retaliationDue: undefined }) as unknown as { to: { zones: Record<string, unknown>[] } }
    return Object.keys(e.to.zones.find((z) => z.zone === 'India')!)
  }),
]

goldenTable('the warlords\' zones', 'warlords/zones.json', CASES)
