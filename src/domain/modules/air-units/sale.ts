import { requireFunds } from '../bank/funds'
import { playingPower, requireCounts, requirePhase, requirePrice } from '../play/checks'
import { unitCount } from '../supply/units'
import type { GameEvent } from '../../kernel/events'
import { asPower } from '../../kernel/phrase'
import { ok, type Result } from '../../kernel/result'
import type { GameState } from '../../kernel/state'
import type { SellAirUnits } from './commands'
import { AIR_RULE, AIR_UNITS_PER_POWER } from './data'
import { AIR_UNITS } from './units'
import { airPhrase, airRefusal, airRemedy, airUnitsPhrase } from './refusals'

/**
 * Buying and Selling Weapons: "Players may sell air units to the other players for whatever
 * terms agreed to, during Stage 6" (the Arms Bazaar, Phase F). "The buyer exchanges the air unit
 * for one in his own color", so the buyer can hold no more than the 20 pieces of its colour.
 */
export function decideSellAirUnits(state: GameState, cmd: SellAirUnits): Result<GameEvent[]> {
  const sellerFound = playingPower(state, cmd.seller)
  if (!sellerFound.ok) return sellerFound
  const buyerFound = playingPower(state, cmd.buyer)
  if (!buyerFound.ok) return buyerFound
  const [seller, buyer] = [sellerFound.value, buyerFound.value]
  if (seller.id === buyer.id) return airRefusal('same-power', 'chooseTwoPowers', {}, AIR_RULE.sale)
  const bad = requirePhase(state, seller.id, 6, 'F', { say: (v) => airPhrase('soldWhen', v) }, AIR_RULE.sale) ?? requireCounts([cmd.count], { say: (v) => airPhrase('wholeAirUnits', v) }) ?? requirePrice(cmd.price)
  if (bad) return bad
  if (cmd.count === 0) return airRefusal('nothing-to-sell', 'enterHowManySold', {}, AIR_RULE.sale)
  const has = unitCount(seller.forces, AIR_UNITS.id)
  if (cmd.count > has) return airRefusal('not-enough-arms', 'cannotSell', { power: asPower(seller.id), units: airUnitsPhrase(has), count: cmd.count }, AIR_RULE.sale)
  const owned = unitCount(buyer.forces, AIR_UNITS.id)
  const room = AIR_UNITS_PER_POWER - owned
  if (cmd.count > room) {
    return airRefusal('too-many-air-units', 'buyerFull', { power: asPower(buyer.id), units: airUnitsPhrase(owned), pieces: AIR_UNITS_PER_POWER, room, count: cmd.count }, AIR_RULE.sale, [
      ...(room > 0 ? [airRemedy('sellUnits', { units: airUnitsPhrase(room) }, { ...cmd, count: room })] : []),
    ])
  }
  if (cmd.price > 0) {
    const short = requireFunds(state, buyer.id, cmd.price)
    if (short) return short
  }
  return ok([
    { type: 'forcesChanged', power: seller.id, force: AIR_UNITS.id, from: has, to: has - cmd.count },
    { type: 'forcesChanged', power: buyer.id, force: AIR_UNITS.id, from: owned, to: owned + cmd.count },
    ...(cmd.price > 0 ? [{ type: 'moneyTransferred' as const, from: buyer.id, to: seller.id, amount: cmd.price, reason: 'arms-sale' as const }] : []),
  ])
}
