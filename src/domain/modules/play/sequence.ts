/**
 * Phase B, Determine Player Sequence, one die at a time: who must roll now (those with no die yet,
 * then the tied, among themselves), and the order once nobody must. Each die a player enters is
 * a command of its own (`rollSequenceDie`), so a reload never loses a die; `setSequence` then
 * opens the stage with the dice kept in the play state.
 */
import { DIE_FACES } from '../market/data'
import { asPower } from '../../kernel/phrase'
import type { GameEvent } from '../../kernel/events'
import { isPowerId, type PowerId } from '../../kernel/ids'
import { ok, type Result } from '../../kernel/result'
import type { GameState } from '../../kernel/state'
import type { ClearSequenceRolls, RollSequenceDie } from './commands'
import { requirePlay } from './guards'
import { playPhrase, playRefusal, wherePhrase } from './refusals'
import { playChanged } from './patch'

export const SEQUENCE_RULE = 'Basic rules, Starting the Game, "Determine Player Sequence"'

export type SequenceRolls = Partial<Record<PowerId, number[]>>

/** Compares roll lists: the first difference decides; a shorter list that ran out ties. */
export function compareRolls(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) if (a[i] !== b[i]) return a[i]! - b[i]!
  return 0
}

export interface SequenceStanding {
  /** Bidders who must roll (again) now: those with no die yet, then those still tied. */
  mustRoll: PowerId[]
  /** Groups of tied bidders (each group rolls again among itself). */
  ties: PowerId[][]
  /** Highest first, once nobody must roll. */
  order: PowerId[]
  isSettled: boolean
}

/** Where the Player Sequence roll stands for the given dice. */
export function sequenceStanding(sequence: readonly PowerId[], rolls: SequenceRolls): SequenceStanding {
  const missing = sequence.filter((id) => (rolls[id] ?? []).length === 0)
  const rolled = sequence.filter((id) => !missing.includes(id))
  const order = [...rolled].sort((a, b) => compareRolls(rolls[b]!, rolls[a]!))
  const ties: PowerId[][] = []
  for (let i = 0; i < order.length; i += 1) {
    const group = order.filter((id) => compareRolls(rolls[id]!, rolls[order[i]!]!) === 0)
    if (group.length > 1 && group[0] === order[i]) ties.push(group)
  }
  // Inside a tie, whoever has already rolled again waits for the others to catch up.
  const behind = ties.flatMap((group) => {
    const fewest = Math.min(...group.map((id) => rolls[id]!.length))
    return group.filter((id) => rolls[id]!.length === fewest)
  })
  const mustRoll = missing.length > 0 ? missing : behind
  return { mustRoll, ties: missing.length > 0 ? [] : ties, order, isSettled: mustRoll.length === 0 && sequence.length > 0 }
}


/** One die of the Player Sequence roll, kept at once: only a bidder who must roll now may. */
export function decideRollSequenceDie(state: GameState, cmd: RollSequenceDie): Result<GameEvent[]> {
  const found = requirePlay(state)
  if (!found.ok) return found
  const play = found.value
  if (play.step !== 'sequence') return playRefusal('not-rolling', 'notRolling', { where: wherePhrase(play) }, SEQUENCE_RULE)
  if (!Number.isInteger(cmd.face) || cmd.face < 1 || cmd.face > DIE_FACES) return playRefusal('bad-dice', 'dieFaces', {}, SEQUENCE_RULE)
  const rolls = play.sequenceRolls ?? {}
  const standing = sequenceStanding(play.sequence, rolls)
  if (!isPowerId(cmd.power) || !standing.mustRoll.includes(cmd.power)) {
    const power = isPowerId(cmd.power) ? { power: asPower(cmd.power) } : undefined
    const n = standing.mustRoll.length
    if (n === 0) return playRefusal('not-your-turn', power ? 'powerNotRollingDone' : 'thatNotRollingDone', power ?? {}, SEQUENCE_RULE)
    // "USA and USSR and China": the powers joined with "and", as the sentence has always listed them.
    const rolling = standing.mustRoll.map(asPower).reduce((a, b) => ({ phrase: playPhrase('andJoin', { a, b }) }))
    return playRefusal('not-your-turn', power ? 'powerNotRolling' : 'thatNotRolling', { ...power, rolling, n }, SEQUENCE_RULE)
  }
  return ok([playChanged(play, { sequenceRolls: { ...rolls, [cmd.power]: [...(rolls[cmd.power] ?? []), cmd.face] } })])
}

/** "Roll again from the start": the kept dice are cleared (undo brings them back). */
export function decideClearSequenceRolls(state: GameState, _cmd: ClearSequenceRolls): Result<GameEvent[]> {
  const found = requirePlay(state)
  if (!found.ok) return found
  const play = found.value
  if (play.step !== 'sequence') return playRefusal('not-rolling', 'notRolling', { where: wherePhrase(play) }, SEQUENCE_RULE)
  if (!play.sequenceRolls || Object.keys(play.sequenceRolls).length === 0) return playRefusal('no-dice-yet', 'noDiceYet', {}, SEQUENCE_RULE)
  return ok([playChanged(play, { sequenceRolls: null })])
}
