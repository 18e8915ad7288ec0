import type { AddCompany, CorrectCash, CorrectForces, CorrectLoans, CorrectMarket, CorrectSupply, RemoveCompany } from './commands'
import { LOAN_STEP, SUPPLY_ROW_CAPACITY } from '../../kernel/rules-constants'
import { rowCapacity } from '../battle/homes'
import { RULE } from '../../kernel/rule-references'
import type { GameEvent } from '../../kernel/events'
import { isResource, isSupplyRow } from '../../kernel/ids'
import { lastIndex, marketIndex } from '../market/price-index'
import { asMoney } from '../../kernel/phrase'
import { ok, type Result } from '../../kernel/result'
import { correctionsRefusal } from './refusals'
import type { GameState } from '../../kernel/state'
import { cashOf, findPower, isWholeNumber, requireReason } from '../../kernel/guards'
import { companyFromInput, validateCompanyInput } from '../setup/decide'
import type { ComposedRules } from '../../kernel/module'
import { forcesTo } from '../supply/forces'

/** Corrections fix the app to match the table by agreement. Each needs a reason for the log. */

/** Cash is corrected by a transfer with the bank, so money still only moves by transfers. */
export function decideCorrectCash(state: GameState, cmd: CorrectCash): Result<GameEvent[]> {
  const found = findPower(state, cmd.power)
  if (!found.ok) return found
  const bad = requireReason(cmd.reason)
  if (bad) return bad
  if (!isWholeNumber(cmd.cash) || cmd.cash < 0) return correctionsRefusal('bad-amount', 'badCash', {}, RULE.correction)
  const current = cashOf(state, cmd.power)
  if (cmd.cash === current) return correctionsRefusal('no-change', 'nothingChanges')
  const gain = cmd.cash - current
  return ok([
    {
      type: 'moneyTransferred',
      from: gain > 0 ? 'bank' : cmd.power,
      to: gain > 0 ? cmd.power : 'bank',
      amount: Math.abs(gain),
      reason: 'correction',
      note: cmd.reason.trim(),
    },
  ])
}

export function decideCorrectSupply(state: GameState, cmd: CorrectSupply): Result<GameEvent[]> {
  const found = findPower(state, cmd.power)
  if (!found.ok) return found
  const bad = requireReason(cmd.reason)
  if (bad) return bad
  if (!isSupplyRow(cmd.row)) return correctionsRefusal('unknown-row', 'chooseRow')
  const capacity = rowCapacity(state, found.value.id)
  if (!isWholeNumber(cmd.value) || cmd.value < 0 || cmd.value > capacity) {
    return correctionsRefusal('out-of-range', capacity === SUPPLY_ROW_CAPACITY ? 'rowRange' : 'powerRowRange', { capacity }, RULE.supplyCapacity)
  }
  const from = found.value.supplies[cmd.row]
  if (from === cmd.value) return correctionsRefusal('no-change', 'nothingChanges')
  return ok([{ type: 'supplyChanged', power: cmd.power, row: cmd.row, from, to: cmd.value }])
}

/** The unit counts a correction names: its `forces` record, and the armies and navies fields. */
function namedForces(cmd: CorrectForces): Record<string, unknown> | undefined {
  const forces: unknown = cmd.forces ?? {}
  if (typeof forces !== 'object' || forces === null || Array.isArray(forces)) return undefined
  const named: Record<string, unknown> = { ...forces }
  if (cmd.armies !== undefined) named.armies = cmd.armies
  if (cmd.navies !== undefined) named.navies = cmd.navies
  return named
}

export function decideCorrectForces(state: GameState, cmd: CorrectForces, rules: ComposedRules): Result<GameEvent[]> {
  const found = findPower(state, cmd.power)
  if (!found.ok) return found
  const bad = requireReason(cmd.reason)
  if (bad) return bad
  const named = namedForces(cmd)
  if (named === undefined || Object.keys(named).length === 0) return correctionsRefusal('out-of-range', 'enterForces')
  const unknown = Object.keys(named).filter((id) => rules.unit(id) === undefined)
  if (unknown.length > 0) return correctionsRefusal('unknown-unit', 'unknownUnits', { units: unknown.join(', ') })
  const fine = (n: unknown): n is number => isWholeNumber(n) && n >= 0 && n <= 999
  if (!Object.values(named).every(fine)) return correctionsRefusal('out-of-range', 'forcesWhole')
  // A variant's unit comes as so many pieces a colour (Air Units: twenty): no count beyond the box.
  const overBox = Object.entries(named).map(([id, n]) => ({ unit: rules.unit(id)!, n: n as number })).find(({ unit, n }) => unit.pieces !== undefined && n > unit.pieces)
  if (overBox) return correctionsRefusal('out-of-range', 'overBox', { pieces: overBox.unit.pieces ?? 0, units: overBox.unit.plural })
  const events = forcesTo(found.value, named as Record<string, number>)
  return events.length === 0 ? correctionsRefusal('no-change', 'nothingChanges') : ok(events)
}

/** Loans corrected without cash moving (the meter was set wrong, not money lent). */
export function decideCorrectLoans(state: GameState, cmd: CorrectLoans): Result<GameEvent[]> {
  const found = findPower(state, cmd.power)
  if (!found.ok) return found
  const bad = requireReason(cmd.reason)
  if (bad) return bad
  if (!isWholeNumber(cmd.loans) || cmd.loans < 0 || cmd.loans % LOAN_STEP !== 0) {
    return correctionsRefusal('loan-step', 'loanSteps', { step: asMoney(LOAN_STEP) }, RULE.borrowing)
  }
  if (cmd.loans === found.value.loans) return correctionsRefusal('no-change', 'nothingChanges')
  return ok([{ type: 'loanChanged', power: cmd.power, from: found.value.loans, to: cmd.loans }])
}

export function decideCorrectMarket(state: GameState, cmd: CorrectMarket): Result<GameEvent[]> {
  if (!isResource(cmd.resource)) return correctionsRefusal('unknown-resource', 'chooseResource')
  const bad = requireReason(cmd.reason)
  if (bad) return bad
  const last = lastIndex(state.settings)
  if (!isWholeNumber(cmd.index) || cmd.index < 0 || cmd.index > last) {
    return correctionsRefusal('out-of-range', 'indexRange', { last }, RULE.marketEnds)
  }
  const from = marketIndex(state, cmd.resource)
  if (from === cmd.index) return correctionsRefusal('no-change', 'nothingChanges')
  return ok([{ type: 'marketMoved', resource: cmd.resource, from, to: cmd.index }])
}

/** The lowest `card-N` id no company in the game uses: deterministic, so replay agrees. */
export function freeCompanyId(state: GameState): string {
  const used = new Set<string>()
  for (const id of state.order) for (const c of state.powers[id]?.companies ?? []) used.add(c.id)
  let n = 1
  while (used.has(`card-${n}`)) n += 1
  return `card-${n}`
}

export function decideAddCompany(state: GameState, cmd: AddCompany): Result<GameEvent[]> {
  const found = findPower(state, cmd.power)
  if (!found.ok) return found
  const bad = requireReason(cmd.reason) ?? validateCompanyInput(cmd.company)
  if (bad) return bad
  const company = companyFromInput(cmd.company, freeCompanyId(state))
  return ok([{ type: 'companyAdded', power: cmd.power, company, index: found.value.companies.length }])
}

export function decideRemoveCompany(state: GameState, cmd: RemoveCompany): Result<GameEvent[]> {
  const found = findPower(state, cmd.power)
  if (!found.ok) return found
  const bad = requireReason(cmd.reason)
  if (bad) return bad
  const index = found.value.companies.findIndex((c) => c.id === cmd.companyId)
  const company = found.value.companies[index]
  if (company === undefined) return correctionsRefusal('unknown-company', 'unknownCompany')
  return ok([{ type: 'companyRemoved', power: cmd.power, company, index }])
}
