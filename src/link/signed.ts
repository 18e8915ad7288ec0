import { sign, verify } from './keys'

/**
 * A record in the doc with its signature: `data` is the JSON text signed, so what is verified is
 * byte for byte what is read. The signature also covers the slot it was signed for (a record copied into
 * another slot does not verify there).
 */
export interface Signed {
  data: string
  sig: string
}

function signedText(slot: string, data: string): string {
  return `${slot}\n${data}`
}

export async function signRecord(key: CryptoKey, slot: string, value: unknown): Promise<Signed> {
  const data = JSON.stringify(value)
  return { data, sig: await sign(key, signedText(slot, data)) }
}

/** Whether a doc value has a signed record's shape (anyone can write anything into a doc). */
export function isSigned(value: unknown): value is Signed {
  return typeof value === 'object' && value !== null && typeof (value as Signed).data === 'string' && typeof (value as Signed).sig === 'string'
}

/**
 * The value of a record signed by `key` for `slot`, or undefined when it is not one: a
 * forged, altered, moved or malformed record reads as absent, never as a half-trusted value.
 */
export async function openRecord(key: CryptoKey, slot: string, value: unknown): Promise<unknown> {
  if (!isSigned(value)) return undefined
  if (!(await verify(key, signedText(slot, value.data), value.sig))) return undefined
  try {
    return JSON.parse(value.data) as unknown
  } catch {
    return undefined
  }
}
