import type { Command } from '../../kernel/commands'
import { SUPERPOWERS } from '../../kernel/superpowers'
import type { GameEvent } from '../../kernel/events'
import { asMoney, asPower } from '../../kernel/phrase'
import type { Result } from '../../kernel/result'
import { playRefusal, playRemedy, wherePhrase } from './refusals'
import type { GameState } from '../../kernel/state'
import { requireTurnOf } from './guards'
import { playChanged, withEntry } from './patch'
import { afterTurnPatch, currentTurn } from './turns'
import type { PlayState } from './state'

const SELL = 'Basic rules, Stage 3, Phase C (Rotating Sales)'
const BUY = 'Basic rules, Stage 7, Phase C (Rotating Buys)'
const TRADE = 'Basic rules, Stage 3, Phase D and Stage 7, Phase D'
const REPAY = 'Basic rules, Other Rules of Play, "Principal Pay Back"'
const DEFAULT = 'Basic rules, Other Rules of Play, "Default on Loans"'
const SIEGE = 'Basic rules, Stage 4, Tactics, "Siege"'


function at(play: PlayState, stage: number, phase: string): boolean {
  return play.stage === stage && play.step === 'phase' && play.phase === phase
}

function inDefault(play: PlayState, power: keyof typeof SUPERPOWERS): boolean {
  return (play.arrears[power] ?? 0) > 0
}

/**
 * The order of play's word on the bookkeeping commands of a guided game: when each may be
 * used and by whom. Undefined: allowed (corrections and payments between players always are).
 */
export function guardForPlay(state: GameState, cmd: Command): Result<never> | undefined {
  const play = state.play
  if (!play) return undefined
  switch (cmd.kind) {
    case 'sellToMarket': {
      if (!at(play, 3, 'C')) return playRefusal('wrong-stage', 'sellWhen', { where: wherePhrase(play) }, SELL)
      if (play.besieged.includes(cmd.power)) return playRefusal('besieged', 'besiegedNoMarket', { power: asPower(cmd.power) }, SIEGE)
      return requireTurnOf(play, cmd.power, SELL)
    }
    case 'buyFromMarket': {
      if (!at(play, 7, 'C')) return playRefusal('wrong-stage', 'buyWhen', { where: wherePhrase(play) }, BUY)
      if (inDefault(play, cmd.power)) {
        return playRefusal('in-default', 'defaultNoPurchases', { power: asPower(cmd.power), arrears: asMoney(play.arrears[cmd.power] ?? 0) }, DEFAULT, [
          playRemedy('payArrears', {}, { kind: 'payArrears', power: cmd.power }),
        ])
      }
      if (play.besieged.includes(cmd.power)) return playRefusal('besieged', 'besiegedNoMarket', { power: asPower(cmd.power) }, SIEGE)
      return requireTurnOf(play, cmd.power, BUY)
    }
    case 'tradeResources': {
      if (!at(play, 3, 'D') && !at(play, 7, 'D')) return playRefusal('wrong-stage', 'tradeWhen', { where: wherePhrase(play) }, TRADE)
      const besieged = [cmd.seller, cmd.buyer].find((id) => play.besieged.includes(id))
      if (besieged) return playRefusal('besieged', 'besieged', { power: asPower(besieged) }, SIEGE)
      return undefined
    }
    case 'takeLoan':
      if (inDefault(play, cmd.power)) {
        return playRefusal('in-default', 'defaultNoBorrowing', { power: asPower(cmd.power), arrears: asMoney(play.arrears[cmd.power] ?? 0) }, DEFAULT, [
          playRemedy('payArrears', {}, { kind: 'payArrears', power: cmd.power }),
          playRemedy('borrowFromPlayer'),
        ])
      }
      return undefined
    case 'repayLoan':
      return play.stage === 1 ? undefined : playRefusal('wrong-stage', 'repayWhen', { where: wherePhrase(play) }, REPAY)
    default:
      return undefined
  }
}

/**
 * What the order of play adds after an accepted command: the next player's turn after a sale
 * or a purchase, Stage 7's buy-or-prospect choice, and deficit turnaround for a power in default.
 */
export function followForPlay(state: GameState, cmd: Command, events: GameEvent[]): GameEvent[] {
  const play = state.play
  if (!play) return events
  if (cmd.kind === 'sellToMarket' && inDefault(play, cmd.power)) {
    return [...deficitTurnaround(play, cmd.power, events), playChanged(play, { ...afterTurnPatch(state, play), arrears: reducedArrears(play, cmd.power, events) })]
  }
  // Stage 4 "First Strike": the retaliation window closes when the attacker's turn moves on.
  if ((cmd.kind === 'endTurn' || cmd.kind === 'passTurn') && play.firstStrike?.against === cmd.power) return [...events, playChanged(play, { firstStrike: null })]
  if (cmd.kind === 'sellToMarket') return [...events, playChanged(play, afterTurnPatch(state, play))]
  // First, so the command's own events stay last (readers take the sale's payment as the entry's last event).
  if (at(play, 6, 'C') && !play.turnActed && isTurnAct(play, cmd)) return [playChanged(play, { turnActed: true }), ...events]
  if (cmd.kind === 'buyFromMarket') {
    return [...events, playChanged(play, { ...afterTurnPatch(state, play), stage7Choice: withEntry(play.stage7Choice, cmd.power, 'buy') })]
  }
  // Reading 'any-purchase' (play/settings.ts): buying from the other players in Phase D is
  // buying too, for "He may not do both".
  if ((cmd.kind === 'tradeResources' || cmd.kind === 'orderDropShip') && countsAsStage7Buy(state, play, cmd.buyer)) {
    return [...events, playChanged(play, { stage7Choice: withEntry(play.stage7Choice, cmd.buyer, 'buy') })]
  }
  return events
}

/**
 * Stage 6: a command of the power whose turn it is that does something on its turn (a build, a
 * research, a sale); ending the turn, money and loans, and the banker's corrections are not.
 */
const NOT_TURN_ACTS: readonly Command['kind'][] = ['endTurn', 'passTurn', 'takeLoan', 'repayLoan', 'transferMoney', 'payArrears']
function isTurnAct(play: PlayState, cmd: Command): boolean {
  if (NOT_TURN_ACTS.includes(cmd.kind) || cmd.kind.startsWith('correct')) return false
  const who = 'power' in cmd ? cmd.power : 'seller' in cmd ? cmd.seller : undefined
  return who !== undefined && who === currentTurn(play)
}

function countsAsStage7Buy(state: GameState, play: PlayState, buyer: keyof typeof SUPERPOWERS): boolean {
  return state.settings.stage7Buying === 'any-purchase' && at(play, 7, 'D') && play.sequence.includes(buyer) && play.stage7Choice[buyer] === undefined
}

/** "All money must go to the bank until all interest payments in arrears have been restored." */
function deficitTurnaround(play: PlayState, power: keyof typeof SUPERPOWERS, events: GameEvent[]): GameEvent[] {
  let owed = play.arrears[power] ?? 0
  return events.flatMap((e) => {
    if (e.type !== 'moneyTransferred' || e.to !== power || owed === 0) return [e]
    const kept = Math.min(owed, e.amount)
    owed -= kept
    return e.amount - kept > 0 ? [{ ...e, amount: e.amount - kept }] : []
  })
}

function reducedArrears(play: PlayState, power: keyof typeof SUPERPOWERS, events: GameEvent[]) {
  const proceeds = events.reduce((sum, e) => (e.type === 'moneyTransferred' && e.to === power ? sum + e.amount : sum), 0)
  const left = Math.max(0, (play.arrears[power] ?? 0) - proceeds)
  return withEntry(play.arrears, power, left > 0 ? left : undefined)
}
