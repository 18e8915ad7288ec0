import { patchSlice } from '../../kernel/patch'
import type { GameEvent } from '../../kernel/events'
import { isPowerId, type PowerId } from '../../kernel/ids'
import { ok, type Result } from '../../kernel/result'
import type { GameState } from '../../kernel/state'
import { CASH_FLOW_ACTIONS, CASH_FLOW_RULE, type CashFlowAction } from './data'
import type { EndCashFlowTurn, SelectAction } from './commands'
import { cashFlowSettingsOf } from './settings'
import type { CashFlowState, CashFlowTurn } from './state'
import { livePowers } from './live'
import { isV1 } from './legacy'
import { asAction, cashFlowRefusal } from './refusals'
import { asPower } from '../../kernel/phrase'

export const TURN_RULE = `${CASH_FLOW_RULE}, Turn Sequence`

/** How each action reads in a sentence ("the Production action"). */
export const ACTION_NAMES: Readonly<Record<CashFlowAction, string>> = {
  production: 'Production',
  build: 'Build',
  market: 'Market',
  deployment: 'Deployment',
  attack: 'Attack',
  research: 'R&D',
}

export function requireCashFlow(state: GameState): Result<CashFlowState> {
  if (!state.cashFlow) return cashFlowRefusal('bad-command', 'notCashFlow')
  return ok(state.cashFlow)
}

/** It must be `power`'s turn. */
export function requireTurn(state: GameState, power: unknown): Result<CashFlowState> {
  const cf = requireCashFlow(state)
  if (!cf.ok) return cf
  if (!isPowerId(power) || state.powers[power] === undefined) return cashFlowRefusal('unknown-power', 'notPlaying')
  const current = cf.value.turn.power
  if (current !== power) return cashFlowRefusal('not-your-turn', 'notYourTurn', { current: asPower(current), power: asPower(power) }, TURN_RULE)
  return cf
}

/** `power`'s turn, its entropy discard made, and `action` the action it selected. */
export function requireAction(state: GameState, power: unknown, action: CashFlowAction): Result<CashFlowState> {
  const cf = requireTurn(state, power)
  if (!cf.ok) return cf
  const turn = cf.value.turn
  if (turn.entropyDue) return cashFlowRefusal('entropy-due', 'entropyFirst', { power: asPower(turn.power) }, `${TURN_RULE}, Entropy`)
  if (turn.action === undefined) return cashFlowRefusal('wrong-action', 'selectActionFirst', { action: asAction(action) }, `${TURN_RULE}, Action Selection`)
  if (turn.action !== action) {
    return cashFlowRefusal('wrong-action', 'otherActionSelected', { power: asPower(turn.power), selected: asAction(turn.action), action: asAction(action) }, `${TURN_RULE}, Action Selection`)
  }
  return cf
}

/** "selects one of the following actions to perform": one per turn, after any entropy discard. */
export function decideSelectAction(state: GameState, cmd: SelectAction): Result<GameEvent[]> {
  const cf = requireTurn(state, cmd.power)
  if (!cf.ok) return cf
  const turn = cf.value.turn
  if (turn.entropyDue) return cashFlowRefusal('entropy-due', 'entropyBeforeAction', { power: asPower(turn.power) }, `${TURN_RULE}, Entropy`)
  if (!(CASH_FLOW_ACTIONS as readonly unknown[]).includes(cmd.action)) return cashFlowRefusal('bad-command', 'chooseAction')
  if (turn.action !== undefined) return cashFlowRefusal('action-taken', 'actionTaken', { power: asPower(turn.power), action: asAction(turn.action) }, `${TURN_RULE}, Action Selection`)
  return ok([patchSlice('cashFlow', cf.value, { turn: { ...turn, action: cmd.action } })])
}

/**
 * Whether the entropy token acts at the start of turn `number`: "the entropy process is ignored on
 * the first turn of the game" (read as the game's first turn, or as every player's first: a setting).
 */
export function entropyActsOn(state: GameState, number: number): boolean {
  const ignoredTurns = cashFlowSettingsOf(state.settings).entropy === 'first-round' ? state.order.length : 1
  return number > ignoredTurns
}

/** The turn after this one: play proceeds to the left (the next in seating order). */
export function nextTurn(state: GameState, cf: CashFlowState, entropyHolder: PowerId = cf.entropyHolder): CashFlowTurn {
  if (isV1(state)) {
    // Version 1 counted from the current power's place among the live powers, so a power out of
    // the game in its own turn (not among them) handed the turn to the first seat.
    const live = livePowers(state)
    const power = live[(live.indexOf(cf.turn.power) + 1) % live.length]!
    const number = cf.turn.number + 1
    return { power, number, entropyDue: power === entropyHolder && entropyActsOn(state, number) }
  }
  return nextTurnAfter(state, cf, cf.eliminated ?? [], entropyHolder)
}

/**
 * The next seat after the current power's in the direction of play that is still in the game
 * (`eliminated` as it now stands), whether or not the current power still is.
 */
export function nextTurnAfter(state: GameState, cf: CashFlowState, eliminated: readonly PowerId[], entropyHolder: PowerId): CashFlowTurn {
  const at = state.order.indexOf(cf.turn.power)
  const after = [...state.order.slice(at + 1), ...state.order.slice(0, at + 1)]
  const power = after.find((id) => state.powers[id] !== undefined && !eliminated.includes(id)) ?? cf.turn.power
  const number = cf.turn.number + 1
  return { power, number, entropyDue: power === entropyHolder && entropyActsOn(state, number) }
}

/** Ends the turn once its action is selected (doing nothing more is the player's choice). */
export function decideEndTurn(state: GameState, cmd: EndCashFlowTurn): Result<GameEvent[]> {
  const cf = requireTurn(state, cmd.power)
  if (!cf.ok) return cf
  const turn = cf.value.turn
  if (turn.entropyDue) return cashFlowRefusal('entropy-due', 'entropyFirst', { power: asPower(turn.power) }, `${TURN_RULE}, Entropy`)
  if (turn.action === undefined) return cashFlowRefusal('wrong-action', 'noActionYet', { power: asPower(turn.power) }, `${TURN_RULE}, Action Selection`)
  return ok([patchSlice('cashFlow', cf.value, { turn: nextTurn(state, cf.value) })])
}

/** "passes the entropy token to the player on his right" (the token goes against the direction of play). */
export function playerOnRight(state: GameState, power: PowerId): PowerId {
  const live = livePowers(state)
  const at = live.indexOf(power)
  return live[(at - 1 + live.length) % live.length]!
}
