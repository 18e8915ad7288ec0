/**
 * Where a saved game stands, for its card on the home screen. Its own small file: the home screen
 * loads first and must not pull in the order-of-play wording (play-ui.ts) and the rules with it.
 */
import { STAGE_INFO } from '../domain/modules/play/data'

/** "Cycle 2 · Stage 4 (Attack)". */
export function progressText(progress: { cycle: number; stage: number }): string {
  const info = STAGE_INFO[progress.stage as keyof typeof STAGE_INFO] as { name: string } | undefined
  return `Cycle ${progress.cycle} · Stage ${progress.stage}${info ? ` (${info.name})` : ''}`
}
