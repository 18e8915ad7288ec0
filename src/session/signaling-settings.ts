/**
 * The players' phones' signaling server(s), a setting of this device (localStorage): y-webrtc's
 * public server until the table sets its own. Plain strings, no network: read by src/link/transport.ts
 * when a room opens, and by the "Players' phones" sheet where the table changes it.
 */

/** y-webrtc's own public signaling server (its default), used until the table sets another. */
export const DEFAULT_SIGNALING = 'wss://y-webrtc-eu.fly.dev'
const STORAGE_KEY = 'supremacy.link.signaling'

/** The signaling servers this device uses: the one(s) set in the settings, or y-webrtc's public one. */
export function signalingServers(): string[] {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY)
  const parsed = stored ? parseSignaling(stored) : null
  return parsed && !('problem' in parsed) ? parsed.servers : [DEFAULT_SIGNALING]
}

/** Whether this device uses a server of its own choosing (the join link then carries it to the phones). */
export function hasCustomSignaling(): boolean {
  return typeof localStorage !== 'undefined' && localStorage.getItem(STORAGE_KEY) !== null
}

/** Stores the table's own signaling server(s) on this device; an empty text goes back to the default. */
export function setSignalingServers(text: string): { ok: true; servers: string[] } | { ok: false; problem: string } {
  if (text.trim() === '') {
    localStorage.removeItem(STORAGE_KEY)
    return { ok: true, servers: [DEFAULT_SIGNALING] }
  }
  const parsed = parseSignaling(text)
  if ('problem' in parsed) return { ok: false, problem: parsed.problem }
  localStorage.setItem(STORAGE_KEY, parsed.servers.join(' '))
  return { ok: true, servers: parsed.servers }
}

/** Why a typed text is not a list of signaling servers: a code and its values, worded by the screen that shows it. */
export type SignalingFault = { code: 'empty' } | { code: 'notAddress'; server: string } | { code: 'protocol'; server: string; protocol: string }

/** The first thing wrong with a typed list of servers, or null when every one is a ws:// or wss:// URL. */
export function signalingFault(text: string): SignalingFault | null {
  const servers = text.split(/[\s,]+/).filter(Boolean)
  if (servers.length === 0) return { code: 'empty' }
  for (const server of servers) {
    let url: URL
    try {
      url = new URL(server)
    } catch {
      return { code: 'notAddress', server }
    }
    if (url.protocol !== 'wss:' && url.protocol !== 'ws:') return { code: 'protocol', server, protocol: url.protocol }
  }
  return null
}

/** Addresses separated by spaces or commas, each a ws:// or wss:// URL (the problem in English, for logs and tests). */
export function parseSignaling(text: string): { servers: string[] } | { problem: string } {
  const fault = signalingFault(text)
  if (fault?.code === 'empty') return { problem: 'Type the address of a signaling server, for example wss://y-webrtc-eu.fly.dev.' }
  if (fault?.code === 'notAddress') return { problem: `“${fault.server}” is not an address: it starts with wss:// (or ws:// on your own network).` }
  if (fault?.code === 'protocol') return { problem: `“${fault.server}” starts with ${fault.protocol}//: a signaling server's address starts with wss:// or ws://.` }
  return { servers: text.split(/[\s,]+/).filter(Boolean) }
}
