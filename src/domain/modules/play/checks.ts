import { SUPERPOWERS } from '../../kernel/superpowers'
import { isWholeNumber } from '../../kernel/guards'
import { isPowerId, RESOURCES, type PowerId, type Resource } from '../../kernel/ids'
import { asPower, type Phrase, type PhraseValue, type PhraseValues } from '../../kernel/phrase'
import { unitsPhrase } from '../market/refusals'
import { refuse, refusePhrase, type Remedy, type Result } from '../../kernel/result'
import { playPhrase, playRefusal, wherePhrase, type PlayKey } from './refusals'
import type { GameState, PowerState } from '../../kernel/state'
import { requireTurnOf, whereWeAre } from './guards'
import { isRotating } from './turns'

/** Checks shared by the Stage 5 to 7 and company deciders. Each returns a refusal or undefined. */

/** An app bound on typed counts (not a rule): keeps numbers sane in a hostile game file. */
export const MAX_COUNT = 999

export const powerLabel = (id: PowerId): string => SUPERPOWERS[id].name

/** "1 mineral", "4 minerals", "2 oil". */
export function unitsText(n: number, resource: Resource): string {
  return `${n} ${resource === 'minerals' && n === 1 ? 'mineral' : resource}`
}

/** The power, when it plays in this game. */
export function playingPower(state: GameState, id: unknown): Result<PowerState> {
  const power = isPowerId(id) ? state.powers[id] : undefined
  if (!isPowerId(id) || power === undefined) {
    return isPowerId(id) ? playRefusal('unknown-power', 'notPlayingNamed', { power: asPower(id) }) : playRefusal('unknown-power', 'choosePlayingPower')
  }
  return { ok: true, value: power }
}

/**
 * A whole sentence of another module's table, filled in with the values the check knows (`{ max }`,
 * or `{ stage, phase, where }`): `{ say: (values) => airPhrase('flyWhen', values) }`.
 */
export interface SentenceOf {
  readonly say: (values: PhraseValues) => Phrase
}

/**
 * Every value a whole number from 0 to MAX_COUNT; `what` names them for the message: a key of
 * the play table (`{ words: 'countsForces' }`, "armies and navies"), a phrase naming them (a
 * weapon's words), the caller's whole sentence (`SentenceOf`, `{max}` filled in), or, from
 * modules not converted yet, English words.
 */
export function requireCounts(values: readonly unknown[], what: string | SentenceOf | { words: PlayKey } | { phrase: Phrase }): Result<never> | undefined {
  if (values.every((v) => isWholeNumber(v) && v >= 0 && v <= MAX_COUNT)) return undefined
  if (typeof what === 'object' && 'say' in what) return refusePhrase('bad-number', what.say({ max: MAX_COUNT }))
  if (typeof what === 'object') return playRefusal('bad-number', 'wholeCounts', { what: 'phrase' in what ? what : { phrase: playPhrase(what.words) }, max: MAX_COUNT })
  return refuse('bad-number', `Enter whole numbers of ${what}, from 0 to ${MAX_COUNT}.`)
}

/** An agreed price: whole millions, zero or more. */
export function requirePrice(value: unknown): Result<never> | undefined {
  return isWholeNumber(value) && value >= 0 ? undefined : playRefusal('bad-amount', 'badPrice')
}

/**
 * The supplies a power must delete, or a refusal with the numbers: "Europe has 1 mineral;
 * 2 L-stars need 4." `needing` is the whole sentence's key in the play table with its own values
 * (`{power}`, `{has}` and `{need}` are filled here), or, from modules not converted yet, the
 * English subject and verb ("this move needs", "2 L-stars need") and a `note`.
 */
export function requireSupplies(
  power: PowerState,
  needs: Partial<Record<Resource, number>>,
  needing: string | { sentence: PlayKey; values?: PhraseValues },
  rule: string,
  remedies: Remedy[] = [],
  note = '',
): Result<never> | undefined {
  const short = RESOURCES.filter((r) => (needs[r] ?? 0) > power.supplies[r])
  if (short.length === 0) return undefined
  if (typeof needing === 'object') {
    // "1 grain and 2 oil": the rows short, joined with "and" as the sentence has always listed them.
    const list = (units: (r: Resource) => number): PhraseValue => short.map((r) => unitsPhrase(units(r), r) as PhraseValue).reduce((a, b) => ({ phrase: playPhrase('andJoin', { a, b }) }))
    const need = short.length === 1 ? (needs[short[0]!] ?? 0) : list((r) => needs[r] ?? 0)
    return playRefusal('not-enough-supplies', needing.sentence, { ...needing.values, power: asPower(power.id), has: list((r) => power.supplies[r]), need }, rule, remedies)
  }
  const has = short.map((r) => unitsText(power.supplies[r], r)).join(' and ')
  const need = short.length === 1 ? String(needs[short[0]!]) : short.map((r) => unitsText(needs[r] ?? 0, r)).join(' and ')
  return refuse('not-enough-supplies', `${powerLabel(power.id)} has ${has}; ${needing} ${need}${note}.`, rule, remedies)
}

/**
 * In a guided game: `what` belongs to Stage `stage`, Phase `phase`, on the power's turn when
 * the phase rotates. A bookkeeping game (no order of play) allows it at any time. `what` is the
 * whole sentence's key in the play table (`{ sentence: 'movesPaidWhen' }`), another module's
 * sentence (`SentenceOf`), or, from modules not converted yet, its English subject ("Weapons are sold").
 */
export function requirePhase(state: GameState, power: PowerId, stage: number, phase: string, what: string | { sentence: PlayKey } | SentenceOf, rule: string): Result<never> | undefined {
  const play = state.play
  if (!play) return undefined
  if (play.stage !== stage || play.step !== 'phase' || play.phase !== phase) {
    if (typeof what === 'object' && 'say' in what) return refusePhrase('wrong-stage', what.say({ stage, phase, where: wherePhrase(play) }), rule)
    if (typeof what === 'object') return playRefusal('wrong-stage', what.sentence, { stage, phase, where: wherePhrase(play) }, rule)
    return refuse('wrong-stage', `${what} in Stage ${stage}, Phase ${phase}; ${whereWeAre(play)}.`, rule)
  }
  return isRotating(play) ? requireTurnOf(play, power, rule) : undefined
}

/** Strategic weapons and research: "No one may build nukes or L-stars on his/her first turn." */
export function requireNotFirstCycle(state: GameState, what: string | { sentence: PlayKey }, rule: string): Result<never> | undefined {
  if (state.play?.cycle !== 1) return undefined
  if (typeof what === 'object') return playRefusal('first-cycle', what.sentence, {}, rule)
  return refuse('first-cycle', `No one may ${what} on the first turn; this is Cycle 1. From Cycle 2 on it is allowed.`, rule)
}
