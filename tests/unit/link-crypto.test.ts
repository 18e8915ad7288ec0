import { describe, expect, it } from 'vitest'
import { fromB64, toB64 } from '@/link/b64'
import { inviteToken, isInvite, newInvite, parseInviteToken } from '@/link/invite'
import { deviceIdOf, newSealKeys, newSigningKeys, publicKeyText, seal, sign, unseal, verify, verifyKeyFrom } from '@/link/keys'
import { openRecord, signRecord } from '@/link/signed'

describe('base64url', () => {
  it('round-trips bytes with no padding and no + or /', () => {
    const bytes = new Uint8Array([251, 255, 254, 0, 1, 62, 63])
    const text = toB64(bytes)
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/)
    expect([...fromB64(text)]).toEqual([...bytes])
    expect(() => fromB64('a+b/')).toThrow()
  })
})

describe('invites', () => {
  it('a token holds the room, its key and the writer key, and nothing of the game', () => {
    const invite = newInvite('d3JpdGVy')
    expect(invite.room).toHaveLength(22)
    expect(invite.key).toHaveLength(22)
    expect(invite.room).not.toBe(invite.key)
    expect(parseInviteToken(inviteToken(invite))).toEqual(invite)
  })

  it('a damaged or foreign token is refused with the words what to do', () => {
    expect(parseInviteToken('')).toEqual({ problem: 'The invitation link is empty. Scan the code on the banker’s tablet again.', say: { key: 'inviteEmpty' } })
    expect(parseInviteToken('not a token!')).toMatchObject({ problem: expect.stringContaining('cut off') as string })
    expect(parseInviteToken(toB64(new TextEncoder().encode('{"v":2}')))).toMatchObject({ problem: expect.stringContaining('another version') as string })
    expect(parseInviteToken(toB64(new TextEncoder().encode('{"v":1,"room":"a","key":"b"}')))).toMatchObject({ problem: expect.stringContaining('damaged') as string })
    expect(isInvite(parseInviteToken('x'))).toBe(false)
  })
})

describe('keys, signatures and seals', () => {
  it('a signature verifies with its key only, over its text only', async () => {
    const a = await newSigningKeys()
    const b = await newSigningKeys()
    const sig = await sign(a.privateKey, 'hello')
    expect(await verify(a.publicKey, 'hello', sig)).toBe(true)
    expect(await verify(a.publicKey, 'hellO', sig)).toBe(false)
    expect(await verify(b.publicKey, 'hello', sig)).toBe(false)
    expect(await verify(a.publicKey, 'hello', 'garbage!')).toBe(false)
    const imported = await verifyKeyFrom(await publicKeyText(a.publicKey))
    expect(await verify(imported!, 'hello', sig)).toBe(true)
    expect(await verifyKeyFrom('AAAA')).toBeUndefined()
  })

  it('private keys cannot be read out', async () => {
    const a = await newSigningKeys()
    expect(a.privateKey.extractable).toBe(false)
    expect((await newSealKeys()).privateKey.extractable).toBe(false)
  })

  it('a device id is 16 characters of the SHA-256 of its public key', async () => {
    const key = await publicKeyText((await newSigningKeys()).publicKey)
    const id = await deviceIdOf(key)
    expect(id).toMatch(/^[A-Za-z0-9_-]{16}$/)
    expect(await deviceIdOf(key)).toBe(id)
  })

  it('a sealed value opens with the seal private key only; two equal seals differ', async () => {
    const tablet = await newSealKeys()
    const other = await newSealKeys()
    const to = await publicKeyText(tablet.publicKey)
    const one = await seal(to, { bid: true })
    const two = await seal(to, { bid: true })
    expect(one.ct).not.toBe(two.ct)
    expect(JSON.stringify(one)).not.toContain('true')
    expect(await unseal(tablet.privateKey, one)).toEqual({ bid: true })
    expect(await unseal(other.privateKey, one)).toBeUndefined()
    expect(await unseal(tablet.privateKey, { ...one, ct: two.ct })).toBeUndefined()
    expect(await unseal(tablet.privateKey, 'nonsense')).toBeUndefined()
  })

  it('a signed record opens only in its own slot and unaltered', async () => {
    const k = await newSigningKeys()
    const record = await signRecord(k.privateKey, 'table:head', { head: 3 })
    expect(await openRecord(k.publicKey, 'table:head', record)).toEqual({ head: 3 })
    expect(await openRecord(k.publicKey, 'table:base', record)).toBeUndefined()
    expect(await openRecord(k.publicKey, 'table:head', { ...record, data: '{"head":4}' })).toBeUndefined()
    expect(await openRecord(k.publicKey, 'table:head', 'x')).toBeUndefined()
  })
})
