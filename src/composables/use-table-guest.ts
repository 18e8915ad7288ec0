import { onBeforeUnmount, onMounted, shallowRef } from 'vue'
import type { Command, GameState, LogEntry } from '@/domain'
import { phoneRequestWords } from '@/presentation/catalogs/phones-requests'
import { tabletText } from '@/presentation/link-ui'

/**
 * A player's phone in a game's room (route #/join/<token>): what the tablet published, verified
 * against the tablet's key from the invite, read-only; the seat this phone took; its bid and its
 * requests, sent as intents the tablet decides. Everything of the link loads with this screen only.
 */

export interface SeatChoice {
  readonly id: string
  readonly name: string
  /** Another phone holds it already (the tablet would refuse a second). */
  readonly taken: boolean
}

/** The tablet's answer to one of this phone's intents. */
export interface ReplyRow {
  readonly id: string
  readonly kind: 'bid' | 'request'
  /** What was asked (a request's payment or sale); none for a bid. */
  readonly command?: Command
  readonly status: 'waiting' | 'sealed' | 'accepted' | 'declined' | 'refused'
  /** The tablet's English words, and what it sent to word them in this phone's language (checked when read). */
  readonly message: string
  readonly say?: unknown
  readonly phrase?: unknown
}

export interface GuestSnapshot {
  readonly signaling: 'connecting' | 'connected' | 'offline'
  /** The tablet is reached now (its data channel is open). */
  readonly tabletReached: boolean
  /** The published game, verified; null until the first copy arrives. */
  readonly state: GameState | null
  readonly entries: readonly LogEntry[]
  readonly seats: readonly SeatChoice[]
  /** The seat this phone holds, once the tablet bound it. */
  readonly seat: string | null
  /** Where the join stands: not asked, asked and waiting, or refused / removed with the tablet's words. */
  readonly join: { readonly status: 'none' | 'asking' | 'joined' | 'refused' | 'removed'; readonly message: string; readonly say?: unknown }
  /** Seats whose bid for the step shown is sealed (never what they bid). */
  readonly bidsIn: readonly string[]
  readonly replies: readonly ReplyRow[]
}

/** What the adapter (src/link/table-link.ts) hands back once the phone is in the room. */
export interface GuestHandle {
  snapshot(): GuestSnapshot
  subscribe(listener: () => void): () => void
  join(seat: string, deviceName: string): void
  bid(yes: boolean): void
  request(command: Command): void
  close(): void
}

/** Opens the room of the invite in `token` for this screen's life. */
export function useTableGuest(token: () => string, signaling: () => string | undefined) {
  const snapshot = shallowRef<GuestSnapshot | null>(null)
  const problem = shallowRef<string | null>(null)
  const handle = shallowRef<GuestHandle | null>(null)
  let unsubscribe: (() => void) | undefined
  let left = false

  onMounted(async () => {
    try {
      const { openGuestLink } = await import('@/link/table-link')
      const opened = (await openGuestLink(token(), signaling())) as GuestHandle | { problem: string; say?: unknown }
      if (left) return opened && !('problem' in opened) ? opened.close() : undefined
      if ('problem' in opened) {
        problem.value = tabletText({ message: opened.problem, say: opened.say })
        return
      }
      handle.value = opened
      snapshot.value = opened.snapshot()
      unsubscribe = opened.subscribe(() => (snapshot.value = opened.snapshot()))
    } catch (e) {
      problem.value = phoneRequestWords('couldNotOpen', { error: e instanceof Error ? e.message : String(e) })
    }
  })
  onBeforeUnmount(() => {
    left = true
    unsubscribe?.()
    handle.value?.close()
  })
  return { snapshot, problem, handle }
}
