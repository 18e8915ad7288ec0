/** The values a message is filled in with. */
export type MessageParams = Readonly<Record<string, string | number>>

/** A message's pieces: its count choices (one, or two or three split by `|`), each text and `{value}`s. */
export type MessagePart = string | { readonly value: string }
export type ParsedMessage = readonly (readonly MessagePart[])[]

const parsed = new Map<string, ParsedMessage>()

/** Splits a message in our catalogs' syntax: `{value}`, and `one | many` or `none | one | many`. */
export function parseMessage(message: string): ParsedMessage {
  const known = parsed.get(message)
  if (known) return known
  const choices = message.split('|').map((choice) =>
    choice
      .trim()
      .split(/(\{\s*\w+\s*\})/)
      .filter((piece) => piece !== '')
      .map((piece): MessagePart => (/^\{\s*\w+\s*\}$/.test(piece) ? { value: piece.slice(1, -1).trim() } : piece)),
  )
  parsed.set(message, choices)
  return choices
}

/** Which choice a count takes, as vue-i18n's default rule: 2 choices 1 → one, else many; 3: 0, 1, many. */
export function englishChoice(count: number, choices: number): number {
  const n = Math.abs(count)
  if (choices === 2) return n === 1 ? 0 : 1
  return Math.min(n, choices - 1)
}

/**
 * An English message filled in the way vue-i18n does: used where no translator is plugged in
 * (the rules tests); tests/unit/catalogs.test.ts checks it says what vue-i18n says.
 */
export function englishMessage(message: string, params: MessageParams, count?: number): string {
  const choices = parseMessage(message)
  const chosen = choices.length > 1 && count !== undefined ? choices[englishChoice(count, choices.length)]! : choices[0]!
  return chosen.map((part) => (typeof part === 'string' ? part : valueOf(part.value, params, count))).join('')
}

function valueOf(name: string, params: MessageParams, count: number | undefined): string {
  if (name in params) return String(params[name])
  if (count !== undefined && (name === 'n' || name === 'count')) return String(count)
  return ''
}
