import type { GameState } from '../domain/kernel/state'
import type { Millions } from '../domain/kernel/money'
import { RESOURCES, type PowerId, type Resource } from '../domain/kernel/ids'
import {
  BUILD_KINDS,
  BUILD_MINERALS,
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
import { cfActionsWords as w } from './catalogs/cf-actions'
import { money } from './catalogs/common'
import { powerName } from './catalogs/powers'

/**
 * Words and view models for the Production, Build and Deployment action forms and the blockade
 * declaration of a Cash Flow game. Every figure is the rules' (productionYield, buildMinerals,
 * deploymentOil, the labor market's boxes); nothing here decides what is allowed.
 */

const IDLE_KEYS = { closed: 'idleClosed', blockade: 'idleBlockade', siege: 'idleSiege' } as const

/** "$100M" or, when the labor market has no open box, a plain warning. */
function laborText(price: Millions | undefined): string {
  return price === undefined ? w('noLaborBox') : w('laborPrice', { price: money(price) })
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
      return w(IDLE_KEYS[c.why], { name: c.name, territory })
    })
    const over = y.listed + y.lost
    const key = over === 0 ? 'yieldPlain' : y.listed === 0 ? 'yieldLost' : y.lost > 0 ? 'yieldListedLost' : 'yieldListed'
    const figures = { n: plain.units, resource: RESOURCE_LABELS[resource], from: y.from, to: y.to, over, listed: y.listed, lost: y.lost, price: y.listed > 0 ? money(excessPrice[resource]!) : '' }
    return {
      resource,
      label: RESOURCE_LABELS[resource],
      ticked: at >= 0,
      laborText: laborText(price),
      yieldText: plain.units === 0 ? w('nothingProducing') : w(key, figures, plain.units),
      idle,
      excess: plain.from + plain.units - plain.to,
      producing: plain.units > 0,
    }
  })
}

/** The excess's choice: a price column of the commodities market, or lose it. Value 0 stands for losing the excess. */
export function excessChoices(): { value: Millions; label: string }[] {
  return [{ value: 0, label: w('loseIt') }, ...COMMODITY_PRICES.map((p) => ({ value: p, label: money(p) }))]
}

/** "2 labor units: $75M (the $25M and $50M boxes)" for `count` units bought now, or the boxes' shortage. */
export function laborTotalText(state: GameState, count: number): string {
  if (count === 0) return w('noLaborNeeded')
  const filled = state.cashFlow?.laborFilled ?? 0
  const cost = laborCost(filled, count)
  if (cost === undefined) return w('laborShort', { n: count }, count)
  return w('laborTotal', { n: count, cost: money(cost) }, count)
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
      label: w(kind),
      mineralsEach: BUILD_MINERALS[kind],
      available,
      waitText: available || (kind !== 'nukes' && kind !== 'lstars') ? '' : w(kind === 'nukes' ? 'waitsNukes' : 'waitsLstars'),
      current,
    }
  })
}

/** "Needs 7 minerals of USA's 12; 2 labor units: $75M". */
export function buildSummary(state: GameState, power: PowerId, units: Partial<Record<BuildKind, number>>): string {
  const minerals = buildMinerals(units)
  const kinds = BUILD_KINDS.filter((k) => (units[k] ?? 0) > 0).length
  const has = state.powers[power]?.supplies.minerals ?? 0
  return `${w('buildNeeds', { n: minerals, power: powerName(power), has }, minerals)} ${laborTotalText(state, kinds)}`
}

/** "4 oil of USA's 5" and the rule's prices per move. */
export function deploymentSummary(state: GameState, power: PowerId, moves: DeploymentMoves): string {
  const oil = deploymentOil(moves)
  return w('oilOf', { oil, power: powerName(power), has: state.powers[power]?.supplies.oil ?? 0 })
}

/** What each kind of move costs, beside its stepper. */
export function deploymentHint(kind: keyof DeploymentMoves): string {
  const oil = { armyMoves: OIL_PER_ARMY_MOVE, naviesMoved: OIL_PER_NAVY_MOVED, bridgings: OIL_PER_BRIDGING }[kind]
  return w(`${kind}Hint`, { oil })
}

/** The power's own blockades and sieges, each with a lift command's target. */
export function ownBlockades(state: GameState, power: PowerId): { key: string; label: string; territory?: string; siegeOf?: PowerId }[] {
  const cf = state.cashFlow
  if (!cf) return []
  return [
    ...cf.blockades.filter((b) => b.by === power).map((b) => ({ key: `t-${b.territory}`, label: w('blockadeOf', { territory: b.territory }), territory: b.territory })),
    ...cf.sieges.filter((s) => s.by === power).map((s) => ({ key: `s-${s.power}`, label: w('siegeOf', { power: powerName(s.power) }), siegeOf: s.power })),
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
    ...cf.blockades.filter((b) => sunk.includes(b.by)).map((b) => ({ key: `t-${b.by}-${b.territory}`, label: w('theirBlockade', { by: powerName(b.by), territory: b.territory }), by: b.by, territory: b.territory })),
    ...cf.sieges.filter((s) => sunk.includes(s.by)).map((s) => ({ key: `s-${s.by}-${s.power}`, label: w('theirSiege', { by: powerName(s.by), power: powerName(s.power) }), by: s.by, siegeOf: s.power })),
  ]
}

/** The powers `power` could besiege: every other power in the game. */
export function siegeTargets(state: GameState, power: PowerId): PowerId[] {
  return state.order.filter((id) => id !== power && state.powers[id] !== undefined)
}
