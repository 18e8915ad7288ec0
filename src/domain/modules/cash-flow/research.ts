import { patchSlice } from '../../kernel/patch'
import type { GameEvent } from '../../kernel/events'
import type { PowerId } from '../../kernel/ids'
import { ok, type Result } from '../../kernel/result'
import { cashFlowPhrase, cashFlowRefusal } from './refusals'
import { SUPPLY_ROW_CAPACITY } from '../../kernel/rules-constants'
import type { Company, GameState } from '../../kernel/state'
import { companyFromInput, validateCompanyInput } from '../setup/decide'
import type { CompanyInput } from '../setup/commands'
import { CASH_FLOW_RULE, FACE_UP_CARDS, TECH_CARDS, TECH_THIRD, type TechCard } from './data'
import type { DrawResearchCard } from './commands'
import { allOneResource, cardsLeft, thirdRanges } from './deck'
import { buyLabor } from './labor'
import { scoringRound, winnersOf } from './scoring'
import { requireAction } from './turn'
import type { CashFlowState, DeckCard, ScoringRound } from './state'

const RESEARCH_RULE = `${CASH_FLOW_RULE}, R&D`
const TECH_RULE = `${CASH_FLOW_RULE}, Tech Cards and Scoring`
const DECISIONS = ['closed', 'open', 'discard'] as const
/** More refill cards than this cannot be right: three of one resource twice over and then some. */
const MAX_REFILL = 12

export const TECH_NAMES: Readonly<Record<TechCard, string>> = { nukes: 'nuke', lstars: 'L-star', supremacy: 'Supremacy' }
/** The tech card at the start of a sentence ("The nuke card"), and the sentence naming its third. */
const TECH_CARD_KEYS = { nukes: 'techNukes', lstars: 'techLstars', supremacy: 'techSupremacy' } as const satisfies Record<TechCard, string>
const THIRD_KEYS = ['techInFirstThird', 'techInMiddleThird', 'techInLastThird'] as const
const techCard = (tech: TechCard) => ({ phrase: cashFlowPhrase(TECH_CARD_KEYS[tech]) })

const isTech = (card: DeckCard): card is { tech: TechCard } => 'tech' in card

/** A card typed from the deck: a company as printed, or one of the three tech cards. */
function validateCard(card: unknown): Result<DeckCard> {
  if (typeof card !== 'object' || card === null) return cashFlowRefusal('bad-company', 'sayCard', {}, RESEARCH_RULE)
  if ('tech' in card) {
    const tech = card.tech
    if (!(TECH_CARDS as readonly unknown[]).includes(tech)) return cashFlowRefusal('bad-command', 'techCards', {}, TECH_RULE)
    return ok({ tech: tech as TechCard })
  }
  const company = (card as { company?: unknown }).company as CompanyInput
  const wrong = validateCompanyInput(company)
  if (wrong) return wrong
  return ok({ company })
}

/**
 * The deck as dealt: "a combined deck with the nuke card in the top third, the l-star card in the
 * middle third and the supremacy card in the bottom third". A tech card typed at a position outside
 * its third, or a second time, is a misread card or a miscounted deck.
 */
function checkTechPosition(cf: CashFlowState, tech: TechCard, position: number, seen: readonly TechCard[]): Result<never> | undefined {
  if (seen.includes(tech)) return cashFlowRefusal('bad-command', 'techCameUp', { card: techCard(tech) }, TECH_RULE)
  const range = thirdRanges(cf.deck.thirds)[TECH_THIRD[tech]]
  // The face-up row was dealt from the top of the first third: a table that counted those three
  // cards in it sees every later third start up to three cards sooner (docs/cash-flow.md, a reading).
  const earliest = Math.max(1, range.first - FACE_UP_CARDS)
  if (position < earliest || position > range.last) {
    return cashFlowRefusal('bad-command', THIRD_KEYS[range.third], { card: techCard(tech), earliest, last: range.last, position }, TECH_RULE)
  }
  return undefined
}

/** Where the cards drawn this time went, as the slice will hold them. */
interface Drawn {
  drawn: number
  faceUp: DeckCard[]
  tech: TechCard[]
  rounds: ScoringRound[]
  winners?: PowerId[]
}

/**
 * A tech card came up: "he immediately shows it to all players and a scoring round is initiated.
 * After scoring has taken place, he places the tech card in a position where all players may see
 * it"; "When the Supremacy card comes up, the final scoring round is initiated and the game is over."
 */
function reveal(scored: GameState, cf: CashFlowState, into: Drawn, tech: TechCard): void {
  into.rounds.push(scoringRound(scored, tech, cf.turn.number))
  into.tech.push(tech)
  if (tech === 'supremacy') into.winners = winnersOf(into.rounds)
}

/**
 * "Replace Card - If a player elected to pick up one of the face-up cards, he must now replace it by
 * drawing a card from the top of the deck. If, at any time, the three face-up cards depict the same
 * resource, discard all three and replace them from the top of the resource deck." `refill` is
 * every card drawn for the row, in order. A tech card revealed while refilling is shown and scored
 * as if drawn and does not stay in the row (docs/cash-flow.md, a reading); the next card fills its place.
 */
function refillRow(scored: GameState, cf: CashFlowState, taken: number, refill: readonly unknown[], into: Drawn): Result<never> | undefined {
  const row: (DeckCard | undefined)[] = [...into.faceUp]
  row[taken] = undefined
  const left = cardsLeft(cf.deck)
  for (const [i, raw] of refill.entries()) {
    if (into.winners !== undefined) return cashFlowRefusal('game-over', 'supremacyInRefill', { i }, TECH_RULE)
    if (i >= left) return cashFlowRefusal('deck-empty', 'deckHasOnly', { n: left, typed: refill.length }, RESEARCH_RULE)
    if (!row.includes(undefined)) return cashFlowRefusal('bad-command', 'rowFullAfter', { n: i, typed: refill.length }, RESEARCH_RULE)
    const card = validateCard(raw)
    if (!card.ok) return card
    const position = into.drawn + 1
    into.drawn = position
    if (isTech(card.value)) {
      const wrong = checkTechPosition(cf, card.value.tech, position, into.tech)
      if (wrong) return wrong
      reveal(scored, cf, into, card.value.tech)
      continue
    }
    row[row.indexOf(undefined)] = { company: { ...card.value.company } }
    if (!row.includes(undefined) && allOneResource(row as DeckCard[])) row.fill(undefined)
  }
  const missing = row.filter((c) => c === undefined).length
  // A row left short is right only when the deck ran out or the Supremacy card ended the game.
  if (missing > 0 && into.winners === undefined && into.drawn - cf.deck.drawn < left) {
    const wasCleared = missing === FACE_UP_CARDS && refill.length > 0
    return cashFlowRefusal('bad-command', wasCleared ? 'clearedDrawMore' : 'drawMore', { n: missing }, RESEARCH_RULE)
  }
  into.faceUp = row.filter((c): c is DeckCard => c !== undefined)
  return undefined
}

/**
 * The state a scoring round in this draw reads: the labor paid, the company kept. The command's
 * events are not folded yet (a decider has no evolve: that would be an import cycle), so the two
 * changes scoring can see are made here; the labor market's account is not scored.
 */
function scoredState(state: GameState, power: PowerId, laborPaid: number, company?: Company): GameState {
  const p = state.powers[power]!
  const accounts = { ...state.accounts, [power]: (state.accounts[power] ?? 0) - laborPaid }
  const powers = company === undefined ? state.powers : { ...state.powers, [power]: { ...p, companies: [...p.companies, company] } }
  return { ...state, accounts, powers }
}

/**
 * R&D: "One labor unit is required to draw one card from the top of the deck or select a card from
 * the three face-up cards adjacent to the deck ... A player may execute this sequence as many times
 * as he wishes in a single turn." The card is kept closed, opened, or discarded for "a one-time
 * bonus consisting of the resources depicted on the card" (what does not fit a row of 12 is lost).
 * A tech card costs its labor unit like any card, is not kept, and starts a scoring round.
 */
export function decideDrawResearchCard(state: GameState, cmd: DrawResearchCard): Result<GameEvent[]> {
  const cf = requireAction(state, cmd.power, 'research')
  if (!cf.ok) return cf
  const power = state.powers[cmd.power]!
  const before = cf.value
  const fromDeck = cmd.from === 'deck'
  if (!fromDeck && !(typeof cmd.from === 'number' && Number.isInteger(cmd.from) && cmd.from >= 0 && cmd.from < before.faceUp.length)) {
    return cashFlowRefusal('bad-command', 'takeCard', { n: before.faceUp.length }, RESEARCH_RULE)
  }
  if (fromDeck && cardsLeft(before.deck) === 0) return cashFlowRefusal('deck-empty', 'deckEmpty', {}, RESEARCH_RULE)
  if (!fromDeck && cmd.card !== undefined) return cashFlowRefusal('bad-command', 'faceUpKnown', {}, RESEARCH_RULE)
  if (fromDeck && cmd.refill !== undefined && cmd.refill.length > 0) return cashFlowRefusal('bad-command', 'noRefill', {}, RESEARCH_RULE)
  if (!fromDeck && (!Array.isArray(cmd.refill ?? []) || (cmd.refill ?? []).length > MAX_REFILL)) return cashFlowRefusal('bad-command', 'typeRefill', {}, RESEARCH_RULE)
  const card = fromDeck ? validateCard(cmd.card) : ok(before.faceUp[cmd.from as number]!)
  if (!card.ok) return card
  const tech = isTech(card.value) ? card.value.tech : undefined
  if (tech === undefined && !(DECISIONS as readonly unknown[]).includes(cmd.decision)) {
    return cashFlowRefusal('bad-command', 'keepOpenDiscard', {}, RESEARCH_RULE)
  }
  const into: Drawn = { drawn: before.deck.drawn + (fromDeck ? 1 : 0), faceUp: [...before.faceUp], tech: [...before.tech], rounds: [...before.rounds] }
  if (tech !== undefined) {
    const wrong = checkTechPosition(before, tech, into.drawn, into.tech)
    if (wrong) return wrong
  }

  const labor = buyLabor(state, before, cmd.power, 1, cashFlowPhrase('laborCard'))
  if (!labor.ok) return labor
  const events: GameEvent[] = [...labor.value]
  const laborPaid = labor.value.reduce((sum, e) => sum + (e.type === 'moneyTransferred' ? e.amount : 0), 0)

  let nextCard = before.nextCard
  let kept: Company | undefined
  if (tech === undefined && 'company' in card.value) {
    const company = card.value.company
    if (cmd.decision === 'discard') {
      const row = company.resource
      const from = power.supplies[row]
      const to = Math.min(SUPPLY_ROW_CAPACITY, from + company.units)
      const lost = from + company.units - to
      events.push({ type: 'supplyChanged', power: cmd.power, row, from, to, ...(lost > 0 ? { lost } : {}) })
    } else {
      kept = companyFromInput({ ...company, isOpen: cmd.decision === 'open' }, `cf-${nextCard}`)
      nextCard += 1
      events.push({ type: 'companyAdded', power: cmd.power, company: kept, index: power.companies.length })
    }
  }
  const scored = scoredState(state, cmd.power, laborPaid, kept)
  if (tech !== undefined) reveal(scored, before, into, tech)
  if (!fromDeck) {
    const wrong = refillRow(scored, before, cmd.from as number, cmd.refill ?? [], into)
    if (wrong) return wrong
  }
  events.push(
    patchSlice('cashFlow', before, {
      deck: { thirds: before.deck.thirds, drawn: into.drawn },
      faceUp: into.faceUp,
      tech: into.tech,
      rounds: into.rounds,
      nextCard,
      ...(into.winners !== undefined ? { winners: into.winners } : {}),
    }),
  )
  return ok(events)
}

/** Wording for the log and screens: what a drawn card was. */
export function describeDeckCard(card: DeckCard): string {
  if (isTech(card)) return `the ${TECH_NAMES[card.tech]} card`
  const c = card.company
  return `${c.name.trim() || `${c.territory} ${c.resource}`} (${c.units} ${c.resource}, ${c.territory})`
}
