import type { GameSession } from './game-session'

/**
 * Keeps the tabs of one browser in step: a tab that saves an action says so on a channel, and
 * every other tab with that game open reads the new entries from IndexedDB before anyone taps.
 * IndexedDB stays the truth (the message carries only the head), so a lost or late message costs
 * nothing but time: the head check on every write still refuses a tab that missed one.
 */

/** "This game's newest entry is now `headSeq`." */
export interface HeadMessage {
  gameId: string
  headSeq: number
}

/** The few things the sync needs of a BroadcastChannel; tests pass their own. */
export interface TabChannel {
  post(message: HeadMessage): void
  listen(handler: (message: HeadMessage) => void): void
  close(): void
}

export const TAB_CHANNEL_NAME = 'supremacy-companion-games'

function isHeadMessage(data: unknown): data is HeadMessage {
  if (typeof data !== 'object' || data === null) return false
  const { gameId, headSeq } = data as Record<string, unknown>
  return typeof gameId === 'string' && Number.isSafeInteger(headSeq)
}

/** A BroadcastChannel between this origin's tabs, or none where the browser has none. */
export function browserTabChannel(name: string = TAB_CHANNEL_NAME): TabChannel | undefined {
  if (typeof BroadcastChannel !== 'function') return undefined
  let channel: BroadcastChannel
  try {
    channel = new BroadcastChannel(name)
  } catch {
    return undefined
  }
  return {
    post: (message) => {
      try {
        channel.postMessage(message)
      } catch {
        // The others find out at their next check (focus, or a refused write).
      }
    },
    listen: (handler) => {
      channel.onmessage = (event: MessageEvent<unknown>) => {
        if (isHeadMessage(event.data)) handler(event.data)
      }
    },
    close: () => channel.close(),
  }
}

/** "Look again": the page came back into view or got focus. Used with or without a channel. */
export type WakeSignal = (check: () => void) => () => void

/** The page shown again or focused: another tab may have played meanwhile. */
export function browserWakeSignal(): WakeSignal | undefined {
  if (typeof document === 'undefined' || typeof window === 'undefined') return undefined
  return (check) => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') check()
    }
    document.addEventListener('visibilitychange', onVisible)
    window.addEventListener('focus', check)
    return () => {
      document.removeEventListener('visibilitychange', onVisible)
      window.removeEventListener('focus', check)
    }
  }
}

export interface TabSyncOptions {
  /** Told how many entries came in from another tab, after they are folded in. */
  onUpdated: (count: number) => void
  /** The entries could not be taken in: the screen asks for a reload. */
  onFailed: (error: unknown) => void
  /** Defaults to this origin's BroadcastChannel; null: none. */
  channel?: TabChannel | null
  /** Defaults to the page's visibility and focus; null: none. */
  wake?: WakeSignal | null
}

/** Starts keeping `session` in step with the other tabs; returns the stop. */
export function startTabSync(session: GameSession, options: TabSyncOptions): () => void {
  const channel = options.channel === undefined ? browserTabChannel() : (options.channel ?? undefined)
  const wake = options.wake === undefined ? browserWakeSignal() : (options.wake ?? undefined)
  const gameId = session.gameId
  let stopped = false

  function pull(): void {
    if (stopped) return
    session.refresh().then(
      (count) => {
        if (count > 0 && !stopped) options.onUpdated(count)
      },
      (error: unknown) => {
        if (!stopped) options.onFailed(error)
      },
    )
  }

  channel?.listen((message) => {
    if (message.gameId === gameId && message.headSeq > session.headSeq) pull()
  })
  // Each change is announced. One pulled in from another tab is announced too (the session does
  // not say where a change came from), and the others ignore a head they already have.
  const stopChanges = session.subscribe(() => channel?.post({ gameId, headSeq: session.headSeq }))
  const stopWake = wake?.(pull)
  return () => {
    stopped = true
    stopChanges()
    stopWake?.()
    channel?.close()
  }
}
