/**
 * Vacated zones: "Warlords and pirates may not build new forces in a territory or sea occupied by a
 * superpower. If these zones are later vacated by the superpower, then they may build armies and
 * navies there." The occupier leaves with its forces in Stage 5 (Move Armies and/or Navies), and
 * the warlord or pirate may roll its reinforcements in that turn's Stage 6 (reinforceWarlord).
 */
import type { GameEvent } from '../../kernel/events'
import { ok, type Result } from '../../kernel/result'
import { asPower } from '../../kernel/phrase'
import { holderPhrase, warlordsRefusal } from './refusals'
import type { GameState } from '../../kernel/state'
import { activePower } from '../battle/homes'
import { guardGameOver } from '../battle/strategic-common'
import { wherePhrase } from '../play/refusals'
import type { VacateWarlordZone } from './commands'
import { WARLORDS_RULE } from './data'
import { findZone, zonePatched } from './zones'

export function decideVacateWarlordZone(state: GameState, cmd: VacateWarlordZone): Result<GameEvent[]> {
  const found = activePower(state, cmd.power, 'superpower leaving the zone', WARLORDS_RULE.vacated)
  if (!found.ok) return found
  const power = found.value.id
  const held = findZone(state, cmd.zone, WARLORDS_RULE.vacated)
  if (!held.ok) return held
  const { zone } = held.value
  const over = guardGameOver(state)
  if (over) return over
  if (zone.occupiedBy !== power) {
    if (zone.occupiedBy === undefined) return warlordsRefusal('not-occupier', 'notOccupierHeld', { power: asPower(power), zone: zone.zone, holder: holderPhrase(zone) }, WARLORDS_RULE.vacated)
    return warlordsRefusal('not-occupier', 'notOccupierOccupied', { power: asPower(power), zone: zone.zone, occupier: asPower(zone.occupiedBy) }, WARLORDS_RULE.vacated)
  }
  const play = state.play
  // Forces leave a zone when they move: Stage 5 of a guided game; a bookkeeping game keeps no stages.
  if (play && play.stage !== 5) return warlordsRefusal('wrong-stage', 'vacateWhen', { where: wherePhrase(play) }, WARLORDS_RULE.vacated)
  return ok([zonePatched(held.value, { occupiedBy: undefined, ...(play ? { vacatedInCycle: play.cycle } : {}) })])
}
