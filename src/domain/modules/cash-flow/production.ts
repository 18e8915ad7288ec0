import { patchSlice } from '../../kernel/patch'
import type { GameEvent } from '../../kernel/events'
import { isResource, RESOURCES, type PowerId, type Resource } from '../../kernel/ids'
import type { Millions } from '../../kernel/money'
import { ok, type Result } from '../../kernel/result'
import { SUPPLY_ROW_CAPACITY } from '../../kernel/rules-constants'
import type { GameState } from '../../kernel/state'
import { CASH_FLOW_RULE, COMMODITY_PRICES, MAX_UNITS_LISTED } from './data'
import type { Produce } from './commands'
import { buyLabor } from './labor'
import { unitsListedBy, withUnits } from './listings-core'
import { whyIdle } from './production-count'
import type { Listing } from './state'
import { requireAction } from './turn'
import { asList, cashFlowPhrase, cashFlowRefusal } from './refusals'
import { asMoney, asPower, asResource } from '../../kernel/phrase'

export const PRODUCTION_RULE = `${CASH_FLOW_RULE}, Production`

/** What activating one resource type brings: the units, where they go, and the companies left idle. */
export interface ProductionYield {
  resource: Resource
  /** Units of the open companies of this type that nothing stops. */
  units: number
  /** Row before and after (at most 12). */
  from: number
  to: number
  /** Units over the row's 12 listed on the market at the excess price (within the 12-listed limit). */
  listed: number
  /** Units over the row's 12 not listed: "If such excess units are not placed on the market, they are lost." */
  lost: number
  /** The type's companies that yield nothing, and why (closed, blockade, siege). */
  idle: { companyId: string; name: string; units: number; why: 'closed' | 'blockade' | 'siege' }[]
}

/**
 * The yield of activating `resources` in order for `power` with `excessPrice`: each type's open,
 * unstopped companies; the row capped at 12; the excess listed (while the power's listed units stay
 * within 12) or lost. Pure: the screen previews it and the decider records it.
 */
export function productionYield(state: GameState, power: PowerId, resources: readonly Resource[], excessPrice: Partial<Record<Resource, Millions>> = {}): ProductionYield[] {
  const p = state.powers[power]
  if (!p) return []
  let listed = unitsListedBy(state.cashFlow?.listings ?? [], power)
  return resources.map((resource) => {
    const ofType = p.companies.filter((c) => c.resource === resource)
    const idle = ofType.flatMap((c) => {
      const why = whyIdle(state, power, c)
      return why === undefined ? [] : [{ companyId: c.id, name: c.name, units: c.units, why }]
    })
    const units = ofType.filter((c) => whyIdle(state, power, c) === undefined).reduce((sum, c) => sum + c.units, 0)
    const from = p.supplies[resource]
    // Cash Flow composes no battle module, so no captured supply center widens a row: 12 it is.
    const to = Math.max(from, Math.min(SUPPLY_ROW_CAPACITY, from + units))
    const excess = from + units - to
    const room = excessPrice[resource] === undefined ? 0 : Math.max(0, MAX_UNITS_LISTED - listed)
    const toMarket = Math.min(excess, room)
    listed += toMarket
    return { resource, units, from, to, listed: toMarket, lost: excess - toMarket, idle }
  })
}

/** A resource type as the adjective of "the grain companies", "activating grain, oil, mineral", as a phrase. */
const TYPE_KEYS = { grain: 'typeGrain', oil: 'typeOil', minerals: 'typeMinerals' } as const satisfies Record<Resource, string>
const asType = (resource: Resource) => ({ phrase: cashFlowPhrase(TYPE_KEYS[resource]) })
/** Why a company yields nothing, said with its name. */
const IDLE_KEYS = { closed: 'idleClosed', blockade: 'idleBlockade', siege: 'idleSiege' } as const

function validateProduce(state: GameState, cmd: Produce): Result<never> | undefined {
  const power = cmd.power
  if (!Array.isArray(cmd.resources) || cmd.resources.length === 0) {
    return cashFlowRefusal('bad-command', 'tickTypes', {}, PRODUCTION_RULE)
  }
  const unknown = cmd.resources.find((r) => !isResource(r))
  if (unknown !== undefined) return cashFlowRefusal('unknown-resource', 'activateWhich', {}, PRODUCTION_RULE)
  const twice = cmd.resources.find((r, i) => cmd.resources.indexOf(r) !== i)
  if (twice !== undefined) {
    return cashFlowRefusal('bad-command', 'tickedTwice', { resource: asResource(twice), power: asPower(power), type: asType(twice) }, PRODUCTION_RULE)
  }
  const prices = cmd.excessPrice ?? {}
  if (typeof prices !== 'object' || prices === null) return cashFlowRefusal('bad-price', 'excessPrice', {}, PRODUCTION_RULE)
  for (const [resource, price] of Object.entries(prices)) {
    if (!isResource(resource)) return cashFlowRefusal('unknown-resource', 'excessListed', {}, PRODUCTION_RULE)
    if (price === undefined) continue
    if (!COMMODITY_PRICES.includes(price)) {
      const values = { price: asMoney(price), prices: asList(COMMODITY_PRICES) }
      return cashFlowRefusal('bad-price', 'notPriceColumn', values, `${CASH_FLOW_RULE}, Components, The Commodities Market`)
    }
  }
  for (const resource of cmd.resources) {
    const ofType = state.powers[power]!.companies.filter((c) => c.resource === resource)
    if (!ofType.some((c) => whyIdle(state, power, c) === undefined)) {
      const values = { power: asPower(power), type: asType(resource) }
      if (ofType.length === 0) return cashFlowRefusal('no-company', 'noProducing', values, PRODUCTION_RULE)
      const idle = asList(ofType.map((c) => ({ phrase: cashFlowPhrase(IDLE_KEYS[whyIdle(state, power, c)!], { company: c.name }) })))
      return cashFlowRefusal('no-company', 'noProducingIdle', { ...values, idle }, PRODUCTION_RULE)
    }
  }
  return undefined
}

/**
 * Production: "One labor unit is required to activate all of the resource companies of each
 * particular type", bought one after another in the order ticked; each type's companies transfer
 * their pips to the supply center. "If a player produces more of a particular resource than their
 * supply center can hold (12), the additional resources may immediately be placed on the market at
 * any price the owning player wishes to set. If such excess units are not placed on the market,
 * they are lost." The 12-listed limit still holds: what it leaves over is lost too.
 */
export function decideProduce(state: GameState, cmd: Produce): Result<GameEvent[]> {
  const cf = requireAction(state, cmd.power, 'production')
  if (!cf.ok) return cf
  const wrong = validateProduce(state, cmd)
  if (wrong) return wrong
  const power = cmd.power
  const ordered = [...cmd.resources]
  const labor = buyLabor(state, cf.value, power, ordered.length, cashFlowPhrase('laborActivating', { types: asList(ordered.map(asType)) }))
  if (!labor.ok) return labor
  const events: GameEvent[] = [...labor.value]
  let listings: readonly Listing[] = cf.value.listings
  for (const y of productionYield(state, power, ordered, cmd.excessPrice)) {
    if (y.to !== y.from || y.lost > 0) {
      events.push({ type: 'supplyChanged', power, row: y.resource, from: y.from, to: y.to, ...(y.lost > 0 ? { lost: y.lost } : {}) })
    }
    if (y.listed > 0) listings = withUnits(listings, power, y.resource, cmd.excessPrice![y.resource]!, y.listed)
  }
  // Only the listings field: the labor patch before it touched laborFilled alone, so each `from` holds.
  if (listings !== cf.value.listings) events.push(patchSlice('cashFlow', cf.value, { listings }))
  return ok(events)
}

/** Every resource type in the variant's order, for the screen's ticks. */
export const PRODUCTION_TYPES: readonly Resource[] = RESOURCES
