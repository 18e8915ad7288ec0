import { computed, readonly, ref } from 'vue'
import { DATABASE_BLOCKED_PHRASE, DATABASE_REPLACED_PHRASE } from '@/persistence/errors'
import { storageText } from '@/presentation/catalogs/refusals-storage'
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
  // In the reader's language, and again when the language changes.
  const message = computed(() =>
    status.value === 'blocked' ? storageText(DATABASE_BLOCKED_PHRASE) : status.value === 'replaced' ? storageText(DATABASE_REPLACED_PHRASE) : null,
  )
  return { status: readonly(status), message }
}
