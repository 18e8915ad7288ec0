import * as Y from 'yjs'
import { afterEach, describe, expect, it } from 'vitest'
import { GameSession } from '@/session/game-session'
import { newDeviceKeys, sessionPort, TableHost, type BindingRecord } from '@/link'
import { linkMaps, slot } from '@/link/doc'
import { signRecord } from '@/link/signed'
import { closeDatabases, joined, relay, requested, settle, table, toBids, watch } from '../support/link'

afterEach(closeDatabases)

describe('A reloaded tablet reopens the room', () => {
  it('with its devices from the links table; the phones sync it back and go on, answered requests stay answered', async () => {
    const t = await table()
    const usa = await joined(t, 'usa')
    await t.host.accept(await requested(usa, { kind: 'transferMoney', from: 'usa', to: 'ussr', amount: 100, purpose: 'deal' }))
    await toBids(t.session)
    await settle()
    await usa.guest.bid(true)
    await settle()
    const devices: BindingRecord[] = t.host.devices().map((d) => ({ device: d.id, publicKey: usa.device.publicKey, seat: d.seat, name: d.name, status: 'bound', message: '' }))
    t.host.close()
    usa.link.pause()

    // The page reloads: a new session from storage, a new empty doc, the same keys.
    const session = await GameSession.open({ repository: t.repository }, 'g1')
    const doc = new Y.Doc()
    const host = watch(await TableHost.open(doc, sessionPort(session), { ...t.record, devices }))
    const back = relay(doc, usa.doc)
    back.resume()
    await settle(10)
    expect(host.devices()).toMatchObject([{ seat: 'usa', removed: false }])
    expect(host.requests()).toEqual([])
    expect(host.bidsIn()).toEqual(['usa'])
    expect(usa.guest.replies().map((r) => r.status).sort()).toEqual(['accepted', 'sealed'])
    await session.dispatch({ kind: 'placeBid', power: 'ussr', bid: false })
    await session.dispatch({ kind: 'placeBid', power: 'europe', bid: false })
    const revealed = await host.revealWithPhoneBids()
    expect(revealed.ok).toBe(true)
    await settle(10)
    expect(usa.guest.fold()?.state).toEqual(session.state)
    expect(session.state.play?.sequence).toEqual(['usa'])
    // The payment accepted before the reload was not asked again.
    expect((await t.repository.log('g1')).filter((e) => e.command.kind === 'transferMoney')).toHaveLength(1)
  })

  it('a phone that replays an older signed head does not move the phones back; the tablet puts its own back', async () => {
    const t = await table()
    const usa = await joined(t, 'usa')
    const old = usa.doc.getMap('table').get('head')
    await t.session.dispatch({ kind: 'settleStage1', power: 'usa' })
    await settle()
    // Written while out of the tablet's reach, so only the phone's own guard keeps it at its head.
    usa.link.pause()
    usa.doc.getMap('table').set('head', old)
    await settle()
    expect(usa.guest.fold()?.headSeq).toBe(2)
    usa.link.resume()
    await settle()
    expect(JSON.stringify(t.doc.getMap('table').get('head'))).not.toBe(JSON.stringify(old))
    expect(JSON.stringify(usa.doc.getMap('table').get('head'))).toBe(JSON.stringify(t.doc.getMap('table').get('head')))
  })

  it('records a phone signs with its own key in the tablet’s place are not shown by any phone', async () => {
    const t = await table()
    const usa = await joined(t, 'usa')
    const ussr = await joined(t, 'ussr')
    usa.link.pause()
    const forger = await newDeviceKeys()
    const fake = { ...t.session.currentFold, headSeq: 2 }
    fake.state = { ...fake.state, accounts: { ...fake.state.accounts, usa: 999999 } }
    const table_ = linkMaps(usa.doc).table
    table_.set('base', await signRecord(forger.pair.privateKey, slot.base, { seq: 2, fold: fake }))
    table_.set('head', await signRecord(forger.pair.privateKey, slot.head, { base: 2, head: 2, targets: [] }))
    const binding = { device: usa.device.id, publicKey: usa.device.publicKey, seat: 'ussr', name: 'x', status: 'bound', message: '' }
    linkMaps(usa.doc).bindings.set(usa.device.id, await signRecord(forger.pair.privateKey, slot.binding(usa.device.id), binding))
    await settle()
    expect(usa.guest.fold()?.state.accounts.usa).toBe(t.session.state.accounts.usa)
    expect(usa.guest.seat()).toBe('usa')
    usa.link.resume()
    await settle()
    expect(ussr.guest.fold()?.state).toEqual(t.session.state)
    expect(usa.guest.fold()?.state).toEqual(t.session.state)
  })
})
