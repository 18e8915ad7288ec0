import { BATTLE_RULE } from './data'
import { SUPERPOWERS } from '../../kernel/superpowers'
import type { GameEvent } from '../../kernel/events'
import { isPowerId, RESOURCES, type PowerId } from '../../kernel/ids'
import { ok, refuse, type Result } from '../../kernel/result'
import type { GameState, PowerState } from '../../kernel/state'
import type { FightBattle, ForceCount } from './commands'
import { addToRecord, warChanged } from './patch'
import { clearFirstStrike } from './first-strike'
import { counterattacksFor } from './counterattacks'
import { battleOdds, drownedWith, hasSupplySet, lossOptions, planBattle, unitsLost, type LossOptions } from './plan'
import { guardStage } from './stage-guard'
import { fitsCharacters, longName } from '../../kernel/text'

const name = (id: PowerId) => SUPERPOWERS[id].name

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
function split(options: LossOptions, chosen: ForceCount | undefined, side: string): Result<ForceCount> {
  const { count, present } = options
  if (chosen === undefined) return ok(options.fallback)
  if (!validForces(chosen) || total(chosen) !== count || chosen.armies > present.armies || chosen.navies > present.navies) {
    return refuse('bad-losses', `The dice remove ${count} of ${side}'s units (of ${present.armies} armies and ${present.navies} navies in the battle); choose that many.`, BATTLE_RULE.countLosses)
  }
  if (options.isArmiesFirst && chosen.armies !== options.fallback.armies) {
    return refuse('bad-losses', `In an amphibious assault on an empty zone the Marshall always removes the armies: ${side} loses armies first.`, BATTLE_RULE.militia)
  }
  return ok(chosen)
}

function validDice(dice: unknown, expected: number, who: string): Result<never> | undefined {
  if (!Array.isArray(dice) || !dice.every((d) => Number.isInteger(d) && d >= 1 && d <= 6)) {
    return refuse('bad-dice', `Each die shows 1 to 6; enter ${who}'s dice again.`, BATTLE_RULE.countLosses)
  }
  if (dice.length !== expected) return refuse('dice-count', `${who} rolls ${expected} ${expected === 1 ? 'die' : 'dice'} in this battle, not ${dice.length}.`, BATTLE_RULE.positionDice)
  return undefined
}

export function decideFightBattle(state: GameState, cmd: FightBattle): Result<GameEvent[]> {
  if (!isPowerId(cmd.attacker) || !state.powers[cmd.attacker]) return refuse('unknown-power', 'Choose the attacking superpower.')
  const attacker = state.powers[cmd.attacker]!
  const isMilitia = cmd.defender === 'militia'
  if (!isMilitia && (!isPowerId(cmd.defender) || !state.powers[cmd.defender])) return refuse('unknown-power', 'Choose the defender, or the militia for an empty zone.')
  if (cmd.defender === cmd.attacker) return refuse('same-power', 'A power cannot attack itself.')
  if (typeof cmd.target !== 'string' || cmd.target.trim() === '' || !fitsCharacters(cmd.target, 40)) return refuse('bad-target', longName(cmd.target, 40, 'The territory’s name') ?? 'Name the territory or sea under attack.')
  const staged = guardStage(state, attacker.id)
  if (staged) return staged
  if (!validForces(cmd.attacking) || total(cmd.attacking) === 0) return refuse('no-forces', 'A battle needs at least one attacking army or navy.', BATTLE_RULE.countLosses)
  if (cmd.attacking.armies > attacker.forces.armies || cmd.attacking.navies > attacker.forces.navies) {
    return refuse('no-forces', `${name(attacker.id)} has ${attacker.forces.armies} armies and ${attacker.forces.navies} navies.`, BATTLE_RULE.countLosses)
  }
  const defender = isMilitia ? undefined : state.powers[cmd.defender as PowerId]!
  const defending: ForceCount = isMilitia ? { armies: 0, navies: 0 } : cmd.defending
  if (defender) {
    if (!validForces(defending) || total(defending) === 0) return refuse('no-forces', `${name(defender.id)} has no forces there: attack the empty zone's militia instead.`, BATTLE_RULE.militia)
    if (defending.armies > defender.forces.armies || defending.navies > defender.forces.navies) {
      return refuse('no-forces', `${name(defender.id)} has ${defender.forces.armies} armies and ${defender.forces.navies} navies.`, BATTLE_RULE.countLosses)
    }
  }
  const convoyed = cmd.convoyedArmies ?? 0
  if (!isCount(convoyed) || convoyed > cmd.attacking.armies) return refuse('bad-convoy', 'Convoyed armies are some of the attacking armies.', BATTLE_RULE.firePowerDie)
  const defenderConvoyed = cmd.defenderConvoyedArmies ?? 0
  if (!isCount(defenderConvoyed) || (defenderConvoyed > 0 && (isMilitia || defenderConvoyed > defending.armies))) {
    return refuse('bad-convoy', "The defender's convoyed armies are some of its defending armies (the militia has none); count them again.", BATTLE_RULE.firePowerDie)
  }
  if (defenderConvoyed > 0 && defending.navies === 0) {
    return refuse('bad-convoy', 'Armies are convoyed aboard navies: give the defending navies that carry them, or no convoyed armies.', BATTLE_RULE.firePowerDie)
  }
  if (!hasSupplySet(attacker)) {
    return refuse('no-supplies', `${name(attacker.id)} needs one set of supplies (1 grain, 1 oil, 1 mineral) to attack; it has ${attacker.supplies.grain} grain, ${attacker.supplies.oil} oil, ${attacker.supplies.minerals} minerals.`, BATTLE_RULE.suppliesStep)
  }
  const plan = planBattle(state, cmd)
  const badDice = validDice(cmd.attackerDice, plan.attacker.dice, name(attacker.id)) ?? validDice(cmd.defenderDice, plan.defender.dice, defender ? name(defender.id) : 'The militia')
  if (badDice) return badDice
  const defenderLost = split(lossOptions(plan, 'defender', unitsLost(plan, 'defender', cmd.attackerDice)), cmd.defenderLosses, defender ? name(defender.id) : 'the militia')
  if (!defenderLost.ok) return defenderLost
  const attackerLost = split(lossOptions(plan, 'attacker', unitsLost(plan, 'attacker', cmd.defenderDice)), cmd.attackerLosses, name(attacker.id))
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
