import { SUPERPOWERS } from '../../kernel/superpowers'
import type { GameEvent } from '../../kernel/events'
import type { PowerId } from '../../kernel/ids'
import { asPower } from '../../kernel/phrase'
import { ok, type Result } from '../../kernel/result'
import { playRefusal } from './refusals'
import type { GameState } from '../../kernel/state'
import { playingPower } from './checks'
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
  if (typeof cmd.blockaded !== 'boolean') return playRefusal('bad-blockade', 'sayBlockade', {}, BLOCKADE_RULE)
  const territory = typeof cmd.territory === 'string' ? cmd.territory.trim() : ''
  const current = play.blockaded[id] ?? []
  if (cmd.blockaded) {
    if (!blockadableTerritories(state, id).includes(territory)) {
      return playRefusal('not-foreign-card', 'noForeignCard', { power: asPower(id), territory }, BLOCKADE_RULE)
    }
    if (current.includes(territory)) return playRefusal('no-change', 'alreadyBlockaded', { territory }, BLOCKADE_RULE)
    return ok([playChanged(play, { blockaded: withEntry(play.blockaded, id, [...current, territory]) })])
  }
  if (!current.includes(territory)) return (territory ? playRefusal('no-change', 'notBlockaded', { territory }, BLOCKADE_RULE) : playRefusal('no-change', 'thatNotBlockaded', {}, BLOCKADE_RULE))
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
  if (typeof cmd.besieged !== 'boolean') return playRefusal('bad-siege', 'saySiege', {}, SIEGE_RULE)
  if (play.besieged.includes(id) === cmd.besieged) {
    return playRefusal('no-change', cmd.besieged ? 'alreadyBesieged' : 'notBesieged', { power: asPower(id) }, SIEGE_RULE)
  }
  const besieged = cmd.besieged ? [...play.besieged, id] : play.besieged.filter((p) => p !== id)
  return ok([playChanged(play, { besieged })])
}
