import type { PowerId } from '../../kernel/ids'

/** High altitude bombing: a record of the roll (silos, spaceports and factories are not in the basic game). */
export interface BombingRecord {
  cycle: number
  power: PowerId
  target: string
  aim: 'siloOrSpaceport' | 'factory'
  dice: number[]
  hits: number
}

export interface AirState {
  bombingRuns: BombingRecord[]
}

/** A new game's air slice: no bombing run yet. */
export function initialAir(): AirState {
  return { bombingRuns: [] }
}
