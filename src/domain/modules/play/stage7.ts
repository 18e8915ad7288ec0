import { PROSPECT_ATTEMPTS, RESOURCE_DECK_CARDS } from './data'
import { SUPPLY_ROW_CAPACITY } from '../../kernel/rules-constants'
import { freeCompanyId } from '../corrections/decide'
import { requireFunds } from '../bank/funds'
import { isWholeNumber } from '../../kernel/guards'
import { companyFromInput, validateCompanyInput } from '../setup/decide'
import type { GameEvent } from '../../kernel/events'
import type { ComposedRules } from '../../kernel/module'
import { isResource, type PowerId } from '../../kernel/ids'
import { SUPERPOWERS } from '../../kernel/superpowers'
import { asPower, asResource, type PhraseValues } from '../../kernel/phrase'
import { ok, type Result } from '../../kernel/result'
import { playRefusal, playRemedy, type PlayKey } from './refusals'
import type { Company, GameState } from '../../kernel/state'
import { requirePhase, requirePrice, playingPower, unitsText } from './checks'
import type { OrderDropShip, Prospect } from './commands'
import { cardsCost } from './costs'
import { playChanged, withEntry } from './patch'
import type { DropShipOrder } from './state'
import { SIEGE_RULE } from './tactics'
import { afterTurnPatch } from './turns'

export const PROSPECT_RULE = 'Basic rules, Stage 7, Phase E (Prospect for Resources)'
export const BUY_OR_PROSPECT_RULE = 'Basic rules, Stage 7, Note ("He may not do both") and Starting the Game, "Double Seven"'
export const DROP_SHIP_RULE = 'Basic rules, Stage 7, Phase D ("Drop Ship Surplus Resources")'

const OUTCOMES: readonly string[] = ['found', 'returned', 'stopped']

/**
 * Stage 7, Phase E: one attempt, $200M per card turned including the kept one. A found card is
 * kept face down; a card in an opponent-occupied or nuked territory goes back, and cutting
 * losses keeps nothing; every attempt counts as one of the three.
 */
export function decideProspect(state: GameState, cmd: Prospect, rules: ComposedRules): Result<GameEvent[]> {
  const found = playingPower(state, cmd.power)
  if (!found.ok) return found
  const power = found.value
  const play = state.play
  if (play && play.stage === 7 && play.stage7Choice[power.id] === 'buy' && !play.doubleSeven.includes(power.id)) {
    const key = state.settings.doubleSeven === 'one-stage-only' ? 'boughtOneStageOnly' : 'boughtDoubleSeven'
    return playRefusal('bought-this-stage', key, { power: asPower(power.id) }, BUY_OR_PROSPECT_RULE)
  }
  const used = play?.prospects[power.id] ?? 0
  if (play?.stage === 7 && used >= PROSPECT_ATTEMPTS) {
    return playRefusal('no-attempts-left', 'noAttemptsLeft', { power: asPower(power.id), attempts: PROSPECT_ATTEMPTS }, PROSPECT_RULE, [playRemedy('prospectLater')])
  }
  const bad = requirePhase(state, power.id, 7, 'E', { sentence: 'prospectWhen' }, PROSPECT_RULE)
  if (bad) return bad
  if (!isResource(cmd.resource)) return playRefusal('unknown-resource', 'announceResource', {}, PROSPECT_RULE)
  if (!isWholeNumber(cmd.cardsTurned) || cmd.cardsTurned < 1 || cmd.cardsTurned > RESOURCE_DECK_CARDS) {
    return playRefusal('bad-number', 'cardsTurned', { max: RESOURCE_DECK_CARDS }, PROSPECT_RULE)
  }
  if (typeof cmd.outcome !== 'string' || !OUTCOMES.includes(cmd.outcome)) return playRefusal('bad-outcome', 'sayOutcome', {}, PROSPECT_RULE)
  let company: Company | undefined
  if (cmd.outcome === 'found') {
    const card = cmd.card
    if (card === undefined) return playRefusal('bad-company', 'describeKept', {}, PROSPECT_RULE)
    const badCard = validateCompanyInput(card)
    if (badCard) return badCard
    if (card.resource !== cmd.resource) {
      return playRefusal('wrong-resource', 'wrongResource', { sought: asResource(cmd.resource), found: asResource(card.resource) }, PROSPECT_RULE)
    }
    const barred = barredTerritory(state, power.id, card.territory, rules)
    if (barred) {
      return playRefusal('card-returned', barred.key, barred.values, PROSPECT_RULE, [
        playRemedy('recordReturned', {}, { kind: 'prospect', power: power.id, resource: cmd.resource, cardsTurned: cmd.cardsTurned, outcome: 'returned' }),
      ])
    }
    // "A player who keeps his new card face down may not receive the production units until it is turned over."
    company = { ...companyFromInput({ ...card, isOpen: false }, freeCompanyId(state)), wasOpen: false }
  }
  const cost = cardsCost(cmd.cardsTurned)
  const short = requireFunds(state, power.id, cost)
  if (short) return short
  const events: GameEvent[] = [{ type: 'moneyTransferred', from: power.id, to: 'bank', amount: cost, reason: 'prospecting' }]
  if (company) events.push({ type: 'companyAdded', power: power.id, company, index: power.companies.length })
  if (play) {
    const attempts = used + 1
    const mine = { prospects: { ...play.prospects, [power.id]: attempts }, stage7Choice: withEntry(play.stage7Choice, power.id, 'prospect' as const) }
    const how = attempts >= PROSPECT_ATTEMPTS ? 'finished' : 'acted'
    events.push(playChanged(play, { ...mine, ...afterTurnPatch(state, { ...play, ...mine }, how) }))
  }
  return ok(events)
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * "If the new card is located in a territory occupied by an opponent, or one that has been nuked,
 * then the card is returned to the deck." What the books know: nuked territories, and home
 * territories held by another power (their owner, or an occupier), and the territories a module
 * knows the occupier of (a captured warlord's zone). Occupation of other territories is seen on the
 * board: the table records those as 'returned'.
 */
function barredTerritory(state: GameState, prospector: PowerId, territory: string, rules: ComposedRules): { key: PlayKey; values: PhraseValues } | undefined {
  const war = state.war
  const nuked = war?.nuked.find((t) => sameName(t, territory))
  if (nuked !== undefined) return { key: 'returnedNuked', values: { territory: nuked } }
  for (const owner of state.order) {
    const home = SUPERPOWERS[owner].homeTerritories.find((t) => sameName(t, territory))
    if (home === undefined) continue
    const holder = war?.occupiedHomes[home] ?? owner
    if (holder !== prospector && !war?.nuked.includes(home)) return { key: 'returnedOccupied', values: { territory: home, power: asPower(holder) } }
  }
  // The module compares names case and spaces aside, as a card's territory is typed.
  const occupier = rules.occupant(state, territory)
  if (occupier !== undefined && occupier !== prospector) return { key: 'returnedOccupied', values: { territory: territory.trim(), power: asPower(occupier) } }
  return undefined
}

/** The lowest `drop-C-N` id unused among this cycle's orders: deterministic, so replay agrees. */
function freeOrderId(cycle: number, orders: readonly DropShipOrder[]): string {
  let n = 1
  while (orders.some((o) => o.id === `drop-${cycle}-${n}`)) n += 1
  return `drop-${cycle}-${n}`
}

/**
 * Stage 7, Phase D: the buyer orders units of the seller's next Stage 2 production and pays
 * the agreed price now (DROP_SHIP_PAYMENT_READING). Delivery is Stage 2's (play/stage2.ts).
 */
export function decideOrderDropShip(state: GameState, cmd: OrderDropShip): Result<GameEvent[]> {
  const play = state.play
  if (!play) {
    return playRefusal('not-guided', 'dropShipGuidedOnly', {}, DROP_SHIP_RULE)
  }
  const sellerFound = playingPower(state, cmd.seller)
  if (!sellerFound.ok) return sellerFound
  const buyerFound = playingPower(state, cmd.buyer)
  if (!buyerFound.ok) return buyerFound
  const [seller, buyer] = [sellerFound.value, buyerFound.value]
  if (seller.id === buyer.id) return playRefusal('same-power', 'twoPowers', {}, DROP_SHIP_RULE)
  const bad = requirePhase(state, buyer.id, 7, 'D', { sentence: 'dropShipWhen' }, DROP_SHIP_RULE) ?? requirePrice(cmd.price)
  if (bad) return bad
  if (!isResource(cmd.resource)) return playRefusal('unknown-resource', 'chooseResource', {}, DROP_SHIP_RULE)
  if (!isWholeNumber(cmd.units) || cmd.units < 1 || cmd.units > SUPPLY_ROW_CAPACITY) {
    return playRefusal('bad-number', 'unitsOrdered', { max: SUPPLY_ROW_CAPACITY }, DROP_SHIP_RULE)
  }
  const besieged = [seller.id, buyer.id].find((id) => play.besieged.includes(id))
  if (besieged) return playRefusal('besieged', 'besieged', { power: asPower(besieged) }, SIEGE_RULE)
  if (cmd.price > 0) {
    const short = requireFunds(state, buyer.id, cmd.price)
    if (short) return short
  }
  const order: DropShipOrder = { id: freeOrderId(play.cycle, play.dropShips), seller: seller.id, buyer: buyer.id, resource: cmd.resource, units: cmd.units, price: cmd.price }
  const events: GameEvent[] = []
  if (cmd.price > 0) events.push({ type: 'moneyTransferred', from: buyer.id, to: seller.id, amount: cmd.price, reason: 'drop-ship', note: `${unitsText(cmd.units, cmd.resource)} next Stage 2` })
  events.push(playChanged(play, { dropShips: [...play.dropShips, order] }))
  return ok(events)
}
