import { afterEach, describe, expect, it } from 'vitest'
import { hrefOf, screenAt } from '../support/router'
import { DEFAULT_SIGNALING, hasCustomSignaling, parseSignaling, setSignalingServers, signalingServers } from '@/session/signaling-settings'

describe('the join route', () => {
  it('reads the invite token, and the signaling server when the link carries one', () => {
    expect(screenAt('#/join/abc_-123')).toEqual({ name: 'join', token: 'abc_-123' })
    const withServer = screenAt(`#/join/abc/${encodeURIComponent('ws://127.0.0.1:4444')}`)
    expect(withServer).toEqual({ name: 'join', token: 'abc', signaling: 'ws://127.0.0.1:4444' })
    expect(screenAt(hrefOf(withServer))).toEqual(withServer)
    // Two servers, as link/table-link.ts writes them: space-separated, URI-encoded in one segment.
    expect(screenAt(`#/join/abc/${encodeURIComponent('ws://192.168.1.20:4444 wss://signal.example.org')}`)).toEqual({
      name: 'join',
      token: 'abc',
      signaling: 'ws://192.168.1.20:4444 wss://signal.example.org',
    })
    expect(screenAt('#/join')).toEqual({ name: 'home' })
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
