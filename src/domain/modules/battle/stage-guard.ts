/**
 * When an attack may be made at all (Stage 4, Phase C): shared by every battle, conventional or
 * strategic, and by the First Strike tactics. On its own so those files need not import each other.
 */
import type { PowerId } from '../../kernel/ids'
import { wherePhrase } from '../play/refusals'
import { currentTurn } from '../play/turns'
import { type Result } from '../../kernel/result'
import { asPower, asPowers, type PhraseValues } from '../../kernel/phrase'
import { battleRefusal, battleRemedy } from './refusals'
import type { GameState } from '../../kernel/state'
import { playsRotatingAttacks } from './settings'

const ATTACK_RULE = 'Basic rules, Stage 4, Phase C (Attack with Forces and Weapons)'

function notYourTurn(turn: PowerId | undefined, attacker: PowerId): Result<never> {
  return turn ? battleRefusal('not-your-turn', 'notYourTurnAttack', { turn: asPower(turn), power: asPower(attacker) }, ATTACK_RULE) : battleRefusal('not-your-turn', 'noOnesTurnAttack', { power: asPower(attacker) }, ATTACK_RULE)
}

/** Stage 4 only, not in the first cycle, on the attacker's turn or its counterattack (guided games). */
export function guardStage(state: GameState, attacker: PowerId): Result<never> | undefined {
  const play = state.play
  if (!play) return undefined
  if (play.cycle === 1) return battleRefusal('first-cycle', 'firstCycle', {}, ATTACK_RULE)
  if (play.stage !== 4 || play.step !== 'phase') return battleRefusal('wrong-stage', 'wrongStage', { where: wherePhrase(play) }, ATTACK_RULE)
  const turn = currentTurn(play)
  const pending = play.counterattacks ?? []
  if (!playsRotatingAttacks(state.settings)) {
    if (turn === attacker || pending.includes(attacker)) return undefined
    return notYourTurn(turn, attacker)
  }
  // Its one counterattack (Step F), out of turn.
  if (pending.includes(attacker) && (turn !== attacker || play.attackMade === attacker)) return undefined
  if (turn === attacker) {
    if (play.attackMade === attacker) {
      const made = pending.length > 0 ? { key: 'attackMadeCounter' as const, values: { power: asPower(attacker), pending: asPowers(pending) } as PhraseValues } : { key: 'attackMadeEnd' as const, values: { power: asPower(attacker) } as PhraseValues }
      return battleRefusal('attack-made', made.key, made.values, ATTACK_RULE, [
        ...(pending.length === 0 ? [battleRemedy('endTurn', {}, { kind: 'endTurn' as const, power: attacker })] : []),
      ])
    }
    // Counterattacks are used before the next attack, never carried to a later turn.
    if (pending.length > 0) {
      return battleRefusal('counterattack-first', 'counterattackFirst', { pending: asPowers(pending) }, ATTACK_RULE, [
        battleRemedy('declinesCounterattack', { power: asPower(pending[0]!) }, { kind: 'declineCounterattack', power: pending[0]! }),
      ])
    }
    return undefined
  }
  return notYourTurn(turn, attacker)
}
