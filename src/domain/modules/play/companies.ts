import { requireFunds } from '../bank/funds'
import type { GameEvent } from '../../kernel/events'
import { formatMoney } from '../../kernel/money'
import { asPower } from '../../kernel/phrase'
import { ok, type Result } from '../../kernel/result'
import { playRefusal, wherePhrase } from './refusals'
import type { Company, GameState, PowerState } from '../../kernel/state'
import type { PowerId } from '../../kernel/ids'
import { requirePrice, playingPower } from './checks'
import type { CloseCompany, OpenCompany, SellCompany, TransferCompany } from './commands'
import { reopenCost } from './costs'
import { playChanged, withEntry } from './patch'

export const CLOSING_RULE = 'Basic rules, Other Rules of Play, "Closing"'
export const REOPENING_RULE = 'Basic rules, Other Rules of Play, "Closing" and "Re-opening Costs"'
export const COMPANY_SALE_RULE = 'Basic rules, Other Rules of Play, "Buying and Selling"'
export const COMPANY_TRANSFER_RULE = 'Basic rules, Stage 4 (Spoils of War, Surrender) and Other Rules of Play, "Squatter\'s Rights"'

const TRANSFER_REASONS: readonly string[] = ['capture', 'squatting', 'surrender']

function findCompany(power: PowerState, id: unknown): Result<{ company: Company; index: number }> {
  const index = typeof id === 'string' ? power.companies.findIndex((c) => c.id === id) : -1
  const company = power.companies[index]
  if (company === undefined) return playRefusal('unknown-company', 'notAmongCards', { power: asPower(power.id) })
  return ok({ company, index })
}

/** "A player may close any of his companies at any time, by turning the resource card face down." */
export function decideCloseCompany(state: GameState, cmd: CloseCompany): Result<GameEvent[]> {
  const found = playingPower(state, cmd.power)
  if (!found.ok) return found
  const card = findCompany(found.value, cmd.companyId)
  if (!card.ok) return card
  const { company } = card.value
  if (!company.isOpen) return playRefusal('already-closed', 'alreadyClosed', { company: company.name }, CLOSING_RULE)
  return ok([{ type: 'companyChanged', power: cmd.power, from: company, to: { ...company, isOpen: false, wasOpen: true } }])
}

/**
 * Turning a card face up, "at any time, except during Stage 2". A card that was open before
 * costs $200M ("Re-opening Costs"); a prospected card opened for the first time is free.
 */
export function decideOpenCompany(state: GameState, cmd: OpenCompany): Result<GameEvent[]> {
  const found = playingPower(state, cmd.power)
  if (!found.ok) return found
  const card = findCompany(found.value, cmd.companyId)
  if (!card.ok) return card
  const { company } = card.value
  if (company.isOpen) return playRefusal('already-open', 'alreadyOpen', { company: company.name }, REOPENING_RULE)
  if (state.play?.stage === 2) return playRefusal('wrong-stage', 'reopenWhen', { where: wherePhrase(state.play) }, REOPENING_RULE)
  const cost = reopenCost(company)
  const short = cost > 0 ? requireFunds(state, cmd.power, cost) : undefined
  if (short) return short
  const events: GameEvent[] = []
  if (cost > 0) events.push({ type: 'moneyTransferred', from: cmd.power, to: 'bank', amount: cost, reason: 'reopening', note: company.name })
  events.push({ type: 'companyChanged', power: cmd.power, from: company, to: { ...company, isOpen: true, wasOpen: true } })
  const play = state.play
  if (play && opensAfterSalaries(state, cmd.power)) {
    events.push(playChanged(play, { unpaid: withEntry(play.unpaid, cmd.power, [...(play.unpaid[cmd.power] ?? []), company.id]) }))
  }
  return ok(events)
}

/**
 * A card opened in Stage 1 after its owner paid salaries: "He no longer pays its salaries or
 * receives its production units" while face down, and Stage 1 paid none for it, so it produces
 * nothing in this cycle's Stage 2 (its salary was never paid). Opened in Stages 3 to 7 it is
 * paid in the next Stage 1 like any open card.
 */
export function opensAfterSalaries(state: GameState, power: PowerId): boolean {
  const play = state.play
  return play !== undefined && play.stage === 1 && play.done.includes(power)
}

/** The card leaves one power's hand for another's; an unpaid-salary mark goes with it. */
export function moveCard(state: GameState, from: PowerState, to: PowerState, company: Company, index: number): GameEvent[] {
  const events: GameEvent[] = [
    { type: 'companyRemoved', power: from.id, company, index },
    { type: 'companyAdded', power: to.id, company, index: to.companies.length },
  ]
  const play = state.play
  if (play?.unpaid[from.id]?.includes(company.id)) {
    const left = (play.unpaid[from.id] ?? []).filter((id) => id !== company.id)
    const unpaid = withEntry(withEntry(play.unpaid, from.id, left.length > 0 ? left : undefined), to.id, [...(play.unpaid[to.id] ?? []), company.id])
    events.push(playChanged(play, { unpaid }))
  }
  return events
}

function twoPowers(state: GameState, a: unknown, b: unknown, rule: string): Result<[PowerState, PowerState]> {
  const first = playingPower(state, a)
  if (!first.ok) return first
  const second = playingPower(state, b)
  if (!second.ok) return second
  if (first.value.id === second.value.id) return playRefusal('same-power', 'twoPowers', {}, rule)
  return ok([first.value, second.value])
}

/** "Players may sell or buy a company during stages 3 and 7, for whatever terms they can agree to, whether or not it is open." */
export function decideSellCompany(state: GameState, cmd: SellCompany): Result<GameEvent[]> {
  if ((cmd.buyer as unknown) === 'bank') return playRefusal('not-to-bank', 'notToBank', {}, COMPANY_SALE_RULE)
  const pair = twoPowers(state, cmd.seller, cmd.buyer, COMPANY_SALE_RULE)
  if (!pair.ok) return pair
  const [seller, buyer] = pair.value
  const play = state.play
  if (play && play.stage !== 3 && play.stage !== 7) {
    return playRefusal('wrong-stage', 'companySaleWhen', { where: wherePhrase(play) }, COMPANY_SALE_RULE)
  }
  const card = findCompany(seller, cmd.companyId)
  if (!card.ok) return card
  const bad = requirePrice(cmd.price)
  if (bad) return bad
  const short = cmd.price > 0 ? requireFunds(state, buyer.id, cmd.price) : undefined
  if (short) return short
  const events = moveCard(state, seller, buyer, card.value.company, card.value.index)
  if (cmd.price > 0) events.push({ type: 'moneyTransferred', from: buyer.id, to: seller.id, amount: cmd.price, reason: 'company-sale', note: card.value.company.name })
  return ok(events)
}

/** Captured territory, squatter's rights or surrender: the card changes hands with no money. */
export function decideTransferCompany(state: GameState, cmd: TransferCompany): Result<GameEvent[]> {
  const pair = twoPowers(state, cmd.from, cmd.to, COMPANY_TRANSFER_RULE)
  if (!pair.ok) return pair
  const [from, to] = pair.value
  if (typeof cmd.reason !== 'string' || !TRANSFER_REASONS.includes(cmd.reason)) {
    return playRefusal('bad-reason', 'sayTransferReason', {}, COMPANY_TRANSFER_RULE)
  }
  const card = findCompany(from, cmd.companyId)
  if (!card.ok) return card
  return ok(moveCard(state, from, to, card.value.company, card.value.index))
}

/** "$200M to reopen Presto Oil Co." or "opening is free", for the UI. */
export function openingNote(company: Company): string {
  const cost = reopenCost(company)
  return cost > 0 ? `Reopening ${company.name} costs ${formatMoney(cost)}.` : `${company.name} has never been open: opening it is free.`
}
