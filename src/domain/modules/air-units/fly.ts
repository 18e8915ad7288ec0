import { playingPower, requireCounts, requirePhase, requireSupplies } from '../play/checks'
import { moveCost } from '../play/costs'
import { playChanged } from '../play/patch'
import { BATTLE_MOVE_RULE } from '../play/stage5'
import { afterTurnPatch, isOut } from '../play/turns'
import { unitCount } from '../supply/units'
import type { GameEvent } from '../../kernel/events'
import { asPower } from '../../kernel/phrase'
import { ok, type Result } from '../../kernel/result'
import type { GameState } from '../../kernel/state'
import type { FlyAirUnits } from './commands'
import { airMoveOil } from './costs'
import { AIR_RULE } from './data'
import { AIR_UNITS } from './units'
import { airPhrase, airRefusal, airRemedy } from './refusals'

const MOVE_FIELDS = ['marchArmyTerritories', 'airliftArmies', 'convoySeas', 'navySeas'] as const

function inBattlePhase(state: GameState): boolean {
  const play = state.play
  return play !== undefined && play.stage === 4 && play.step === 'phase' && play.phase === 'C'
}

/**
 * Stage 5: air units "can be flown to adjacent territories. The cost is two oil units for every
 * territory the air unit crosses or enters." Armies and navies moving in the same move are paid
 * here too, from the basic table, so one move is one turn. An air unit carrying two armies or a
 * tank pays "the same as transporting on a navy": one oil per territory (Transporting with Air units). In Stage 4, Phase C the flight is part
 * of a battle (as the basic game's battle moves) and the turn stays.
 */
export function decideFlyAirUnits(state: GameState, cmd: FlyAirUnits): Result<GameEvent[]> {
  const found = playingPower(state, cmd.power)
  if (!found.ok) return found
  const power = found.value
  const inBattle = inBattlePhase(state)
  const rule = inBattle ? `${AIR_RULE.move}; ${BATTLE_MOVE_RULE}` : AIR_RULE.move
  const basic = Object.fromEntries(MOVE_FIELDS.map((f) => [f, cmd[f] ?? 0])) as Record<(typeof MOVE_FIELDS)[number], number>
  const cargo = cmd.cargoTerritories ?? 0
  const bad =
    (inBattle
      ? isOut(state, power.id)
        ? airRefusal('out-of-game', 'outOfGameMove', { power: asPower(power.id) }, rule)
        : undefined
      : requirePhase(state, power.id, 5, 'C', { say: (v) => airPhrase('flyWhen', v) }, AIR_RULE.move)) ??
    requireCounts([cmd.airUnitTerritories, cargo, ...Object.values(basic)], { say: (v) => airPhrase('wholeFlight', v) })
  if (bad) return bad
  if (unitCount(power.forces, AIR_UNITS.id) === 0) return airRefusal('no-air-units', 'noAirToFly', { power: asPower(power.id) }, AIR_RULE.move)
  if (cmd.airUnitTerritories === 0 && cargo === 0) {
    return airRefusal('nothing-to-pay', 'enterTerritories', {}, AIR_RULE.move, [airRemedy('payGroundMove', {}, { kind: 'payMoveCost', power: power.id, ...basic })])
  }
  const ground = moveCost(basic)
  const cost = { grain: ground.grain, oil: ground.oil + airMoveOil(cmd.airUnitTerritories, cargo) }
  const short = requireSupplies(power, cost, { sentence: 'suppliesMove' }, rule, [airRemedy('flyFewer')])
  if (short) return short
  const events: GameEvent[] = []
  if (cost.grain > 0) events.push({ type: 'supplyChanged', power: power.id, row: 'grain', from: power.supplies.grain, to: power.supplies.grain - cost.grain })
  events.push({ type: 'supplyChanged', power: power.id, row: 'oil', from: power.supplies.oil, to: power.supplies.oil - cost.oil })
  // Stage 5 rotates after each move, as for armies and navies; in Stage 4 the battle goes on.
  if (state.play && !inBattle) events.push(playChanged(state.play, afterTurnPatch(state, state.play)))
  return ok(events)
}
