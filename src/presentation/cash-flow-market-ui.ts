/**
 * The Cash Flow markets in words: the commodities market's asks (cheapest first), the labor
 * market's 36 boxes with the money on each, and the choices the Market action's forms offer.
 * Whether a command is accepted is the rules' answer (previewed through `decide`), never decided here.
 */
import { cashFlowSettingsOf } from '../domain/modules/cash-flow/settings'
import type { Command } from '../domain/kernel/registry'
import { RESOURCES, type PowerId, type Resource } from '../domain/kernel/ids'
import type { Millions } from '../domain/kernel/money'
import type { GameState } from '../domain/kernel/state'
import { SUPERPOWERS } from '../domain/kernel/superpowers'
import { asksFor, COMMODITY_PRICES, LABOR_BOXES, laborDemandPayout, laborMoney, MAX_UNITS_LISTED, nextLaborPrice, unitsListedBy, type Listing } from '../domain/modules/cash-flow'
import { RESOURCE_IN_SENTENCE, RESOURCE_LABELS } from './labels'
import { cfMarketsWords as w } from './catalogs/cf-markets'
import { money } from './catalogs/common'
import { powerName } from './catalogs/powers'

/** One ask as the Markets panel shows it: price, seller (colour chip with its code, and name), units. */
export interface AskRow {
  key: string
  resource: Resource
  seller: PowerId
  sellerName: string
  price: Millions
  priceText: string
  units: number
  unitsText: string
}

export interface ResourceMarket {
  resource: Resource
  label: string
  asks: AskRow[]
  /** "No asks" or "5 units for sale, from $100M". */
  summary: string
}

/** A power's code and name ("EUR Europe"), the name once where they are the same ("USA"). */
export function powerLabel(p: PowerId): string {
  const { code, name } = SUPERPOWERS[p]
  return code === name ? powerName(p) : w('codeName', { code, name: powerName(p) })
}

const unitsWord = (n: number) => w('unitsN', { n }, n)

function askRow(l: Listing): AskRow {
  return {
    key: `${l.resource}-${l.seller}-${l.price}`,
    resource: l.resource,
    seller: l.seller,
    sellerName: powerName(l.seller),
    price: l.price,
    priceText: money(l.price),
    units: l.units,
    unitsText: unitsWord(l.units),
  }
}

/** The commodities market, one row per resource, its asks cheapest first ("the cheapest asks shown first"). */
export function resourceMarkets(state: GameState): ResourceMarket[] {
  const listings = state.cashFlow?.listings ?? []
  return RESOURCES.map((resource) => {
    const asks = asksFor(listings, resource).map(askRow)
    const total = asks.reduce((sum, a) => sum + a.units, 0)
    const summary = asks.length === 0 ? w('noAsks') : w('forSale', { n: total, price: asks[0]!.priceText }, total)
    return { resource, label: RESOURCE_LABELS[resource], asks, summary }
  })
}

/** A labor box: its price, whether a stack of money is on it, and whether it is the next to be paid. */
export interface LaborBox {
  index: number
  price: Millions
  priceText: string
  filled: boolean
  next: boolean
}

export function laborBoxes(state: GameState): LaborBox[] {
  const filled = state.cashFlow?.laborFilled ?? 0
  return LABOR_BOXES.map((price, index) => ({ index, price, priceText: money(price), filled: index < filled, next: index === filled }))
}

/** "Next unit of labor: $200M", always on screen; every box full: nobody can buy labor until sets are deleted. */
export function nextLaborText(state: GameState): string {
  const price = nextLaborPrice(state.cashFlow?.laborFilled ?? 0)
  return price === undefined ? w('nextLaborNone') : w('nextLabor', { price: money(price) })
}

/** "Money on the labor market: $725M (6 stacks)". */
export function laborMoneyText(state: GameState): string {
  const filled = state.cashFlow?.laborFilled ?? 0
  return w('laborMoney', { money: money(laborMoney(filled)), n: filled }, filled)
}

/** "USA has 5 of 12 units on the market". */
export function listedText(state: GameState, power: PowerId): string {
  const listed = unitsListedBy(state.cashFlow?.listings ?? [], power)
  return w('listedBy', { power: powerName(power), n: listed, max: MAX_UNITS_LISTED })
}

/** The market's 19 price columns as choices (labels read afresh after a change of language). */
export const PRICE_OPTIONS: readonly { value: string; label: string }[] = COMMODITY_PRICES.map((p) => ({
  value: String(p),
  get label() {
    return money(p)
  },
}))

export const RESOURCE_OPTIONS: readonly { value: Resource; label: string }[] = RESOURCES.map((r) => ({
  value: r,
  get label() {
    return RESOURCE_LABELS[r]
  },
}))

/** `power`'s own asks as choices (for adjust and withdraw): "Grain: 3 units at $100M". */
export function ownAskOptions(state: GameState, power: PowerId): { value: string; label: string; ask: AskRow }[] {
  return (state.cashFlow?.listings ?? [])
    .filter((l) => l.seller === power)
    .map(askRow)
    .map((ask) => ({ value: ask.key, label: w('ownAsk', { resource: RESOURCE_LABELS[ask.resource], units: ask.unitsText, price: ask.priceText }), ask }))
}

/** Other powers' asks as choices (for buying), each resource cheapest first: "Oil: USSR, 2 units at $150M". */
export function buyableAskOptions(state: GameState, power: PowerId): { value: string; label: string; ask: AskRow }[] {
  return resourceMarkets(state).flatMap((m) =>
    m.asks.filter((a) => a.seller !== power).map((ask) => ({ value: ask.key, label: w('buyableAsk', { resource: m.label, seller: powerLabel(ask.seller), units: ask.unitsText, price: ask.priceText }), ask })),
  )
}

/** What `sets` deleted sets would pick up, in words ("2 sets pick up $400M: $200M, $200M"). */
export function setsText(state: GameState, sets: number): string {
  const filled = state.cashFlow?.laborFilled ?? 0
  if (sets <= 0) return ''
  const stacks = LABOR_BOXES.slice(Math.max(0, filled - sets), filled).reverse()
  const total = laborDemandPayout(filled, sets)
  return stacks.length > 0 ? w('setsPickUpStacks', { n: sets, total: money(total), stacks: stacks.map(money).join(', ') }, sets) : w('setsPickUp', { n: sets, total: money(total) }, sets)
}

/** The power whose turn it is, once it has selected the Market action (the forms are its own). */
export function marketActor(state: GameState): PowerId | null {
  const turn = state.cashFlow?.turn
  return turn && turn.action === 'market' ? turn.power : null
}

/** What to do with the discs on the commodities market for a market command (the preview gives money and meters). */
export function discLines(command: Command | null): string[] {
  if (command === null) return []
  const code = (p: PowerId) => (SUPERPOWERS[p].code === SUPERPOWERS[p].name ? powerName(p) : w('codeNameInSentence', { code: SUPERPOWERS[p].code, name: powerName(p) }))
  const r = (resource: Resource) => RESOURCE_IN_SENTENCE[resource]
  switch (command.kind) {
    case 'listUnits':
      return [w('discsList', { n: command.units, code: code(command.power), resource: r(command.resource), price: money(command.price) }, command.units)]
    case 'adjustListing':
      return [w('discsAdjust', { n: command.units, code: code(command.power), resource: r(command.resource), from: money(command.from), to: money(command.to) }, command.units)]
    case 'withdrawListing':
      return [w('discsWithdraw', { n: command.units, code: code(command.power), resource: r(command.resource), price: money(command.price) }, command.units)]
    case 'buyListed':
      return [w('discsBuy', { n: command.units, code: code(command.seller), resource: r(command.resource), price: money(command.price), seller: powerName(command.seller) }, command.units)]
    case 'satisfyLaborDemand':
      return [w('discsLabor', { n: command.sets }, command.sets)]
    default:
      return []
  }
}

/** The game's readings of the Market action, in words for the form (settings `cashFlowWithdraw`, `cashFlowLoans`). */
export function marketReadings(state: GameState): { withdraw: boolean; line: string } {
  const { withdraw, loans } = cashFlowSettingsOf(state.settings)
  const anyTime = loans === 'any-time'
  const line = withdraw === 'never' ? w(anyTime ? 'readingNeverAnyTime' : 'readingNeverMarket') : w(anyTime ? 'readingRowAnyTime' : 'readingRowMarket')
  return { withdraw: withdraw === 'to-row', line }
}

/**
 * A loan outside the Market action (setting `cashFlowLoans`): "If a player wishes to borrow money,
 * he must convince another player to lend it to him". With 'any-time' money alone changes hands
 * whenever two players in the game agree (the loan form); with 'market-action' the words say where
 * a loan is made instead, as the rules would refuse it outside that action.
 */
export function loanOutsideMarket(state: GameState): { allowed: true; line: string } | { allowed: false; line: string } {
  if (cashFlowSettingsOf(state.settings).loans === 'any-time') {
    return { allowed: true, line: w('loansAnyTime') }
  }
  return { allowed: false, line: w('loansMarketAction') }
}
