/**
 * What a Cash Flow R&D draw decides, word for word and event by event (research.ts against
 * shared/rules/variant-cash-flow.txt v1.2, R&D: "One labor unit is required to draw one card from the
 * top of the deck or select a card from the three face-up cards"; Replace Card, "If, at any time, the
 * three face-up cards depict the same resource, discard all three and replace them"; the tech cards'
 * thirds; "a one-time bonus consisting of the resources depicted on the card"). The deck: thirds of
 * 14 company cards, each with its tech card (positions 1-15, 16-30, 31-45); the face-up row grain,
 * oil, minerals. Expected outcomes: tests/golden/cash-flow-research-decisions.json.
 */
import { describe, expect, it } from 'vitest'
import type { GameState, Resource } from '@/domain'
import { describeDeckCard, type DeckCard, type DrawResearchCard } from '@/domain/modules/cash-flow'
import { goldenCases, outcome, table, type GoldenCase, type Rows } from '../support/cash-flow-golden'

type Slice = NonNullable<GameState['cashFlow']>

/** USA's R&D action, with rows set and the slice changed where a case needs a deck further on. */
function research(rows: Rows = {}, slice: Partial<Slice> = {}): GameState {
  const g = table(rows)
  g.do({ kind: 'selectAction', power: 'usa', action: 'research' })
  return { ...g.state, cashFlow: { ...g.state.cashFlow!, ...slice } }
}
const deckAt = (drawn: number): Partial<Slice> => ({ deck: { thirds: [14, 14, 14], drawn } })
const card = (resource: Resource, units = 2, name = `New ${resource}`): DeckCard => ({ company: { name, territory: 'Somewhere', resource, units, origin: 'independent' } })
const draw = (more: Partial<DrawResearchCard>): DrawResearchCard => ({ kind: 'drawResearchCard', power: 'usa', from: 'deck', card: card('oil', 3), decision: 'open', ...more })

const c = (name: string, run: () => ReturnType<typeof outcome>): GoldenCase => ({ name, run })

const CASES: GoldenCase[] = [
  c('a company drawn from the deck and opened', () => outcome(research(), draw({}))),
  c('a company drawn from the deck and kept closed', () => outcome(research(), draw({ decision: 'closed' }))),
  c('a company drawn and discarded for its units', () => outcome(research(), draw({ decision: 'discard' }))),
  c('a company discarded for units a row of 12 cannot all hold', () => outcome(research({ usa: { oil: 11 } }), draw({ decision: 'discard' }))),
  c('a company discarded for units that fill the row to 12', () => outcome(research({ usa: { oil: 9 } }), draw({ decision: 'discard' }))),
  c('a decision that is not one', () => outcome(research(), draw({ decision: 'sell' as never }))),
  c('a card that is not described', () => outcome(research(), draw({ card: undefined }))),
  c('a company card without units', () => outcome(research(), draw({ card: { company: { name: 'X', territory: 'Y', resource: 'oil', units: 0, origin: 'independent' } } }))),
  c('a tech card that is not one', () => outcome(research(), draw({ card: { tech: 'tanks' } as never }))),
  c('the nuke card drawn first: a scoring round', () => outcome(research(), draw({ card: { tech: 'nukes' } }))),
  c('the nuke card drawn at the last place of the first third', () => outcome(research({}, deckAt(14)), draw({ card: { tech: 'nukes' } }))),
  c('the nuke card drawn past the first third', () => outcome(research({}, deckAt(15)), draw({ card: { tech: 'nukes' } }))),
  c('the nuke card drawn a second time', () => outcome(research({}, { tech: ['nukes'] }), draw({ card: { tech: 'nukes' } }))),
  c('the L-star card drawn in the first third', () => outcome(research({}, deckAt(11)), draw({ card: { tech: 'lstars' } }))),
  c('the L-star card drawn three cards before the middle third (the face-up row counted)', () => outcome(research({}, { ...deckAt(12), tech: ['nukes'] }), draw({ card: { tech: 'lstars' } }))),
  c('the L-star card drawn at the last place of the middle third', () => outcome(research({}, { ...deckAt(29), tech: ['nukes'] }), draw({ card: { tech: 'lstars' } }))),
  c('the Supremacy card: the final scoring and the winners', () => outcome(research({}, { ...deckAt(44), tech: ['nukes', 'lstars'] }), draw({ card: { tech: 'supremacy' } }))),
  c('a draw from an empty deck', () => outcome(research({}, deckAt(45)), draw({}))),
  c('a draw from the deck with a refill', () => outcome(research(), draw({ refill: [card('grain')] }))),
  c('a face-up card taken, the row refilled', () => outcome(research(), draw({ from: 1, card: undefined, refill: [card('grain')] }))),
  c('a face-up card taken and kept closed', () => outcome(research(), draw({ from: 0, card: undefined, decision: 'closed', refill: [card('oil')] }))),
  c('a face-up card taken and discarded', () => outcome(research(), draw({ from: 2, card: undefined, decision: 'discard', refill: [card('oil')] }))),
  c('a face-up card taken with its card described', () => outcome(research(), draw({ from: 1, refill: [card('grain')] }))),
  c('a face-up card that is not there', () => outcome(research(), draw({ from: 3, card: undefined }))),
  c('a face-up card at a negative place', () => outcome(research(), draw({ from: -1, card: undefined }))),
  c('a face-up card at a fraction of a place', () => outcome(research(), draw({ from: 0.5, card: undefined }))),
  c('a face-up card taken without a refill', () => outcome(research(), draw({ from: 1, card: undefined }))),
  c('a face-up card taken with two refill cards', () => outcome(research(), draw({ from: 1, card: undefined, refill: [card('grain'), card('oil')] }))),
  c('a face-up card taken with refills that are not a list', () => outcome(research(), draw({ from: 1, card: undefined, refill: card('grain') as never }))),
  c('a face-up card taken with 13 refill cards', () => outcome(research(), draw({ from: 1, card: undefined, refill: Array(13).fill(card('grain')) }))),
  c('a refill that makes the row one resource, not replaced', () => outcome(research({}, { faceUp: [card('grain'), card('grain'), card('oil')] }), draw({ from: 2, card: undefined, refill: [card('grain')] }))),
  c('a refill that makes the row one resource, replaced', () => outcome(research({}, { faceUp: [card('grain'), card('grain'), card('oil')] }), draw({ from: 2, card: undefined, refill: [card('grain'), card('oil', 1, 'A'), card('minerals', 2, 'B'), card('grain', 3, 'C')] }))),
  c('a refill that makes the row one resource, replaced in part', () => outcome(research({}, { faceUp: [card('grain'), card('grain'), card('oil')] }), draw({ from: 2, card: undefined, refill: [card('grain'), card('oil', 1, 'A')] }))),
  c('the nuke card turned up by a refill, the next card in its place', () => outcome(research(), draw({ from: 0, card: undefined, refill: [{ tech: 'nukes' }, card('grain')] }))),
  c('the nuke card turned up by a refill out of its third', () => outcome(research({}, deckAt(20)), draw({ from: 0, card: undefined, refill: [{ tech: 'nukes' }, card('grain')] }))),
  c('a refill card not described', () => outcome(research(), draw({ from: 0, card: undefined, refill: [null as never] }))),
  c('refill cards past the end of the deck', () => outcome(research({}, deckAt(44)), draw({ from: 0, card: undefined, refill: [card('grain'), card('oil')] }))),
  c('the last card of the deck as the refill', () => outcome(research({}, { ...deckAt(44), tech: ['nukes', 'lstars', 'supremacy'] }), draw({ from: 0, card: undefined, refill: [card('grain')] }))),
  c('a face-up card taken from an empty deck: the row stays short', () => outcome(research({}, deckAt(45)), draw({ from: 0, card: undefined }))),
  c('a refill card after the Supremacy card', () => outcome(research({}, { ...deckAt(30), tech: ['nukes', 'lstars'] }), draw({ from: 0, card: undefined, refill: [{ tech: 'supremacy' }, card('grain')] }))),
  c('the Supremacy card as the refill: the game is over with the row short', () => outcome(research({}, { ...deckAt(30), tech: ['nukes', 'lstars'] }), draw({ from: 0, card: undefined, refill: [{ tech: 'supremacy' }] }))),
  // Cases added after the first mutation run (docs/mutation/cash-flow.md), each on a survivor's edge.
  c('a refill card typed with the deck empty', () => outcome(research({}, { ...deckAt(45), tech: ['nukes', 'lstars', 'supremacy'] }), draw({ from: 0, card: undefined, refill: [card('grain')] }))),
  // "he must now replace it by drawing a card from the top of the deck": a row left short with cards still in the deck is refused, wherever the deck stands.
  c('a face-up card taken without a refill, the deck half drawn', () => outcome(research({}, { ...deckAt(20), tech: ['nukes'] }), draw({ from: 1, card: undefined }))),
  c('a draw from the deck with an empty refill list', () => outcome(research(), draw({ refill: [] }))),
  c('a face-up card taken with 12 refill cards', () => outcome(research(), draw({ from: 1, card: undefined, refill: Array(12).fill(card('grain')) }))),
  // "he immediately shows it to all players and a scoring round is initiated": a tech card is neither kept nor discarded, so no decision is asked.
  c('the nuke card drawn with no decision', () => outcome(research(), draw({ card: { tech: 'nukes' }, decision: undefined }))),
  c('a draw with no labor box open', () => outcome(research({}, { laborFilled: 36 }), draw({}))),
  c('a draw outside the R&D action', () => {
    const g = table()
    g.do({ kind: 'selectAction', power: 'usa', action: 'build' })
    return outcome(g.state, draw({}))
  }),
]

describe('a Cash Flow R&D draw, as the rules decide it', () => {
  goldenCases('tests/golden/cash-flow-research-decisions.json', CASES)
})

describe('a drawn card in words (the log and the scoring screen)', () => {
  it('names a tech card, a company by its name, and an unnamed company by its territory and resource', () => {
    expect(describeDeckCard({ tech: 'lstars' })).toBe('the L-star card')
    expect(describeDeckCard(card('oil', 3, ' Baku Oil '))).toBe('Baku Oil (3 oil, Somewhere)')
    expect(describeDeckCard(card('grain', 2, '  '))).toBe('Somewhere grain (2 grain, Somewhere)')
  })
})
