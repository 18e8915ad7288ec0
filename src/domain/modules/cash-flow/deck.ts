import { TECH_CARDS, type TechCard } from './data'
import type { CashFlowState, DeckCard } from './state'

/** "If, at any time, the three face-up cards depict the same resource, discard all three". */
export function allOneResource(cards: readonly DeckCard[]): boolean {
  const resources = cards.map((c) => ('company' in c ? c.company.resource : undefined))
  return resources.length === 3 && resources[0] !== undefined && resources.every((r) => r === resources[0])
}

/** The three tech cards, one shuffled into each third, are cards of the deck too. */
const TECH_PER_THIRD = 1

/** A third of the deck as card positions from the top (1 = the first card drawn after set-up), tech card included. */
export interface ThirdRange {
  third: 0 | 1 | 2
  first: number
  last: number
}

/**
 * The deck's thirds as positions from the top: "The nuke card is shuffled into the first pile ...
 * Place the l-star pile on top of the supremacy card pile. Then, place the nuke card pile on top".
 * `thirds` counts the company cards of each pile as the deck stands once the face-up row is dealt.
 */
export function thirdRanges(thirds: readonly [number, number, number]): [ThirdRange, ThirdRange, ThirdRange] {
  let first = 1
  return thirds.map((count, i) => {
    const range = { third: i as 0 | 1 | 2, first, last: first + count + TECH_PER_THIRD - 1 }
    first = range.last + 1
    return range
  }) as [ThirdRange, ThirdRange, ThirdRange]
}

/** Cards of the deck (companies and tech cards) not drawn yet. */
export function cardsLeft(deck: CashFlowState['deck']): number {
  const total = deck.thirds.reduce((sum, n) => sum + n + TECH_PER_THIRD, 0)
  return Math.max(0, total - deck.drawn)
}

/** The third the card at `position` from the top belongs to (the last third past its end). */
export function thirdAt(thirds: readonly [number, number, number], position: number): ThirdRange {
  return thirdRanges(thirds).find((r) => position <= r.last) ?? thirdRanges(thirds)[2]
}

/**
 * What the table knows of the deck's next card: its position, its third, and the chance it is that
 * third's tech card (one in the cards left in the third, while the tech card has not come up).
 */
export function nextCardOdds(cf: Pick<CashFlowState, 'deck' | 'tech'>): { position: number; third: ThirdRange; tech: TechCard; techChance: number } | undefined {
  if (cardsLeft(cf.deck) === 0) return undefined
  const position = cf.deck.drawn + 1
  const third = thirdAt(cf.deck.thirds, position)
  const tech = TECH_CARDS[third.third]
  const leftInThird = third.last - position + 1
  return { position, third, tech, techChance: cf.tech.includes(tech) || leftInThird <= 0 ? 0 : 1 / leftInThird }
}
