import { DEFAULT_PRICE_INDEX } from './market'
import type { EndTerms } from '../endgame/terms'

/** Numbers that printings and groups differ on; chosen at setup and stored with the game. */
export interface GameSettings {
  /** $M per spot of the Price Index, left (Bull Pen) to right (Bear Pit). */
  priceIndex: readonly number[]
  /** Loan interest in $M per $1,000M borrowed, due every Stage 1 (FACTS.md, "Bank loans"). */
  interestPerBillion: number
  /** How the game ends, as agreed (Detente point, handicap rank); absent when nothing was agreed. */
  endTerms?: EndTerms
}

/** FACTS.md: interest card figures unknown; best evidence $50M per $1,000M per turn. */
export const DEFAULT_INTEREST_PER_BILLION = 50
/** FACTS.md: "groups often play 10% ($100M)". Offered as a one-tap choice. */
export const COMMON_INTEREST_CHOICES = [50, 100] as const

export const DEFAULT_SETTINGS: GameSettings = {
  priceIndex: DEFAULT_PRICE_INDEX,
  interestPerBillion: DEFAULT_INTEREST_PER_BILLION,
}
