/**
 * Vacated zones: "Warlords and pirates may not build new forces in a territory or sea occupied by a
 * superpower. If these zones are later vacated by the superpower, then they may build armies and
 * navies there." The occupier leaves with its forces in Stage 5 (Move Armies and/or Navies), and
 * the warlord or pirate may roll its reinforcements in that turn's Stage 6 (reinforceWarlord).
 */
import type { GameEvent } from '../../kernel/events'
import { ok, refuse, type Result } from '../../kernel/result'
import type { GameState } from '../../kernel/state'
import { activePower } from '../battle/homes'
import { guardGameOver } from '../battle/strategic-common'
import { whereWeAre } from '../play/guards'
import type { VacateWarlordZone } from './commands'
import { WARLORDS_RULE } from './data'
import { holderName } from './sales'
import { findZone, powerName, zonePatched } from './zones'

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
    const now = zone.occupiedBy === undefined ? `${holderName(zone)} holds it` : `${powerName(zone.occupiedBy)} occupies it`
    return refuse('not-occupier', `${powerName(power)} does not occupy ${zone.zone}: ${now}.`, WARLORDS_RULE.vacated)
  }
  const play = state.play
  // Forces leave a zone when they move: Stage 5 of a guided game; a bookkeeping game keeps no stages.
  if (play && play.stage !== 5) return refuse('wrong-stage', `A superpower moves its forces out of a zone in Stage 5; ${whereWeAre(play)}.`, WARLORDS_RULE.vacated)
  return ok([zonePatched(held.value, { occupiedBy: undefined, ...(play ? { vacatedInCycle: play.cycle } : {}) })])
}
