import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import { foldEntries, POWER_IDS, type Command, type PowerId } from '@/domain'
import { secretsPending } from '@/link'
import { randomId } from '@/link/b64'
import { linkMaps, slot } from '@/link/doc'
import { newDeviceKeys } from '@/link'
import { signRecord } from '@/link/signed'
import { closeDatabases, joined, settle, table, toBids, type Phone } from '../support/link'

afterEach(closeDatabases)

const seat = fc.constantFrom(...POWER_IDS, 'bank', 'nobody')
const command: fc.Arbitrary<unknown> = fc.oneof(
  fc.record({ kind: fc.constant('transferMoney'), from: seat, to: seat, amount: fc.integer({ min: -100, max: 20000 }), purpose: fc.constant('deal') }),
  fc.record({ kind: fc.constant('sellCompany'), seller: seat, buyer: seat, companyId: fc.string(), price: fc.integer({ min: 0, max: 100 }) }),
  fc.record({ kind: fc.constantFrom('takeLoan', 'placeBid', 'revealBids', 'advancePlay', 'correctCash'), power: seat, amount: fc.nat(), bid: fc.boolean() }),
  fc.anything(),
)

/** One thing a phone (honest, forging, removed, or a stranger) writes into its doc. */
const act = fc.oneof(
  fc.record({ type: fc.constant('request' as const), phone: fc.nat(1), command }),
  fc.record({ type: fc.constant('bid' as const), phone: fc.nat(1), yes: fc.boolean() }),
  fc.record({ type: fc.constant('forged' as const), phone: fc.nat(1), seat, command }),
  fc.record({ type: fc.constant('wrong-seat' as const), phone: fc.nat(1), seat, command }),
  fc.record({ type: fc.constant('stranger' as const), phone: fc.nat(1), seat, command }),
  fc.record({ type: fc.constant('remove' as const), phone: fc.nat(1) }),
  fc.record({ type: fc.constant('pay' as const), phone: fc.nat(1), amount: fc.integer({ min: 1, max: 500 }) }),
  fc.record({ type: fc.constant('forged-pay' as const), phone: fc.nat(1), amount: fc.integer({ min: 1, max: 500 }) }),
  fc.record({ type: fc.constant('garbage' as const), phone: fc.nat(1), map: fc.constantFrom('intents', 'joins', 'log', 'table', 'replies', 'bindings'), key: fc.string(), value: fc.jsonValue() }),
)

type Act = typeof act extends fc.Arbitrary<infer T> ? T : never

async function write(p: Phone, a: Act) {
  const maps = linkMaps(p.doc)
  const intent = (seatId: unknown, device = p.device.id) => ({ id: randomId(9), device, seat: seatId, kind: 'request', at: '', command: 'command' in a ? a.command : undefined })
  if (a.type === 'request') return p.guest.request(a.command as Command)
  if (a.type === 'pay') return p.guest.request({ kind: 'transferMoney', from: p.guest.seat() as never, to: 'europe', amount: a.amount, purpose: 'deal' })
  if (a.type === 'bid') await p.guest.bid(a.yes)
  else if (a.type === 'forged') {
    const other = await newDeviceKeys()
    const i = intent(p.guest.seat())
    maps.intents.set(i.id, await signRecord(other.pair.privateKey, slot.intent(i.id), i))
  } else if (a.type === 'forged-pay') {
    // A payment the rules accept, for the phone's own seat and naming its device, signed by another key.
    const other = await newDeviceKeys()
    const i = { ...intent(p.guest.seat()), command: { kind: 'transferMoney', from: p.guest.seat(), to: 'europe', amount: a.amount, purpose: 'deal' } }
    maps.intents.set(i.id, await signRecord(other.pair.privateKey, slot.intent(i.id), i))
  } else if (a.type === 'wrong-seat') {
    const i = intent(a.seat)
    maps.intents.set(i.id, await signRecord(p.device.pair.privateKey, slot.intent(i.id), i))
  } else if (a.type === 'stranger') {
    const other = await newDeviceKeys()
    const i = intent(a.seat, other.id)
    maps.intents.set(i.id, await signRecord(other.pair.privateKey, slot.intent(i.id), i))
  } else if (a.type === 'garbage') {
    ;(maps[a.map] as unknown as { set(k: string, v: unknown): void }).set(a.key, a.value)
  }
}

describe('Properties of the intent path', () => {
  it('(1) random intents from random seats and devices never change the log unless the tablet accepts them', async () => {
    let acceptedRuns = 0
    await fc.assert(
      fc.asyncProperty(fc.array(act, { maxLength: 12 }), fc.array(fc.boolean(), { maxLength: 12 }), async (acts, accepts) => {
        const t = await table()
        const phones = [await joined(t, 'usa'), await joined(t, 'ussr')]
        await toBids(t.session)
        await settle()
        const head = t.session.headSeq
        // Intents a bound phone signed for its own seat before any removal: the only ones the banker may see.
        const honest = new Set<string>()
        const removedPhones = new Set<number>()
        for (const a of acts) {
          const p = phones[a.phone]!
          if (a.type === 'remove') {
            removedPhones.add(a.phone)
            await t.host.remove(p.device.id)
          } else {
            const sent = await write(p, a)
            if (sent && 'id' in sent && !removedPhones.has(a.phone)) honest.add(sent.id)
          }
          await settle(1)
        }
        await settle()
        expect(t.session.headSeq).toBe(head)
        expect(await t.repository.headSeq('g1')).toBe(head)
        // Only what the banker accepts is written, one entry each, the command the phone sent.
        for (const request of t.host.requests()) {
          expect(honest.has(request.id)).toBe(true)
          expect(request.seat).toBe(['usa', 'ussr'][phones.findIndex((p) => p.device.id === request.device)])
        }
        const accepted: unknown[] = []
        for (const [i, request] of t.host.requests().entries()) {
          // Declined ones stay waiting: nothing is written for them.
          if (accepts[i] === false) continue
          const result = await t.host.accept(request.id)
          if (result.ok) accepted.push(request.command)
        }
        const after = await t.repository.log('g1')
        expect(after.slice(head).map((e) => e.command)).toEqual(accepted)
        acceptedRuns += accepted.length > 0 ? 1 : 0
      }),
      // An honest payment the banker accepts, beside a forged one, as a fixed case: 15 random runs
      // alone sometimes accept nothing (CI once drew such a seed), and the check below needs one.
      { numRuns: 15, examples: [[[{ type: 'pay', phone: 0, amount: 100 }, { type: 'forged-pay', phone: 1, amount: 200 }], [true, true]]] },
    )
    // The property is not vacuous: some runs wrote what the banker accepted.
    expect(acceptedRuns).toBeGreaterThan(0)
  }, 120_000)
})

/** A tablet tap: a command of the guided game (many refused, as taps at the wrong time are), an undo or a redo. */
const tap = fc.oneof(
  fc.record({ kind: fc.constant('settleStage1' as const), power: fc.constantFrom<PowerId>('usa', 'ussr', 'europe') }),
  fc.constant({ kind: 'advancePlay' as const }),
  fc.constant({ kind: 'collectProduction' as const }),
  // Weighted: bids are where the secrets are.
  { arbitrary: fc.record({ kind: fc.constant('placeBid' as const), power: fc.constantFrom<PowerId>('usa', 'ussr', 'europe'), bid: fc.boolean() }), weight: 4 },
  fc.constant({ kind: 'revealBids' as const }),
  fc.record({ kind: fc.constant('transferMoney' as const), from: fc.constantFrom<PowerId>('usa', 'ussr'), to: fc.constant<PowerId>('europe'), amount: fc.integer({ min: 1, max: 50 }), purpose: fc.constant('deal' as const) }),
  fc.constant({ kind: 'undo' as const }),
  fc.constant({ kind: 'redo' as const }),
  fc.record({ kind: fc.constant('undoTo' as const), back: fc.nat(5) }),
  fc.record({ kind: fc.constant('offline' as const), phone: fc.nat(1), away: fc.boolean() }),
)

describe('Properties of the published log', () => {
  it('(2) sealed bids never appear in any phone’s view before the reveal', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.record({ phone: fc.nat(1), yes: fc.boolean() }), { minLength: 1, maxLength: 5 }), fc.boolean(), fc.boolean(), async (bids, europe, withdrawn) => {
        const t = await table()
        const phones = [await joined(t, 'usa'), await joined(t, 'ussr')]
        await toBids(t.session)
        if (withdrawn) {
          await t.session.dispatch({ kind: 'placeBid', power: 'europe', bid: !europe })
          await t.session.undo()
        }
        await t.session.dispatch({ kind: 'placeBid', power: 'europe', bid: europe })
        await settle()
        for (const b of bids) expect(await phones[b.phone]!.guest.bid(b.yes)).toHaveProperty('id')
        await settle()
        for (const p of phones) {
          const seen = JSON.stringify(p.doc.toJSON())
          expect(seen).not.toMatch(/placeBid/)
          expect(seen).not.toMatch(/\\"bid\\":(true|false)/)
          expect(p.guest.fold()?.state.play?.bids).toEqual({})
          expect(p.guest.entries().some((e) => e.command.kind === 'placeBid')).toBe(false)
        }
        const missing = new Set(['usa', 'ussr'].filter((_, i) => !bids.some((b) => b.phone === i)))
        const revealed = await t.host.revealWithPhoneBids()
        expect(revealed.ok).toBe(missing.size === 0)
        await settle()
        if (revealed.ok) {
          for (const p of phones) expect(p.guest.fold()?.state).toEqual(t.session.state)
          const last = (i: number) => bids.filter((b) => b.phone === i).at(-1)!.yes
          expect(t.session.state.play?.sequence.length).toBe([last(0), last(1), europe].filter(Boolean).length)
        }
      }),
      { numRuns: 12 },
    )
  }, 120_000)

  it('(3) what a phone folds equals the tablet’s fold up to the published head, the newest seq without a secret', async () => {
    const secretRuns = new Set<unknown>()
    await fc.assert(
      fc.asyncProperty(fc.array(tap, { minLength: 4, maxLength: 30 }), fc.boolean(), async (taps, fromBids) => {
        const t = await table()
        const phones = [await joined(t, 'usa'), await joined(t, 'ussr')]
        if (fromBids) await toBids(t.session)
        for (const a of taps) {
          if (a.kind === 'offline') {
            if (a.away) phones[a.phone]!.link.pause()
            else phones[a.phone]!.link.resume()
          } else if (a.kind === 'undo') await t.session.undo()
          else if (a.kind === 'redo') await t.session.redo()
          else if (a.kind === 'undoTo') {
            const target = t.session.applied.at(-1 - a.back)
            if (target !== undefined && target > 1) await t.session.undoTo(target)
          } else await t.session.dispatch(a)
          if (secretsPending(t.session.state)) secretRuns.add(taps)
          await settle(1)
        }
        for (const p of phones) p.link.resume()
        await settle()
        const log = await t.repository.log('g1')
        let published = 0
        for (let seq = 1; seq <= log.length; seq += 1) if (!secretsPending(foldEntries(log.slice(0, seq)).state)) published = seq
        for (const p of phones) {
          expect(p.guest.fold()).toEqual(foldEntries(log.slice(0, published)))
        }
      }),
      // A bid placed while one phone is away, as a fixed case, so a secret is always held back in some run.
      {
        numRuns: 16,
        examples: [[[{ kind: 'offline', phone: 1, away: true }, { kind: 'placeBid', power: 'usa', bid: true }, { kind: 'placeBid', power: 'ussr', bid: false }, { kind: 'revealBids' }], true]],
      },
    )
    // Not vacuous: some runs held a secret back on the way.
    expect(secretRuns.size).toBeGreaterThan(0)
  }, 180_000)
})
