import { afterEach, describe, expect, it } from 'vitest'
import { parseHash, routeHash } from '@/composables/use-route'
import { DEFAULT_SIGNALING, hasCustomSignaling, parseSignaling, setSignalingServers, signalingServers } from '@/session/signaling-settings'

describe('the join route', () => {
  it('reads the invite token, and the signaling server when the link carries one', () => {
    expect(parseHash('#/join/abc_-123')).toEqual({ name: 'join', token: 'abc_-123' })
    const withServer = parseHash(`#/join/abc/${encodeURIComponent('ws://127.0.0.1:4444')}`)
    expect(withServer).toEqual({ name: 'join', token: 'abc', signaling: 'ws://127.0.0.1:4444' })
    expect(parseHash(routeHash(withServer))).toEqual(withServer)
    expect(parseHash('#/join')).toEqual({ name: 'home' })
  })
})

describe('the signaling server setting', () => {
  afterEach(() => localStorage.clear())

  it("is y-webrtc's public server until the table sets its own, and back to it when emptied", () => {
    expect(signalingServers()).toEqual([DEFAULT_SIGNALING])
    expect(hasCustomSignaling()).toBe(false)
    expect(setSignalingServers(' ws://192.168.1.20:4444, wss://signal.example.org ')).toEqual({ ok: true, servers: ['ws://192.168.1.20:4444', 'wss://signal.example.org'] })
    expect(signalingServers()).toEqual(['ws://192.168.1.20:4444', 'wss://signal.example.org'])
    expect(hasCustomSignaling()).toBe(true)
    expect(setSignalingServers('')).toEqual({ ok: true, servers: [DEFAULT_SIGNALING] })
    expect(hasCustomSignaling()).toBe(false)
  })

  it('refuses what is not a WebSocket address, saying why, and keeps the setting it had', () => {
    setSignalingServers('wss://a.example')
    const refused = setSignalingServers('https://a.example')
    expect(refused.ok).toBe(false)
    expect(!refused.ok && refused.problem).toContain('starts with wss:// or ws://')
    expect(parseSignaling('not an address')).toEqual({ problem: expect.stringContaining('is not an address') })
    expect(signalingServers()).toEqual(['wss://a.example'])
  })
})
