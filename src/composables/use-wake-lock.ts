import { computed, onBeforeUnmount, onMounted, readonly, ref } from 'vue'
import { safetyWords } from '@/presentation/catalogs/safety'

/**
 * Keeps the screen on while a game is open, so the tablet on the table does not lock mid-turn.
 * The browser drops the lock whenever the page is hidden, so it is asked for again each time the
 * page comes back. Failures (no API, battery saver) become a status in plain words, never a throw.
 * Ours, not VueUse's useWakeLock: that one does not retry a refusal on return, leaves a failed
 * re-request unhandled, and keeps a lock granted after the game was left (docs/architecture.md).
 */
export const WAKE_LOCK_KEY = 'supremacy-keep-awake'

/** off: the players turned it off; waiting: wanted but the page is hidden or not asked yet. */
export type WakeLockStatus = 'off' | 'unsupported' | 'waiting' | 'pending' | 'active' | 'refused' | 'failed'

interface Sentinel {
  readonly released: boolean
  release(): Promise<void>
  addEventListener(type: 'release', listener: () => void): void
}
interface WakeLockApi {
  request(type: 'screen'): Promise<Sentinel>
}

const WAKE_KEYS = {
  off: 'wakeOff',
  unsupported: 'wakeUnsupported',
  waiting: 'wakeWaiting',
  pending: 'wakePending',
  active: 'wakeActive',
  refused: 'wakeRefused',
  failed: 'wakeFailed',
} as const

/** The words under the switch for each status. */
export function wakeLockMessage(status: WakeLockStatus): string {
  return safetyWords(WAKE_KEYS[status])
}

function readWanted(): boolean {
  try {
    return globalThis.localStorage?.getItem(WAKE_LOCK_KEY) !== 'off'
  } catch {
    return true
  }
}

function api(): WakeLockApi | undefined {
  if (typeof navigator === 'undefined') return undefined
  const lock = (navigator as Navigator & { wakeLock?: WakeLockApi }).wakeLock
  return lock && typeof lock.request === 'function' ? lock : undefined
}

function isVisible(): boolean {
  return typeof document === 'undefined' || document.visibilityState !== 'hidden'
}

// Shared by the game screen (which holds the lock) and the switch (which shows it).
const wanted = ref(readWanted())
const status = ref<WakeLockStatus>('waiting')
let holders = 0
let sentinel: Sentinel | null = null
let requesting = false

function settle(): void {
  if (!wanted.value) status.value = 'off'
  else if (!api()) status.value = 'unsupported'
}

async function acquire(): Promise<void> {
  settle()
  const lock = api()
  if (!lock || !wanted.value || holders === 0 || sentinel || requesting) return
  if (!isVisible()) {
    status.value = 'waiting'
    return
  }
  requesting = true
  status.value = 'pending'
  try {
    const got = await lock.request('screen')
    if (!wanted.value || holders === 0) {
      // Turned off or left the game while the browser answered.
      void got.release().catch(() => {})
      settle()
      return
    }
    sentinel = got
    status.value = 'active'
    got.addEventListener('release', () => {
      if (sentinel === got) sentinel = null
      if (status.value === 'active') status.value = 'waiting'
    })
  } catch (e) {
    status.value = e instanceof Error && e.name === 'NotAllowedError' ? 'refused' : 'failed'
  } finally {
    requesting = false
  }
}

async function release(): Promise<void> {
  const held = sentinel
  sentinel = null
  if (held && !held.released) await held.release().catch(() => {})
}

function onVisibility(): void {
  if (isVisible()) void acquire()
}

/** The switch's view: whether it is wanted, the status and its words. */
export function useWakeLockState() {
  settle()
  function setWanted(next: boolean): void {
    wanted.value = next
    try {
      globalThis.localStorage?.setItem(WAKE_LOCK_KEY, next ? 'on' : 'off')
    } catch {
      // Not remembered; holds until the page reloads.
    }
    if (next) {
      status.value = 'waiting'
      void acquire()
    } else {
      void release()
      settle()
    }
  }
  return {
    wanted: readonly(wanted),
    status: readonly(status),
    message: computed(() => wakeLockMessage(status.value)),
    isSupported: computed(() => status.value !== 'unsupported'),
    setWanted,
  }
}

/** Holds the lock while the calling component (the game screen) is mounted. */
export function useWakeLock() {
  onMounted(() => {
    holders += 1
    document.addEventListener('visibilitychange', onVisibility)
    void acquire()
  })
  onBeforeUnmount(() => {
    holders = Math.max(0, holders - 1)
    document.removeEventListener('visibilitychange', onVisibility)
    if (holders === 0) {
      void release()
      if (status.value !== 'unsupported' && status.value !== 'off') status.value = 'waiting'
    }
  })
  return useWakeLockState()
}

/** Tests start each case from a clean slate. */
export function resetWakeLockForTests(): void {
  holders = 0
  sentinel = null
  requesting = false
  wanted.value = readWanted()
  status.value = 'waiting'
}
