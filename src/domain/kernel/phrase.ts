import type { PowerId, Resource } from './ids'
import { englishMessage } from './message'
import { formatMoney, type Millions } from './money'
import { SUPERPOWERS } from './superpowers'

/**
 * A sentence the rules say kept as data (issue 29): which table (`area`), which of its sentences
 * (`key`) and the values, so the screens write it in the reader's language while the rules keep
 * writing the English one (the log and the tests read English). Tables hold English templates in
 * the catalogs' syntax: `{value}`, and `one | many` chosen by the value `n`.
 */
export interface Phrase {
  readonly area: string
  readonly key: string
  readonly values: PhraseValues
}

/** A value as the reader's language writes it: a superpower's name, money, a resource, a nested phrase. */
export type PhraseValue =
  | string
  | number
  | { readonly power: PowerId }
  | { readonly powers: readonly PowerId[] }
  | { readonly money: Millions }
  | { readonly resource: Resource }
  | { readonly phrase: Phrase }
export type PhraseValues = Readonly<Record<string, PhraseValue>>

export const asPower = (power: PowerId): PhraseValue => ({ power })
/** Superpowers' names in a row, "USA, USSR" (commas only, as the rules' sentences list them). */
export const asPowers = (powers: readonly PowerId[]): PhraseValue => ({ powers })
export const asMoney = (money: Millions): PhraseValue => ({ money })
export const asResource = (resource: Resource): PhraseValue => ({ resource })

/** A table of English templates, one per sentence: `{ cannotAfford: '{power} has {cash}; …' }`. */
export type PhraseTable = Readonly<Record<string, string>>

const tables = new Map<string, PhraseTable>()

/** Registers a module's table under its area name (unique), so a phrase can be written from data alone. */
export function phraseTable<const T extends PhraseTable>(area: string, table: T): T {
  if (tables.has(area) && tables.get(area) !== table) throw new Error(`Two phrase tables named "${area}"`)
  tables.set(area, table)
  return table
}

/** Resources as the rules' sentences write them (lower case, inside a sentence). */
export const RESOURCE_WORDS = phraseTable('resources', { grain: 'grain', oil: 'oil', minerals: 'minerals' } as const satisfies Record<Resource, string>)

/** Every table registered so far (the tests check the catalogs against them). */
export function phraseTables(): ReadonlyMap<string, PhraseTable> {
  return tables
}

/** The count a phrase's `one | many` choice reads: its value `n`. */
export function phraseCount(phrase: Phrase): number | undefined {
  const n = phrase.values.n
  return typeof n === 'number' ? n : undefined
}

/** Fills a template with values written by `write`, choosing `one | many` by the value `n`. */
export function fillPhrase(template: string, values: PhraseValues, write: (value: PhraseValue) => string, count?: number): string {
  const params: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(values)) params[name] = write(value)
  return englishMessage(template, params, count ?? (typeof values.n === 'number' ? values.n : undefined))
}

/** A value written in English, as the rules have always written it. */
export function englishValue(value: PhraseValue): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number') return String(value)
  if ('power' in value) return SUPERPOWERS[value.power].name
  if ('powers' in value) return value.powers.map((id) => SUPERPOWERS[id].name).join(', ')
  if ('money' in value) return formatMoney(value.money)
  if ('resource' in value) return RESOURCE_WORDS[value.resource]
  return englishPhrase(value.phrase)
}

/** A phrase's English sentence, from its registered table. */
export function englishPhrase(phrase: Phrase): string {
  const template = tables.get(phrase.area)?.[phrase.key]
  return template === undefined ? `${phrase.area}.${phrase.key}` : fillPhrase(template, phrase.values, englishValue)
}

/** A phrase of `table`, typed by its keys: `say('cannotAfford', { power: asPower(id) })`. */
export function phrasesOf<T extends PhraseTable>(area: string, table: T) {
  phraseTable(area, table)
  return (key: keyof T & string, values: PhraseValues = {}): Phrase => ({ area, key, values })
}
