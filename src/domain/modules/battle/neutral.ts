import { SUPERPOWERS } from '../../kernel/superpowers'
import type { GameEvent } from '../../kernel/events'
import { POWER_IDS } from '../../kernel/ids'
import { ok, type Result } from '../../kernel/result'
import { asPower } from '../../kernel/phrase'
import { battleRefusal, battleRemedy } from './refusals'
import type { GameState } from '../../kernel/state'
import type { CaptureNeutralTerritory } from './commands'
import { NEUTRAL_TERRITORIES } from './data'
import { activePower, homeOwner } from './homes'
import { addToRecord, warChanged } from './patch'


/** "Joining the Top Brass": the rank counts the territories the winner captured, neutral ones included. */
export const TOP_BRASS_CAPTURE_RULE = 'Joining the Top Brass ("The Winner captures his opponent\'s territories"); Stage 4, Occupying a Captured Territory or Sea'

/** Territories that are no playing power's home: the 24 neutral ones and the homes of superpowers not in this game. */
export function neutralTerritories(state: GameState): string[] {
  const absent = POWER_IDS.filter((id) => !state.order.includes(id)).flatMap((id) => SUPERPOWERS[id].homeTerritories)
  return [...NEUTRAL_TERRITORIES, ...absent]
}

/**
 * A neutral territory taken (from the militia, or from the power that held it): it counts as a
 * territory captured in the taker's war record, the figure Top Brass ranks by. Home territories
 * of powers in the game go through captureTerritory (they decide the Spoils of War).
 */
export function decideCaptureNeutralTerritory(state: GameState, cmd: CaptureNeutralTerritory): Result<GameEvent[]> {
  const taker = activePower(state, cmd.attacker, 'power that took the territory', TOP_BRASS_CAPTURE_RULE)
  if (!taker.ok) return taker
  const attacker = taker.value.id
  if (cmd.defender !== 'militia') {
    const held = activePower(state, cmd.defender, 'power that held the territory, or the militia', TOP_BRASS_CAPTURE_RULE)
    if (!held.ok) return held
    if (held.value.id === attacker) return battleRefusal('same-power', 'captureFromItself', { power: asPower(attacker) }, TOP_BRASS_CAPTURE_RULE)
  }
  const territory: unknown = cmd.territory
  const owner = typeof territory === 'string' ? homeOwner(state, territory) : undefined
  if (owner && typeof territory === 'string') {
    return battleRefusal('home-territory', 'neutralIsHome', { territory, owner: asPower(owner) }, TOP_BRASS_CAPTURE_RULE, [
      owner === attacker
        ? battleRemedy('liberate', { territory }, { kind: 'liberateTerritory', power: attacker, territory })
        : battleRemedy('capturesFrom', { attacker: asPower(attacker), territory, owner: asPower(owner) }, { kind: 'captureTerritory', attacker, defender: owner, territory }),
    ])
  }
  if (typeof territory !== 'string' || !neutralTerritories(state).includes(territory)) {
    return battleRefusal('bad-target', 'chooseNeutral', {}, TOP_BRASS_CAPTURE_RULE)
  }
  const war = state.war
  if (!war) return battleRefusal('no-war-record', 'noWarRecordCaptures', {}, TOP_BRASS_CAPTURE_RULE)
  if (war.nuked.includes(territory)) {
    return battleRefusal('nuked', 'nukedNoOccupy', { territory }, 'How to Use Strategic Forces (a mushroom cloud: "out of play")')
  }
  return ok([warChanged(war, { record: addToRecord(war, attacker, { territoriesCaptured: 1 }) })])
}
