import { fromB64, toB64 } from './b64'

/**
 * The table link's cryptography, all WebCrypto: ECDSA P-256 signatures (the tablet's writer key,
 * each phone's device key) and ECDH P-256 + AES-GCM sealing (a phone's bid, to the tablet's seal
 * key). Private keys are made non-extractable: stored by structured clone, never as bytes.
 */
const SIGN = { name: 'ECDSA', namedCurve: 'P-256' } as const
const SIGN_WITH = { name: 'ECDSA', hash: 'SHA-256' } as const
const AGREE = { name: 'ECDH', namedCurve: 'P-256' } as const

const subtle = () => globalThis.crypto.subtle

export function newSigningKeys(): Promise<CryptoKeyPair> {
  return subtle().generateKey(SIGN, false, ['sign', 'verify'])
}

export function newSealKeys(): Promise<CryptoKeyPair> {
  return subtle().generateKey(AGREE, false, ['deriveKey'])
}

/** A public key as base64url of its raw point: what invites and the doc carry. */
export async function publicKeyText(key: CryptoKey): Promise<string> {
  return toB64(await subtle().exportKey('raw', key))
}

/** A signing public key from its text, or undefined when it is not one (a phone's doc is anything). */
export async function verifyKeyFrom(text: string): Promise<CryptoKey | undefined> {
  try {
    return await subtle().importKey('raw', fromB64(text), SIGN, true, ['verify'])
  } catch {
    return undefined
  }
}

export async function sign(key: CryptoKey, text: string): Promise<string> {
  return toB64(await subtle().sign(SIGN_WITH, key, new TextEncoder().encode(text)))
}

/** False for any signature that is not this key's over this text, malformed ones included. */
export async function verify(key: CryptoKey, text: string, signature: string): Promise<boolean> {
  try {
    return await subtle().verify(SIGN_WITH, key, fromB64(signature), new TextEncoder().encode(text))
  } catch {
    return false
  }
}

/** A device's id: the first 16 characters of base64url SHA-256 of its raw public key. */
export async function deviceIdOf(publicKey: string): Promise<string> {
  return toB64(await subtle().digest('SHA-256', fromB64(publicKey))).slice(0, 16)
}

/** A sealed value: an ephemeral ECDH public key, the AES-GCM nonce and the ciphertext. */
export interface Sealed {
  epk: string
  iv: string
  ct: string
}

async function aesKey(privateKey: CryptoKey, publicKey: CryptoKey, use: KeyUsage): Promise<CryptoKey> {
  return subtle().deriveKey({ name: 'ECDH', public: publicKey }, privateKey, { name: 'AES-GCM', length: 256 }, false, [use])
}

/**
 * Seals `value` (as JSON) to the holder of `sealKey`'s private half (ECDH-ES: a fresh key pair per
 * seal, so two equal bids never look alike and the phone keeps nothing that opens it).
 */
export async function seal(sealKey: string, value: unknown): Promise<Sealed> {
  const recipient = await subtle().importKey('raw', fromB64(sealKey), AGREE, true, [])
  const ephemeral = (await subtle().generateKey(AGREE, true, ['deriveKey']))
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const key = await aesKey(ephemeral.privateKey, recipient, 'encrypt')
  const ct = await subtle().encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(JSON.stringify(value)))
  return { epk: await publicKeyText(ephemeral.publicKey), iv: toB64(iv), ct: toB64(ct) }
}

/** The value sealed to `sealPrivate`, or undefined when it does not open (tampered, another key's, malformed). */
export async function unseal(sealPrivate: CryptoKey, sealed: unknown): Promise<unknown> {
  try {
    const s = sealed as Sealed
    const epk = await subtle().importKey('raw', fromB64(s.epk), AGREE, true, [])
    const key = await aesKey(sealPrivate, epk, 'decrypt')
    const plain = await subtle().decrypt({ name: 'AES-GCM', iv: fromB64(s.iv) }, key, fromB64(s.ct))
    return JSON.parse(new TextDecoder().decode(plain)) as unknown
  } catch {
    return undefined
  }
}
