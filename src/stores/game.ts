import { defineStore } from 'pinia'
import { computed, ref, shallowRef, triggerRef } from 'vue'
import { EMPTY_STATE, undoneSeqs, type Command, type GameState, type LogEntry, type Refusal, type Result, type StartGame, type UndoToPreview } from '@/domain'
import { refusePhrase, type Phrase } from '@/domain'
import { storagePhrase, storageRemedy } from '@/domain/storage-refusals'
import { storageErrorPhrase } from '@/persistence/errors'
import { storageText } from '@/presentation/catalogs/refusals-storage'
import { useStorageSafety } from '@/composables/use-storage-safety'
import { pendingSaves } from './save-activity'
import { backupStatus } from './backup-status'
import { GameSession, type BatchResult, type DispatchResult } from '@/session/game-session'
import { getRepository, requestPersistentStorage } from '@/session/services'
import { startRollingBackups } from '@/session/rolling-backups'
import { startTabSync } from '@/session/tab-sync'

/** Reading more of the log failed: the refusal's phrase says why in the reader's language. */
function storageFailed(error: unknown): Refusal {
  return refusalOf(refusePhrase('storage-failed', storageErrorPhrase(error), undefined, [storageRemedy('reloadGame')]))
}

function refusalOf(result: Result<never>): Refusal {
  if (result.ok) throw new Error('A refusal was expected')
  return result.refusal
}

/** The open game, as reactive state for the screens. Every change goes through `dispatch`. */
export const useGameStore = defineStore('game', () => {
  const session = shallowRef<GameSession | null>(null)
  const state = shallowRef<GameState>(EMPTY_STATE)
  /**
   * The newest entries read so far, oldest first, up to the head: a long game opens with only
   * those after its newest snapshot. `loadOlder` and `loadAll` read more, for the screens that
   * show older lines; `headSeq` is the game's length, whatever has been read.
   */
  const entries = shallowRef<readonly LogEntry[]>([])
  const headSeq = ref(0)
  /**
   * The game's settings, unchanged by almost every action: a computed keeps the same object, so
   * what reads only the settings (each log line's words) is not redone after every tap.
   */
  const settings = computed(() => state.value.settings)
  /** The seq of the oldest entry in `entries` (1 once the whole log is read). */
  const logStart = ref(1)
  /** The last refusal, shown until the next action or until dismissed. Shallow: its remedy
   * commands are dispatched as they are, never as reactive proxies. */
  const refusal = shallowRef<Refusal | null>(null)
  /** The last action this screen saved (not undo or redo), for the notice that says what it did. */
  const lastDone = shallowRef<LogEntry | null>(null)
  /** Why the game could not be opened: a phrase, so it reads in the language chosen now. */
  const loadProblem = shallowRef<Phrase | null>(null)
  const loadError = computed(() => (loadProblem.value ? storageText(loadProblem.value) : null))
  const pending = pendingSaves
  const isStale = ref(false)
  const persisted = ref<boolean | undefined>(undefined)
  /** The last automatic backup that failed, said quietly in the game file sheet. */
  const backupPhrase = shallowRef<Phrase | null>(null)
  const backupProblem = computed(() => (backupPhrase.value ? storageText(backupPhrase.value) : null))
  /**
   * Entries just pulled in from another tab, said on the game screen until this tab acts: a
   * notice that vanished by itself would move the buttons under a finger about to tap.
   */
  const remoteUpdate = ref<number | null>(null)
  let unsubscribe: (() => void) | undefined

  const isOpen = computed(() => session.value !== null && state.value.isStarted)
  const isBusy = computed(() => pending.value > 0)
  /** Lines undone: exact for every line in `entries`, as an undo or redo line follows its target. */
  const undone = computed(() => undoneSeqs(entries.value))
  /** The line Undo would take back and the one Redo would bring back, read from the fold. */
  const undoTarget = computed(() => (entries.value, session.value?.undoTarget))
  const redoTarget = computed(() => (entries.value, session.value?.redoTarget))
  /** The newest action still in effect (the setup line when none is): always read, never scanned for. */
  const lastInEffect = computed(() => (entries.value, lookup(session.value?.applied.at(-1) ?? 1)))
  const canUndo = computed(() => (entries.value, session.value?.canUndo ?? false))
  const canRedo = computed(() => (entries.value, session.value?.canRedo ?? false))
  /** How many undone lines Redo can still bring back (the redo stack). */
  const redoCount = computed(() => (entries.value, session.value?.redoCount ?? 0))

  function attach(next: GameSession): void {
    unsubscribe?.()
    session.value = next
    sync()
    const stopSync = next.subscribe(sync)
    // Rolling backups run after the save and the screen update; a failure is only reported.
    backupStatus.value = { last: undefined, headSeq: next.headSeq }
    const stopBackups = startRollingBackups(next, getRepository(), (_message, phrase) => (backupPhrase.value = phrase), {
      onStatus: (last) => (backupStatus.value = { last, headSeq: next.headSeq }),
    })
    // Another tab's actions on this game are read in at once, before anyone taps here.
    const stopTabs = startTabSync(next, { onUpdated: showRemoteUpdate, onFailed: () => (isStale.value = true) })
    unsubscribe = () => {
      stopSync()
      stopBackups()
      stopTabs()
      clearRemoteUpdate()
    }
  }

  function showRemoteUpdate(count: number): void {
    // This tab now has every saved action, so the notice of a refused stale write no longer applies.
    isStale.value = false
    remoteUpdate.value = (remoteUpdate.value ?? 0) + count
  }

  function clearRemoteUpdate(): void {
    remoteUpdate.value = null
  }

  function sync(): void {
    const current = session.value
    state.value = current?.state ?? EMPTY_STATE
    entries.value = current?.log ?? []
    triggerRef(entries)
    headSeq.value = current?.headSeq ?? 0
    logStart.value = current?.logStart ?? 1
    const status = backupStatus.value
    backupStatus.value = current ? { last: status?.last, headSeq: current.headSeq } : null
  }

  async function open(gameId: string): Promise<boolean> {
    if (session.value?.gameId === gameId && !isStale.value) return true
    loadProblem.value = null
    refusal.value = null
    isStale.value = false
    try {
      performance.mark('game-open-start')
      attach(await GameSession.open({ repository: getRepository() }, gameId))
      // Read by `npm run bench`: IndexedDB read plus fold, until the state is set.
      performance.measure('game-open', 'game-open-start')
      return true
    } catch (e) {
      close()
      loadProblem.value = storageErrorPhrase(e)
      return false
    }
  }

  async function start(command: StartGame): Promise<DispatchResult | { ok: true }> {
    const started = await GameSession.start({ repository: getRepository() }, command)
    if (!started.ok) {
      refusal.value = started.refusal
      return started
    }
    refusal.value = null
    isStale.value = false
    attach(started.session)
    void requestPersistentStorage().then((granted) => {
      persisted.value = granted
      // The storage chip shows the browser's answer.
      void useStorageSafety().refresh()
    })
    return { ok: true }
  }

  function close(): void {
    unsubscribe?.()
    unsubscribe = undefined
    session.value = null
    lastDone.value = null
    sync()
  }

  async function track<R extends DispatchResult | BatchResult>(run: () => Promise<R>): Promise<R> {
    pending.value += 1
    clearRemoteUpdate()
    try {
      const result = await run()
      refusal.value = result.ok ? null : result.refusal
      if (!result.ok && result.refusal.code === 'stale-game') isStale.value = true
      return result
    } finally {
      pending.value -= 1
    }
  }

  function noGame(): Promise<{ ok: false; refusal: Refusal }> {
    return Promise.resolve({ ok: false, refusal: refusalOf(refusePhrase('no-game', storagePhrase('openGameFirst'))) })
  }

  /** Resolves after the action is saved (or refused); the screen updates only then. */
  async function dispatch(command: Command): Promise<DispatchResult> {
    const current = session.value
    if (!current) return noGame()
    const result = await track(() => current.dispatch(command))
    lastDone.value = result.ok ? result.entry : lastDone.value
    return result
  }

  function undo(): Promise<DispatchResult> {
    const current = session.value
    return current ? track(() => current.undo()) : noGame()
  }

  function redo(): Promise<DispatchResult> {
    const current = session.value
    return current ? track(() => current.redo()) : noGame()
  }

  /** History: undo line `seq` and every line in effect after it, saved as one write. */
  function undoTo(seq: number): Promise<BatchResult> {
    const current = session.value
    return current ? track(() => current.undoTo(seq)) : noGame()
  }

  function redoAll(): Promise<BatchResult> {
    const current = session.value
    return current ? track(() => current.redoAll()) : noGame()
  }

  /** What undo to `seq` would change; recomputed on demand, never stored. */
  function previewUndoTo(seq: number): Result<UndoToPreview> | undefined {
    return session.value?.previewUndoTo(seq)
  }

  async function reload(): Promise<boolean> {
    const id = session.value?.gameId
    if (!id) return false
    isStale.value = true
    return open(id)
  }

  function dismissRefusal(): void {
    refusal.value = null
  }

  const lookup = (seq: number): LogEntry | undefined => session.value?.lookup(seq)

  /**
   * Reads up to `count` older lines of the open game into `entries` (the Log's next page).
   * A failure to read is said like a failed load; resolves with how many lines came in.
   */
  async function loadOlder(count: number): Promise<number> {
    const current = session.value
    if (!current) return 0
    try {
      const read = await current.loadOlder(count)
      if (session.value === current) sync()
      return read
    } catch (e) {
      refusal.value = storageFailed(e)
      return 0
    }
  }

  /** Reads the whole log of the open game: for the screens that need every line (charts, the end). */
  async function loadAll(): Promise<boolean> {
    const current = session.value
    if (!current) return false
    try {
      await current.loadAll()
      if (session.value === current) sync()
      return true
    } catch (e) {
      refusal.value = storageFailed(e)
      return false
    }
  }

  /** The open game's session, for the players' phones' room (src/link), which publishes what it commits. */
  function linkSession(): GameSession | null {
    return session.value
  }

  return {
    state,
    settings,
    entries,
    headSeq,
    logStart,
    refusal,
    lastDone,
    loadError,
    isOpen,
    isBusy,
    isStale,
    remoteUpdate,
    persisted,
    backupProblem,
    undone,
    undoTarget,
    redoTarget,
    lastInEffect,
    canUndo,
    canRedo,
    redoCount,
    open,
    start,
    close,
    dispatch,
    undo,
    redo,
    undoTo,
    redoAll,
    previewUndoTo,
    reload,
    dismissRefusal,
    lookup,
    loadOlder,
    loadAll,
    linkSession,
  }
})
