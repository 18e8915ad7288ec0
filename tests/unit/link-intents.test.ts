import { describe, expect, it } from 'vitest'
import type { BindingRecord, JoinRequest } from '@/link/doc'
import { decideJoin, listDevices, removed } from '@/link/devices'
import { decideIntent } from '@/link/intents'
import { seatsOf } from '@/link/seats'
import { said, type LINK_SAYINGS, type LinkValue } from '@/link/sayings'
import { guidedAtBids, guidedGame } from '../support/guided'

const sealed = { epk: 'a', iv: 'b', ct: 'c' }
const bound = (seat: string, device = `dev-${seat}`): BindingRecord => ({ device, publicKey: 'k', seat, name: `${seat} phone`, status: 'bound', message: '' })

describe('decideJoin: first come, first served per seat', () => {
  const seats = seatsOf(guidedGame().state)
  const ask = (device: string, seat: string): JoinRequest => ({ device, publicKey: 'k', seat, name: ' Ana ', at: '' })

  it('binds a free seat, refuses a taken one with the words why, and a seat not in the game', () => {
    const bindings = new Map<string, BindingRecord>()
    const first = decideJoin(ask('a', 'usa'), bindings, seats)
    expect(first).toMatchObject({ status: 'bound', seat: 'usa', name: 'Ana', message: 'This phone is joined as USA.' })
    bindings.set('a', first)
    expect(decideJoin(ask('b', 'usa'), bindings, seats)).toMatchObject({ status: 'refused', message: 'USA is already joined on another phone (Ana). The banker can remove that phone first.' })
    expect(decideJoin(ask('b', 'china'), bindings, seats)).toMatchObject({ status: 'refused', message: 'There is no seat “china” in this game. Pick one of USA, USSR, Europe.' })
  })

  it('a bound phone moves to a free seat, keeps its own when the other is taken; a removed phone stays removed', () => {
    const bindings = new Map([
      ['a', bound('usa', 'a')],
      ['b', bound('ussr', 'b')],
    ])
    expect(decideJoin(ask('a', 'europe'), bindings, seats)).toMatchObject({ status: 'bound', seat: 'europe' })
    expect(decideJoin(ask('a', 'ussr'), bindings, seats)).toMatchObject({ status: 'bound', seat: 'usa', message: expect.stringContaining('USSR is already joined') as string })
    bindings.set('a', removed(bindings.get('a')!))
    expect(decideJoin(ask('a', 'europe'), bindings, seats)).toMatchObject({ status: 'removed' })
    expect(listDevices(bindings, new Set(['b']))).toEqual([
      { id: 'a', seat: 'usa', name: 'usa phone', connected: false, removed: true },
      { id: 'b', seat: 'ussr', name: 'ussr phone', connected: true, removed: false },
    ])
  })
})

describe('decideIntent', () => {
  const g = guidedAtBids()
  const state = g.state
  const seats = seatsOf(state)
  const bid = { id: 'i1', device: 'dev-usa', seat: 'usa', kind: 'bid', at: '', round: { cycle: 1, stage: 3 }, sealed }
  const pay = { id: 'i2', device: 'dev-usa', seat: 'usa', kind: 'request', at: '', command: { kind: 'transferMoney', from: 'usa', to: 'ussr', amount: 100, purpose: 'deal' } }

  it('keeps a sealed bid of the open round, and queues a requestable command of the phone’s own seat', () => {
    expect(decideIntent(bid, true, bound('usa'), state, seats)).toEqual({ kind: 'seal', seat: 'usa', round: { cycle: 1, stage: 3 } })
    expect(decideIntent(pay, true, bound('usa'), state, seats)).toMatchObject({ kind: 'request', seat: 'usa', command: pay.command })
  })

  it.each([
    ['malformed', 'nonsense', true, bound('usa'), 'The tablet did not understand what this phone sent. Update the app on this phone.'],
    ['unknown device', bid, true, undefined, 'This phone has not joined a seat at this table. Pick your seat first.'],
    ['forged signature', bid, false, bound('usa'), 'This message is not signed by the phone it names, so the tablet ignored it.'],
    ['removed device', bid, true, removed(bound('usa')), 'The banker removed this phone from the table.'],
    ['another seat', { ...bid, seat: 'ussr' }, true, bound('usa'), 'This phone is joined as USA; it cannot act for USSR.'],
    ['another seat’s payment', { ...pay, command: { ...pay.command, from: 'ussr' } }, true, bound('usa'), 'This phone is joined as USA; it cannot pay or sell for USSR.'],
    ['not requestable', { ...pay, command: { kind: 'takeLoan', power: 'usa', amount: 1000 } }, true, bound('usa'), 'From a phone you can ask for a payment or a sale; the banker enters everything else on the tablet.'],
    ['a request without a command', { ...pay, command: 7 }, true, bound('usa'), 'The tablet did not understand what this phone sent. Update the app on this phone.'],
    ['an old round', { ...bid, round: { cycle: 1, stage: 4 } }, true, bound('usa'), 'This bid was for Stage 4 of cycle 1; the bids open now are for Stage 3 of cycle 1. Bid again.'],
    ['a bid without a seal', { ...bid, sealed: 'x' }, true, bound('usa'), 'The tablet did not understand what this phone sent. Update the app on this phone.'],
  ])('refuses %s with plain words', (_, intent, verified, binding, message) => {
    const decision = decideIntent(intent, verified, binding, state, seats)
    expect(decision).toMatchObject({ kind: 'refuse', message })
    // The same sentence as a saying a phone words in its reader's language.
    const say = (decision as { say?: { key: keyof typeof LINK_SAYINGS; values?: Record<string, LinkValue> } }).say
    expect(say && said(say.key, say.values).message).toBe(message)
  })

  it('refuses what the rules refuse, in the rules’ words, and a bid when none is due or already entered', () => {
    const tooMuch = { ...pay, command: { ...pay.command, amount: 999999 } }
    expect(decideIntent(tooMuch, true, bound('usa'), state, seats)).toMatchObject({ kind: 'refuse', message: expect.stringMatching(/USA/) as string })
    // The rules' phrase travels as plain JSON, so the phone writes the refusal in its reader's language.
    const phrase = (decideIntent(tooMuch, true, bound('usa'), state, seats) as { phrase?: unknown }).phrase
    expect(JSON.parse(JSON.stringify(phrase ?? null))).toMatchObject({ area: expect.any(String) as string, key: expect.any(String) as string })
    const entered = guidedAtBids()
    entered.do({ kind: 'placeBid', power: 'usa', bid: false })
    expect(decideIntent(bid, true, bound('usa'), entered.state, seats)).toMatchObject({ kind: 'refuse', message: 'USA’s bid was already entered on the tablet.', say: { key: 'bidEntered', values: { mine: { seat: 'usa', name: 'USA' } } } })
    expect(decideIntent(bid, true, bound('usa'), guidedGame().state, seats)).toEqual({ kind: 'refuse', message: 'No bid is due now: the bids of this stage are closed.', say: { key: 'bidsClosed' } })
  })
})
