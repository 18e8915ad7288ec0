import type { Catalog } from './words'

const ACCENTED: Readonly<Record<string, string>> = {
  a: 'á', e: 'é', i: 'í', o: 'ö', u: 'û', c: 'ç', n: 'ñ', y: 'ý', A: 'Å', E: 'É', I: 'Í', O: 'Ø', U: 'Ü', C: 'Ç', N: 'Ñ',
}
export const PSEUDO_OPEN = '⟦'
export const PSEUDO_CLOSE = '⟧'

/**
 * A message in the pseudo-locale: letters accented, a third longer, between ⟦ ⟧, with its
 * `{values}` and its `|` count choices left working.
 */
export function pseudoMessage(message: string): string {
  return message
    .split('|')
    .map((choice) => {
      const text = choice.trim().replace(/(\{\s*\w+\s*\})|([^{}]+)/g, (_, value: string | undefined, words: string | undefined) =>
        value ?? [...(words ?? '')].map((ch) => ACCENTED[ch] ?? ch).join(''),
      )
      // A third longer, in words of up to 6 dots, as longer words would wrap.
      const extra = Math.ceil(text.replace(/\{\s*\w+\s*\}/g, '').length / 3)
      const padding = '·'.repeat(extra).replace(/(·{6})(?=·)/g, '$1 ')
      return `${PSEUDO_OPEN}${text}${padding}${PSEUDO_CLOSE}`
    })
    .join(' | ')
}

export function pseudoCatalog(messages: Catalog): Catalog {
  return Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, pseudoMessage(message)]))
}
