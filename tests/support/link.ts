import * as Y from 'yjs'
import type { Command, PowerId } from '@/domain'
import { openDatabase, type SupremacyDatabase } from '@/persistence/database'
import { GameRepository } from '@/persistence/game-repository'
import { GameSession } from '@/session/game-session'
import { inviteOf, newDeviceKeys, newLink, sessionPort, TableGuest, TableHost, type DeviceKeys, type RoomInvite } from '@/link'
import type { BindingRecord } from '@/link'
import { standardStart } from './games'

/**
 * Two docs joined as y-webrtc would join them: each update of one is applied to the other. A
 * paused relay holds what it would send (a phone asleep or out of range) until it resumes.
 */
export function relay(a: Y.Doc, b: Y.Doc) {
  let paused = false
  const send = (to: Y.Doc, tag: string) => (update: Uint8Array, origin: unknown) => {
    if (origin === tag || paused) return
    Y.applyUpdate(to, update, tag)
  }
  const toB = send(b, 'relay-from-a')
  const toA = send(a, 'relay-from-b')
  a.on('update', (u: Uint8Array, o: unknown) => (o === 'relay-from-b' ? undefined : toB(u, o)))
  b.on('update', (u: Uint8Array, o: unknown) => (o === 'relay-from-a' ? undefined : toA(u, o)))
  return {
    pause() {
      paused = true
    },
    /** Back in range: the two sync their whole states (Yjs sends each what the other lacks). */
    resume() {
      paused = false
      Y.applyUpdate(b, Y.encodeStateAsUpdate(a, Y.encodeStateVector(b)), 'relay-from-a')
      Y.applyUpdate(a, Y.encodeStateAsUpdate(b, Y.encodeStateVector(a)), 'relay-from-b')
    },
  }
}

let counter = 0
const opened: SupremacyDatabase[] = []

const working: { idle(): Promise<void> }[] = []

export function closeDatabases(): void {
  for (const db of opened.splice(0)) db.close()
  working.length = 0
}

/** Watches a host or guest for `settle`. */
export function watch<T extends { idle(): Promise<void> }>(party: T): T {
  working.push(party)
  return party
}

/**
 * Lets every host's and guest's queued work (WebCrypto runs off the main thread, so a few ticks
 * are not enough) run to its end, and what it wrote reach the other docs and run too.
 */
export async function settle(rounds = 4): Promise<void> {
  for (let i = 0; i < rounds; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1))
    for (const party of working) await party.idle()
  }
}

export interface Phone {
  doc: Y.Doc
  device: DeviceKeys
  guest: TableGuest
  link: ReturnType<typeof relay>
}

/** A guided game on a real session over fake-indexeddb, its tablet hosting, and phones joined to it. */
export async function table(powers: PowerId[] = ['usa', 'ussr', 'europe'], devices: BindingRecord[] = []) {
  counter += 1
  const db = openDatabase(`link-${counter}-${Math.random()}`)
  opened.push(db)
  const repository = new GameRepository(db)
  const started = await GameSession.start({ repository }, { ...standardStart(powers), guided: true })
  if (!started.ok) throw new Error(started.refusal.message)
  const session = started.session
  const record = await newLink('g1')
  const invite: RoomInvite = await inviteOf(record)
  const doc = new Y.Doc()
  const host = watch(await TableHost.open(doc, sessionPort(session), { ...record, devices }))
  async function phone(): Promise<Phone> {
    const phoneDoc = new Y.Doc()
    const link = relay(doc, phoneDoc)
    Y.applyUpdate(phoneDoc, Y.encodeStateAsUpdate(doc), 'relay-from-a')
    const device = await newDeviceKeys()
    const guest = watch(await TableGuest.open(phoneDoc, invite, device))
    return { doc: phoneDoc, device, guest, link }
  }
  return { db, repository, session, record, invite, doc, host, phone }
}

/** A phone joined to `seat` (the join decided and the binding back on the phone). */
export async function joined(t: Awaited<ReturnType<typeof table>>, seat: PowerId, name = `${seat} phone`): Promise<Phone> {
  const p = await t.phone()
  await p.guest.join(seat, name)
  await settle()
  return p
}

/** Plays the session to the next blind bid (Stage 1 paid, production collected), refusals thrown. */
export async function toBids(session: GameSession): Promise<void> {
  const must = async (command: Parameters<GameSession['dispatch']>[0]) => {
    const done = await session.dispatch(command)
    if (!done.ok) throw new Error(done.refusal.message)
  }
  for (let guard = 0; guard < 20 && session.state.play?.step !== 'bid'; guard += 1) {
    const play = session.state.play!
    if (play.stage === 1) {
      for (const id of session.state.order) if (!play.done.includes(id)) await must({ kind: 'settleStage1', power: id })
      await must({ kind: 'advancePlay' })
    } else if (play.stage === 2) {
      await must({ kind: 'collectProduction' })
      await must({ kind: 'advancePlay' })
    } else await must({ kind: 'advancePlay' })
  }
}

/** `phone` asks the tablet for `command` and the link settles: the request's id, or '' when the phone sent nothing. */
export async function requested(phone: Phone, command: Command): Promise<string> {
  const sent = await phone.guest.request(command)
  await settle()
  return 'id' in sent ? sent.id : ''
}
