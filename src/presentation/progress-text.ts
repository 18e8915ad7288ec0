/**
 * Where a saved game stands, for its card on the home screen. Its own small file: the home screen
 * loads first and must not pull in the order-of-play wording (play-ui.ts) and the rules with it.
 */
import { homeWords, stageWords, STAGES } from './catalogs/home'
import { formatInteger } from './i18n/numbers'

/** "Cycle 2 · Stage 4 (Attack)". */
export function progressText(progress: { cycle: number; stage: number }): string {
  const key = `s${progress.stage}`
  const values = { cycle: formatInteger(progress.cycle), stage: formatInteger(progress.stage) }
  return key in STAGES ? homeWords('progress', { ...values, name: stageWords(key as keyof typeof STAGES) }) : homeWords('progressNoName', values)
}
