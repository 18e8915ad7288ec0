/**
 * Stage 4 Tactics, "First Strike": during Step A of a conventional attack the defender may nuke
 * the attacker first (only if it chose to play the attack stage), and the attacker may retaliate
 * at once before the conventional battle. Neither strike grants or uses up a counterattack.
 */
import { SUPERPOWERS } from '../../kernel/superpowers'
import type { GameEvent } from '../../kernel/events'
import type { PowerId } from '../../kernel/ids'
import { playChanged } from '../play/patch'
import { whereWeAre } from '../play/guards'
import { currentTurn } from '../play/turns'
import { refuse, type Result } from '../../kernel/result'
import type { GameState } from '../../kernel/state'
import type { NuclearStrike } from './commands'
import { guardStage } from './stage-guard'
import { isCounterattack } from './counterattacks'
import { playsRotatingAttacks } from './settings'

export const FIRST_STRIKE_RULE = 'Stage 4, Tactics, "First Strike"'
const name = (id: PowerId) => SUPERPOWERS[id].name

/** The strike's tactic: a first strike, the attacker's retaliation, or an ordinary attack. */
export type StrikeTactic = 'first' | 'retaliation' | 'attack'

export function strikeTactic(cmd: NuclearStrike): Result<never> | StrikeTactic {
  const first = (cmd as { firstStrike?: unknown }).firstStrike
  const back = (cmd as { retaliation?: unknown }).retaliation
  if ((first !== undefined && first !== true) || (back !== undefined && back !== true)) return refuse('bad-command', 'That strike is not understood: a first strike or a retaliation is marked yes or left out.', FIRST_STRIKE_RULE)
  if (first && back) return refuse('bad-command', 'A strike is either the defender\'s first strike or the attacker\'s retaliation, not both.', FIRST_STRIKE_RULE)
  return first ? 'first' : back ? 'retaliation' : 'attack'
}

/**
 * When `by` may fire first at `against`: in a guided game, Stage 4 Phase C, at the power whose
 * turn it is, and only if `by` bid for the attack stage. A bookkeeping game does not track turns
 * or bids, so it allows a first strike at any time.
 */
export function guardFirstStrike(state: GameState, by: PowerId, against: PowerId | undefined): Result<never> | undefined {
  if (!against) return refuse('first-strike-target', 'A first strike is fired at the attacking power: choose it as the power struck.', FIRST_STRIKE_RULE)
  const play = state.play
  if (!play) return undefined
  if (play.cycle === 1) return refuse('first-cycle', 'On the first turn, no one may attack, so there is no first strike either.', FIRST_STRIKE_RULE)
  if (play.stage !== 4 || play.step !== 'phase') return refuse('wrong-stage', `A first strike answers a Stage 4 attack; ${whereWeAre(play)}.`, FIRST_STRIKE_RULE)
  const turn = currentTurn(play)
  // "immediately after the attacker has identified where he intends to attack": the attack declared
  // now, the turn's one attack before it is fought, or a counterattack still due.
  if (playsRotatingAttacks(state.settings) && isCounterattack(play, against)) return onAlert(play.sequence, by)
  if (turn !== against) {
    return refuse('not-the-attacker', `A first strike is fired at the power whose turn it is to attack (${turn ? name(turn) : 'no one'}), not at ${name(against)}.`, FIRST_STRIKE_RULE)
  }
  if (play.attackMade === against) {
    return refuse('not-the-attacker', `${name(against)} has made its attack this turn: a first strike answers the attack being declared now, not one already fought.`, FIRST_STRIKE_RULE)
  }
  return onAlert(play.sequence, by)
}

function onAlert(sequence: readonly PowerId[], by: PowerId): Result<never> | undefined {
  if (!sequence.includes(by)) {
    return refuse('not-on-alert', `${name(by)} did not bid for Stage 4, so it may not launch a first strike: "his forces were not on the alert".`, FIRST_STRIKE_RULE, [
      { label: 'Resist, withdraw or surrender instead' },
    ])
  }
  return undefined
}

/** The retaliation: the turn's attacker answers a first strike fired at it by `defender`. */
export function guardRetaliation(state: GameState, attacker: PowerId, defender: PowerId | undefined): Result<never> | undefined {
  if (!defender) return refuse('no-first-strike', 'A retaliation answers a first strike: choose the power that fired first.', FIRST_STRIKE_RULE)
  const play = state.play
  if (!play) return undefined
  const staged = guardStage(state, attacker)
  if (staged) return staged
  const marker = play.firstStrike
  if (!marker || marker.by !== defender || marker.against !== attacker) {
    return refuse('no-first-strike', `${name(defender)} has not fired a first strike at ${name(attacker)} this turn: fire an ordinary strike instead.`, FIRST_STRIKE_RULE)
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
