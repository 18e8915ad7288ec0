import { DIE_FACES } from '../market/data'
import type { GameEvent } from '../../kernel/events'
import { isPowerId, type PowerId } from '../../kernel/ids'
import { asPower, asPowers } from '../../kernel/phrase'
import { ok, type Result } from '../../kernel/result'
import { playRefusal, playRemedy, wherePhrase } from './refusals'
import type { GameState } from '../../kernel/state'
import type { AdvancePlay, EndTurn, PassTurn, PlaceBid, RevealBids, SetSequence } from './commands'
import { ORDER_OF_PLAY, requirePlay, requireTurnOf } from './guards'
import { playChanged, withEntry } from './patch'
import { doubleSevenCubes } from './settings'
import { compareRolls, type SequenceRolls } from './sequence'
import type { PlayState } from './state'
import { afterTurnPatch, eligibleBidders, isOut, isRotating, nextPhasePatch, stageOverPatch, stillActing } from './turns'

const BLIND_BID = 'Basic rules, Starting the Game, "Blind Bid"'
const SEQUENCE = 'Basic rules, Starting the Game, "Determine Player Sequence"'
const ROTATING_ATTACKS = 'Basic rules, Stage 4, Phase C, "Rotating Attacks"'


export function decidePlaceBid(state: GameState, cmd: PlaceBid): Result<GameEvent[]> {
  const found = requirePlay(state)
  if (!found.ok) return found
  const play = found.value
  if (play.step !== 'bid') return playRefusal('not-bidding', 'bidsWhen', { where: wherePhrase(play) }, BLIND_BID)
  if (!isPowerId(cmd.power) || !eligibleBidders(state, play).includes(cmd.power)) {
    return isPowerId(cmd.power) ? playRefusal('no-cubes', 'noCubes', { power: asPower(cmd.power) }, BLIND_BID) : playRefusal('no-cubes', 'thatPowerNoCubes', {}, BLIND_BID)
  }
  if (typeof cmd.bid !== 'boolean') return playRefusal('bad-bid', 'badBid')
  return ok([playChanged(play, { bids: withEntry(play.bids, cmd.power, cmd.bid) })])
}

/** Opens the hands: bidders spend a cube; one bidder plays at once, two or more roll. */
export function decideRevealBids(state: GameState, _cmd: RevealBids): Result<GameEvent[]> {
  const found = requirePlay(state)
  if (!found.ok) return found
  const play = found.value
  if (play.step !== 'bid') return playRefusal('not-bidding', 'noBidsToReveal', { where: wherePhrase(play) }, BLIND_BID)
  const eligible = eligibleBidders(state, play)
  const missing = eligible.filter((id) => play.bids[id] === undefined)
  if (missing.length > 0) return playRefusal('bids-missing', 'bidsMissing', { powers: asPowers(missing) }, BLIND_BID)
  const bidders = eligible.filter((id) => play.bids[id] === true)
  // Nobody plays this stage: it is over (the Marshall's "next" opens the next one, setting `stageEnd`).
  if (bidders.length === 0) return ok([playChanged(play, stageOverPatch(state, play))])
  const cubes = { ...play.cubes }
  for (const id of bidders) cubes[id] = (cubes[id] ?? 0) - 1
  // Double Seven: a power with two cubes left at Stage 7 may buy and prospect (or, by the
  // Stage 7 note's reading, one that plays no other stage this cycle: see play/settings.ts).
  const needed = doubleSevenCubes(state.settings.doubleSeven)
  const doubleSeven = play.stage === 7 ? bidders.filter((id) => (play.cubes[id] ?? 0) >= needed) : []
  const base = { cubes, sequence: bidders, doubleSeven, passed: [], turn: 0 }
  if (bidders.length === 1) {
    const opened = { ...play, ...base, step: 'phase' as const, phase: 'A' }
    return ok([playChanged(play, { ...base, step: 'phase', ...nextPhasePatch(state, opened) })])
  }
  return ok([playChanged(play, { ...base, step: 'sequence' })])
}

/** Highest die first; ties are broken by the tied players' re-rolls, in order. */
export function decideSetSequence(state: GameState, cmd: SetSequence): Result<GameEvent[]> {
  const found = requirePlay(state)
  if (!found.ok) return found
  const play = found.value
  if (play.step !== 'sequence') return playRefusal('not-rolling', 'notRolling', { where: wherePhrase(play) }, SEQUENCE)
  // The dice kept one by one, unless the command brings them all (older games, game files).
  const rolls: SequenceRolls = cmd.rolls ?? play.sequenceRolls ?? {}
  for (const id of play.sequence) {
    const dice = rolls[id]
    if (!Array.isArray(dice) || dice.length === 0 || dice.length > 20 || !dice.every((d) => Number.isInteger(d) && d >= 1 && d <= DIE_FACES)) {
      return playRefusal('bad-dice', 'rollOneDie', { power: asPower(id) }, SEQUENCE)
    }
  }
  const order = [...play.sequence].sort((a, b) => compareRolls(rolls[b]!, rolls[a]!))
  for (let i = 1; i < order.length; i += 1) {
    const [a, b] = [order[i - 1]!, order[i]!]
    if (compareRolls(rolls[a]!, rolls[b]!) === 0) {
      return playRefusal('tie', 'tied', { first: asPower(a), second: asPower(b) }, SEQUENCE)
    }
  }
  const opened = { ...play, sequence: order, step: 'phase' as const, phase: 'A' }
  // Clear the kept dice only when there are some: an older game's entry re-decides to the same events.
  const kept = play.sequenceRolls ? { sequenceRolls: null } : {}
  return ok([playChanged(play, { sequence: order, step: 'phase', ...nextPhasePatch(state, opened), ...kept })])
}


export function decidePassTurn(state: GameState, cmd: PassTurn): Result<GameEvent[]> {
  const found = requirePlay(state)
  if (!found.ok) return found
  const play = found.value
  if (!isPowerId(cmd.power)) return playRefusal('unknown-power', 'chooseSuperpower')
  const notTurn = requireTurnOf(play, cmd.power, ORDER_OF_PLAY) ?? stage4TurnEnd(play, cmd.power, 'pass')
  if (notTurn) return notTurn
  return ok([playChanged(play, afterTurnPatch(state, play, 'passed'))])
}

export function decideEndTurn(state: GameState, cmd: EndTurn): Result<GameEvent[]> {
  const found = requirePlay(state)
  if (!found.ok) return found
  const play = found.value
  if (!isPowerId(cmd.power)) return playRefusal('unknown-power', 'chooseSuperpower')
  const notTurn = requireTurnOf(play, cmd.power, ORDER_OF_PLAY) ?? stage4TurnEnd(play, cmd.power, 'end')
  if (notTurn) return notTurn
  if (play.attackMade) return ok([playChanged(play, { ...afterTurnPatch(state, play), attackMade: null })])
  // The nuke-card block is not lifted here: the rulebook's "turn" is the cycle ("No one may
  // build nukes on his first turn"), so it lasts until the next Stage 6 opens.
  // Stage 6: a turn that built nothing is a pass ("until all of the players no longer wish to"),
  // so a table that only ever taps End turn still reaches the end of the phase.
  const how = play.stage === 6 && !play.turnActed ? 'passed' : 'acted'
  return ok([playChanged(play, afterTurnPatch(state, play, how))])
}

/**
 * Stage 4 "Rotating Attacks": one attack per turn; its counterattacks come before the turn moves
 * on ("After the counterattacks have been resolved, player two gets to make an attack"). A power
 * that has attacked ends its turn (End turn without an attack still moves the turn on, as before).
 */
function stage4TurnEnd(play: PlayState, power: PowerId, how: 'pass' | 'end'): Result<never> | undefined {
  if (play.stage !== 4) return undefined
  const pending = play.counterattacks ?? []
  if (play.attackMade === power && pending.length > 0) {
    return playRefusal('turns-pending', 'counterattacksPending', { powers: asPowers(pending) }, ROTATING_ATTACKS, [
      playRemedy('declinesCounterattack', { power: asPower(pending[0]!) }, { kind: 'declineCounterattack', power: pending[0]! }),
    ])
  }
  if (how === 'pass' && play.attackMade === power) {
    return playRefusal('not-now', 'attackMade', { power: asPower(power) }, ROTATING_ATTACKS, [playRemedy('endTheTurn', {}, { kind: 'endTurn', power })])
  }
  return undefined
}

/** The Marshall's "next": allowed when the current stage or free phase has nothing pending. */
export function decideAdvancePlay(state: GameState, _cmd: AdvancePlay): Result<GameEvent[]> {
  const found = requirePlay(state)
  if (!found.ok) return found
  const play = found.value
  if (play.step === 'bid') return playRefusal('bids-pending', 'revealBidsFirst', {}, BLIND_BID)
  if (play.step === 'sequence') return playRefusal('sequence-pending', 'rollSequenceFirst', {}, SEQUENCE)
  if (play.stage === 1) {
    const waiting = state.order.filter((id) => !play.done.includes(id) && !isOut(state, id))
    if (waiting.length > 0) return playRefusal('stage-pending', 'stage1Unfinished', { powers: asPowers(waiting) }, ORDER_OF_PLAY)
  }
  if (play.stage === 2 && play.done.length === 0) {
    return playRefusal('stage-pending', 'transferFirst', {}, ORDER_OF_PLAY)
  }
  // A rotating phase whose players have all left the game (the last one went bankrupt) has nothing pending.
  const waiting = isRotating(play) ? stillActing(play) : []
  if (waiting.length > 0) {
    return playRefusal('turns-pending', 'turnsGoing', { powers: asPowers(waiting) }, ORDER_OF_PLAY)
  }
  return ok([playChanged(play, nextPhasePatch(state, play))])
}
