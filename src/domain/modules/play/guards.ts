import { STAGE_INFO } from './data'
import type { PowerId } from '../../kernel/ids'
import { asPower } from '../../kernel/phrase'
import { ok, type Result } from '../../kernel/result'
import { playRefusal, wherePhrase } from './refusals'
import type { GameState } from '../../kernel/state'
import type { PlayState } from './state'
import { currentTurn } from './turns'

export const ORDER_OF_PLAY = 'Basic rules, The Order of Play'

export function stageName(play: PlayState): string {
  return `Stage ${play.stage} (${STAGE_INFO[play.stage].name})`
}

/** "Cycle 2, Stage 3 (Sell Resources), Phase C", for refusals. */
export function whereWeAre(play: PlayState): string {
  const phase = play.step === 'bid' ? 'the Blind Bid' : play.step === 'sequence' ? 'the Player Sequence roll' : play.step === 'over' ? 'its end' : `Phase ${play.phase}`
  return `the game is at ${stageName(play)}, ${phase}`
}

export function requirePlay(state: GameState): Result<PlayState> {
  if (!state.play) return playRefusal('not-guided', 'notGuided')
  return ok(state.play)
}

/** The power whose turn it is in a rotating phase must be `power`. */
export function requireTurnOf(play: PlayState, power: PowerId, rule: string): Result<never> | undefined {
  const current = currentTurn(play)
  if (current === undefined) return playRefusal('not-now', 'noTurnNow', { where: wherePhrase(play) }, rule)
  if (current !== power) {
    return playRefusal('not-your-turn', 'notYourTurn', { current: asPower(current), power: asPower(power) }, rule)
  }
  return undefined
}
