import { shallowRef } from 'vue'
import type { Resource } from '@/domain'

/**
 * What a tap on the Board asked the next screen to start on (the Market on the tapped
 * resource). Taken once by the screen that opens, so it never lingers.
 */
const intent = shallowRef<{ resource?: Resource } | null>(null)

export function setBoardIntent(value: { resource?: Resource }): void {
  intent.value = value
}

/** The pending intent, cleared as it is read. */
export function takeBoardIntent(): { resource?: Resource } | null {
  const value = intent.value
  intent.value = null
  return value
}
