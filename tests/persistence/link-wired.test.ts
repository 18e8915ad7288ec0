import { afterEach, describe, expect, it } from 'vitest'
import { closeDatabases, joined, requested, settle, table, toBids } from '../support/link'

afterEach(closeDatabases)

describe('A tablet and two phones wired in-process', () => {
  it('phones fold what the tablet committed, join their seats, and are refused a taken one', async () => {
    const t = await table()
    const usa = await joined(t, 'usa')
    expect(usa.guest.joinStatus()).toMatchObject({ status: 'bound', seat: 'usa' })
    expect(usa.guest.fold()?.state).toEqual(t.session.state)
    const again = await joined(t, 'usa', 'Second phone')
    expect(again.guest.joinStatus()).toMatchObject({ status: 'refused', message: 'USA is already joined on another phone (usa phone). The banker can remove that phone first.' })
    await t.session.dispatch({ kind: 'settleStage1', power: 'usa' })
    await settle()
    expect(usa.guest.fold()?.headSeq).toBe(2)
    expect(usa.guest.fold()?.state).toEqual(t.session.state)
    expect(t.host.devices().map((d) => d.seat)).toEqual(['usa'])
  })
})

describe('Secret bids from the phones', () => {
  it('sealed on the phones, opened only at the reveal, dispatched with it in one batch', async () => {
    const t = await table()
    const usa = await joined(t, 'usa')
    const ussr = await joined(t, 'ussr')
    await toBids(t.session)
    await settle()
    expect(usa.guest.fold()?.state.play?.step).toBe('bid')
    // Europe bids on the tablet, passed round as today: nothing after it is published.
    await t.session.dispatch({ kind: 'placeBid', power: 'europe', bid: true })
    await settle()
    const headBefore = usa.guest.fold()!.headSeq
    expect(headBefore).toBe(t.session.headSeq - 1)
    expect(usa.guest.bidsIn()).toMatchObject({ entered: ['europe'], sealed: [] })
    expect(await usa.guest.bid(true)).toHaveProperty('id')
    expect(await ussr.guest.bid(false)).toHaveProperty('id')
    await settle()
    expect(t.host.bidsIn().sort()).toEqual(['usa', 'ussr'])
    expect(usa.guest.bidsIn()?.sealed.sort()).toEqual(['usa', 'ussr'])
    expect(usa.guest.replies().map((r) => r.status)).toEqual(['sealed'])
    expect(t.session.headSeq).toBe(headBefore + 1)
    const revealed = await t.host.revealWithPhoneBids()
    expect(revealed.ok).toBe(true)
    expect(t.session.log.slice(-3).map((e) => e.command)).toEqual([
      { kind: 'placeBid', power: 'usa', bid: true },
      { kind: 'placeBid', power: 'ussr', bid: false },
      { kind: 'revealBids' },
    ])
    await settle()
    expect(usa.guest.fold()?.state).toEqual(t.session.state)
    expect(ussr.guest.replies().map((r) => r.status)).toEqual(['accepted'])
    expect(t.host.bidsIn()).toEqual([])
  })

  it('a reveal with a seat still missing writes nothing and says who', async () => {
    const t = await table()
    const usa = await joined(t, 'usa')
    await toBids(t.session)
    await settle()
    await usa.guest.bid(true)
    await settle()
    const head = t.session.headSeq
    const revealed = await t.host.revealWithPhoneBids()
    expect(revealed.ok).toBe(false)
    if (!revealed.ok) expect(revealed.refusal.message).toBe('Still waiting for the secret bid of USSR, Europe.')
    expect(t.session.headSeq).toBe(head)
    expect(t.host.bidsIn()).toEqual(['usa'])
  })
})

describe('Requests the banker accepts', () => {
  it('a payment asked on a phone waits for Accept, then goes through the session', async () => {
    const t = await table()
    const usa = await joined(t, 'usa')
    const asked = await requested(usa, { kind: 'transferMoney', from: 'usa', to: 'ussr', amount: 500, purpose: 'deal' })
    expect(t.session.headSeq).toBe(1)
    expect(t.host.requests()).toMatchObject([{ seat: 'usa', deviceName: 'usa phone', command: { kind: 'transferMoney', amount: 500 } }])
    expect(usa.guest.replies()).toMatchObject([{ status: 'pending' }])
    const accepted = await t.host.accept(asked)
    expect(accepted.ok).toBe(true)
    await settle()
    expect(t.session.state.accounts.ussr).toBe(t.session.state.accounts.usa! + 1000)
    expect(usa.guest.replies()).toMatchObject([{ status: 'accepted' }])
    expect(usa.guest.fold()?.state).toEqual(t.session.state)
    expect(t.host.requests()).toEqual([])
  })

  it('a declined request is replied with the reason and writes nothing', async () => {
    const t = await table()
    const usa = await joined(t, 'usa')
    const asked = await requested(usa, { kind: 'sellCompany', seller: 'usa', buyer: 'ussr', companyId: 'x', price: 0 })
    expect(usa.guest.replies()[0]?.status).toBe('refused')
    const pay = await requested(usa, { kind: 'transferMoney', from: 'usa', to: 'ussr', amount: 100, purpose: 'deal' })
    await t.host.decline(pay, 'not agreed')
    await settle()
    expect(usa.guest.replies().find((r) => r.intentId === pay)).toMatchObject({ status: 'declined', message: 'The banker declined it: not agreed' })
    expect(asked).not.toBe('')
    expect(t.session.headSeq).toBe(1)
  })

  it('a forged intent for another seat is refused with plain words to the phone', async () => {
    const t = await table()
    const usa = await joined(t, 'usa')
    const forged = await requested(usa, { kind: 'transferMoney', from: 'ussr', to: 'usa', amount: 1000, purpose: 'deal' })
    expect(usa.guest.replies().find((r) => r.intentId === forged)).toMatchObject({ status: 'refused', message: 'This phone is joined as USA; it cannot pay or sell for USSR.' })
    expect(t.host.requests()).toEqual([])
    expect(t.session.headSeq).toBe(1)
  })
})

describe('Robust', () => {
  it('a phone out of range catches up when it returns, and a removed phone acts no more', async () => {
    const t = await table()
    const usa = await joined(t, 'usa')
    usa.link.pause()
    await t.session.dispatch({ kind: 'settleStage1', power: 'usa' })
    await t.session.dispatch({ kind: 'settleStage1', power: 'ussr' })
    await settle()
    expect(usa.guest.fold()?.headSeq).toBe(1)
    usa.link.resume()
    await settle()
    expect(usa.guest.fold()?.state).toEqual(t.session.state)
    await t.host.remove(usa.device.id)
    await settle()
    expect(usa.guest.joinStatus()).toMatchObject({ status: 'removed' })
    expect(t.host.devices()).toMatchObject([{ seat: 'usa', removed: true }])
  })
})
