/**
 * Air units against an empty territory or sea (basic Stage 4, "The Militia", with the Air Units
 * variant): "The attacker must follow the conventional battle drill", and "the Marshall rolls one
 * die once for the defenders, and removes one army or navy unit from the attacking forces for
 * every three points on the die. If it is an amphibious assault, the Marshall always removes the
 * armies." The attacker rolls no dice and the militia loses nothing, so fire power, edge points and
 * L-stars play no part; what the variant adds is whether the militia's points reach an air unit,
 * the game's reading (setting `airUnitMilitia`, data.ts AIR_MILITIA_READINGS). Pure.
 */
import { reasonList } from '../../kernel/reasons'
import { battleRuleName, diceValue } from '../battle/reasons'
import { airReason } from './reasons'
import { BATTLE_RULE, MILITIA_DICE } from '../battle/data'
import { armiesAboard } from '../battle/loss-choice'
import { MOVE_COSTS } from '../play/data'
import { ok, type Result } from '../../kernel/result'
import { airRefusal } from './refusals'
import type { GameState } from '../../kernel/state'
import type { AirForces, AirTarget } from './commands'
import { AIR_RULE } from './data'
import { airSettingsOf } from './settings'
import type { AirBattlePlan, AirBattleSetup, AirSidePlan } from './air-plan-types'

const NONE: AirForces = { armies: 0, navies: 0, airUnits: 0 }
/** The one die's highest face: the most points the militia can ever score. */
const MILITIA_MOST_POINTS = 6 * MILITIA_DICE

/**
 * The plan of an air battle against the militia, or why there is none. The attacker's air units
 * go along with its armies and navies; the Marshall's points take armies and navies first (the
 * units the text names), and air units only in a game that reads 'alone', once no army or navy of
 * the attack is left, at the air unit's kill points.
 */
export function planMilitiaAirBattle(state: GameState, b: AirBattleSetup): Result<AirBattlePlan> {
  const { killPoints, militia: reading } = airSettingsOf(state.settings)
  if (b.attacking.airUnits === 0) return airRefusal('not-air-battle', 'militiaNoAir', {}, BATTLE_RULE.militia)
  if (b.option === 'airToAir') {
    return airRefusal('air-to-air-without-air', 'militiaAirToAir', {}, AIR_RULE.options)
  }
  const groundUnits = b.attacking.armies + b.attacking.navies
  if (reading === 'withArmies' && groundUnits === 0) {
    return airRefusal('air-units-alone', 'airUnitsAlone', {}, BATTLE_RULE.militia)
  }
  const amphibious = b.assault === 'amphibious'
  const why = reasonList()
  const militiaRule = { phrase: battleRuleName('militia') }
  why.add(airReason('militiaRolls', { rule: militiaRule, dice: diceValue(MILITIA_DICE), supplies: { phrase: battleRuleName('suppliesStep') } }))
  if (amphibious) why.add(airReason('militiaAmphibious', { rule: militiaRule, airRule: AIR_RULE.amphibious }))
  if (reading === 'withArmies') why.add(airReason('militiaWithArmies', { rule: militiaRule }))
  else if (killPoints > MILITIA_MOST_POINTS) why.add(airReason('militiaNeverReaches', { rule: AIR_RULE.killPoints, n: killPoints }))
  else why.add(airReason('militiaTakes', { rule: AIR_RULE.killPoints, n: killPoints }))
  const side = (over: Partial<AirSidePlan>): AirSidePlan => ({
    power: 'militia', atStake: { ...NONE }, flyingAirUnits: 0, rawFirePower: 0, firePower: 0, dice: 0, lstars: 0, edge: 0, paysSupplies: false, aboard: 0, ...over,
  })
  const convoyed = Math.min(b.convoyedArmies ?? 0, b.attacking.armies)
  return ok({
    option: 'ground',
    attacker: side({
      power: b.attacker,
      atStake: { armies: b.attacking.armies, navies: b.attacking.navies, airUnits: reading === 'alone' ? b.attacking.airUnits : 0 },
      flyingAirUnits: b.attacking.airUnits - Math.min(b.attackerCargo ?? 0, b.attacking.airUnits),
      paysSupplies: true,
      aboard: armiesAboard(b.attacking, b.assault, convoyed, state.settings.amphibiousArmies === 'landed'),
    }),
    defender: side({ dice: MILITIA_DICE }),
    airUnitKillPoints: killPoints,
    perNavy: MOVE_COSTS.convoyArmiesPerNavy,
    ...why.reasons(),
  })
}

/**
 * The Marshall's order as entered, checked: armies and navies before air units (the text names
 * them), and armies first in an amphibious assault ("the Marshall always removes the armies").
 * The order the points then take: the aims, with the kinds not named after them.
 */
export function checkMilitiaAims(aims: readonly AirTarget[], assault: AirBattleSetup['assault']): Result<AirTarget[]> {
  if (aims[0] === 'airUnits') {
    return airRefusal('bad-aims', 'militiaAirLast', {}, BATTLE_RULE.militia)
  }
  if (assault === 'amphibious' && aims[0] !== 'armies') {
    return airRefusal('bad-aims', 'militiaArmiesFirst', {}, BATTLE_RULE.militia)
  }
  const ground = aims.filter((a) => a !== 'airUnits')
  const rest = (['armies', 'navies'] as const).filter((k) => !ground.includes(k))
  return ok([...ground, ...rest, 'airUnits'])
}
