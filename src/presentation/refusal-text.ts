// The kernel's files, not the domain's index: the home screen's import reads refusals, and the index is the whole rules core.
import { englishPhrase, phraseCount, type Phrase, type PhraseValue } from '../domain/kernel/phrase'
import type { Refusal, Remedy } from '../domain/kernel/result'
import type { Words } from './i18n/words'
import { citationText } from './rule-citation'
import { money } from './catalogs/common'
import { powerName } from './catalogs/powers'
import { kernelRefusalWords, resourceInRefusalWords } from './catalogs/refusals-kernel'
import { bankRefusalWords } from './catalogs/refusals-bank'
import { marketRefusalWords } from './catalogs/refusals-market'
import { correctionsRefusalWords } from './catalogs/refusals-corrections'
import { endgameRefusalWords } from './catalogs/refusals-endgame'
import { setupRefusalWords } from './catalogs/refusals-setup'
import { playRefusalWords } from './catalogs/refusals-play'
import { cashFlowRefusalWords } from './catalogs/refusals-cash-flow'
import { warlordsRefusalWords } from './catalogs/refusals-warlords'
import { airRefusalWords } from './catalogs/refusals-air'
import { wosRefusalWords } from './catalogs/refusals-wos'
import { battleReasonWords, battleRuleWords } from './catalogs/reasons-battle'
import { battleRefusalWords } from './catalogs/refusals-battle'
import { airReasonWords } from './catalogs/reasons-air'
import { warlordReasonWords } from './catalogs/reasons-warlords'
import { gameFileRefusalWords, rulesRefusalWords } from './catalogs/refusals-game-file'
import { storageRefusalWords } from './catalogs/refusals-storage'
import { phoneSayingWords } from './catalogs/phone-sayings'

/**
 * The catalog area of each rules table (the phrase's `area`). A module converted to phrases adds
 * its catalog here; a table not listed is written in English from the rules' own table.
 */
const AREAS: Readonly<Record<string, Words<Readonly<Record<string, string>>>>> = {
  kernel: kernelRefusalWords,
  resources: resourceInRefusalWords,
  bank: bankRefusalWords,
  market: marketRefusalWords,
  corrections: correctionsRefusalWords,
  endgame: endgameRefusalWords,
  setup: setupRefusalWords,
  play: playRefusalWords,
  battle: battleRefusalWords,
  cashFlow: cashFlowRefusalWords,
  warlords: warlordsRefusalWords,
  air: airRefusalWords,
  battleReasons: battleReasonWords,
  battleRules: battleRuleWords,
  airReasons: airReasonWords,
  warlordReasons: warlordReasonWords,
  // War of Supremacy (ref-wos)
  wos: wosRefusalWords,
  gameFile: gameFileRefusalWords,
  // The tablet's own refusals of the table link (src/link/sayings.ts, the same English as the phones' catalog).
  linkSayings: phoneSayingWords,
  rules: rulesRefusalWords,
  // Storage failures: src/persistence/errors.ts and the session's storage refusals (ref-storage)
  storage: storageRefusalWords,
}

/** The rules' areas that have a catalog (the tests check every table has one). */
export const REFUSAL_AREAS: readonly string[] = Object.keys(AREAS)

function valueText(value: PhraseValue): string {
  if (typeof value === 'string') return value
  // Numbers in refusals are small (units, lines, spots): written as the rules write them.
  if (typeof value === 'number') return String(value)
  if ('power' in value) return powerName(value.power)
  if ('powers' in value) return value.powers.map(powerName).join(', ')
  if ('money' in value) return money(value.money)
  if ('resource' in value) return resourceInRefusalWords(value.resource)
  return phraseText(value.phrase)
}

/** A phrase of the rules in the reader's language. */
export function phraseText(phrase: Phrase): string {
  const words = AREAS[phrase.area]
  if (words === undefined) return englishPhrase(phrase)
  const params: Record<string, string> = {}
  for (const [name, value] of Object.entries(phrase.values)) params[name] = valueText(value)
  return words(phrase.key, params, phraseCount(phrase))
}

/** What a refusal says, in the reader's language; a refusal without a phrase yet says its English message. */
export function refusalText(refusal: Pick<Refusal, 'message' | 'phrase'>): string {
  return refusal.phrase ? phraseText(refusal.phrase) : refusal.message
}

/** Where the refusal's rule is, in the reader's language (or as the rules wrote it). */
export function refusalRuleText(refusal: Pick<Refusal, 'rule' | 'rulePhrase'>): string | undefined {
  if (refusal.rulePhrase) return phraseText(refusal.rulePhrase)
  return refusal.rule === undefined ? undefined : citationText(refusal.rule)
}

/** A way out's label in the reader's language. */
export function remedyText(remedy: Remedy): string {
  return remedy.phrase ? phraseText(remedy.phrase) : remedy.label
}
