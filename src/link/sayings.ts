import type { Phrase } from '@/domain'
import { LINK_SAYINGS } from '@/domain/link-sayings'

export { LINK_SAYINGS }

export type LinkSayKey = keyof typeof LINK_SAYINGS

/** A value of a saying: plain text, a number, or a seat (a phone writes a superpower's seat in its language). */
export type LinkValue = string | number | { readonly seat: string; readonly name: string }

/** A saying on the wire: plain JSON, checked by the phone before it is worded. */
export interface LinkSay {
  readonly key: LinkSayKey
  readonly values?: Readonly<Record<string, LinkValue>>
}

/** The English message and the saying it comes from, to put on a reply or a binding. */
export function said(key: LinkSayKey, values?: Readonly<Record<string, LinkValue>>): { message: string; say: LinkSay } {
  const message = LINK_SAYINGS[key].replace(/\{(\w+)\}/g, (all, name: string) => {
    const value = values?.[name]
    if (value === undefined) return all
    return typeof value === 'object' ? value.name : String(value)
  })
  return { message, say: values ? { key, values } : { key } }
}

/** A rules refusal's phrase as plain JSON (the refusal keeps it as a non-enumerable property). */
export function plainPhrase(phrase: Phrase | undefined): { phrase?: Phrase } {
  return phrase ? { phrase: JSON.parse(JSON.stringify(phrase)) as Phrase } : {}
}
