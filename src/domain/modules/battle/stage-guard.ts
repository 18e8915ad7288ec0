/**
 * When an attack may be made at all (Stage 4, Phase C): shared by every battle, conventional or
 * strategic, and by the First Strike tactics. On its own so those files need not import each other.
 */
import { SUPERPOWERS } from '../../kernel/superpowers'
import type { PowerId } from '../../kernel/ids'
import { whereWeAre } from '../play/guards'
import { currentTurn } from '../play/turns'
import { refuse, type Result } from '../../kernel/result'
import type { GameState } from '../../kernel/state'

const name = (id: PowerId) => SUPERPOWERS[id].name
const ATTACK_RULE = 'Basic rules, Stage 4, Phase C (Attack with Forces and Weapons)'

/** Stage 4 only, not in the first cycle, on the attacker's turn or its counterattack (guided games). */
export function guardStage(state: GameState, attacker: PowerId): Result<never> | undefined {
  const play = state.play
  if (!play) return undefined
  if (play.cycle === 1) return refuse('first-cycle', 'On the first turn, no one may attack ("Note: On the first turn, no one may attack").', ATTACK_RULE)
  if (play.stage !== 4 || play.step !== 'phase') return refuse('wrong-stage', `Attacks are Stage 4, Phase C; ${whereWeAre(play)}.`, ATTACK_RULE)
  const turn = currentTurn(play)
  if (turn === attacker || play.counterattacks?.includes(attacker)) return undefined
  return refuse('not-your-turn', `It is ${turn ? name(turn) : 'no one'}'s turn to attack, not ${name(attacker)}'s (a power that was attacked has one counterattack).`, ATTACK_RULE)
}
