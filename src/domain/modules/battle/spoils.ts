import { SUPERPOWERS } from '../../kernel/superpowers'
import type { GameEvent, TransferReason } from '../../kernel/events'
import { SUPPLY_ROWS, type PowerId } from '../../kernel/ids'
import { playChanged, withEntry } from '../play/patch'
import { wherePhrase } from '../play/refusals'
import type { PlayPatch } from '../play/state'
import { ok, type Result } from '../../kernel/result'
import { asPower } from '../../kernel/phrase'
import { battleRefusal, battleRemedy } from './refusals'
import { badZoneName } from './zone-name'
import type { Company, GameState, PowerState } from '../../kernel/state'
import type { ComposedRules, UnitSpec } from '../../kernel/module'
import type { ClaimSpoils, DestroyPower, SurrenderZone } from './commands'
import { activePower, hasLostAllHomes, homeStatus, HOMES_RULE, rowCapacity, spoilsRuleFor } from './homes'
import { warChanged } from './patch'
import { forcesTo } from '../supply/forces'
import { unitCount } from '../supply/units'
import { counterattacksFor, pendingCounterattacks } from './counterattacks'
import { clearFirstStrike } from './first-strike'
import { guardStage } from './stage-guard'
import { spoilsBeforeLeaving } from './spoils-due'
import type { WarPatch, WarState } from './war-state'
import { fitsCharacters } from '../../kernel/text'

const name = (id: PowerId) => SUPERPOWERS[id].name

function isCount(n: unknown): n is number {
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0
}

/** Cards leave `from` (last first, so each index is where the card was) and join `to` in order. */
export function moveCompanies(state: GameState, from: PowerState, to: PowerState | undefined, cards: readonly Company[]): GameEvent[] {
  const indexed = cards.map((company) => ({ company, index: from.companies.findIndex((c) => c.id === company.id) })).sort((x, y) => y.index - x.index)
  const events: GameEvent[] = indexed.map(({ company, index }) => ({ type: 'companyRemoved', power: from.id, company, index }))
  if (to) cards.forEach((company, k) => events.push({ type: 'companyAdded', power: to.id, company, index: to.companies.length + k }))
  // An unpaid-salary mark goes with the card (or with it, out of the game).
  const play = state.play
  const marked = play?.unpaid[from.id]?.filter((id) => cards.some((c) => c.id === id)) ?? []
  if (play && marked.length > 0) {
    const left = (play.unpaid[from.id] ?? []).filter((id) => !marked.includes(id))
    let unpaid = withEntry(play.unpaid, from.id, left.length > 0 ? left : undefined)
    if (to) unpaid = withEntry(unpaid, to.id, [...(play.unpaid[to.id] ?? []), ...marked])
    events.push(playChanged(play, { unpaid }))
  }
  return events
}

/** Every unit the power holds, whatever its type (a variant's units too), brought to 0. */
export function noForces(power: PowerState): Record<string, number> {
  return Object.fromEntries(Object.keys(power.forces).map((id) => [id, 0]))
}

/** All the defeated power's units, of every type, join the victor's. */
function forcesTaken(victor: PowerState, defeated: PowerState): Record<string, number> {
  return Object.fromEntries(Object.keys(defeated.forces).map((id) => [id, unitCount(victor.forces, id) + unitCount(defeated.forces, id)]))
}

/**
 * Everything a power holds goes with no victor to take it (The Destruction; bankruptcy): "all of
 * his money goes to the bank and all resource cards are returned to the deck. All armies, navies,
 * nukes and L-stars are removed", supplies too, and its loans are forgotten.
 */
export function wipeOut(state: GameState, power: PowerState, reason: TransferReason, note: string): GameEvent[] {
  const events: GameEvent[] = []
  const cash = state.accounts[power.id] ?? 0
  if (cash > 0) events.push({ type: 'moneyTransferred', from: power.id, to: 'bank', amount: cash, reason, note })
  for (const row of SUPPLY_ROWS) {
    if (power.supplies[row] > 0) events.push({ type: 'supplyChanged', power: power.id, row, from: power.supplies[row], to: 0 })
  }
  events.push(...moveCompanies(state, power, undefined, power.companies), ...forcesTo(power, noForces(power)))
  if (power.loans > 0) events.push({ type: 'loanChanged', power: power.id, from: power.loans, to: 0 })
  return events
}

/** The home territories `gone` occupied, freed: its occupying armies are gone with it. */
export function freedHomes(war: WarState, gone: PowerId): WarState['occupiedHomes'] {
  const occupiedHomes: WarState['occupiedHomes'] = {}
  for (const [territory, holder] of Object.entries(war.occupiedHomes)) if (holder !== gone) occupiedHomes[territory] = holder
  return occupiedHomes
}

/** The out-of-the-game power leaves the order of play: no cubes, no turn, no bid, no counterattack. */
export function leavePlay(state: GameState, out: PowerId): GameEvent[] {
  const play = state.play
  if (!play) return []
  const patch: PlayPatch = {}
  if (play.cubes[out] !== undefined) patch.cubes = withEntry(play.cubes, out, undefined)
  if (play.bids[out] !== undefined) patch.bids = withEntry(play.bids, out, undefined)
  if (play.arrears[out] !== undefined) patch.arrears = withEntry(play.arrears, out, undefined)
  const at = play.sequence.indexOf(out)
  if (at !== -1) {
    const sequence = play.sequence.filter((id) => id !== out)
    patch.sequence = sequence
    const turn = at < play.turn ? play.turn - 1 : play.turn
    patch.turn = sequence.length === 0 ? 0 : Math.min(turn, sequence.length - 1)
  }
  if (play.passed.includes(out)) patch.passed = play.passed.filter((id) => id !== out)
  if (play.finished?.includes(out)) patch.finished = play.finished.filter((id) => id !== out)
  if (play.counterattacks?.includes(out)) patch.counterattacks = play.counterattacks.filter((id) => id !== out)
  return Object.keys(patch).length > 0 ? [playChanged(play, patch)] : []
}

/**
 * Spoils of War: "After the defender has had an opportunity to counterattack, the following rules
 * apply." While its counterattack is due (a guided game), the Capture and the Destruction wait.
 */
function counterattackFirst(state: GameState, power: PowerId, rule: string): Result<never> | undefined {
  if (!pendingCounterattacks(state).includes(power)) return undefined
  return battleRefusal('counterattack-pending', 'spoilsAfterCounterattack', { power: asPower(power) }, rule, [
    battleRemedy('declinesCounterattack', { power: asPower(power) }, { kind: 'declineCounterattack', power }),
  ])
}

function lossOfHomes(state: GameState, power: PowerId, rule: string): Result<never> | undefined {
  if (hasLostAllHomes(state, power)) return undefined
  const held = homeStatus(state, power).filter((h) => h.status === 'held').map((h) => h.territory)
  return battleRefusal('homes-held', 'homesStillHeld', { power: asPower(power), n: held.length, homes: held.join(', ') }, rule)
}

/**
 * Spoils of War, The Capture: "he takes all of his opponent's cash, resource cards, army and navy
 * game pieces ... all grain, oil and mineral supplies ... as well as the nukes and L-stars. He may
 * now use his opponent's supply center ... The debts of the vanquished player are forgotten."
 */
export function decideClaimSpoils(state: GameState, cmd: ClaimSpoils): Result<GameEvent[]> {
  const victorFound = activePower(state, cmd.victor, 'victor', HOMES_RULE.capture)
  if (!victorFound.ok) return victorFound
  const defeatedFound = activePower(state, cmd.defeated, 'defeated power', HOMES_RULE.capture)
  if (!defeatedFound.ok) return defeatedFound
  const [victor, defeated] = [victorFound.value, defeatedFound.value]
  if (victor.id === defeated.id) return battleRefusal('same-power', 'twoDifferentPowers', {}, HOMES_RULE.capture)
  const held = lossOfHomes(state, defeated.id, HOMES_RULE.capture) ?? counterattackFirst(state, defeated.id, HOMES_RULE.capture)
  if (held) return held
  const war = state.war!
  const applies = spoilsRuleFor(state, defeated.id)
  if (applies.rule === 'destruction') {
    return battleRefusal('last-home-nuked', 'lastHomeNuked', { power: asPower(defeated.id) }, HOMES_RULE.capture, [
      battleRemedy('destroyPower', { power: asPower(defeated.id) }, { kind: 'destroyPower', power: defeated.id }),
    ])
  }
  if (applies.rule === 'capture' && applies.captor !== victor.id) {
    return battleRefusal('not-the-captor', 'notTheCaptor', { captor: asPower(applies.captor), power: asPower(defeated.id), victor: asPower(victor.id) }, HOMES_RULE.capture, [
      battleRemedy('spoilsToCaptor', { power: asPower(applies.captor) }, { kind: 'claimSpoils', victor: applies.captor, defeated: defeated.id }),
    ])
  }
  if (!homeStatus(state, defeated.id).some((h) => h.status === 'occupied' && h.holder === victor.id)) {
    return battleRefusal('not-the-captor', 'holdsNoHome', { victor: asPower(victor.id), power: asPower(defeated.id) }, HOMES_RULE.capture)
  }
  const events: GameEvent[] = []
  const cash = state.accounts[defeated.id] ?? 0
  if (cash > 0) events.push({ type: 'moneyTransferred', from: defeated.id, to: victor.id, amount: cash, reason: 'spoils-of-war', note: `The Capture: ${name(defeated.id)}'s cash` })
  // The victor's rows grow by the captured supply center (and any center the defeated had taken).
  const centers = [...(war.capturedCenters[victor.id] ?? []), defeated.id, ...(war.capturedCenters[defeated.id] ?? [])]
  const capturedCenters = withEntry(withEntry(war.capturedCenters, victor.id, centers), defeated.id, undefined)
  const capacity = rowCapacity({ ...state, war: { ...war, capturedCenters } }, victor.id)
  for (const row of SUPPLY_ROWS) {
    const taken = defeated.supplies[row]
    if (taken === 0) continue
    const from = victor.supplies[row]
    const to = Math.min(capacity, from + taken)
    events.push({ type: 'supplyChanged', power: victor.id, row, from, to, ...(from + taken > to ? { lost: from + taken - to } : {}) })
    events.push({ type: 'supplyChanged', power: defeated.id, row, from: taken, to: 0 })
  }
  events.push(...moveCompanies(state, defeated, victor, defeated.companies))
  events.push(...forcesTo(victor, forcesTaken(victor, defeated)), ...forcesTo(defeated, noForces(defeated)))
  if (defeated.loans > 0) events.push({ type: 'loanChanged', power: defeated.id, from: defeated.loans, to: 0 })
  // "His armies and navies remain on the board and become the property of the victor."
  const occupiedHomes: WarState['occupiedHomes'] = {}
  for (const [territory, holder] of Object.entries(war.occupiedHomes)) occupiedHomes[territory] = holder === defeated.id ? victor.id : holder
  const change: WarPatch = { eliminated: [...war.eliminated, defeated.id], capturedCenters, occupiedHomes }
  // Homes the defeated had captured now belong to the victor: so does the claim to their spoils.
  if (war.lastHomeLoss && Object.values(war.lastHomeLoss).some((l) => l?.how === 'captured' && l.by === defeated.id)) {
    change.lastHomeLoss = Object.fromEntries(Object.entries(war.lastHomeLoss).map(([p, l]) => [p, l?.how === 'captured' && l.by === defeated.id ? { how: 'captured', by: victor.id } : l]))
  }
  events.push(warChanged(war, change), ...leavePlay(state, defeated.id))
  return ok(events)
}

/**
 * Spoils of War, The Destruction: "all of his money goes to the bank and all resource cards are
 * returned to the deck. All armies, navies, nukes and L-stars are removed."
 */
export function decideDestroyPower(state: GameState, cmd: DestroyPower): Result<GameEvent[]> {
  const found = activePower(state, cmd.power, 'power whose last home territory was nuked', HOMES_RULE.destruction)
  if (!found.ok) return found
  const power = found.value
  const held =
    lossOfHomes(state, power.id, HOMES_RULE.destruction) ??
    counterattackFirst(state, power.id, HOMES_RULE.destruction) ??
    spoilsBeforeLeaving(state, power.id, 'destroy', HOMES_RULE.destruction)
  if (held) return held
  const war = state.war!
  const applies = spoilsRuleFor(state, power.id)
  if (applies.rule === 'capture') {
    return battleRefusal('last-home-captured', 'lastHomeCaptured', { power: asPower(power.id), captor: asPower(applies.captor) }, HOMES_RULE.destruction, [
      battleRemedy('spoilsToCaptor', { power: asPower(applies.captor) }, { kind: 'claimSpoils', victor: applies.captor, defeated: power.id }),
    ])
  }
  if (!homeStatus(state, power.id).some((h) => h.status === 'nuked')) {
    return battleRefusal('not-nuked', 'noHomeNuked', { power: asPower(power.id) }, HOMES_RULE.destruction)
  }
  const events = wipeOut(state, power, 'spoils-of-war', `The Destruction: ${name(power.id)}'s money goes to the bank`)
  events.push(warChanged(war, { eliminated: [...war.eliminated, power.id], occupiedHomes: freedHomes(war, power.id) }), ...leavePlay(state, power.id))
  return ok(events)
}

/**
 * Defensive Tactics, Surrender: "The defender may surrender any of his forces located in foreign
 * territories or seas ... all of his forces and resource cards located there become the
 * property of the attacker." A surrender answers an attack, so the attacker must be one that may
 * attack now: on its turn with its attack not yet made, or a power with its counterattack due.
 * `turnChecked` false is battle version 1's reading (editions 1-3), which checked only the stage.
 */
export function decideSurrenderZone(state: GameState, cmd: SurrenderZone, rules?: ComposedRules): Result<GameEvent[]> {
  return surrenderZone(state, cmd, true, rules?.units ?? [])
}

/** Battle version 1's surrender (see legacy.ts): no other unit types (an older entry has none). */
export function decideSurrenderZoneV1(state: GameState, cmd: SurrenderZone): Result<GameEvent[]> {
  return surrenderZone(state, cmd, false, [])
}

/**
 * The units of the game's other types surrendered (`cmd.units`): each a row of the unit table, no
 * more than the defender holds, and, since they "are exchanged for ones in the color of the
 * victor", no more than the attacker's pieces of that type left in the box (an air unit's 20).
 */
function otherUnitsSurrendered(defender: PowerState, attacker: PowerState, cmd: SurrenderZone, table: readonly UnitSpec[]): Result<[UnitSpec, number][]> {
  const given: unknown = cmd.units ?? {}
  if (typeof given !== 'object' || given === null || Array.isArray(given)) return battleRefusal('bad-forces', 'sayUnitsSurrendered', {}, HOMES_RULE.surrender)
  const out: [UnitSpec, number][] = []
  for (const [id, n] of Object.entries(given)) {
    const unit = table.find((u) => u.id === id)
    // Armies and navies have fields of their own; the table's other rows go here.
    if (unit === undefined || id === 'armies' || id === 'navies') return battleRefusal('bad-forces', 'noSuchUnits', { units: id }, HOMES_RULE.surrender)
    const has = unitCount(defender.forces, id)
    if (!isCount(n) || n > has) return battleRefusal('no-forces', 'cannotSurrenderUnits', { power: asPower(defender.id), has, units: unit.plural, count: String(n) }, HOMES_RULE.surrender)
    const held = unitCount(attacker.forces, id)
    if (unit.pieces !== undefined && held + n > unit.pieces) {
      const room = Math.max(0, unit.pieces - held)
      const values = { power: asPower(attacker.id), held, units: unit.plural, pieces: unit.pieces, room, count: n }
      return battleRefusal('too-many-units', 'tooManyUnits', values, HOMES_RULE.surrender, [
        battleRemedy('surrenderUnits', { n: room, unit: unit.name, units: unit.plural }, { ...cmd, units: { ...(cmd.units ?? {}), [id]: room } }),
      ])
    }
    if (n > 0) out.push([unit, n])
  }
  return ok(out)
}

function surrenderZone(state: GameState, cmd: SurrenderZone, turnChecked: boolean, table: readonly UnitSpec[]): Result<GameEvent[]> {
  const defenderFound = activePower(state, cmd.defender, 'surrendering power', HOMES_RULE.surrender)
  if (!defenderFound.ok) return defenderFound
  const attackerFound = activePower(state, cmd.attacker, 'attacker', HOMES_RULE.surrender)
  if (!attackerFound.ok) return attackerFound
  const [defender, attacker] = [defenderFound.value, attackerFound.value]
  if (defender.id === attacker.id) return battleRefusal('same-power', 'twoDifferentPowers', {}, HOMES_RULE.surrender)
  if (typeof cmd.zone !== 'string' || cmd.zone.trim() === '' || !fitsCharacters(cmd.zone, 40)) return badZoneName(cmd.zone, 'nameZoneSurrendered', HOMES_RULE.surrender)
  if (SUPERPOWERS[defender.id].homeTerritories.includes(cmd.zone)) {
    return battleRefusal('home-territory', 'homeNoSurrender', { territory: cmd.zone, power: asPower(defender.id) }, HOMES_RULE.surrender, [battleRemedy('resistOrWithdraw')])
  }
  if (state.war?.nuked.includes(cmd.zone)) return battleRefusal('nuked', 'nukedNothingToSurrender', { territory: cmd.zone }, HOMES_RULE.surrender)
  const play = state.play
  if (play && (play.stage !== 4 || play.step !== 'phase')) return battleRefusal('wrong-stage', 'surrenderWrongStage', { where: wherePhrase(play) }, HOMES_RULE.surrender)
  const staged = turnChecked ? guardStage(state, attacker.id) : undefined
  if (staged) return staged
  if (!isCount(cmd.armies) || !isCount(cmd.navies)) return battleRefusal('bad-number', 'enterSurrendered', {}, HOMES_RULE.surrender)
  if (cmd.armies > defender.forces.armies || cmd.navies > defender.forces.navies) {
    const values = { power: asPower(defender.id), armies: defender.forces.armies, navies: defender.forces.navies, givenArmies: cmd.armies, givenNavies: cmd.navies }
    return battleRefusal('no-forces', 'cannotSurrenderForces', values, HOMES_RULE.surrender)
  }
  const ids: unknown = cmd.companyIds ?? []
  if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string') || new Set(ids).size !== ids.length) {
    return battleRefusal('bad-company', 'listCardsSurrendered', {}, HOMES_RULE.surrender)
  }
  const cards: Company[] = []
  for (const id of ids) {
    const card = defender.companies.find((c) => c.id === id)
    if (!card) return battleRefusal('unknown-company', 'notHoldingCard', { power: asPower(defender.id) }, HOMES_RULE.surrender)
    if (card.territory !== cmd.zone) return battleRefusal('wrong-territory', 'cardElsewhere', { card: card.name, territory: card.territory, zone: cmd.zone }, HOMES_RULE.surrender)
    cards.push(card)
  }
  const others = otherUnitsSurrendered(defender, attacker, cmd, table)
  if (!others.ok) return others
  const otherCount = others.value.reduce((sum, [, n]) => sum + n, 0)
  if (cmd.armies + cmd.navies + otherCount + cards.length === 0) return battleRefusal('nothing-to-surrender', 'nothingSurrendered', { power: asPower(defender.id), zone: cmd.zone }, HOMES_RULE.surrender)
  const less = Object.fromEntries(others.value.map(([u, n]) => [u.id, unitCount(defender.forces, u.id) - n]))
  const more = Object.fromEntries(others.value.map(([u, n]) => [u.id, unitCount(attacker.forces, u.id) + n]))
  return ok([
    ...forcesTo(defender, { armies: defender.forces.armies - cmd.armies, navies: defender.forces.navies - cmd.navies, ...less }),
    ...forcesTo(attacker, { armies: attacker.forces.armies + cmd.armies, navies: attacker.forces.navies + cmd.navies, ...more }),
    ...moveCompanies(state, defender, attacker, cards),
    // The surrender answers the turn's attack: it is that attack, as a withdrawal is; the power
    // that lost cards has its one counterattack (as for the militia).
    ...counterattacksFor(state, attacker.id, cards.length > 0 ? [defender.id] : []),
    ...clearFirstStrike(state, attacker.id, defender.id),
  ])
}
