import type { StageNumber } from './data'
import type { PowerId } from '../../kernel/ids'
import type { GameState } from '../../kernel/state'
import type { PlayState } from './state'
import { currentTurn, eligibleBidders, isOut, nextPhasePatch } from './turns'

/**
 * What the order of play waits for now, and from whom: the answer behind the banner's one
 * primary button. Only the order of play's own word; the composition adds Stage 4's
 * counterattacks and checks the commands with `decide` (src/domain/next-action.ts).
 */
export type PlayDue =
  /** Stage 1: the first power in seating order that has not settled. */
  | { kind: 'settle'; power: PowerId }
  /** Stage 2: the banker moves every paid company's production. */
  | { kind: 'collect' }
  /** Stages 3-7, Phase A: secret bids still to enter (the tablet goes round). */
  | { kind: 'bid'; waiting: PowerId[] }
  /** Every bid is in: open the hands. */
  | { kind: 'reveal' }
  /** Phase B: the bidders roll for the player sequence. */
  | { kind: 'roll'; powers: PowerId[] }
  /** A rotating phase: the power whose turn it is acts, or passes. */
  | { kind: 'turn'; power: PowerId; stage: StageNumber; phase: string }
  /** Stage 4: the power has made its one attack; its turn ends (once counterattacks are settled). */
  | { kind: 'end-turn'; power: PowerId }
  /** Nothing is due but the Marshall's "next" (see `NextUp`). */
  | { kind: 'next'; next: NextUp }

/**
 * Where the Marshall's "next" leads. `over`: the stage is finished (its last turn is played, or
 * every power paid in Stage 1, or production is in); otherwise a free phase where players may
 * still deal with each other first.
 */
export interface NextUp {
  over: boolean
  opens: 'phase' | 'stage' | 'cycle'
  /** The stage and phase it opens (a stage opens at its blind bid from Stage 3 on). */
  stage: StageNumber
  phase?: string
  cycle: number
}

/** The one thing the guided order of play waits for now (undefined in a bookkeeping game). */
export function playDue(state: GameState): PlayDue | undefined {
  const play = state.play
  if (!play) return undefined
  if (play.step === 'bid') {
    const waiting = eligibleBidders(state, play).filter((id) => play.bids[id] === undefined)
    return waiting.length > 0 ? { kind: 'bid', waiting } : { kind: 'reveal' }
  }
  if (play.step === 'sequence') return { kind: 'roll', powers: [...play.sequence] }
  if (play.stage === 1 && play.step === 'phase') {
    const waiting = state.order.find((id) => !play.done.includes(id) && !isOut(state, id))
    if (waiting) return { kind: 'settle', power: waiting }
  }
  if (play.stage === 2 && play.step === 'phase' && play.done.length === 0) return { kind: 'collect' }
  const turn = currentTurn(play)
  if (turn) return play.stage === 4 && play.attackMade === turn ? { kind: 'end-turn', power: turn } : { kind: 'turn', power: turn, stage: play.stage, phase: play.phase }
  return { kind: 'next', next: nextUp(state, play) }
}

/** Where the Marshall's "next" leads from here (asked of the same patch `advancePlay` applies). */
export function nextUp(state: GameState, play: PlayState): NextUp {
  const patch = nextPhasePatch(state, play)
  const stage = patch.stage ?? play.stage
  const cycle = patch.cycle ?? play.cycle
  const over = play.step === 'over' || play.stage <= 2
  const opens = cycle !== play.cycle ? 'cycle' : patch.stage !== undefined ? 'stage' : 'phase'
  return { over, opens, stage, cycle, ...(opens === 'phase' && patch.phase ? { phase: patch.phase } : {}) }
}
