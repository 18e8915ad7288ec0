import { computed, readonly, ref } from 'vue'
import { DATABASE_BLOCKED_MESSAGE, DATABASE_REPLACED_MESSAGE } from '@/persistence/errors'
import { watchDatabaseStatus, type DatabaseStatus } from '@/session/database-status'

// One reading for the page: the notice and the home screen's "Loading" line both follow it.
const status = ref<DatabaseStatus>('ok')
let watching = false

/**
 * Whether this tab can reach the saved games, and what to do when it cannot: said at once, since
 * a blocked upgrade leaves every read and write waiting with nothing else to show for it.
 */
export function useDatabaseStatus() {
  if (!watching) {
    watching = true
    watchDatabaseStatus((next) => (status.value = next))
  }
  const message = computed(() => (status.value === 'blocked' ? DATABASE_BLOCKED_MESSAGE : status.value === 'replaced' ? DATABASE_REPLACED_MESSAGE : null))
  return { status: readonly(status), message }
}
