import type { SafetyReason, SafetyStep, SafetyVerdict } from '@/session/storage-safety'
import { SAFETY, safetyWords } from '@/presentation/catalogs/safety'
import { numberLocale } from '@/presentation/i18n/numbers'

/** A verdict in words: the status line, why, what to do, and the chip's few words. */
export interface VerdictWords extends SafetyVerdict {
  readonly headline: string
  readonly why: string
  readonly chip: string
  /** The steps' words, in the verdict's order. */
  readonly advice: readonly string[]
}

type Key = keyof typeof SAFETY

const WORDS: Readonly<Record<SafetyReason, { headline: Key; why: Key; chip: Key }>> = {
  'no-database': { headline: 'headNoDatabase', why: 'whyNoDatabase', chip: 'chipCannotSave' },
  'database-blocked': { headline: 'headDatabaseBlocked', why: 'whyDatabaseBlocked', chip: 'chipCannotSave' },
  'private-window': { headline: 'headPrivate', why: 'whyPrivate', chip: 'chipPrivate' },
  'safari-7-days': { headline: 'headSafari', why: 'whySafariHome', chip: 'chipAtRisk' },
  persistent: { headline: 'headProtected', why: 'whyProtected', chip: 'chipProtected' },
  'not-persistent': { headline: 'headNotPersistent', why: 'whyNotPersistent', chip: 'chipAtRisk' },
  'no-answer': { headline: 'headNoAnswer', why: 'whyNoAnswer', chip: 'chipStorage' },
}

const STEPS: Readonly<Record<Exclude<SafetyStep, 'install'>, Key>> = {
  'normal-window': 'stepNormalWindow',
  'allow-site-storage': 'stepAllowSiteStorage',
  'allow-cookies': 'stepAllowCookies',
  'import-elsewhere': 'stepImportElsewhere',
  'export-before-closing': 'stepExportBeforeClosing',
  'import-in-normal-window': 'stepImportInNormalWindow',
  'import-in-installed-app': 'stepImportInInstalledApp',
  'ask-again': 'stepAskAgain',
  export: 'stepExport',
}

function stepWords(step: SafetyStep, verdict: SafetyVerdict): string {
  if (step !== 'install') return safetyWords(STEPS[step])
  return safetyWords(verdict.platform.ios ? 'stepInstallIos' : verdict.platform.desktopSafari ? 'stepInstallDock' : 'stepInstall')
}

/** The verdict's words in the reader's language. */
export function verdictWords(verdict: SafetyVerdict): VerdictWords {
  const keys = WORDS[verdict.reason]
  const why = verdict.reason === 'safari-7-days' && !verdict.platform.ios ? 'whySafariDock' : keys.why
  return {
    ...verdict,
    headline: safetyWords(keys.headline),
    why: safetyWords(why, { size: formatBytes(verdict.quota ?? Number.NaN) }),
    chip: safetyWords(keys.chip),
    advice: verdict.steps.map((step) => stepWords(step, verdict)),
  }
}

/** "1.2 MB": decimal units as browsers report them, one decimal below 10, in the reader's numbers. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return safetyWords('sizeUnknown')
  if (bytes < 1000) return safetyWords('bytes', { n: Math.round(bytes) })
  const units = ['kB', 'MB', 'GB', 'TB']
  let value = bytes / 1000
  let unit = 0
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000
    unit += 1
  }
  const shown = new Intl.NumberFormat(numberLocale(), { maximumFractionDigits: value < 10 ? 1 : 0, useGrouping: false }).format(value)
  return `${shown} ${units[unit]}`
}

/** "1.2 MB of 2 GB used", or a plain line when the browser does not say. */
export function usageLine(usage: number | undefined, quota: number | undefined): string {
  if (usage === undefined) return safetyWords('usageUnknown')
  if (quota === undefined || quota <= 0) return safetyWords('usageUsed', { used: formatBytes(usage) })
  return safetyWords('usageOf', { used: formatBytes(usage), quota: formatBytes(quota) })
}
