import { requireFunds } from '../bank/funds'
import { DIE_FACES } from '../market/data'
import { playingPower, requirePrice } from '../play/checks'
import { requirePlay } from '../play/guards'
import { wherePhrase } from '../play/refusals'
import { playChanged, withEntry } from '../play/patch'
import type { PlayState } from '../play/state'
import type { GameEvent } from '../../kernel/events'
import type { PowerId } from '../../kernel/ids'
import type { BillLine } from '../../kernel/module'
import type { Millions } from '../../kernel/money'
import { asMoney, asPower } from '../../kernel/phrase'
import { patchSlice } from '../../kernel/patch'
import { ok, type Result } from '../../kernel/result'
import type { Command } from '../../kernel/commands'
import type { Company, GameState, PowerState } from '../../kernel/state'
import type { BidForNeutralCard, CloseNeutralCardBids, PayForNeutralCard } from './economy-commands'
import { MINIMUM_BID_STEP, WARLORDS_RULE, ZONE_SALARY } from './data'
import { warlordsRefusal, warlordsRemedy, type WarlordsKey } from './refusals'
import { ownerBidsForOwnCard } from './settings'
import { WARLORDS_TREASURY, type NeutralBid, type NeutralCards, type NeutralState, type NeutralZone } from './state'

/**
 * The warlord or pirate whose zone is `territory` (a company's territory), if any. A zone a
 * superpower captured (`occupiedBy`) is held by no warlord: no salary, no bids, no Stage 3 sale.
 */
export function zoneHolding(state: GameState, territory: string): NeutralZone | undefined {
  return state.neutral?.zones.find((z) => z.zone === territory && z.occupiedBy === undefined)
}

/** This cycle's Stage 1 record of the cards; one of an earlier cycle counts as none. */
export function cardsThisCycle(state: GameState): NeutralCards {
  const cycle = state.play?.cycle ?? 0
  const cards = state.neutral?.cards
  return cards && cards.cycle === cycle ? cards : { cycle, bids: [], taken: [] }
}

/** The open bids for one card, in the order made (so the last is the highest). */
export function bidsFor(state: GameState, companyId: string): NeutralBid[] {
  return cardsThisCycle(state).bids.filter((b) => b.companyId === companyId)
}

/**
 * The least the next bid for `companyId` may be: $50M above the last bid, or above the owner's
 * $100M salary (the offer to beat) when nobody has bid yet.
 */
export function minimumBid(state: GameState, companyId: string): Millions {
  return (bidsFor(state, companyId).at(-1)?.amount ?? ZONE_SALARY) + MINIMUM_BID_STEP
}

/**
 * Stage 1: "a $100 million salary for each resource card located in a zone occupied by a warlord
 * or pirate ... paid to the bank" (RuleModule.bill), for each open card (a closed card pays no
 * salaries, as in the basic game). A card taken from its owner this cycle has had its warlord paid
 * already (the unpaid salary or the winning bid), so its new owner's bill skips it until the next cycle.
 */
export function zoneSalaryLines(state: GameState, power: PowerId): BillLine[] {
  const holder = state.powers[power]
  if (!holder || !state.neutral || state.neutral.zones.length === 0) return []
  const taken = cardsThisCycle(state).taken
  const n = holder.companies.filter((c) => c.isOpen && zoneHolding(state, c.territory) !== undefined && !taken.includes(c.id)).length
  if (n === 0) return []
  return [{ key: 'warlord-zones', label: `${n} ${n === 1 ? 'card' : 'cards'} in a warlord or pirate zone`, amount: n * ZONE_SALARY, each: ZONE_SALARY }]
}

/** A guided game at Stage 1 (bookkeeping games have no salaries to leave unpaid). `sentence`: the refusal's key ("… in Stage {stage}; {where}."). */
export function requireStage(state: GameState, stage: number, sentence: WarlordsKey, rule: string): Result<PlayState> {
  const found = requirePlay(state)
  if (!found.ok) return found
  if (found.value.stage !== stage) return warlordsRefusal('wrong-stage', sentence, { stage, where: wherePhrase(found.value) }, rule)
  return found
}

/** A die as the Marshall or a player rolled it: 1 to 6. */
export function requireDie(die: unknown, rule: string): Result<never> | undefined {
  return Number.isInteger(die) && (die as number) >= 1 && (die as number) <= DIE_FACES ? undefined : warlordsRefusal('bad-dice', 'dieFaces', { max: DIE_FACES }, rule)
}

interface HeldCard {
  owner: PowerState
  company: Company
  index: number
  zone: NeutralZone
}

/** The card `companyId`, whoever holds it, in a warlord's or pirate's zone. */
function cardInZone(state: GameState, companyId: unknown, rule: string): Result<HeldCard> {
  for (const id of state.order) {
    const owner = state.powers[id]
    const index = owner?.companies.findIndex((c) => c.id === companyId) ?? -1
    if (!owner || index < 0) continue
    const company = owner.companies[index]!
    const zone = zoneHolding(state, company.territory)
    if (!zone) return warlordsRefusal('not-in-warlord-zone', 'cardNotInZone', { card: company.name, territory: company.territory }, rule)
    return ok({ owner, company, index, zone })
  }
  return warlordsRefusal('unknown-company', 'noCardHolder', {}, rule)
}

/**
 * The card goes to the power that paid the warlord: no unpaid mark follows it (unlike a sale, the
 * new owner paid for it), and the card is recorded as taken so its warlord is not paid twice.
 */
function takeCard(state: GameState, card: HeldCard, to: PowerState, cards: Partial<NeutralCards>): GameEvent[] {
  const { owner, company, index } = card
  // The owner who outbid the others (when the game lets him bid) keeps the card where it is.
  const events: GameEvent[] =
    owner.id === to.id
      ? []
      : [
          { type: 'companyRemoved', power: owner.id, company, index },
          { type: 'companyAdded', power: to.id, company, index: to.companies.length },
        ]
  const play = state.play!
  const marks = play.unpaid[owner.id] ?? []
  if (marks.includes(company.id)) {
    const left = marks.filter((id) => id !== company.id)
    events.push(playChanged(play, { unpaid: withEntry(play.unpaid, owner.id, left.length > 0 ? left : undefined) }))
  }
  const now = cardsThisCycle(state)
  const neutral = state.neutral as NeutralState
  events.push(patchSlice('neutral', neutral, { cards: { ...now, ...cards, taken: [...now.taken, company.id] } }))
  return events
}

/**
 * Stage 1: "If he doesn't pay the salary, then one of the other players may pay it. Then, that
 * player may take the resource card and receive the resource units during Stage 2." Only once the
 * owner has settled Stage 1 leaving the card unpaid, and only while nobody is bidding for it (the
 * bids offer the warlord more).
 */
export function decidePayForNeutralCard(state: GameState, cmd: PayForNeutralCard): Result<GameEvent[]> {
  const rule = WARLORDS_RULE.salaries
  const at = requireStage(state, 1, 'salaryPaidWhen', rule)
  if (!at.ok) return at
  const play = at.value
  const payer = playingPower(state, cmd.power)
  if (!payer.ok) return payer
  const found = cardInZone(state, cmd.companyId, rule)
  if (!found.ok) return found
  const { owner, company } = found.value
  const card = { card: company.name, power: asPower(owner.id) }
  if (owner.id === payer.value.id) return warlordsRefusal('own-card', 'ownCardSalary', card, rule)
  if (!play.done.includes(owner.id)) return warlordsRefusal('card-paid', 'ownerNotSettled', card, rule)
  if (!(play.unpaid[owner.id] ?? []).includes(company.id)) return warlordsRefusal('card-paid', 'salaryPaid', card, rule)
  if (bidsFor(state, company.id).length > 0) {
    return warlordsRefusal('bids-open', 'bidsOpenCard', { card: company.name }, WARLORDS_RULE.bidding, [
      warlordsRemedy('closeBids', {}, { kind: 'closeNeutralCardBids', companyId: company.id }),
    ])
  }
  const short = requireFunds(state, payer.value.id, ZONE_SALARY)
  if (short) return short
  return ok([
    { type: 'moneyTransferred', from: payer.value.id, to: 'bank', amount: ZONE_SALARY, reason: 'salary', note: company.name },
    ...takeCard(state, found.value, payer.value, {}),
  ])
}

/**
 * Bidding for the Resource Cards: "During Stage 1 only, a player(s) may bid for an opponent's
 * resource card(s) ... by offering the warlord or pirate more money for his resources. The player
 * must make a minimum increase of $50 million per bid." Reading: the owner's $100M salary is the
 * offer to beat, so the first bid is at least $150M and each next one $50M above the last. A bid
 * must be payable when made.
 */
export function decideBidForNeutralCard(state: GameState, cmd: BidForNeutralCard): Result<GameEvent[]> {
  const rule = WARLORDS_RULE.bidding
  const at = requireStage(state, 1, 'bidsMadeWhen', rule)
  if (!at.ok) return at
  const bidder = playingPower(state, cmd.power)
  if (!bidder.ok) return bidder
  const found = cardInZone(state, cmd.companyId, rule)
  if (!found.ok) return found
  const { owner, company } = found.value
  // "A player(s) may bid for an opponent's resource card(s)"; a table may let the owner outbid them (setting).
  if (owner.id === bidder.value.id && !ownerBidsForOwnCard(state.settings)) return warlordsRefusal('own-card', 'ownCardBid', { card: company.name, power: asPower(owner.id) }, rule)
  // Taken this cycle (its salary or a winning bid paid): the warlord has sold it until the next Stage 1.
  if (cardsThisCycle(state).taken.includes(company.id)) return warlordsRefusal('card-paid', 'alreadySold', { card: company.name, power: asPower(owner.id) }, rule)
  const bad = requirePrice(cmd.amount)
  if (bad) return bad
  const last = bidsFor(state, company.id).at(-1)
  const least = minimumBid(state, company.id)
  if (cmd.amount < least) {
    const values = { step: asMoney(MINIMUM_BID_STEP), least: asMoney(least), amount: asMoney(cmd.amount) }
    const remedies = [warlordsRemedy('bidAmount', { amount: asMoney(least) }, { ...cmd, amount: least })]
    if (last) return warlordsRefusal('bid-too-low', 'bidOverBid', { ...values, power: asPower(last.power), last: asMoney(last.amount) }, rule, remedies)
    return warlordsRefusal('bid-too-low', 'bidOverSalary', { ...values, salary: asMoney(ZONE_SALARY) }, rule, remedies)
  }
  const short = requireFunds(state, bidder.value.id, cmd.amount)
  if (short) return short
  const now = cardsThisCycle(state)
  return ok([patchSlice('neutral', state.neutral as NeutralState, { cards: { ...now, bids: [...now.bids, { companyId: company.id, power: bidder.value.id, amount: cmd.amount }] } })])
}

/**
 * "The warlords and pirates always sell their resources to the highest bidder. He takes the
 * resource card and transfers the resources to his supply center during Stage 2." The highest
 * (last) bid is paid to the warlords' treasury; the owner's salary, if paid, stays paid.
 */
export function decideCloseNeutralCardBids(state: GameState, cmd: CloseNeutralCardBids): Result<GameEvent[]> {
  const rule = WARLORDS_RULE.bidding
  const at = requireStage(state, 1, 'bidsClosedWhen', rule)
  if (!at.ok) return at
  const found = cardInZone(state, cmd.companyId, rule)
  if (!found.ok) return found
  const bids = bidsFor(state, found.value.company.id)
  const best = bids[bids.length - 1]
  if (!best) return warlordsRefusal('no-bids', 'noBidsFor', { card: found.value.company.name }, rule)
  const winner = state.powers[best.power]!
  const short = requireFunds(state, winner.id, best.amount)
  if (short) return short
  const now = cardsThisCycle(state)
  return ok([
    { type: 'moneyTransferred', from: winner.id, to: WARLORDS_TREASURY, amount: best.amount, reason: 'company-sale', note: found.value.company.name },
    ...takeCard(state, found.value, winner, { bids: now.bids.filter((b) => b.companyId !== found.value.company.id) }),
  ])
}

/** Stage 1 does not end while bids are open: the warlord has not sold yet. */
export function guardOpenBids(state: GameState, command: Command): Result<never> | undefined {
  if (command.kind !== 'advancePlay' || state.play?.stage !== 1) return undefined
  const open = cardsThisCycle(state).bids
  if (open.length === 0) return undefined
  const names = [...new Set(open.map((b) => b.companyId))].map((id) => state.order.flatMap((p) => state.powers[p]?.companies ?? []).find((c) => c.id === id)?.name ?? id)
  return warlordsRefusal('bids-open', 'bidsStillOpen', { cards: names.join(', ') }, WARLORDS_RULE.bidding, [
    ...[...new Set(open.map((b) => b.companyId))].map((companyId) => warlordsRemedy('closeBids', {}, { kind: 'closeNeutralCardBids' as const, companyId })),
  ])
}
