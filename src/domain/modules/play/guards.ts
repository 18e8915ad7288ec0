import { STAGE_INFO } from './data'
import { SUPERPOWERS } from '../../kernel/superpowers'
import type { PowerId } from '../../kernel/ids'
import { ok, refuse, type Result } from '../../kernel/result'
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
  if (!state.play) return refuse('not-guided', 'This game keeps the books only; the order of play is not tracked.')
  return ok(state.play)
}

/** The power whose turn it is in a rotating phase must be `power`. */
export function requireTurnOf(play: PlayState, power: PowerId, rule: string): Result<never> | undefined {
  const current = currentTurn(play)
  if (current === undefined) return refuse('not-now', `No one has a turn now: ${whereWeAre(play)}.`, rule)
  if (current !== power) {
    return refuse('not-your-turn', `It is ${SUPERPOWERS[current].name}'s turn, not ${SUPERPOWERS[power].name}'s (player sequence).`, rule)
  }
  return undefined
}
