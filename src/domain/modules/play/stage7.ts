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
import { ok, refuse, type Result } from '../../kernel/result'
import type { Company, GameState } from '../../kernel/state'
import { powerLabel, requirePhase, requirePrice, playingPower, unitsText } from './checks'
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
    const who = state.settings.doubleSeven === 'one-stage-only' ? 'a power that plays no other stage this cycle (Stage 7 note)' : 'a power that bid with two cubes left (Double Seven)'
    return refuse('bought-this-stage', `${powerLabel(power.id)} bought resources this stage: "He may not do both." Only ${who} may buy and prospect.`, BUY_OR_PROSPECT_RULE)
  }
  const used = play?.prospects[power.id] ?? 0
  if (play?.stage === 7 && used >= PROSPECT_ATTEMPTS) {
    return refuse('no-attempts-left', `${powerLabel(power.id)} has used its ${PROSPECT_ATTEMPTS} prospecting attempts this cycle.`, PROSPECT_RULE, [
      { label: 'Prospect again next cycle, or buy from the market or the other players' },
    ])
  }
  const bad = requirePhase(state, power.id, 7, 'E', { sentence: 'prospectWhen' }, PROSPECT_RULE)
  if (bad) return bad
  if (!isResource(cmd.resource)) return refuse('unknown-resource', 'Announce the resource sought: grain, oil or minerals.', PROSPECT_RULE)
  if (!isWholeNumber(cmd.cardsTurned) || cmd.cardsTurned < 1 || cmd.cardsTurned > RESOURCE_DECK_CARDS) {
    return refuse('bad-number', `Enter the cards turned over, the kept one included: 1 to ${RESOURCE_DECK_CARDS} (the whole deck).`, PROSPECT_RULE)
  }
  if (typeof cmd.outcome !== 'string' || !OUTCOMES.includes(cmd.outcome)) return refuse('bad-outcome', 'Say whether the card was found, returned to the deck, or the search was stopped.', PROSPECT_RULE)
  let company: Company | undefined
  if (cmd.outcome === 'found') {
    const card = cmd.card
    if (card === undefined) return refuse('bad-company', 'Describe the card kept: territory, units and company.', PROSPECT_RULE)
    const badCard = validateCompanyInput(card)
    if (badCard) return badCard
    if (card.resource !== cmd.resource) {
      return refuse('wrong-resource', `The search was for ${cmd.resource}; the card kept must be a ${cmd.resource} company, not ${card.resource}.`, PROSPECT_RULE)
    }
    const barred = barredTerritory(state, power.id, card.territory, rules)
    if (barred) {
      return refuse('card-returned', `${barred}: "the card is returned to the deck." The attempt still counts, and the cards turned are paid.`, PROSPECT_RULE, [
        { label: 'Record it as returned to the deck', command: { kind: 'prospect', power: power.id, resource: cmd.resource, cardsTurned: cmd.cardsTurned, outcome: 'returned' } },
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
function barredTerritory(state: GameState, prospector: PowerId, territory: string, rules: ComposedRules): string | undefined {
  const war = state.war
  const nuked = war?.nuked.find((t) => sameName(t, territory))
  if (nuked !== undefined) return `${nuked} has been nuked`
  for (const owner of state.order) {
    const home = SUPERPOWERS[owner].homeTerritories.find((t) => sameName(t, territory))
    if (home === undefined) continue
    const holder = war?.occupiedHomes[home] ?? owner
    if (holder !== prospector && !war?.nuked.includes(home)) return `${home} is occupied by ${powerLabel(holder)}`
  }
  // The module compares names case and spaces aside, as a card's territory is typed.
  const occupier = rules.occupant(state, territory)
  if (occupier !== undefined && occupier !== prospector) return `${territory.trim()} is occupied by ${powerLabel(occupier)}`
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
    return refuse('not-guided', 'Drop-ship orders are delivered by the guided order of play in Stage 2; this game keeps the books only. When the units arrive, record them as a trade between players.', DROP_SHIP_RULE)
  }
  const sellerFound = playingPower(state, cmd.seller)
  if (!sellerFound.ok) return sellerFound
  const buyerFound = playingPower(state, cmd.buyer)
  if (!buyerFound.ok) return buyerFound
  const [seller, buyer] = [sellerFound.value, buyerFound.value]
  if (seller.id === buyer.id) return refuse('same-power', 'Choose two different superpowers.', DROP_SHIP_RULE)
  const bad = requirePhase(state, buyer.id, 7, 'D', { sentence: 'dropShipWhen' }, DROP_SHIP_RULE) ?? requirePrice(cmd.price)
  if (bad) return bad
  if (!isResource(cmd.resource)) return refuse('unknown-resource', 'Choose grain, oil or minerals.', DROP_SHIP_RULE)
  if (!isWholeNumber(cmd.units) || cmd.units < 1 || cmd.units > SUPPLY_ROW_CAPACITY) {
    return refuse('bad-number', `Enter the units ordered, 1 to ${SUPPLY_ROW_CAPACITY}.`, DROP_SHIP_RULE)
  }
  const besieged = [seller.id, buyer.id].find((id) => play.besieged.includes(id))
  if (besieged) return refuse('besieged', `${powerLabel(besieged)} is under siege: it may not buy or sell resources.`, SIEGE_RULE)
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
