/**
 * The conventional battle drill with air units (Air Units, "How to Attack with Air units", the
 * ground attack or air-to-air combat): checked in plain words, planned by planAirBattle, losses by
 * airLosses. Supplies, the war record, Stage 4 rotation (counterattacks) and the First Strike
 * marker go exactly as in decideFightBattle, through the same helpers. The defender may be the
 * militia of an empty zone (air-militia.ts): the Marshall's one die, no supplies, no counterattack.
 */
import { BATTLE_RULE } from '../battle/data'
import { addToRecord, warChanged } from '../battle/patch'
import { clearFirstStrike } from '../battle/first-strike'
import { counterattacksFor, isCounterattack } from '../battle/counterattacks'
import { hasSupplySet } from '../battle/plan'
import { guardStage } from '../battle/stage-guard'
import type { GameEvent } from '../../kernel/events'
import { isPowerId, RESOURCES, type PowerId } from '../../kernel/ids'
import { asPower, type PhraseValue } from '../../kernel/phrase'
import { ok, refusePhrase, type Result } from '../../kernel/result'
import type { GameState, PowerState } from '../../kernel/state'
import type { AirForces, FightAirBattle, Miniatures } from './commands'
import { AIR_RULE } from './data'
import { planAirBattle } from './air-plan'
import { airBattleOdds, sideLosses, unitsLostIn, type SideLosses } from './air-odds'
import { AIR_TARGETS, checkAims } from './kill-points'
import { checkMilitiaAims } from './air-militia'
import { fitsCharacters, tooLongPhrase } from '../../kernel/text'
import { airPhrase, airRefusal } from './refusals'

/** Who a sentence names: a superpower, or the militia of an empty zone (`lower` inside a sentence where the rules wrote it so). */
const name = (id: PowerId): PhraseValue => asPower(id)
const militia = (lower = false): PhraseValue => ({ phrase: airPhrase(lower ? 'theMilitiaLower' : 'theMilitia') })

function isCount(n: unknown): n is number {
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0
}

function validForces(f: unknown): f is AirForces {
  return typeof f === 'object' && f !== null && AIR_TARGETS.every((k) => isCount((f as AirForces)[k]))
}

const total = (f: AirForces) => f.armies + f.navies + f.airUnits
const held = (p: PowerState): AirForces => ({ armies: p.forces.armies ?? 0, navies: p.forces.navies ?? 0, airUnits: p.forces.airUnits ?? 0 })

function validDice(dice: unknown, expected: number, who: PhraseValue): Result<never> | undefined {
  if (!Array.isArray(dice) || !dice.every((d) => Number.isInteger(d) && d >= 1 && d <= 6)) {
    return airRefusal('bad-dice', 'diceRange', { who }, BATTLE_RULE.countLosses)
  }
  if (dice.length !== expected) return airRefusal('dice-count', 'battleDiceCount', { who, n: expected, count: dice.length }, BATTLE_RULE.positionDice)
  return undefined
}

/** The forces as entered, within what the power holds. */
function checkForces(p: PowerState, f: unknown, who: PhraseValue): Result<never> | undefined {
  if (!validForces(f) || total(f) === 0) return airRefusal('no-forces', 'enterForces', { who }, BATTLE_RULE.countLosses)
  const h = held(p)
  if (AIR_TARGETS.some((k) => f[k] > h[k])) return airRefusal('no-forces', 'heldForces', { power: asPower(p.id), ...h }, BATTLE_RULE.countLosses)
  return undefined
}

/** Tanks and helicopters are not kept by the app: any whole count up to the board's sensible 99. */
function checkMiniatures(m: unknown, who: PhraseValue): Result<never> | undefined {
  if (m === undefined) return undefined
  const fine = (n: unknown) => n === undefined || (isCount(n) && n <= 99)
  if (typeof m !== 'object' || m === null || !fine((m as Miniatures).tanks) || !fine((m as Miniatures).helicopters)) {
    return airRefusal('bad-forces', 'countMiniatures', { who }, AIR_RULE.firePower)
  }
  return undefined
}

function checkCargo(cargo: unknown, airUnits: number, who: PhraseValue): Result<never> | undefined {
  if (cargo === undefined) return undefined
  if (!isCount(cargo) || cargo > airUnits) return airRefusal('bad-cargo', 'cargoSome', { who, airUnits }, AIR_RULE.cargo)
  return undefined
}

export function decideFightAirBattle(state: GameState, cmd: FightAirBattle): Result<GameEvent[]> {
  return fightAirBattle(state, cmd, true)
}

/** Air Units version 1's battle (see legacy.ts): air-to-air always used up the attack. */
export function decideFightAirBattleV1(state: GameState, cmd: FightAirBattle): Result<GameEvent[]> {
  return fightAirBattle(state, cmd, false)
}

function fightAirBattle(state: GameState, cmd: FightAirBattle, mayProceed: boolean): Result<GameEvent[]> {
  if (!isPowerId(cmd.attacker) || !state.powers[cmd.attacker]) return airRefusal('unknown-power', 'chooseAttacker')
  const attacker = state.powers[cmd.attacker]!
  const isMilitia = cmd.defender === 'militia'
  if (!isMilitia && (!isPowerId(cmd.defender) || !state.powers[cmd.defender])) {
    return airRefusal('unknown-power', 'chooseDefender')
  }
  // The militia of an empty zone (basic "The Militia") is no power: no supplies, no forces, no counterattack.
  const defender = isMilitia ? undefined : state.powers[cmd.defender as PowerId]!
  const defenderName = defender ? name(defender.id) : militia()
  if (defender?.id === attacker.id) return airRefusal('same-power', 'attackItself')
  if (typeof cmd.target !== 'string' || cmd.target.trim() === '' || !fitsCharacters(cmd.target, 40)) {
    const long = typeof cmd.target === 'string' ? tooLongPhrase(cmd.target, 40, airPhrase('territoryName')) : undefined
    return long ? refusePhrase('bad-target', long) : airRefusal('bad-target', 'nameAttacked')
  }
  const staged = guardStage(state, attacker.id)
  if (staged) return staged
  if (cmd.option !== 'ground' && cmd.option !== 'airToAir') return airRefusal('bad-command', 'chooseOption', {}, AIR_RULE.options)
  const badForces = checkForces(attacker, cmd.attacking, name(attacker.id)) ?? (defender ? checkForces(defender, cmd.defending, name(defender.id)) : checkMilitiaSide(cmd))
  if (badForces) return badForces
  const badCargo =
    checkCargo(cmd.attackerCargo, cmd.attacking.airUnits, name(attacker.id)) ??
    checkCargo(cmd.defenderCargo, cmd.defending.airUnits, defenderName) ??
    checkMiniatures(cmd.attackerMiniatures, name(attacker.id)) ??
    checkMiniatures(cmd.defenderMiniatures, defenderName)
  if (badCargo) return badCargo
  if (cmd.assault !== undefined && cmd.assault !== 'amphibious') return airRefusal('bad-command', 'noAirborne', {}, AIR_RULE.airborne)
  const convoyed = cmd.convoyedArmies ?? 0
  if (!isCount(convoyed) || convoyed > cmd.attacking.armies) return airRefusal('bad-convoy', 'convoyedSome', {}, BATTLE_RULE.firePowerDie)
  const defenderConvoyed = cmd.defenderConvoyedArmies ?? 0
  if (!isCount(defenderConvoyed) || defenderConvoyed > cmd.defending.armies) {
    return airRefusal('bad-convoy', 'defenderConvoyedSome', {}, BATTLE_RULE.firePowerDie)
  }
  if (defenderConvoyed > 0 && cmd.defending.navies === 0) {
    return airRefusal('bad-convoy', 'convoyNeedsNavies', {}, BATTLE_RULE.firePowerDie)
  }
  if (!hasSupplySet(attacker)) {
    return airRefusal('no-supplies', 'needsSupplySet', { power: asPower(attacker.id), grain: attacker.supplies.grain, oil: attacker.supplies.oil, minerals: attacker.supplies.minerals }, BATTLE_RULE.suppliesStep)
  }
  const planned = planAirBattle(state, cmd)
  if (!planned.ok) return planned
  const plan = planned.value
  const attackerAims = checkAims(cmd.attackerAims, name(attacker.id))
  if (!attackerAims.ok) return attackerAims
  const defenderAims = checkAims(cmd.defenderAims, defender ? name(defender.id) : militia(true))
  if (!defenderAims.ok) return defenderAims
  // The Marshall's order: armies and navies before air units, armies first in an amphibious assault.
  const militiaAims = isMilitia ? checkMilitiaAims(defenderAims.value, cmd.assault) : defenderAims
  if (!militiaAims.ok) return militiaAims
  if (plan.capture && ((Array.isArray(cmd.attackerDice) && cmd.attackerDice.length > 0) || (Array.isArray(cmd.defenderDice) && cmd.defenderDice.length > 0))) {
    return airRefusal('dice-count', 'capturedNoDice', { who: defenderName }, AIR_RULE.outOfOil)
  }
  const badDice = validDice(cmd.attackerDice, plan.attacker.dice, name(attacker.id)) ?? validDice(cmd.defenderDice, plan.defender.dice, defenderName)
  if (badDice) return badDice

  const events: GameEvent[] = []
  const deductSet = (p: PowerState) => {
    for (const r of RESOURCES) events.push({ type: 'supplyChanged', power: p.id, row: r, from: p.supplies[r], to: p.supplies[r] - 1 })
  }
  if (plan.attacker.paysSupplies) deductSet(attacker)
  if (defender && plan.defender.paysSupplies) deductSet(defender)

  let aircraftAllDown = false
  if (plan.capture && defender) {
    // The captured air units change colour; those beyond the attacker's 20 pieces go out of play.
    const mine = held(attacker).airUnits
    const theirs = held(defender).airUnits
    events.push({ type: 'forcesChanged', power: defender.id, force: 'airUnits', from: theirs, to: theirs - plan.capture.airUnits })
    if (plan.capture.kept > 0) events.push({ type: 'forcesChanged', power: attacker.id, force: 'airUnits', from: mine, to: mine + plan.capture.kept })
  } else {
    const sum = (dice: readonly number[]) => dice.reduce((s, d) => s + d, 0)
    const defenderLost = sideLosses(plan, 'defender', attackerAims.value, sum(cmd.attackerDice) + plan.attacker.edge)
    const attackerLost = sideLosses(plan, 'attacker', militiaAims.value, sum(cmd.defenderDice) + plan.defender.edge)
    const lose = (p: PowerState, l: SideLosses) => {
      const h = held(p)
      const gone: AirForces = { armies: l.lost.armies + l.drowned, navies: l.lost.navies, airUnits: l.lost.airUnits }
      for (const force of AIR_TARGETS) if (gone[force] > 0) events.push({ type: 'forcesChanged', power: p.id, force, from: h[force], to: h[force] - gone[force] })
    }
    lose(attacker, attackerLost)
    if (defender) lose(defender, defenderLost)
    aircraftAllDown = defender !== undefined && defenderLost.lost.airUnits === cmd.defending.airUnits
    if (state.war) {
      const odds = airBattleOdds(plan, { attacker: attackerAims.value, defender: militiaAims.value })
      // Drowned armies count as destroyed, as in the basic battle; the expected figures count them too.
      const war = { ...state.war, record: addToRecord(state.war, attacker.id, { unitsDestroyed: unitsLostIn(defenderLost), expectedUnitsDestroyed: odds.defender.expected }) }
      // The militia keeps no war record (as in fightBattle).
      const record = defender ? addToRecord(war, defender.id, { unitsDestroyed: unitsLostIn(attackerLost), expectedUnitsDestroyed: odds.attacker.expected }) : war.record
      events.push(warChanged(state.war, { record }))
    }
  }
  // "If the defender loses all his aircraft, the attacker may proceed to implement one of the other
  // two options with the cost of another set of supplies": on its own turn the attack goes on (the
  // ground attack or the bombing run that follows is the attack, and grants the counterattack).
  if (mayProceed && aircraftAllDown && proceeds(state, cmd)) return ok(events)
  events.push(...counterattacksFor(state, attacker.id, defender ? [defender.id] : []))
  if (defender) events.push(...clearFirstStrike(state, attacker.id, defender.id))
  return ok(events)
}

/** The militia's side as entered: nothing (an empty zone has no units, supplies or convoys to count). */
function checkMilitiaSide(cmd: FightAirBattle): Result<never> | undefined {
  const d = cmd.defending as unknown
  const none = (n: unknown) => n === undefined || n === 0
  const noForces = validForces(d) && total(d) === 0
  const m = cmd.defenderMiniatures
  if (!noForces || !none(cmd.defenderCargo) || !none(cmd.defenderConvoyedArmies) || (m !== undefined && (!none(m.tanks) || !none(m.helicopters))) || cmd.defenderResists === true) {
    return airRefusal('bad-forces', 'militiaNothing', {}, BATTLE_RULE.militia)
  }
  return undefined
}

/** Air-to-air on the attacker's own attack (not a counterattack): the attack goes on once every defending air unit is down. */
function proceeds(state: GameState, cmd: FightAirBattle): boolean {
  return cmd.option === 'airToAir' && state.play !== undefined && !isCounterattack(state.play, cmd.attacker)
}
