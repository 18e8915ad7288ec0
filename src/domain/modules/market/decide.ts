import type { BuyFromMarket, SellToMarket, TradeResources } from './commands'
import type { Command } from '../../kernel/commands'
import { rowCapacity } from '../battle/homes'
import { RULE } from '../../kernel/rule-references'
import type { GameEvent } from '../../kernel/events'
import { isResource, type PowerId, type Resource } from '../../kernel/ids'
import { indexAfterPurchase, indexAfterSale, marketIndex, priceAt } from './price-index'
import { asPower, asResource } from '../../kernel/phrase'
import { ok, type Result } from '../../kernel/result'
import { marketRefusal, marketRemedy, unitsPhrase } from './refusals'
import type { GameState, PowerState } from '../../kernel/state'
import { requireFunds } from '../bank/funds'
import { findPower, isWholeNumber, requirePositiveCount } from '../../kernel/guards'

function requireHolding(power: PowerState, resource: Resource, count: number, rule: string, instead: (held: number) => Command): Result<never> | undefined {
  const held = power.supplies[resource]
  if (count <= held) return undefined
  return marketRefusal(
    'not-enough-supplies',
    'notEnoughSupplies',
    { power: asPower(power.id), held: unitsPhrase(held, resource), count },
    rule,
    held > 0 ? [marketRemedy('sellInstead', { held: unitsPhrase(held, resource) }, instead(held))] : [],
  )
}

function validateTrade(state: GameState, power: unknown, resource: unknown, count: unknown): Result<PowerState> {
  const found = findPower(state, power)
  if (!found.ok) return found
  if (!isResource(resource)) return marketRefusal('unknown-resource', 'chooseResource')
  const bad = requirePositiveCount(count, 'units')
  return bad ?? found
}

/** Stage 3, Phase C: N units pay N x the current price; the meter then moves N spots left. */
export function decideSell(state: GameState, cmd: SellToMarket): Result<GameEvent[]> {
  const valid = validateTrade(state, cmd.power, cmd.resource, cmd.units)
  if (!valid.ok) return valid
  const power = valid.value
  const lacking = requireHolding(power, cmd.resource, cmd.units, RULE.sell, (held) => ({ ...cmd, units: held }))
  if (lacking) return lacking
  const from = marketIndex(state, cmd.resource)
  const held = power.supplies[cmd.resource]
  return ok([
    { type: 'supplyChanged', power: power.id, row: cmd.resource, from: held, to: held - cmd.units },
    {
      type: 'moneyTransferred',
      from: 'bank',
      to: power.id,
      amount: cmd.units * priceAt(state.settings, from),
      reason: 'market-sale',
    },
    { type: 'marketMoved', resource: cmd.resource, from, to: indexAfterSale(from, cmd.units) },
  ])
}

/**
 * Stage 7, Phase C: N units cost N x the current price; the meter then moves N spots right.
 * Units past the 12-spot row are lost, which players may do on purpose to drive the price up,
 * so it is allowed once the player has seen the warning (`acceptLoss`).
 */
export function decideBuy(state: GameState, cmd: BuyFromMarket): Result<GameEvent[]> {
  const valid = validateTrade(state, cmd.power, cmd.resource, cmd.units)
  if (!valid.ok) return valid
  const power = valid.value
  const from = marketIndex(state, cmd.resource)
  const cost = cmd.units * priceAt(state.settings, from)
  const short = requireFunds(state, power.id, cost)
  if (short) return short
  const fit = rowFit(state, power.id, cmd.resource, cmd.units)
  const { held, kept, lost } = fit
  const to = indexAfterPurchase(state.settings, from, cmd.units)
  if (lost > 0 && cmd.acceptLoss !== true) return overflowRefusal(fit, power.id, cmd, 'Buy', meterStillMoves(to - from, cmd.units), to - from)
  return ok([
    { type: 'moneyTransferred', from: power.id, to: 'bank', amount: cost, reason: 'market-purchase' },
    {
      type: 'supplyChanged',
      power: power.id,
      row: cmd.resource,
      from: held,
      to: held + kept,
      ...(lost > 0 ? { lost } : {}),
    },
    { type: 'marketMoved', resource: cmd.resource, from, to },
  ])
}

/** How far the meter really moves for a purchase that overflows: it stops at the Bear Pit end. */
function meterStillMoves(spots: number, units: number): OverflowKey {
  if (spots === 0) return 'overflowMeterStays'
  return spots < units ? 'overflowMeterToEnd' : 'overflowMeterMoves'
}

type OverflowKey = 'overflow' | 'overflowMeterStays' | 'overflowMeterToEnd' | 'overflowMeterMoves'

/** Stages 3 and 7, Phase D: players trade on their own terms; the market price is not affected. */
export function decideTrade(state: GameState, cmd: TradeResources): Result<GameEvent[]> {
  const valid = validateTrade(state, cmd.seller, cmd.resource, cmd.units)
  if (!valid.ok) return valid
  const buyerFound = findPower(state, cmd.buyer)
  if (!buyerFound.ok) return buyerFound
  const seller = valid.value
  const buyer = buyerFound.value
  if (seller.id === buyer.id) return marketRefusal('same-power', 'samePower')
  if (!isWholeNumber(cmd.price) || cmd.price < 0) {
    return marketRefusal('bad-amount', 'badPrice')
  }
  const lacking = requireHolding(seller, cmd.resource, cmd.units, RULE.tradeBetweenPlayers, (held) => ({ ...cmd, units: held }))
  if (lacking) return lacking
  // A gift (price 0) needs no money. The price was checked above to be a whole number, 0 or more.
  const short = cmd.price > 0 ? requireFunds(state, buyer.id, cmd.price) : undefined
  if (short) return short
  // Reading: as with a market purchase, units past the buyer's full row are lost; the trade is
  // allowed once the players have seen the warning (`acceptLoss`), rather than refused.
  const fit = rowFit(state, buyer.id, cmd.resource, cmd.units)
  const { held, kept, lost } = fit
  if (lost > 0 && cmd.acceptLoss !== true) return overflowRefusal(fit, buyer.id, cmd, 'Trade')
  const events: GameEvent[] = [
    { type: 'supplyChanged', power: seller.id, row: cmd.resource, from: seller.supplies[cmd.resource], to: seller.supplies[cmd.resource] - cmd.units },
    { type: 'supplyChanged', power: buyer.id, row: cmd.resource, from: held, to: held + kept, ...(lost > 0 ? { lost } : {}) },
  ]
  if (cmd.price > 0) {
    events.push({ type: 'moneyTransferred', from: buyer.id, to: seller.id, amount: cmd.price, reason: 'resource-trade' })
  }
  return ok(events)
}

interface RowFit {
  held: number
  capacity: number
  kept: number
  lost: number
}

/** How many of `count` units fit in the power's row: the rest are lost ("surplus units are lost"). */
function rowFit(state: GameState, power: PowerId, resource: Resource, count: number): RowFit {
  const held = state.powers[power]?.supplies[resource] ?? 0
  const capacity = rowCapacity(state, power)
  const kept = Math.max(0, Math.min(count, capacity - held))
  return { held, capacity, kept, lost: count - kept }
}

/** A purchase or trade that overflows the row waits until the players have seen what is lost. */
function overflowRefusal<C extends BuyFromMarket | TradeResources>(fit: RowFit, power: PowerId, cmd: C, verb: 'Buy' | 'Trade', key: OverflowKey = 'overflow', spots = 0): Result<never> {
  const { held, capacity, kept, lost } = fit
  const values = { power: asPower(power), resource: asResource(cmd.resource), capacity, held, lost: unitsPhrase(lost, cmd.resource), units: cmd.units, n: spots }
  const buy = verb === 'Buy'
  return marketRefusal('supply-overflow', key, values, RULE.supplyCapacity, [
    marketRemedy(buy ? 'buyAnyway' : 'tradeAnyway', { lost }, { ...cmd, acceptLoss: true }),
    ...(kept > 0 ? [marketRemedy(buy ? 'buyInstead' : 'tradeInstead', { kept }, { ...cmd, units: kept })] : []),
  ])
}
