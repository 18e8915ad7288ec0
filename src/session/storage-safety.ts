/**
 * Whether this device's browser may delete the saved games, and what the players can do about it.
 * The decisions are pure functions of a few facts (tested for every combination); reading the
 * facts is separate and takes its browser objects as arguments, so tests pass fakes and a browser
 * without an API (old browsers, happy-dom) gives "unknown" rather than an error.
 */

/** What matters about the browser: Safari's 7-day rule, and whether the app runs installed. */
export interface Platform {
  /** iPhone or iPad, where every browser is Safari underneath. */
  readonly ios: boolean
  /** Safari (or another WebKit browser) on a Mac or a Linux desktop. */
  readonly desktopSafari: boolean
  /** Opened from the Home Screen, the Dock or an installed-app window, not a browser tab. */
  readonly installed: boolean
}

/**
 * Whether the app can open IndexedDB at all: 'missing' (no API: a very old browser, or storage
 * turned off), 'blocked' (the API is there but refuses: site data blocked by a setting or an
 * extension, some private windows); undefined when not checked.
 */
export type DatabaseAccess = 'ok' | 'missing' | 'blocked'

export interface StorageFacts {
  readonly platform: Platform
  readonly database?: DatabaseAccess
  /** The browser's answer to `persisted()`; undefined when it cannot tell. */
  readonly persisted: boolean | undefined
  /** Whether `persist()` exists, so "Ask again" can do something. */
  readonly canAsk: boolean
  /** Bytes used and available to this app, from `estimate()`, when the browser says. */
  readonly usage: number | undefined
  readonly quota: number | undefined
}

export type SafetyLevel = 'protected' | 'at-risk' | 'unknown'
/** Why the games are at risk; the home screen's warning is dismissed per reason. */
export type SafetyReason = 'no-database' | 'database-blocked' | 'private-window' | 'safari-7-days' | 'not-persistent' | 'no-answer' | 'persistent'

/**
 * What to do, as ids: the screens word each one (composables/storage-words.ts), most useful first.
 * 'install' says the platform's way (Home Screen, Dock, the browser's menu).
 */
export type SafetyStep =
  | 'normal-window'
  | 'allow-site-storage'
  | 'allow-cookies'
  | 'import-elsewhere'
  | 'export-before-closing'
  | 'import-in-normal-window'
  | 'install'
  | 'import-in-installed-app'
  | 'ask-again'
  | 'export'

export interface SafetyVerdict {
  readonly level: SafetyLevel
  readonly reason: SafetyReason
  /** What to do, most useful first. */
  readonly steps: readonly SafetyStep[]
  /** The platform the words name (Home Screen or Dock, how to install). */
  readonly platform: Platform
  /** The space the browser offers, when it said (a private window's small quota is named). */
  readonly quota?: number
  /** Games are lost (or cannot be saved) whatever happens next: say so before the first game, too. */
  readonly urgent: boolean
}

/**
 * Below this quota the window is taken for a private one. Chromium gives a private (incognito)
 * window a small in-memory quota, about 100 MB in many releases, and a normal window a share of
 * the disk: gigabytes on any device that runs the app. A heuristic, so the words say "looks like":
 * recent Chromium reports a larger private quota (a private window there is not recognised), and a
 * nearly full old device could be taken for one (the advice, export a file, is right there too).
 */
export const PRIVATE_WINDOW_QUOTA = 120 * 1000 * 1000

const NON_SAFARI = /Chrome|Chromium|CriOS|FxiOS|EdgiOS|Edg\/|OPR\/|Firefox|Android/

/** Reads the user agent the way the 7-day rule needs: iPadOS reports itself as a Mac with touch. */
export function detectPlatform(userAgent: string, maxTouchPoints: number, installed: boolean): Platform {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)
  const desktopSafari = !ios && /AppleWebKit/.test(userAgent) && /Safari\//.test(userAgent) && !NON_SAFARI.test(userAgent)
  return { ios, desktopSafari, installed }
}

/** Storage that cannot be used at all, or that ends with the window: said before anything else. */
function judgeLostStorage(facts: StorageFacts): SafetyVerdict | undefined {
  const { platform } = facts
  if (facts.database === 'missing') {
    return { level: 'at-risk', reason: 'no-database', steps: ['normal-window', 'allow-site-storage', 'import-elsewhere'], platform, urgent: true }
  }
  if (facts.database === 'blocked') {
    return { level: 'at-risk', reason: 'database-blocked', steps: ['allow-cookies', 'normal-window', 'import-elsewhere'], platform, urgent: true }
  }
  if (facts.persisted !== true && facts.quota !== undefined && facts.quota > 0 && facts.quota < PRIVATE_WINDOW_QUOTA) {
    return { level: 'at-risk', reason: 'private-window', steps: ['export-before-closing', 'import-in-normal-window'], platform, quota: facts.quota, urgent: true }
  }
  return undefined
}

/**
 * The verdict for the facts: storage that cannot be used or ends with the window first, then
 * Safari's 7-day rule, then the browser's persistence answer.
 */
export function judgeStorage(facts: StorageFacts): SafetyVerdict {
  const lost = judgeLostStorage(facts)
  if (lost) return lost
  const { platform, persisted, canAsk } = facts
  if ((platform.ios || platform.desktopSafari) && !platform.installed) {
    return { level: 'at-risk', reason: 'safari-7-days', steps: ['install', 'import-in-installed-app', 'export'], platform, urgent: false }
  }
  if (persisted === true) return { level: 'protected', reason: 'persistent', steps: ['export'], platform, urgent: false }
  const install: SafetyStep[] = platform.installed ? [] : ['install']
  if (persisted === false) {
    return { level: 'at-risk', reason: 'not-persistent', steps: [...(canAsk ? ['ask-again' as const] : []), ...install, 'export'], platform, urgent: false }
  }
  return { level: 'unknown', reason: 'no-answer', steps: [...install, 'export'], platform, urgent: false }
}

/** The browser objects the facts come from; each may be missing. */
export interface StorageEnvironment {
  readonly storage?: Partial<Pick<StorageManager, 'persisted' | 'persist' | 'estimate'>>
  readonly userAgent?: string
  readonly maxTouchPoints?: number
  /** `navigator.standalone`: true on iOS when opened from the Home Screen. */
  readonly standalone?: boolean
  readonly matchMedia?: (query: string) => { matches: boolean }
  /** `indexedDB`: null when the browser has none; left out, the database is not checked. */
  readonly indexedDB?: Pick<IDBFactory, 'open'> | null
}

/** A database of its own, so the check never creates or upgrades the games' database. */
export const PROBE_DATABASE = 'supremacy-companion-probe'
const PROBE_TIMEOUT_MS = 3000

/** Opens (and closes) a small empty database: whether IndexedDB is there and lets the app in. */
export function probeDatabase(factory: Pick<IDBFactory, 'open'> | null | undefined): Promise<DatabaseAccess | undefined> {
  if (factory === undefined) return Promise.resolve(undefined)
  if (factory === null) return Promise.resolve('missing')
  return new Promise((resolve) => {
    // A browser that never answers is not judged.
    const timer = setTimeout(() => resolve(undefined), PROBE_TIMEOUT_MS)
    const done = (access: DatabaseAccess) => {
      clearTimeout(timer)
      resolve(access)
    }
    try {
      const request = factory.open(PROBE_DATABASE)
      request.onsuccess = () => {
        request.result.close()
        done('ok')
      }
      request.onerror = (event) => {
        event.preventDefault()
        done('blocked')
      }
    } catch {
      // Firefox's private windows (before version 115) and blocked site data throw here.
      done('blocked')
    }
  })
}

function isInstalled(env: StorageEnvironment): boolean {
  if (env.standalone === true) return true
  try {
    return ['standalone', 'fullscreen', 'minimal-ui', 'window-controls-overlay'].some(
      (mode) => env.matchMedia?.(`(display-mode: ${mode})`).matches === true,
    )
  } catch {
    return false
  }
}

async function ask<T>(run: (() => Promise<T>) | undefined): Promise<T | undefined> {
  if (!run) return undefined
  try {
    return await run()
  } catch {
    return undefined
  }
}

/** Reads the facts; never throws, whatever is missing. */
export async function readStorageFacts(env: StorageEnvironment): Promise<StorageFacts> {
  const storage = env.storage
  const database = await probeDatabase(env.indexedDB)
  const persistedAnswer = await ask(storage?.persisted?.bind(storage))
  const estimate = await ask(storage?.estimate?.bind(storage))
  const bytes = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : undefined)
  return {
    platform: detectPlatform(env.userAgent ?? '', env.maxTouchPoints ?? 0, isInstalled(env)),
    persisted: typeof persistedAnswer === 'boolean' ? persistedAnswer : undefined,
    canAsk: typeof storage?.persist === 'function',
    usage: bytes(estimate?.usage),
    quota: bytes(estimate?.quota),
    ...(database ? { database } : {}),
  }
}

/** The page's IndexedDB: null when missing; reading it can throw where storage is blocked. */
function pageIndexedDB(): Pick<IDBFactory, 'open'> | null {
  try {
    return typeof indexedDB === 'undefined' || indexedDB === null ? null : indexedDB
  } catch {
    return { open: () => { throw new DOMException('Storage is blocked', 'SecurityError') } }
  }
}

/** This page's browser objects, or none outside a browser. */
export function browserEnvironment(): StorageEnvironment {
  if (typeof navigator === 'undefined') return {}
  const nav = navigator as Navigator & { standalone?: boolean }
  return {
    indexedDB: pageIndexedDB(),
    storage: nav.storage,
    userAgent: nav.userAgent,
    maxTouchPoints: nav.maxTouchPoints,
    standalone: nav.standalone,
    matchMedia: typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? (q) => window.matchMedia(q) : undefined,
  }
}
