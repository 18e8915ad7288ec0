import { rowCapacity } from '../battle/homes'
import { requireFunds } from '../bank/funds'
import type { GameEvent } from '../../kernel/events'
import { asPower } from '../../kernel/phrase'
import { ok, type Result } from '../../kernel/result'
import { playPhrase, playRefusal, playRemedy } from './refusals'
import type { GameState, PowerState } from '../../kernel/state'
import { requireCounts, requirePhase, requirePrice, requireSupplies, playingPower } from './checks'
import type { SellArms } from './commands'
import { moveCost } from './costs'
import { MOVE_RULE } from './stage5'

export const ARMS_BAZAAR_RULE = 'Basic rules, Stage 6, Phase F (Arms Bazaar); Other Rules of Play, "Buying and Selling Weapons"'

const ITEMS = [
  { key: 'armies', counted: 'armiesCounted' },
  { key: 'navies', counted: 'naviesCounted' },
  { key: 'nukes', counted: 'nukesCounted', plural: 'nukesPlural' },
  { key: 'lstars', counted: 'lstarsCounted', plural: 'lstarsPlural' },
] as const

function held(power: PowerState, key: (typeof ITEMS)[number]['key']): number {
  return key === 'armies' || key === 'navies' ? power.forces[key] : power.supplies[key]
}

/**
 * Stage 6, Phase F: armies, navies, nukes and L-stars sold "for whatever terms they can agree
 * to". Forces change colour on the board; nukes and L-stars move between supply centers.
 */
export function decideSellArms(state: GameState, cmd: SellArms): Result<GameEvent[]> {
  const sellerFound = playingPower(state, cmd.seller)
  if (!sellerFound.ok) return sellerFound
  const buyerFound = playingPower(state, cmd.buyer)
  if (!buyerFound.ok) return buyerFound
  const [seller, buyer] = [sellerFound.value, buyerFound.value]
  if (seller.id === buyer.id) return playRefusal('same-power', 'twoDifferentPowers', {}, ARMS_BAZAAR_RULE)
  const bad =
    requirePhase(state, seller.id, 6, 'F', { sentence: 'weaponsSoldWhen' }, ARMS_BAZAAR_RULE) ??
    requireCounts([cmd.armies, cmd.navies, cmd.nukes, cmd.lstars], { words: 'countsArmsSold' }) ??
    requirePrice(cmd.price)
  if (bad) return bad
  if (ITEMS.every((i) => cmd[i.key] === 0)) return playRefusal('nothing-to-sell', 'enterArmsSold', {}, ARMS_BAZAAR_RULE)
  for (const item of ITEMS) {
    const has = held(seller, item.key)
    if (cmd[item.key] > has) {
      const values = { power: asPower(seller.id), have: { phrase: playPhrase(item.counted, { n: has }) }, count: cmd[item.key] }
      return playRefusal('not-enough-arms', 'cannotSellArms', values, ARMS_BAZAAR_RULE)
    }
    const capacity = rowCapacity(state, buyer.id)
    if ('plural' in item && held(buyer, item.key) + cmd[item.key] > capacity) {
      const room = capacity - held(buyer, item.key)
      const values = { power: asPower(buyer.id), held: held(buyer, item.key), weapons: { phrase: playPhrase(item.plural) }, capacity, room, count: cmd[item.key] }
      return playRefusal('row-full', 'armsRowFull', values, ARMS_BAZAAR_RULE, [...(room > 0 ? [playRemedy('sellRoomInstead', { room }, { ...cmd, [item.key]: room })] : [])])
    }
  }
  const delivery = deliveryEvents(cmd, seller, buyer)
  if (!delivery.ok) return delivery
  if (cmd.price > 0) {
    const short = requireFunds(state, buyer.id, cmd.price)
    if (short) return short
  }
  const events: GameEvent[] = []
  for (const item of ITEMS) {
    const n = cmd[item.key]
    if (n === 0) continue
    for (const [power, delta] of [[seller, -n], [buyer, n]] as const) {
      const from = held(power, item.key)
      events.push(
        item.key === 'armies' || item.key === 'navies'
          ? { type: 'forcesChanged', power: power.id, force: item.key, from, to: from + delta }
          : { type: 'supplyChanged', power: power.id, row: item.key, from, to: from + delta },
      )
    }
  }
  events.push(...delivery.value)
  if (cmd.price > 0) events.push({ type: 'moneyTransferred', from: buyer.id, to: seller.id, amount: cmd.price, reason: 'arms-sale' })
  return ok(events)
}

/** "The seller or the buyer must pay the standard moving costs" of bringing forces to the buyer. */
function deliveryEvents(cmd: SellArms, seller: PowerState, buyer: PowerState): Result<GameEvent[]> {
  const d: unknown = cmd.delivery
  if (d === undefined) return ok([])
  if (typeof d !== 'object' || d === null) return playRefusal('bad-delivery', 'sayDeliveryCosts', {}, MOVE_RULE)
  const input = d as NonNullable<SellArms['delivery']>
  if (input.paidBy !== 'seller' && input.paidBy !== 'buyer') return playRefusal('bad-delivery', 'deliveryPayer', {}, ARMS_BAZAAR_RULE)
  const bad = requireCounts([input.marchArmyTerritories, input.airliftArmies, input.convoySeas, input.navySeas], { words: 'countsMove' })
  if (bad) return bad
  const payer = input.paidBy === 'seller' ? seller : buyer
  const cost = moveCost(input)
  const short = requireSupplies(payer, cost, { sentence: 'suppliesDelivery' }, MOVE_RULE)
  if (short) return short
  const events: GameEvent[] = []
  for (const row of ['grain', 'oil'] as const) {
    if (cost[row] > 0) events.push({ type: 'supplyChanged', power: payer.id, row, from: payer.supplies[row], to: payer.supplies[row] - cost[row] })
  }
  return ok(events)
}
