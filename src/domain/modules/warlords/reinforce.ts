/**
 * Stage 6, Building Reinforcements: "If a warlord is attacked he may build more armies on that turn
 * only, during Stage 6. Roll one die once, then place that number of armies in his territory. Do
 * the same for a pirate who has been attacked. Warlords and pirates may not build new forces in a
 * territory or sea occupied by a superpower."
 */
import { isWholeNumber } from '../../kernel/guards'
import type { GameEvent } from '../../kernel/events'
import { ok, type Result } from '../../kernel/result'
import { asPower } from '../../kernel/phrase'
import { holderPhrase, warlordsRefusal } from './refusals'
import type { GameState } from '../../kernel/state'
import { wherePhrase } from '../play/refusals'
import type { ReinforceWarlord } from './commands'
import { REINFORCEMENT_DIE, WARLORDS_RULE } from './data'
import { findZone, isNukedZone, zoneForce, zoneForces, zonePatched } from './zones'

/**
 * A guided game checks the turn: Stage 6 of the cycle the zone was attacked in, one roll. A
 * bookkeeping game keeps no turns: the Marshall's word that the zone was attacked this turn.
 */
export function decideReinforceWarlord(state: GameState, cmd: ReinforceWarlord): Result<GameEvent[]> {
  const found = findZone(state, cmd.zone, WARLORDS_RULE.reinforcements)
  if (!found.ok) return found
  const { zone } = found.value
  if (zone.occupiedBy !== undefined) {
    return warlordsRefusal('zone-occupied', 'occupiedNoBuild', { zone: zone.zone, power: asPower(zone.occupiedBy) }, WARLORDS_RULE.reinforcements)
  }
  if (isNukedZone(state, zone)) return warlordsRefusal('out-of-play', 'nukedNoBuild', { zone: zone.zone }, WARLORDS_RULE.nuked)
  const play = state.play
  if (play) {
    if (play.stage !== 6) return warlordsRefusal('wrong-stage', 'reinforceWhen', { where: wherePhrase(play) }, WARLORDS_RULE.reinforcements)
    // Attacked this turn, or vacated by its occupier this turn ("then they may build armies and navies there").
    if (zone.attackedInCycle !== play.cycle && zone.vacatedInCycle !== play.cycle) return warlordsRefusal('not-attacked', 'notAttackedReinforce', { holder: holderPhrase(zone, true) }, WARLORDS_RULE.reinforcements)
    if (zone.reinforcedInCycle === play.cycle) return warlordsRefusal('reinforced', 'reinforcedAlready', { holder: holderPhrase(zone, true) }, WARLORDS_RULE.reinforcements)
  }
  if (!isWholeNumber(cmd.die) || cmd.die < REINFORCEMENT_DIE.min || cmd.die > REINFORCEMENT_DIE.max) {
    return warlordsRefusal('bad-dice', 'marshallDie', {}, WARLORDS_RULE.reinforcements)
  }
  const force = zoneForce(zone)
  const now = zoneForces(zone)
  return ok([zonePatched(found.value, { [force]: now + cmd.die, ...(play ? { reinforcedInCycle: play.cycle } : {}) })])
}

