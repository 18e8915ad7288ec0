import type { GameState } from '../domain/kernel/state'
import { formatMoney, type Millions } from '../domain/kernel/money'
import { RESOURCES, type PowerId, type Resource } from '../domain/kernel/ids'
import { SUPERPOWERS } from '../domain/kernel/superpowers'
import {
  BUILD_KINDS,
  BUILD_MINERALS,
  BUILD_NAMES,
  buildAvailable,
  buildMinerals,
  COMMODITY_PRICES,
  deploymentOil,
  laborCost,
  nextLaborPrice,
  OIL_PER_ARMY_MOVE,
  OIL_PER_BRIDGING,
  OIL_PER_NAVY_MOVED,
  productionYield,
  type BuildKind,
  type DeploymentMoves,
} from '../domain/modules/cash-flow'
import { RESOURCE_LABELS } from './labels'

/**
 * Words and view models for the Production, Build and Deployment action forms and the blockade
 * declaration of a Cash Flow game. Every figure is the rules' (productionYield, buildMinerals,
 * deploymentOil, the labor market's boxes); nothing here decides what is allowed.
 */

const IDLE_WORDS = { closed: 'closed (face down)', blockade: 'blockaded', siege: 'under siege: outside the home country' } as const

/** "$100M" or, when the labor market has no open box, a plain warning. */
function laborText(price: Millions | undefined): string {
  return price === undefined ? 'no open labor box' : `labor ${formatMoney(price)}`
}

/** One resource type on the Production form. */
export interface ProductionRow {
  resource: Resource
  label: string
  ticked: boolean
  /** "labor $50M": the box this type's unit would pay (ticked: its place in the order; unticked: the next). */
  laborText: string
  /** "7 units: Grain 5 → 12, 5 over the row (lost)". */
  yieldText: string
  /** The type's idle cards: "Cairo Grain (Egypt): blockaded". */
  idle: string[]
  /** Units over the row's 12 (with no price chosen): the excess's choice is offered when > 0. */
  excess: number
  /** Nothing produces: the tick is greyed. */
  producing: boolean
}

/** The Production form's rows: each type's labor price, what it would yield and why a card is idle. */
export function productionRows(state: GameState, power: PowerId, ticked: readonly Resource[], excessPrice: Partial<Record<Resource, Millions>>): ProductionRow[] {
  const filled = state.cashFlow?.laborFilled ?? 0
  const yields = productionYield(state, power, RESOURCES, {})
  const inOrder = productionYield(state, power, ticked, excessPrice)
  return RESOURCES.map((resource, i) => {
    const plain = yields[i]!
    const y = inOrder.find((row) => row.resource === resource) ?? plain
    const at = ticked.indexOf(resource)
    const price = nextLaborPrice(filled + (at >= 0 ? at : ticked.length))
    const companies = state.powers[power]?.companies ?? []
    const idle = plain.idle.map((c) => {
      const territory = companies.find((k) => k.id === c.companyId)?.territory ?? ''
      return `${c.name} (${territory}): ${IDLE_WORDS[c.why]}`
    })
    const over = y.listed + y.lost
    const overText = over === 0 ? '' : `, ${over} over the row${y.listed > 0 ? ` (${y.listed} listed at ${formatMoney(excessPrice[resource]!)}${y.lost > 0 ? `, ${y.lost} lost` : ''})` : ' (lost)'}`
    return {
      resource,
      label: RESOURCE_LABELS[resource],
      ticked: at >= 0,
      laborText: laborText(price),
      yieldText: plain.units === 0 ? 'nothing producing' : `${plain.units} ${plain.units === 1 ? 'unit' : 'units'}: ${RESOURCE_LABELS[resource]} ${y.from} → ${y.to}${overText}`,
      idle,
      excess: plain.from + plain.units - plain.to,
      producing: plain.units > 0,
    }
  })
}

/** The excess's choice: a price column of the commodities market, or lose it. */
/** Value 0 stands for losing the excess. */
export const EXCESS_CHOICES: readonly { value: Millions; label: string }[] = [{ value: 0, label: 'Lose it' }, ...COMMODITY_PRICES.map((p) => ({ value: p, label: formatMoney(p) }))]

/** "2 labor units: $75M (the $25M and $50M boxes)" for `count` units bought now, or the boxes' shortage. */
export function laborTotalText(state: GameState, count: number): string {
  if (count === 0) return 'No labor needed yet.'
  const filled = state.cashFlow?.laborFilled ?? 0
  const cost = laborCost(filled, count)
  if (cost === undefined) return `${count} labor ${count === 1 ? 'unit' : 'units'}: the labor market has not enough open boxes.`
  return `${count} labor ${count === 1 ? 'unit' : 'units'}: ${formatMoney(cost)}`
}

/** One unit type on the Build form. */
export interface BuildRow {
  kind: BuildKind
  label: string
  mineralsEach: number
  available: boolean
  /** "waits for the nuke card" while the tech card has not come up. */
  waitText: string
  /** The box's pieces or the meter's room, when capped. */
  current: number
}

export function buildRows(state: GameState, power: PowerId): BuildRow[] {
  const cf = state.cashFlow
  const p = state.powers[power]
  return BUILD_KINDS.map((kind) => {
    const available = cf ? buildAvailable(cf, kind) : false
    const current = kind === 'nukes' || kind === 'lstars' ? (p?.supplies[kind] ?? 0) : (p?.forces[kind] ?? 0)
    return {
      kind,
      label: BUILD_NAMES[kind].many[0]!.toUpperCase() + BUILD_NAMES[kind].many.slice(1),
      mineralsEach: BUILD_MINERALS[kind],
      available,
      waitText: available ? '' : `waits for ${BUILD_NAMES[kind].card}`,
      current,
    }
  })
}

/** "Needs 7 minerals of USA's 12; 2 labor units: $75M". */
export function buildSummary(state: GameState, power: PowerId, units: Partial<Record<BuildKind, number>>): string {
  const minerals = buildMinerals(units)
  const kinds = BUILD_KINDS.filter((k) => (units[k] ?? 0) > 0).length
  const has = state.powers[power]?.supplies.minerals ?? 0
  return `Needs ${minerals} ${minerals === 1 ? 'mineral' : 'minerals'} of ${SUPERPOWERS[power].name}'s ${has}. ${laborTotalText(state, kinds)}`
}

/** "4 oil of USA's 5" and the rule's prices per move. */
export function deploymentSummary(state: GameState, power: PowerId, moves: DeploymentMoves): string {
  const oil = deploymentOil(moves)
  return `${oil} oil of ${SUPERPOWERS[power].name}'s ${state.powers[power]?.supplies.oil ?? 0}`
}

export const DEPLOYMENT_HINTS = {
  armyMoves: `${OIL_PER_ARMY_MOVE} oil each: any number of armies from one friendly territory to an adjacent one, or port to port`,
  naviesMoved: `${OIL_PER_NAVY_MOVED} oil per navy, however far it goes`,
  bridgings: `${OIL_PER_BRIDGING} oil: a navy that does not move unloads armies between two ports`,
} as const

/** The power's own blockades and sieges, each with a lift command's target. */
export function ownBlockades(state: GameState, power: PowerId): { key: string; label: string; territory?: string; siegeOf?: PowerId }[] {
  const cf = state.cashFlow
  if (!cf) return []
  return [
    ...cf.blockades.filter((b) => b.by === power).map((b) => ({ key: `t-${b.territory}`, label: `Blockade of ${b.territory}`, territory: b.territory })),
    ...cf.sieges.filter((s) => s.by === power).map((s) => ({ key: `s-${s.power}`, label: `Siege of ${SUPERPOWERS[s.power].name}'s home ports`, siegeOf: s.power })),
  ]
}

/**
 * Other powers' blockades and sieges that `power`'s Attack may break this turn: those of a power
 * that lost navies in it (`turn.sunk`), each with the lift command's target and its declarer.
 */
export function breakableBlockades(state: GameState, power: PowerId): { key: string; label: string; by: PowerId; territory?: string; siegeOf?: PowerId }[] {
  const cf = state.cashFlow
  if (!cf || cf.turn.power !== power || cf.turn.action !== 'attack') return []
  const sunk = (cf.turn.sunk ?? []).filter((id) => id !== power)
  return [
    ...cf.blockades.filter((b) => sunk.includes(b.by)).map((b) => ({ key: `t-${b.by}-${b.territory}`, label: `${SUPERPOWERS[b.by].name}'s blockade of ${b.territory}`, by: b.by, territory: b.territory })),
    ...cf.sieges.filter((s) => sunk.includes(s.by)).map((s) => ({ key: `s-${s.by}-${s.power}`, label: `${SUPERPOWERS[s.by].name}'s siege of ${SUPERPOWERS[s.power].name}'s home ports`, by: s.by, siegeOf: s.power })),
  ]
}

/** The powers `power` could besiege: every other power in the game. */
export function siegeTargets(state: GameState, power: PowerId): PowerId[] {
  return state.order.filter((id) => id !== power && state.powers[id] !== undefined)
}
