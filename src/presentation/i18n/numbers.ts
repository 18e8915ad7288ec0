/**
 * Numbers for the reader's language through Intl (issue 29): "1,500" in English, "1.500" in German
 * and Portuguese. The app sets the language (src/composables/i18n.ts) before the screens re-render.
 */
let locale = 'en'
let integers = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })

export function setNumberLocale(code: string): void {
  locale = code
  integers = new Intl.NumberFormat(code, { maximumFractionDigits: 0 })
  formatters.clear()
}

/** The language Intl formats dates and times in (English for the pseudo-locale). */
export function numberLocale(): string {
  return locale
}

export function formatInteger(n: number): string {
  return integers.format(n)
}

/** "USA and USSR", "USA, USSR and China" in English; "USA, UdSSR und China" in German. */
export function formatList(items: readonly string[]): string {
  return new Intl.ListFormat(locale === 'en' ? 'en-GB' : locale, { type: 'conjunction' }).format(items)
}

/** Formatters made once per language (the odds show dozens of figures per render), dropped on a change of language. */
const formatters = new Map<string, Intl.NumberFormat>()
function formatter(key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let made = formatters.get(key)
  if (!made) formatters.set(key, (made = new Intl.NumberFormat(locale, options)))
  return made
}

/** "66.7%" in English, "66,7 %" in German: a chance with at most one decimal. */
export function formatPercent(p: number): string {
  return formatter('percent', { style: 'percent', maximumFractionDigits: 1 }).format(p)
}

/** "2.33" in English, "2,33" in German: an expectation with two decimals. */
export function formatDecimal(n: number, digits: number): string {
  return formatter(`decimal${digits}`, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n)
}
