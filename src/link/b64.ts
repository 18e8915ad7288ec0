/**
 * base64url without padding: what invites, keys, signatures and sealed bids are written in, so
 * they fit a URL fragment and a Y.Doc's JSON as they are.
 */
export function toB64(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)
  let text = ''
  for (const byte of view) text += String.fromCharCode(byte)
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** The bytes of a base64url text; throws on anything else (callers say what was wrong). */
export function fromB64(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('not base64url')
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4)
  const raw = atob(padded)
  const bytes = new Uint8Array(raw.length)
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i)
  return bytes
}

export function textToB64(text: string): string {
  return toB64(new TextEncoder().encode(text))
}

export function b64ToText(b64: string): string {
  return new TextDecoder('utf-8', { fatal: true }).decode(fromB64(b64))
}

/** `count` random bytes in base64url: room names, room keys, intent ids. */
export function randomId(count = 16): string {
  return toB64(crypto.getRandomValues(new Uint8Array(count)))
}
