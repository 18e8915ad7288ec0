#!/usr/bin/env node
/**
 * y-webrtc's own signaling server (node_modules/y-webrtc/bin/server.js, unchanged) bound to one
 * address: HOST (127.0.0.1 unless set) and PORT (4444 unless set). The original listens on every
 * interface; the end-to-end tests want it on loopback only. A table running its own server on its
 * network can start it with HOST=0.0.0.0 (or run `npx y-webrtc-signaling`, which always listens on all).
 */
import http from 'node:http'

const host = process.env.HOST || '127.0.0.1'
const listen = http.Server.prototype.listen
http.Server.prototype.listen = function (port, ...rest) {
  return listen.call(this, port, host, ...rest.filter((arg) => typeof arg === 'function'))
}
await import('../node_modules/y-webrtc/bin/server.js')
