import type * as Y from 'yjs'
import { WebrtcProvider } from 'y-webrtc'
import type { Awareness } from 'y-protocols/awareness'
import { signalingServers } from '@/session/signaling-settings'

/**
 * The table link's wire: a y-webrtc provider for one game's room. Peers find each other through
 * a signaling server (a small relay that passes connection offers, encrypted with the room key,
 * and nothing of the game), then talk over WebRTC data channels, also encrypted with the room key.
 * The Y.Doc's contents (signed entries, intents, replies) are link-core's; this file only carries them.
 */

/** What the status chips say: whether the signaling server answers, how many devices are reached. */
export interface TransportStatus {
  /** 'offline': the device says it has no network (the room is paused until it comes back). */
  readonly signaling: 'connecting' | 'connected' | 'offline'
  /** Other devices of the room with an open data channel. */
  readonly peers: number
  /** Every open channel has exchanged the doc at least once. */
  readonly synced: boolean
}

export interface LinkTransport {
  readonly status: TransportStatus
  readonly awareness: Awareness
  subscribe(listener: (status: TransportStatus) => void): () => void
  close(): void
}

export interface TransportOptions {
  /** The signaling servers to try, all at once (`signalingServers()` when not given). */
  readonly signaling?: readonly string[]
}

/** y-webrtc's internals read for the status (its events say who was announced, not who is connected). */
interface ProviderInternals {
  room: { webrtcConns: Map<string, { connected: boolean }>; synced: boolean } | null
  signalingConns: { connected: boolean }[]
}

/**
 * Opens the room `room` on `doc`, encrypted with `key` (y-webrtc's `password`). A device that goes
 * offline (the browser's `offline` event) drops its channels and picks the room up again when it
 * is back online, so Yjs syncs whatever it missed.
 */
export function openTransport(doc: Y.Doc, room: string, key: string, options: TransportOptions = {}): LinkTransport {
  const signaling = [...(options.signaling ?? signalingServers())]
  // filterBcConns: two tabs of one browser talk over a BroadcastChannel instead (y-webrtc's default).
  const provider = new WebrtcProvider(room, doc, { signaling, password: key, maxConns: 20 })
  const internals = provider as unknown as ProviderInternals
  const listeners = new Set<(status: TransportStatus) => void>()
  let status: TransportStatus = { signaling: 'connecting', peers: 0, synced: false }

  function read(): TransportStatus {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return { signaling: 'offline', peers: 0, synced: false }
    const conns = [...(internals.room?.webrtcConns.values() ?? [])]
    const peers = conns.filter((conn) => conn.connected).length
    const reached = internals.signalingConns.some((conn) => conn.connected)
    return { signaling: reached ? 'connected' : 'connecting', peers, synced: peers > 0 && (internals.room?.synced ?? false) }
  }

  function refresh(): void {
    const next = read()
    if (next.signaling === status.signaling && next.peers === status.peers && next.synced === status.synced) return
    status = next
    for (const listener of listeners) listener(status)
  }

  function offline(): void {
    provider.disconnect()
    refresh()
  }
  function online(): void {
    provider.connect()
    refresh()
  }

  provider.on('peers', refresh)
  provider.on('synced', refresh)
  provider.on('status', refresh)
  // A channel opening raises no event of its own, and a signaling server's connect is not re-emitted: a cheap poll.
  const timer = setInterval(refresh, 500)
  window.addEventListener('offline', offline)
  window.addEventListener('online', online)

  return {
    get status() {
      return status
    },
    awareness: provider.awareness,
    subscribe(listener) {
      listeners.add(listener)
      listener(status)
      return () => listeners.delete(listener)
    },
    close() {
      clearInterval(timer)
      window.removeEventListener('offline', offline)
      window.removeEventListener('online', online)
      listeners.clear()
      provider.destroy()
    },
  }
}
