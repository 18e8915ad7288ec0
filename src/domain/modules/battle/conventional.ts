import { BATTLE_RULE } from './data'
import type { GameEvent } from '../../kernel/events'
import { isPowerId, RESOURCES, type PowerId } from '../../kernel/ids'
import { ok, type Result } from '../../kernel/result'
import { asPower } from '../../kernel/phrase'
import { battleRefusal } from './refusals'
import { badZoneName } from './zone-name'
import type { GameState, PowerState } from '../../kernel/state'
import type { FightBattle, ForceCount } from './commands'
import { addToRecord, warChanged } from './patch'
import { clearFirstStrike } from './first-strike'
import { counterattacksFor } from './counterattacks'
import { battleOdds, drownedWith, hasSupplySet, lossOptions, planBattle, unitsLost, type LossOptions } from './plan'
import { guardStage } from './stage-guard'
import { fitsCharacters } from '../../kernel/text'

/** A side of the battle: a superpower, or the militia of an empty zone (its sentences are their own). */
type Side = PowerId | 'militia'

function isCount(n: unknown): n is number {
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0
}

function validForces(f: unknown): f is ForceCount {
  return typeof f === 'object' && f !== null && isCount((f as ForceCount).armies) && isCount((f as ForceCount).navies)
}

function total(f: ForceCount): number {
  return f.armies + f.navies
}

/** Which units go (Step D): as the roller chose, within the plan's options, or armies first. */
function split(options: LossOptions, chosen: ForceCount | undefined, side: Side): Result<ForceCount> {
  const { count, present } = options
  if (chosen === undefined) return ok(options.fallback)
  if (!validForces(chosen) || total(chosen) !== count || chosen.armies > present.armies || chosen.navies > present.navies) {
    const values = { count, armies: present.armies, navies: present.navies }
    return side === 'militia'
      ? battleRefusal('bad-losses', 'badLossesMilitia', values, BATTLE_RULE.countLosses)
      : battleRefusal('bad-losses', 'badLosses', { ...values, power: asPower(side) }, BATTLE_RULE.countLosses)
  }
  if (options.isArmiesFirst && chosen.armies !== options.fallback.armies) {
    return side === 'militia' ? battleRefusal('bad-losses', 'armiesFirstMilitia', {}, BATTLE_RULE.militia) : battleRefusal('bad-losses', 'armiesFirst', { power: asPower(side) }, BATTLE_RULE.militia)
  }
  return ok(chosen)
}

function validDice(dice: unknown, expected: number, who: Side): Result<never> | undefined {
  if (!Array.isArray(dice) || !dice.every((d) => Number.isInteger(d) && d >= 1 && d <= 6)) {
    return who === 'militia' ? battleRefusal('bad-dice', 'badDiceMilitia', {}, BATTLE_RULE.countLosses) : battleRefusal('bad-dice', 'badDice', { power: asPower(who) }, BATTLE_RULE.countLosses)
  }
  if (dice.length !== expected) {
    const values = { n: expected, rolled: dice.length }
    return who === 'militia'
      ? battleRefusal('dice-count', 'diceCountMilitia', values, BATTLE_RULE.positionDice)
      : battleRefusal('dice-count', 'diceCount', { ...values, power: asPower(who) }, BATTLE_RULE.positionDice)
  }
  return undefined
}

export function decideFightBattle(state: GameState, cmd: FightBattle): Result<GameEvent[]> {
  if (!isPowerId(cmd.attacker) || !state.powers[cmd.attacker]) return battleRefusal('unknown-power', 'chooseAttacker')
  const attacker = state.powers[cmd.attacker]!
  const isMilitia = cmd.defender === 'militia'
  if (!isMilitia && (!isPowerId(cmd.defender) || !state.powers[cmd.defender])) return battleRefusal('unknown-power', 'chooseDefender')
  if (cmd.defender === cmd.attacker) return battleRefusal('same-power', 'attackItself')
  if (typeof cmd.target !== 'string' || cmd.target.trim() === '' || !fitsCharacters(cmd.target, 40)) return badZoneName(cmd.target, 'nameZoneAttacked')
  const staged = guardStage(state, attacker.id)
  if (staged) return staged
  if (!validForces(cmd.attacking) || total(cmd.attacking) === 0) return battleRefusal('no-forces', 'needAttackers', {}, BATTLE_RULE.countLosses)
  if (cmd.attacking.armies > attacker.forces.armies || cmd.attacking.navies > attacker.forces.navies) {
    return battleRefusal('no-forces', 'hasForces', { power: asPower(attacker.id), armies: attacker.forces.armies, navies: attacker.forces.navies }, BATTLE_RULE.countLosses)
  }
  const defender = isMilitia ? undefined : state.powers[cmd.defender as PowerId]!
  const defending: ForceCount = isMilitia ? { armies: 0, navies: 0 } : cmd.defending
  if (defender) {
    if (!validForces(defending) || total(defending) === 0) return battleRefusal('no-forces', 'noDefenders', { power: asPower(defender.id) }, BATTLE_RULE.militia)
    if (defending.armies > defender.forces.armies || defending.navies > defender.forces.navies) {
      return battleRefusal('no-forces', 'hasForces', { power: asPower(defender.id), armies: defender.forces.armies, navies: defender.forces.navies }, BATTLE_RULE.countLosses)
    }
  }
  const convoyed = cmd.convoyedArmies ?? 0
  if (!isCount(convoyed) || convoyed > cmd.attacking.armies) return battleRefusal('bad-convoy', 'convoyedAttackers', {}, BATTLE_RULE.firePowerDie)
  const defenderConvoyed = cmd.defenderConvoyedArmies ?? 0
  if (!isCount(defenderConvoyed) || (defenderConvoyed > 0 && (isMilitia || defenderConvoyed > defending.armies))) {
    return battleRefusal('bad-convoy', 'convoyedDefenders', {}, BATTLE_RULE.firePowerDie)
  }
  if (defenderConvoyed > 0 && defending.navies === 0) {
    return battleRefusal('bad-convoy', 'convoyNeedsNavies', {}, BATTLE_RULE.firePowerDie)
  }
  if (!hasSupplySet(attacker)) {
    const { grain, oil, minerals } = attacker.supplies
    return battleRefusal('no-supplies', 'needSupplySet', { power: asPower(attacker.id), grain, oil, minerals }, BATTLE_RULE.suppliesStep)
  }
  const plan = planBattle(state, cmd)
  const badDice = validDice(cmd.attackerDice, plan.attacker.dice, attacker.id) ?? validDice(cmd.defenderDice, plan.defender.dice, defender ? defender.id : 'militia')
  if (badDice) return badDice
  const defenderLost = split(lossOptions(plan, 'defender', unitsLost(plan, 'defender', cmd.attackerDice)), cmd.defenderLosses, defender ? defender.id : 'militia')
  if (!defenderLost.ok) return defenderLost
  const attackerLost = split(lossOptions(plan, 'attacker', unitsLost(plan, 'attacker', cmd.defenderDice)), cmd.attackerLosses, attacker.id)
  if (!attackerLost.ok) return attackerLost
  const drowned = drownedWith(plan, attackerLost.value, 'attacker')
  // "If a navy is sunk while convoying armies, the armies are lost as well": the defender's convoys too.
  const defenderDrowned = drownedWith(plan, defenderLost.value, 'defender')
  const events: GameEvent[] = []
  const deductSet = (p: PowerState) => {
    for (const r of RESOURCES) events.push({ type: 'supplyChanged', power: p.id, row: r, from: p.supplies[r], to: p.supplies[r] - 1 })
  }
  if (plan.attacker.paysSupplies) deductSet(attacker)
  if (defender && plan.defender.paysSupplies) deductSet(defender)
  const lose = (p: PowerState, armies: number, navies: number) => {
    if (armies > 0) events.push({ type: 'forcesChanged', power: p.id, force: 'armies', from: p.forces.armies, to: p.forces.armies - armies })
    if (navies > 0) events.push({ type: 'forcesChanged', power: p.id, force: 'navies', from: p.forces.navies, to: p.forces.navies - navies })
  }
  lose(attacker, attackerLost.value.armies + drowned, attackerLost.value.navies)
  if (defender) lose(defender, defenderLost.value.armies + defenderDrowned, defenderLost.value.navies)
  if (state.war) {
    const odds = battleOdds(plan)
    let war = state.war
    // Drowned armies count as destroyed: the expected figures count them too (battleOdds).
    let record = addToRecord(war, attacker.id, { unitsDestroyed: total(defenderLost.value) + defenderDrowned, expectedUnitsDestroyed: odds.expectedDefenderLosses })
    if (defender) {
      war = { ...war, record }
      record = addToRecord(war, defender.id, { unitsDestroyed: total(attackerLost.value) + drowned, expectedUnitsDestroyed: odds.expectedAttackerLosses })
    }
    events.push(warChanged(state.war, { record }))
  }
  events.push(...counterattacksFor(state, attacker.id, defender ? [defender.id] : []))
  if (defender) events.push(...clearFirstStrike(state, attacker.id, defender.id))
  return ok(events)
}
