import { setSignalingServers, signalingFault } from '@/session/signaling-settings'
import { tabletPhoneWords as w } from '@/presentation/catalogs/phones-tablet'

/** The signaling server setting, for the "Players' phones" sheet (components reach session code through here). */
export { DEFAULT_SIGNALING, hasCustomSignaling, parseSignaling, signalingServers } from '@/session/signaling-settings'

/** Stores the table's signaling server(s); what is wrong with a refused text, in the reader's language. */
export function saveSignalingServers(text: string): { ok: true; servers: string[] } | { ok: false; problem: string } {
  const result = setSignalingServers(text)
  if (result.ok) return result
  const fault = signalingFault(text)
  if (fault?.code === 'notAddress') return { ok: false, problem: w('signalingNotAddress', { server: fault.server }) }
  if (fault?.code === 'protocol') return { ok: false, problem: w('signalingProtocol', { server: fault.server, protocol: fault.protocol }) }
  return { ok: false, problem: w('signalingEmpty') }
}
