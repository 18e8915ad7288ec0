import type { Command } from './commands'
import { englishPhrase, phrasesOf, type Phrase, type PhraseTable, type PhraseValues } from './phrase'
import type { RefusalCode } from './registry'

/** A way out of a refusal that the UI can offer as a button (or just as advice). */
export interface Remedy {
  /** The way out in English (the log and tests read it). */
  label: string
  /** The same words as data, for the reader's language (absent on modules not yet converted; not enumerable). */
  readonly phrase?: Phrase
  /** The command that would carry the remedy out, when one tap can. */
  command?: Command
}

/** Why a command was refused, in words a player understands. */
export interface Refusal {
  /** Stable machine code, e.g. `insufficient-funds`; modules declare theirs (see registry.ts). */
  code: RefusalCode
  /** What is wrong, with the numbers, in English: "USA has $450M; this costs $600M." */
  message: string
  /**
   * The same sentence as data (a table's key and the values), so the screens write it in the
   * reader's language (issue 29). Absent on refusals of modules not converted yet: they show
   * `message`. Not enumerable (see `withPhrase`).
   */
  readonly phrase?: Phrase
  /** Where the rule is: "Basic rules, Other Rules of Play, Borrowing Money". */
  rule?: string
  /** The same, as data, when the rule's place comes from a table. */
  readonly rulePhrase?: Phrase
  remedies: Remedy[]
}

export type Result<T> = { ok: true; value: T } | { ok: false; refusal: Refusal }

export function ok<T>(value: T): Result<T> {
  return { ok: true, value }
}

export function refuse(code: RefusalCode, message: string, rule?: string, remedies: Remedy[] = []): Result<never> {
  return { ok: false, refusal: rule === undefined ? { code, message, remedies } : { code, message, rule, remedies } }
}

/**
 * Attaches a phrase as a property that is not enumerable: the refusal's shape as the rules have
 * always given it (code, English message, rule, remedies) stays what tests, golden files and the
 * table link compare and copy, and the screens read the phrase beside it. A copy made by JSON or
 * a spread loses the phrase and shows the English message, as before. Configurable, so Vue's
 * reactive proxies may hand out a reactive copy of it.
 */
function withPhrase<T extends object>(target: T, name: 'phrase' | 'rulePhrase', phrase: Phrase): T {
  return Object.defineProperty(target, name, { value: phrase, enumerable: false, configurable: true, writable: true })
}

/** A refusal said by a phrase: its English `message` (and the rule's) written from the same table. */
export function refusePhrase(code: RefusalCode, phrase: Phrase, rule?: string | Phrase, remedies: Remedy[] = []): Result<never> {
  const refused = refuse(code, englishPhrase(phrase), typeof rule === 'object' ? englishPhrase(rule) : rule, remedies) as { ok: false; refusal: Refusal }
  withPhrase(refused.refusal, 'phrase', phrase)
  if (typeof rule === 'object') withPhrase(refused.refusal, 'rulePhrase', rule)
  return refused
}

/** A way out said by a phrase. */
export function remedyPhrase(phrase: Phrase, command?: Command): Remedy {
  return withPhrase(command === undefined ? { label: englishPhrase(phrase) } : { label: englishPhrase(phrase), command }, 'phrase', phrase)
}

/**
 * A module's refusals from its one table of English templates (`modules/bank/refusals.ts`):
 * `refusal(code, key, values, rule?, remedies?)`, `remedy(key, values, command?)` and `phrase(key,
 * values)` for a phrase inside another (`{ what: { phrase: … } }`).
 */
export function refusalsFrom<T extends PhraseTable>(area: string, table: T) {
  const phrase = phrasesOf(area, table)
  type Key = keyof T & string
  return {
    phrase,
    refusal: (code: RefusalCode, key: Key, values: PhraseValues = {}, rule?: string | Phrase, remedies: Remedy[] = []): Result<never> =>
      refusePhrase(code, phrase(key, values), rule, remedies),
    remedy: (key: Key, values: PhraseValues = {}, command?: Command): Remedy => remedyPhrase(phrase(key, values), command),
  }
}
