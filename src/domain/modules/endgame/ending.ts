import { COUP_FINAL_RULE_END, DETENTE_RULE_END, SUPREMACY_RULE } from './data'
import type { GameEvent } from '../../kernel/events'
import type { PowerId } from '../../kernel/ids'
import { asPower, type Phrase } from '../../kernel/phrase'
import { ok, type Result } from '../../kernel/result'
import { endgamePhrase, endgameRefusal, endgameRemedy } from './refusals'
import type { GameState } from '../../kernel/state'
import type { ComposedRules } from '../../kernel/module'
import { supremacyWinner } from '../battle/homes'
import { detenteLeaders } from './detente'
import type { DetenteReason, EndGame, SetEndTerms } from './commands'
import { isIsoInstant, sameTerms, validateEndTerms, type EndTerms } from './terms'

/** A Detente ending as recorded in the game (Supremacy and Coup Final follow from the war). */
export interface GameEnding {
  how: 'detente'
  reason: DetenteReason
  /** The cycle and stage of a guided game when it ended. */
  cycle?: number
  stage?: number
  /** The clock when it ended (ISO), as the screen sent it. */
  at?: string
}

export type GameOutcome =
  | { kind: 'none' }
  | { kind: 'detente'; winners: PowerId[]; ending: GameEnding }
  | { kind: 'supremacy'; winner: PowerId }
  | { kind: 'coupFinal' }

/**
 * How the game stands: Coup Final (everyone lost) first, since nuclear winter ends everything;
 * then Supremacy (one power left); then a Detente recorded by the table.
 */
export function gameOutcome(state: GameState, rules: ComposedRules): GameOutcome {
  if (!state.isStarted) return { kind: 'none' }
  if (state.war?.isCoupFinal) return { kind: 'coupFinal' }
  const winner = supremacyWinner(state)
  if (winner) return { kind: 'supremacy', winner }
  if (state.ended) return { kind: 'detente', winners: detenteLeaders(state, rules), ending: state.ended }
  return { kind: 'none' }
}

/** Whether gameOutcome is other than 'none' (without valuing anyone: the winners do not matter here). */
export function isGameOver(state: GameState): boolean {
  return state.isStarted && (state.war?.isCoupFinal === true || supremacyWinner(state) !== undefined || Boolean(state.ended))
}

/** The agreed terms of a game ({} when none were agreed). */
export function endTermsOf(state: GameState): EndTerms {
  return state.settings.endTerms ?? {}
}

/** Guided games: the agreed number of cycles is played (Stage 7 of the last one is over). */
export function agreedCyclesPlayed(state: GameState): boolean {
  const point = endTermsOf(state).detente
  const play = state.play
  if (point?.kind !== 'cycles' || play === undefined) return false
  // Stage 7 of the last cycle paused at its end (setting `stageEnd`) counts as played.
  return play.cycle > point.cycles || (play.cycle === point.cycles && play.stage === 7 && play.step === 'over')
}

/** The agreed clock time has come (`now` from the screen's clock, ISO). */
export function agreedTimePassed(state: GameState, now: string): boolean {
  const point = endTermsOf(state).detente
  // Both are canonical UTC ISO text (isIsoInstant), so text order is time order.
  return point?.kind === 'clock' && isIsoInstant(now) && now >= point.at
}

/** "by agreement", "after the agreed 5 cycles", "at the agreed time". */
export function endingReasonText(ending: GameEnding, terms: EndTerms = {}): string {
  if (ending.reason === 'cycles') return terms.detente?.kind === 'cycles' ? `after the agreed ${cyclesText(terms.detente.cycles)}` : 'after the agreed cycles'
  if (ending.reason === 'clock') return 'at the agreed time'
  return 'by agreement'
}

/** `endingReasonText` as a phrase, for a refusal the screens write in the reader's language. */
function endingReasonPhrase(ending: GameEnding, terms: EndTerms): Phrase {
  if (ending.reason === 'cycles') return terms.detente?.kind === 'cycles' ? endgamePhrase('afterAgreedCycles', { n: terms.detente.cycles }) : endgamePhrase('afterCycles')
  return endgamePhrase(ending.reason === 'clock' ? 'atAgreedTime' : 'byAgreement')
}

function cyclesText(n: number): string {
  return `${n} cycle${n === 1 ? '' : 's'}`
}

/**
 * Every command is refused once the game is over; undo and redo are not commands, so the
 * ending (or the battle that ended it) can still be taken back.
 */
export function refuseAfterEnd(state: GameState, rules: ComposedRules): Result<never> | undefined {
  const outcome = gameOutcome(state, rules)
  switch (outcome.kind) {
    case 'none':
      return undefined
    case 'detente': {
      const reason = { phrase: endingReasonPhrase(outcome.ending, endTermsOf(state)) }
      const cycle = outcome.ending.cycle
      return cycle !== undefined
        ? endgameRefusal('game-over', 'endedByDetenteInCycle', { cycle, reason }, DETENTE_RULE_END)
        : endgameRefusal('game-over', 'endedByDetente', { reason }, DETENTE_RULE_END)
    }
    case 'supremacy':
      return endgameRefusal('game-over', 'wonBySupremacy', { power: asPower(outcome.winner) }, SUPREMACY_RULE)
    case 'coupFinal':
      return endgameRefusal('game-over', 'coupFinal', {}, COUP_FINAL_RULE_END)
  }
}

export function decideEndGame(state: GameState, cmd: EndGame): Result<GameEvent[]> {
  const reason: unknown = cmd.reason
  if (reason !== 'agreement' && reason !== 'cycles' && reason !== 'clock') return endgameRefusal('bad-command', 'sayWhyEnds', {}, DETENTE_RULE_END)
  if (cmd.at !== undefined && !isIsoInstant(cmd.at)) return endgameRefusal('bad-command', 'badEndTime', {}, DETENTE_RULE_END)
  const terms = endTermsOf(state)
  if (reason === 'cycles') {
    if (terms.detente?.kind !== 'cycles') return endgameRefusal('no-detente-point', 'noCyclesAgreed', {}, DETENTE_RULE_END, [endgameRemedy('endByAgreement', {}, { kind: 'endGame', reason: 'agreement', ...(cmd.at ? { at: cmd.at } : {}) })])
    if (state.play && !agreedCyclesPlayed(state)) {
      return endgameRefusal('detente-not-reached', 'cyclesNotPlayed', { n: terms.detente.cycles, cycle: state.play.cycle }, DETENTE_RULE_END, [endgameRemedy('endByAgreementNow', {}, { kind: 'endGame', reason: 'agreement', ...(cmd.at ? { at: cmd.at } : {}) })])
    }
  }
  if (reason === 'clock') {
    if (terms.detente?.kind !== 'clock') return endgameRefusal('no-detente-point', 'noClockAgreed', {}, DETENTE_RULE_END, [endgameRemedy('endByAgreement', {}, { kind: 'endGame', reason: 'agreement', ...(cmd.at ? { at: cmd.at } : {}) })])
    if (cmd.at === undefined || !agreedTimePassed(state, cmd.at)) return endgameRefusal('detente-not-reached', 'timeNotCome', {}, DETENTE_RULE_END, [endgameRemedy('endByAgreementNow', {}, { kind: 'endGame', reason: 'agreement', ...(cmd.at ? { at: cmd.at } : {}) })])
  }
  const ending: GameEnding = {
    how: 'detente',
    reason,
    ...(state.play ? { cycle: state.play.cycle, stage: state.play.stage } : {}),
    ...(cmd.at ? { at: cmd.at } : {}),
  }
  return ok([{ type: 'gameEnded', from: state.ended ?? null, to: ending }])
}

export function decideSetEndTerms(state: GameState, cmd: SetEndTerms): Result<GameEvent[]> {
  const terms = validateEndTerms(cmd.terms)
  if (!terms.ok) return terms
  const from = endTermsOf(state)
  if (sameTerms(from, terms.value)) return endgameRefusal('no-change', 'sameTerms')
  return ok([{ type: 'endTermsChanged', from, to: terms.value }])
}
