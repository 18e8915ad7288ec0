import { computed, onMounted, onUnmounted, ref, shallowRef } from 'vue'
import { EMPTY_STATE, type GameState, type LogEntry, type Phrase } from '@/domain'
import { storagePhrase } from '@/domain/storage-refusals'
import { GameNotFoundError, NewerGameError } from '@/persistence/errors'
import { storageText } from '@/presentation/catalogs/refusals-storage'
import { GameSession } from '@/session/game-session'
import { getRepository } from '@/session/services'
import { startTabSync } from '@/session/tab-sync'

/** Lines the phone view's log shows; older ones are read only when a game opens from a snapshot with fewer. */
const RECENT = 30

/**
 * A saved game opened read-only for the phone view of one seat on this device (`#/seat/...`): its
 * folded state and recent entries, kept in step with a tab that plays it (the same tab sync the
 * game screen uses). Nothing is ever dispatched through this session.
 */
export function useSeatGame(gameId: string) {
  const state = shallowRef<GameState>(EMPTY_STATE)
  const entries = shallowRef<readonly LogEntry[]>([])
  /** Why the game cannot be shown: a storage phrase (read in the language chosen now) or another error's own words. */
  const problem = shallowRef<Phrase | string>('')
  const loadError = computed(() => (typeof problem.value === 'string' ? problem.value : storageText(problem.value)))
  const isLoading = ref(true)
  let stop: (() => void) | undefined
  let closed = false

  function show(session: GameSession): void {
    state.value = session.state
    entries.value = [...session.log]
  }

  onMounted(async () => {
    try {
      const session = await GameSession.open({ repository: getRepository() }, gameId)
      if (session.log.length < RECENT && session.logStart > 1) await session.loadOlder(RECENT - session.log.length)
      if (closed) return
      show(session)
      const stopChanges = session.subscribe(() => show(session))
      const stopTabs = startTabSync(session, { onUpdated: () => show(session), onFailed: () => (problem.value = storagePhrase('pageCannotFollow')) })
      stop = () => {
        stopChanges()
        stopTabs()
      }
    } catch (error) {
      problem.value = error instanceof GameNotFoundError || error instanceof NewerGameError ? error.phrase : error instanceof Error ? error.message : String(error)
    } finally {
      isLoading.value = false
    }
  })
  onUnmounted(() => {
    closed = true
    stop?.()
  })
  return { state, entries, loadError, isLoading }
}
