import { IDBFactory } from 'fake-indexeddb'
import { describe, expect, it } from 'vitest'
import { detectPlatform, judgeStorage, PRIVATE_WINDOW_QUOTA, probeDatabase, readStorageFacts, type DatabaseAccess, type Platform, type StorageFacts } from '@/session/storage-safety'
import { formatBytes, usageLine, verdictWords } from '@/composables/storage-words'

/** The verdict as the screens say it (in English: no translator is plugged in here). */
const judge = (facts: StorageFacts) => verdictWords(judgeStorage(facts))

const UA = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/122.0.6261.89 Mobile/15E148 Safari/604.1',
  ipadDesktopMode:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  macSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  macChrome: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 Safari/537.36',
  macFirefox: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:124.0) Gecko/20100101 Firefox/124.0',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 Safari/537.36 Edg/122.0.2365.92',
  androidChrome: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 Mobile Safari/537.36',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:124.0) Gecko/20100101 Firefox/124.0',
}

describe('detectPlatform', () => {
  it('finds iPhone and iPad, whatever the browser, and iPadOS posing as a Mac', () => {
    expect(detectPlatform(UA.iphoneSafari, 5, false)).toEqual({ ios: true, desktopSafari: false, installed: false })
    expect(detectPlatform(UA.iphoneChrome, 5, false).ios).toBe(true)
    expect(detectPlatform(UA.ipadDesktopMode, 5, true)).toEqual({ ios: true, desktopSafari: false, installed: true })
  })

  it('finds Safari on a Mac, but not Chrome or Firefox there', () => {
    expect(detectPlatform(UA.macSafari, 0, false)).toEqual({ ios: false, desktopSafari: true, installed: false })
    expect(detectPlatform(UA.macChrome, 0, false).desktopSafari).toBe(false)
    expect(detectPlatform(UA.macFirefox, 0, false).desktopSafari).toBe(false)
  })

  it('treats Chrome, Edge and Firefox elsewhere as neither', () => {
    for (const ua of [UA.windowsEdge, UA.androidChrome, UA.linuxFirefox, '']) {
      expect(detectPlatform(ua, 0, false)).toEqual({ ios: false, desktopSafari: false, installed: false })
    }
  })
})

const platforms: Record<string, Omit<Platform, 'installed'>> = {
  ios: { ios: true, desktopSafari: false },
  macSafari: { ios: false, desktopSafari: true },
  other: { ios: false, desktopSafari: false },
}

/** Every combination of platform, installed, the browser's answer and whether it can be asked. */
function* everyCombination(): Generator<[string, StorageFacts]> {
  for (const [name, platform] of Object.entries(platforms)) {
    for (const installed of [false, true]) {
      for (const persisted of [true, false, undefined]) {
        for (const canAsk of [true, false]) {
          const label = `${name} installed=${installed} persisted=${String(persisted)} canAsk=${canAsk}`
          yield [label, { platform: { ...platform, installed }, persisted, canAsk, usage: 1000, quota: 10_000_000_000 }]
        }
      }
    }
  }
}

describe('judgeStorage', () => {
  it('decides every combination: Safari in a tab is at risk, then the persistence answer decides', () => {
    let count = 0
    for (const [label, facts] of everyCombination()) {
      count += 1
      const safariTab = (facts.platform.ios || facts.platform.desktopSafari) && !facts.platform.installed
      const expected = safariTab
        ? ['at-risk', 'safari-7-days']
        : facts.persisted === true
          ? ['protected', 'persistent']
          : facts.persisted === false
            ? ['at-risk', 'not-persistent']
            : ['unknown', 'no-answer']
      const verdict = judge(facts)
      expect([verdict.level, verdict.reason], label).toEqual(expected)
      // Whatever the case, a copy off the device is suggested, and every line says something.
      expect(verdict.advice.some((s) => s.startsWith('Export a game file')), label).toBe(true)
      expect(verdict.headline.length * verdict.why.length * verdict.chip.length, label).toBeGreaterThan(0)
      // Installing is suggested exactly when the app is not installed and not already protected.
      const suggestsInstall = verdict.advice.some((s) => /Home Screen|Dock|Install the app/.test(s))
      expect(suggestsInstall, label).toBe(!facts.platform.installed && verdict.level !== 'protected')
      // "Ask again" is mentioned only when the browser can be asked and said no.
      const suggestsAsking = verdict.advice.some((s) => s.includes('Ask again'))
      expect(suggestsAsking, label).toBe(verdict.reason === 'not-persistent' && facts.canAsk)
    }
    expect(count).toBe(36)
  })

  it('tells iPhone users how to add the app to the Home Screen, and that games do not move by themselves', () => {
    const verdict = judge({ platform: { ios: true, desktopSafari: false, installed: false }, persisted: true, canAsk: true, usage: 0, quota: 0 })
    expect(verdict.headline).toBe('Safari may delete your saved games')
    expect(verdict.why).toContain('7 days')
    expect(verdict.advice[0]).toContain('Share')
    expect(verdict.advice[0]).toContain('Add to Home Screen')
    expect(verdict.advice[1]).toContain('export each game file here, then tap “Import a game file” in the app')
  })

  it('tells Mac Safari users to add the app to the Dock', () => {
    const verdict = judge({ platform: { ios: false, desktopSafari: true, installed: false }, persisted: false, canAsk: true, usage: 0, quota: 0 })
    expect(verdict.advice[0]).toContain('File → Add to Dock')
    expect(verdict.why).toContain('Dock')
  })

  it('says a granted, installed app is protected', () => {
    const verdict = judge({ platform: { ios: true, desktopSafari: false, installed: true }, persisted: true, canAsk: true, usage: 0, quota: 0 })
    expect(verdict).toMatchObject({ level: 'protected', headline: 'Saved games are protected', chip: 'Games protected' })
  })
})

const CHROME_TAB: Platform = { ios: false, desktopSafari: false, installed: false }
const facts = (over: Partial<StorageFacts>): StorageFacts => ({ platform: CHROME_TAB, persisted: false, canAsk: true, usage: 1000, quota: 10_000_000_000, ...over })

describe('judgeStorage: storage that cannot be used, or ends with the window', () => {
  it('a missing or blocked IndexedDB is said first, on every platform and whatever the persistence answer', () => {
    const cases: [DatabaseAccess, string][] = [
      ['missing', 'no-database'],
      ['blocked', 'database-blocked'],
    ]
    for (const [database, reason] of cases) {
      for (const platform of Object.values(platforms)) {
        for (const persisted of [true, false, undefined]) {
          const verdict = judge(facts({ database, persisted, platform: { ...platform, installed: false }, quota: 50_000_000 }))
          expect([verdict.reason, verdict.level, verdict.urgent], `${database} ${JSON.stringify(platform)} ${String(persisted)}`).toEqual([reason, 'at-risk', true])
        }
      }
    }
  })

  it('no IndexedDB and blocked IndexedDB get their own words: neither blames another tab or a newer app', () => {
    const missing = judge(facts({ database: 'missing' }))
    const blocked = judge(facts({ database: 'blocked' }))
    expect(missing.headline).toBe('This browser cannot save games')
    expect(missing.why).toContain('IndexedDB is missing or turned off')
    expect(blocked.headline).toBe('The browser will not let the app save games')
    expect(blocked.advice[0]).toContain('Allow cookies and site data for this app')
    for (const verdict of [missing, blocked]) {
      expect(verdict.advice.some((s) => s.includes('normal (not private) window'))).toBe(true)
      expect(`${verdict.headline} ${verdict.why} ${verdict.advice.join(' ')}`).not.toMatch(/another tab|newer version/i)
    }
  })

  it('a quota under 120 MB with no persistence reads as a private window: games vanish when it closes, export a file', () => {
    const verdict = judge(facts({ quota: 100_000_000 }))
    expect(verdict).toMatchObject({ reason: 'private-window', level: 'at-risk', urgent: true, chip: 'Private window' })
    expect(verdict.headline).toBe('This looks like a private window: its games vanish when it closes')
    expect(verdict.why).toContain('only 100 MB')
    expect(verdict.advice[0]).toContain('export each game file')
    // On Safari too: the window ends before the 7 days do.
    expect(judge(facts({ quota: 100_000_000, platform: { ios: true, desktopSafari: false, installed: false } })).reason).toBe('private-window')
  })

  it('the private-window reading needs a small quota and no persistence: at the limit, persisted or unknown it is not made', () => {
    expect(judge(facts({ quota: PRIVATE_WINDOW_QUOTA - 1 })).reason).toBe('private-window')
    expect(judge(facts({ quota: PRIVATE_WINDOW_QUOTA })).reason).toBe('not-persistent')
    expect(judge(facts({ quota: 100_000_000, persisted: true })).reason).toBe('persistent')
    expect(judge(facts({ quota: 100_000_000, persisted: undefined })).reason).toBe('private-window')
    expect(judge(facts({ quota: undefined })).reason).toBe('not-persistent')
    expect(judge(facts({ quota: 0 })).reason).toBe('not-persistent')
    expect(judge(facts({ database: 'ok' })).reason).toBe('not-persistent')
  })

  it('an origin that may be evicted (persistence refused) is at risk but not urgent: the games stay until space runs short', () => {
    const verdict = judge(facts({ persisted: false }))
    expect(verdict).toMatchObject({ reason: 'not-persistent', urgent: false })
    expect(verdict.why).toContain('may delete this app’s data when the device runs short of space')
  })
})

describe('probeDatabase', () => {
  it('is not checked when the environment does not say, and missing when there is no IndexedDB', async () => {
    expect(await probeDatabase(undefined)).toBeUndefined()
    expect(await probeDatabase(null)).toBe('missing')
  })

  it('is ok when a database opens, and blocked when opening throws or fails', async () => {
    expect(await probeDatabase(new IDBFactory())).toBe('ok')
    const throwing = { open: () => { throw new DOMException('The operation is insecure.', 'SecurityError') } }
    expect(await probeDatabase(throwing)).toBe('blocked')
    const failing = {
      open: () => {
        const request = { onsuccess: null, onerror: null } as unknown as IDBOpenDBRequest
        setTimeout(() => request.onerror?.(Object.assign(new Event('error'), { preventDefault: () => undefined })), 0)
        return request
      },
    }
    expect(await probeDatabase(failing)).toBe('blocked')
  })

  it('is read into the facts', async () => {
    expect((await readStorageFacts({ indexedDB: null })).database).toBe('missing')
    expect((await readStorageFacts({ indexedDB: new IDBFactory() })).database).toBe('ok')
  })
})

describe('formatBytes and usageLine', () => {
  it('writes sizes the way people read them', () => {
    expect(formatBytes(0)).toBe('0 bytes')
    expect(formatBytes(999)).toBe('999 bytes')
    expect(formatBytes(1000)).toBe('1 kB')
    expect(formatBytes(1_234_567)).toBe('1.2 MB')
    expect(formatBytes(45_600_000)).toBe('46 MB')
    expect(formatBytes(2_000_000_000)).toBe('2 GB')
    expect(formatBytes(3e15)).toBe('3000 TB')
    expect(formatBytes(Number.NaN)).toBe('unknown')
    expect(formatBytes(-1)).toBe('unknown')
  })

  it('says how much is used, of how much, or that the browser does not say', () => {
    expect(usageLine(1_234_567, 2_000_000_000)).toBe('1.2 MB of 2 GB used')
    expect(usageLine(1_234_567, undefined)).toBe('1.2 MB used')
    expect(usageLine(undefined, 2_000_000_000)).toBe('The browser does not say how much space the saved games use.')
  })
})

describe('readStorageFacts', () => {
  it('copes with a browser that has none of the APIs', async () => {
    expect(await readStorageFacts({})).toEqual({
      platform: { ios: false, desktopSafari: false, installed: false },
      persisted: undefined,
      canAsk: false,
      usage: undefined,
      quota: undefined,
    })
  })

  it('copes with APIs that throw or answer nonsense', async () => {
    const facts = await readStorageFacts({
      storage: {
        persisted: () => Promise.reject(new Error('SecurityError')),
        estimate: () => Promise.resolve({ usage: -5, quota: Number.POSITIVE_INFINITY }),
        persist: () => Promise.resolve(false),
      },
      matchMedia: () => {
        throw new Error('no matchMedia')
      },
    })
    expect(facts).toMatchObject({ persisted: undefined, canAsk: true, usage: undefined, quota: undefined })
    expect(facts.platform.installed).toBe(false)
  })

  it('reads the answer, the estimate and whether the app runs installed', async () => {
    const facts = await readStorageFacts({
      storage: {
        persisted: () => Promise.resolve(true),
        estimate: () => Promise.resolve({ usage: 1_234_567, quota: 2_000_000_000 }),
      },
      userAgent: UA.androidChrome,
      matchMedia: (q) => ({ matches: q === '(display-mode: standalone)' }),
    })
    expect(facts).toEqual({
      platform: { ios: false, desktopSafari: false, installed: true },
      persisted: true,
      canAsk: false,
      usage: 1_234_567,
      quota: 2_000_000_000,
    })
  })

  it('knows an iPhone Home Screen app by navigator.standalone', async () => {
    const facts = await readStorageFacts({ userAgent: UA.iphoneSafari, maxTouchPoints: 5, standalone: true, matchMedia: () => ({ matches: false }) })
    expect(facts.platform).toEqual({ ios: true, desktopSafari: false, installed: true })
  })
})
