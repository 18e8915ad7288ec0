import { describe, expect, it } from 'vitest'
import type { CompanyInput, GameState } from '@/domain'
import { cardsLeft, LABOR_MARKET, nextCardOdds, scoreNow, thirdRanges, type DeckCard } from '@/domain/modules/cash-flow'
import { decideDrawResearchCard } from '@/domain/modules/cash-flow/research'
import { cashFlowGame } from '../support/cash-flow'

const card = (name: string, resource: CompanyInput['resource'], units = 2, territory = `${name} land`): DeckCard => ({ company: { name, territory, resource, units, origin: 'independent' } })
const NUKE: DeckCard = { tech: 'nukes' }
const LSTAR: DeckCard = { tech: 'lstars' }
const SUPREMACY: DeckCard = { tech: 'supremacy' }

/** USA's turn with R&D selected (the deck's thirds 14/14/14: cards 1-15, 16-30, 31-45). */
function atResearch(setup: Parameters<typeof cashFlowGame>[1] = {}, settings: Record<string, unknown> = {}) {
  const g = cashFlowGame(['usa', 'ussr', 'europe'], setup, settings)
  g.do({ kind: 'selectAction', power: 'usa', action: 'research' })
  return g
}
const cfOf = (state: GameState) => state.cashFlow!

describe('Cash Flow, R&D: a labor unit per card, from the top of the deck or the face-up row', () => {
  it('"One labor unit is required to draw one card"; "as many times as he wishes in a single turn"', () => {
    const g = atResearch()
    g.do({ kind: 'drawResearchCard', power: 'usa', from: 'deck', card: card('Quito Oil', 'oil', 3, 'Peru'), decision: 'closed' })
    expect(g.state.accounts.usa).toBe(3000 - 25)
    expect(g.state.accounts[LABOR_MARKET]).toBe(25)
    // "he may leave it closed by laying it face-down in front of him"
    expect(g.state.powers.usa!.companies.at(-1)).toEqual({ id: 'cf-1', name: 'Quito Oil', territory: 'Peru', resource: 'oil', units: 3, isOpen: false, origin: 'independent' })
    expect(cfOf(g.state).deck.drawn).toBe(1)
    // The second card pays the next box: $50M.
    g.do({ kind: 'drawResearchCard', power: 'usa', from: 'deck', card: card('Lima Mines', 'minerals', 2, 'Peru'), decision: 'open' })
    expect(g.state.accounts.usa).toBe(3000 - 25 - 50)
    // "he may open it immediately by placing it face-up in front of him with his other open companies"
    expect(g.state.powers.usa!.companies.at(-1)).toMatchObject({ id: 'cf-2', isOpen: true, wasOpen: true })
    expect(cfOf(g.state)).toMatchObject({ deck: { drawn: 2 }, nextCard: 3, laborFilled: 2 })
  })

  it('"If he chooses to discard, he immediately receives a one-time bonus consisting of the resources depicted on the card" (over 12 lost)', () => {
    const g = atResearch()
    g.do({ kind: 'drawResearchCard', power: 'usa', from: 'deck', card: card('Quito Oil', 'oil', 3), decision: 'discard' })
    expect(g.state.powers.usa!.supplies.oil).toBe(5 + 3)
    expect(g.state.powers.usa!.companies).toHaveLength(6)
    g.do({ kind: 'drawResearchCard', power: 'usa', from: 'deck', card: card('Big Oil', 'oil', 3), decision: 'discard' })
    const result = decideDrawResearchCard(g.state, { kind: 'drawResearchCard', power: 'usa', from: 'deck', card: card('Bigger Oil', 'oil', 3), decision: 'discard' })
    expect(result.ok && result.value.find((e) => e.type === 'supplyChanged')).toEqual({ type: 'supplyChanged', power: 'usa', row: 'oil', from: 11, to: 12, lost: 2 })
  })

  it('only in an R&D turn, by the player whose turn it is, with money for the labor', () => {
    const g = cashFlowGame()
    const draw = { kind: 'drawResearchCard', power: 'usa', from: 'deck', card: card('X', 'oil'), decision: 'closed' } as const
    expect(g.refuse(draw).message).toBe('Select the R&D action first: a turn is one action.')
    g.do({ kind: 'selectAction', power: 'usa', action: 'market' })
    expect(g.refuse(draw).message).toMatch(/selected the Market action this turn; the R&D action waits/)
    const r = atResearch()
    expect(r.refuse({ ...draw, power: 'ussr' }).code).toBe('not-your-turn')
    expect(r.refuse({ ...draw, decision: 'sell' as 'open' }).code).toBe('bad-command')
    expect(r.refuse({ ...draw, card: { company: { ...('company' in draw.card ? draw.card.company : ({} as CompanyInput)), units: 9 } } }).code).toBe('bad-company')
    expect(r.refuse({ ...draw, card: { tech: 'death-ray' } as unknown as DeckCard }).message).toMatch(/nuke card, the L-star card and the Supremacy card/)
    expect(r.refuse({ ...draw, card: undefined }).code).toBe('bad-company')
    expect(r.refuse({ ...draw, refill: [card('Y', 'oil')] }).message).toMatch(/no refill/)
    expect(r.refuse({ ...draw, from: 3 }).message).toMatch(/one of the 3 face-up cards/)
  })

  it('no open labor box, or no money for it: no card (and no bank loan)', () => {
    const g = atResearch()
    const cf = cfOf(g.state)
    const draw = { kind: 'drawResearchCard', power: 'usa', from: 'deck', card: card('X', 'oil'), decision: 'closed' } as const
    const full = decideDrawResearchCard({ ...g.state, cashFlow: { ...cf, laborFilled: 36 } }, draw)
    expect(!full.ok && full.refusal.code).toBe('no-labor-box')
    const broke = decideDrawResearchCard({ ...g.state, accounts: { ...g.state.accounts, usa: 10 } }, draw)
    expect(!broke.ok && broke.refusal.message).toMatch(/^USA has \$10M; 1 unit of labor for an R&D card costs \$25M. There are no bank loans/)
  })

  it('the deck empty refuses a draw from the top (the Supremacy card ends the game before, so only a damaged log gets here)', () => {
    const g = atResearch({ thirds: [0, 0, 0] })
    const cf = cfOf(g.state)
    const emptied: GameState = { ...g.state, cashFlow: { ...cf, deck: { ...cf.deck, drawn: 3 } } }
    expect(cardsLeft(cf.deck)).toBe(3)
    const result = decideDrawResearchCard(emptied, { kind: 'drawResearchCard', power: 'usa', from: 'deck', card: card('X', 'oil'), decision: 'closed' })
    expect(!result.ok && result.refusal.code).toBe('deck-empty')
  })
})

describe('Cash Flow, Replace Card: the face-up row', () => {
  // The row at the start: Athens Grain (grain), Karachi Oil (oil), Warsaw Mines (minerals).
  it('"If a player elected to pick up one of the face-up cards, he must now replace it by drawing a card from the top of the deck"', () => {
    const g = atResearch()
    expect(g.refuse({ kind: 'drawResearchCard', power: 'usa', from: 1, decision: 'open' }).message).toBe('Draw 1 more card from the top of the deck to fill the face-up row.')
    expect(g.refuse({ kind: 'drawResearchCard', power: 'usa', from: 1, decision: 'open', refill: [card('A', 'oil'), card('B', 'grain')] }).message).toMatch(/row is full after 1 refill card; 2 were typed/)
    expect(g.refuse({ kind: 'drawResearchCard', power: 'usa', from: 1, card: card('Z', 'oil'), decision: 'open', refill: [card('A', 'oil')] }).message).toMatch(/already known/)
    g.do({ kind: 'drawResearchCard', power: 'usa', from: 1, decision: 'open', refill: [card('Lagos Oil', 'oil', 3)] })
    expect(g.state.powers.usa!.companies.at(-1)).toMatchObject({ id: 'cf-1', name: 'Karachi Oil', territory: 'Pakistan', isOpen: true })
    // The replacement takes the empty place; it came from the top of the deck.
    expect(cfOf(g.state).faceUp.map((c) => ('company' in c ? c.company.name : c.tech))).toEqual(['Athens Grain', 'Lagos Oil', 'Warsaw Mines'])
    expect(cfOf(g.state).deck.drawn).toBe(1)
  })

  it('"If, at any time, the three face-up cards depict the same resource, discard all three and replace them from the top of the resource deck"', () => {
    const g = atResearch()
    // Taking Warsaw Mines and drawing two more grain cards after a grain: grain, grain, grain is discarded.
    expect(g.refuse({ kind: 'drawResearchCard', power: 'usa', from: 2, decision: 'closed', refill: [card('G1', 'grain'), card('O1', 'oil')] }).message).toMatch(/row is full/)
    const taken = { kind: 'drawResearchCard', power: 'usa', from: 2, decision: 'closed' } as const
    // Karachi Oil taken first so the row can go all one resource: Athens Grain, Lagos Grain, then Warsaw taken and Rome Grain drawn.
    g.do({ ...taken, from: 1, refill: [card('Lagos Grain', 'grain')] })
    expect(g.refuse({ ...taken, refill: [card('Rome Grain', 'grain')] }).message).toBe('The three face-up cards were all one resource and are discarded: draw 3 more cards from the top of the deck to fill the face-up row.')
    expect(g.refuse({ ...taken, refill: [card('Rome Grain', 'grain'), card('O', 'oil'), card('M', 'minerals'), card('G', 'grain'), card('X', 'oil')] }).message).toMatch(/full after 4 refill cards/)
    // Three of one resource again in the replacements is discarded again.
    g.do({ ...taken, refill: [card('Rome Grain', 'grain'), card('G2', 'grain'), card('G3', 'grain'), card('G4', 'grain'), card('O5', 'oil'), card('G6', 'grain'), card('M7', 'minerals')] })
    expect(cfOf(g.state).faceUp.map((c) => ('company' in c ? c.company.name : c.tech))).toEqual(['O5', 'G6', 'M7'])
    expect(cfOf(g.state).deck.drawn).toBe(1 + 7)
  })

  it('refill cards are checked like cards from the top: a tech card in its third, no more than the deck holds, typed in order', () => {
    const g = atResearch()
    expect(g.refuse({ kind: 'drawResearchCard', power: 'usa', from: 0, decision: 'open', refill: [LSTAR, card('A', 'oil')] }).message).toMatch(/L-star card is in the middle third: cards 13 to 30 from the top. This is card 1/)
    expect(g.refuse({ kind: 'drawResearchCard', power: 'usa', from: 0, decision: 'open', refill: card('A', 'oil') as unknown as DeckCard[] }).message).toMatch(/Type the cards drawn to refill/)
    expect(g.refuse({ kind: 'drawResearchCard', power: 'usa', from: 0, decision: 'open', refill: [{ company: { name: 'A', territory: '', resource: 'oil', units: 2, origin: 'independent' } }] }).code).toBe('bad-company')
    // A damaged log with one card left in the deck (no Supremacy card to stop it): two refill cards are too many.
    const cf = cfOf(g.state)
    const lastCard: GameState = { ...g.state, cashFlow: { ...cf, deck: { thirds: [0, 0, 0], drawn: 2 } } }
    const refill = [card('Rome Grain', 'grain'), card('G2', 'grain'), card('G3', 'grain')]
    const twoLeft = decideDrawResearchCard({ ...lastCard, cashFlow: { ...cf, deck: { thirds: [0, 0, 0], drawn: 2 }, faceUp: [card('A', 'grain'), card('B', 'grain'), card('C', 'oil')] } }, { kind: 'drawResearchCard', power: 'usa', from: 2, decision: 'open', refill })
    expect(!twoLeft.ok && twoLeft.refusal.message).toBe('The deck has only 1 card left; 3 refill cards were typed.')
    // The deck ran out with the row short: what is left stays.
    const short = decideDrawResearchCard({ ...lastCard, cashFlow: { ...cf, deck: { thirds: [0, 0, 0], drawn: 3 } } }, { kind: 'drawResearchCard', power: 'usa', from: 2, decision: 'open', refill: [] })
    expect(short.ok).toBe(true)
  })
})

describe('Cash Flow, Tech Cards and Scoring', () => {
  it('the thirds as card positions: the nuke card in cards 1-15, the L-star card 16-30, Supremacy 31-45', () => {
    expect(thirdRanges([14, 14, 14]).map((r) => [r.first, r.last])).toEqual([
      [1, 15],
      [16, 30],
      [31, 45],
    ])
    expect(nextCardOdds({ deck: { thirds: [14, 14, 14], drawn: 0 }, tech: [] })).toMatchObject({ position: 1, tech: 'nukes', techChance: 1 / 15 })
    expect(nextCardOdds({ deck: { thirds: [14, 14, 14], drawn: 14 }, tech: [] })).toMatchObject({ position: 15, techChance: 1 })
    expect(nextCardOdds({ deck: { thirds: [14, 14, 14], drawn: 3 }, tech: ['nukes'] })).toMatchObject({ techChance: 0 })
    expect(nextCardOdds({ deck: { thirds: [14, 14, 14], drawn: 15 }, tech: ['nukes'] })).toMatchObject({ position: 16, tech: 'lstars', techChance: 1 / 15 })
  })

  it('a tech card typed outside its third is refused ("the l-star card in the middle third")', () => {
    const g = atResearch()
    const draw = { kind: 'drawResearchCard', power: 'usa', from: 'deck', decision: 'closed' } as const
    expect(g.refuse({ ...draw, card: LSTAR }).message).toBe('The L-star card is in the middle third: cards 13 to 30 from the top. This is card 1: check the card, or the count of each third.')
    expect(g.refuse({ ...draw, card: SUPREMACY }).message).toMatch(/Supremacy card is in the last third: cards 28 to 45/)
    g.do({ ...draw, card: NUKE })
    expect(g.refuse({ ...draw, card: NUKE }).message).toBe('The nuke card has already come up; the deck holds one.')
  })

  it('a table that counted the face-up row in the first third sees the later thirds start up to three cards sooner', () => {
    const g = atResearch()
    const cf = cfOf(g.state)
    const at = (drawn: number) => ({ ...g.state, cashFlow: { ...cf, deck: { ...cf.deck, drawn }, tech: ['nukes' as const] } })
    const lstar = { kind: 'drawResearchCard', power: 'usa', from: 'deck', card: LSTAR, decision: 'closed' } as const
    // Cards 13 and 30 may be the L-star card; 12 and 31 may not.
    expect(decideDrawResearchCard(at(12), lstar).ok).toBe(true)
    expect(decideDrawResearchCard(at(29), lstar).ok).toBe(true)
    const early = decideDrawResearchCard(at(11), lstar)
    expect(!early.ok && early.refusal.message).toMatch(/cards 13 to 30 from the top. This is card 12:/)
    expect(decideDrawResearchCard(at(30), lstar).ok).toBe(false)
  })

  it('"If a player draws the nuke card ... a scoring round is initiated ... the technology depicted is now available to all players"', () => {
    const g = atResearch()
    g.do({ kind: 'drawResearchCard', power: 'usa', from: 'deck', card: NUKE, decision: 'closed' })
    const cf = cfOf(g.state)
    expect(cf.tech).toEqual(['nukes'])
    // It costs its labor unit like any card, and is not kept as a company.
    expect(g.state.accounts.usa).toBe(2975)
    expect(g.state.powers.usa!.companies).toHaveLength(6)
    expect(cf.rounds).toHaveLength(1)
    // Scored after the labor is paid: USA $2,975M is 2 points.
    expect(cf.rounds[0]).toMatchObject({ trigger: 'nukes', turn: 1 })
    expect(cf.rounds[0]!.lines.map((l) => [l.power, l.treasury, l.leaderPoints, l.total])).toEqual([
      ['usa', 2, 4, 6],
      ['ussr', 3, 4, 7],
      ['europe', 3, 0, 3],
    ])
    expect(cf.winners).toBeUndefined()
  })

  it('a tech card revealed while refilling the row is shown and scored the same way, and does not stay in the row', () => {
    const g = atResearch()
    g.do({ kind: 'drawResearchCard', power: 'usa', from: 0, decision: 'open', refill: [NUKE, card('Oslo Oil', 'oil')] })
    const cf = cfOf(g.state)
    expect(cf.tech).toEqual(['nukes'])
    expect(cf.deck.drawn).toBe(2)
    expect(cf.faceUp.map((c) => ('company' in c ? c.company.name : c.tech))).toEqual(['Oslo Oil', 'Karachi Oil', 'Warsaw Mines'])
    // The card opened before the refill counts: USA's grain is 7 + 2 (Athens Grain) = 9, the most.
    expect(cf.rounds[0]!.lines[0]).toMatchObject({ power: 'usa', production: { grain: 9, oil: 5, minerals: 3 }, leads: ['grain', 'minerals'] })
    // The round reads the state as the command leaves it (the labor paid, the card opened): the same as scoring it now.
    expect(cf.rounds[0]!.lines).toEqual(scoreNow(g.state))
  })

  it('"When the Supremacy card comes up, the final scoring round is initiated and the game is over"', () => {
    const g = atResearch({ thirds: [0, 0, 0] })
    const draw = { kind: 'drawResearchCard', power: 'usa', from: 'deck', decision: 'closed' } as const
    g.do({ ...draw, card: NUKE })
    g.do({ ...draw, card: LSTAR })
    g.do({ ...draw, card: SUPREMACY })
    const cf = cfOf(g.state)
    expect(cf.rounds.map((r) => r.trigger)).toEqual(['nukes', 'lstars', 'supremacy'])
    // USA paid 25, 50 and 50: $2,975M (2), $2,925M (2), $2,875M (2); 4 leader points each round: 18.
    // USSR: 3 + 4 each round = 21; Europe: 3 each round = 9.
    expect(cf.winners).toEqual(['ussr'])
    expect(g.refuse({ kind: 'endCashFlowTurn', power: 'usa' }).code).toBe('game-over')
    expect(g.refuse({ ...draw, card: card('X', 'oil') }).code).toBe('game-over')
  })

  it('no card is drawn for the row after the Supremacy card', () => {
    const g = atResearch({ thirds: [0, 0, 0] })
    g.do({ kind: 'drawResearchCard', power: 'usa', from: 0, decision: 'open', refill: [NUKE, LSTAR, SUPREMACY] })
    expect(cfOf(g.state).winners).toBeDefined()
    expect(cfOf(g.state).faceUp).toHaveLength(2)
    const g2 = atResearch({ thirds: [0, 0, 1] })
    expect(g2.refuse({ kind: 'drawResearchCard', power: 'usa', from: 0, decision: 'open', refill: [NUKE, LSTAR, SUPREMACY, card('X', 'oil')] }).code).toBe('game-over')
  })
})

describe('Cash Flow, opening a card kept closed (issue 26, item 5)', () => {
  it('"he may leave it closed by laying it face-down ... he may open it": its owner opens it later, free, in his own turn', () => {
    const g = cashFlowGame(['usa', 'ussr'], { entropyHolder: 'ussr' })
    g.do({ kind: 'selectAction', power: 'usa', action: 'research' })
    g.do({ kind: 'drawResearchCard', power: 'usa', from: 'deck', card: { company: { name: 'Lima Oil', territory: 'Peru', resource: 'oil', units: 3, origin: 'independent' } }, decision: 'closed' })
    const card = g.state.powers.usa!.companies.at(-1)!
    expect(card).toMatchObject({ name: 'Lima Oil', isOpen: false })
    expect(g.refuse({ kind: 'openCompany', power: 'ussr', companyId: card.id }).code).toBe('not-your-turn')
    g.do({ kind: 'endCashFlowTurn', power: 'usa' })
    // Not USA's turn now.
    expect(g.refuse({ kind: 'openCompany', power: 'usa', companyId: card.id })).toMatchObject({ code: 'not-your-turn', message: "It is USSR's turn, not USA's." })
    g.do({ kind: 'discardForEntropy', power: 'ussr', typeDice: [5], productionDie: 3 })
    g.do({ kind: 'selectAction', power: 'ussr', action: 'market' })
    g.do({ kind: 'endCashFlowTurn', power: 'ussr' })
    const cash = g.state.accounts.usa
    const s = g.do({ kind: 'openCompany', power: 'usa', companyId: card.id })
    expect(s.powers.usa!.companies.at(-1)).toMatchObject({ name: 'Lima Oil', isOpen: true, wasOpen: true })
    expect(s.accounts.usa).toBe(cash)
    expect(g.refuse({ kind: 'openCompany', power: 'usa', companyId: card.id }).message).toBe('Lima Oil is already open (face up).')
    expect(g.refuse({ kind: 'openCompany', power: 'usa', companyId: 'nope' }).message).toBe("That company is not among USA's cards: open one of its own closed cards.")
  })
})
