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
import { playsRotatingAttacks } from './settings'

const name = (id: PowerId) => SUPERPOWERS[id].name
const ATTACK_RULE = 'Basic rules, Stage 4, Phase C (Attack with Forces and Weapons)'

/** Stage 4 only, not in the first cycle, on the attacker's turn or its counterattack (guided games). */
export function guardStage(state: GameState, attacker: PowerId): Result<never> | undefined {
  const play = state.play
  if (!play) return undefined
  if (play.cycle === 1) return refuse('first-cycle', 'On the first turn, no one may attack ("Note: On the first turn, no one may attack").', ATTACK_RULE)
  if (play.stage !== 4 || play.step !== 'phase') return refuse('wrong-stage', `Attacks are Stage 4, Phase C; ${whereWeAre(play)}.`, ATTACK_RULE)
  const turn = currentTurn(play)
  const pending = play.counterattacks ?? []
  if (!playsRotatingAttacks(state.settings)) {
    if (turn === attacker || pending.includes(attacker)) return undefined
    return refuse('not-your-turn', `It is ${turn ? name(turn) : 'no one'}'s turn to attack, not ${name(attacker)}'s (a power that was attacked has one counterattack).`, ATTACK_RULE)
  }
  // Its one counterattack (Step F), out of turn.
  if (pending.includes(attacker) && (turn !== attacker || play.attackMade === attacker)) return undefined
  if (turn === attacker) {
    if (play.attackMade === attacker) {
      const next = pending.length > 0 ? `${pending.map(name).join(', ')} may counterattack first, then` : 'End the turn:'
      return refuse('attack-made', `${name(attacker)} has made its attack this turn. ${next} the next player in sequence attacks ("After the counterattacks have been resolved, player two gets to make an attack").`, ATTACK_RULE, [
        ...(pending.length === 0 ? [{ label: 'End the turn', command: { kind: 'endTurn' as const, power: attacker } }] : []),
      ])
    }
    // Counterattacks are used before the next attack, never carried to a later turn.
    if (pending.length > 0) {
      return refuse('counterattack-first', `${pending.map(name).join(', ')} may still counterattack: counterattacks are resolved before the next attack.`, ATTACK_RULE, [
        { label: `${name(pending[0]!)} declines its counterattack`, command: { kind: 'declineCounterattack', power: pending[0]! } },
      ])
    }
    return undefined
  }
  return refuse('not-your-turn', `It is ${turn ? name(turn) : 'no one'}'s turn to attack, not ${name(attacker)}'s (a power that was attacked has one counterattack).`, ATTACK_RULE)
}
