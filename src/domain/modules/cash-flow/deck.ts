import type { DeckCard } from './state'

/** "If, at any time, the three face-up cards depict the same resource, discard all three". */
export function allOneResource(cards: readonly DeckCard[]): boolean {
  const resources = cards.map((c) => ('company' in c ? c.company.resource : undefined))
  return resources.length === 3 && resources[0] !== undefined && resources.every((r) => r === resources[0])
}
