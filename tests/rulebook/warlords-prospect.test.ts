/**
 * Warlords and Pirates, Stage 7 - Buy or Prospect for Resources: "When players prospect for
 * resources, they may keep the resource card even if it is in a zone occupied by a warlord or
 * pirate. Two or more players may have resource cards in the same warlord or pirate zone." A zone
 * a superpower captured is "a territory occupied by an opponent" (basic rules, Stage 7): the card
 * goes back to the deck, unless the prospector is the occupier.
 */
import { describe, expect, it } from 'vitest'
import { decide, NEUTRAL_TERRITORIES, PIRATE_SEAS, type Command, type CompanyInput, type GameState, type PowerId } from '@/domain'
import { guidedGame, playTo } from '../support/guided'

const INDIA: CompanyInput = { name: 'Mahabir Mines', territory: 'India', resource: 'minerals', units: 3, origin: 'independent' }
const found = (power: PowerId, territory = 'India'): Command => ({ kind: 'prospect', power, resource: 'minerals', cardsTurned: 2, outcome: 'found', card: { ...INDIA, territory } })

/** USA and USSR with the warlords placed, at Stage 7, Phase E; the USSR already holds a card in India. */
function atProspecting(): GameState {
  const g = guidedGame(['usa', 'ussr'], undefined, {}, ['warlords'])
  g.do({ kind: 'setUpNeutralZones', mode: 'fullHouse', zones: [...NEUTRAL_TERRITORIES, ...PIRATE_SEAS].map((zone) => ({ zone, die: 3 })) })
  playTo(g, { stage: 7, bidders: ['usa', 'ussr'] })
  g.do({ kind: 'addCompany', power: 'ussr', reason: 'test', company: { ...INDIA, name: 'Deccan Grain', resource: 'grain' } })
  g.do({ kind: 'passTurn', power: 'usa' })
  g.do({ kind: 'passTurn', power: 'ussr' })
  g.do({ kind: 'advancePlay' })
  expect(g.state.play).toMatchObject({ stage: 7, phase: 'E' })
  return g.state
}
const base = atProspecting()

/** India captured by `power`: the zone marked as the capture leaves it. */
function occupiedBy(state: GameState, power: PowerId): GameState {
  const zones = state.neutral!.zones.map((z) => (z.zone === 'India' ? { ...z, armies: 0, occupiedBy: power } : z))
  return { ...state, neutral: { ...state.neutral!, zones } }
}

describe('Stage 7: prospecting for a card in a warlord zone (issue 14)', () => {
  it('a card located in a zone a warlord holds is kept, though another power holds a card there', () => {
    const result = decide(base, found('usa'))
    expect(result.ok).toBe(true)
  })

  it('a card located in a zone an opponent captured is returned to the deck; the attempt still counts', () => {
    const result = decide(occupiedBy(base, 'ussr'), found('usa', ' INDIA '))
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.refusal.code).toBe('card-returned')
    expect(result.refusal.message).toBe('INDIA is occupied by USSR: "the card is returned to the deck." The attempt still counts, and the cards turned are paid.')
  })

  it('the occupier keeps a card it finds in the zone it captured', () => {
    expect(decide(occupiedBy(base, 'usa'), found('usa')).ok).toBe(true)
  })
})
