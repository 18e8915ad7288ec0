/**
 * Stage 6, Building Reinforcements: "If a warlord is attacked he may build more armies on that turn
 * only, during Stage 6. Roll one die once, then place that number of armies in his territory. Do
 * the same for a pirate who has been attacked. Warlords and pirates may not build new forces in a
 * territory or sea occupied by a superpower."
 */
import { isWholeNumber } from '../../kernel/guards'
import type { GameEvent } from '../../kernel/events'
import { ok, refuse, type Result } from '../../kernel/result'
import type { GameState } from '../../kernel/state'
import { whereWeAre } from '../play/guards'
import type { ReinforceWarlord } from './commands'
import { REINFORCEMENT_DIE, WARLORDS_RULE } from './data'
import { holderName } from './sales'
import { findZone, isNukedZone, powerName, zoneForce, zoneForces, zonePatched } from './zones'
import { capitalFirst } from '../../kernel/text'

/**
 * A guided game checks the turn: Stage 6 of the cycle the zone was attacked in, one roll. A
 * bookkeeping game keeps no turns: the Marshall's word that the zone was attacked this turn.
 */
export function decideReinforceWarlord(state: GameState, cmd: ReinforceWarlord): Result<GameEvent[]> {
  const found = findZone(state, cmd.zone, WARLORDS_RULE.reinforcements)
  if (!found.ok) return found
  const { zone } = found.value
  const who = holderName(zone)
  if (zone.occupiedBy !== undefined) {
    return refuse('zone-occupied', `${zone.zone} is occupied by ${powerName(zone.occupiedBy)}: warlords and pirates may not build new forces in a zone occupied by a superpower.`, WARLORDS_RULE.reinforcements)
  }
  if (isNukedZone(state, zone)) return refuse('out-of-play', `${zone.zone} has been nuked: nothing is built under a mushroom cloud.`, WARLORDS_RULE.nuked)
  const play = state.play
  if (play) {
    if (play.stage !== 6) return refuse('wrong-stage', `Warlords and pirates build reinforcements during Stage 6; ${whereWeAre(play)}.`, WARLORDS_RULE.reinforcements)
    // Attacked this turn, or vacated by its occupier this turn ("then they may build armies and navies there").
    if (zone.attackedInCycle !== play.cycle && zone.vacatedInCycle !== play.cycle) return refuse('not-attacked', `${capitalFirst(who)} was not attacked this turn: it builds reinforcements "on that turn only".`, WARLORDS_RULE.reinforcements)
    if (zone.reinforcedInCycle === play.cycle) return refuse('reinforced', `${capitalFirst(who)} has built its reinforcements this turn ("Roll one die once").`, WARLORDS_RULE.reinforcements)
  }
  if (!isWholeNumber(cmd.die) || cmd.die < REINFORCEMENT_DIE.min || cmd.die > REINFORCEMENT_DIE.max) {
    return refuse('bad-dice', 'The Marshall rolls one die: 1 to 6.', WARLORDS_RULE.reinforcements)
  }
  const force = zoneForce(zone)
  const now = zoneForces(zone)
  return ok([zonePatched(found.value, { [force]: now + cmd.die, ...(play ? { reinforcedInCycle: play.cycle } : {}) })])
}

