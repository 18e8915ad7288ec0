import { computed, readonly, ref, shallowRef } from 'vue'
import { browserEnvironment, judgeStorage, readStorageFacts, type StorageEnvironment, type StorageFacts } from '@/session/storage-safety'
import { usageLine, verdictWords } from './storage-words'

/** The reason whose home-screen warning the players dismissed, so a new reason warns again. */
export const STORAGE_WARNING_KEY = 'supremacy-storage-warning-dismissed'

function readDismissed(): string | null {
  try {
    return globalThis.localStorage?.getItem(STORAGE_WARNING_KEY) ?? null
  } catch {
    return null
  }
}

// One shared reading for the app bar, the home screen and the sheet.
const facts = shallowRef<StorageFacts | null>(null)
const isAsking = ref(false)
const dismissed = ref<string | null>(readDismissed())
let environment: () => StorageEnvironment = browserEnvironment

/** Tests give fake browser objects. */
export function useStorageEnvironmentForTests(env: (() => StorageEnvironment) | undefined): void {
  environment = env ?? browserEnvironment
  facts.value = null
  dismissed.value = readDismissed()
}

/** Whether the browser keeps the saved games, how much space they use, and "Ask again". */
export function useStorageSafety() {
  // In words, so they follow the reader's language.
  const verdict = computed(() => (facts.value ? verdictWords(judgeStorage(facts.value)) : null))
  const usage = computed(() => (facts.value ? usageLine(facts.value.usage, facts.value.quota) : ''))
  // Persistence cannot help storage that is missing, blocked or ends with the window.
  const canAsk = computed(() => facts.value?.canAsk === true && facts.value.persisted !== true && verdict.value?.urgent !== true)
  const showWarning = computed(() => verdict.value?.level === 'at-risk' && dismissed.value !== verdict.value.reason)

  async function refresh(): Promise<void> {
    facts.value = await readStorageFacts(environment())
  }

  /** Asks for persistent storage again (Firefox shows a prompt; Chrome decides by itself). */
  async function askAgain(): Promise<void> {
    const storage = environment().storage
    if (isAsking.value || typeof storage?.persist !== 'function') return
    isAsking.value = true
    try {
      await storage.persist()
    } catch {
      // The answer is read back below either way.
    } finally {
      await refresh()
      isAsking.value = false
    }
  }

  function dismissWarning(): void {
    const reason = verdict.value?.reason
    if (!reason) return
    dismissed.value = reason
    try {
      globalThis.localStorage?.setItem(STORAGE_WARNING_KEY, reason)
    } catch {
      // Not remembered; hidden until the page reloads.
    }
  }

  return { facts: readonly(facts), verdict, usage, canAsk, isAsking: readonly(isAsking), showWarning, refresh, askAgain, dismissWarning }
}
