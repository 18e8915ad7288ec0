import type { GameState } from '../domain/kernel/state'
import type { Command } from '../domain/kernel/registry'
import type { PowerId } from '../domain/kernel/ids'
import { FORCES_DIE, KNOWN_NAMES, priceRow, type WarlordWeapon } from '../domain/modules/warlords/data'
import { neutralZoneChoices, tanksFor, type NeutralZoneChoice } from '../domain/modules/warlords/setup'
import { WARLORDS_TREASURY, type NeutralSetupMode, type NeutralZone } from '../domain/modules/warlords/state'
import { AIR_UNITS_MODULE } from './air-units-ui'
import { variantChoice } from './catalogs/setup-variants'
import { money } from './catalogs/common'
import { warlordsChoice, warlordsWords as w } from './catalogs/warlords'
import { capital, holderText, warlordsNames, weaponCount, zoneForces } from './catalogs/warlords-names'
import type { WarlordOutnumberedReading } from '../domain/modules/warlords/settings'

/** The Warlords and Pirates module's id in a ruleset. */
export const WARLORDS_MODULE = 'warlords'

/** "Outnumbered by L-stars" at setup: the two readings (warlords/settings.ts). */
export const OUTNUMBERED_CHOICES: readonly { value: WarlordOutnumberedReading; label: string }[] = [variantChoice('nukes', 'outnumberedNukes'), variantChoice('lstars', 'outnumberedLstars')]

/** Whether a card's owner may bid for his own card in a warlord's zone, at setup. */
export const OWNER_BIDS_CHOICES: readonly { value: 'no' | 'yes'; label: string }[] = [variantChoice('no', 'ownerBidsNo'), variantChoice('yes', 'ownerBidsYes')]

/** Whether the open game plays with Warlords and Pirates (its screens show only then). */
export function hasWarlords(state: GameState): boolean {
  return state.ruleset?.modules.includes(WARLORDS_MODULE) ?? false
}

/** Whether the Marshall has placed the warlords and pirates (the setup card gives way to their supply center). */
export function zonesSetUp(state: GameState): boolean {
  const neutral = state.neutral
  return neutral !== undefined && (neutral.mode !== undefined || neutral.zones.length > 0)
}

/**
 * Whether the Marshall's setup card belongs on the Stage tab of a guided game: the rules take the
 * setup only before Cycle 1's Stage 1 is settled (the screen asks; the rules decide).
 */
export function setupDueOnStage(state: GameState): boolean {
  const play = state.play
  return hasWarlords(state) && !zonesSetUp(state) && play !== undefined && play.cycle === 1 && play.stage === 1 && play.done.length === 0
}

export const SETUP_MODE_CHOICES: readonly { value: NeutralSetupMode; label: string }[] = [warlordsChoice('fullHouse', 'modeFullHouse'), warlordsChoice('lt6', 'modeLt6')]

/** The mode a game of this many powers plays: Full House for six, LT6 for fewer. */
export function defaultSetupMode(state: GameState): NeutralSetupMode {
  return state.order.length >= 6 ? 'fullHouse' : 'lt6'
}

/** One zone's row on the setup card: the die (0 until rolled or typed), the tank die, a name. */
export interface ZoneRollRow extends NeutralZoneChoice {
  /** LT6's extra zones are placed only when the Marshall includes them. */
  included: boolean
  die: number
  tankDie: number
  name: string
  /** The name filled in when none is typed (FACTS.md's four known names). */
  knownName?: string
}

/** The setup card's rows for `mode`: the domain's list of allowed zones, required ones included. */
export function zoneRollRows(state: GameState, mode: NeutralSetupMode): ZoneRollRow[] {
  return neutralZoneChoices(state, mode).map((choice) => ({
    ...choice,
    included: choice.required,
    die: 0,
    tankDie: 0,
    name: '',
    ...(KNOWN_NAMES[choice.zone] ? { knownName: KNOWN_NAMES[choice.zone] } : {}),
  }))
}

/** "2 armies", "1 navy, 1 tank": what a row's dice place. */
export function rollText(row: Pick<ZoneRollRow, 'kind' | 'die' | 'tankDie'>, tanks: boolean): string {
  if (row.die === 0) return w('rollOrType')
  const forces = zoneForces(row.die, row.kind)
  if (!tanks || row.kind === 'pirate' || row.tankDie === 0) return forces
  const n = tanksFor(row.tankDie)
  return w('forcesAndTanks', { forces, tanks: warlordsNames('tanks', { n }, n) })
}

/**
 * The command of the card: every included zone with its die as typed (a zone not yet rolled goes
 * as 0, so the rules name it), a tank die for territories when tanks are rolled, names typed.
 */
export function setUpCommand(mode: NeutralSetupMode, rows: readonly ZoneRollRow[], tanks: boolean): Command {
  return {
    kind: 'setUpNeutralZones',
    mode,
    zones: rows
      .filter((r) => r.included)
      .map((r) => ({
        zone: r.zone,
        die: r.die,
        ...(tanks && r.kind === 'warlord' && r.tankDie > 0 ? { tankDie: r.tankDie } : {}),
        ...(r.name.trim() !== '' ? { name: r.name.trim() } : {}),
      })),
  }
}

/** Whether every included row has its die (the Confirm button waits for them; the rules check the rest). */
export function allRolled(rows: readonly ZoneRollRow[], tanks: boolean): boolean {
  return rows.every((r) => !r.included || (r.die >= FORCES_DIE.min && (!tanks || r.kind === 'pirate' || r.tankDie >= FORCES_DIE.min)))
}

/** One row of the warlords' and pirates' supply center table. */
export interface NeutralRow {
  zone: string
  /** The name when known, else the zone. */
  title: string
  /** The zone under the name, when there is a name. */
  subtitle?: string
  kind: 'warlord' | 'pirate'
  forces: number
  forcesLabel: 'armies' | 'navies'
  tanks: number
  nukes: number
  lstars: number
  airUnits?: number
}

export function neutralRow(zone: NeutralZone): NeutralRow {
  return {
    zone: zone.zone,
    title: zone.name ?? zone.zone,
    ...(zone.name !== undefined ? { subtitle: zone.zone } : {}),
    kind: zone.kind,
    forces: zone.kind === 'pirate' ? (zone.navies ?? 0) : (zone.armies ?? 0),
    forcesLabel: zone.kind === 'pirate' ? 'navies' : 'armies',
    tanks: zone.tanks,
    nukes: zone.nukes,
    lstars: zone.lstars,
    ...(zone.airUnits !== undefined ? { airUnits: zone.airUnits } : {}),
  }
}

/** The supply center's rows, warlords first, each in the order the Marshall placed them. */
export function neutralRows(state: GameState): NeutralRow[] {
  const rows = (state.neutral?.zones ?? []).map(neutralRow)
  return [...rows.filter((r) => r.kind === 'warlord'), ...rows.filter((r) => r.kind === 'pirate')]
}

/** Whether the air-units column shows: Air Units is on too. */
export function showsAirUnits(state: GameState): boolean {
  return state.ruleset?.modules.includes(AIR_UNITS_MODULE) ?? false
}

/** "Treasury $3,000M" or "Treasury −$1,000M (spent beyond what they received)". */
export function treasuryText(state: GameState): string {
  const amount = state.accounts[WARLORDS_TREASURY] ?? 0
  return w(amount < 0 ? 'treasuryOwed' : 'treasury', { amount: money(amount) })
}

/** The weapons the market sheet offers: nukes and L-stars, and air units with Air Units on (warlords only). */
export function marketWeapons(state: GameState): { value: WarlordWeapon; label: string }[] {
  return [
    { value: 'nukes', label: w('weaponNukes') },
    { value: 'lstars', label: w('weaponLstars') },
    ...(showsAirUnits(state) ? [{ value: 'airUnits' as const, label: w('weaponAirUnits') }] : []),
  ]
}

/** "Pays $1,000M each (Weapon Price List, buying price)". */
export function buyingPriceText(weapon: WarlordWeapon, count: number): string {
  const row = priceRow(weapon)
  return count > 1 ? w('paysTotal', { total: money(row.buying * count), each: money(row.buying) }) : w('paysEach', { each: money(row.buying) })
}

/** The least a warlord or pirate accepts for `count` of `weapon`: the list's selling price. */
export function leastPrice(weapon: WarlordWeapon, count: number): number {
  return (priceRow(weapon).selling ?? 0) * count
}

/** The setup preview: how many warlords and pirates, and the black pieces to put on the board. */
export function setupSummary(rows: readonly ZoneRollRow[], tanks: boolean): string[] {
  const placed = rows.filter((r) => r.included)
  const warlords = placed.filter((r) => r.kind === 'warlord')
  const armies = warlords.reduce((n, r) => n + r.die, 0)
  const navies = placed.filter((r) => r.kind === 'pirate').reduce((n, r) => n + r.die, 0)
  const tankCount = tanks ? warlords.reduce((n, r) => n + (r.tankDie > 0 ? tanksFor(r.tankDie) : 0), 0) : 0
  return [
    w('placedCount', { warlords: warlords.length, pirates: placed.length - warlords.length }),
    tanks ? w('blackPiecesTanks', { armies, navies, tanks: tankCount }) : w('blackPieces', { armies, navies }),
  ]
}

export type MarketSide = 'sell' | 'buy'
export const MARKET_SIDES: readonly { value: MarketSide; label: string }[] = [warlordsChoice('sell', 'sellWeapons'), warlordsChoice('buy', 'buyWeapons')]

/** The market sheet's command, or null until every field is chosen. */
export function marketCommand(side: MarketSide, power: PowerId | null, zone: string | null, weapon: WarlordWeapon | null, count: number, price: number | null): Command | null {
  if (power === null || zone === null || weapon === null || count === 0) return null
  if (side === 'sell') return { kind: 'sellToWarlord', power, zone, weapon, count }
  return price === null ? null : { kind: 'buyFromWarlord', power, zone, weapon, count, price }
}

/** The zone choices of the market sheet: "Sivaji (India, warlord)". */
export function zoneOptions(state: GameState): { value: string; label: string }[] {
  const pirate = (r: NeutralRow) => r.kind === 'pirate'
  return neutralRows(state).map((r) => ({
    value: r.zone,
    label: r.subtitle ? w(pirate(r) ? 'zoneNamedPirate' : 'zoneNamedWarlord', { name: r.title, zone: r.zone }) : w(pirate(r) ? 'zonePirate' : 'zoneWarlord', { zone: r.zone }),
  }))
}

/** What the market sheet previews besides the powers' cash: the weapons moved and the treasury. */
export function marketLines(state: GameState, cmd: Command): string[] {
  if (cmd.kind !== 'sellToWarlord' && cmd.kind !== 'buyFromWarlord') return []
  const zone = state.neutral?.zones.find((z) => z.zone === cmd.zone)
  if (!zone) return []
  const holder = holderText(zone)
  const weapons = weaponCount(cmd.count, cmd.weapon)
  if (cmd.kind === 'sellToWarlord') {
    return [buyingPriceText(cmd.weapon, cmd.count), capital(w('holderGets', { holder, weapons, amount: money(priceRow(cmd.weapon).buying * cmd.count) }))]
  }
  return [capital(w('holderGives', { holder, weapons, amount: money(cmd.price) }))]
}
