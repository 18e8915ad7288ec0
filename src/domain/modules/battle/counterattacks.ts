/**
 * Stage 4, "Rotating Attacks": "After player one has made his first attack, the defender gets one
 * counterattack. Each player that is attacked gets one counterattack. After the counterattacks
 * have been resolved, player two gets to make an attack." One attack per turn; its counterattacks
 * are used or declined before the turn moves on, never carried to a later turn.
 */
import type { Command } from '../../kernel/commands'
import type { GameEvent } from '../../kernel/events'
import { isPowerId, type PowerId } from '../../kernel/ids'
import { ok, type Result } from '../../kernel/result'
import { asPower } from '../../kernel/phrase'
import { battleRefusal } from './refusals'
import type { GameState } from '../../kernel/state'
import { playChanged } from '../play/patch'
import type { PlayPatch, PlayState } from '../play/state'
import { afterTurnPatch, currentTurn } from '../play/turns'
import { wherePhrase } from '../play/refusals'
import type { DeclineCounterattack } from './commands'
import { playsRotatingAttacks } from './settings'

export const COUNTERATTACK_RULE = 'Basic rules, Stage 4, Phase C, "Rotating Attacks" (Step F: Defender May Counterattack)'
export const MILITIA_RULE = 'Basic rules, Stage 4, Offensive Tactics, "The Militia"'

/** True when `power`'s attack now is a counterattack (not the turn's one attack). */
export function isCounterattack(play: PlayState, power: PowerId): boolean {
  const pending = play.counterattacks ?? []
  return pending.includes(power) && (currentTurn(play) !== power || play.attackMade === power)
}

/**
 * The fields once `resolved` counterattacks are used or declined: the rest wait; when none is
 * left after the turn's attack, the next player in sequence attacks.
 */
function resolvedPatch(state: GameState, play: PlayState, pending: readonly PowerId[]): PlayPatch {
  const turn = currentTurn(play)
  if (pending.length > 0 || !turn || play.attackMade !== turn) return { counterattacks: [...pending] }
  return { ...afterTurnPatch(state, play, 'acted'), counterattacks: [], attackMade: null }
}

/**
 * An attack by `attacker` on the `attacked` powers. The turn's attack grants each its one
 * counterattack and marks the turn's attack made; a counterattack uses the attacker's up, and
 * earns its targets none unless the setting `counterattackEarnsCounterattack` says so. Champions
 * get none ("Champions may not counterattack").
 */
export function counterattacksFor(state: GameState, attacker: PowerId, attacked: readonly PowerId[]): GameEvent[] {
  const play = state.play
  if (!play) return []
  const pending = play.counterattacks ?? []
  const grant = (list: readonly PowerId[]) => {
    let next = [...list]
    for (const id of attacked) if (id !== attacker && !next.includes(id)) next = [...next, id]
    return next
  }
  if (isCounterattack(play, attacker)) {
    const rest = pending.filter((id) => id !== attacker)
    return [playChanged(play, resolvedPatch(state, play, state.settings.counterattackEarnsCounterattack ? grant(rest) : rest))]
  }
  const next = grant(pending)
  const patch: PlayPatch = next.length !== pending.length ? { counterattacks: next } : {}
  // Games started before this rule chain attacks: they never mark the turn's attack.
  if (currentTurn(play) === attacker && play.stage === 4 && playsRotatingAttacks(state.settings)) patch.attackMade = attacker
  return Object.keys(patch).length > 0 ? [playChanged(play, patch)] : []
}

/** The defender will not counterattack: the Spoils of War may follow, and the turn moves on. */
export function decideDeclineCounterattack(state: GameState, cmd: DeclineCounterattack): Result<GameEvent[]> {
  const play = state.play
  if (!play) return battleRefusal('not-guided', 'notGuidedCounterattacks')
  if (!isPowerId(cmd.power)) return battleRefusal('unknown-power', 'chooseSuperpower')
  if (!isCounterattack(play, cmd.power)) {
    return battleRefusal('no-counterattack', 'noCounterattack', { power: asPower(cmd.power), where: wherePhrase(play) }, COUNTERATTACK_RULE)
  }
  const rest = (play.counterattacks ?? []).filter((id) => id !== cmd.power)
  return ok([playChanged(play, resolvedPatch(state, play, rest))])
}

/** The counterattacks still due, first in the list first (for the banner and the refusals). */
export function pendingCounterattacks(state: GameState): PowerId[] {
  const play = state.play
  if (!play || play.stage !== 4 || play.step !== 'phase' || !playsRotatingAttacks(state.settings)) return []
  return (play.counterattacks ?? []).filter((id) => isCounterattack(play, id))
}

/**
 * The Militia: "If another player has any resource card in the territory that has been captured,
 * then he must give them to the attacker. The player who lost the card(s) is entitled to one
 * counterattack." Cards taken by the turn's attacker after its attack grant it.
 */
export function followForBattle(state: GameState, cmd: Command, events: GameEvent[]): GameEvent[] {
  const play = state.play
  if (!play || cmd.kind !== 'transferCompany' || cmd.reason !== 'capture') return events
  if (play.stage !== 4 || play.step !== 'phase' || play.attackMade !== cmd.to || currentTurn(play) !== cmd.to) return events
  if ((play.counterattacks ?? []).includes(cmd.from) || cmd.from === cmd.to) return events
  return [...events, playChanged(play, { counterattacks: [...(play.counterattacks ?? []), cmd.from] })]
}
