import type { GameEvent } from '../../kernel/events'
import { ok, refuse, type Result } from '../../kernel/result'
import type { GameState } from '../../kernel/state'
import { requireCounts, requirePhase, requireSupplies, playingPower } from './checks'
import type { PayMoveCost } from './commands'
import { moveCost } from './costs'
import { playChanged } from './patch'
import { afterTurnPatch } from './turns'

export const MOVE_RULE = 'Basic rules, Stage 5, Phase C (How to Move Armies, How to Move Navies, Table of Standard Moving Costs)'

/**
 * Stage 5, Phase C: one move (any number of forces to one territory or sea) deletes its grain
 * and oil. In a guided game the next power in sequence then moves ("Rotating Moves").
 */
export function decidePayMoveCost(state: GameState, cmd: PayMoveCost): Result<GameEvent[]> {
  const found = playingPower(state, cmd.power)
  if (!found.ok) return found
  const power = found.value
  const counts = [cmd.marchArmyTerritories, cmd.airliftArmies, cmd.convoySeas, cmd.navySeas]
  const bad = requirePhase(state, power.id, 5, 'C', 'Moves are paid for', MOVE_RULE) ?? requireCounts(counts, 'armies, territories and seas')
  if (bad) return bad
  const cost = moveCost(cmd)
  if (cost.grain === 0 && cost.oil === 0) {
    return refuse('nothing-to-pay', 'This move costs nothing: enter the army-territories marched, the armies flown, or the seas crossed. Armies landing from a navy move free.', MOVE_RULE, [
      ...(state.play ? [{ label: 'End the turn without paying (a free landing)', command: { kind: 'endTurn' as const, power: power.id } }] : []),
    ])
  }
  const short = requireSupplies(power, cost, 'this move needs', MOVE_RULE, [
    { label: 'Move fewer forces, or a shorter way' },
    ...(state.play ? [{ label: 'Pass: no more moves this stage', command: { kind: 'passTurn' as const, power: power.id } }] : []),
  ])
  if (short) return short
  const events: GameEvent[] = []
  if (cost.grain > 0) events.push({ type: 'supplyChanged', power: power.id, row: 'grain', from: power.supplies.grain, to: power.supplies.grain - cost.grain })
  if (cost.oil > 0) events.push({ type: 'supplyChanged', power: power.id, row: 'oil', from: power.supplies.oil, to: power.supplies.oil - cost.oil })
  if (state.play) events.push(playChanged(state.play, afterTurnPatch(state, state.play)))
  return ok(events)
}
