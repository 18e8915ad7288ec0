import { patchSlice } from '../../kernel/patch'
import type { GameEvent } from '../../kernel/events'
import { findPower, isWholeNumber, requirePositiveCount } from '../../kernel/guards'
import { isResource, type PowerId, type Resource } from '../../kernel/ids'
import { formatMoney, type Millions } from '../../kernel/money'
import { SUPPLY_ROW_CAPACITY } from '../../kernel/rules-constants'
import { ok, type Result } from '../../kernel/result'
import type { GameState } from '../../kernel/state'
import { CASH_FLOW_RULE, COMMODITY_PRICES, MAX_UNITS_LISTED } from './data'
import type { AdjustListing, BuyListed, ListUnits, WithdrawListing } from './commands'
import { requireCash } from './funds'
import { unitsAt, unitsListedBy, withUnits } from './listings-core'
import { requireAction } from './turn'
import { cashFlowSettingsOf } from './settings'
import type { CashFlowState } from './state'
import { asList, cashFlowPhrase, cashFlowRefusal } from './refusals'
import { asMoney, asPower, asResource } from '../../kernel/phrase'

export const MARKET_RULE = `${CASH_FLOW_RULE}, Action Selection, Market`
const COLUMNS_RULE = `${CASH_FLOW_RULE}, Components, The Commodities Market`

const unitsWord = (n: number) => `${n} ${n === 1 ? 'unit' : 'units'}`

/** A resource row of the market (grain, oil or minerals; nukes and L-stars are not traded there). */
export function requireResource(resource: unknown): Result<never> | undefined {
  return isResource(resource) ? undefined : cashFlowRefusal('unknown-resource', 'chooseResource', {}, COLUMNS_RULE)
}

/** An ask sits on one of the market's 19 price columns, "10 / 25 / 50 / ... / 1000" ($M). */
export function requirePriceColumn(price: unknown): Result<never> | undefined {
  if (isWholeNumber(price) && COMMODITY_PRICES.includes(price)) return undefined
  return cashFlowRefusal('bad-price', 'choosePriceColumn', { prices: asList(COMMODITY_PRICES.map(asMoney)) }, COLUMNS_RULE)
}

/** The ask `seller` has for `resource` at `price` must hold at least `units`. */
function requireAsk(cf: CashFlowState, seller: PowerId, resource: Resource, price: Millions, units: number): Result<never> | undefined {
  const listed = unitsAt(cf.listings, seller, resource, price)
  if (listed >= units) return undefined
  const values = { power: asPower(seller), resource: asResource(resource), price: asMoney(price), n: units }
  return listed === 0
    ? cashFlowRefusal('no-listing', 'noneListed', values, MARKET_RULE)
    : cashFlowRefusal('no-listing', 'tooFewListed', { ...values, listed }, MARKET_RULE)
}

/** A supply-center row gaining `units` must stay at 12 or under ("Once the meter reaches 12, no more can be stored"). */
export function requireRoom(state: GameState, power: PowerId, resource: Resource, units: number): Result<never> | undefined {
  const held = state.powers[power]!.supplies[resource]
  if (held + units <= SUPPLY_ROW_CAPACITY) return undefined
  return cashFlowRefusal(
    'no-room',
    'rowFull',
    { power: asPower(power), resource: asResource(resource), held, n: units, max: SUPPLY_ROW_CAPACITY, room: SUPPLY_ROW_CAPACITY - held },
    `${CASH_FLOW_RULE}, Game Set-Up, Supply Centers`,
  )
}

/** The checks every listing command shares: the Market action, a resource, a positive count. */
function marketCommand(state: GameState, power: unknown, resource: unknown, units: unknown): Result<CashFlowState> {
  const cf = requireAction(state, power, 'market')
  if (!cf.ok) return cf
  return requireResource(resource) ?? requirePositiveCount(units, 'units') ?? cf
}

/**
 * Sell Resources: "deleting them from his supply center and placing a number of discs ... at the
 * price for which he wishes to sell them. At any time, a player may have no more than twelve (12)
 * total resource units on the market. He receives no money for the units until someone purchases them."
 */
export function decideListUnits(state: GameState, cmd: ListUnits): Result<GameEvent[]> {
  const cf = marketCommand(state, cmd.power, cmd.resource, cmd.units)
  if (!cf.ok) return cf
  const bad = requirePriceColumn(cmd.price)
  if (bad) return bad
  const held = state.powers[cmd.power]!.supplies[cmd.resource]
  if (held < cmd.units) return cashFlowRefusal('not-enough-units', 'cannotList', { power: asPower(cmd.power), held, resource: asResource(cmd.resource), units: cmd.units }, MARKET_RULE)
  const listed = unitsListedBy(cf.value.listings, cmd.power)
  if (listed + cmd.units > MAX_UNITS_LISTED) {
    return cashFlowRefusal('listing-limit', 'listingLimit', { power: asPower(cmd.power), n: listed, max: MAX_UNITS_LISTED, more: MAX_UNITS_LISTED - listed }, `${MARKET_RULE}, Sell Resources`)
  }
  return ok([
    { type: 'supplyChanged', power: cmd.power, row: cmd.resource, from: held, to: held - cmd.units },
    patchSlice('cashFlow', cf.value, { listings: withUnits(cf.value.listings, cmd.power, cmd.resource, cmd.price, cmd.units) }),
  ])
}

/** Adjust Prices: "A player may adjust the price (up or down) of any units he has for sale on the market." */
export function decideAdjustListing(state: GameState, cmd: AdjustListing): Result<GameEvent[]> {
  const cf = marketCommand(state, cmd.power, cmd.resource, cmd.units)
  if (!cf.ok) return cf
  const bad = requirePriceColumn(cmd.from) ?? requirePriceColumn(cmd.to) ?? requireAsk(cf.value, cmd.power, cmd.resource, cmd.from, cmd.units)
  if (bad) return bad
  if (cmd.from === cmd.to) return cashFlowRefusal('no-change', 'samePrice', { price: asMoney(cmd.to) }, `${MARKET_RULE}, Adjust Prices`)
  const taken = withUnits(cf.value.listings, cmd.power, cmd.resource, cmd.from, -cmd.units)
  return ok([patchSlice('cashFlow', cf.value, { listings: withUnits(taken, cmd.power, cmd.resource, cmd.to, cmd.units) })])
}

/**
 * Taking listed units back into the supply center, a reading (setting `cashFlowWithdraw`): the
 * variant only says units are deleted from the supply center to be listed and their price adjusted,
 * so by default an ask stays until bought; with 'to-row' the seller takes units back within the
 * row's 12 (docs/cash-flow.md).
 */
export function decideWithdrawListing(state: GameState, cmd: WithdrawListing): Result<GameEvent[]> {
  const cf = marketCommand(state, cmd.power, cmd.resource, cmd.units)
  if (!cf.ok) return cf
  if (cashFlowSettingsOf(state.settings).withdraw === 'never') {
    return cashFlowRefusal('no-withdrawal', 'noWithdrawal', {}, `${MARKET_RULE}, Sell Resources`)
  }
  const bad = requirePriceColumn(cmd.price) ?? requireAsk(cf.value, cmd.power, cmd.resource, cmd.price, cmd.units) ?? requireRoom(state, cmd.power, cmd.resource, cmd.units)
  if (bad) return bad
  const held = state.powers[cmd.power]!.supplies[cmd.resource]
  return ok([
    { type: 'supplyChanged', power: cmd.power, row: cmd.resource, from: held, to: held + cmd.units },
    patchSlice('cashFlow', cf.value, { listings: withUnits(cf.value.listings, cmd.power, cmd.resource, cmd.price, -cmd.units) }),
  ])
}

/**
 * Buy Resources: "purchase units from the market by simply paying the price listed to the player
 * offering the units for sale ... The purchasing player then transfers the units into his supply
 * center." Any ask may be bought, not only the cheapest; the money goes straight to the seller.
 */
export function decideBuyListed(state: GameState, cmd: BuyListed): Result<GameEvent[]> {
  const cf = marketCommand(state, cmd.power, cmd.resource, cmd.units)
  if (!cf.ok) return cf
  const seller = findPower(state, cmd.seller)
  if (!seller.ok) return seller
  if (cmd.seller === cmd.power) return cashFlowRefusal('same-power', 'ownAsk', { power: asPower(cmd.power) }, `${MARKET_RULE}, Buy Resources`)
  const bad = requirePriceColumn(cmd.price) ?? requireAsk(cf.value, cmd.seller, cmd.resource, cmd.price, cmd.units) ?? requireRoom(state, cmd.power, cmd.resource, cmd.units)
  if (bad) return bad
  const cost = cmd.price * cmd.units
  const short = requireCash(state, cmd.power, cost, cashFlowPhrase('unitsAtPrice', { n: cmd.units, resource: asResource(cmd.resource), price: asMoney(cmd.price) }))
  if (short) return short
  const held = state.powers[cmd.power]!.supplies[cmd.resource]
  return ok([
    { type: 'moneyTransferred', from: cmd.power, to: cmd.seller, amount: cost, reason: 'market-purchase', note: `${unitsWord(cmd.units)} of ${cmd.resource} at ${formatMoney(cmd.price)}` },
    { type: 'supplyChanged', power: cmd.power, row: cmd.resource, from: held, to: held + cmd.units },
    patchSlice('cashFlow', cf.value, { listings: withUnits(cf.value.listings, cmd.seller, cmd.resource, cmd.price, -cmd.units) }),
  ])
}
