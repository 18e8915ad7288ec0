/** FACTS.md: interest card figures unknown; best evidence $50M per $1,000M per turn. */
export const DEFAULT_INTEREST_PER_BILLION = 50
/** FACTS.md: "groups often play 10% ($100M)". Offered as a one-tap choice. */
export const COMMON_INTEREST_CHOICES = [50, 100] as const

declare module '../../kernel/settings' {
  interface GameSettings {
    /** Loan interest in $M per $1,000M borrowed, due every Stage 1 (FACTS.md, "Bank loans"). */
    interestPerBillion: number
  }
}
