import * as Y from 'yjs'
import type { Command } from '@/domain'
import type { BatchResult, DispatchResult, GameSession } from '@/session/game-session'
import { hasCustomSignaling, signalingServers } from '@/session/signaling-settings'
import { openTransport, type LinkTransport } from './transport'
import { LINK_SAYINGS, type LinkSay } from './sayings'
import { inviteOf, inviteToken, isInvite, loadLink, newDeviceKeys, newLink, parseInviteToken, saveLink, seatsOf, sessionPort, TableGuest, TableHost, type DeviceKeys } from './index'

/**
 * The app's side of the table link: the room's transport (transport.ts) joined to the host
 * (host.ts) on the tablet and to the guest (guest.ts) on a phone. It hands the screens plain
 * snapshots (the composables' HostSnapshot and GuestSnapshot) and the few actions they take; the
 * screens never see Yjs, keys or the doc.
 */

/** Why the room did not open: the English, and the saying's key the sheet words it by. */
type Problem = { problem: string; say?: LinkSay }
type Outcome = { ok: true } | { ok: false; message: string }

/** What the tablet's game store lends the link: its session, and its own dispatch (the screens' busy and refusal state). */
export interface TabletGame {
  session(): GameSession | null
  dispatch(command: Command): Promise<DispatchResult>
}

/** Awareness states: the tablet says it writes with `writer`; a phone says which device it is. */
interface Presence {
  role?: 'tablet' | 'phone'
  writer?: string
  device?: string
}

function outcome(result: DispatchResult | BatchResult): Outcome {
  return result.ok ? { ok: true } : { ok: false, message: (result.refusal).message }
}

/**
 * One tab writes a game: the room is hosted only while this tab holds the Web Lock
 * `table-link:<gameId>`. Resolves with the release, or undefined when another tab holds it.
 */
async function hostLock(gameId: string): Promise<(() => void) | undefined> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  if (!locks) return () => undefined
  return new Promise((resolve) => {
    void locks.request(`table-link:${gameId}`, { ifAvailable: true }, (lock) => {
      if (!lock) return resolve(undefined)
      return new Promise<void>((release) => resolve(release))
    })
  })
}

/** Opens the open game's room on this tablet (making its keys and room the first time). */
export async function openHostLink(game: TabletGame) {
  const session = game.session()
  if (!session) return { problem: LINK_SAYINGS.openGameFirst, say: { key: 'openGameFirst' } } satisfies Problem
  const gameId = session.gameId
  const release = await hostLock(gameId)
  if (!release) return { problem: LINK_SAYINGS.otherTabRoom, say: { key: 'otherTabRoom' } } satisfies Problem
  let record = await loadLink(gameId)
  if (!record) record = await newLink(gameId)
  record = { ...record, on: true }
  await saveLink(record)
  const invite = await inviteOf(record)
  const doc = new Y.Doc()
  const port = { ...sessionPort(session), dispatch: (command: Command) => game.dispatch(command) }
  let saved = record
  let host: TableHost
  try {
    host = await TableHost.open(
      doc,
      port,
      { writer: record.writer, seal: record.seal, devices: record.devices },
      {
        saveDevices: async (devices) => {
          saved = { ...saved, devices }
          await saveLink(saved)
        },
      },
    )
  } catch (e) {
    release()
    doc.destroy()
    throw e
  }
  const transport: LinkTransport = openTransport(doc, invite.room, invite.key)
  transport.awareness.setLocalState({ role: 'tablet', writer: invite.writer } satisfies Presence)
  const presence = () => [...transport.awareness.getStates().entries()].filter(([client]) => client !== doc.clientID).map(([, s]) => s as Presence)
  let otherWriter = false
  const listeners = new Set<() => void>()
  const notify = () => listeners.forEach((l) => l())
  const onAwareness = () => {
    const others = presence()
    otherWriter = others.some((p) => p.role === 'tablet' && p.writer !== invite.writer)
    host.setConnected(others.filter((p) => p.role === 'phone' && typeof p.device === 'string').map((p) => p.device!))
  }
  transport.awareness.on('change', onAwareness)
  const offHost = host.subscribe(notify)
  const offTransport = transport.subscribe(() => {
    onAwareness()
    notify()
  })
  // The join address: this app's own address, the invite, and the signaling server when the table set its own.
  const base = `${location.origin}${location.pathname}`
  const link = `${base}#/join/${inviteToken(invite)}${hasCustomSignaling() ? `/${encodeURIComponent(signalingServers().join(' '))}` : ''}`

  return {
    snapshot() {
      const state = session.state
      const seats = seatsOf(state)
      const seatName = (id: string) => seats.find((s) => s.id === id)?.name ?? id
      const status = transport.status
      return {
        link,
        signaling: status.signaling,
        peers: status.peers,
        devices: host
          .devices()
          .filter((d) => !d.removed)
          .map((d) => ({ id: d.id, seat: d.seat, seatName: seatName(d.seat), name: d.name, connected: d.connected })),
        requests: host.requests().map((r) => ({ id: r.id, seat: r.seat, seatName: seatName(r.seat), command: r.command })),
        bidsIn: host.bidsIn(),
        otherWriter,
      }
    },
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    remove(deviceId: string) {
      void host.remove(deviceId)
    },
    async accept(requestId: string) {
      return outcome(await host.accept(requestId))
    },
    decline(requestId: string, reason?: string) {
      void host.decline(requestId, reason)
    },
    async revealWithPhoneBids() {
      return outcome(await host.revealWithPhoneBids())
    },
    close(off = false) {
      offHost()
      offTransport()
      transport.awareness.off('change', onAwareness)
      listeners.clear()
      host.close()
      transport.close()
      doc.destroy()
      release()
      // Turned off by the banker: the game opens without its room next time (the room and keys are kept).
      if (off) void saveLink({ ...saved, on: false })
    },
  }
}

const DEVICE_DB = 'supremacy-phone'

/**
 * This phone's device key, made once and kept in IndexedDB (the private key is non-extractable,
 * stored by structured clone), so a reload or another day returns to the same seat.
 */
async function deviceKeys(): Promise<DeviceKeys> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DEVICE_DB, 1)
    request.onupgradeneeded = () => request.result.createObjectStore('device')
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB'))
  })
  const read = <T>(run: (store: IDBObjectStore) => IDBRequest<T>, mode: IDBTransactionMode) =>
    new Promise<T>((resolve, reject) => {
      const request = run(db.transaction('device', mode).objectStore('device'))
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error ?? new Error('IndexedDB'))
    })
  try {
    const kept = await read<DeviceKeys | undefined>((s) => s.get('keys') as IDBRequest<DeviceKeys | undefined>, 'readonly')
    if (kept?.pair?.privateKey) return kept
    const made = await newDeviceKeys()
    await read((s) => s.put(made, 'keys'), 'readwrite')
    return made
  } finally {
    db.close()
  }
}

/** The requests this phone sent in a room (intent id to command), so their answers keep their words after a reload. */
function sentStore(room: string) {
  const key = `supremacy.link.sent.${room}`
  const read = (): Record<string, Command> => {
    try {
      return JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, Command>
    } catch {
      return {}
    }
  }
  return {
    read,
    add(id: string, command: Command) {
      localStorage.setItem(key, JSON.stringify({ ...read(), [id]: command }))
    },
  }
}

/** Opens the invite's room on this phone: the published game, this phone's seat, its bids and requests. */
export async function openGuestLink(token: string, signaling: string | undefined) {
  const invite = parseInviteToken(token)
  if (!isInvite(invite)) return invite satisfies Problem
  const keys = await deviceKeys()
  const doc = new Y.Doc()
  const guest = await TableGuest.open(doc, invite, keys)
  const transport = openTransport(doc, invite.room, invite.key, signaling ? { signaling: signaling.split(' ').filter(Boolean) } : {})
  transport.awareness.setLocalState({ role: 'phone', device: keys.id } satisfies Presence)
  const sent = sentStore(invite.room)
  const listeners = new Set<() => void>()
  const notify = () => listeners.forEach((l) => l())
  const offGuest = guest.subscribe(notify)
  const offTransport = transport.subscribe(notify)
  // The tablet is reached when a peer that says it writes with the invite's key is in the room.
  const tabletReached = () =>
    transport.status.peers > 0 &&
    [...transport.awareness.getStates().values()].some((s) => (s as Presence).role === 'tablet' && (s as Presence).writer === invite.writer)
  transport.awareness.on('change', notify)
  // A test hook, off unless this device asks for it: a phone can write anything into its room
  // anyway (that is why everything is signed and decided on the tablet); this only lets the
  // end-to-end test send what the screens never would (a payment out of another seat's account).
  if (localStorage.getItem('supremacy.link.test-hook') === '1') {
    ;(window as unknown as { __tableLink?: unknown }).__tableLink = { request: (command: Command) => void guest.request(command) }
  }

  return {
    snapshot() {
      const fold = guest.fold()
      const state = fold?.state ?? null
      const status = transport.status
      const join = guest.joinStatus()
      const record = guest.bidsIn()
      // Which seat another phone holds is the tablet's to say (it refuses a second one, with why).
      const seats = guest.seats().map((s) => ({ ...s, taken: false }))
      const commands = sent.read()
      return {
        signaling: status.signaling,
        tabletReached: tabletReached(),
        state,
        entries: guest.entries(),
        seats,
        seat: guest.seat() ?? null,
        join: {
          status: join.status === 'waiting' ? 'asking' : join.status === 'bound' ? 'joined' : join.status,
          message: 'message' in join ? join.message : '',
          say: 'say' in join ? join.say : undefined,
        } as const,
        bidsIn: record ? [...record.sealed, ...record.entered] : [],
        replies: guest
          .replies()
          .map((r) => ({
            id: r.intentId,
            kind: commands[r.intentId] ? ('request' as const) : ('bid' as const),
            command: commands[r.intentId],
            status: r.status === 'pending' ? ('waiting' as const) : r.status,
            message: r.message,
            say: r.say,
            phrase: r.phrase,
          }))
          .reverse(),
      }
    },
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    join(seat: string, deviceName: string) {
      void guest.join(seat, deviceName)
    },
    bid(yes: boolean) {
      void guest.bid(yes).then(notify)
    },
    request(command: Command) {
      void guest.request(command).then((asked) => {
        if ('id' in asked) sent.add(asked.id, command)
        notify()
      })
    },
    close() {
      offGuest()
      offTransport()
      transport.awareness.off('change', notify)
      listeners.clear()
      guest.close()
      transport.close()
      doc.destroy()
    },
  }
}
