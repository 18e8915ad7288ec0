import type { GameEvent } from '../../kernel/events'
import { findPower, isWholeNumber, powerName } from '../../kernel/guards'
import { isPowerId, isResource, RESOURCES, type PowerId, type Resource } from '../../kernel/ids'
import type { Millions } from '../../kernel/money'
import { SUPPLY_ROW_CAPACITY } from '../../kernel/rules-constants'
import { ok, type Result } from '../../kernel/result'
import type { Company, GameState, PowerState } from '../../kernel/state'
import type { DirectTrade, TradeSide } from './commands'
import { requireCash } from './funds'
import { MARKET_RULE } from './listings'
import { requireAction, requireCashFlow } from './turn'
import { cashFlowSettingsOf } from './settings'
import { livePowers } from './live'
import { CASH_FLOW_RULE } from './data'
import { cashFlowPhrase, cashFlowRefusal } from './refusals'
import { asMoney, asPower, asResource } from '../../kernel/phrase'

const TRADE_RULE = `${MARKET_RULE}, Direct Trade`
const LOAN_RULE = `${CASH_FLOW_RULE}, Game Overview ("he must convince another player to lend it to him")`

/** One side of a trade read whole: every field present, checked. */
interface Side {
  cash: Millions
  resources: Record<Resource, number>
  companies: Company[]
}

/** Reads what `giver` hands over, refusing a malformed side or what the giver does not have. */
function readSide(state: GameState, giver: PowerState, side: unknown): Result<Side> {
  if (side === undefined || side === null) return ok({ cash: 0, resources: { grain: 0, oil: 0, minerals: 0 }, companies: [] })
  if (typeof side !== 'object') return cashFlowRefusal('bad-command', 'sayEachSide', {}, TRADE_RULE)
  const { cash = 0, resources = {}, companyIds = [] } = side as TradeSide
  if (!isWholeNumber(cash) || cash < 0) return cashFlowRefusal('bad-amount', 'tradeWholeMillions', {}, TRADE_RULE)
  if (typeof resources !== 'object' || resources === null || !Object.keys(resources).every(isResource)) return cashFlowRefusal('unknown-resource', 'tradeResourcesOnly', {}, TRADE_RULE)
  const units = { grain: 0, oil: 0, minerals: 0 }
  for (const r of RESOURCES) {
    const n = resources[r] ?? 0
    if (!isWholeNumber(n) || n < 0) return cashFlowRefusal('bad-number', 'tradeWholeUnits', { resource: asResource(r) }, TRADE_RULE)
    if (n > giver.supplies[r]) return cashFlowRefusal('not-enough-units', 'cannotGive', { power: asPower(giver.id), held: giver.supplies[r], resource: asResource(r), units: n }, TRADE_RULE)
    units[r] = n
  }
  if (!Array.isArray(companyIds) || new Set(companyIds).size !== companyIds.length) return cashFlowRefusal('bad-command', 'companyOnce', {}, TRADE_RULE)
  const companies: Company[] = []
  for (const id of companyIds as unknown[]) {
    const card = giver.companies.find((c) => c.id === id)
    if (card === undefined) return cashFlowRefusal('no-company', 'notHeld', { power: asPower(giver.id) }, TRADE_RULE)
    companies.push(card)
  }
  const short = cash > 0 ? requireCash(state, giver.id, cash, cashFlowPhrase('tradeGiven', { money: asMoney(cash), power: asPower(giver.id) })) : undefined
  if (short) return short
  return ok({ cash, resources: units, companies })
}

/** Nothing on this side: no money, no units, no card. */
function isEmpty(side: Side): boolean {
  return side.cash === 0 && side.companies.length === 0 && RESOURCES.every((r) => side.resources[r] === 0)
}

/**
 * The cards leave their holders first, then arrive at the end of the receivers' lists; each event's
 * index is the card's position at that moment, so undo (the events inverted in reverse) puts every
 * card back exactly where it was.
 */
function companyMoves(a: PowerState, aGives: Company[], b: PowerState, bGives: Company[]): GameEvent[] {
  const lists: Record<string, Company[]> = { [a.id]: [...a.companies], [b.id]: [...b.companies] }
  const events: GameEvent[] = []
  const remove = (power: PowerId, card: Company) => {
    const index = lists[power]!.findIndex((c) => c.id === card.id)
    lists[power]!.splice(index, 1)
    events.push({ type: 'companyRemoved', power, company: card, index })
  }
  const add = (power: PowerId, card: Company) => {
    events.push({ type: 'companyAdded', power, company: card, index: lists[power]!.length })
    lists[power]!.push(card)
  }
  aGives.forEach((c) => remove(a.id, c))
  bGives.forEach((c) => remove(b.id, c))
  aGives.forEach((c) => add(b.id, c))
  bGives.forEach((c) => add(a.id, c))
  return events
}

/** Money alone, one way or both: a loan or its repayment. */
function isLoan(cmd: DirectTrade): boolean {
  const moneyOnly = (side: TradeSide | undefined) => side === undefined || side === null || (typeof side === 'object' && (side.resources === undefined || RESOURCES.every((r) => (side.resources?.[r] ?? 0) === 0)) && (side.companyIds ?? []).length === 0)
  return moneyOnly(cmd.gives) && moneyOnly(cmd.gets)
}

/**
 * A loan at any moment of play (setting 'any-time'): "If a player wishes to borrow money, he must
 * convince another player to lend it to him", tied to no action, so neither needs the turn; both
 * must still be in the game.
 */
function requireLoanParties(state: GameState, cmd: DirectTrade): Result<true> {
  const cf = requireCashFlow(state)
  if (!cf.ok) return cf
  for (const id of [cmd.power, cmd.partner]) {
    if (!isPowerId(id) || state.powers[id] === undefined) return cashFlowRefusal('unknown-power', 'notPlaying')
    if (!livePowers(state).includes(id)) return cashFlowRefusal('out-of-game', 'outNoLoans', { power: asPower(id) }, LOAN_RULE)
  }
  return ok(true)
}

/**
 * Direct Trade: "A player may choose to trade any number of resource units or companies with one or
 * more players for whatever terms they can agree to." Money, units and companies go both ways
 * between the acting power and one partner (several partners: several trades); money alone is how
 * a player lends to another ("he must convince another player to lend it to him"), at any moment
 * of play by default (setting `cashFlowLoans`), a trade with units or companies in the Market action. A company keeps
 * its open or closed state, and "the trade does not affect the ownership of the territory itself":
 * nothing about the board changes. Refused: a side giving what it does not have, a row passing 12
 * after the exchange, an empty trade.
 */
export function decideDirectTrade(state: GameState, cmd: DirectTrade): Result<GameEvent[]> {
  const when = isLoan(cmd) && cashFlowSettingsOf(state.settings).loans === 'any-time' ? requireLoanParties(state, cmd) : requireAction(state, cmd.power, 'market')
  if (!when.ok) return when
  const partner = findPower(state, cmd.partner)
  if (!partner.ok) return partner
  if (cmd.partner === cmd.power) return cashFlowRefusal('same-power', 'tradeWithOther', { power: asPower(cmd.power) }, TRADE_RULE)
  const self = state.powers[cmd.power]!
  const gives = readSide(state, self, cmd.gives)
  if (!gives.ok) return gives
  const gets = readSide(state, partner.value, cmd.gets)
  if (!gets.ok) return gets
  if (isEmpty(gives.value) && isEmpty(gets.value)) return cashFlowRefusal('no-change', 'nothingChanges', {}, TRADE_RULE)
  const terms = `direct trade between ${powerName(cmd.power)} and ${powerName(partner.value.id)}`
  const events: GameEvent[] = []
  if (gives.value.cash > 0) events.push({ type: 'moneyTransferred', from: cmd.power, to: partner.value.id, amount: gives.value.cash, reason: 'deal', note: terms })
  if (gets.value.cash > 0) events.push({ type: 'moneyTransferred', from: partner.value.id, to: cmd.power, amount: gets.value.cash, reason: 'deal', note: terms })
  const rows: [PowerState, Side, Side][] = [
    [self, gives.value, gets.value],
    [partner.value, gets.value, gives.value],
  ]
  for (const [power, out, inn] of rows) {
    for (const r of RESOURCES) {
      const from = power.supplies[r]
      const to = from - out.resources[r] + inn.resources[r]
      if (to > SUPPLY_ROW_CAPACITY) {
        return cashFlowRefusal('no-room', 'tradeRowFull', { power: asPower(power.id), resource: asResource(r), from, to, max: SUPPLY_ROW_CAPACITY }, `${TRADE_RULE}; Game Set-Up, Supply Centers`)
      }
      if (to !== from) events.push({ type: 'supplyChanged', power: power.id, row: r, from, to })
    }
  }
  return ok([...events, ...companyMoves(self, gives.value.companies, partner.value, gets.value.companies)])
}
