import { CUBES_PER_CYCLE, STAGE_INFO, type StageNumber } from './data'
import type { PowerId } from '../../kernel/ids'
import type { GameState } from '../../kernel/state'
import type { PlayPatch, PlayState } from './state'
import { rotationOf, stageEndOf } from './settings'

/** Cycle 1, Stage 1: everyone pays salaries first (Order of Play). */
export function initialPlay(order: readonly PowerId[]): PlayState {
  return {
    cycle: 1,
    stage: 1,
    step: 'phase',
    phase: 'A',
    cubes: Object.fromEntries(order.map((id) => [id, CUBES_PER_CYCLE])),
    bids: {},
    sequence: [],
    turn: 0,
    passed: [],
    done: [],
    unpaid: {},
    shortOnSalaries: [],
    arrears: {},
    tech: {},
    nukeResearchedThisTurn: [],
    prospects: {},
    doubleSeven: [],
    stage7Choice: {},
    dropShips: [],
    blockaded: {},
    besieged: [],
    counterattacks: [],
  }
}

export function phaseInfo(play: PlayState) {
  return STAGE_INFO[play.stage].phases.find((p) => p.id === play.phase)
}

export function isRotating(play: PlayState): boolean {
  return play.step === 'phase' && phaseInfo(play)?.rotating === true
}

/** Whose turn it is in a rotating phase, or undefined. */
export function currentTurn(play: PlayState): PowerId | undefined {
  return isRotating(play) ? play.sequence[play.turn] : undefined
}

/** Stage 4 cannot be played in the first cycle ("On the first turn, no one may attack"). */
function isPlayable(stage: StageNumber, cycle: number): boolean {
  return !(stage === 4 && cycle === 1)
}

/** Captured or destroyed (Spoils of War): no more cubes, bids or turns. */
export function isOut(state: GameState, id: PowerId): boolean {
  return state.war?.eliminated.includes(id) ?? false
}

/** Powers that may bid now: in the game, with a cube left. */
export function eligibleBidders(state: GameState, play: PlayState): PowerId[] {
  return state.order.filter((id) => state.powers[id] !== undefined && !isOut(state, id) && (play.cubes[id] ?? 0) > 0)
}

/** The fields that open a stage: Stages 1-2 at their first phase; 3-7 at the blind bid. */
function openStage(stage: StageNumber): PlayPatch {
  const first = STAGE_INFO[stage].phases[0]?.id ?? 'A'
  const base: PlayPatch = { stage, bids: {}, sequence: [], turn: 0, passed: [], done: [], nukeResearchedThisTurn: [], counterattacks: [] }
  return stage <= 2 ? { ...base, step: 'phase', phase: first } : { ...base, step: 'bid', phase: 'A' }
}

/** The next stage to open after `stage`, wrapping to Stage 1 of the next cycle. */
export function nextStagePatch(state: GameState, play: PlayState): PlayPatch {
  let stage = play.stage
  const cycle = play.cycle
  for (;;) {
    if (stage === 7) {
      return { ...openStage(1), ...clearedTurnMarks(play), ...newCycle(state, cycle + 1) }
    }
    stage = (stage + 1) as StageNumber
    if (!isPlayable(stage, cycle)) continue
    const patch = { ...openStage(stage), ...clearedTurnMarks(play) }
    // A stage nobody can bid for is skipped at once.
    if (stage >= 3 && eligibleBidders(state, { ...play, ...patch }).length === 0) continue
    return patch
  }
}

function newCycle(state: GameState, cycle: number): PlayPatch {
  return {
    cycle,
    cubes: Object.fromEntries(state.order.map((id) => [id, CUBES_PER_CYCLE])),
    unpaid: {},
    shortOnSalaries: [],
    prospects: {},
    doubleSeven: [],
    stage7Choice: {},
  }
}

/** Marks of a rotating phase that only newer games set, cleared when it ends (only if set). */
function clearedTurnMarks(play: PlayState): PlayPatch {
  const patch: PlayPatch = {}
  if (play.finished && play.finished.length > 0) patch.finished = []
  if (play.attackMade) patch.attackMade = null
  return patch
}

/**
 * The end of a stage reached by play (the last rotating turn, or nobody bid): the game pauses
 * at 'over' for the Marshall's "next" (setting `stageEnd`), or opens the next stage at once.
 */
export function stageOverPatch(state: GameState, play: PlayState): PlayPatch {
  if (stageEndOf(state.settings) === 'auto') return nextStagePatch(state, play)
  return { step: 'over', turn: 0 }
}

/** The fields after the current phase ends: the next phase of the stage, or the end of the stage. */
export function nextPhasePatch(state: GameState, play: PlayState): PlayPatch {
  const phases = STAGE_INFO[play.stage].phases
  const at = phases.findIndex((p) => p.id === play.phase)
  const next = play.step === 'phase' ? phases[at + 1] : undefined
  if (!next) return play.step === 'phase' && phaseInfo(play)?.rotating ? stageOverPatch(state, play) : nextStagePatch(state, play)
  const out = sittingOut(play, next.id)
  const isFinal = rotationOf(state.settings) === 'pass-is-final'
  // Sitting out is a pass for good under the old reading; otherwise it is kept apart from passes.
  const marks: PlayPatch = isFinal ? { passed: out } : { passed: [], ...(out.length > 0 || (play.finished?.length ?? 0) > 0 ? { finished: out } : {}) }
  const turn = firstActive(play.sequence, out, 0)
  // Nobody left to act in a rotating phase: it is over before it starts.
  if (next.rotating && turn === -1) return nextPhasePatch(state, { ...play, ...marks, phase: next.id })
  return { phase: next.id, turn: Math.max(0, turn), ...marks }
}

/**
 * Powers that cannot act in a phase as it opens. Stage 7: "A player may buy or prospect for
 * resources on his turn. He may not do both", unless he bid with two cubes (Double Seven).
 */
function sittingOut(play: PlayState, phase: string): PowerId[] {
  if (play.stage !== 7 || phase !== 'E') return []
  return play.sequence.filter((id) => play.stage7Choice[id] === 'buy' && !play.doubleSeven.includes(id))
}

/** Index of the first power from `start` (wrapping) not in `skipped`, or -1. */
function firstActive(sequence: readonly PowerId[], skipped: readonly PowerId[], start: number): number {
  for (let k = 0; k < sequence.length; k += 1) {
    const i = (start + k) % sequence.length
    if (!skipped.includes(sequence[i]!)) return i
  }
  return -1
}

/** How the current power's turn ended: it acted, it passed, or it acted and can do no more this phase. */
export type TurnEnd = 'acted' | 'passed' | 'finished'

/**
 * After the current power's turn: the next power in sequence that may still act, or the end of
 * the phase. "The selling to the market continues according to the player sequence, until all of
 * the players no longer wish to sell": by default (setting `rotation`) a pass is not final, and
 * the phase ends when every power passes one after the other; an action starts the count again.
 */
export function afterTurnPatch(state: GameState, play: PlayState, how: TurnEnd = 'acted'): PlayPatch {
  const power = play.sequence[play.turn]
  const mark = (list: readonly PowerId[]) => (power === undefined || list.includes(power) ? [...list] : [...list, power])
  if (rotationOf(state.settings) === 'pass-is-final') {
    const passed = how === 'acted' ? [...play.passed] : mark(play.passed)
    const next = firstActive(play.sequence, passed, play.turn + 1)
    if (next === -1) return { ...nextPhasePatch(state, { ...play, passed }), ...turnActedCleared(play) }
    return { turn: next, passed, ...turnActedCleared(play) }
  }
  const finished = how === 'finished' ? mark(play.finished ?? []) : [...(play.finished ?? [])]
  const passed = how === 'passed' ? mark(play.passed) : []
  const patch: PlayPatch = { passed, ...(how === 'finished' ? { finished } : {}), ...turnActedCleared(play) }
  const everyonePassed = play.sequence.every((id) => passed.includes(id) || finished.includes(id))
  if (everyonePassed) return { ...patch, ...nextPhasePatch(state, { ...play, ...patch }) }
  return { ...patch, turn: firstActive(play.sequence, finished, play.turn + 1) }
}

/** A new turn starts with nothing done (Stage 6's End turn reads it). */
function turnActedCleared(play: PlayState): PlayPatch {
  return play.turnActed ? { turnActed: null } : {}
}

/** Powers that may still act in the current rotating phase (for the Marshall's "next"). */
export function stillActing(play: PlayState): PowerId[] {
  const finished = play.finished ?? []
  return play.sequence.filter((id) => !play.passed.includes(id) && !finished.includes(id))
}
