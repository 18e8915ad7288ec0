/**
 * The tab each game was last on, so Resume opens it again. Kept on this device (localStorage),
 * like the game itself: one small map of game id to tab, written on every tab change.
 */
export const LAST_TAB_KEY = 'supremacy-last-tab'

function readAll(): Record<string, string> {
  try {
    const raw = globalThis.localStorage?.getItem(LAST_TAB_KEY)
    const parsed: unknown = raw ? JSON.parse(raw) : {}
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, string>) : {}
  } catch {
    return {}
  }
}

export function rememberTab(gameId: string, tab: string): void {
  const all = readAll()
  if (all[gameId] === tab) return
  all[gameId] = tab
  try {
    globalThis.localStorage?.setItem(LAST_TAB_KEY, JSON.stringify(all))
  } catch {
    // Not remembered: Resume opens the default tab.
  }
}

/** The tab to resume on, if it is still one of the game's tabs. */
export function lastTab<T extends string>(gameId: string, tabs: readonly T[]): T | undefined {
  const tab = readAll()[gameId]
  return tabs.find((t) => t === tab)
}
