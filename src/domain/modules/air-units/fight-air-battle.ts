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
import { SUPERPOWERS } from '../../kernel/superpowers'
import type { GameEvent } from '../../kernel/events'
import { isPowerId, RESOURCES, type PowerId } from '../../kernel/ids'
import { ok, refuse, type Result } from '../../kernel/result'
import type { GameState, PowerState } from '../../kernel/state'
import type { AirForces, FightAirBattle, Miniatures } from './commands'
import { AIR_RULE } from './data'
import { planAirBattle } from './air-plan'
import { airBattleOdds, sideLosses, unitsLostIn, type SideLosses } from './air-odds'
import { AIR_TARGETS, checkAims } from './kill-points'
import { checkMilitiaAims } from './air-militia'
import { fitsCharacters, longName } from '../../kernel/text'

const name = (id: PowerId) => SUPERPOWERS[id].name

function isCount(n: unknown): n is number {
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0
}

function validForces(f: unknown): f is AirForces {
  return typeof f === 'object' && f !== null && AIR_TARGETS.every((k) => isCount((f as AirForces)[k]))
}

const total = (f: AirForces) => f.armies + f.navies + f.airUnits
const held = (p: PowerState): AirForces => ({ armies: p.forces.armies ?? 0, navies: p.forces.navies ?? 0, airUnits: p.forces.airUnits ?? 0 })
const heldText = (p: PowerState) => {
  const h = held(p)
  return `${name(p.id)} has ${h.armies} armies, ${h.navies} navies and ${h.airUnits} air units`
}

function validDice(dice: unknown, expected: number, who: string): Result<never> | undefined {
  if (!Array.isArray(dice) || !dice.every((d) => Number.isInteger(d) && d >= 1 && d <= 6)) {
    return refuse('bad-dice', `Each die shows 1 to 6; enter ${who}'s dice again.`, BATTLE_RULE.countLosses)
  }
  if (dice.length !== expected) return refuse('dice-count', `${who} rolls ${expected} ${expected === 1 ? 'die' : 'dice'} in this battle, not ${dice.length}.`, BATTLE_RULE.positionDice)
  return undefined
}

/** The forces as entered, within what the power holds. */
function checkForces(p: PowerState, f: unknown, who: string): Result<never> | undefined {
  if (!validForces(f) || total(f) === 0) return refuse('no-forces', `Enter ${who}'s armies, navies and air units in the battle (at least one unit).`, BATTLE_RULE.countLosses)
  const h = held(p)
  if (AIR_TARGETS.some((k) => f[k] > h[k])) return refuse('no-forces', `${heldText(p)}.`, BATTLE_RULE.countLosses)
  return undefined
}

/** Tanks and helicopters are not kept by the app: any whole count up to the board's sensible 99. */
function checkMiniatures(m: unknown, who: string): Result<never> | undefined {
  if (m === undefined) return undefined
  const fine = (n: unknown) => n === undefined || (isCount(n) && n <= 99)
  if (typeof m !== 'object' || m === null || !fine((m as Miniatures).tanks) || !fine((m as Miniatures).helicopters)) {
    return refuse('bad-forces', `Count ${who}'s tanks and helicopters as whole numbers, zero or more.`, AIR_RULE.firePower)
  }
  return undefined
}

function checkCargo(cargo: unknown, airUnits: number, who: string): Result<never> | undefined {
  if (cargo === undefined) return undefined
  if (!isCount(cargo) || cargo > airUnits) return refuse('bad-cargo', `The air units carrying cargo are some of ${who}'s ${airUnits} air units in the battle.`, AIR_RULE.cargo)
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
  if (!isPowerId(cmd.attacker) || !state.powers[cmd.attacker]) return refuse('unknown-power', 'Choose the attacking superpower.')
  const attacker = state.powers[cmd.attacker]!
  const isMilitia = cmd.defender === 'militia'
  if (!isMilitia && (!isPowerId(cmd.defender) || !state.powers[cmd.defender])) {
    return refuse('unknown-power', 'Choose the defending superpower, or the militia for an empty zone.')
  }
  // The militia of an empty zone (basic "The Militia") is no power: no supplies, no forces, no counterattack.
  const defender = isMilitia ? undefined : state.powers[cmd.defender as PowerId]!
  const defenderName = defender ? name(defender.id) : 'The militia'
  if (defender?.id === attacker.id) return refuse('same-power', 'A power cannot attack itself.')
  if (typeof cmd.target !== 'string' || cmd.target.trim() === '' || !fitsCharacters(cmd.target, 40)) return refuse('bad-target', longName(cmd.target, 40, 'The territory’s name') ?? 'Name the territory or sea under attack.')
  const staged = guardStage(state, attacker.id)
  if (staged) return staged
  if (cmd.option !== 'ground' && cmd.option !== 'airToAir') return refuse('bad-command', 'Choose air-to-air combat or the ground attack.', AIR_RULE.options)
  const badForces = checkForces(attacker, cmd.attacking, name(attacker.id)) ?? (defender ? checkForces(defender, cmd.defending, name(defender.id)) : checkMilitiaSide(cmd))
  if (badForces) return badForces
  const badCargo =
    checkCargo(cmd.attackerCargo, cmd.attacking.airUnits, name(attacker.id)) ??
    checkCargo(cmd.defenderCargo, cmd.defending.airUnits, defenderName) ??
    checkMiniatures(cmd.attackerMiniatures, name(attacker.id)) ??
    checkMiniatures(cmd.defenderMiniatures, defenderName)
  if (badCargo) return badCargo
  if (cmd.assault !== undefined && cmd.assault !== 'amphibious') return refuse('bad-command', 'An air battle is an amphibious assault or none (airborne assaults are not kept yet).', AIR_RULE.airborne)
  const convoyed = cmd.convoyedArmies ?? 0
  if (!isCount(convoyed) || convoyed > cmd.attacking.armies) return refuse('bad-convoy', 'Convoyed armies are some of the attacking armies.', BATTLE_RULE.firePowerDie)
  const defenderConvoyed = cmd.defenderConvoyedArmies ?? 0
  if (!isCount(defenderConvoyed) || defenderConvoyed > cmd.defending.armies) {
    return refuse('bad-convoy', "The defender's convoyed armies are some of its defending armies; count them again.", BATTLE_RULE.firePowerDie)
  }
  if (defenderConvoyed > 0 && cmd.defending.navies === 0) {
    return refuse('bad-convoy', 'Armies are convoyed aboard navies: give the defending navies that carry them, or no convoyed armies.', BATTLE_RULE.firePowerDie)
  }
  if (!hasSupplySet(attacker)) {
    return refuse('no-supplies', `${name(attacker.id)} needs one set of supplies (1 grain, 1 oil, 1 mineral) to attack; it has ${attacker.supplies.grain} grain, ${attacker.supplies.oil} oil, ${attacker.supplies.minerals} minerals.`, BATTLE_RULE.suppliesStep)
  }
  const planned = planAirBattle(state, cmd)
  if (!planned.ok) return planned
  const plan = planned.value
  const attackerAims = checkAims(cmd.attackerAims, name(attacker.id))
  if (!attackerAims.ok) return attackerAims
  const defenderAims = checkAims(cmd.defenderAims, defender ? name(defender.id) : 'the militia')
  if (!defenderAims.ok) return defenderAims
  // The Marshall's order: armies and navies before air units, armies first in an amphibious assault.
  const militiaAims = isMilitia ? checkMilitiaAims(defenderAims.value, cmd.assault) : defenderAims
  if (!militiaAims.ok) return militiaAims
  if (plan.capture && ((Array.isArray(cmd.attackerDice) && cmd.attackerDice.length > 0) || (Array.isArray(cmd.defenderDice) && cmd.defenderDice.length > 0))) {
    return refuse('dice-count', `${defenderName} has no oil and no army or navy to defend its air units: they are captured without a roll, so enter no dice.`, AIR_RULE.outOfOil)
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
    return refuse('bad-forces', 'The militia of an empty zone has no units and does not resist: enter nothing on the defending side.', BATTLE_RULE.militia)
  }
  return undefined
}

/** Air-to-air on the attacker's own attack (not a counterattack): the attack goes on once every defending air unit is down. */
function proceeds(state: GameState, cmd: FightAirBattle): boolean {
  return cmd.option === 'airToAir' && state.play !== undefined && !isCounterattack(state.play, cmd.attacker)
}
