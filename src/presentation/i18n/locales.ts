/**
 * The languages the app speaks (issue 29). English is the source and the fallback; the others are
 * loaded on demand (src/i18n/setup.ts), so the first load carries only English. A language marked
 * `complete: false` is still being translated: the menu offers it with a note, and a device set to
 * it still starts in English.
 */
export interface Locale {
  readonly code: string
  /** Its own name, as a reader of it looks for it in a list. */
  readonly name: string
  readonly complete: boolean
}

export const LOCALES = [
  { code: 'en', name: 'English', complete: true },
  { code: 'de', name: 'Deutsch', complete: true },
  { code: 'pt-BR', name: 'Português (Brasil)', complete: true },
] as const satisfies readonly Locale[]

export type LocaleCode = (typeof LOCALES)[number]['code']
export const SOURCE_LOCALE: LocaleCode = 'en'

/**
 * A pseudo-locale for tests (issue 29): every message longer and accented, between markers, so a
 * screen's words that do not come from a catalog, and layouts that break on longer words, show.
 */
export const PSEUDO_LOCALE = 'en-XA'

export function isLocaleCode(code: string): code is LocaleCode {
  return LOCALES.some((l) => l.code === code)
}

/**
 * The language for a device's preferences (navigator.languages): the first complete one that
 * matches exactly or by its base ("de-AT" → "de", "pt" → "pt-BR"), else English.
 */
export function localeForDevice(preferred: readonly string[]): LocaleCode {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0]
    const match = LOCALES.find((l) => l.code.toLowerCase() === tag.toLowerCase()) ?? LOCALES.find((l) => l.code.toLowerCase().split('-')[0] === base)
    if (match?.complete) return match.code
  }
  return SOURCE_LOCALE
}
