import { computed, shallowRef } from 'vue'
import type { Command } from '@/domain'
import { useGameStore } from '@/stores/game'
import { tabletPhoneWords as w } from '@/presentation/catalogs/phones-tablet'
import { tabletText } from '@/presentation/link-ui'

/**
 * The tablet's side of the players' phones: the game's room, on or off, and what the sheet and the
 * bid flow show of it. Everything of the link (Yjs, WebRTC, the keys) is loaded on demand the first
 * time a table turns its room on; a game that never had phones loads none of it. One room at a time,
 * held at module level: the game bar (and the menu in it) hides during a secret bid, the room must not.
 */

/** A phone the tablet knows: the seat it took, its name, whether it is reached now. */
export interface DeviceRow {
  readonly id: string
  readonly seat: string
  readonly seatName: string
  readonly name: string
  readonly connected: boolean
}

/** A phone's request waiting for the banker: the command it asks for, from its seat. */
export interface RequestRow {
  readonly id: string
  readonly seat: string
  readonly seatName: string
  readonly command: Command
}

export interface HostSnapshot {
  /** The join address (the QR's text). */
  readonly link: string
  readonly signaling: 'connecting' | 'connected' | 'offline'
  readonly peers: number
  readonly devices: readonly DeviceRow[]
  readonly requests: readonly RequestRow[]
  /** Seats whose phone has sealed its bid for the step shown. */
  readonly bidsIn: readonly string[]
  /** Another tablet claims to write this game (its writer key is in the room). */
  readonly otherWriter: boolean
}

/** What the adapter (src/link/table-link.ts) hands back once the room is open. */
export interface HostHandle {
  snapshot(): HostSnapshot
  subscribe(listener: () => void): () => void
  remove(deviceId: string): void
  accept(requestId: string): Promise<{ ok: true } | { ok: false; message: string }>
  decline(requestId: string, reason?: string): void
  revealWithPhoneBids(): Promise<{ ok: true } | { ok: false; message: string }>
  /** Closes the room on this tablet; `off`: the banker turned it off (not reopened with the game). */
  close(off?: boolean): void
}

const handle = shallowRef<HostHandle | null>(null)
const snapshot = shallowRef<HostSnapshot | null>(null)
const opening = shallowRef(false)
const problem = shallowRef<string | null>(null)
let hostedGame = ''
let unsubscribe: (() => void) | undefined

const flagKey = (gameId: string) => `supremacy.link.on.${gameId}`

/** Whether the banker left this game's room on (reopened when the game opens again). */
function wasOn(gameId: string): boolean {
  return typeof localStorage !== 'undefined' && localStorage.getItem(flagKey(gameId)) === '1'
}

async function open(game: ReturnType<typeof useGameStore>): Promise<void> {
  const gameId = game.state.gameId
  if (handle.value && hostedGame === gameId) return
  close()
  opening.value = true
  problem.value = null
  try {
    const { openHostLink } = await import('@/link/table-link')
    const opened = (await openHostLink({ session: () => game.linkSession(), dispatch: (command: Command) => game.dispatch(command) })) as HostHandle | { problem: string; say?: unknown }
    if ('problem' in opened) {
      problem.value = tabletText({ message: opened.problem, say: opened.say })
      return
    }
    hostedGame = gameId
    handle.value = opened
    snapshot.value = opened.snapshot()
    unsubscribe = opened.subscribe(() => (snapshot.value = opened.snapshot()))
  } catch (e) {
    problem.value = w('roomFailed', { message: e instanceof Error ? e.message : String(e) })
  } finally {
    opening.value = false
  }
}

function close(off = false): void {
  unsubscribe?.()
  unsubscribe = undefined
  handle.value?.close(off)
  handle.value = null
  snapshot.value = null
  hostedGame = ''
}

/** The room of the open game, for the sheet and the bid flow. */
export function useTableHost() {
  const game = useGameStore()
  return {
    isOn: computed(() => handle.value !== null),
    opening,
    problem,
    snapshot,
    /** Seats with a phone joined now: they bid on the phone, the curtain skips them. */
    phoneSeats: computed(() => new Set((snapshot.value?.devices ?? []).map((d) => d.seat))),
    turnOn: async (): Promise<void> => {
      localStorage.setItem(flagKey(game.state.gameId), '1')
      await open(game)
    },
    turnOff: (): void => {
      localStorage.removeItem(flagKey(game.state.gameId))
      close(true)
    },
    handle,
  }
}

/** Once the game screen has opened its game: reopens the room if the banker had left it on. */
export function reopenTableLink(): void {
  const game = useGameStore()
  if (wasOn(game.state.gameId)) void open(game)
}

/** The game screen is left: the room closes (it reopens with the game). */
export function closeTableLink(): void {
  close()
}
