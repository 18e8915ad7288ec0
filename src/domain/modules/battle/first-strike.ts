/**
 * Stage 4 Tactics, "First Strike": during Step A of a conventional attack the defender may nuke
 * the attacker first (only if it chose to play the attack stage), and the attacker may retaliate
 * at once before the conventional battle. Neither strike grants or uses up a counterattack.
 */
import type { GameEvent } from '../../kernel/events'
import type { PowerId } from '../../kernel/ids'
import { playChanged } from '../play/patch'
import { wherePhrase } from '../play/refusals'
import { currentTurn } from '../play/turns'
import { type Result } from '../../kernel/result'
import { asPower } from '../../kernel/phrase'
import { battleRefusal, battleRemedy } from './refusals'
import type { GameState } from '../../kernel/state'
import type { NuclearStrike } from './commands'
import { guardStage } from './stage-guard'
import { isCounterattack } from './counterattacks'
import { playsRotatingAttacks } from './settings'

export const FIRST_STRIKE_RULE = 'Stage 4, Tactics, "First Strike"'

/** The strike's tactic: a first strike, the attacker's retaliation, or an ordinary attack. */
export type StrikeTactic = 'first' | 'retaliation' | 'attack'

export function strikeTactic(cmd: NuclearStrike): Result<never> | StrikeTactic {
  const first = (cmd as { firstStrike?: unknown }).firstStrike
  const back = (cmd as { retaliation?: unknown }).retaliation
  if ((first !== undefined && first !== true) || (back !== undefined && back !== true)) return battleRefusal('bad-command', 'strikeNotUnderstood', {}, FIRST_STRIKE_RULE)
  if (first && back) return battleRefusal('bad-command', 'strikeFirstOrBack', {}, FIRST_STRIKE_RULE)
  return first ? 'first' : back ? 'retaliation' : 'attack'
}

/**
 * When `by` may fire first at `against`: in a guided game, Stage 4 Phase C, at the power whose
 * turn it is, and only if `by` bid for the attack stage. A bookkeeping game does not track turns
 * or bids, so it allows a first strike at any time.
 */
export function guardFirstStrike(state: GameState, by: PowerId, against: PowerId | undefined): Result<never> | undefined {
  if (!against) return battleRefusal('first-strike-target', 'firstStrikeAtAttacker', {}, FIRST_STRIKE_RULE)
  const play = state.play
  if (!play) return undefined
  if (play.cycle === 1) return battleRefusal('first-cycle', 'firstStrikeFirstCycle', {}, FIRST_STRIKE_RULE)
  if (play.stage !== 4 || play.step !== 'phase') return battleRefusal('wrong-stage', 'firstStrikeWhen', { where: wherePhrase(play) }, FIRST_STRIKE_RULE)
  const turn = currentTurn(play)
  // "immediately after the attacker has identified where he intends to attack": the attack declared
  // now, the turn's one attack before it is fought, or a counterattack still due.
  if (playsRotatingAttacks(state.settings) && isCounterattack(play, against)) return onAlert(play.sequence, by)
  if (turn !== against) {
    return turn
      ? battleRefusal('not-the-attacker', 'firstStrikeNotTurn', { turn: asPower(turn), power: asPower(against) }, FIRST_STRIKE_RULE)
      : battleRefusal('not-the-attacker', 'firstStrikeNoTurn', { power: asPower(against) }, FIRST_STRIKE_RULE)
  }
  if (play.attackMade === against) {
    return battleRefusal('not-the-attacker', 'firstStrikeAttackMade', { power: asPower(against) }, FIRST_STRIKE_RULE)
  }
  return onAlert(play.sequence, by)
}

function onAlert(sequence: readonly PowerId[], by: PowerId): Result<never> | undefined {
  if (!sequence.includes(by)) {
    return battleRefusal('not-on-alert', 'notOnAlert', { power: asPower(by) }, FIRST_STRIKE_RULE, [battleRemedy('resistInstead')])
  }
  return undefined
}

/** The retaliation: the turn's attacker answers a first strike fired at it by `defender`. */
export function guardRetaliation(state: GameState, attacker: PowerId, defender: PowerId | undefined): Result<never> | undefined {
  if (!defender) return battleRefusal('no-first-strike', 'retaliationNeedsFirst', {}, FIRST_STRIKE_RULE)
  const play = state.play
  if (!play) return undefined
  const staged = guardStage(state, attacker)
  if (staged) return staged
  const marker = play.firstStrike
  if (!marker || marker.by !== defender || marker.against !== attacker) {
    return battleRefusal('no-first-strike', 'noFirstStrikeFired', { by: asPower(defender), power: asPower(attacker) }, FIRST_STRIKE_RULE)
  }
  return undefined
}

/** The first strike's pending marker, so the attacker's answer is a retaliation. */
export function firstStrikeEvents(state: GameState, by: PowerId, against: PowerId): GameEvent[] {
  const play = state.play
  if (!play || (play.firstStrike?.by === by && play.firstStrike.against === against)) return []
  return [playChanged(play, { firstStrike: { by, against } })]
}

/** The marker clears when `attacker` fights its battle with the first striker, ends its turn or passes. */
export function clearFirstStrike(state: GameState, attacker: PowerId, defender?: PowerId): GameEvent[] {
  const marker = state.play?.firstStrike
  if (!marker || marker.against !== attacker || (defender !== undefined && marker.by !== defender)) return []
  return [playChanged(state.play!, { firstStrike: null })]
}
