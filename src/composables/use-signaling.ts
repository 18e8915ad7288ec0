/** The signaling server setting, for the "Players' phones" sheet (components reach session code through here). */
export { DEFAULT_SIGNALING, hasCustomSignaling, parseSignaling, setSignalingServers, signalingServers } from '@/session/signaling-settings'
