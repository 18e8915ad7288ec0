/**
 * The port between the screens' wording and the translator (issue 29). Presentation modules and
 * components ask for words through `defineCatalog`; the app plugs vue-i18n in at start-up
 * (src/i18n/setup.ts), which picks the reader's language and re-renders when it changes. Without it
 * (the rules tests, which load no framework) the English catalogs are read directly by
 * `englishMessage`, whose output a test compares with vue-i18n's for every English message.
 *
 * Catalogs are flat per area ("home", "guide", …): `area.key` → message. Messages use a subset of
 * vue-i18n's syntax, checked by tests/unit/catalogs.test.ts: `{name}` for a value, and
 * `one | many` or `none | one | many` for a count. No linked messages (`@:`), no `{'{'}`.
 */
import { englishMessage, type MessageParams } from './english'

export type { MessageParams }
export type Catalog = Readonly<Record<string, string>>
/** A translation of an area: every key the English has, and no other. */
export type Translation<M extends Catalog> = { readonly [K in keyof M]: string }
/** One area's words: `words('resume')`, `words('games', { n: 3 }, 3)`. */
export type Words<M extends Catalog> = (key: keyof M & string, params?: MessageParams, count?: number) => string

export type Translator = (key: string, params: MessageParams, count: number | undefined) => string

const english = new Map<string, Catalog>()
let translator: Translator | undefined
let onArea: ((area: string, messages: Catalog) => void) | undefined

/** Registers an area's English words (the source and the fallback) and returns its lookup. */
export function defineCatalog<const M extends Catalog>(area: string, messages: M): Words<M> {
  if (english.has(area) && english.get(area) !== messages) throw new Error(`Two catalogs named "${area}"`)
  english.set(area, messages)
  onArea?.(area, messages)
  return (key, params = {}, count) =>
    translator ? translator(`${area}.${key}`, params, count) : englishMessage(messages[key] ?? `${area}.${key}`, params, count)
}

/** Every English area registered so far: the app merges them into vue-i18n, the tests check them. */
export function englishAreas(): ReadonlyMap<string, Catalog> {
  return english
}

/**
 * The app's translator and a hook told of each area registered later (areas load with the screen
 * that uses them). Returns a function that unplugs it (tests).
 */
export function plugTranslator(t: Translator, areaAdded: (area: string, messages: Catalog) => void): () => void {
  translator = t
  onArea = areaAdded
  for (const [area, messages] of english) areaAdded(area, messages)
  return () => {
    translator = undefined
    onArea = undefined
  }
}

/**
 * A mark put in place of one value, so a screen can split the sentence around it and set an element
 * there (a bold button name, a link) while the language keeps its own word order.
 */
export const SLOT_MARK = '\u2063'

/** The sentence before and after the value marked by SLOT_MARK. */
export function aroundSlot(sentence: string): readonly [string, string] {
  const at = sentence.indexOf(SLOT_MARK)
  return at < 0 ? [sentence, ''] : [sentence.slice(0, at), sentence.slice(at + SLOT_MARK.length)]
}

/**
 * A record of words read afresh on every access (getters), for tables the screens index by id
 * (`RESOURCE_LABELS.oil`): after a change of language the same record gives the new word.
 */
export function liveWords<K extends string>(keys: readonly K[], word: (key: K) => string): Readonly<Record<K, string>> {
  return Object.defineProperties({}, Object.fromEntries(keys.map((key) => [key, { get: () => word(key), enumerable: true }]))) as Record<K, string>
}
