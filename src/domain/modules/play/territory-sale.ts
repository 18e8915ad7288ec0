import type { PlayState } from './state'
import { withoutNulls } from '../../kernel/evolve'
import { warChanged } from '../battle/patch'
import { initialWar } from '../battle/war-state'
import { requireFunds } from '../bank/funds'
import { SUPERPOWERS } from '../../kernel/superpowers'
import type { GameEvent } from '../../kernel/events'
import type { PowerId } from '../../kernel/ids'
import { asPower } from '../../kernel/phrase'
import { ok, refusePhrase, type Result } from '../../kernel/result'
import { playPhrase, playRefusal, wherePhrase } from './refusals'
import type { GameState, PowerState } from '../../kernel/state'
import { MAX_COUNT, playingPower, requirePrice } from './checks'
import type { SellTerritory } from './commands'
import { moveCard } from './companies'
import { requireTurnOf } from './guards'
import { playChanged, withEntry } from './patch'
import { isRotating } from './turns'
import { isWholeNumber } from '../../kernel/guards'
import { fitsCharacters, tooLongPhrase } from '../../kernel/text'

export const TERRITORY_SALE_RULE = 'Basic rules, Other Rules of Play, "Buying and Selling Territories"'

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** The power whose home territory `territory` is, among all six (playing or not). */
function homeOf(territory: string): { owner: PowerId; name: string } | undefined {
  for (const p of Object.values(SUPERPOWERS)) {
    const name = p.homeTerritories.find((t) => same(t, territory))
    if (name !== undefined) return { owner: p.id, name }
  }
  return undefined
}

/** "During Stage 6 only": in a guided game, Stage 6 Phase C on the seller's turn, or the free Phase F. */
function requireStage6(state: GameState, seller: PowerId): Result<never> | undefined {
  const play = state.play
  if (!play) return undefined
  if (play.stage !== 6 || play.step !== 'phase') return playRefusal('wrong-stage', 'territorySaleWhen', { where: wherePhrase(play) }, TERRITORY_SALE_RULE)
  return isRotating(play) ? requireTurnOf(play, seller, TERRITORY_SALE_RULE) : undefined
}

/** The territory named, if the seller may sell it: foreign to it, not nuked, and held by it on the books. */
function sellableTerritory(state: GameState, seller: PowerState, raw: unknown): Result<string> {
  const territory = typeof raw === 'string' ? raw.trim() : ''
  if (territory === '' || !fitsCharacters(territory, 40)) {
    const long = tooLongPhrase(territory, 40, playPhrase('territoryName'))
    return long ? refusePhrase('bad-territory', long, TERRITORY_SALE_RULE) : playRefusal('bad-territory', 'typeTerritorySold', {}, TERRITORY_SALE_RULE)
  }
  const war = state.war ?? initialWar()
  const nuked = war.nuked.find((t) => same(t, territory))
  if (nuked !== undefined) return playRefusal('territory-nuked', 'territoryNuked', { territory: nuked }, TERRITORY_SALE_RULE)
  const home = homeOf(territory)
  if (home?.owner === seller.id) return playRefusal('territory-home', 'ownHome', { territory: home.name, power: asPower(seller.id) }, TERRITORY_SALE_RULE)
  if (home !== undefined && war.occupiedHomes[home.name] !== seller.id) {
    return playRefusal('territory-not-held', 'homeNotHeld', { territory: home.name, owner: asPower(home.owner), power: asPower(seller.id) }, TERRITORY_SALE_RULE)
  }
  return ok(home?.name ?? territory)
}

/**
 * "Players may sell any foreign territories they occupy during Stage 6 only. The buyer replaces
 * the seller's forces with units in his own color." The seller's armies there become the buyer's,
 * the seller's cards in that territory pass to the buyer, and the buyer pays the agreed price.
 */
export function decideSellTerritory(state: GameState, cmd: SellTerritory): Result<GameEvent[]> {
  const sellerFound = playingPower(state, cmd.seller)
  if (!sellerFound.ok) return sellerFound
  const buyerFound = playingPower(state, cmd.buyer)
  if (!buyerFound.ok) return buyerFound
  const [seller, buyer] = [sellerFound.value, buyerFound.value]
  if (seller.id === buyer.id) return playRefusal('same-power', 'twoPowers', {}, TERRITORY_SALE_RULE)
  const bad = requireStage6(state, seller.id) ?? requirePrice(cmd.price)
  if (bad) return bad
  const found = sellableTerritory(state, seller, cmd.territory)
  if (!found.ok) return found
  const territory = found.value
  if (!isWholeNumber(cmd.armies) || cmd.armies < 1 || cmd.armies > MAX_COUNT) {
    return playRefusal('bad-number', 'armiesInTerritory', { power: asPower(seller.id), territory }, TERRITORY_SALE_RULE)
  }
  if (cmd.armies > seller.forces.armies) return playRefusal('not-enough-arms', 'armiesInAll', { power: asPower(seller.id), armies: seller.forces.armies, count: cmd.armies }, TERRITORY_SALE_RULE)
  const short = cmd.price > 0 ? requireFunds(state, buyer.id, cmd.price) : undefined
  if (short) return short
  return ok([
    { type: 'forcesChanged', power: seller.id, force: 'armies', from: seller.forces.armies, to: seller.forces.armies - cmd.armies },
    { type: 'forcesChanged', power: buyer.id, force: 'armies', from: buyer.forces.armies, to: buyer.forces.armies + cmd.armies },
    ...cardsPassing(state, seller, buyer, territory),
    ...holdingChanges(state, seller.id, buyer.id, territory),
    ...(cmd.price > 0 ? [{ type: 'moneyTransferred' as const, from: buyer.id, to: seller.id, amount: cmd.price, reason: 'territory-sale' as const, note: territory }] : []),
  ])
}

/** The seller's cards located in the territory, moved one by one (indexes as they shift). */
function cardsPassing(state: GameState, seller: PowerState, buyer: PowerState, territory: string): GameEvent[] {
  const events: GameEvent[] = []
  let from = seller
  let to = buyer
  let current = state
  for (const company of seller.companies.filter((c) => same(c.territory, territory))) {
    const index = from.companies.findIndex((c) => c.id === company.id)
    const moved = moveCard(current, from, to, company, index)
    events.push(...moved)
    from = { ...from, companies: from.companies.filter((c) => c.id !== company.id) }
    to = { ...to, companies: [...to.companies, company] }
    // An unpaid mark moves with the card: later cards read the updated marks.
    const marks = moved.find((e) => e.type === 'slicePatched' && e.slice === 'play')
    if (marks?.type === 'slicePatched' && marks.slice === 'play' && current.play) current = { ...current, play: withoutNulls({ ...current.play, ...marks.to }, marks.to) as PlayState }
  }
  return events
}

/** What the books hold about the territory moves to the buyer: an occupied home, a blockade. */
function holdingChanges(state: GameState, seller: PowerId, buyer: PowerId, territory: string): GameEvent[] {
  const events: GameEvent[] = []
  const war = state.war
  const home = homeOf(territory)
  if (war && home !== undefined) {
    const occupiedHomes = { ...war.occupiedHomes }
    // Sold back to its owner, the home territory is simply its own again.
    if (home.owner === buyer) delete occupiedHomes[home.name]
    else occupiedHomes[home.name] = buyer
    events.push(warChanged(war, { occupiedHomes }))
  }
  const play = state.play
  if (play?.blockaded[seller]?.includes(territory)) {
    const left = (play.blockaded[seller] ?? []).filter((t) => t !== territory)
    let blockaded = withEntry(play.blockaded, seller, left.length > 0 ? left : undefined)
    // Still the buyer's foreign territory: the navies still block its ports.
    if (home?.owner !== buyer) blockaded = withEntry(blockaded, buyer, [...(play.blockaded[buyer] ?? []), territory])
    events.push(playChanged(play, { blockaded }))
  }
  return events
}
