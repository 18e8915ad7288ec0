import { SUPERPOWERS } from '../../kernel/superpowers'
import type { GameEvent } from '../../kernel/events'
import type { PowerId } from '../../kernel/ids'
import { ok, refuse, type Result } from '../../kernel/result'
import type { GameState } from '../../kernel/state'
import { powerLabel, playingPower } from './checks'
import type { SetBlockade, SetSiege } from './commands'
import { requirePlay } from './guards'
import { playChanged, withEntry } from './patch'

export const BLOCKADE_RULE = 'Basic rules, Stage 4, Tactics, "Blockade"'
export const SIEGE_RULE = 'Basic rules, Stage 4, Tactics, "Siege"'

/** Whether `territory` is one of the owner's home territories (not foreign). */
export function isHomeTerritory(owner: PowerId, territory: string): boolean {
  return SUPERPOWERS[owner].homeTerritories.includes(territory)
}

/** Foreign territories where the power holds cards: the places a blockade can stop production. */
export function blockadableTerritories(state: GameState, owner: PowerId): string[] {
  const territories = (state.powers[owner]?.companies ?? []).map((c) => c.territory).filter((t) => !isHomeTerritory(owner, t))
  return [...new Set(territories)]
}

/**
 * Navies block every port of one of the power's foreign territories: its companies there
 * produce nothing (play/stage2.ts) until a port is freed. Kept by the guided order of play only.
 */
export function decideSetBlockade(state: GameState, cmd: SetBlockade): Result<GameEvent[]> {
  const found = requirePlay(state)
  if (!found.ok) return found
  const play = found.value
  const power = playingPower(state, cmd.power)
  if (!power.ok) return power
  const id = power.value.id
  if (typeof cmd.blockaded !== 'boolean') return refuse('bad-blockade', 'Say whether the blockade starts or is lifted.', BLOCKADE_RULE)
  const territory = typeof cmd.territory === 'string' ? cmd.territory.trim() : ''
  const current = play.blockaded[id] ?? []
  if (cmd.blockaded) {
    if (!blockadableTerritories(state, id).includes(territory)) {
      return refuse('not-foreign-card', `${powerLabel(id)} holds no card in a foreign territory called "${territory}"; a blockade stops production only in a foreign territory. A blockade of all home ports is a siege.`, BLOCKADE_RULE)
    }
    if (current.includes(territory)) return refuse('no-change', `${territory} is already under blockade.`, BLOCKADE_RULE)
    return ok([playChanged(play, { blockaded: withEntry(play.blockaded, id, [...current, territory]) })])
  }
  if (!current.includes(territory)) return refuse('no-change', `${territory || 'That territory'} is not under blockade.`, BLOCKADE_RULE)
  const left = current.filter((t) => t !== territory)
  return ok([playChanged(play, { blockaded: withEntry(play.blockaded, id, left.length > 0 ? left : undefined) })])
}

/**
 * Navies block every port of the power's home country: no foreign production, no new forces
 * abroad, no trading with the market or the other players until a home port is freed.
 */
export function decideSetSiege(state: GameState, cmd: SetSiege): Result<GameEvent[]> {
  const found = requirePlay(state)
  if (!found.ok) return found
  const play = found.value
  const power = playingPower(state, cmd.power)
  if (!power.ok) return power
  const id = power.value.id
  if (typeof cmd.besieged !== 'boolean') return refuse('bad-siege', 'Say whether the siege starts or is lifted.', SIEGE_RULE)
  if (play.besieged.includes(id) === cmd.besieged) {
    return refuse('no-change', `${powerLabel(id)} is ${cmd.besieged ? 'already' : 'not'} under siege.`, SIEGE_RULE)
  }
  const besieged = cmd.besieged ? [...play.besieged, id] : play.besieged.filter((p) => p !== id)
  return ok([playChanged(play, { besieged })])
}
