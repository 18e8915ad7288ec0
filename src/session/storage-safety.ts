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

export interface SafetyVerdict {
  readonly level: SafetyLevel
  readonly reason: SafetyReason
  /** One line: the status. */
  readonly headline: string
  /** Why, in plain words. */
  readonly why: string
  /** What to do, most useful first. */
  readonly steps: readonly string[]
  /** The few words of the app-bar chip. */
  readonly chip: string
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

const EXPORT_STEP =
  'Export a game file after each session (“Game file” at the top of the game screen) and keep it off this device: on a computer, a cloud drive or in a message to yourself.'

const IMPORT_STEP = 'A game file exported elsewhere can be imported once the app can save (“Import a game file” on the home screen).'

function installStep(platform: Platform): string {
  if (platform.ios) return 'Add the app to the Home Screen: tap Share (the square with an arrow), then “Add to Home Screen”, and play from that icon.'
  if (platform.desktopSafari) return 'Add the app to the Dock: in Safari choose File → Add to Dock (Safari 17 or later), and play from there.'
  return 'Install the app: in the browser menu choose “Install app” or “Add to Home screen”, and play from that icon.'
}

const NORMAL_WINDOW_STEP = 'Open the app in a normal (not private) window of an up-to-date browser: Chrome, Edge, Firefox or Safari.'

/** Storage that cannot be used at all, or that ends with the window: said before anything else. */
function judgeLostStorage(facts: StorageFacts): SafetyVerdict | undefined {
  if (facts.database === 'missing') {
    return {
      level: 'at-risk',
      reason: 'no-database',
      headline: 'This browser cannot save games',
      why: 'It gives this app no storage (IndexedDB is missing or turned off), so a game cannot be started or kept here, not even through a reload.',
      steps: [NORMAL_WINDOW_STEP, 'If a privacy setting or an extension turns off site storage, allow it for this app and reload.', IMPORT_STEP],
      chip: 'Cannot save games',
      urgent: true,
    }
  }
  if (facts.database === 'blocked') {
    return {
      level: 'at-risk',
      reason: 'database-blocked',
      headline: 'The browser will not let the app save games',
      why: 'Storage for this site is blocked (a setting that blocks cookies and site data, an extension, or a private window in some browsers), so games cannot be saved or opened here.',
      steps: ['Allow cookies and site data for this app in the browser’s settings, then reload.', NORMAL_WINDOW_STEP, IMPORT_STEP],
      chip: 'Cannot save games',
      urgent: true,
    }
  }
  if (facts.persisted !== true && facts.quota !== undefined && facts.quota > 0 && facts.quota < PRIVATE_WINDOW_QUOTA) {
    return {
      level: 'at-risk',
      reason: 'private-window',
      headline: 'This looks like a private window: its games vanish when it closes',
      why: `The browser offers this app only ${formatBytes(facts.quota)}, as it does in a private (incognito) window, whose saved data is deleted when the window is closed.`,
      steps: [
        'Before you close this window, export each game file (“Game file” at the top of the game screen) and keep it.',
        'Play in a normal window: tap “Import a game file” there to go on with the game.',
      ],
      chip: 'Private window',
      urgent: true,
    }
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
    return {
      level: 'at-risk',
      reason: 'safari-7-days',
      headline: 'Safari may delete your saved games',
      why: `Safari deletes a website’s saved data when it has not been opened for 7 days. An app added to the ${platform.ios ? 'Home Screen' : 'Dock'} keeps its games.`,
      steps: [
        installStep(platform),
        'The installed app starts with no games: export each game file here, then tap “Import a game file” in the app.',
        EXPORT_STEP,
      ],
      chip: 'Games at risk',
      urgent: false,
    }
  }
  if (persisted === true) {
    return {
      level: 'protected',
      reason: 'persistent',
      headline: 'Saved games are protected',
      why: 'The browser has agreed to keep this app’s data: it is removed only if someone deletes it (for example by clearing site data or uninstalling).',
      steps: [EXPORT_STEP],
      chip: 'Games protected',
      urgent: false,
    }
  }
  const install = platform.installed ? [] : [installStep(platform)]
  if (persisted === false) {
    return {
      level: 'at-risk',
      reason: 'not-persistent',
      headline: 'The browser may clear saved games',
      why: 'The browser has not granted persistent storage, so it may delete this app’s data when the device runs short of space.',
      steps: [
        ...(canAsk ? ['Tap “Ask again”. Browsers often agree once the app is installed or has been used for a while.'] : []),
        ...install,
        EXPORT_STEP,
      ],
      chip: 'Games at risk',
      urgent: false,
    }
  }
  return {
    level: 'unknown',
    reason: 'no-answer',
    headline: 'This browser does not say whether it keeps saved games',
    why: 'It offers no way to ask for persistent storage, so it may delete this app’s data when the device runs short of space.',
    steps: [...install, EXPORT_STEP],
    chip: 'Game storage',
    urgent: false,
  }
}

/** "1.2 MB": decimal units as browsers report them, one decimal below 10. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return 'unknown'
  if (bytes < 1000) return `${Math.round(bytes)} bytes`
  const units = ['kB', 'MB', 'GB', 'TB']
  let value = bytes / 1000
  let unit = 0
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000
    unit += 1
  }
  const shown = value < 10 ? value.toFixed(1).replace(/\.0$/, '') : String(Math.round(value))
  return `${shown} ${units[unit]}`
}

/** "1.2 MB of 2 GB used", or a plain line when the browser does not say. */
export function usageLine(usage: number | undefined, quota: number | undefined): string {
  if (usage === undefined) return 'The browser does not say how much space the saved games use.'
  if (quota === undefined || quota <= 0) return `${formatBytes(usage)} used`
  return `${formatBytes(usage)} of ${formatBytes(quota)} used`
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
