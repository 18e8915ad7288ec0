import type { MessageParams } from './words'

/**
 * An English message filled in the way vue-i18n does for the syntax our catalogs use: `{name}`
 * replaced by the value, and a count choosing among `one | many` (0 and more than 1 take "many")
 * or `none | one | many`. Used where no translator is plugged in (the rules tests); the app's
 * translator is vue-i18n, and tests/unit/catalogs.test.ts checks both agree on every message.
 */
export function englishMessage(message: string, params: MessageParams, count?: number): string {
  const text = count === undefined ? message : choose(message.split('|').map((s) => s.trim()), count)
  return text.replace(/\{\s*(\w+)\s*\}/g, (whole, name: string) => {
    if (name in params) return String(params[name])
    if (count !== undefined && (name === 'n' || name === 'count')) return String(count)
    return whole
  })
}

function choose(choices: readonly string[], count: number): string {
  const n = Math.abs(count)
  if (choices.length === 2) return choices[n === 1 ? 0 : 1]!
  if (choices.length >= 3) return choices[Math.min(n, 2)]!
  return choices[0]!
}
