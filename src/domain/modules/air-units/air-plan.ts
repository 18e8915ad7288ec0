/**
 * The plan of one air battle (Air Units, "How to Attack with Air units": the conventional battle
 * drill with Fire Power Ratings, Fire Power Edge Points and Kill Points): everything fixed before
 * the dice, worked out once for the rules core (fight-air-battle.ts), the odds (air-odds.ts) and
 * the screen. Pure.
 *
 * Readings (the screen shows them):
 * - Fire Power Rating: an army 1, a navy 1, an air unit the game's setting (5 or 4). An air unit
 *   carrying cargo has FPR 1 and "will lose all benefits as an air unit": it is not an air unit
 *   for the halving test (it is still destroyed at the air unit's kill points). Armies convoyed
 *   aboard navies are not counted unless it is an amphibious assault, as in the basic drill.
 * - Halving: "If your opponent does not have any air units, he must halve his FPR (round down)":
 *   the side with no air units (not counting those with cargo) halves when the other side has
 *   some (FACTS.md). With no such air unit on either side it is the basic battle (fightBattle).
 * - Step C: the basic dice (the attacker 1; the defender 2, or 1 when it resists or has no set of
 *   supplies), the fire-power die to the higher FPR "not the player with the most armies or
 *   navies" (a tie: none), the L-star die as in the basic drill.
 * - Edge: the higher FPR adds one point per full three points of difference to its roll.
 * - Out of oil: a defender with no oil adds no fire power for its air units, and they count as no
 *   air units for the halving test (they cannot fly); with no army or navy there to defend them
 *   they are captured: no dice, the attacker still pays its set of supplies.
 * - Air-to-air: only against a defender with air units; fire power, kill points and losses count
 *   the air units only, on both sides (armies and navies there neither fight nor can be lost).
 * - Ground attack: every unit counts. Against an empty zone's militia: air-militia.ts.
 */
import { reasonList } from '../../kernel/reasons'
import { battleReason, battleRuleName, diceValue } from '../battle/reasons'
import { airReason } from './reasons'
import { ATTACKER_BASE_DICE, DEFENDER_BASE_DICE, DEFENDER_WITHOUT_SUPPLIES_DICE, FIRE_POWER_DIE, LSTAR_DIE } from '../battle/data'
import { armiesAboard } from '../battle/loss-choice'
import { hasSupplySet } from '../battle/plan'
import { MOVE_COSTS } from '../play/data'
import type { PowerId } from '../../kernel/ids'
import { ok, type Result } from '../../kernel/result'
import { airRefusal } from './refusals'
import type { GameState } from '../../kernel/state'
import type { AirForces, Miniatures } from './commands'
import { AIR_CARGO_FIRE_POWER, AIR_RULE, AIR_UNITS_PER_POWER, ARMY_FIRE_POWER, HELICOPTER_FIRE_POWER, NAVY_FIRE_POWER, TANK_FIRE_POWER } from './data'
import { airSettingsOf } from './settings'
import { edgePoints, halvedFirePower, halves } from './fire-power'
import { capturedAirUnits } from './captured'
import { planMilitiaAirBattle } from './air-militia'
import type { AirBattlePlan, AirBattleSetup, AirSidePlan } from './air-plan-types'

export type { AirBattlePlan, AirBattleSetup, AirSide, AirSidePlan } from './air-plan-types'

const NONE: AirForces = { armies: 0, navies: 0, airUnits: 0 }
/** A step of the basic drill, as a reason's value. */
const battleRule = (key: Parameters<typeof battleRuleName>[0]) => ({ phrase: battleRuleName(key) })

/**
 * Everything about an air battle fixed before the dice, or the refusal when it is no air battle.
 * The battle is taken as entered (decideFightAirBattle checks the counts first); a power missing
 * from the state counts as having no supplies and no L-stars.
 */
export function planAirBattle(state: GameState, b: AirBattleSetup): Result<AirBattlePlan> {
  if (b.defender === 'militia') return planMilitiaAirBattle(state, b)
  const { firePower: airFirePower, killPoints } = airSettingsOf(state.settings)
  const attacker = state.powers[b.attacker]
  const defender = state.powers[b.defender]
  const airToAir = b.option === 'airToAir'
  const why = reasonList()
  const attackerCargo = Math.min(b.attackerCargo ?? 0, b.attacking.airUnits)
  const defenderCargo = Math.min(b.defenderCargo ?? 0, b.defending.airUnits)
  const outOfOil = defender !== undefined && defender.supplies.oil === 0 && b.defending.airUnits > 0
  const hasAir = b.attacking.airUnits - attackerCargo > 0 || b.defending.airUnits - defenderCargo > 0
  if (!hasAir) return airRefusal('not-air-battle', 'notAirBattle', {}, AIR_RULE.options)
  if (airToAir && b.defending.airUnits === 0) {
    return airRefusal('air-to-air-without-air', 'airToAirNoDefender', {}, AIR_RULE.options)
  }
  if (airToAir && b.attacking.airUnits === 0) {
    return airRefusal('no-forces', 'airToAirNoAttacker', {}, AIR_RULE.options)
  }
  const resists = b.defenderResists === true
  const defenderHasSupplies = defender !== undefined && hasSupplySet(defender)
  const attackerPays = true
  const defenderPays = defenderHasSupplies && !resists

  if (outOfOil && b.defending.armies === 0 && b.defending.navies === 0) {
    // Out of Oil: "If there are no armies in the territory to defend the air units, then the air units are captured by the attacker."
    const { kept, outOfPlay } = capturedAirUnits(b.defending.airUnits, attacker?.forces.airUnits ?? 0)
    why.add(airReason('capturedNoOil', { rule: AIR_RULE.outOfOil, n: b.defending.airUnits, supplies: battleRule('suppliesStep') }))
    if (outOfPlay > 0) {
      why.add(airReason('outOfPlay', { rule: AIR_RULE.build, pieces: AIR_UNITS_PER_POWER, kept, n: outOfPlay }))
    }
    const side = (power: PowerId, atStake: AirForces, paysSupplies: boolean): AirSidePlan => ({
      power, atStake, flyingAirUnits: 0, rawFirePower: 0, firePower: 0, dice: 0, lstars: 0, edge: 0, paysSupplies, aboard: 0,
    })
    return ok({
      option: b.option,
      attacker: side(b.attacker, { ...NONE }, attackerPays),
      defender: side(b.defender, { ...NONE, airUnits: b.defending.airUnits }, false),
      airUnitKillPoints: killPoints,
      perNavy: MOVE_COSTS.convoyArmiesPerNavy,
      capture: { airUnits: b.defending.airUnits, kept, outOfPlay },
      ...why.reasons(),
    })
  }

  // Fire Power Rating: armies and navies 1 each (not in air-to-air), air units the setting, 1 with cargo.
  const attackerUncounted = airToAir || b.assault === 'amphibious' ? 0 : Math.min(b.convoyedArmies ?? 0, b.attacking.armies)
  const defenderUncounted = airToAir ? 0 : Math.min(b.defenderConvoyedArmies ?? 0, b.defending.armies)
  const ground = (f: AirForces, uncounted: number) => (airToAir ? 0 : (f.armies - uncounted) * ARMY_FIRE_POWER + f.navies * NAVY_FIRE_POWER)
  const attackerFlying = b.attacking.airUnits - attackerCargo
  const defenderFlying = outOfOil ? 0 : b.defending.airUnits - defenderCargo
  // Tanks and helicopters (the table's miniatures) add to a ground attack; "except helicopters" keeps them out of air-to-air.
  const miniatures = (m: Miniatures | undefined) => (airToAir ? 0 : (m?.tanks ?? 0) * TANK_FIRE_POWER + (m?.helicopters ?? 0) * HELICOPTER_FIRE_POWER)
  const attackerRaw = ground(b.attacking, attackerUncounted) + attackerFlying * airFirePower + attackerCargo * AIR_CARGO_FIRE_POWER + miniatures(b.attackerMiniatures)
  const defenderRaw = ground(b.defending, defenderUncounted) + (outOfOil ? 0 : defenderFlying * airFirePower + defenderCargo * AIR_CARGO_FIRE_POWER) + miniatures(b.defenderMiniatures)
  if (!airToAir && (miniatures(b.attackerMiniatures) > 0 || miniatures(b.defenderMiniatures) > 0)) {
    why.add(airReason('miniatures', { rule: AIR_RULE.firePower, tank: TANK_FIRE_POWER, helicopter: HELICOPTER_FIRE_POWER }))
  }
  why.add(airReason(airToAir ? 'ratingAirToAir' : 'ratingGround', { rule: AIR_RULE.firePower, n: airFirePower }))
  if (airToAir) why.add(airReason('airToAirOnly', { rule: AIR_RULE.options }))
  if (attackerCargo > 0 || defenderCargo > 0) {
    why.add(airReason('cargo', { rule: AIR_RULE.cargo, attacker: attackerCargo, defender: defenderCargo }))
  }
  if (attackerUncounted > 0 || defenderUncounted > 0) {
    why.add(airReason('convoyed', { rule: battleRule('firePowerDie') }))
  }
  if (outOfOil) {
    why.add(airReason('outOfOil', { rule: AIR_RULE.outOfOil }))
  }
  const halve = (raw: number, mine: number, theirs: number, who: 'attacker' | 'defender') => {
    if (!halves(mine, theirs)) return raw
    const halved = halvedFirePower(raw, mine, theirs)
    const key = who === 'attacker' ? 'halvedAttacker' : outOfOil ? 'halvedDefenderNoOil' : 'halvedDefender'
    why.add(airReason(key, { rule: AIR_RULE.firePower, raw, halved }))
    return halved
  }
  const attackerFpr = halve(attackerRaw, attackerFlying, defenderFlying, 'attacker')
  const defenderFpr = halve(defenderRaw, defenderFlying, attackerFlying, 'defender')
  why.add(airReason('ratings', { rule: AIR_RULE.firePower, attacker: attackerFpr, defender: defenderFpr }))

  // Step C, Position Dice, Resist and no supplies, as in the basic drill.
  let attackerDice = ATTACKER_BASE_DICE
  let defenderDice = DEFENDER_BASE_DICE
  why.add(battleReason('attackerGets', { rule: battleRule('positionDice'), dice: diceValue(ATTACKER_BASE_DICE) }))
  if (resists) {
    defenderDice = DEFENDER_WITHOUT_SUPPLIES_DICE
    why.add(outOfOil ? battleReason('defenderResists', { rule: battleRule('resist'), dice: diceValue(defenderDice) }) : airReason('resists', { rule: battleRule('resist'), dice: diceValue(defenderDice) }))
  } else if (!defenderHasSupplies) {
    defenderDice = DEFENDER_WITHOUT_SUPPLIES_DICE
    why.add(airReason('noSupplies', { rule: battleRule('suppliesStep'), dice: diceValue(defenderDice) }))
  } else {
    why.add(battleReason('defenderRemoves', { rule: battleRule('positionDice'), dice: diceValue(defenderDice) }))
  }
  // "the player with the highest Fire Power Rating gets the extra die, not the player with the most armies or navies".
  if (attackerFpr === defenderFpr) {
    why.add(airReason('ratingTie', { rule: AIR_RULE.firePower, n: attackerFpr }))
  } else {
    const high = attackerFpr > defenderFpr ? 'attacker' : 'defender'
    if (high === 'attacker') attackerDice += FIRE_POWER_DIE
    else defenderDice += FIRE_POWER_DIE
    why.add(airReason(high === 'attacker' ? 'ratingAttacker' : 'ratingDefender', { rule: AIR_RULE.firePower, more: Math.max(attackerFpr, defenderFpr), fewer: Math.min(attackerFpr, defenderFpr), die: battleRule('firePowerDie') }))
  }
  const attackerLstars = attacker?.supplies.lstars ?? 0
  const defenderLstars = defender?.supplies.lstars ?? 0
  if (attackerLstars === defenderLstars) {
    why.add(battleReason('lstarsTie', { rule: battleRule('lstarDie'), n: attackerLstars }))
  } else {
    const high = attackerLstars > defenderLstars ? 'attacker' : 'defender'
    if (high === 'attacker') attackerDice += LSTAR_DIE
    else defenderDice += LSTAR_DIE
    why.add(airReason(high === 'attacker' ? 'lstarsAttacker' : 'lstarsDefender', { rule: battleRule('lstarDie'), more: Math.max(attackerLstars, defenderLstars), fewer: Math.min(attackerLstars, defenderLstars), dice: diceValue(LSTAR_DIE) }))
  }

  // Fire Power Edge Points: "one ... for every three points that his Fire Power Rating exceeds his opponent's FPR".
  const attackerEdge = edgePoints(attackerFpr, defenderFpr)
  const defenderEdge = edgePoints(defenderFpr, attackerFpr)
  const edge = attackerEdge + defenderEdge
  if (edge > 0) {
    why.add(airReason(attackerEdge > 0 ? 'edgeAttacker' : 'edgeDefender', { rule: AIR_RULE.edge, by: Math.abs(attackerFpr - defenderFpr), n: edge }))
  }
  why.add(airReason('killPoints', { rule: AIR_RULE.killPoints, n: killPoints, primary: AIR_RULE.primaryTarget }))

  const stake = (f: AirForces): AirForces => (airToAir ? { ...NONE, airUnits: f.airUnits } : { armies: f.armies, navies: f.navies, airUnits: f.airUnits })
  return ok({
    option: b.option,
    attacker: {
      power: b.attacker,
      atStake: stake(b.attacking),
      flyingAirUnits: attackerFlying,
      rawFirePower: attackerRaw,
      firePower: attackerFpr,
      dice: attackerDice,
      lstars: attackerLstars,
      edge: attackerEdge,
      paysSupplies: attackerPays,
      aboard: airToAir ? 0 : armiesAboard(b.attacking, b.assault, b.convoyedArmies ?? 0, state.settings.amphibiousArmies === 'landed'),
    },
    defender: {
      power: b.defender,
      atStake: stake(b.defending),
      flyingAirUnits: defenderFlying,
      rawFirePower: defenderRaw,
      firePower: defenderFpr,
      dice: defenderDice,
      lstars: defenderLstars,
      edge: defenderEdge,
      paysSupplies: defenderPays,
      aboard: defenderUncounted,
    },
    airUnitKillPoints: killPoints,
    perNavy: MOVE_COSTS.convoyArmiesPerNavy,
    ...why.reasons(),
  })
}
