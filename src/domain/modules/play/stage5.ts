import type { GameEvent } from '../../kernel/events'
import { asPower } from '../../kernel/phrase'
import { ok, type Remedy, type Result } from '../../kernel/result'
import { playRefusal, playRemedy } from './refusals'
import type { GameState, PowerState } from '../../kernel/state'
import { requireCounts, requirePhase, requireSupplies, playingPower } from './checks'
import type { PayMoveCost } from './commands'
import { moveCost } from './costs'
import { playChanged } from './patch'
import { afterTurnPatch, isOut } from './turns'

export const MOVE_RULE = 'Basic rules, Stage 5, Phase C (How to Move Armies, How to Move Navies, Table of Standard Moving Costs)'

/** Where Stage 4 asks for the standard moving costs, by the attacker and by the defender alike. */
export const BATTLE_MOVE_RULE =
  'Basic rules, Stage 4: Occupying a Captured Territory or Sea, Step E – Move Reinforcements, Amphibious Assault, Airborne Assault ("He must pay the standard moving costs")'

/**
 * Who pays the standard moving costs in Stage 4, Phase C. The rulebook makes both sides pay:
 * the attacker to occupy the zone he captured and for an amphibious or airborne assault; the
 * defender to occupy the attacker's zone when only the attacker is destroyed; and "The defender
 * moves his reinforcements before the attacker. They must pay the standard moving costs" (Step E).
 * A counterattack makes the defender an attacker in turn. So any power still in the game may pay
 * a move during Phase C, and paying does not end anyone's turn: the battle goes on.
 */
export const BATTLE_MOVE_READING =
  'Stage 4 moves: the attacker pays to occupy what he captured and for amphibious or airborne assaults; the defender pays to occupy the attacker\'s zone and for Step E reinforcements (he moves first). Any power still in the game may pay a move in Phase C; paying does not end the turn.'

function isBattlePhase(state: GameState): boolean {
  const play = state.play
  return play !== undefined && play.stage === 4 && play.step === 'phase' && play.phase === 'C'
}

/**
 * Stage 5, Phase C: one move (any number of forces to one territory or sea) deletes its grain
 * and oil. In a guided game the next power in sequence then moves ("Rotating Moves").
 * Stage 4, Phase C: a move that is part of a battle (BATTLE_MOVE_READING) is paid the same way.
 */
export function decidePayMoveCost(state: GameState, cmd: PayMoveCost): Result<GameEvent[]> {
  const found = playingPower(state, cmd.power)
  if (!found.ok) return found
  const power = found.value
  const inBattle = isBattlePhase(state)
  const rule = inBattle ? BATTLE_MOVE_RULE : MOVE_RULE
  const counts = [cmd.marchArmyTerritories, cmd.airliftArmies, cmd.convoySeas, cmd.navySeas]
  const bad = (inBattle ? requireInGame(state, power) : requirePhase(state, power.id, 5, 'C', { sentence: 'movesPaidWhen' }, MOVE_RULE)) ?? requireCounts(counts, { words: 'countsMove' })
  if (bad) return bad
  const cost = moveCost(cmd)
  if (cost.grain === 0 && cost.oil === 0) {
    return playRefusal('nothing-to-pay', 'moveCostsNothing', {}, rule, [
      ...(state.play && !inBattle ? [playRemedy('endTurnFreeLanding', {}, { kind: 'endTurn', power: power.id })] : []),
    ])
  }
  const remedies: Remedy[] = [
    playRemedy('moveFewer'),
    ...(state.play && !inBattle ? [playRemedy('passNoMoreMoves', {}, { kind: 'passTurn', power: power.id })] : []),
  ]
  const short = requireSupplies(power, cost, { sentence: 'suppliesMove' }, rule, remedies)
  if (short) return short
  const events: GameEvent[] = []
  if (cost.grain > 0) events.push({ type: 'supplyChanged', power: power.id, row: 'grain', from: power.supplies.grain, to: power.supplies.grain - cost.grain })
  if (cost.oil > 0) events.push({ type: 'supplyChanged', power: power.id, row: 'oil', from: power.supplies.oil, to: power.supplies.oil - cost.oil })
  // Stage 5 rotates after each move; in Stage 4 a move is part of a battle and the turn stays.
  if (state.play && !inBattle) events.push(playChanged(state.play, afterTurnPatch(state, state.play)))
  return ok(events)
}

/** Stage 4: a power out of the game (captured, destroyed or bankrupt) has no forces to move. */
function requireInGame(state: GameState, power: PowerState): Result<never> | undefined {
  if (!isOut(state, power.id)) return undefined
  return playRefusal('out-of-game', 'noForcesToMove', { power: asPower(power.id) }, BATTLE_MOVE_RULE)
}
