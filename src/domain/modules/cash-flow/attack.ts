import { patchSlice } from '../../kernel/patch'
import type { GameEvent } from '../../kernel/events'
import { isWholeNumber } from '../../kernel/guards'
import { isPowerId, type PowerId } from '../../kernel/ids'
import { ok, refusePhrase, type Result } from '../../kernel/result'
import { asPower } from '../../kernel/phrase'
import type { GameState, PowerState } from '../../kernel/state'
import { ARMIES_PER_NAVY, CASH_FLOW_RULE, DEFENDER_TIE_GRAIN, GRAIN_PER_BORDER, OIL_PER_OCCUPYING_UNIT } from './data'
import { MAX_BATTLE_DICE } from './battle-data'
import { resolveMatchedDice } from './battle-odds'
import type { CashFlowAttack, Nationalize, Occupy } from './commands'
import { requireAction } from './turn'
import type { CashFlowState } from './state'
import { isV1 } from './legacy'
import { fitsCharacters, tooLongPhrase } from '../../kernel/text'
import { setupPhrase } from '../setup/refusals'
import { cashFlowRefusal } from './refusals'

const ATTACK_RULE = `${CASH_FLOW_RULE}, Attack, Conventional Attack Sequence`
const isFace = (d: unknown) => isWholeNumber(d) && d >= 1 && d <= 6
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()
const units = (p: PowerState) => p.forces.armies + p.forces.navies

function validDice(dice: unknown): dice is number[] {
  return Array.isArray(dice) && dice.length <= MAX_BATTLE_DICE && dice.every(isFace)
}

/**
 * Armies and navies lost: `navies` of them navies (at most the power has), the rest armies, and
 * `aboard` armies embarked on the navies sunk: "If the navy upon which they are embarked is chosen
 * as a casualty, the armies are lost" (a navy carries up to 4).
 */
function lossEvents(p: PowerState, lost: number, navies: unknown, aboard: unknown, side: 'attacker' | 'defender'): Result<GameEvent[]> {
  const n = navies ?? 0
  if (!isWholeNumber(n) || n < 0 || n > lost) return cashFlowRefusal('bad-number', side === 'attacker' ? 'attackerNavyLosses' : 'defenderNavyLosses', { n: lost }, ATTACK_RULE)
  if (n > p.forces.navies || lost - n > p.forces.armies) {
    return cashFlowRefusal('bad-number', 'cannotLose', { power: asPower(p.id), armies: p.forces.armies, navies: p.forces.navies, lostArmies: lost - n, lostNavies: n }, ATTACK_RULE)
  }
  const sunkArmies = aboard ?? 0
  const most = Math.min(n * ARMIES_PER_NAVY, p.forces.armies - (lost - n))
  if (!isWholeNumber(sunkArmies) || sunkArmies < 0 || sunkArmies > most) {
    const values = { n, most, each: ARMIES_PER_NAVY, power: asPower(p.id), left: p.forces.armies - (lost - n) }
    return cashFlowRefusal('bad-number', side === 'attacker' ? 'attackerSunkAboard' : 'defenderSunkAboard', values, `${ATTACK_RULE}, Combat`)
  }
  const armiesLost = lost - n + sunkArmies
  const events: GameEvent[] = []
  if (armiesLost > 0) events.push({ type: 'forcesChanged', power: p.id, force: 'armies', from: p.forces.armies, to: p.forces.armies - armiesLost })
  if (n > 0) events.push({ type: 'forcesChanged', power: p.id, force: 'navies', from: p.forces.navies, to: p.forces.navies - n })
  return ok(events)
}

function grainEvent(p: PowerState, count: number): GameEvent {
  return { type: 'supplyChanged', power: p.id, row: 'grain', from: p.supplies.grain, to: p.supplies.grain - count }
}

/**
 * One combat round on one target. The attacker deletes a grain per border ("Attacker Deletes Units");
 * the defender may delete one to win ties; each side's dice are matched high to low and the lower die
 * of each pair loses a unit. "An army or navy may only participate in one combat round per turn",
 * attacker and defender alike: the turn counts the attacker's units that fought, each defender's,
 * and the targets fought over (a target is attacked once a turn). Armies aboard a navy sunk are lost
 * with it. An empty target (no defender dice) skips to the occupation move.
 */
export function decideCashFlowAttack(state: GameState, cmd: CashFlowAttack): Result<GameEvent[]> {
  const cf = requireAction(state, cmd.power, 'attack')
  if (!cf.ok) return cf
  const attacker = state.powers[cmd.power]!
  if (typeof cmd.target !== 'string' || cmd.target.trim() === '' || !fitsCharacters(cmd.target, 40)) {
    const long = typeof cmd.target === 'string' ? tooLongPhrase(cmd.target, 40, setupPhrase('territoryName')) : undefined
    return long ? refusePhrase('bad-command', long, ATTACK_RULE) : cashFlowRefusal('bad-command', 'nameAttacked', {}, ATTACK_RULE)
  }
  if (!isWholeNumber(cmd.borders) || cmd.borders < 1 || cmd.borders > 12) return cashFlowRefusal('bad-number', 'attackBorders', {}, ATTACK_RULE)
  if (!validDice(cmd.attackerDice) || cmd.attackerDice.length === 0 || !validDice(cmd.defenderDice)) {
    return cashFlowRefusal('bad-dice', 'attackDice', {}, ATTACK_RULE)
  }
  const v1 = isV1(state)
  const target = cmd.target.trim()
  if (!v1 && (cf.value.turn.targets ?? []).some((t) => same(t, target))) {
    return cashFlowRefusal('already-fought', 'targetFought', { territory: target }, `${CASH_FLOW_RULE}, Attack`)
  }
  const fought = cf.value.turn.fought ?? 0
  const free = units(attacker) - fought
  if (cmd.attackerDice.length > free) {
    return cashFlowRefusal('bad-number', 'attackersFought', { power: asPower(attacker.id), n: free }, `${CASH_FLOW_RULE}, Attack`)
  }
  const grain = cmd.borders * GRAIN_PER_BORDER
  if (attacker.supplies.grain < grain) return cashFlowRefusal('no-sets', 'attackGrain', { n: cmd.borders, grain, power: asPower(attacker.id), has: attacker.supplies.grain }, ATTACK_RULE)
  const events: GameEvent[] = [grainEvent(attacker, grain)]
  let attackerLosses = 0
  const empty = cmd.defenderDice.length === 0
  if (!empty) {
    const defender = isPowerId(cmd.defender) ? state.powers[cmd.defender] : undefined
    if (defender === undefined || defender.id === attacker.id) return cashFlowRefusal('unknown-power', 'sayDefender', {}, ATTACK_RULE)
    if (cmd.defenderDice.length > units(defender)) return cashFlowRefusal('bad-number', 'defenderUnits', { power: asPower(defender.id), n: units(defender), dice: cmd.defenderDice.length }, ATTACK_RULE)
    const defended = cf.value.turn.defended?.[defender.id] ?? 0
    if (!v1 && cmd.defenderDice.length > units(defender) - defended) {
      const free = units(defender) - defended
      return cashFlowRefusal('already-fought', 'defendersFought', { power: asPower(defender.id), n: free, defended }, `${CASH_FLOW_RULE}, Attack`)
    }
    if (cmd.defenderDeletesGrain) {
      if (defender.supplies.grain < DEFENDER_TIE_GRAIN) return cashFlowRefusal('no-sets', 'noTieGrain', { power: asPower(defender.id) }, `${ATTACK_RULE}, Defender's Option`)
      events.push(grainEvent(defender, DEFENDER_TIE_GRAIN))
    }
    const result = resolveMatchedDice(cmd.attackerDice, cmd.defenderDice, cmd.defenderDeletesGrain === true)
    attackerLosses = result.attackerLosses
    const lostA = lossEvents(attacker, result.attackerLosses, cmd.attackerNavyLosses, cmd.attackerArmiesAboard, 'attacker')
    if (!lostA.ok) return lostA
    const lostD = lossEvents(defender, result.defenderLosses, cmd.defenderNavyLosses, cmd.defenderArmiesAboard, 'defender')
    if (!lostD.ok) return lostD
    events.push(...lostA.value, ...lostD.value)
    const wiped = result.defenderLosses === cmd.defenderDice.length
    const fight: Fight = { fought: fought + cmd.attackerDice.length - attackerLosses, occupiable: wiped ? target : undefined }
    if (!v1) {
      fight.target = target
      fight.defended = { id: defender.id, units: defended + cmd.defenderDice.length - result.defenderLosses }
      fight.sunk = [...((cmd.attackerNavyLosses ?? 0) > 0 ? [attacker.id] : []), ...((cmd.defenderNavyLosses ?? 0) > 0 ? [defender.id] : [])]
    }
    events.push(turnPatch(cf.value, fight))
    return ok(events)
  }
  if (cmd.defenderDeletesGrain) return cashFlowRefusal('bad-command', 'emptyNoGrain', {}, ATTACK_RULE)
  if (!v1 && (cmd.attackerNavyLosses || cmd.defenderNavyLosses || cmd.attackerArmiesAboard || cmd.defenderArmiesAboard)) return cashFlowRefusal('bad-command', 'emptyNoLosses', {}, ATTACK_RULE)
  events.push(turnPatch(cf.value, { fought, occupiable: target, target: v1 ? undefined : target }))
  return ok(events)
}

/** What one combat changes in the turn's record (version 1 kept only `fought` and `occupiable`). */
interface Fight {
  fought: number
  occupiable: string | undefined
  /** The target fought over (version 2). */
  target?: string
  defended?: { id: PowerId; units: number }
  sunk?: PowerId[]
}

function turnPatch(cf: CashFlowState, fight: Fight): GameEvent {
  const { occupiable } = fight
  const open = cf.turn.occupiable ?? []
  const next = occupiable === undefined || open.some((t) => same(t, occupiable)) ? open : [...open, occupiable]
  const turn = { ...cf.turn, fought: fight.fought, occupiable: next }
  if (fight.target !== undefined) turn.targets = [...(cf.turn.targets ?? []), fight.target]
  if (fight.defended !== undefined) turn.defended = { ...cf.turn.defended, [fight.defended.id]: fight.defended.units }
  const sunk = (fight.sunk ?? []).filter((id) => !(cf.turn.sunk ?? []).includes(id))
  if (sunk.length > 0) turn.sunk = [...(cf.turn.sunk ?? []), ...sunk]
  return patchSlice('cashFlow', cf, { turn })
}

/** Occupation: "move any number of armies ... into the territory formerly occupied by the defender by deleting one (1) oil unit for each army or navy moved in." */
export function decideOccupy(state: GameState, cmd: Occupy): Result<GameEvent[]> {
  const cf = requireAction(state, cmd.power, 'attack')
  if (!cf.ok) return cf
  const p = state.powers[cmd.power]!
  const rule = `${ATTACK_RULE}, Occupation`
  if (typeof cmd.target !== 'string' || !(cf.value.turn.occupiable ?? []).some((t) => same(t, cmd.target))) {
    return cashFlowRefusal('bad-command', 'occupyAfterCombat', {}, rule)
  }
  if (!isWholeNumber(cmd.units) || cmd.units < 1 || cmd.units > units(p)) return cashFlowRefusal('bad-number', 'occupyUnits', { n: units(p) }, rule)
  const oil = cmd.units * OIL_PER_OCCUPYING_UNIT
  if (p.supplies.oil < oil) return cashFlowRefusal('no-sets', 'occupyOil', { n: cmd.units, oil, power: asPower(p.id), has: p.supplies.oil }, rule)
  const left = (cf.value.turn.occupiable ?? []).filter((t) => !same(t, cmd.target))
  return ok([
    { type: 'supplyChanged', power: p.id, row: 'oil', from: p.supplies.oil, to: p.supplies.oil - oil },
    patchSlice('cashFlow', cf.value, { turn: { ...cf.value.turn, occupiable: left } }),
  ])
}

/**
 * Nationalization: "he may nationalize any resource companies that have been, at some point in the
 * game, opened in any territory he occupies": the owners hand them over. The board shows who
 * occupies; the app checks the cards were opened and lie in the territory named.
 */
export function decideNationalize(state: GameState, cmd: Nationalize): Result<GameEvent[]> {
  const cf = requireAction(state, cmd.power, 'attack')
  if (!cf.ok) return cf
  const rule = `${ATTACK_RULE}, Nationalization`
  if (typeof cmd.territory !== 'string' || cmd.territory.trim() === '') return cashFlowRefusal('bad-command', 'nameOccupied', {}, rule)
  if (!Array.isArray(cmd.companies) || cmd.companies.length === 0) return cashFlowRefusal('no-company', 'chooseNationalized', {}, rule)
  const taker = state.powers[cmd.power]!
  const events: GameEvent[] = []
  const owners = new Map<PowerId, PowerState>()
  let added = taker.companies.length
  for (const pick of cmd.companies) {
    const owner = isPowerId(pick?.owner) ? (owners.get(pick.owner) ?? state.powers[pick.owner]) : undefined
    if (owner === undefined || owner.id === taker.id) return cashFlowRefusal('no-company', 'othersCompanies', {}, rule)
    const company = owner.companies.find((c) => c.id === pick.companyId)
    if (company === undefined) return cashFlowRefusal('no-company', 'noSuchCompany', { power: asPower(owner.id) }, rule)
    if (!same(company.territory, cmd.territory)) return cashFlowRefusal('no-company', 'nationalizeElsewhere', { company: company.name, territory: company.territory, named: cmd.territory.trim() }, rule)
    if (!company.isOpen && company.wasOpen !== true) return cashFlowRefusal('no-company', 'neverOpened', { company: company.name }, rule)
    const index = owner.companies.indexOf(company)
    events.push({ type: 'companyRemoved', power: owner.id, company, index })
    owners.set(owner.id, { ...owner, companies: owner.companies.filter((c) => c !== company) })
    events.push({ type: 'companyAdded', power: taker.id, company, index: added })
    added += 1
  }
  return ok(events)
}
